import type { CollectionConfig } from 'payload'
import { adminsOnly, isStaff } from '../access'
import { invalidatePublicContentHooks } from '../hooks/invalidate'
import { slugField } from '../fields/slug'
import { hindiVersionField } from '../fields/hindi-version'

export const Astrologers: CollectionConfig = {
  slug: 'astrologers',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'specialty', 'pricePerSession', 'rating', 'active', 'hindiVersion'], group: 'Consultations' },
  access: {
    // The public sees the astrologers who take bookings; staff see everyone.
    read: ({ req }) => (isStaff(req) ? true : { active: { equals: true } }),
    create: adminsOnly,
    update: adminsOnly,
    delete: adminsOnly,
  },
  defaultSort: 'name',
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 120 },
    slugField('name'),
    { name: 'photo', type: 'upload', relationTo: 'media' },
    {
      type: 'row',
      fields: [
        { name: 'rating', type: 'number', required: true, min: 0, max: 5 },
        { name: 'pricePerSession', label: 'Price per session (USD)', type: 'number', required: true, min: 0, max: 10_000 },
        { name: 'yearsOfExperience', type: 'number', min: 0, max: 80 },
      ],
    },
    { name: 'specialty', type: 'text', required: true, maxLength: 120, localized: true },
    { name: 'bio', type: 'textarea', required: true, maxLength: 1200, localized: true },
    { name: 'languages', type: 'text', hasMany: true, maxRows: 12, maxLength: 40, localized: true },
    { name: 'active', type: 'checkbox', defaultValue: true, index: true },
    hindiVersionField,
  ],
  hooks: invalidatePublicContentHooks,
}
