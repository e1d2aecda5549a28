import type { CollectionConfig } from 'payload'
import { FEATURE_PERCENTAGE_MESSAGE, statesAPercentage } from '../../app/domain/pricing'
import { adminsOnly, anyone } from '../access'
import { invalidatePublicContentHooks } from '../hooks/invalidate'
import { hindiVersionField } from '../fields/hindi-version'

/** Soulmate-sketch packs: each grants its credits and its days of premium access (spec 9). */
export const Tiers: CollectionConfig = {
  slug: 'tiers',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'sketches', 'price', 'credits', 'accessDays', 'hindiVersion'], group: 'Commerce' },
  access: { read: anyone, create: adminsOnly, update: adminsOnly, delete: adminsOnly },
  defaultSort: 'sketches',
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 80, localized: true },
    {
      type: 'row',
      fields: [
        {
          name: 'sketches',
          type: 'number',
          required: true,
          unique: true,
          min: 1,
          max: 12,
          admin: { description: 'The pricing slider picks the tier nearest the number of sketches chosen' },
        },
        { name: 'price', label: 'Price (INR)', type: 'number', required: true, min: 0, max: 1_000_000 },
        {
          name: 'regularPrice',
          label: 'Regular price (INR)',
          type: 'number',
          required: true,
          min: 0,
          max: 1_000_000,
          admin: { description: 'Shown struck through beside the price' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'credits',
          label: 'Sketch credits',
          type: 'number',
          required: true,
          min: 0,
          max: 10_000,
          admin: { description: 'Added to the buyer’s balance' },
        },
        {
          name: 'accessDays',
          label: 'Premium days',
          type: 'number',
          required: true,
          min: 0,
          max: 3650,
          admin: { description: 'Days of premium access the pack adds' },
        },
        { name: 'order', type: 'number', defaultValue: 0 },
      ],
    },
    {
      name: 'features',
      type: 'array',
      // The whole list per language: a translation may need more or fewer lines than the English.
      localized: true,
      fields: [
        {
          name: 'feature',
          type: 'text',
          required: true,
          maxLength: 120,
          // The saving is the site's words from the prices, never a bullet's (ADR 190).
          validate: (value: unknown) => (typeof value === 'string' && statesAPercentage(value) ? FEATURE_PERCENTAGE_MESSAGE : true),
          admin: { description: 'No percentages: the card shows the saving worked out from the prices' },
        },
      ],
      maxRows: 10,
    },
    { name: 'mostPopular', type: 'checkbox', defaultValue: false, admin: { description: 'Marks the pack “Most popular” on the pricing page' } },
    hindiVersionField,
  ],
  hooks: invalidatePublicContentHooks,
}
