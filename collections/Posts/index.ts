import type { Access, CollectionConfig, Where } from 'payload'
import { isStaff, staffOnly } from '../access'
import { contentEditor } from '../fields/rich-text'
import { recordMove, releaseAddress } from '../Redirects'
import { invalidatePublicContentHooks } from '../hooks/invalidate'
import { slugField } from '../fields/slug'
import { ERROR_SHOWN_AT_ONCE, refuseInUseOnDraft } from '../fields/in-use'
import { lexicalToPlainText } from '../../app/utils/lexical-text'
import { readTimeOf } from '../../app/utils/read-time'
import { livePreviewOf, previewLink, viewOnSiteField } from '../hooks/preview'
import { seoFields } from '../fields/seo'

import { POST_CATEGORIES } from '../../app/schemas/blog'
import { hindiVersionField } from '../fields/hindi-version'
import { editedByField } from '../fields/edited-by'
import { defaultLocaleComplete } from '../hooks/default-locale-complete'
import { draftNeedsTitle } from '../hooks/draft-needs-title'

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
    listSearchableFields: ['title', 'excerpt', 'tags'],
    group: 'Content',
    preview: previewLink('posts'),
    livePreview: livePreviewOf('posts'),
    // "Scheduled" for a published post still to come, and a link that lists only those (ADR 232).
    components: { beforeListTable: ['/components/ScheduledFilter#ScheduledFilter'] },
  },
  versions: { drafts: true, maxPerDoc: 20 },
  defaultSort: '-publishedAt',
  access: { read: publishedAndDue, create: staffOnly, update: staffOnly, delete: staffOnly, readVersions: staffOnly },
  // In the order the post's page shows them: the line of category and read time, the title, the excerpt, the image, the
  // text, the tags (the slug and the date sit in the sidebar).
  fields: [
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
          admin: { description: 'The blog’s filter and the line above the title. A General post tagged “wellness” is shown as Wellness.' },
        },
        {
          // Worked out from each language's text on every save (readTimeOf), never typed: it cannot drift from the words.
          name: 'readTime',
          label: 'Read time (minutes)',
          type: 'number',
          localized: true,
          access: { create: () => false, update: () => false },
          admin: {
            readOnly: true,
            description: 'Minutes, worked out from the text when the post is saved (about 200 words a minute); shown beside the category',
          },
        },
      ],
    },
    // Its error outlives the form's rebuild after a refused Save Draft (ADR 233).
    { name: 'title', type: 'text', required: true, maxLength: 160, localized: true, admin: { components: ERROR_SHOWN_AT_ONCE } },
    {
      ...slugField('title'),
      admin: {
        position: 'sidebar',
        components: ERROR_SHOWN_AT_ONCE,
        description:
          'Filled from the title when left empty. Changing it on a published post keeps a redirect from the old address to the new one (see Redirects).',
      },
    },
    {
      name: 'excerpt',
      type: 'textarea',
      required: true,
      maxLength: 320,
      localized: true,
      admin: { description: 'Under the title, on the blog’s cards and in search results' },
    },
    {
      name: 'featuredImage',
      type: 'upload',
      relationTo: 'media',
      admin: { description: 'Above the text and on the blog’s cards; the image’s alt text is read out in its place' },
    },
    { name: 'content', type: 'richText', required: true, localized: true, editor: contentEditor },
    {
      name: 'tags',
      type: 'text',
      hasMany: true,
      maxRows: 12,
      maxLength: 40,
      admin: {
        description: 'Press Enter after each tag. Shown under the post, each a link to the blog search; “wellness” moves a General post to Wellness.',
      },
    },
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
      // A copy is a new post: it gets its own date when it is published, not the original's (ADR 233).
      hooks: { beforeDuplicate: [() => null] },
    },
    {
      // Plain text of title, excerpt, body and tags, kept for the blog search.
      name: 'searchText',
      type: 'textarea',
      // Each language's search reads its own words.
      localized: true,
      // Not a column, a filter or a grouping of the list either: the list's own search covers title, excerpt and tags.
      admin: { hidden: true, disableListColumn: true, disableListFilter: true, disableGroupBy: true },
      access: { create: () => false, update: () => false },
    },
    editedByField,
    // Payload adds the status field itself; this only gives its list cell our words (ADR 232).
    { name: '_status', type: 'select', label: 'Status', options: [], admin: { components: { Cell: '/components/PostStatusCell#PostStatusCell' } } },
    hindiVersionField,
    viewOnSiteField('/blog/'),
    seoFields,
  ],
  hooks: {
    beforeChange: [
      refuseInUseOnDraft('slug'),
      draftNeedsTitle,
      defaultLocaleComplete,
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
        data.readTime = readTimeOf(merged.content)
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
