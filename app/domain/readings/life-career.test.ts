import { describe, expect, it } from 'vitest'
import { birthChart } from '../../astrology/chart'
import { lifeCareerFacts, TIMING_HORIZONS, type HouseFacts } from '../../astrology/life-career'
import en from '../../locales/en/lifeCareer'
import hi from '../../locales/hi/lifeCareer'
import type { CandidateText } from './choose'
import { chooseLifeCareerTexts, LIFE_LISTS, lifeSelectors, TIMING_FOCI, timingFocus, timingLinks, timingOf } from './life-career'

const mumbai = { tz: 'Asia/Kolkata', lat: 19.076, lon: 72.8777 }
const birth = { date: '1990-05-15', time: '10:30', ...mumbai }
const now = '2026-11-23T12:00:00Z'

// Karka lagna: the 10th is Mesha (Mars), the 2nd Simha (Sun), the 11th Vrishabha (Venus).
const HOUSES: HouseFacts[] = [
  { house: 10, sign: 1, lord: 'mars', lordHouse: 5, occupants: ['saturn'] },
  { house: 2, sign: 5, lord: 'sun', lordHouse: 11, occupants: [] },
  { house: 11, sign: 2, lord: 'venus', lordHouse: 10, occupants: ['rahu', 'venus'] },
]

function library(): CandidateText[] {
  const texts: CandidateText[] = []
  let id = 1
  for (const section of ['life-path', 'career-prediction', 'financial-outlook', 'opportunity', 'life-challenge', 'recommendation', 'timing']) {
    for (let i = 0; i < 10; i++) texts.push({ id: id++, section, appliesTo: { kind: 'general' } })
  }
  texts.push({ id: 900, section: 'life-path', appliesTo: { kind: 'number', value: '7' } })
  return texts
}

describe('timingLinks: what a period’s lords have to do with career and money', () => {
  it('names each lord that rules or occupies the 10th, 2nd or 11th, with its period and the house’s theme', () => {
    expect(timingLinks({ mahadasha: 'saturn', antardasha: 'venus' }, HOUSES)).toEqual([
      { lord: 'saturn', period: 'mahadasha', house: 10, theme: 'career', how: 'occupies' },
      { lord: 'venus', period: 'antardasha', house: 11, theme: 'gains', how: 'rules' },
      { lord: 'venus', period: 'antardasha', house: 11, theme: 'gains', how: 'occupies' },
    ])
    expect(timingLinks({ mahadasha: 'sun', antardasha: 'mars' }, HOUSES)).toEqual([
      { lord: 'sun', period: 'mahadasha', house: 2, theme: 'wealth', how: 'rules' },
      { lord: 'mars', period: 'antardasha', house: 10, theme: 'career', how: 'rules' },
    ])
  })

  it('finds nothing for lords that neither rule nor occupy those houses', () => {
    expect(timingLinks({ mahadasha: 'jupiter', antardasha: 'mercury' }, HOUSES)).toEqual([])
  })
})

describe('timingFocus', () => {
  it.each([
    [['career', 'wealth'], 'careerAndMoney'],
    [['career', 'gains'], 'careerAndMoney'],
    [['career'], 'career'],
    [['wealth', 'gains'], 'money'],
    [['wealth'], 'wealth'],
    [['gains'], 'gains'],
    [[], 'quiet'],
  ] as const)('%j → %s', (themes, focus) => {
    expect(timingFocus(themes)).toBe(focus)
  })
})

describe('timingOf: the five horizons of a real chart', () => {
  it('names the dashas the engine runs at each horizon, with their links and focus', () => {
    const facts = lifeCareerFacts(birthChart(birth), now)
    const timing = timingOf(facts)
    expect(timing.map((t) => t.horizon)).toEqual([...TIMING_HORIZONS])
    for (const period of timing) {
      const engine = facts.timing[period.horizon]
      expect(period).toMatchObject({
        mahadasha: engine.mahadasha,
        antardasha: engine.antardasha,
        mahadashaEnds: engine.mahadashaEnds,
        antardashaEnds: engine.antardashaEnds,
      })
      expect(period.links).toEqual(timingLinks(engine, facts.houses))
      expect(period.focus).toBe(timingFocus(engine.themes))
    }
  })
})

describe('the words of the timing section', () => {
  it('every focus, theme and link has its sentence in English and in Hindi', () => {
    for (const catalogue of [en, hi]) {
      for (const focus of TIMING_FOCI) expect(catalogue.timing.focus[focus], focus).toMatch(/\S/)
      for (const theme of ['career', 'wealth', 'gains'] as const) expect(catalogue.timing.themes[theme]).toMatch(/\S/)
      expect(catalogue.timing.rules).toContain('{{lord}}')
      expect(catalogue.timing.occupies).toContain('{{lord}}')
      for (const horizon of TIMING_HORIZONS) expect(catalogue.timing.horizons[horizon]).toMatch(/\S/)
    }
    expect(hi.timing.focus.career).not.toBe(en.timing.focus.career)
  })
})

describe('chooseLifeCareerTexts', () => {
  const facts = lifeCareerFacts(birthChart(birth), now)
  const input = { facts, userKey: 'user-1', date: '2026-11-23', round: 1, moonSign: 9, lifePath: 7, texts: library() }

  it('gives one text per paragraph, distinct texts per list and a different text to each horizon', () => {
    const choice = chooseLifeCareerTexts(input)
    expect(choice.paragraphs.lifePath).toBe(900) // the text for life path 7 comes before the general ones
    expect(choice.paragraphs.careerPredictions).not.toBeNull()
    expect(choice.paragraphs.financialOutlook).not.toBeNull()
    for (const [list, [, count]] of Object.entries(LIFE_LISTS)) {
      const ids = choice.lists[list as keyof typeof LIFE_LISTS]
      expect(ids).toHaveLength(count)
      expect(new Set(ids).size).toBe(count)
    }
    const timing = TIMING_HORIZONS.map((h) => choice.timing[h])
    expect(new Set(timing).size).toBe(TIMING_HORIZONS.length)
  })

  it('is the same for the same inputs, and a new generation the same day draws anew', () => {
    expect(chooseLifeCareerTexts(input)).toEqual(chooseLifeCareerTexts(input))
    const again = chooseLifeCareerTexts({ ...input, round: 2 })
    expect(again).not.toEqual(chooseLifeCareerTexts(input))
    // The life path text belongs to the number, so it stays.
    expect(again.paragraphs.lifePath).toBe(900)
  })

  it('gives null and empty lists when the CMS has no texts, rather than failing', () => {
    const choice = chooseLifeCareerTexts({ ...input, texts: [] })
    expect(choice.paragraphs.lifePath).toBeNull()
    expect(choice.lists.opportunities).toEqual([])
    expect(choice.timing.nextYear).toBeNull()
  })

  it('selects by the life path number and the Moon sign', () => {
    expect(lifeSelectors({ moonSign: 9, lifePath: 11 })).toEqual([
      { kind: 'number', value: '11' },
      { kind: 'sign', value: 'Sagittarius' },
    ])
  })
})
