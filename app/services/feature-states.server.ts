// The dashboard's feature tiles in one glance (ADR 190): the customer's balance and premium access, their next
// consultation and how many journal entries, crush analyses and favourite affirmations they keep. Each figure is one
// bounded query (a count, or one row), run side by side; a failed one only leaves its tile without a figure.
import type { Where } from 'payload'
import { getPayloadClient } from '../utils/payload.server'
import { getAccess } from './access.server'
import { asCustomer, type Account } from './customers.server'

export type FeatureStates = {
  /** Sketch credits left; null when the ledger could not be read. */
  credits: number | null
  /** A trial or a paid period runs now (the journal, affirmations and love forecasts are open). */
  premium: boolean | null
  /** When the next confirmed (paid) consultation starts (ISO), null when none is; an unpaid hold is not one yet (ADR 196). */
  nextConsultation: string | null
  journalEntries: number | null
  crushAnalyses: number | null
  favouriteAffirmations: number | null
}

type Counted = 'journal-entries' | 'crush-analyses' | 'daily-affirmations'

/** A figure that failed to load is left out, never the whole dashboard (spec 8). */
function orNull<T>(what: string, promise: Promise<T>): Promise<T | null> {
  return promise.catch((error: unknown) => {
    console.error(`Reading ${what} for the dashboard failed`, error)
    return null
  })
}

export async function featureStates(user: Account, now: Date = new Date()): Promise<FeatureStates> {
  const payload = await getPayloadClient()
  const count = (collection: Counted, where: Where = {}) =>
    orNull(
      collection,
      payload.count({ collection, where: { and: [{ user: { equals: user.id } }, where] }, ...asCustomer(user) }).then((answer) => answer.totalDocs),
    )
  const [access, next, journalEntries, crushAnalyses, favouriteAffirmations] = await Promise.all([
    orNull('the access status', getAccess(user.id, now)),
    orNull(
      'the next consultation',
      payload
        .find({
          collection: 'consultations',
          where: {
            and: [{ user: { equals: user.id } }, { status: { equals: 'confirmed' } }, { startsAt: { greater_than: now.toISOString() } }],
          },
          sort: 'startsAt',
          limit: 1,
          pagination: false,
          depth: 0,
          select: { startsAt: true },
          ...asCustomer(user),
        })
        .then(({ docs }) => docs[0]?.startsAt ?? null),
    ),
    count('journal-entries'),
    count('crush-analyses'),
    count('daily-affirmations', { isFavorite: { equals: true } }),
  ])
  return {
    credits: access?.balance ?? null,
    premium: access?.premium ?? null,
    nextConsultation: next,
    journalEntries,
    crushAnalyses,
    favouriteAffirmations,
  }
}
