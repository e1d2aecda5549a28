import type { CollectionConfig } from 'payload'
import { nobody, ownCustomerData, ownCustomerDataOrAdmin } from '../access'
import { ownerField } from '../fields/owner'
import { customerDayField } from '../fields/customer-day'
import { dropShareLinks } from '../ShareLinks'

// Like a daily reading (ADR 093), an analysis is what the server computed from the chart and the CMS texts: nobody
// writes or edits one through the API.

const isObject = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * A customer's life and career analysis (spec 3 life_career_analysis): one per customer and day in their
 * zone, by a unique index; Generate New Analysis replaces the day's row with the next `round`. It records the engine's
 * facts (houses of career and money, the dashas at each horizon) and the texts it used, with their words in both
 * languages, so an editor's later change applies only to analyses made after it. Owner-only; CMS admins may read it.
 */
export const LifeCareerAnalyses: CollectionConfig = {
  slug: 'life-career-analyses',
  admin: {
    useAsTitle: 'date',
    defaultColumns: ['date', 'user', 'basis', 'round'],
    group: 'Customers',
    description: "Customers' life and career analyses, one per customer and day. Read-only here.",
  },
  access: {
    read: ownCustomerDataOrAdmin,
    create: nobody,
    update: nobody,
    delete: ownCustomerData,
  },
  indexes: [{ fields: ['user', 'date'], unique: true }],
  hooks: { afterDelete: [dropShareLinks('life-career', 'date')] },
  fields: [
    ownerField(),
    customerDayField(),
    { name: 'tz', label: 'Time zone', type: 'text', required: true, maxLength: 64 },
    // A keyed hash of the birth data the analysis was made from (ADR 187), never the data itself: the dashboard's latest
    // analysis is one for the profile's current birth data. Empty on analyses made before it was kept.
    { name: 'birth', label: 'Birth data fingerprint', type: 'text', maxLength: 120, index: true, admin: { readOnly: true } },
    // How many times the customer generated that day's analysis: the next generation draws its texts anew.
    { name: 'round', type: 'number', required: true, min: 1, defaultValue: 1 },
    {
      name: 'basis',
      type: 'select',
      required: true,
      options: [
        { label: 'From the ascendant', value: 'ascendant' },
        { label: 'From the Moon (birth time unknown)', value: 'moon' },
      ],
    },
    // The engine's LifeCareerFacts (app/astrology/life-career.ts): codes, numbers and instants only.
    { name: 'facts', type: 'json', required: true, validate: (value: unknown) => (isObject(value) ? true : 'Must be an object') },
    // Per paragraph { id, en, hi } or null, per list an array of them, per timing horizon one or null.
    { name: 'texts', type: 'json', required: true, validate: (value: unknown) => (isObject(value) ? true : 'Must be an object') },
  ],
}
