import { describe, expect, it } from 'vitest'
import { birthChart } from './chart'
import { lordOfSign } from './rashi'
import { ELEMENTS, elementOf, soulmateFacts } from './soulmate'
import { vimshottariFromMoon } from './vimshottari'

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
