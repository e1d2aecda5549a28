import { describe, expect, it } from 'vitest'
import { birthChart } from './chart'
import { lordOfSign } from './rashi'
import { ELEMENTS, elementOf, legacySketchSeed, navamsaSign, soulmateFacts, soulmateLenses } from './soulmate'
import { dashaAtFromMoon, vimshottariFromMoon } from './vimshottari'

const mumbai = { tz: 'Asia/Kolkata', lat: 19.076, lon: 72.8777 }
const chart = birthChart({ date: '1990-05-15', time: '10:30', ...mumbai })
const noTime = birthChart({ date: '1990-05-15', time: null, ...mumbai })
const now = '2026-11-24T06:00:00Z'

describe('elementOf', () => {
  it('cycles fire, earth, air, water from Aries', () => {
    expect([1, 2, 3, 4, 5, 12].map(elementOf)).toEqual(['fire', 'earth', 'air', 'water', 'fire', 'water'])
    expect(ELEMENTS).toHaveLength(4)
  })
})

describe('soulmateFacts', () => {
  it('reads the 7th house from the lagna, or from the Moon without a birth time', () => {
    const facts = soulmateFacts(chart, now, 'male')
    expect(facts.basis).toBe('ascendant')
    expect(facts.lagnaSign).toBe(4) // Karka lagna (life-career.test.ts)
    expect(facts.seventh.sign).toBe(10)
    expect(facts.seventh.lord).toBe('saturn')
    expect(facts.seventh.lordHouse).toBe(((chart.grahas.saturn.rashi.number - 4 + 12) % 12) + 1)
    const moon = soulmateFacts(noTime, now, 'male')
    expect(moon.basis).toBe('moon')
    expect(moon.seventh.sign).toBe(((noTime.moon.rashi.number - 1 + 6) % 12) + 1)
    expect(moon.seventh.lord).toBe(lordOfSign(moon.seventh.sign))
  })

  it('takes the appearance from the 7th lord and its sign, the personality from the 7th sign and the bond from Venus', () => {
    const facts = soulmateFacts(chart, now, 'male')
    expect(facts.appearance).toBe(facts.seventh.lord)
    expect(facts.build).toBe(elementOf(chart.grahas[facts.seventh.lord].rashi.number))
    expect(facts.personality).toBe(elementOf(facts.seventh.sign))
    expect(facts.connection).toBe(elementOf(chart.grahas.venus.rashi.number))
    expect(facts.meeting).toBe(facts.seventh.lordHouse)
  })

  it('times the meeting by the first antardasha ahead of Venus, the 7th lord or a graha in the 7th', () => {
    const facts = soulmateFacts(chart, now, 'male')
    const promising = ['venus', facts.seventh.lord, ...facts.seventh.occupants]
    expect(facts.timeframe).not.toBeNull()
    const { timeframe } = facts
    expect(promising).toContain(timeframe!.antardasha)
    expect(Date.parse(timeframe!.end)).toBeGreaterThan(Date.parse(now))
    // Nothing promising runs between now and the period found.
    const { mahadashas } = vimshottariFromMoon(chart.moment.epochMs, chart.moon.longitude)
    const between = mahadashas
      .flatMap((m) => m.antardashas)
      .filter((a) => Date.parse(a.end) > Date.parse(now) && Date.parse(a.start) < Date.parse(timeframe!.start))
    expect(between.some((a) => promising.includes(a.lord))).toBe(false)
  })

  it('gives a love percentage from 70 to 99, the same for the same chart', () => {
    const seen = new Set<number>()
    for (let year = 1960; year < 2005; year += 3) {
      for (const month of ['02', '07', '11']) {
        const facts = soulmateFacts(birthChart({ date: `${year}-${month}-11`, time: '06:15', ...mumbai }), now, 'female')
        expect(facts.lovePercentage).toBeGreaterThanOrEqual(70)
        expect(facts.lovePercentage).toBeLessThanOrEqual(99)
        seen.add(facts.lovePercentage)
      }
    }
    expect(seen.size).toBeGreaterThan(5)
    expect(soulmateFacts(chart, now, 'male')).toEqual(soulmateFacts(chart, now, 'male'))
  })

  it('seeds the sketch by the chart and the partner, not the day', () => {
    const a = soulmateFacts(chart, now, 'male')
    expect(soulmateFacts(chart, '2027-03-01T00:00:00Z', 'male').sketchSeed).toBe(a.sketchSeed)
    expect(soulmateFacts(chart, now, 'female').sketchSeed).not.toBe(a.sketchSeed)
    expect(soulmateFacts(noTime, now, 'male').sketchSeed).not.toBe(a.sketchSeed)
    expect(a.partner).toBe('woman')
    expect(soulmateFacts(chart, now, 'female').partner).toBe('man')
    expect(soulmateFacts(chart, now, 'other').partner).toBe('person')
  })
})

describe('navamsaSign', () => {
  it('runs each sign’s ninths on from Aries, Capricorn, Libra or Cancer (fire, earth, air, water)', () => {
    expect(navamsaSign(0)).toBe(1) // 0° Aries: Aries
    expect(navamsaSign(29.99)).toBe(9) // the last ninth of Aries: Sagittarius
    expect(navamsaSign(30)).toBe(10) // 0° Taurus: Capricorn
    expect(navamsaSign(60)).toBe(7) // 0° Gemini: Libra
    expect(navamsaSign(90)).toBe(4) // 0° Cancer: Cancer
    expect(navamsaSign(359.99)).toBe(12) // the last ninth of Pisces: Pisces
  })
})

