import type { CollectionConfig } from 'payload'
import { nobody, ownCustomerData } from '../access'
import { ownerField } from '../fields/owner'
import { customerDayField } from '../fields/customer-day'
import { dropShareLinks } from '../ShareLinks'

// Made only by the server, from the CMS texts the day's Moon and the customer's chart choose: a hand-made row could
// hold any text. The Favorite toggle is the server's too, after it has found the row among the customer's own.

const isObject = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * A customer's affirmation of a day (spec 3 daily_affirmations): draw 0 is the day's first, each New
 * Affirmation stores the next draw, kept apart by a unique index on customer, day and draw so concurrent visits make
 * one row each. It keeps the text it used in both languages (as daily readings do, ADR 093) and whether the customer
 * marked it a favourite. Owner-only, staff included.
 */
export const DailyAffirmations: CollectionConfig = {
  slug: 'daily-affirmations',
  admin: {
    useAsTitle: 'date',
    defaultColumns: ['date', 'draw', 'isFavorite'],
    group: 'Customers',
    description: "Customers' daily affirmations. Only their owners read them.",
  },
  access: {
    read: ownCustomerData,
    create: nobody,
    update: nobody,
    delete: ownCustomerData,
  },
  indexes: [{ fields: ['user', 'date', 'draw'], unique: true }],
  hooks: { afterDelete: [dropShareLinks('affirmation', 'id')] },
  fields: [
    ownerField(),
    customerDayField(),
    { name: 'draw', type: 'number', required: true, min: 0, max: 1000, defaultValue: 0, admin: { step: 1 } },
    // { id, en, hi } of the CMS reading text (section "affirmation") it used.
    { name: 'text', type: 'json', required: true, validate: (value: unknown) => (isObject(value) ? true : 'Must be an object') },
    // The day's Moon against the natal Moon and birth star that chose it: { moonHouse, tara, band }.
    { name: 'factors', type: 'json', required: true, validate: (value: unknown) => (isObject(value) ? true : 'Must be an object') },
    { name: 'isFavorite', type: 'checkbox', required: true, defaultValue: false },
    { name: 'favoritedAt', type: 'date' },
  ],
}
