// Soulmate compatibility (spec 2.9): the customer's chart against a partner's, scored by the engine
// (app/astrology/couple.ts), written up from CMS reading texts, and kept owner-only with the partner's birth data sealed.
import type { CompatibilityReading as ReadingDoc } from '../../payload-types'
import { type CompatibilityBand, type CoupleMatch, type KootaName, matchCouple } from '../astrology'
import { pickByKey } from '../domain/readings/choose'
import { coordinateToText, type Gender } from '../schemas/birth-details'
import type { Locale } from '../utils/locales.mjs'
import { getPayloadClient } from '../utils/payload.server'
import { asCustomer, type Account } from './customers.server'
import type { BirthPlace, Profile } from './profiles.server'
import { bilingualTexts, wordsOf } from './reading-texts.server'
import { isRowId } from '../utils/row-id'

export type PartnerInput = {
  name: string
  gender: Gender
  dateOfBirth: string
  /** 'HH:MM', or null when unknown. */
  timeOfBirth: string | null
  place: BirthPlace
}

/** What is stored beside the numbers: the engine's match and the reading texts chosen for it. */
type StoredAnalysis = {
  version: 1
  match: CoupleMatch
  texts: { strengths: TextRef[]; growthAreas: TextRef[]; advice: (string | number) | null }
}
type TextRef = { koota: KootaName | null; id: string | number }

export type ReadingSummary = { id: string; partnerName: string; percent: number; band: CompatibilityBand; createdAt: string }

export type ReadingView = ReadingSummary & {
  matchingQualities: number
  partnerTimeKnown: boolean
  match: CoupleMatch
  strengths: { koota: KootaName | null; text: string }[]
  growthAreas: { koota: KootaName | null; text: string }[]
  advice: string | null
}

/** How many strengths and growth areas the write-up names at most. */
const TEXTS_PER_LIST = 3

type Candidate = { id: string | number; section: string; appliesTo: string; appliesToValue?: string | null }

/** The sections a match's write-up chooses from. */
const SECTIONS = ['compatibility-strength', 'growth-area', 'advice']

/** The texts a match's write-up chooses from, kept with the public content (an editor's change empties the cache). */
async function readingTexts(): Promise<Candidate[]> {
  const texts = await bilingualTexts('compatibility', SECTIONS)
  return texts.map((text) => ({ id: text.id, section: text.section, appliesTo: text.appliesTo.kind, appliesToValue: text.appliesTo.value }))
}

/** The strengths, growth areas and advice of a match, chosen from the CMS: by koota, else general; advice by band. */
function chooseTexts(match: CoupleMatch, texts: Candidate[], key: string): StoredAnalysis['texts'] {
  const forKoota = (section: string, kootas: readonly KootaName[]): TextRef[] => {
    const chosen: TextRef[] = []
    for (const koota of kootas) {
      if (chosen.length === TEXTS_PER_LIST) break
      const text = pickByKey(
        texts.filter((t) => t.section === section && t.appliesTo === 'koota' && t.appliesToValue === koota),
        `${key}|${section}|${koota}`,
      )
      if (text) chosen.push({ koota, id: text.id })
    }
    // A match with no koota high (or low) enough still gets one general line, so the section is never empty.
    if (chosen.length === 0) {
      const general = pickByKey(
        texts.filter((t) => t.section === section && t.appliesTo === 'general'),
        `${key}|${section}`,
      )
      if (general) chosen.push({ koota: null, id: general.id })
    }
    return chosen
  }
  const advice = pickByKey(
    texts.filter((t) => t.section === 'advice' && t.appliesTo === 'band' && t.appliesToValue === match.score.band),
    `${key}|advice`,
  )
  return {
    strengths: forKoota('compatibility-strength', match.strengths),
    growthAreas: forKoota('growth-area', match.growthAreas),
    advice: advice?.id ?? null,
  }
}

/** The engine's match of the customer's profile and the partner (throws AstrologyInputError on impossible data). */
function computeMatch(profile: Profile, partner: PartnerInput): CoupleMatch {
  return matchCouple(
    {
      date: profile.dateOfBirth,
      time: profile.timeOfBirth,
      tz: profile.place.timeZone,
      lat: profile.place.latitude,
      lon: profile.place.longitude,
      gender: profile.gender,
      // A clock time a daylight-saving change repeats: the profile form already asked; read the earlier one.
      disambiguation: 'earlier',
    },
    {
      date: partner.dateOfBirth,
      time: partner.timeOfBirth,
      tz: partner.place.timeZone,
      lat: partner.place.latitude,
      lon: partner.place.longitude,
      gender: partner.gender,
      disambiguation: 'earlier',
    },
  )
}