describe('soulmateLenses', () => {
  it('reads a chart through the 7th house, Venus, the navamsa and the running dasha, in that order', () => {
    const lord = dashaAtFromMoon(chart.moment.epochMs, chart.moon.longitude, Date.parse(now)).mahadasha.lord
    expect(soulmateLenses(chart, now)).toEqual([
      { lens: 'seventh', key: 'seventh' },
      { lens: 'venus', key: 'venus' },
      { lens: 'navamsa', key: 'navamsa' },
      { lens: 'dasha', key: `dasha-${lord}` },
    ])
  })

  it('leaves the navamsa out without a birth time', () => {
    expect(soulmateLenses(noTime, now).map((l) => l.lens)).toEqual(['seventh', 'venus', 'dasha'])
  })

  it('keys the dasha lens by the running mahadasha, so a new period opens a new lens', () => {
    const { mahadashas } = vimshottariFromMoon(chart.moment.epochMs, chart.moon.longitude)
    const later = mahadashas.find((m) => Date.parse(m.start) > Date.parse(now))!
    const at = new Date(Date.parse(later.start) + 86_400_000).toISOString()
    expect(soulmateLenses(chart, at).at(-1)!.key).toBe(`dasha-${later.lord}`)
    expect(soulmateLenses(chart, at).at(-1)!.key).not.toBe(soulmateLenses(chart, now).at(-1)!.key)
  })
})

describe('soulmateFacts through each lens', () => {
  it('keeps the 7th-house reading as it was, with the lens named', () => {
    const facts = soulmateFacts(chart, now, 'male', 'seventh')
    expect(facts).toMatchObject({ lens: 'seventh', lensKey: 'seventh', lensSign: facts.seventh.sign, lensPlanet: facts.seventh.lord })
    expect(facts.appearance).toBe(facts.seventh.lord)
  })

  it('reads Venus by its sign and that sign’s lord', () => {
    const facts = soulmateFacts(chart, now, 'male', 'venus')
    expect(facts.lensSign).toBe(chart.grahas.venus.rashi.number)
    expect(facts.appearance).toBe(lordOfSign(chart.grahas.venus.rashi.number))
    expect(facts.personality).toBe(elementOf(chart.grahas.venus.rashi.number))
    expect(facts.connection).toBe(elementOf(navamsaSign(chart.grahas.venus.longitude)))
  })

  it('reads the navamsa by the 7th from the D9 lagna and its lord', () => {
    const facts = soulmateFacts(chart, now, 'male', 'navamsa')
    const d9Seventh = ((navamsaSign(chart.ascendant!.longitude) - 1 + 6) % 12) + 1
    expect(facts.lensSign).toBe(d9Seventh)
    expect(facts.appearance).toBe(lordOfSign(d9Seventh))
    expect(facts.build).toBe(elementOf(navamsaSign(chart.grahas[lordOfSign(d9Seventh)].longitude)))
  })

  it('reads the dasha lens by the running mahadasha lord, a node through its sign’s lord', () => {
    const facts = soulmateFacts(chart, now, 'male', 'dasha')
    const lord = dashaAtFromMoon(chart.moment.epochMs, chart.moon.longitude, Date.parse(now)).mahadasha.lord
    expect(facts.lensPlanet).toBe(lord)
    expect(facts.lensKey).toBe(`dasha-${lord}`)
    expect(facts.lensSign).toBe(chart.grahas[lord].rashi.number)
    const looks = lord === 'rahu' || lord === 'ketu' ? lordOfSign(chart.grahas[lord].rashi.number) : lord
    expect(facts.appearance).toBe(looks)
  })

  it('gives each lens its own seed, and the 7th-house reading of before lenses its old one', () => {
    const seeds = soulmateLenses(chart, now).map(({ lens }) => soulmateFacts(chart, now, 'male', lens).sketchSeed)
    expect(new Set(seeds).size).toBe(4)
    expect(legacySketchSeed(chart, 'male')).toMatch(/^soulmate\/v1\|/)
    expect(legacySketchSeed(chart, 'male')).not.toBe(legacySketchSeed(chart, 'female'))
  })

  it('differs between lenses in what the customer reads, across many charts', () => {
    const mumbai2 = { tz: 'Asia/Kolkata', lat: 19.076, lon: 72.8777 }
    let differing = 0
    let total = 0
    for (let year = 1962; year < 2006; year += 4) {
      const c = birthChart({ date: `${year}-06-09`, time: '14:40', ...mumbai2 })
      const readings = soulmateLenses(c, now).map(({ lens }) => {
        const f = soulmateFacts(c, now, 'female', lens)
        return JSON.stringify([f.lensSign, f.lensPlanet, f.appearance, f.build, f.personality, f.meeting, f.connection])
      })
      total++
      if (new Set(readings).size === readings.length) differing++
    }
    // The lens's sign and planet are named on the page, so even a coincidence of looks reads differently.
    expect(differing).toBe(total)
  })
})
