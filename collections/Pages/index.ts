import type { CollectionConfig } from 'payload'
import { nobody, publishedOrStaff, staffOnly } from '../access'
import { PAGE_SLUGS } from '../../app/utils/site-pages.mjs'
import { invalidatePublicContentHooks } from '../hooks/invalidate'
import { hindiVersionField } from '../fields/hindi-version'
import { contentEditor } from '../fields/rich-text'
import { previewLink, viewOnSiteField } from '../hooks/preview'
import { seoFields } from '../fields/seo'
import { ERROR_SHOWN_AT_ONCE, notInUse, refuseInUseOnDraft } from '../fields/in-use'

// Every page is one the site serves and links to (the slug is a choice of the site's own pages): editors change its
// words, never remove it or move it to another address (ADR 088). Nobody deletes one, so the admin shows no Delete.

export const Pages: CollectionConfig = {
  slug: 'pages',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', '_status', 'hindiVersion', 'updatedAt'],
    group: 'Content',
    description: 'The site’s own pages, each linked from the footer or the menu: edit their words freely; they cannot be deleted or moved.',
    preview: previewLink('pages'),
  },
  versions: { drafts: true, maxPerDoc: 20 },
  access: { read: publishedOrStaff, create: staffOnly, update: staffOnly, delete: nobody, readVersions: staffOnly },
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 120, localized: true },
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
    hindiVersionField,
    viewOnSiteField('/'),
    seoFields,
  ],
  hooks: { ...invalidatePublicContentHooks, beforeChange: [refuseInUseOnDraft('slug')] },
}
