import { describe, expect, it } from 'vitest'
import { birthChart } from '../../astrology/chart'
import { type DayFactors, whyToday } from '../../astrology/gochara'
import { type CandidateText, chooseDailyTexts, chooseTexts, DAILY_SECTIONS, dailySelectors, factorKey, MIN_POOL } from './choose'

const mumbai = { tz: 'Asia/Kolkata', lat: 19.076, lon: 72.8777 }
const factorsFor = (birthDate: string, date = '2024-06-01') =>
  whyToday(birthChart({ date: birthDate, time: '10:30', ...mumbai }), { date, tz: 'Asia/Kolkata' })

/** 14 general texts per daily section (challenge i pairs with solution i), plus a few selective ones. */
function library(): CandidateText[] {
  const texts: CandidateText[] = []
  let id = 1
  for (const section of DAILY_SECTIONS) {
    for (let i = 0; i < 14; i++) texts.push({ id: id++, section, appliesTo: { kind: 'general' } })
  }
  texts.push({ id: 500, section: 'overview', appliesTo: { kind: 'sign', value: 'Sagittarius' } })
  texts.push({ id: 501, section: 'overview', appliesTo: { kind: 'sign', value: 'Capricorn' } })
  texts.push({ id: 502, section: 'love', appliesTo: { kind: 'nakshatra', value: 'Uttara Ashadha' } })
  texts.push({ id: 503, section: 'love', appliesTo: { kind: 'sign', value: 'Sagittarius' } })
  texts.push({ id: 504, section: 'career', appliesTo: { kind: 'band', value: 'low' } })
  texts.push({ id: 505, section: 'career', appliesTo: { kind: 'band', value: 'high' } })
  texts.push({ id: 506, section: 'affirmation', appliesTo: { kind: 'general' } }) // not a daily section: ignored
  return texts
}

const choose = (factors: DayFactors, texts = library(), userKey = 'user-1') => chooseDailyTexts({ factors, userKey, texts })

describe('dailySelectors', () => {
  it('lists the chart’s birth star, Moon sign and the day’s band, most specific first', () => {
    const f = factorsFor('1990-05-15')
    expect(dailySelectors(f)).toEqual([
      { kind: 'nakshatra', value: 'Uttara Ashadha' },
      { kind: 'sign', value: 'Sagittarius' },
      { kind: 'band', value: f.band },
    ])
    expect(dailySelectors(f, { number: '7' })).toContainEqual({ kind: 'number', value: '7' })
  })
})

describe('factorKey', () => {
  it('is the same for the same chart and day and differs when a factor differs', () => {
    const f = factorsFor('1990-05-15')
    expect(factorKey(f)).toBe(factorKey(factorsFor('1990-05-15')))
    expect(factorKey({ ...f, band: f.band === 'low' ? 'high' : 'low' })).not.toBe(factorKey(f))
    expect(factorKey({ ...f, dasha: { ...f.dasha, antardasha: f.dasha.antardasha === 'sun' ? 'moon' : 'sun' } })).not.toBe(factorKey(f))
  })
})

