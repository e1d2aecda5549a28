import { APIError, type CollectionBeforeOperationHook, type CollectionBeforeValidateHook, type CollectionConfig } from 'payload'
import { nobody, publishedOrStaff, staffOnly } from '../access'
import { PAGE_SLUGS } from '../../app/utils/site-pages.mjs'
import { invalidatePublicContentHooks } from '../hooks/invalidate'
import { defaultLocaleComplete } from '../hooks/default-locale-complete'
import { hindiVersionField } from '../fields/hindi-version'
import { editedByField } from '../fields/edited-by'
import { contentEditor } from '../fields/rich-text'
import { livePreviewOf, previewLink, viewOnSiteField } from '../hooks/preview'
import { seoFields } from '../fields/seo'
import { ERROR_SHOWN_AT_ONCE, notInUse, refuseInUseOnDraft } from '../fields/in-use'
import { draftNeedsTitle } from '../hooks/draft-needs-title'

// Every page is one the site serves and links to (the slug is a choice of the site's own pages): editors change its
// words, never remove it, unpublish it (ADR 200) or move it to another address (ADR 088). Nobody deletes one, so the admin shows no Delete.

/**
 * The slug is fixed once the page exists: every update keeps the stored one. A restore needs this, because Payload hands
 * a field its editors may not update no value of its own there, and the slug's rule would refuse the empty value.
 */
const keepSlug: CollectionBeforeValidateHook = ({ data, operation, originalDoc }) =>
  operation === 'update' && data && typeof originalDoc?.slug === 'string' ? { ...data, slug: originalDoc.slug } : data

const STAYS_PUBLISHED = 'The site links to this page, so it stays published. Save your changes as a draft and publish them when they are ready.'
const DRAFT_VERSION =
  'The site links to this page, so it stays published: this version is a draft. Restore a published version, or copy what you need from this one into a draft.'

/**
 * Pages stay published (ADR 200): the footer and the menu link to each, and payment providers check the policy pages.
 * An editor works through drafts; an update that would make the page itself a draft (Unpublish, one or many, or the
 * restore of a draft version over it) is refused. A draft save (`draft`) leaves the published page as it is.
 */
const staysPublished: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  const { data, draft, id } = args as { data?: { _status?: unknown }; draft?: boolean; id?: number | string }
  if (draft) return args
  if ((operation === 'update' || operation === 'updateByID') && data?._status === 'draft') throw new APIError(STAYS_PUBLISHED, 400, null, true)
  if (operation === 'restoreVersion' && id !== undefined) {
    const version = await req.payload.findVersionByID({ collection: 'pages', id: String(id), depth: 0, overrideAccess: true, req, disableErrors: true })
    if (version?.version?._status === 'draft') throw new APIError(DRAFT_VERSION, 400, null, true)
  }
  return args
}

export const Pages: CollectionConfig = {
  slug: 'pages',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', '_status', 'hindiVersion', 'updatedAt'],
    group: 'Content',
    description: 'The site’s own pages, each linked from the footer or the menu: edit their words freely; they cannot be deleted or moved.',
    preview: previewLink('pages'),
    livePreview: livePreviewOf('pages'),
  },
  versions: { drafts: true, maxPerDoc: 20 },
  access: { read: publishedOrStaff, create: staffOnly, update: staffOnly, delete: nobody, readVersions: staffOnly },
  fields: [
    // Its error outlives the form's rebuild after a refused Save Draft (ADR 233).
    { name: 'title', type: 'text', required: true, maxLength: 120, localized: true, admin: { components: ERROR_SHOWN_AT_ONCE } },
    {
      name: 'slug',
      type: 'select',
      required: true,
      unique: true,
      index: true,
      options: PAGE_SLUGS.map((value) => ({ label: value, value })),
      // A page that already has its text is marked on the field, drafts included, rather than by the index's toast.
      validate: notInUse<string>((value) => (PAGE_SLUGS as readonly string[]).includes(value ?? '') || 'Choose one of the site’s pages'),
      // Chosen when the page is made, then fixed: the site's links point at it.
      access: { update: nobody },
      admin: {
        position: 'sidebar',
        description: 'Which page of the site this text belongs to (fixed once the page exists)',
        components: ERROR_SHOWN_AT_ONCE,
      },
    },
    {
      name: 'description',
      label: 'Search-engine description',
      type: 'textarea',
      required: true,
      maxLength: 160,
      localized: true,
      admin: { description: 'Shown to search engines' },
    },
    {
      name: 'content',
      type: 'richText',
      required: true,
      localized: true,
      editor: contentEditor,
      admin: { description: 'Write {contactEmail} where the support address should appear' },
    },
    editedByField,
    hindiVersionField,
    viewOnSiteField('/'),
    seoFields,
  ],
  hooks: {
    ...invalidatePublicContentHooks,
    beforeOperation: [staysPublished],
    beforeValidate: [keepSlug],
    beforeChange: [refuseInUseOnDraft('slug'), draftNeedsTitle, defaultLocaleComplete],
  },
}
