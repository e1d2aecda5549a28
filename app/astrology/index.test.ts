import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import * as astrology from './index'

describe('the facade', () => {
  it('exports the functions the product calls', () => {
    for (const name of [
      'sunSign',
      'numerology',
      'moonPosition',
      'birthChart',
      'ashtakoot',
      'panchang',
      'vimshottari',
      'dashaAt',
      'dashaHorizons',
      'luckyElements',
      'dailyNumbers',
      'powerColours',
      'resolveBirthMoment',
      'ayanamsa',
    ] as const) {
      expect(typeof astrology[name]).toBe('function')
    }
    expect(astrology.KOOTA_MAXIMUMS.nadi).toBe(8)
    expect(astrology.MOON_PHASES).toHaveLength(8)
  })

  it('throws only AstrologyInputError for bad input', () => {
    const attempts: (() => unknown)[] = [
      () => astrology.sunSign(2, 30),
      () => astrology.numerology('', '1990-01-01'),
      () => astrology.moonPosition({ date: 'yesterday', time: null, tz: 'UTC', lat: 0, lon: 0 }),
      () => astrology.panchang('2024-01-01', { lat: 0, lon: 0, tz: 'Nowhere/City' }),
      () => astrology.ayanamsa('not a date'),
    ]
    for (const attempt of attempts) {
      expect(attempt).toThrow(astrology.AstrologyInputError)
      try {
        attempt()
      } catch (error) {
        expect(astrology.isAstrologyInputError(error)).toBe(true)
      }
    }
  })

  it('returns the Lahiri ayanamsa for an instant', () => {
    expect(astrology.ayanamsa('2000-01-01T12:00:00Z')).toBeCloseTo(23.857, 3)
  })
})

describe('every date of 1920–2030 is computable (fast-check)', () => {
  const zones = ['Asia/Kolkata', 'America/New_York', 'Europe/London', 'Australia/Sydney', 'Asia/Kathmandu', 'UTC', 'America/Sao_Paulo']
  const civilDate = fc
    .date({ min: new Date('1920-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10))
  const clock = fc.option(
    fc
      .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
      .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`),
    { nil: null },
  )
  const birth = fc.record({
    date: civilDate,
    time: clock,
    tz: fc.constantFrom(...zones),
    lat: fc.double({ min: -60, max: 60, noNaN: true }),
    lon: fc.double({ min: -180, max: 180, noNaN: true }),
    disambiguation: fc.constant('later' as const),
  })
  const finite = (value: unknown): void => {
    if (typeof value === 'number') expect(Number.isFinite(value)).toBe(true)
    else if (value && typeof value === 'object') for (const inner of Object.values(value)) finite(inner)
  }

  it('gives finite Moon positions, charts and dashas for any birth', () => {
    fc.assert(
      fc.property(birth, (b) => {
        const chart = astrology.birthChart(b)
        finite(chart)
        expect(chart.moon.longitude).toBeGreaterThanOrEqual(0)
        expect(chart.moon.longitude).toBeLessThan(360)
        finite(astrology.vimshottari(b).balance)
      }),
      { numRuns: 150 },
    )
  })

  it('scores any pair of births within the bounds', () => {
    fc.assert(
      fc.property(birth, birth, (boy, girl) => {
        const result = astrology.ashtakoot(boy, girl)
        expect(result.total).toBeGreaterThanOrEqual(0)
        expect(result.total).toBeLessThanOrEqual(36)
        expect(result.range.min).toBeLessThanOrEqual(result.total)
        expect(result.range.max).toBeGreaterThanOrEqual(result.total)
        expect(result.percent).toBe(Math.round((result.total / 36) * 100))
      }),
      { numRuns: 150 },
    )
  })

  it('gives a panchang for any day and place', () => {
    fc.assert(
      fc.property(
        civilDate,
        fc.constantFrom(...zones),
        fc.double({ min: -66, max: 66, noNaN: true }),
        fc.double({ min: -180, max: 180, noNaN: true }),
        (date, tz, lat, lon) => {
          const day = astrology.panchang(date, { lat, lon, tz })
          finite(day)
          expect(day.tithi.number).toBeGreaterThanOrEqual(1)
          expect(day.tithi.number).toBeLessThanOrEqual(30)
          expect(Date.parse(day.tithi.endsAt)).toBeGreaterThan(Date.parse(day.referenceInstant))
          expect(Date.parse(day.nakshatra.endsAt)).toBeGreaterThan(Date.parse(day.referenceInstant))
          expect(Date.parse(day.nakshatra.endsAt) - Date.parse(day.referenceInstant)).toBeLessThan(1.3 * 86_400_000)
          expect(day.energy.level).toBeGreaterThanOrEqual(1)
          expect(day.energy.level).toBeLessThanOrEqual(10)
        },
      ),
      { numRuns: 100 },
    )
  })
})
