import type { Access, CollectionConfig, Where } from 'payload'
import { isStaff, staffOnly } from '../access'
import { contentEditor } from '../fields/rich-text'
import { recordMove, releaseAddress } from '../Redirects'
import { invalidatePublicContentHooks } from '../hooks/invalidate'
import { slugField } from '../fields/slug'
import { refuseInUseOnDraft } from '../fields/in-use'
import { lexicalToPlainText } from '../../app/utils/lexical-text'

import { POST_CATEGORIES } from '../../app/schemas/blog'
import { hindiVersionField } from '../fields/hindi-version'

/**
 * Staff see every post; everyone else a published post whose date has come: a post dated in the future is scheduled,
 * off the site until then (ADR 087). The rule reads the clock on every request.
 */
const publishedAndDue: Access = ({ req }) => {
  if (isStaff(req)) return true
  const due: Where[] = [{ _status: { equals: 'published' } }, { publishedAt: { less_than_equal: new Date().toISOString() } }]
  return { and: due }
}

const postPath = (slug: string) => `/blog/${slug}`

export const Posts: CollectionConfig = {
  slug: 'posts',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'category', '_status', 'hindiVersion', 'publishedAt'],
    group: 'Content',
  },
  versions: { drafts: true, maxPerDoc: 20 },
  defaultSort: '-publishedAt',
  access: { read: publishedAndDue, create: staffOnly, update: staffOnly, delete: staffOnly, readVersions: staffOnly },
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 160, localized: true },
    {
      ...slugField('title'),
      admin: {
        position: 'sidebar',
        description:
          'Filled from the title when left empty. Changing it on a published post keeps a redirect from the old address to the new one (see Redirects).',
      },
    },
    { name: 'excerpt', type: 'textarea', required: true, maxLength: 320, localized: true },
    { name: 'content', type: 'richText', required: true, localized: true, editor: contentEditor },
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
      label: 'Published at',
      admin: {
        position: 'sidebar',
        date: { pickerAppearance: 'dayAndTime', displayFormat: 'd MMM yyyy, HH:mm', timeIntervals: 15 },
        description: 'A date in the future schedules a published post: it appears on the site at that moment. Empty: the moment it is published.',
      },
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
      refuseInUseOnDraft('slug'),
      async ({ data, originalDoc, operation, req, context }) => {
        // The address the site serves is the slug of the published post in the main table (a draft's slug is not live
        // yet): when a publish changes it, the old address gets a redirect after the change is saved.
        delete context.movedFrom
        if (operation === 'update' && data._status === 'published' && originalDoc?.id !== undefined) {
          const live = await req.payload.db.findOne<{ id: number | string; slug?: string; _status?: string }>({
            collection: 'posts',
            where: { id: { equals: originalDoc.id } },
            req,
          })
          const slug = data.slug ?? originalDoc.slug
          if (live?._status === 'published' && live.slug && slug && live.slug !== slug) context.movedFrom = live.slug
        }

        const merged = { ...originalDoc, ...data }
        if (merged._status === 'published' && !merged.publishedAt) data.publishedAt = new Date().toISOString()
        const tags = Array.isArray(merged.tags) ? merged.tags.join(' ') : ''
        data.searchText = [merged.title, merged.excerpt, lexicalToPlainText(merged.content), tags].filter(Boolean).join('\n').toLowerCase()
        return data
      },
    ],
    afterChange: [
      async ({ doc, req, context }) => {
        if (doc._status !== 'published') return doc
        if (typeof context.movedFrom === 'string') await recordMove(req, postPath(context.movedFrom), postPath(doc.slug))
        else await releaseAddress(req, postPath(doc.slug))
        return doc
      },
      ...invalidatePublicContentHooks.afterChange,
    ],
    afterDelete: [
      // Old addresses that led to a deleted post would lead to a 404 anyway: they answer 404 themselves.
      async ({ doc, req }) => {
        await req.payload.delete({ collection: 'redirects', where: { to: { equals: postPath(doc.slug) } }, req, overrideAccess: true })
        return doc
      },
      ...invalidatePublicContentHooks.afterDelete,
    ],
  },
}
