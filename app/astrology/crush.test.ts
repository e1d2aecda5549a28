import { describe, expect, it } from 'vitest'
import { coupleScore } from './couple'
import { moonPosition } from './chart'
import { crushBand, crushMatch, lifePathHarmony, thinkingAboutYou } from './crush'
import { lifePathNumber } from './numerology'

const delhi = { tz: 'Asia/Kolkata', lat: 28.61, lon: 77.21 }
const self = { date: '1990-06-15', time: '08:30', ...delhi }

describe('lifePathHarmony: the numerology side of a crush match', () => {
  it.each([
    // The triads (1-5-7, 2-4-8, 3-6-9): two different numbers of one triad agree best.
    [1, 5, 100],
    [4, 8, 100],
    [3, 9, 100],
    // The same number: alike, a little too alike.
    [7, 7, 85],
    [6, 6, 85],
    // Different triads.
    [1, 2, 60],
    [9, 8, 60],
    // A master number counts as its root (11 → 2, 22 → 4, 33 → 6).
    [11, 4, 100],
    [22, 4, 85],
    [33, 3, 100],
    [11, 1, 60],
  ])('%i with %i: %i', (a, b, expected) => {
    expect(lifePathHarmony(a, b)).toBe(expected)
    expect(lifePathHarmony(b, a)).toBe(expected)
  })
})

describe('crushBand: the spec’s text bands at 90, 80 and 70', () => {
  it.each([
    [100, '90'],
    [90, '90'],
    [89, '80'],
    [80, '80'],
    [79, '70'],
    [70, '70'],
    [69, 'below-70'],
    [0, 'below-70'],
  ] as const)('%i → %s', (score, band) => expect(crushBand(score)).toBe(band))
})

describe('crushMatch', () => {
  it('scores the crush’s Moon at local noon against the customer’s, both ways round, with the life paths', () => {
    const match = crushMatch(self, '1992-11-02', delhi)
    const crushMoon = moonPosition({ date: '1992-11-02', time: '12:00', ...delhi })
    const selfMoon = moonPosition(self)
    expect(match.crushMoon.longitude).toBeCloseTo(crushMoon.longitude, 6)
    expect(match.selfMoon.longitude).toBeCloseTo(selfMoon.longitude, 6)
    const ashtakoot = coupleScore(selfMoon.longitude, crushMoon.longitude, { kind: 'both-ways' })
    expect(match.ashtakoot).toEqual({ total: ashtakoot.total, percent: ashtakoot.percent })
    expect(match.lifePaths).toEqual({ self: lifePathNumber('1990-06-15'), crush: lifePathNumber('1992-11-02') })
    const harmony = lifePathHarmony(match.lifePaths.self, match.lifePaths.crush)
    expect(match.harmony).toBe(harmony)
    expect(match.score).toBe(Math.round(0.7 * ashtakoot.percent + 0.3 * harmony))
    expect(match.band).toBe(crushBand(match.score))
  })

  it('is the same whichever way round nobody’s gender is known (the crush has none here)', () => {
    const a = crushMatch(self, '1992-11-02', delhi)
    const b = crushMatch({ date: '1992-11-02', time: '12:00', ...delhi }, '1990-06-15', delhi)
    expect(a.ashtakoot.total).toBe(b.ashtakoot.total)
  })

  it('says when the Moon changed sign on the crush’s birthday, and which sign each side of it', () => {
    // 10 March 2001 in Delhi: the Moon moved from Simha into Kanya during the day.
    const match = crushMatch(self, '2001-03-10', delhi)
    expect(match.signChange).not.toBeNull()
    expect(match.signChange!.at).toMatch(/^\d{2}:\d{2}$/)
    expect(match.signChange!.from).toBe(5)
    expect(match.signChange!.to).toBe(6)
    const before = moonPosition({ date: '2001-03-10', time: '00:01', ...delhi })
    const after = moonPosition({ date: '2001-03-10', time: '23:59', ...delhi })
    expect(before.rashi.number).toBe(5)
    expect(after.rashi.number).toBe(6)
    // A minute either side of the time said, the Moon is in the sign said.
    const [h, m] = match.signChange!.at.split(':').map(Number) as [number, number]
    const clock = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
    expect(moonPosition({ date: '2001-03-10', time: clock(h * 60 + m - 1), ...delhi }).rashi.number).toBe(5)
    expect(moonPosition({ date: '2001-03-10', time: clock(h * 60 + m + 1), ...delhi }).rashi.number).toBe(6)
  })

  it('says nothing about a change on a day the Moon stayed in one sign', () => {
    // 15 June 1990: the Moon stayed in one rashi all day in Delhi.
    const day = '1990-06-15'
    const start = moonPosition({ date: day, time: '00:00', ...delhi }).rashi.number
    const end = moonPosition({ date: day, time: '23:59', ...delhi }).rashi.number
    expect(start).toBe(end)
    expect(crushMatch(self, day, delhi).signChange).toBeNull()
  })
})

describe('thinkingAboutYou: a playful daily figure', () => {
  const key = { userId: 42, crushName: 'Priya Sharma', crushBirthDate: '1992-11-02' }
  it('is the same for the same customer, crush and day, and lies in the spec’s 30–79', () => {
    const first = thinkingAboutYou({ ...key, day: '2026-11-24' })
    expect(thinkingAboutYou({ ...key, day: '2026-11-24' })).toBe(first)
    // Spelling the name with other spaces or capitals is the same crush.
    expect(thinkingAboutYou({ ...key, crushName: '  priya   SHARMA ', day: '2026-11-24' })).toBe(first)
    for (let d = 1; d <= 28; d++) {
      const value = thinkingAboutYou({ ...key, day: `2026-02-${String(d).padStart(2, '0')}` })
      expect(value).toBeGreaterThanOrEqual(30)
      expect(value).toBeLessThanOrEqual(79)
    }
  })

  it('changes with the day, the customer and the crush', () => {
    const days = new Set(Array.from({ length: 30 }, (_, i) => thinkingAboutYou({ ...key, day: `2026-04-${String(i + 1).padStart(2, '0')}` })))
    expect(days.size).toBeGreaterThan(10)
    const users = new Set(Array.from({ length: 30 }, (_, i) => thinkingAboutYou({ ...key, userId: i, day: '2026-04-01' })))
    expect(users.size).toBeGreaterThan(10)
    const crushes = new Set(Array.from({ length: 30 }, (_, i) => thinkingAboutYou({ ...key, crushName: `Crush ${i}`, day: '2026-04-01' })))
    expect(crushes.size).toBeGreaterThan(10)
  })
})
