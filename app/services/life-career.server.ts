// Life and career analysis (spec 2.8): the engine's houses of career and money and the dashas ahead
// (app/astrology/life-career.ts) with the CMS reading texts they choose (app/domain/readings/life-career.ts), stored once per
// customer and day; Generate New Analysis replaces the day's analysis with a new draw.
import crypto from 'node:crypto'
import type { LifeCareerAnalysis as AnalysisDoc } from '../../payload-types'
import { lifeCareerFacts, type HouseFacts, type LifeCareerFacts, type TimingHorizon } from '../astrology'
import { lifePathNumber } from '../astrology/numerology'
import type { DashaLord } from '../astrology/planets'
import {
  chooseLifeCareerTexts,
  LIFE_LISTS,
  LIFE_PARAGRAPHS,
  LIFE_SECTIONS,
  type LifeList,
  type LifeParagraph,
  timingOf,
  type TimingPeriod,
} from '../domain/readings/life-career'
import { getEnv } from '../utils/env.server'
import type { Locale } from '../utils/locales.mjs'
import { getPayloadClient } from '../utils/payload.server'
import { asCustomer, type Account } from './customers.server'
import { findOwnOfDay } from './customer-days.server'
import { getProfile, type Profile } from './profiles.server'
import type { Day } from '../domain/day'
import { chartOf, failIfTestFailure } from './readings.server'
import { bilingualTexts, type BilingualText } from './reading-texts.server'

type StoredText = { id: number | string; en: string; hi: string }
type StoredTexts = {
  paragraphs: Partial<Record<LifeParagraph, StoredText | null>>
  lists: Partial<Record<LifeList, StoredText[]>>
  timing: Partial<Record<TimingHorizon, StoredText | null>>
}

export type LifeCareerView = {
  date: string
  round: number
  basis: LifeCareerFacts['basis']
  lagnaSign: number
  houses: HouseFacts[]
  paragraphs: Record<LifeParagraph, string | null>
  lists: Record<LifeList, string[]>
  timing: (TimingPeriod & { text: string | null })[]
  /** The periods running on the day of the analysis. */
  now: { mahadasha: DashaLord; antardasha: DashaLord }
}

type LifeText = BilingualText

/** The CMS texts an analysis reads, in both languages; kept with the public content, so an editor's change applies at once. */
function lifeTexts(): Promise<LifeText[]> {
  return bilingualTexts('life-career', [...LIFE_SECTIONS])
}

/** Computes an analysis (nothing stored): the engine's facts and the texts they and the day choose. */
async function composeLifeCareer(user: Pick<Account, 'id'>, profile: Profile, day: Day, round: number, now: Date) {
  const texts = await lifeTexts()
  const chart = chartOf(profile)
  const facts = lifeCareerFacts(chart, now)
  const choice = chooseLifeCareerTexts({
    facts,
    userKey: String(user.id),
    date: day.date,
    round,
    moonSign: chart.moon.rashi.number,
    lifePath: lifePathNumber(profile.dateOfBirth),
    texts,
  })
  const byId = new Map(texts.map((t) => [String(t.id), t]))
  const stored = (id: number | string | null): StoredText | null => {
    const text = id === null ? undefined : byId.get(String(id))
    return text ? { id: text.id, en: text.en, hi: text.hi } : null
  }
  const result: StoredTexts = { paragraphs: {}, lists: {}, timing: {} }
  for (const key of Object.keys(LIFE_PARAGRAPHS) as LifeParagraph[]) result.paragraphs[key] = stored(choice.paragraphs[key])
  for (const key of Object.keys(LIFE_LISTS) as LifeList[]) result.lists[key] = choice.lists[key].map(stored).filter((t): t is StoredText => t !== null)
  for (const [horizon, id] of Object.entries(choice.timing)) result.timing[horizon as TimingHorizon] = stored(id)
  return { basis: facts.basis, facts, texts: result }
}

