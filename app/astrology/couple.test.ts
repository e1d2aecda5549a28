import { describe, expect, it } from 'vitest'
import { ashtakoot, scoreKootas } from './ashtakoot'
import { coupleScore, doshasOf, matchCouple, moonSegments, orientationOf } from './couple'
import { moonPosition } from './chart'

const delhi = { tz: 'Asia/Kolkata', lat: 28.61, lon: 77.21 }
const known = (date: string, time: string) => ({ date, time, ...delhi })

describe('orientationOf: who the tradition scores as groom', () => {
  it.each([
    ['male', 'female', { kind: 'traditional', groom: 'self' }],
    ['female', 'male', { kind: 'traditional', groom: 'partner' }],
    ['male', 'male', { kind: 'both-ways' }],
    ['female', 'female', { kind: 'both-ways' }],
    ['other', 'female', { kind: 'both-ways' }],
    ['male', 'other', { kind: 'both-ways' }],
  ] as const)('%s with %s', (self, partner, expected) => {
    expect(orientationOf(self, partner)).toEqual(expected)
  })
})

describe('coupleScore', () => {
  // Mula (Dhanu 10°) × Shravana (Makara 11°): 17.5 one way, 15.5 the other (varna and gana are asymmetric).
  it('follows the tradition when one is the groom', () => {
    expect(coupleScore(250, 281, { kind: 'traditional', groom: 'self' }).total).toBe(17.5)
    expect(coupleScore(250, 281, { kind: 'traditional', groom: 'partner' }).total).toBe(15.5)
  })

  it('averages the two orders for two people of the same gender, and shows both where they differ', () => {
    const score = coupleScore(250, 281, { kind: 'both-ways' })
    expect(score.total).toBe(16.5)
    expect(score.percent).toBe(46)
    expect(score.band).toBe('moderate')
    expect(score.kootas.varna).toMatchObject({ score: 0.5, orders: [1, 0] })
    expect(score.kootas.gana).toMatchObject({ score: 0.5, orders: [1, 0] })
    expect(score.kootas.nadi).toMatchObject({ score: 8, orders: null })
    // The same pair seen from the other side scores the same: nobody's order decides.
    expect(coupleScore(281, 250, { kind: 'both-ways' }).total).toBe(16.5)
  })
})

describe('doshasOf: Nadi and Bhakoot with their exceptions', () => {
  it.each([
    ['same nakshatra and pada: Nadi dosha stands', 5, 5, { present: true, exceptions: [], cancelled: false }],
    ['same nakshatra, other pada: cancelled', 5, 2, { present: true, exceptions: ['same-nakshatra-different-pada'], cancelled: true }],
    [
      'Ardra × Punarvasu in Mithuna: same rashi, other nakshatra',
      70,
      85,
      { present: true, exceptions: ['same-rashi-different-nakshatra'], cancelled: true },
    ],
    [
      'Krittika in Mesha × Krittika in Vrishabha',
      28,
      35,
      { present: true, exceptions: ['same-nakshatra-different-rashi', 'same-nakshatra-different-pada'], cancelled: true },
    ],
    ['different nadis: no dosha', 5, 20, { present: false, exceptions: [], cancelled: false }],
  ])('Nadi, %s', (_label, a, b, expected) => {
    expect(doshasOf(a, b).nadi).toEqual(expected)
  })

  it.each([
    ['Mesha × Vrishchika (6/8), both ruled by Mars', 5, 215, { present: true, exceptions: ['same-lord'], cancelled: true }],
    ['Vrishabha × Kanya (5/9), Venus and Mercury friends', 45, 165, { present: true, exceptions: ['friendly-lords'], cancelled: true }],
    ['Mesha × Kanya (6/8), Mars and Mercury not friends', 5, 165, { present: true, exceptions: [], cancelled: false }],
    ['Mesha × Mesha: no dosha', 5, 20, { present: false, exceptions: [], cancelled: false }],
  ])('Bhakoot, %s', (_label, a, b, expected) => {
    expect(doshasOf(a, b).bhakoot).toEqual(expected)
  })

  it('agrees with the raw score: a dosha is present exactly when its koota scores 0', () => {
    for (let a = 1; a < 360; a += 7.3) {
      for (let b = 2; b < 360; b += 11.1) {
        const { kootas } = scoreKootas(a, b)
        const doshas = doshasOf(a, b)
        expect(doshas.nadi.present).toBe(kootas.nadi.score === 0)
        expect(doshas.bhakoot.present).toBe(kootas.bhakoot.score === 0)
      }
    }
  })
})

