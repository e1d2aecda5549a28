import type { CollectionConfig } from 'payload'
import { nobody, ownCustomerData, ownCustomerDataOrAdmin } from '../access'
import { ownerField } from '../fields/owner'
import { customerDayField } from '../fields/customer-day'
import { dropShareLinks } from '../ShareLinks'

// A reading is what the server computed from the chart, the sky and the CMS texts of that day: nobody writes one
// through the API (a hand-made row could hold anything and break the page), and nobody edits one afterwards.

const isObject = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value)
const numbersIn = (min: number, max: number, count: number) => (value: unknown) =>
  Array.isArray(value) && value.length === count && value.every((n) => Number.isInteger(n) && n >= min && n <= max)
    ? true
    : `Must be ${count} whole numbers from ${min} to ${max}`

/**
 * A customer's daily reading (spec 3 daily_readings): one per customer and calendar day in their zone, kept
 * by a unique index so concurrent first visits make one. It records the day's factors (the Why-today panel), the texts
 * it used (id and words in both languages, so an editor's later change applies only to readings made after it), the
 * lucky numbers and the power colours. Owner-only; CMS admins may read it.
 */
export const DailyReadings: CollectionConfig = {
  slug: 'daily-readings',
  admin: {
    useAsTitle: 'date',
    defaultColumns: ['date', 'user', 'tz'],
    group: 'Customers',
    description: "Customers' daily readings, one per customer and day. Read-only here.",
  },
  access: {
    read: ownCustomerDataOrAdmin,
    create: nobody,
    update: nobody,
    delete: ownCustomerData,
  },
  indexes: [{ fields: ['user', 'date'], unique: true }],
  hooks: { afterDelete: [dropShareLinks('daily-reading', 'date')] },
  fields: [
    ownerField(),
    customerDayField(),
    { name: 'tz', label: 'Time zone', type: 'text', required: true, maxLength: 64 },
    // The engine's DayFactors (app/astrology/gochara.ts): codes and numbers only.
    { name: 'factors', type: 'json', required: true, validate: (value: unknown) => (isObject(value) ? true : 'Must be an object') },
    // Per section: { id, en, hi } of the CMS reading text used, or null when the CMS had none.
    { name: 'texts', type: 'json', required: true, validate: (value: unknown) => (isObject(value) ? true : 'Must be an object') },
    { name: 'luckyNumbers', type: 'json', required: true, validate: numbersIn(1, 50, 5) },
    // Colour names of the spec's list, 5 (the dashboard's list); the reading page shows the first 3.
    {
      name: 'powerColours',
      type: 'json',
      required: true,
      validate: (value: unknown) =>
        Array.isArray(value) && value.length === 5 && value.every((c) => typeof c === 'string') ? true : 'Must be 5 colour names',
    },
  ],
}
