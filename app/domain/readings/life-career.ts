import { type HouseFacts, type LifeCareerFacts, type Theme, type TimingFacts, TIMING_HORIZONS, type TimingHorizon } from '../../astrology/life-career'
import type { DashaLord } from '../../astrology/planets'
import { RASHIS } from '../../astrology/rashi'
import { type CandidateText, chooseTexts, type Selector, type TextId } from './choose'

/**
 * Which CMS texts make up a life and career analysis (spec 2.8), and what each timing horizon's dashas have
 * to do with career and money. Pure: the caller passes the engine's facts (app/astrology/life-career.ts), a stable
 * user key, the day and the generation of that day, and the candidate texts.
 *
 * The paragraphs and lists use the shared rule for lists (`chooseTexts`): texts for the life path number, then for the
 * Moon sign, then general ones, by rendezvous weight. Each horizon's period is described twice: by code (its lords'
 * links to the 10th, 2nd and 11th houses, and the resulting focus, put into words by the page's catalogue), and by a
 * CMS timing text, a different one for each horizon.
 */

/** The paragraphs: page key → CMS section. */
export const LIFE_PARAGRAPHS = { lifePath: 'life-path', careerPredictions: 'career-prediction', financialOutlook: 'financial-outlook' } as const
/** The lists: page key → [CMS section, how many]. */
export const LIFE_LISTS = {
  opportunities: ['opportunity', 3],
  challenges: ['life-challenge', 3],
  recommendations: ['recommendation', 4],
} as const satisfies Record<string, readonly [string, number]>
export type LifeParagraph = keyof typeof LIFE_PARAGRAPHS
export type LifeList = keyof typeof LIFE_LISTS

/** Every CMS section an analysis reads. */
export const LIFE_SECTIONS = [...Object.values(LIFE_PARAGRAPHS), ...Object.values(LIFE_LISTS).map(([section]) => section), 'timing'] as const

const THEME_OF_HOUSE: Readonly<Record<number, Theme>> = { 10: 'career', 2: 'wealth', 11: 'gains' }

export interface TimingLink {
  readonly lord: DashaLord
  readonly period: 'mahadasha' | 'antardasha'
  readonly house: number
  readonly theme: Theme
  readonly how: 'rules' | 'occupies'
}

/** Each way the period's lords touch the houses of career (10th), wealth (2nd) and gains (11th), mahadasha first. */
export function timingLinks(period: Pick<TimingFacts, 'mahadasha' | 'antardasha'>, houses: readonly HouseFacts[]): TimingLink[] {
  const links: TimingLink[] = []
  for (const [kind, lord] of [
    ['mahadasha', period.mahadasha],
    ['antardasha', period.antardasha],
  ] as const) {
    for (const house of houses) {
      const theme = THEME_OF_HOUSE[house.house]
      if (!theme) continue
      if (house.lord === lord) links.push({ lord, period: kind, house: house.house, theme, how: 'rules' })
      if (house.occupants.includes(lord)) links.push({ lord, period: kind, house: house.house, theme, how: 'occupies' })
    }
  }
  return links
}

export const TIMING_FOCI = ['careerAndMoney', 'career', 'money', 'wealth', 'gains', 'quiet'] as const
export type TimingFocus = (typeof TIMING_FOCI)[number]

/** What a period is mostly about, from the themes its lords touch. */
export function timingFocus(themes: readonly Theme[]): TimingFocus {
  const career = themes.includes('career')
  const wealth = themes.includes('wealth')
  const gains = themes.includes('gains')
  if (career) return wealth || gains ? 'careerAndMoney' : 'career'
  if (wealth && gains) return 'money'
  if (wealth) return 'wealth'
  if (gains) return 'gains'
  return 'quiet'
}

export interface TimingPeriod {
  readonly horizon: TimingHorizon
  readonly mahadasha: DashaLord
  readonly antardasha: DashaLord
  readonly mahadashaEnds: string
  readonly antardashaEnds: string
  readonly links: readonly TimingLink[]
  readonly focus: TimingFocus
}

/** The five horizons of the timing section, each with the periods running then and what they touch. */
export function timingOf(facts: LifeCareerFacts): TimingPeriod[] {
  return TIMING_HORIZONS.map((horizon) => {
    const period = facts.timing[horizon]
    return {
      horizon,
      mahadasha: period.mahadasha,
      antardasha: period.antardasha,
      mahadashaEnds: period.mahadashaEnds,
      antardashaEnds: period.antardashaEnds,
      links: timingLinks(period, facts.houses),
      focus: timingFocus(period.themes),
    }
  })
}

/** The selectors of an analysis, most specific first: the life path number, then the sidereal Moon sign. */
export function lifeSelectors(input: { readonly moonSign: number; readonly lifePath: number }): Selector[] {
  return [
    { kind: 'number', value: String(input.lifePath) },
    { kind: 'sign', value: RASHIS[input.moonSign - 1]!.english },
  ]
}

export interface LifeCareerChoice {
  readonly paragraphs: Readonly<Record<LifeParagraph, TextId | null>>
  readonly lists: Readonly<Record<LifeList, readonly TextId[]>>
  readonly timing: Readonly<Record<TimingHorizon, TextId | null>>
}

export function chooseLifeCareerTexts(input: {
  readonly facts: LifeCareerFacts
  readonly userKey: string
  /** The customer's day, 'YYYY-MM-DD'. */
  readonly date: string
  /** 1 for the day's first analysis; Generate New Analysis counts up, so it draws anew. */
  readonly round: number
  readonly moonSign: number
  readonly lifePath: number
  readonly texts: readonly CandidateText[]
}): LifeCareerChoice {
  const { facts } = input
  const chart = [facts.basis, facts.lagnaSign, ...facts.houses.map((h) => `${h.lord}${h.lordHouse}`)].join('.')
  const periods = TIMING_HORIZONS.map((h) => `${facts.timing[h].mahadasha}/${facts.timing[h].antardasha}`).join('.')
  const sections: Record<string, number> = { timing: TIMING_HORIZONS.length }
  for (const section of Object.values(LIFE_PARAGRAPHS)) sections[section] = 1
  for (const [section, count] of Object.values(LIFE_LISTS)) sections[section] = count
  const chosen = chooseTexts({
    key: `life-career/v1|${input.userKey}|${input.date}|${input.round}|${chart}|${periods}`,
    texts: input.texts,
    sections,
    selectors: lifeSelectors(input),
  })
  const paragraphs = {} as Record<LifeParagraph, TextId | null>
  for (const [key, section] of Object.entries(LIFE_PARAGRAPHS)) paragraphs[key as LifeParagraph] = chosen[section]?.[0] ?? null
  const lists = {} as Record<LifeList, TextId[]>
  for (const [key, [section]] of Object.entries(LIFE_LISTS)) lists[key as LifeList] = chosen[section] ?? []
  const timing = {} as Record<TimingHorizon, TextId | null>
  TIMING_HORIZONS.forEach((horizon, i) => (timing[horizon] = chosen.timing?.[i] ?? null))
  return { paragraphs, lists, timing }
}
