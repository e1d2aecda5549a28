// Numerology reports (spec 2.10): the engine's four core numbers of a name and the profile's date of birth,
// stored owner-only, the newest shown on entry, written up from CMS reading texts per number; Save keeps it in
// saved items. Each number comes with its meaning, strengths and challenges, and the report adds the birthday number
// and the customer's personal year, month and day on their own calendar day (ADR 211).
import type { NumerologyReport as ReportDoc, ReadingText } from '../../payload-types'
import { numerology } from '../astrology'
import { birthdayNumber, lifePathNumber, personalCycles, type PersonalCycles } from '../astrology/numerology'
import { todayIn } from '../schemas/birth-details'
import { fnv1a32 } from '../astrology/prng'
import type { Locale } from '../utils/locales.mjs'
import { getPayloadClient } from '../utils/payload.server'
import { asCustomer, type Account } from './customers.server'
import { bilingualTexts, wordsIn } from './reading-texts.server'
import { isRowId } from '../utils/row-id'

const CORE_NUMBERS = ['lifePath', 'destiny', 'soulUrge', 'personality'] as const
type CoreNumber = (typeof CORE_NUMBERS)[number]
/** The report's numbers in the order the page shows them: the four core numbers, then the birthday number. */
export type NumberRole = CoreNumber | 'birthday'
type Section = ReadingText['section']
const CYCLES = ['year', 'month', 'day'] as const
type Cycle = (typeof CYCLES)[number]

/** The CMS section that says what a number means in each role. */
const SECTION: Record<NumberRole, Section> = {
  lifePath: 'life-path',
  destiny: 'numerology-destiny',
  soulUrge: 'numerology-soul-urge',
  personality: 'numerology-personality',
  birthday: 'numerology-birthday',
}
const CYCLE_SECTION: Record<Cycle, Section> = { year: 'personal-year', month: 'personal-month', day: 'personal-day' }

/** One of the report's numbers written up: what it means in its role, and the number's strengths and challenges. */
export type NumberReading = {
  role: NumberRole
  value: number
  meaning: string | null
  strengths: string | null
  challenges: string | null
}

/** The personal year, month and day on the customer's calendar day, each with its text. */
export type CyclesView = PersonalCycles & { zone: string; texts: Record<Cycle, string | null> }

export type NumerologyView = {
  id: string
  name: string
  createdAt: string
  numbers: Record<CoreNumber, number>
  nameAnalysis: { scoredAs: string; totalLetters: number; vowels: number; consonants: number; transliterated: boolean }
  texts: Record<CoreNumber, string | null>
  /** Every number of the report in page order; the birthday number only when the birth date is known (below). */
  readings: NumberReading[]
  /**
   * Null when the profile's date of birth is not the one the report was made from (no profile, or a changed date: its
   * life path differs), so the birthday number and the cycles never contradict the report's life path.
   */
  cycles: CyclesView | null
  saved: boolean
}

/** Whose calendar the report's current cycles are read on (ADR 211): the profile's birth date and the customer's zone. */
export type NumerologyClock = { dateOfBirth: string | null; zone: string; now?: Date }

function numbersOf(doc: ReportDoc): Record<CoreNumber, number> {
  return { lifePath: doc.lifePathNumber, destiny: doc.destinyNumber, soulUrge: doc.soulUrgeNumber, personality: doc.personalityNumber }
}

type Wanted = { key: string; section: Section; value: number }

/** Every section a report reads its texts from. */
const NUMEROLOGY_SECTIONS: Section[] = [
  ...new Set<Section>([...Object.values(SECTION), 'numerology-strengths', 'numerology-challenges', ...Object.values(CYCLE_SECTION)]),
]

/**
 * One text per wanted section and number, the same for the same report (rendezvous by the report's id and the key),
 * in the page's language, from the CMS reading texts kept with the public content (editors change them there, and a
 * change empties the cache): a report, its page or its PDF, costs no query for texts.
 */