describe('chooseDailyTexts', () => {
  it('picks one text per daily section, drawn from the texts that match the factors and the general ones', () => {
    const result = choose(factorsFor('1990-05-15'))
    expect(Object.keys(result.ids).sort()).toEqual([...DAILY_SECTIONS].sort())
    for (const section of DAILY_SECTIONS) expect(result.ids[section]).not.toBeNull()
    expect(result.matchedBy.health).toBe('general')
  })

  // Over 90 days of one chart, a text written for it (Moon in Dhanu = Sagittarius) comes up far more often than any one
  // general text (1 in 15 draws), yet not every day: a reader whose sign has one text must not read it daily.
  const days = Array.from({ length: 90 }, (_, i) => new Date(Date.UTC(2024, 0, 1 + i)).toISOString().slice(0, 10))
  const overTheDays = (texts = library(), patch: Partial<DayFactors> = {}) =>
    days.map((date) => choose({ ...factorsFor('1990-05-15', date), ...patch }, texts))

  it('prefers the texts that match the chart, without showing a lone one every day', () => {
    const choices = overTheDays()
    const bySign = choices.filter((c) => c.ids.overview === 500).length
    expect(bySign).toBeGreaterThan(90 / 15 + 3)
    expect(bySign).toBeLessThan(45)
    for (const c of choices) expect(c.ids.overview).not.toBe(501) // Capricorn's text is not this chart's
    for (const c of choices.filter((c) => c.ids.overview === 500)) expect(c.matchedBy.overview).toBe('sign')
    for (const c of choices.filter((c) => c.ids.love === 502)) expect(c.matchedBy.love).toBe('nakshatra')
  })

  it('draws only from the most specific tiers once they hold enough texts', () => {
    const own = Array.from({ length: MIN_POOL }, (_, i) => ({ id: 700 + i, section: 'health', appliesTo: { kind: 'sign', value: ' sagittarius ' } }))
    for (const c of overTheDays([...library(), ...own])) {
      expect(Number(c.ids.health)).toBeGreaterThanOrEqual(700)
      expect(c.matchedBy.health).toBe('sign')
    }
  })

  it('uses the band of the day', () => {
    const low = overTheDays(library(), { band: 'low' }).map((c) => c.ids.career)
    const high = overTheDays(library(), { band: 'high' }).map((c) => c.ids.career)
    const medium = overTheDays(library(), { band: 'medium' }).map((c) => c.ids.career)
    expect(low).toContain(504)
    expect(low).not.toContain(505)
    expect(high).toContain(505)
    expect(high).not.toContain(504)
    expect(medium.filter((id) => id === 504 || id === 505)).toEqual([])
  })

  it('gives the same choice for the same inputs, whatever the order of the list', () => {
    const f = factorsFor('1990-05-15')
    const reversed = library().reverse()
    expect(choose(f, reversed)).toEqual(choose(f))
    expect(choose(f)).toEqual(choose(factorsFor('1990-05-15')))
  })

  it('gives different choices to charts that differ in their factors on the same day, even for one user key', () => {
    const a = choose(factorsFor('1990-05-15'))
    const b = choose(factorsFor('1990-05-24'))
    const generalSections = DAILY_SECTIONS.filter((s) => a.matchedBy[s] === 'general' && b.matchedBy[s] === 'general')
    expect(generalSections.length).toBeGreaterThanOrEqual(3)
    expect(generalSections.filter((s) => a.ids[s] !== b.ids[s]).length).toBeGreaterThan(0)
  })

  it('turns over with the day and differs between users', () => {
    const today = choose(factorsFor('1990-05-15', '2024-06-01'))
    const tomorrow = choose(factorsFor('1990-05-15', '2024-06-02'))
    expect(DAILY_SECTIONS.some((s) => today.ids[s] !== tomorrow.ids[s])).toBe(true)
    const other = choose(factorsFor('1990-05-15'), library(), 'user-2')
    expect(DAILY_SECTIONS.some((s) => today.ids[s] !== other.ids[s])).toBe(true)
  })

  it('pairs the solution with the chosen challenge', () => {
    // Challenges have ids 57–70 and solutions 71–84 in the library: the i-th pairs with the i-th.
    for (const date of ['2024-06-01', '2024-06-02', '2024-06-03', '2024-06-04']) {
      const { ids } = choose(factorsFor('1990-05-15', date))
      expect(Number(ids.solution) - Number(ids.challenge)).toBe(14)
    }
    // An explicit pairing wins.
    const explicit = library().map((t) => (t.section === 'challenge' ? { ...t, pairsWith: 84 } : t))
    expect(choose(factorsFor('1990-05-15'), explicit).ids.solution).toBe(84)
  })

  it('lets a text an editor adds change a choice only where it wins, and never reorders the others', () => {
    const before = library()
    const added = [...before, { id: 999, section: 'advice', appliesTo: { kind: 'general' } }]
    let changed = 0
    let days = 0
    for (let d = 1; d <= 28; d++) {
      const f = factorsFor('1990-05-15', `2024-02-${String(d).padStart(2, '0')}`)
      const old = choose(f, before)
      const now = choose(f, added)
      days++
      for (const section of DAILY_SECTIONS) {
        if (old.ids[section] !== now.ids[section]) {
          expect([section, now.ids[section]]).toEqual(['advice', 999])
          changed++
        }
      }
    }
    // About 1 day in 15 picks the new text; the other days keep their advice.
    expect(changed).toBeGreaterThan(0)
    expect(changed).toBeLessThan(days / 2)
  })

  it('returns null for a section with no texts', () => {
    const texts = library().filter((t) => t.section !== 'advice')
    expect(choose(factorsFor('1990-05-15'), texts).ids.advice).toBeNull()
  })
})

describe('chooseTexts (lists)', () => {
  const texts: CandidateText[] = [
    ...Array.from({ length: 14 }, (_, i) => ({ id: 100 + i, section: 'opportunity', appliesTo: { kind: 'general' } })),
    ...Array.from({ length: 4 }, (_, i) => ({ id: 200 + i, section: 'life-path', appliesTo: { kind: 'general' } })),
    { id: 300, section: 'life-path', appliesTo: { kind: 'number', value: '7' } },
  ]
  const run = (key: string, extra: CandidateText[] = []) =>
    chooseTexts({ key, texts: [...texts, ...extra], sections: { opportunity: 3, 'life-path': 1 }, selectors: [{ kind: 'number', value: '7' }] })

  it('takes the k heaviest distinct texts of a section, selective ones first', () => {
    const result = run('user-1|2024-06-01')
    expect(result.opportunity).toHaveLength(3)
    expect(new Set(result.opportunity).size).toBe(3)
    expect(result['life-path']).toEqual([300])
    expect(run('user-1|2024-06-01')).toEqual(result)
    expect(run('user-2|2024-06-01').opportunity).not.toEqual(result.opportunity)
  })

  it('fills a list from the general texts when the selective tier is short', () => {
    const result = chooseTexts({ key: 'k', texts, sections: { 'life-path': 3 }, selectors: [{ kind: 'number', value: '7' }] })
    expect(result['life-path']![0]).toBe(300)
    expect(result['life-path']).toHaveLength(3)
  })
})
