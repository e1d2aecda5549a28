import type { CollectionConfig } from 'payload'
import { publishedOrStaff, staffOnly } from '../access'
import { invalidatePublicContentHooks } from '../hooks/invalidate'
import { slugField } from '../fields/slug'
import { lexicalToPlainText } from '../../app/utils/lexical-text'

import { POST_CATEGORIES } from '../../app/schemas/blog'
import { hindiVersionField } from '../fields/hindi-version'

export const Posts: CollectionConfig = {
  slug: 'posts',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'category', '_status', 'hindiVersion', 'publishedAt'],
    group: 'Content',
  },
  versions: { drafts: true, maxPerDoc: 20 },
  defaultSort: '-publishedAt',
  access: { read: publishedOrStaff, create: staffOnly, update: staffOnly, delete: staffOnly, readVersions: staffOnly },
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 160, localized: true },
    slugField('title'),
    { name: 'excerpt', type: 'textarea', required: true, maxLength: 320, localized: true },
    { name: 'content', type: 'richText', required: true, localized: true },
    {
      type: 'row',
      fields: [
        {
          name: 'category',
          type: 'select',
          required: true,
          defaultValue: 'astrology',
          options: POST_CATEGORIES.map((value) => ({ label: value[0].toUpperCase() + value.slice(1), value })),
          index: true,
        },
        { name: 'readTime', type: 'number', required: true, min: 1, max: 120, admin: { description: 'Minutes' } },
      ],
    },
    { name: 'tags', type: 'text', hasMany: true, maxRows: 12, maxLength: 40 },
    { name: 'featuredImage', type: 'upload', relationTo: 'media' },
    {
      name: 'publishedAt',
      type: 'date',
      index: true,
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayOnly' } },
    },
    {
      // Plain text of title, excerpt, body and tags, kept for the blog search.
      name: 'searchText',
      type: 'textarea',
      // Each language's search reads its own words.
      localized: true,
      admin: { hidden: true },
      access: { create: () => false, update: () => false },
    },
    hindiVersionField,
  ],
  hooks: {
    beforeChange: [
      ({ data, originalDoc }) => {
        const merged = { ...originalDoc, ...data }
        if (merged._status === 'published' && !merged.publishedAt) data.publishedAt = new Date().toISOString()
        const tags = Array.isArray(merged.tags) ? merged.tags.join(' ') : ''
        data.searchText = [merged.title, merged.excerpt, lexicalToPlainText(merged.content), tags].filter(Boolean).join('\n').toLowerCase()
        return data
      },
    ],
    ...invalidatePublicContentHooks,
  },
}
