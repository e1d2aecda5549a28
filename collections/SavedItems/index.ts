import type { CollectionConfig } from 'payload'
import { customersOnly, ownCustomerData } from '../access'
import { ownerField } from '../fields/owner'

const SAVED_ITEM_TYPES = ['numerology-report', 'compatibility-reading'] as const

/**
 * What a customer chose to keep (spec 3, "saved_items"): a reading of theirs by type and id, with the title the
 * dashboard lists it under. Owner-only; the same item is saved once (a unique index).
 */
export const SavedItems: CollectionConfig = {
  slug: 'saved-items',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'itemType', 'createdAt'],
    group: 'Customers',
    description: 'What customers saved. Only the customer reads them.',
  },
  access: { read: ownCustomerData, create: customersOnly, update: () => false, delete: ownCustomerData },
  defaultSort: '-createdAt',
  indexes: [{ fields: ['user', 'itemType', 'itemId'], unique: true }],
  fields: [
    ownerField(),
    // Text checked against the list rather than a select: GraphQL enum values cannot carry the hyphen.
    {
      name: 'itemType',
      type: 'text',
      required: true,
      maxLength: 30,
      validate: (value: unknown) =>
        typeof value === 'string' && (SAVED_ITEM_TYPES as readonly string[]).includes(value) ? true : `Not one of: ${SAVED_ITEM_TYPES.join(', ')}`,
    },
    {
      name: 'itemId',
      label: 'Saved item',
      type: 'text',
      required: true,
      maxLength: 40,
      validate: (value: unknown) => (typeof value === 'string' && /^[\w-]{1,40}$/.test(value) ? true : 'Not an item id'),
    },
    { name: 'title', type: 'text', required: true, maxLength: 200 },
  ],
}
