import { calculateVimshottariDasha } from '@ishubhamx/panchangam-js'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { addMonthsUtc, DASHA_ORDER, DASHA_YEARS, dashaAt, dashaAtFromMoon, dashaHorizons, vimshottari, vimshottariFromMoon } from './vimshottari'

const YEAR_MS = 365.25 * 86_400_000
const birthMs = Date.parse('1990-05-15T05:00:00Z')
const ms = (iso: string) => Date.parse(iso)

describe('vimshottariFromMoon', () => {
  it('has nine lords adding up to 120 years', () => {
    expect(DASHA_ORDER.reduce((sum, lord) => sum + DASHA_YEARS[lord], 0)).toBe(120)
  })

  it.each([
    [0.0001, 'ketu', 7], // start of Ashwini: the whole Ketu period remains
    [20, 'venus', 10], // middle of Bharani: half of Venus's 20 years
    [266.6666667 + 10, 'sun', 6 * 0.25], // three quarters into Uttara Ashadha
    [359.9999999, 'mercury', 0], // end of Revati
  ])('Moon at %f° starts in %s with %f years left', (moon, lord, years) => {
    const { balance, mahadashas } = vimshottariFromMoon(birthMs, moon)
    expect(balance.lord).toBe(lord)
    expect(balance.years).toBeCloseTo(years, 3)
    expect(mahadashas[0]!.lord).toBe(lord)
    expect(Math.abs(ms(mahadashas[0]!.end) - (birthMs + balance.years * YEAR_MS))).toBeLessThan(2)
  })

  it('lays mahadashas and antardashas end to end over exactly 120 years', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 360, maxExcluded: true, noNaN: true }), (moon) => {
        const { mahadashas } = vimshottariFromMoon(birthMs, moon)
        expect(mahadashas).toHaveLength(9)
        expect(ms(mahadashas[0]!.start)).toBeLessThanOrEqual(birthMs)
        expect(ms(mahadashas[0]!.end)).toBeGreaterThan(birthMs - 1000)
        expect(Math.abs(ms(mahadashas[8]!.end) - ms(mahadashas[0]!.start) - 120 * YEAR_MS)).toBeLessThan(2)
        mahadashas.forEach((maha, i) => {
          if (i > 0) expect(maha.start).toBe(mahadashas[i - 1]!.end)
          expect(maha.antardashas).toHaveLength(9)
          expect(maha.antardashas[0]!.lord).toBe(maha.lord)
          expect(maha.antardashas[0]!.start).toBe(maha.start)
          expect(Math.abs(ms(maha.antardashas[8]!.end) - ms(maha.end))).toBeLessThan(2)
        })
      }),
      { numRuns: 200 },
    )
  })
})

describe('dashaAtFromMoon', () => {
  it('finds the periods that contain the instant, also after the first 120 years', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 359.9, noNaN: true }), fc.double({ min: 0, max: 130, noNaN: true }), (moon, years) => {
        const at = birthMs + years * YEAR_MS
        const running = dashaAtFromMoon(birthMs, moon, at)
        expect(ms(running.mahadasha.start)).toBeLessThanOrEqual(at + 1)
        expect(ms(running.mahadasha.end)).toBeGreaterThan(at - 1)
        expect(ms(running.antardasha.start)).toBeLessThanOrEqual(at + 1)
        expect(ms(running.antardasha.end)).toBeGreaterThan(at - 1)
        if (years < 100) {
          const maha = vimshottariFromMoon(birthMs, moon).mahadashas.find((m) => m.start === running.mahadasha.start)
          expect(maha?.antardashas.some((a) => a.start === running.antardasha.start && a.lord === running.antardasha.lord)).toBe(true)
        }
      }),
      { numRuns: 300 },
    )
  })

  it('refuses instants before the first dasha', () => {
    expect(() => dashaAtFromMoon(birthMs, 20, birthMs - 20 * YEAR_MS)).toThrowError(expect.objectContaining({ code: 'INVALID_INSTANT' }))
  })
})

describe('cross-check with @ishubhamx/panchangam-js calculateVimshottariDasha (same 365.25-day year)', () => {
  it('agrees on the mahadasha dates for the same Moon', () => {
    for (const moon of [3.2, 47.9, 101.1, 133.4, 200.0, 266.7, 300.5, 359.0]) {
      const theirs = calculateVimshottariDasha(moon, new Date(birthMs)).fullCycle
      const ours = vimshottariFromMoon(birthMs, moon).mahadashas
      theirs.forEach((period, i) => {
        expect(ours[i]!.lord).toBe(period.planet.toLowerCase())
        expect(Math.abs(ms(ours[i]!.end) - period.endTime.getTime())).toBeLessThan(1000)
      })
    }
  })
})

describe('from birth data', () => {
  const birth = { date: '1990-05-15', time: '10:30', tz: 'Asia/Kolkata', lat: 19.076, lon: 72.8777 }

  it('starts from the Moon nakshatra lord (Uttara Ashadha → Sun)', () => {
    const result = vimshottari(birth)
    expect(result.moon.nakshatra.name).toBe('Uttara Ashadha')
    expect(result.balance.lord).toBe('sun')
    expect(result.timeKnown).toBe(true)
    expect(result.uncertain).toBe(false)
    expect(result.mahadashas.map((m) => m.lord)).toEqual(['sun', 'moon', 'mars', 'rahu', 'jupiter', 'saturn', 'mercury', 'ketu', 'venus'])
  })

  it('answers now + 3 months, 6 months, 1, 2 and 5 years for the life and career timing', () => {
    const horizons = dashaHorizons(birth, new Date('2025-01-31T00:00:00Z'))
    expect(horizons.now.at).toBe('2025-01-31T00:00:00.000Z')
    expect(horizons.nextThreeMonths.at).toBe('2025-04-30T00:00:00.000Z')
    expect(horizons.nextSixMonths.at).toBe('2025-07-31T00:00:00.000Z')
    expect(horizons.nextYear.at).toBe('2026-01-31T00:00:00.000Z')
    expect(horizons.nextTwoYears.at).toBe('2027-01-31T00:00:00.000Z')
    expect(horizons.nextFiveYears.at).toBe('2030-01-31T00:00:00.000Z')
    expect(horizons.nextFiveYears).toEqual(dashaAt(birth, '2030-01-31T00:00:00Z'))
  })

  it('adds calendar months, clamping the day', () => {
    expect(new Date(addMonthsUtc(ms('2024-01-31T10:00:00Z'), 1)).toISOString()).toBe('2024-02-29T10:00:00.000Z')
    expect(new Date(addMonthsUtc(ms('2024-11-30T00:00:00Z'), 3)).toISOString()).toBe('2025-02-28T00:00:00.000Z')
  })

  it('marks the dasha uncertain without a birth time when the nakshatra changes that day', () => {
    expect(vimshottari({ ...birth, date: '1992-11-03', time: null }).uncertain).toBe(true)
  })

  it('rejects a bad instant', () => {
    expect(() => dashaAt(birth, 'tomorrow')).toThrowError(expect.objectContaining({ code: 'INVALID_INSTANT' }))
  })
})
