// The crush analyzer (spec 2.17): the crush's Moon at noon of their birth date against the customer's
// chart, with the life paths (app/astrology/crush.ts), written up from a CMS text of the score's band, kept
// owner-only with the crush's name and birth date sealed. The day's insight and the "thinking about you" figure are
// drawn for the day the list is read, never stored.
import type { CrushAnalysis as CrushDoc } from '../../payload-types'
import { type CrushBand, type CrushMatch, crushMatch, thinkingAboutYou } from '../astrology'
import { pickByKey } from '../domain/readings/choose'
import type { Locale } from '../utils/locales.mjs'
import { getPayloadClient } from '../utils/payload.server'
import { asCustomer, type Account } from './customers.server'
import type { Profile } from './profiles.server'
import { bilingualTexts, wordsIn, wordsOf } from './reading-texts.server'
import { isRowId } from '../utils/row-id'

/** `tz`: the zone whose noon and clock the match was read in. */
type StoredAnalysis = { version: 1; match: CrushMatch; tz: string; text: string | number | null }

export type CrushView = {
  id: string
  name: string
  birthDate: string
  score: number
  band: CrushBand
  createdAt: string
  match: CrushMatch
  tz: string
  /** The band's text in the page's language; null when the CMS has none. */
  analysis: string | null
  /** Today's, for this customer and crush. */
  insight: string | null
  thinkingAboutYou: number
}

/** The section the crush analyzer's texts are written in. */
const CRUSH_SECTIONS = ['crush-insight']

const crushKey = (user: Account, name: string, birthDate: string) => `${user.id}|${name.toLocaleLowerCase('en')}|${birthDate}`

/** Analyses and saves; returns the new analysis's id (throws AstrologyInputError on impossible data). */
export async function analyseCrush(user: Account, profile: Profile, crush: { name: string; birthDate: string }): Promise<string> {
  // The crush's birthplace is not asked: their noon is read in the customer's birth zone, where a crush most often
  // also comes from (ADR 120). The Moon moves about half a degree an hour, so the zone rarely changes the sign.
  const place = { tz: profile.place.timeZone, lat: profile.place.latitude, lon: profile.place.longitude }
  const match = crushMatch(
    { date: profile.dateOfBirth, time: profile.timeOfBirth, tz: place.tz, lat: place.lat, lon: place.lon, disambiguation: 'earlier' },
    crush.birthDate,
    place,
  )
  const payload = await getPayloadClient()
  const texts = (await bilingualTexts('crush', CRUSH_SECTIONS)).filter((t) => t.appliesTo.kind === 'band' && t.appliesTo.value === match.band)
  const text = pickByKey(texts, `crush/v1|${crushKey(user, crush.name, crush.birthDate)}`)
  const analysis: StoredAnalysis = { version: 1, match, tz: place.tz, text: text?.id ?? null }
  const doc = await payload.create({
    collection: 'crush-analyses',
    data: {
      user: user.id as number,
      crushName: crush.name,
      crushBirthDate: crush.birthDate,
      compatibilityScore: match.score,
      band: match.band,
      analysis: JSON.stringify(analysis),
    },
    depth: 0,
    // The collection takes no writes from the API (the analysis is ours); the owner is the caller named above.
    overrideAccess: true,
  })
  return String(doc.id)
}

/** The customer's analyses, newest first, with each one's text in `locale` and the figures of `day` ('YYYY-MM-DD'). */
export async function listCrushAnalyses(user: Account, day: string, locale: Locale, limit = 50): Promise<CrushView[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'crush-analyses',
    where: { user: { equals: user.id } },
    sort: '-createdAt',
    limit,
    depth: 0,
    ...asCustomer(user),
  })
  return viewsOf(user, docs, day, locale)
}

/** One of the customer's analyses (sharing reads it by id), or null when there is none of theirs by that id. */
export async function getCrushAnalysis(user: Account, id: string, day: string, locale: Locale): Promise<CrushView | null> {
  if (!isRowId(id)) return null
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'crush-analyses',
    where: { and: [{ id: { equals: id } }, { user: { equals: user.id } }] },
    limit: 1,
    depth: 0,
    ...asCustomer(user),
  })
  return (await viewsOf(user, docs, day, locale))[0] ?? null
}

async function viewsOf(user: Account, docs: CrushDoc[], day: string, locale: Locale): Promise<CrushView[]> {
  if (!docs.length) return []
  const stored = new Map(docs.map((doc) => [doc.id, JSON.parse(doc.analysis) as StoredAnalysis]))
  const textIds = [...new Set([...stored.values()].map((a) => a.text).filter((id): id is string | number => id !== null))]
  // The texts are kept with the public content (an editor's change empties the cache): a list costs no query for them.
  const [textOf, kept] = await Promise.all([wordsOf('crush', CRUSH_SECTIONS, textIds, locale), bilingualTexts('crush', CRUSH_SECTIONS)])
  const general = kept.filter((t) => t.appliesTo.kind === 'general')
  return docs.map((doc: CrushDoc) => {
    const analysis = stored.get(doc.id)!
    const key = crushKey(user, doc.crushName, doc.crushBirthDate)
    const insight = pickByKey(general, `crush-day/v1|${key}|${day}`)
    return {
      id: String(doc.id),
      name: doc.crushName,
      birthDate: doc.crushBirthDate,
      score: doc.compatibilityScore,
      band: analysis.match.band,
      createdAt: doc.createdAt,
      match: analysis.match,
      tz: analysis.tz,
      analysis: analysis.text === null ? null : (textOf.get(String(analysis.text)) ?? null),
      insight: insight ? wordsIn(insight, locale) : null,
      thinkingAboutYou: thinkingAboutYou({ userId: user.id, crushName: doc.crushName, crushBirthDate: doc.crushBirthDate, day }),
    }
  })
}

/** Deletes one of the customer's analyses; false when there was none of theirs by that id. */
export async function deleteCrushAnalysis(user: Account, id: string): Promise<boolean> {
  if (!isRowId(id)) return false
  const payload = await getPayloadClient()
  const { docs } = await payload.delete({
    collection: 'crush-analyses',
    where: { and: [{ id: { equals: id } }, { user: { equals: user.id } }] },
    ...asCustomer(user),
  })
  return docs.length > 0
}
