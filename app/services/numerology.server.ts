// Numerology reports (spec 2.10): the engine's four core numbers of a name and the profile's date of birth,
// stored owner-only, the newest shown on entry, written up from CMS reading texts per number; Save keeps it in
// saved items.
import type { NumerologyReport as ReportDoc } from '../../payload-types'
import { numerology } from '../astrology'
import { fnv1a32 } from '../astrology/prng'
import type { Locale } from '../utils/locales.mjs'
import { getPayloadClient } from '../utils/payload.server'
import { asCustomer, type Account } from './customers.server'
import { isRowId } from '../utils/row-id'

const CORE_NUMBERS = ['lifePath', 'destiny', 'soulUrge', 'personality'] as const
type CoreNumber = (typeof CORE_NUMBERS)[number]

/** The CMS section that says what a number means in each role. */
const SECTION: Record<CoreNumber, string> = {
  lifePath: 'life-path',
  destiny: 'numerology-destiny',
  soulUrge: 'numerology-soul-urge',
  personality: 'numerology-personality',
}

export type NumerologyView = {
  id: string
  name: string
  createdAt: string
  numbers: Record<CoreNumber, number>
  nameAnalysis: { scoredAs: string; totalLetters: number; vowels: number; consonants: number; transliterated: boolean }
  texts: Record<CoreNumber, string | null>
  saved: boolean
}

function numbersOf(doc: ReportDoc): Record<CoreNumber, number> {
  return { lifePath: doc.lifePathNumber, destiny: doc.destinyNumber, soulUrge: doc.soulUrgeNumber, personality: doc.personalityNumber }
}

/** One text per number and role, the same for the same report (rendezvous by the report's id), in the page's language. */
async function textsFor(doc: ReportDoc, locale: Locale): Promise<Record<CoreNumber, string | null>> {
  const payload = await getPayloadClient()
  const numbers = numbersOf(doc)
  const { docs } = await payload.find({
    collection: 'reading-texts',
    where: {
      and: [
        { section: { in: Object.values(SECTION) } },
        { appliesTo: { equals: 'number' } },
        { appliesToValue: { in: [...new Set(Object.values(numbers).map(String))] } },
      ],
    },
    locale,
    pagination: false,
    depth: 0,
  })
  const texts = {} as Record<CoreNumber, string | null>
  for (const role of CORE_NUMBERS) {
    const candidates = docs.filter((t) => t.section === SECTION[role] && t.appliesToValue === String(numbers[role]))
    candidates.sort((a, b) => fnv1a32(`numerology/v1|${doc.id}|${role}|${b.id}`) - fnv1a32(`numerology/v1|${doc.id}|${role}|${a.id}`))
    texts[role] = candidates[0]?.text ?? null
  }
  return texts
}

async function isSaved(user: Account, id: string): Promise<boolean> {
  const payload = await getPayloadClient()
  const { totalDocs } = await payload.count({
    collection: 'saved-items',
    where: { and: [{ user: { equals: user.id } }, { itemType: { equals: 'numerology-report' } }, { itemId: { equals: id } }] },
    ...asCustomer(user),
  })
  return totalDocs > 0
}

async function viewOf(user: Account, doc: ReportDoc, locale: Locale): Promise<NumerologyView> {
  const id = String(doc.id)
  const [texts, saved] = await Promise.all([textsFor(doc, locale), isSaved(user, id)])
  return {
    id,
    name: doc.name,
    createdAt: doc.createdAt,
    numbers: numbersOf(doc),
    nameAnalysis: {
      scoredAs: doc.scoredAs,
      totalLetters: doc.totalLetters,
      vowels: doc.vowels,
      consonants: doc.consonants,
      transliterated: doc.transliterated === true,
    },
    texts,
    saved,
  }
}

/** The customer's newest report (spec 7.2: newest first, limit 1), or null. */
export async function latestNumerologyReport(user: Account, locale: Locale): Promise<NumerologyView | null> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'numerology-reports',
    where: { user: { equals: user.id } },
    sort: '-createdAt',
    limit: 1,
    depth: 0,
    ...asCustomer(user),
  })
  return docs[0] ? viewOf(user, docs[0], locale) : null
}

/** Computes and stores a report for a name and the profile's date of birth (throws AstrologyInputError for a name without letters). */
export async function generateNumerologyReport(user: Account, name: string, dateOfBirth: string): Promise<string> {
  const report = numerology(name, dateOfBirth)
  const payload = await getPayloadClient()
  const doc = await payload.create({
    collection: 'numerology-reports',
    data: {
      user: user.id as number,
      name: report.nameAnalysis.name,
      lifePathNumber: report.lifePath,
      destinyNumber: report.destiny,
      soulUrgeNumber: report.soulUrge,
      personalityNumber: report.personality,
      scoredAs: report.nameAnalysis.scoredAs,
      totalLetters: report.nameAnalysis.totalLetters,
      vowels: report.nameAnalysis.vowels,
      consonants: report.nameAnalysis.consonants,
      transliterated: report.transliterated,
    },
    depth: 0,
    // Written by the server only (ADR 159): the numbers are the engine's, and the owner is named here.
    overrideAccess: true,
  })
  return String(doc.id)
}

/** Save (spec 4): adds the report to the customer's saved items, once; false when the report is not theirs. */
export async function saveNumerologyReport(user: Account, id: string, title: string): Promise<boolean> {
  if (!isRowId(id)) return false
  const payload = await getPayloadClient()
  const report = await payload.findByID({ collection: 'numerology-reports', id, depth: 0, disableErrors: true, ...asCustomer(user) })
  if (!report) return false
  if (await isSaved(user, id)) return true
  try {
    await payload.create({
      collection: 'saved-items',
      data: { user: user.id as number, itemType: 'numerology-report', itemId: id, title },
      ...asCustomer(user),
    })
  } catch (error) {
    // Two Saves at once: the unique index keeps one, and the report is saved either way.
    if (await isSaved(user, id)) return true
    throw error
  }
  return true
}

/** One of the customer's reports by id, as the page shows it (a saved item reopened, a share); null when it is not theirs or is gone. */
export async function getNumerologyReport(user: Account, id: string, locale: Locale): Promise<NumerologyView | null> {
  if (!isRowId(id)) return null
  const payload = await getPayloadClient()
  const doc = await payload.findByID({ collection: 'numerology-reports', id, depth: 0, disableErrors: true, ...asCustomer(user) })
  return doc ? viewOf(user, doc, locale) : null
}