/** Analyses and saves; returns the new analysis's id. */
export async function analyseCompatibility(user: Account, profile: Profile, partner: PartnerInput): Promise<string> {
  const match = computeMatch(profile, partner)
  const key = `compatibility/v1|${user.id}|${partner.name}|${match.self.moon.longitude.toFixed(4)}|${match.partner.moon.longitude.toFixed(4)}`
  const analysis: StoredAnalysis = { version: 1, match, texts: chooseTexts(match, await readingTexts(), key) }
  const payload = await getPayloadClient()
  const doc = await payload.create({
    collection: 'compatibility-readings',
    data: {
      user: user.id as number,
      partnerName: partner.name,
      partnerGender: partner.gender,
      partnerDateOfBirth: partner.dateOfBirth,
      partnerTimeOfBirth: partner.timeOfBirth,
      partnerTimeUnknown: partner.timeOfBirth === null,
      partnerPlaceId: partner.place.id,
      partnerPlaceName: partner.place.name,
      partnerPlaceCountry: partner.place.country,
      partnerLatitude: coordinateToText(partner.place.latitude),
      partnerLongitude: coordinateToText(partner.place.longitude),
      partnerTimeZone: partner.place.timeZone,
      compatibilityScore: match.score.percent,
      matchingQualities: match.score.total,
      totalQualities: 36,
      band: match.score.band,
      analysis: JSON.stringify(analysis),
    },
    depth: 0,
    // The collection takes no writes from the API (the analysis is ours); the owner is the caller named above.
    overrideAccess: true,
  })
  return String(doc.id)
}

const summaryOf = (doc: Pick<ReadingDoc, 'id' | 'partnerName' | 'compatibilityScore' | 'band' | 'createdAt'>): ReadingSummary => ({
  id: String(doc.id),
  partnerName: doc.partnerName,
  percent: doc.compatibilityScore,
  band: doc.band,
  createdAt: doc.createdAt,
})

/** The customer's analyses, newest first. */
export async function listCompatibilityReadings(user: Account, limit = 50): Promise<ReadingSummary[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'compatibility-readings',
    where: { user: { equals: user.id } },
    sort: '-createdAt',
    limit,
    pagination: false,
    depth: 0,
    select: { partnerName: true, compatibilityScore: true, band: true, createdAt: true },
    ...asCustomer(user),
  })
  return docs.map((doc) => summaryOf(doc as ReadingDoc))
}

/** One of the customer's analyses with its texts in the page's language; null when it is not theirs or is gone. */
export async function getCompatibilityReading(user: Account, id: string, locale: Locale): Promise<ReadingView | null> {
  if (!isRowId(id)) return null
  const payload = await getPayloadClient()
  const doc = await payload.findByID({ collection: 'compatibility-readings', id, depth: 0, disableErrors: true, ...asCustomer(user) })
  if (!doc) return null
  const analysis = JSON.parse(doc.analysis) as StoredAnalysis
  const ids = [...analysis.texts.strengths.map((t) => t.id), ...analysis.texts.growthAreas.map((t) => t.id), analysis.texts.advice].filter(
    (x): x is string | number => x !== null,
  )
  const textOf = await wordsOf('compatibility', SECTIONS, ids, locale)
  const resolve = (refs: TextRef[]) => refs.flatMap((r) => (textOf.has(String(r.id)) ? [{ koota: r.koota, text: textOf.get(String(r.id))! }] : []))
  return {
    ...summaryOf(doc),
    matchingQualities: doc.matchingQualities,
    partnerTimeKnown: !doc.partnerTimeUnknown,
    match: analysis.match,
    strengths: resolve(analysis.texts.strengths),
    growthAreas: resolve(analysis.texts.growthAreas),
    advice: analysis.texts.advice === null ? null : (textOf.get(String(analysis.texts.advice)) ?? null),
  }
}

/** Deletes one of the customer's analyses; false when there was none of theirs by that id. */
export async function deleteCompatibilityReading(user: Account, id: string): Promise<boolean> {
  if (!isRowId(id)) return false
  const payload = await getPayloadClient()
  const { docs } = await payload.delete({
    collection: 'compatibility-readings',
    where: { and: [{ id: { equals: id } }, { user: { equals: user.id } }] },
    ...asCustomer(user),
  })
  return docs.length > 0
}
