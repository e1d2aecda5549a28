import type { CollectionConfig } from 'payload'
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
        { name: 'regularPrice', label: 'Regular price (INR)', type: 'number', required: true, min: 0, max: 1_000_000 },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'credits', type: 'number', required: true, min: 0, max: 10_000 },
        { name: 'accessDays', type: 'number', required: true, min: 0, max: 3650 },
        { name: 'order', type: 'number', defaultValue: 0 },
      ],
    },
    {
      name: 'features',
      type: 'array',
      // The whole list per language: a translation may need more or fewer lines than the English.
      localized: true,
      fields: [{ name: 'feature', type: 'text', required: true, maxLength: 120 }],
      maxRows: 10,
    },
    { name: 'mostPopular', type: 'checkbox', defaultValue: false },
    hindiVersionField,
  ],
  hooks: invalidatePublicContentHooks,
}