async function textsFor(doc: ReportDoc, wanted: Wanted[], locale: Locale): Promise<Map<string, string | null>> {
  const all = await bilingualTexts('numerology', NUMEROLOGY_SECTIONS)
  const texts = new Map<string, string | null>()
  for (const { key, section, value } of wanted) {
    const candidates = all.filter((t) => t.section === section && t.appliesTo.kind === 'number' && t.appliesTo.value === String(value))
    candidates.sort((a, b) => fnv1a32(`numerology/v1|${doc.id}|${key}|${b.id}`) - fnv1a32(`numerology/v1|${doc.id}|${key}|${a.id}`))
    const chosen = candidates[0]
    texts.set(key, chosen ? wordsIn(chosen, locale) : null)
  }
  return texts
}

/** The birthday number and the cycles, when the clock's birth date is the one the report's life path came from. */
function birthOf(doc: ReportDoc, clock: NumerologyClock | undefined): { birthday: number; cycles: PersonalCycles; zone: string } | null {
  if (!clock?.dateOfBirth || lifePathNumber(clock.dateOfBirth) !== doc.lifePathNumber) return null
  const today = todayIn(clock.zone, clock.now ?? new Date())
  return { birthday: birthdayNumber(clock.dateOfBirth), cycles: personalCycles(clock.dateOfBirth, today), zone: clock.zone }
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

async function viewOf(user: Account, doc: ReportDoc, locale: Locale, clock?: NumerologyClock): Promise<NumerologyView> {
  const id = String(doc.id)
  const birth = birthOf(doc, clock)
  const numbers: [NumberRole, number][] = [...CORE_NUMBERS.map((role) => [role, numbersOf(doc)[role]] as [NumberRole, number])]
  if (birth) numbers.push(['birthday', birth.birthday])
  const wanted: Wanted[] = numbers.flatMap(([role, value]) => [
    { key: role, section: SECTION[role], value },
    // Strengths and challenges belong to the number, whatever its role: one text each, shared by the roles.
    { key: `strengths|${value}`, section: 'numerology-strengths' as Section, value },
    { key: `challenges|${value}`, section: 'numerology-challenges' as Section, value },
  ])
  if (birth) for (const cycle of CYCLES) wanted.push({ key: `${cycle}|${birth.cycles.date}`, section: CYCLE_SECTION[cycle], value: birth.cycles[cycle] })
  const [found, saved] = await Promise.all([textsFor(doc, wanted, locale), isSaved(user, id)])
  const text = (key: string) => found.get(key) ?? null
  const readings = numbers.map(([role, value]) => ({
    role,
    value,
    meaning: text(role),
    strengths: text(`strengths|${value}`),
    challenges: text(`challenges|${value}`),
  }))
  const cycles: CyclesView | null = birth && {
    ...birth.cycles,
    zone: birth.zone,
    texts: { year: text(`year|${birth.cycles.date}`), month: text(`month|${birth.cycles.date}`), day: text(`day|${birth.cycles.date}`) },
  }
  const texts = Object.fromEntries(CORE_NUMBERS.map((role) => [role, text(role)])) as Record<CoreNumber, string | null>
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
    readings,
    cycles,
    saved,
  }
}

/** The customer's newest report (spec 7.2: newest first, limit 1), or null. */
export async function latestNumerologyReport(user: Account, locale: Locale, clock?: NumerologyClock): Promise<NumerologyView | null> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'numerology-reports',
    where: { user: { equals: user.id } },
    sort: '-createdAt',
    limit: 1,
    depth: 0,
    ...asCustomer(user),
  })
  return docs[0] ? viewOf(user, docs[0], locale, clock) : null
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
export async function getNumerologyReport(user: Account, id: string, locale: Locale, clock?: NumerologyClock): Promise<NumerologyView | null> {
  if (!isRowId(id)) return null
  const payload = await getPayloadClient()
  const doc = await payload.findByID({ collection: 'numerology-reports', id, depth: 0, disableErrors: true, ...asCustomer(user) })
  return doc ? viewOf(user, doc, locale, clock) : null
}
