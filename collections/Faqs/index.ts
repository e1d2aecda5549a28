import type { CollectionConfig } from 'payload'
import { anyone, staffOnly } from '../access'
import { invalidatePublicContentHooks } from '../hooks/invalidate'
import { hindiVersionField } from '../fields/hindi-version'

export const Faqs: CollectionConfig = {
  slug: 'faqs',
  labels: { singular: 'FAQ', plural: 'FAQs' },
  admin: { useAsTitle: 'question', defaultColumns: ['question', 'placement', 'order', 'hindiVersion'], group: 'Content' },
  access: { read: anyone, create: staffOnly, update: staffOnly, delete: staffOnly },
  defaultSort: 'order',
  fields: [
    { name: 'question', type: 'text', required: true, maxLength: 200, localized: true },
    { name: 'answer', type: 'textarea', required: true, maxLength: 2000, localized: true },
    {
      type: 'row',
      fields: [
        {
          name: 'placement',
          type: 'select',
          required: true,
          defaultValue: 'landing',
          index: true,
          options: [
            { label: 'Landing page', value: 'landing' },
            { label: 'Contact page', value: 'contact' },
          ],
        },
        { name: 'order', type: 'number', defaultValue: 0, admin: { description: 'Lower numbers come first' } },
      ],
    },
    hindiVersionField,
  ],
  hooks: invalidatePublicContentHooks,
}
