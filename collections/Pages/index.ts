import type { CollectionConfig } from 'payload'
import { publishedOrStaff, staffOnly } from '../access'
import { invalidatePublicContentHooks } from '../hooks/invalidate'

/** The site's fixed content pages. Their routes exist in the site; editors write their words. */
const PAGE_SLUGS = ['about', 'privacy', 'terms', 'cancellation-refund', 'shipping-policy', 'contact'] as const

export const Pages: CollectionConfig = {
  slug: 'pages',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'slug', '_status', 'updatedAt'], group: 'Content' },
  versions: { drafts: true, maxPerDoc: 20 },
  access: { read: publishedOrStaff, create: staffOnly, update: staffOnly, delete: staffOnly, readVersions: staffOnly },
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 120 },
    {
      name: 'slug',
      type: 'select',
      required: true,
      unique: true,
      index: true,
      options: PAGE_SLUGS.map((value) => ({ label: value, value })),
      admin: { position: 'sidebar', description: 'Which page of the site this text belongs to' },
    },
    { name: 'description', type: 'textarea', required: true, maxLength: 160, admin: { description: 'Shown to search engines' } },
    {
      name: 'content',
      type: 'richText',
      required: true,
      admin: { description: 'Write {contactEmail} where the support address should appear' },
    },
  ],
  hooks: invalidatePublicContentHooks,
}
