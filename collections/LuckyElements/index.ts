import type { CollectionConfig } from 'payload'
import { COLOURS, DIRECTIONS, GEMSTONES } from '../../app/astrology/daily-draws'
import { customersOnly, ownCustomerData, ownCustomerDataOrAdmin } from '../access'
import { ownerField } from '../fields/owner'
import { customerDayField } from '../fields/customer-day'
import { dropShareLinks } from '../ShareLinks'

const GRAHAS = ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn', 'rahu', 'ketu'] as const
const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/

const oneOf = (list: readonly string[], what: string) => (value: unknown) =>
  typeof value === 'string' && list.includes(value) ? true : `Not a ${what} of the list: ${list.join(', ')}`

/**
 * A signed-in customer's lucky elements of one day (ADR 077/084): computed from their chart, stored so the
 * page shows the same draw all day and Refresh can move on from it. One row per customer and day, kept by a unique
 * index, so concurrent first visits cannot make two. Only the owner reads and writes a row; CMS admins may read it.
 */
export const LuckyElements: CollectionConfig = {
  slug: 'lucky-elements',
  admin: {
    useAsTitle: 'date',
    defaultColumns: ['date', 'user', 'graha', 'number', 'refresh'],
    group: 'Customers',
    description: "Customers' lucky elements, one per customer and day. Read-only here.",
  },
  access: {
    read: ownCustomerDataOrAdmin,
    create: customersOnly,
    update: ownCustomerData,
    delete: ownCustomerData,
  },
  indexes: [{ fields: ['user', 'date'], unique: true }],
  hooks: { afterDelete: [dropShareLinks('lucky-elements', 'date')] },
  fields: [
    // Always the customer's own: the owner is the caller on create and never changes.
    ownerField(),
    customerDayField(),
    { name: 'refresh', type: 'number', required: true, min: 0, max: 1_000_000, defaultValue: 0, admin: { step: 1 } },
    { name: 'graha', type: 'select', required: true, options: GRAHAS.map((value) => ({ value, label: value[0]!.toUpperCase() + value.slice(1) })) },
    { name: 'number', type: 'number', required: true, min: 1, max: 99 },
    { name: 'colour', type: 'select', required: true, options: COLOURS.map((c) => ({ value: c.name, label: c.name })) },
    // Text checked against the list rather than a select: these names have spaces, hyphens and an apostrophe, which
    // GraphQL enum values cannot carry, so a select would refuse them through the GraphQL API.
    { name: 'gemstone', type: 'text', required: true, maxLength: 20, validate: oneOf(GEMSTONES, 'gemstone') },
    { name: 'direction', type: 'text', required: true, maxLength: 12, validate: oneOf(DIRECTIONS, 'direction') },
    {
      name: 'time',
      type: 'text',
      required: true,
      maxLength: 5,
      validate: (value: unknown) => (typeof value === 'string' && CLOCK.test(value) ? true : 'Time must be HH:MM on the 24-hour clock'),
    },
  ],
}
