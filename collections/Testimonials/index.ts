import type { CollectionConfig } from 'payload'
import { anyone, staffOnly } from '../access'
import { invalidatePublicContentHooks } from '../hooks/invalidate'
import { hindiVersionField } from '../fields/hindi-version'

export const Testimonials: CollectionConfig = {
  slug: 'testimonials',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'city', 'rating', 'order', 'hindiVersion'], group: 'Content' },
  access: { read: anyone, create: staffOnly, update: staffOnly, delete: staffOnly },
  defaultSort: 'order',
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', required: true, maxLength: 80 },
        { name: 'city', type: 'text', required: true, maxLength: 80, localized: true },
        { name: 'rating', label: 'Rating (1–5 stars)', type: 'number', required: true, min: 1, max: 5, defaultValue: 5 },
        { name: 'order', type: 'number', defaultValue: 0, admin: { description: 'Lower numbers come first on the landing page' } },
      ],
    },
    { name: 'quote', type: 'textarea', required: true, maxLength: 600, localized: true },
    hindiVersionField,
  ],
  hooks: invalidatePublicContentHooks,
}
