import type { CollectionConfig } from 'payload'
import { nobody, ownCustomerData } from '../access'
import { ownerField } from '../fields/owner'
import { dropShareLinks } from '../ShareLinks'

// Made only by the server, after the customer's credit is spent (app/services/love.server.ts): a row made through the
// API would be a soulmate nobody paid for.

/**
 * A customer's soulmate reading (spec 3 soulmate_readings): the chart's facts as codes (appearance,
 * personality, meeting, timeframe, connection: app/astrology/soulmate.ts), the love percentage and the sketch's seed.
 * The words come from the catalogues in the reader's language and the sketch is drawn again from the seed. Owner-only
 * for every operation; the customer may delete one.
 */
export const SoulmateReadings: CollectionConfig = {
  slug: 'soulmate-readings',
  admin: {
    useAsTitle: 'generationDate',
    defaultColumns: ['generationDate', 'user', 'lovePercentage'],
    group: 'Customers',
    description: "Customers' soulmate readings. Only the customer reads them.",
  },
  access: { read: ownCustomerData, create: nobody, update: nobody, delete: ownCustomerData },
  defaultSort: '-createdAt',
  hooks: { afterDelete: [dropShareLinks('soulmate-reading', 'id')] },
  fields: [
    ownerField(),
    { name: 'generationDate', type: 'date', required: true },
    { name: 'lovePercentage', type: 'number', required: true, min: 70, max: 99 },
    {
      name: 'description',
      type: 'json',
      required: true,
      validate: (value: unknown) => (typeof value === 'object' && value !== null && !Array.isArray(value) ? true : 'Must be an object'),
    },
    { name: 'sketchSeed', type: 'text', required: true, maxLength: 200 },
  ],
}
