// The customer's rows kept one per calendar day (lucky elements, daily readings, life and career analyses, love forecasts): found by owner and day, and made
// once even when several first visits of the day arrive together.
import type { DataFromCollectionSlug } from 'payload'
import { getPayloadClient } from '../utils/payload.server'
import { asCustomer, type Account } from './customers.server'

type DaySlug = 'daily-readings' | 'lucky-elements' | 'life-career-analyses' | 'love-forecasts'

/** The customer's own row of `date` ('YYYY-MM-DD' in their zone), read with their rights. */
export async function findOwnOfDay<S extends DaySlug>(collection: S, user: Account, date: string): Promise<DataFromCollectionSlug<S> | null> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection,
    where: { and: [{ user: { equals: user.id } }, { date: { equals: date } }] },
    limit: 1,
    depth: 0,
    pagination: false,
    ...asCustomer(user),
  })
  return (docs[0] as DataFromCollectionSlug<S> | undefined) ?? null
}

/** The row of the day: the stored one, or the one `make` stores. */
export async function ownOfDay<S extends DaySlug>(
  collection: S,
  user: Account,
  date: string,
  make: () => Promise<DataFromCollectionSlug<S>>,
): Promise<DataFromCollectionSlug<S>> {
  const existing = await findOwnOfDay(collection, user, date)
  if (existing) return existing
  try {
    return await make()
  } catch (error) {
    // Concurrent first visits: the unique index on (user, date) keeps one row, and every visit answers that one.
    const raced = await findOwnOfDay(collection, user, date)
    if (raced) return raced
    throw error
  }
}
