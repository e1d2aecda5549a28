import { describe, expect, it } from 'vitest'
import { AVOID_ACTIVITIES, calendarMonth, dayActivities, FAVOURABLE_ACTIVITIES, tithiGroup } from './astro-calendar'
import { isAstrologyInputError } from './errors'
import { panchang } from './panchang'

const delhi = { lat: 28.6139, lon: 77.209, tz: 'Asia/Kolkata' }

describe('tithiGroup', () => {
  it('sorts the thirty tithis into Nanda, Bhadra, Jaya, Rikta and Purna, with Amavasya apart', () => {
    expect([1, 2, 3, 4, 5, 6, 14, 15, 16, 29, 30].map(tithiGroup)).toEqual([
      'nanda',
      'bhadra',
      'jaya',
      'rikta',
      'purna',
      'nanda',
      'rikta',
      'purna',
      'nanda',
      'rikta',
      'amavasya',
    ])
  })
})

describe('dayActivities', () => {
  it('offers 3 of the 8 favourable and 2 of the 7 to avoid, all distinct codes', () => {
    expect(FAVOURABLE_ACTIVITIES).toHaveLength(8)
    expect(AVOID_ACTIVITIES).toHaveLength(7)
    for (let tithi = 1; tithi <= 30; tithi++) {
      for (const nature of ['fixed', 'movable', 'fierce', 'mixed', 'swift', 'soft', 'sharp'] as const) {
        for (let weekday = 0; weekday < 7; weekday++) {
          const { favourable, avoid } = dayActivities({ tithi, nakshatraNature: nature, weekday })
          expect(new Set(favourable).size).toBe(3)
          expect(new Set(avoid).size).toBe(2)
          favourable.forEach((code) => expect(FAVOURABLE_ACTIVITIES).toContain(code))
          avoid.forEach((code) => expect(AVOID_ACTIVITIES).toContain(code))
        }
      }
    }
  })

  it('follows the written rules: Ekadashi is for spiritual practice, a movable star on a Monday for travel', () => {
    expect(dayActivities({ tithi: 11, nakshatraNature: 'fixed', weekday: 4 }).favourable[0]).toBe('spiritual-practice')
    expect(dayActivities({ tithi: 2, nakshatraNature: 'movable', weekday: 1 }).favourable[0]).toBe('travel')
    // A Rikta tithi under a fierce star on a Tuesday: no quarrels, no big purchases.
    expect(dayActivities({ tithi: 9, nakshatraNature: 'fierce', weekday: 2 }).avoid).toEqual(['confrontations', 'big-purchases'])
  })

  it('never advises and warns against the same thing on one day', () => {
    const conflicts: Record<string, string[]> = { travel: ['long-journeys'], 'money-matters': ['lending-money', 'big-purchases'] }
    for (let tithi = 1; tithi <= 30; tithi++) {
      for (let weekday = 0; weekday < 7; weekday++) {
        const { favourable, avoid } = dayActivities({ tithi, nakshatraNature: 'movable', weekday })
        for (const f of favourable) for (const a of avoid) expect(conflicts[f] ?? []).not.toContain(a)
      }
    }
  })

  it('is a function of the day: two days with the same limbs get the same advice', () => {
    const a = dayActivities({ tithi: 7, nakshatraNature: 'soft', weekday: 5 })
    expect(dayActivities({ tithi: 22, nakshatraNature: 'soft', weekday: 5 })).toEqual(a)
  })
})

describe('calendarMonth', () => {
  it('gives every day of March 2024 in New Delhi with its phase and marks the observances', () => {
    const month = calendarMonth(2024, 3, delhi)
    expect(month.days).toHaveLength(31)
    expect(month.days[0]!.date).toBe('2024-03-01')
    const marked = (code: string) => month.days.filter((d) => d.observances.includes(code as never)).map((d) => d.date)
    // Drik Panchang, New Delhi: Amavasya 10 Mar, Purnima 25 Mar (Holi), Ekadashi 6 and 20 Mar,
    // Meena Sankranti 14 Mar.
    expect(marked('amavasya')).toEqual(['2024-03-10'])
    expect(marked('purnima')).toEqual(['2024-03-25'])
    expect(marked('ekadashi')).toEqual(['2024-03-06', '2024-03-20'])
    expect(marked('sankranti')).toEqual(['2024-03-14'])
    expect(month.days.find((d) => d.date === '2024-03-25')!.phase).toBe('full-moon')
    expect(month.days.find((d) => d.date === '2024-03-10')!.phase).toBe('new-moon')
  })

  it('agrees with the single-day panchang and carries the day’s activities', () => {
    const month = calendarMonth(2024, 3, delhi)
    const day = month.days[16]!
    const p = panchang(day.date, delhi)
    expect(day).toMatchObject({ tithi: p.tithi.number, nakshatra: p.nakshatra.number, phase: p.moonPhase.name, energy: p.energy.level })
    expect(day.activities.favourable).toHaveLength(3)
  })

  it('marks a tithi that begins and ends between two sunrises on the day it runs', () => {
    // Find a month where Ekadashi is skipped at sunrise and check the day is still marked.
    const months = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((m) => calendarMonth(2023, m, delhi))
    const all = months.flatMap((m) => m.days)
    for (let i = 0; i + 1 < all.length; i++) {
      const [a, b] = [all[i]!, all[i + 1]!]
      if (a.tithi === 10 && b.tithi === 12) expect(a.observances).toContain('ekadashi')
    }
    // Every lunar month has both Ekadashis: about 24–25 a year.
    const ekadashis = all.filter((d) => d.observances.includes('ekadashi')).length
    expect(ekadashis).toBeGreaterThanOrEqual(24)
    expect(ekadashis).toBeLessThanOrEqual(26)
    expect(all.filter((d) => d.observances.includes('sankranti'))).toHaveLength(12)
  })

  it('refuses months outside 1900–2100 and bad places', () => {
    for (const run of [
      () => calendarMonth(2101, 1, delhi),
      () => calendarMonth(2024, 13, delhi),
      () => calendarMonth(2024, 1, { ...delhi, tz: 'Nowhere/City' }),
    ]) {
      let error: unknown
      try {
        run()
      } catch (e) {
        error = e
      }
      expect(isAstrologyInputError(error)).toBe(true)
    }
  })
})
