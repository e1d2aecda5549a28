import type { CollectionAfterDeleteHook, CollectionConfig } from 'payload'
import { SHARE_ITEM_ID, SHARE_KINDS, SHARE_TOKEN, type ShareKind } from '../../app/domain/sharing'
import { LOCALES } from '../../app/utils/locales.mjs'
import { nobody, ownCustomerData } from '../access'
import { ownerField } from '../fields/owner'

// The server makes each link from the customer's stored reading (app/services/sharing.server.ts). Through the API a
// customer could otherwise publish any words they like on our domain under our name, so nobody creates or edits one
// there (ADR 124).

const matches = (pattern: RegExp, what: string) => (value: unknown) => (typeof value === 'string' && pattern.test(value) ? true : `Not ${what}`)

/**
 * A public link to one of a customer's readings: an unguessable token and only what the public page shows —
 * the headline, the score and a short summary in the customer's language, never birth date, time or place. Owner-only
 * for every operation, staff included (it points at the customer's own readings); deleting it revokes the link.
 */
export const ShareLinks: CollectionConfig = {
  slug: 'share-links',
  admin: {
    useAsTitle: 'headline',
    defaultColumns: ['headline', 'kind', 'createdAt'],
    group: 'Customers',
    description: 'Public links customers made to their readings. Only the customer reads them.',
  },
  access: { read: ownCustomerData, create: nobody, update: nobody, delete: ownCustomerData },
  defaultSort: '-createdAt',
  // One link per reading and language: sharing again hands back the same link.
  indexes: [{ fields: ['user', 'kind', 'itemId', 'locale'], unique: true }],
  fields: [
    ownerField(),
    { name: 'token', type: 'text', required: true, unique: true, index: true, maxLength: 22, validate: matches(SHARE_TOKEN, 'a share token') },
    // Text checked against the list rather than a select: GraphQL enum values cannot carry the hyphen.
    {
      name: 'kind',
      type: 'text',
      required: true,
      maxLength: 30,
      validate: (value: unknown) =>
        typeof value === 'string' && (SHARE_KINDS as readonly string[]).includes(value) ? true : `Not one of: ${SHARE_KINDS.join(', ')}`,
    },
    { name: 'itemId', label: 'Shared item', type: 'text', required: true, maxLength: 40, validate: matches(SHARE_ITEM_ID, 'an item id') },
    { name: 'locale', type: 'select', required: true, options: LOCALES.map((value) => ({ value, label: value })) },
    { name: 'headline', type: 'text', required: true, maxLength: 200 },
    { name: 'score', type: 'text', required: true, maxLength: 40 },
    { name: 'scoreLabel', type: 'text', required: true, maxLength: 80 },
    { name: 'summary', type: 'textarea', required: true, maxLength: 1200 },
    /** What the share buttons send with the link (the daily reading's first 100 characters, spec 9). */
    { name: 'text', type: 'text', required: true, maxLength: 300 },
  ],
}

/**
 * For each collection whose records can be shared: a deleted record takes its links, in every language, with it. The
 * public page also checks that the record is still there, but a link left behind would keep the old words in the
 * database and come back to life on a later record that reuses the id (SQLite reuses the highest one) or the day.
 */
export function dropShareLinks(kind: ShareKind, by: 'id' | 'date'): CollectionAfterDeleteHook {
  return async ({ doc, req }) => {
    const owner = typeof doc.user === 'object' && doc.user !== null ? doc.user.id : doc.user
    if (owner == null || doc[by] == null) return
    await req.payload.delete({
      collection: 'share-links',
      where: { and: [{ user: { equals: owner } }, { kind: { equals: kind } }, { itemId: { equals: String(doc[by]) } }] },
      overrideAccess: true,
      req,
    })
  }
}
