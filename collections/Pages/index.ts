import type { CollectionConfig } from 'payload'
import { publishedOrStaff, staffOnly } from '../access'
import { PAGE_SLUGS } from '../../app/utils/site-pages.mjs'
import { invalidatePublicContentHooks } from '../hooks/invalidate'
import { hindiVersionField } from '../fields/hindi-version'

export const Pages: CollectionConfig = {
  slug: 'pages',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'slug', '_status', 'hindiVersion', 'updatedAt'], group: 'Content' },
  versions: { drafts: true, maxPerDoc: 20 },
  access: { read: publishedOrStaff, create: staffOnly, update: staffOnly, delete: staffOnly, readVersions: staffOnly },
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 120, localized: true },
    {
      name: 'slug',
      type: 'select',
      required: true,
      unique: true,
      index: true,
      options: PAGE_SLUGS.map((value) => ({ label: value, value })),
      admin: { position: 'sidebar', description: 'Which page of the site this text belongs to' },
    },
    { name: 'description', type: 'textarea', required: true, maxLength: 160, localized: true, admin: { description: 'Shown to search engines' } },
    {
      name: 'content',
      type: 'richText',
      required: true,
      localized: true,
      admin: { description: 'Write {contactEmail} where the support address should appear' },
    },
    hindiVersionField,
  ],
  hooks: invalidatePublicContentHooks,
}
