import { describe, expect, it } from 'vitest'
import { birthChart, placement, type BirthChart } from './chart'
import { lordOfSign, signOf } from './rashi'
import {
  arudhaOf,
  charaKarakas,
  ELEMENTS,
  elementOf,
  legacySketchSeed,
  navamsaSign,
  soulmateFacts,
  soulmateLensPlan,
  soulmateLenses,
  type SoulmateLens,
} from './soulmate'
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
  it('reads a chart through the 7th house, Venus, the navamsa and the running dasha first, then the lenses of ADR 209', () => {
    const lord = dashaAtFromMoon(chart.moment.epochMs, chart.moon.longitude, Date.parse(now)).mahadasha.lord
    const lenses = soulmateLenses(chart, now, 'male')
    expect(lenses.slice(0, 4)).toEqual([
      { lens: 'seventh', key: 'seventh' },
      { lens: 'venus', key: 'venus' },
      { lens: 'navamsa', key: 'navamsa' },
      { lens: 'dasha', key: `dasha-${lord}` },
    ])
    expect(lenses.length).toBeGreaterThanOrEqual(8)
  })

  it('leaves the navamsa and the other lenses that need a lagna out without a birth time', () => {
    const lenses = soulmateLenses(noTime, now, 'male').map((l) => l.lens)
    expect(lenses.slice(0, 3)).toEqual(['seventh', 'venus', 'dasha'])
    for (const lens of ['navamsa', 'fifth', 'moon-seventh', 'seventh-lord-d9', 'upapada', 'darapada', 'darakaraka']) expect(lenses).not.toContain(lens)
  })

  it('keys the dasha lens by the running mahadasha, so a new period opens a new lens', () => {
    const { mahadashas } = vimshottariFromMoon(chart.moment.epochMs, chart.moon.longitude)
    const later = mahadashas.find((m) => Date.parse(m.start) > Date.parse(now))!
    const at = new Date(Date.parse(later.start) + 86_400_000).toISOString()
    const dashaKey = (when: string) => soulmateLenses(chart, when, 'male').find((l) => l.lens === 'dasha')!.key
    expect(dashaKey(at)).toBe(`dasha-${later.lord}`)
    expect(dashaKey(at)).not.toBe(dashaKey(now))
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
    const seeds = soulmateLenses(chart, now, 'male').map(({ lens }) => soulmateFacts(chart, now, 'male', lens).sketchSeed)
    expect(new Set(seeds).size).toBe(seeds.length)
    expect(legacySketchSeed(chart, 'male')).toMatch(/^soulmate\/v1\|/)
    expect(legacySketchSeed(chart, 'male')).not.toBe(legacySketchSeed(chart, 'female'))
  })

  it('differs between lenses in what the customer reads, across many charts', () => {
    const mumbai2 = { tz: 'Asia/Kolkata', lat: 19.076, lon: 72.8777 }
    let differing = 0
    let total = 0
    for (let year = 1962; year < 2006; year += 4) {
      const c = birthChart({ date: `${year}-06-09`, time: '14:40', ...mumbai2 })
      const readings = soulmateLenses(c, now, 'female').map(({ lens }) => {
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

/**
 * A chart worked by hand (ADR 209): the grahas are placed, not computed, so every lens below can be checked with
 * pencil and paper. Sidereal longitudes: lagna 11° Cancer; Sun 15° Taurus, Moon 2° Aries, Mars 21° Leo, Mercury 8°
 * Gemini, Jupiter 25° Pisces, Venus 5° Virgo, Saturn 28° Capricorn, Rahu 12° Sagittarius, Ketu 12° Gemini. Born
 * 2000-01-01 00:00 UTC with the Moon 2° into Ashwini: Ketu's 7 years less 15 % (5.95 years), then Venus's 20, so the
 * Sun's mahadasha runs from 25.95 years: Sun–Sun to 26.25, Sun–Moon to 26.75, Sun–Mars to 27.10.
 */
function handChart({ timeKnown = true, venusMoves = false } = {}): BirthChart {
  const at = (longitude: number) => ({
    ...placement(longitude),
    tropicalLongitude: longitude + 24,
    tropicalSign: signOf(longitude + 24),
    degreeInRashi: longitude % 30,
  })
  const longitudes = { sun: 45, moon: 2, mars: 141, mercury: 68, jupiter: 355, venus: 155, saturn: 298, rahu: 252, ketu: 72 }
  const grahas = Object.fromEntries(Object.entries(longitudes).map(([g, l]) => [g, at(l)])) as unknown as BirthChart['grahas']
  const epochMs = Date.parse('2000-01-01T00:00:00Z')
  return {
    moment: {
      instant: '2000-01-01T00:00:00Z',
      epochMs,
      localDate: '2000-01-01',
      localTime: '00:00',
      offset: '+00:00',
      offsetSeconds: 0,
      timeKnown,
      day: timeKnown ? null : { startMs: epochMs, endMs: epochMs + 86_400_000 },
    },
    ayanamsa: 24,
    grahas,
    ascendant: timeKnown ? at(101) : null,
    moon: { ...grahas.moon, instant: '2000-01-01T00:00:00Z', timeKnown, withinDay: null, uncertain: false },
    changesWithinDay: venusMoves ? ['venus'] : [],
  }
}

/** A lens's partner as the page shows it: the looks, build, temperament, meeting house and bond. */
const partnerOf = (c: BirthChart, lens: SoulmateLens, at = now) => {
  const f = soulmateFacts(c, at, 'female', lens)
  return [f.lensSign, f.lensPlanet, f.appearance, f.build, f.personality, f.meeting, f.connection]
}

describe('the lenses of ADR 209 on a chart worked by hand', () => {
  const hand = handChart()

  it('finds the chara karakas by degree in sign: Saturn (28°) the atmakaraka, the Moon (2°) the darakaraka', () => {
    expect(charaKarakas(hand)).toEqual({ atmakaraka: 'saturn', darakaraka: 'moon' })
  })

  it('counts an arudha from the house to its lord and on, moving off the house and its 7th to the 10th', () => {
    expect(arudhaOf(1, 3)).toBe(5) // Aries, its lord in Gemini (3rd): 3rd from Gemini, Leo
    expect(arudhaOf(3, 3)).toBe(12) // lord at home: the house itself, so the 10th from Gemini, Pisces
    expect(arudhaOf(10, 10)).toBe(7) // Capricorn, Saturn at home: the 10th from Capricorn, Libra
    expect(arudhaOf(1, 4)).toBe(4) // 4th from Aries to Cancer, 4th again is Libra, the 7th: the 10th from Libra, Cancer
  })

  it('reads each lens from its own factors', () => {
    // [lens sign, lens planet, looks, build, temperament, meeting house, bond]
    expect(partnerOf(hand, 'seventh')).toEqual([10, 'saturn', 'saturn', 'earth', 'earth', 7, 'earth'])
    expect(partnerOf(hand, 'venus')).toEqual([6, 'mercury', 'mercury', 'air', 'earth', 12, 'air']) // Venus's D9 Aquarius
    expect(partnerOf(hand, 'navamsa')).toEqual([1, 'mars', 'mars', 'air', 'fire', 2, 'air']) // D9 lagna Libra; Mars's D9 Libra
    expect(partnerOf(hand, 'dasha')).toEqual([2, 'sun', 'sun', 'earth', 'earth', 11, 'fire']) // Sun–Mars: Mars in Leo
    // The 5th (Scorpio) and its lord Mars in Leo; the bond from the 7th lord Saturn's Capricorn.
    expect(partnerOf(hand, 'fifth')).toEqual([8, 'mars', 'mars', 'fire', 'water', 2, 'earth'])
    // The 7th from the Moon in Aries is Libra: Venus in Virgo; the bond from Aries.
    expect(partnerOf(hand, 'moon-seventh')).toEqual([7, 'venus', 'venus', 'earth', 'air', 3, 'fire'])
    // The 7th from Venus in Virgo is Pisces: Jupiter at home; the bond from Virgo.
    expect(partnerOf(hand, 'venus-seventh')).toEqual([12, 'jupiter', 'jupiter', 'water', 'water', 9, 'earth'])
    // Venus at 155° is in its 47th ninth, Aquarius: Saturn, whose ninth (298°: the 90th) is Virgo; the bond from Virgo.
    expect(partnerOf(hand, 'venus-navamsa')).toEqual([11, 'saturn', 'saturn', 'earth', 'air', 7, 'earth'])
    // The 7th lord Saturn's navamsa is Virgo: Mercury, whose ninth (68°: the 21st) is Sagittarius; the bond from Capricorn.
    expect(partnerOf(hand, 'seventh-lord-d9')).toEqual([6, 'mercury', 'mercury', 'fire', 'earth', 12, 'earth'])
    // The 12th is Gemini with Mercury at home: the upapada moves to the 10th from it, Pisces; the bond from Aries.
    expect(partnerOf(hand, 'upapada')).toEqual([12, 'jupiter', 'jupiter', 'water', 'water', 9, 'fire'])
    // The 7th is Capricorn with Saturn at home: the darapada moves to Libra, Venus's; the bond from Capricorn.
    expect(partnerOf(hand, 'darapada')).toEqual([7, 'venus', 'venus', 'earth', 'air', 3, 'earth'])
    // The darakaraka Moon in Aries, its ninth Aries; the bond from the atmakaraka Saturn's Capricorn.
    expect(partnerOf(hand, 'darakaraka')).toEqual([1, 'moon', 'moon', 'fire', 'fire', 10, 'earth'])
    // Jupiter in Pisces, at home; the bond from its ninth (355°: the 107th), Aquarius.
    expect(partnerOf(hand, 'jupiter')).toEqual([12, 'jupiter', 'jupiter', 'water', 'water', 9, 'air'])
    // The antardasha lord Mars in Leo; the bond from the mahadasha lord Sun's Taurus.
    expect(partnerOf(hand, 'antardasha')).toEqual([5, 'mars', 'mars', 'fire', 'fire', 2, 'earth'])
  })

  it('gives a woman’s chart with a birth time fourteen different sketches, a man’s thirteen (no Jupiter lens)', () => {
    const woman = soulmateLensPlan(hand, now, 'female')
    expect(woman.lenses.map((l) => l.key).join(' ')).toBe(
      'seventh venus navamsa dasha-sun fifth moon-seventh venus-seventh venus-navamsa seventh-lord-d9 upapada darapada darakaraka jupiter antar-mars',
    )
    expect(woman.gaps).toEqual([])
    expect(soulmateLenses(hand, now, 'male').map((l) => l.lens)).not.toContain('jupiter')
    expect(soulmateLenses(hand, now, 'male')).toHaveLength(13)
    expect(soulmateLenses(hand, now, 'other')).toHaveLength(13)
    const portraits = woman.lenses.map(({ lens }) => JSON.stringify(partnerOf(hand, lens).slice(2)))
    expect(new Set(portraits).size).toBe(14)
  })

  it('without a birth time keeps only the lenses that need no lagna, and says which need one', () => {
    const plan = soulmateLensPlan(handChart({ timeKnown: false }), now, 'female')
    expect(plan.lenses.map((l) => l.key)).toEqual(['seventh', 'venus', 'dasha-sun', 'venus-seventh', 'venus-navamsa', 'jupiter', 'antar-mars'])
    expect(plan.gaps.map((g) => [g.lens, g.reason])).toEqual(
      ['navamsa', 'fifth', 'moon-seventh', 'seventh-lord-d9', 'upapada', 'darapada', 'darakaraka'].map((lens) => [lens, 'needs-time']),
    )
    // Venus changing its navamsa during the birth day makes its navamsa unsure too.
    const moving = soulmateLensPlan(handChart({ timeKnown: false, venusMoves: true }), now, 'female')
    expect(moving.gaps.map((g) => g.lens)).toContain('venus-navamsa')
    expect(moving.lenses).toHaveLength(6)
  })

  it('leaves out a lens that would describe the partner an earlier one does: the first antardasha repeats its mahadasha', () => {
    // 2026-02-01 is 26.09 years after birth: Sun–Sun, so the antardasha lens reads the Sun exactly as the dasha lens.
    const at = '2026-02-01T00:00:00Z'
    expect(partnerOf(hand, 'antardasha', at)).toEqual(partnerOf(hand, 'dasha', at))
    const plan = soulmateLensPlan(hand, at, 'female')
    expect(plan.gaps).toEqual([{ lens: 'antardasha', reason: 'repeats' }])
    expect(plan.lenses).toHaveLength(13)
  })

  it('keys the antardasha lens by its running lord', () => {
    expect(soulmateFacts(hand, now, 'female', 'antardasha').lensKey).toBe('antar-mars')
    expect(soulmateFacts(hand, '2026-06-01T00:00:00Z', 'female', 'antardasha').lensKey).toBe('antar-moon')
  })
})
