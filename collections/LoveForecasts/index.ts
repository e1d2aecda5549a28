import type { CollectionConfig, NumberField } from 'payload'
import { LUCKY_LOVE_TIMES } from '../../app/astrology/love-forecast'
import { nobody, ownCustomerData } from '../access'
import { customerDayField } from '../fields/customer-day'
import { ownerField } from '../fields/owner'

// A forecast is what the server computed from the chart, the day's sky and the CMS texts: nobody writes one through
// the API, and only the server replaces it (Refresh Forecast).

const isObject = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value)

const score = (name: string): NumberField => ({
  name,
  type: 'number',
  required: true,
  validate: (value: unknown) =>
    Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 10 ? true : 'A score is a whole number from 1 to 10',
})

/**
 * A customer's love forecast of a day (spec 3 love_forecasts): the love, career and finance scores from the
 * day's transits over their chart, the advice texts used (id and words in both languages, as daily readings keep
 * them), the reasons behind each score and the lucky love time. One per customer and day (unique index). Owner-only
 * for every operation: staff do not read it either.
 */
export const LoveForecasts: CollectionConfig = {
  slug: 'love-forecasts',
  admin: {
    useAsTitle: 'date',
    defaultColumns: ['date', 'user', 'loveScore', 'careerScore', 'financeScore'],
    group: 'Customers',
    description: "Customers' love forecasts, one per customer and day. Only the customer reads them.",
  },
  access: { read: ownCustomerData, create: nobody, update: nobody, delete: ownCustomerData },
  indexes: [{ fields: ['user', 'date'], unique: true }],
  fields: [
    ownerField(),
    customerDayField(),
    { name: 'tz', label: 'Time zone', type: 'text', required: true, maxLength: 64 },
    score('loveScore'),
    score('careerScore'),
    score('financeScore'),
    // One of spec 9's six times; a text field, as GraphQL cannot name enum values like "06:30".
    {
      name: 'luckyLoveTime',
      type: 'text',
      required: true,
      maxLength: 5,
      validate: (value: unknown) => ((LUCKY_LOVE_TIMES as readonly unknown[]).includes(value) ? true : `Must be one of ${LUCKY_LOVE_TIMES.join(', ')}`),
    },
    // Per area: the reason codes of app/astrology/love-forecast.ts, and the advice text { id, en, hi } or null.
    { name: 'reasons', type: 'json', required: true, validate: (value: unknown) => (isObject(value) ? true : 'Must be an object') },
    { name: 'advice', type: 'json', required: true, validate: (value: unknown) => (isObject(value) ? true : 'Must be an object') },
  ],
}
