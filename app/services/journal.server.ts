// The astro journal (spec 2.18): one entry per customer and date, saved by upsert, its text sealed at rest
// by the collection (collections/JournalEntries). A blank entry is pre-filled with the real sky of the chosen date at
// the customer's birthplace (or New Delhi): the moon phase and the nine grahas' signs, which the customer may edit.
import type { JournalEntry as JournalDoc } from '../../payload-types'
import type { MoonPhaseName } from '../astrology'
import type { JournalInput, PredictionAccuracy } from '../schemas/journal'
import { getPayloadClient } from '../utils/payload.server'
import { calendarDayAt, choosePlace, coordinatesOf } from './calendar.server'
import { asCustomer, type Account } from './customers.server'
import type { Profile } from './profiles.server'

type JournalEntry = JournalInput & { id: number | string }
type MoodPoint = { date: string; mood: number; moonPhase: MoonPhaseName }

/** Spec 9: Past Entries shows the 10 latest. */
const PAST_ENTRIES = 10
/** The mood chart's span: the latest entries, oldest first. */
const CHART_ENTRIES = 30

function fromDoc(doc: JournalDoc): JournalEntry {
  return {
    id: doc.id,
    date: doc.date,
    mood: doc.mood,
    dailyEvents: doc.dailyEvents,
    predictionAccuracy: (doc.predictionAccuracy ?? null) as PredictionAccuracy | null,
    personalNotes: doc.personalNotes ?? '',
    moonPhase: doc.moonPhase as MoonPhaseName,
    planetaryInfluences: doc.planetaryInfluences ?? '',
  }
}

async function findOwn(user: Account, date: string): Promise<JournalDoc | null> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'journal-entries',
    where: { and: [{ user: { equals: user.id } }, { date: { equals: date } }] },
    limit: 1,
    depth: 0,
    ...asCustomer(user),
  })
  return docs[0] ?? null
}

export async function getEntry(user: Account, date: string): Promise<JournalEntry | null> {
  const doc = await findOwn(user, date)
  return doc ? fromDoc(doc) : null
}

/** The latest entries by date, newest first. */
export async function recentEntries(user: Account, limit = PAST_ENTRIES): Promise<JournalEntry[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'journal-entries',
    where: { user: { equals: user.id } },
    sort: '-date',
    limit,
    depth: 0,
    ...asCustomer(user),
  })
  return docs.map(fromDoc)
}

/** The mood chart's points: the latest entries' mood and moon phase, oldest first. */
export async function moodSeries(user: Account): Promise<MoodPoint[]> {
  const entries = await recentEntries(user, CHART_ENTRIES)
  return entries.reverse().map(({ date, mood, moonPhase }) => ({ date, mood, moonPhase }))
}

type SaveResult = { outcome: 'created' | 'updated'; entry: JournalEntry }

/** Saves the day's entry: updates the one of that date or makes it (spec 4, "Journal"). */
export async function saveEntry(user: Account, input: JournalInput): Promise<SaveResult> {
  const payload = await getPayloadClient()
  const data = {
    mood: input.mood,
    dailyEvents: input.dailyEvents,
    predictionAccuracy: input.predictionAccuracy,
    personalNotes: input.personalNotes,
    moonPhase: input.moonPhase,
    planetaryInfluences: input.planetaryInfluences,
  }
  // The collection takes no writes from the API (premium is checked by the caller, premiumAction); the row updated is
  // the customer's own, found by findOwn, and a new row's owner is the caller.
  const update = async (id: number | string) => fromDoc(await payload.update({ collection: 'journal-entries', id, data, depth: 0, overrideAccess: true }))
  const existing = await findOwn(user, input.date)
  if (existing) return { outcome: 'updated', entry: await update(existing.id) }
  try {
    const doc = await payload.create({
      collection: 'journal-entries',
      data: { ...data, user: user.id as number, date: input.date },
      depth: 0,
      overrideAccess: true,
    })
    return { outcome: 'created', entry: fromDoc(doc) }
  } catch (error) {
    // Two saves of a new day at once: the unique index keeps one row, and the later save updates it.
    const raced = await findOwn(user, input.date)
    if (raced) return { outcome: 'updated', entry: await update(raced.id) }
    throw error
  }
}

/** Deletes the customer's entry of a date, as the customer (owner-only access); false when they had none that day. */
export async function deleteEntry(user: Account, date: string): Promise<boolean> {
  const payload = await getPayloadClient()
  const { docs } = await payload.delete({
    collection: 'journal-entries',
    where: { and: [{ user: { equals: user.id } }, { date: { equals: date } }] },
    depth: 0,
    ...asCustomer(user),
  })
  return docs.length > 0
}

type DaySky = { moonPhase: MoonPhaseName; transits: { graha: string; sign: number; retrograde: boolean }[] }

/** The real sky of a date at the customer's birthplace (New Delhi without a profile): what a blank entry starts from. */
export function skyOfDate(date: string, profile: Pick<Profile, 'place'> | null): DaySky {
  const chosen = choosePlace(null, profile)
  // choosePlace without an id always answers a place.
  const place = chosen.ok ? chosen.place : null
  const day = calendarDayAt(date, coordinatesOf(place!))
  return { moonPhase: day.phase.name, transits: day.transits.map(({ graha, sign, retrograde }) => ({ graha, sign, retrograde })) }
}