function viewOf(doc: Pick<AnalysisDoc, 'date' | 'round' | 'facts' | 'texts'>, locale: Locale): LifeCareerView {
  const facts = doc.facts as unknown as LifeCareerFacts
  const texts = doc.texts as unknown as StoredTexts
  const words = (text: StoredText | null | undefined) => (text ? (locale === 'hi' ? text.hi : text.en) : null)
  const paragraphs = {} as Record<LifeParagraph, string | null>
  for (const key of Object.keys(LIFE_PARAGRAPHS) as LifeParagraph[]) paragraphs[key] = words(texts.paragraphs?.[key])
  const lists = {} as Record<LifeList, string[]>
  for (const key of Object.keys(LIFE_LISTS) as LifeList[]) lists[key] = (texts.lists?.[key] ?? []).map((t) => words(t) ?? '')
  return {
    date: doc.date,
    round: doc.round,
    basis: facts.basis,
    lagnaSign: facts.lagnaSign,
    houses: [...facts.houses],
    paragraphs,
    lists,
    timing: timingOf(facts).map((period) => ({ ...period, text: words(texts.timing?.[period.horizon]) })),
    now: { mahadasha: facts.timing.now.mahadasha, antardasha: facts.timing.now.antardasha },
  }
}

/** The customer's analysis of the day (spec 4: loaded on entry), or null when there is none yet. */
export async function todaysLifeCareer(user: Account, day: Day, locale: Locale): Promise<LifeCareerView | null> {
  const doc = await findOwnOfDay('life-career-analyses', user, day.date)
  return doc ? viewOf(doc, locale) : null
}

/**
 * A fingerprint of the birth data an analysis is made from (ADR 187): a keyed hash of the date, the clock time, the
 * place and its zone. It tells whether two analyses share birth data and nothing else; birth data itself is only ever
 * stored sealed (the profile), never in the clear beside an analysis.
 */
export function birthOf(profile: Pick<Profile, 'dateOfBirth' | 'timeOfBirth' | 'place'>): string {
  const { latitude, longitude, timeZone } = profile.place
  const text = [profile.dateOfBirth, profile.timeOfBirth ?? 'unknown', latitude, longitude, timeZone].join(' ')
  return crypto.createHmac('sha256', getEnv().SESSION_SECRET).update(`birth-fingerprint:${text}`).digest('base64url')
}

/**
 * The analysis the customer made last for their current birth data, whatever its day (the dashboard's Life tab), or
 * null (ADR 187). The last made, not the latest day: a day is in the zone of the moment, and a move west makes the newer
 * analysis the earlier day. Analyses from before the birth data was kept count as the current data's.
 */
export async function latestLifeCareer(user: Account, locale: Locale): Promise<LifeCareerView | null> {
  const payload = await getPayloadClient()
  const profile = await getProfile(user)
  if (!profile) return null
  const { docs } = await payload.find({
    collection: 'life-career-analyses',
    where: { and: [{ user: { equals: user.id } }, { or: [{ birth: { equals: birthOf(profile) } }, { birth: { exists: false } }] }] },
    sort: '-updatedAt',
    limit: 1,
    depth: 0,
    pagination: false,
    ...asCustomer(user),
  })
  return docs[0] ? viewOf(docs[0], locale) : null
}

/**
 * Makes the day's analysis, or a new one in its place (the next round draws its texts anew). Two generations racing
 * for a first analysis leave one row: the loser of the unique index (user, date) keeps the winner's.
 */
export async function generateLifeCareer(user: Account, profile: Profile, day: Day, now: Date = new Date()): Promise<void> {
  failIfTestFailure(user)
  const payload = await getPayloadClient()
  const existing = await findOwnOfDay('life-career-analyses', user, day.date)
  const analysis = await composeLifeCareer(user, profile, day, (existing?.round ?? 0) + 1, now)
  const data = { tz: day.tz, birth: birthOf(profile), basis: analysis.basis, facts: analysis.facts as never, texts: analysis.texts as never }
  // Made by the server for the customer (nobody writes analyses through the API): the owner is set here.
  if (existing) {
    await payload.update({
      collection: 'life-career-analyses',
      id: existing.id,
      data: { ...data, round: existing.round + 1 },
      depth: 0,
      overrideAccess: true,
    })
    return
  }
  try {
    await payload.create({
      collection: 'life-career-analyses',
      data: { ...data, user: user.id as number, date: day.date, round: 1 },
      depth: 0,
      overrideAccess: true,
    })
  } catch (error) {
    if (await findOwnOfDay('life-career-analyses', user, day.date)) return
    throw error
  }
}