describe('moonSegments: a birth day without a time', () => {
  it('is empty for a known time and one stretch when the Moon stays put', () => {
    expect(moonSegments(known('2001-03-10', '10:00'))).toEqual([])
    const quiet = moonSegments({ date: '2001-01-02', time: null, ...delhi })
    expect(quiet.map((s) => [s.from, s.to])).toEqual([['00:00', '24:00']])
  })

  it('splits the day where the Moon changes nakshatra and rashi, at the minute it does', () => {
    // 10 March 2001 in Delhi: Purva Phalguni (11) at midnight, Hasta (13) by the next; Simha → Kanya at 150°.
    const segments = moonSegments({ date: '2001-03-10', time: null, ...delhi })
    expect(segments.map((s) => [s.moon.nakshatra.number, s.moon.rashi.number])).toEqual([
      [11, 5],
      [12, 5],
      [12, 6],
      [13, 6],
    ])
    expect(segments[0]!.from).toBe('00:00')
    expect(segments.at(-1)!.to).toBe('24:00')
    for (let i = 1; i < segments.length; i++) {
      expect(segments[i]!.from).toBe(segments[i - 1]!.to)
      // A minute either side of the cut, the Moon is on either side of the boundary.
      const [h, m] = segments[i]!.from.split(':').map(Number) as [number, number]
      const at = (minutes: number) => {
        const t = h * 60 + m + minutes
        return moonPosition({ date: '2001-03-10', time: `${String(Math.floor(t / 60)).padStart(2, '0')}:${String(t % 60).padStart(2, '0')}`, ...delhi })
      }
      const before = at(-1)
      const after = at(1)
      expect([before.nakshatra.number, before.rashi.number]).toEqual([segments[i - 1]!.moon.nakshatra.number, segments[i - 1]!.moon.rashi.number])
      expect([after.nakshatra.number, after.rashi.number]).toEqual([segments[i]!.moon.nakshatra.number, segments[i]!.moon.rashi.number])
    }
  })
})

describe('matchCouple', () => {
  const self = { ...known('1990-06-15', '08:30'), gender: 'male' as const }

  it('scores a man and a woman as the engine does, the man as groom either way round', () => {
    const partner = { ...known('1992-11-02', '19:45'), gender: 'female' as const }
    expect(matchCouple(self, partner).score.total).toBe(ashtakoot(self, partner).total)
    const herSide = matchCouple({ ...partner }, { ...self })
    expect(herSide.score.total).toBe(ashtakoot(self, partner).total)
    expect(herSide.orientation).toEqual({ kind: 'traditional', groom: 'partner' })
  })

  it('gives one score per possible Moon when the partner’s time is unknown and the Moon moved on', () => {
    const partner = { date: '2001-03-10', time: null, ...delhi, gender: 'female' as const }
    const match = matchCouple(self, partner)
    expect(match.possibilities).toHaveLength(4)
    expect(match.possibilities.map((p) => p.partner!.from)[0]).toBe('00:00')
    expect(new Set(match.possibilities.map((p) => p.score.total)).size).toBeGreaterThan(1)
    for (const p of match.possibilities) expect(p.self).toBeNull()
  })

  it('has no possibilities when both times are known', () => {
    expect(matchCouple(self, { ...known('1992-11-02', '19:45'), gender: 'female' }).possibilities).toEqual([])
  })

  it('reports Manglik for both from the self’s side', () => {
    const partner = { ...known('1992-11-02', '19:45'), gender: 'female' as const }
    const match = matchCouple(self, partner)
    const engine = ashtakoot(self, partner)
    expect(match.manglik.self).toEqual(engine.boy.manglik)
    expect(match.manglik.partner).toEqual(engine.girl.manglik)
  })
})
