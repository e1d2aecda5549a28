// The dashboard's saved items (spec 3, "saved_items"): the numerology reports a customer saved, and their
// soulmate analyses, which are saved by being made ("each analysis is saved"). Newest first; each reopens,
// and Delete removes the reading itself with its saved-items row, so nothing the customer deleted lingers.
import { getPayloadClient } from '../utils/payload.server'
import { deleteCompatibilityReading, listCompatibilityReadings } from './compatibility.server'
import { asCustomer, type Account } from './customers.server'
import { isRowId } from '../utils/row-id'
import type { SavedKind } from '../schemas/records'

export type SavedItem =
  | { kind: 'numerology-report'; itemId: string; title: string; savedAt: string }
  | { kind: 'compatibility-reading'; itemId: string; partnerName: string; percent: number; savedAt: string }

/** Everything the customer has saved, newest first (`limit` of each kind at most). */
export async function listSavedItems(user: Account, limit = 50): Promise<SavedItem[]> {
  const payload = await getPayloadClient()
  const [saved, analyses] = await Promise.all([
    payload.find({
      collection: 'saved-items',
      where: { and: [{ user: { equals: user.id } }, { itemType: { equals: 'numerology-report' } }] },
      sort: '-createdAt',
      limit,
      pagination: false,
      depth: 0,
      ...asCustomer(user),
    }),
    listCompatibilityReadings(user, limit),
  ])
  const items: SavedItem[] = [
    ...saved.docs.map((doc) => ({ kind: 'numerology-report' as const, itemId: doc.itemId, title: doc.title, savedAt: doc.createdAt })),
    ...analyses.map((a) => ({
      kind: 'compatibility-reading' as const,
      itemId: a.id,
      partnerName: a.partnerName,
      percent: a.percent,
      savedAt: a.createdAt,
    })),
  ]
  return items.sort((a, b) => (a.savedAt < b.savedAt ? 1 : a.savedAt > b.savedAt ? -1 : 0))
}

/** Deletes a saved reading and its saved-items row; false when the customer has no such item. */
export async function deleteSavedItem(user: Account, kind: SavedKind, itemId: string): Promise<boolean> {
  if (!isRowId(itemId)) return false
  const payload = await getPayloadClient()
  const { docs: rows } = await payload.delete({
    collection: 'saved-items',
    where: { and: [{ user: { equals: user.id } }, { itemType: { equals: kind } }, { itemId: { equals: itemId } }] },
    ...asCustomer(user),
  })
  if (kind === 'compatibility-reading') return (await deleteCompatibilityReading(user, itemId)) || rows.length > 0
  // A numerology report is listed only while saved: without its row there is nothing of the customer's to delete.
  if (!rows.length) return false
  await payload.delete({
    collection: 'numerology-reports',
    where: { and: [{ id: { equals: itemId } }, { user: { equals: user.id } }] },
    ...asCustomer(user),
  })
  return true
}
