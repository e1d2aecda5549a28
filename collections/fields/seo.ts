import type { Field } from 'payload'

/**
 * What search engines and link previews show for a post or page. Each is optional: left empty, the site uses
 * the title, the excerpt (a page's description) and the featured image (app/services/content.server.ts, seoOf).
 */
export const seoFields: Field = {
  name: 'meta',
  type: 'group',
  label: 'Search and sharing',
  admin: { description: 'Optional. Left empty, search engines and shared links show the title, excerpt and featured image.' },
  fields: [
    // The result as a search engine would show it, with length checks in words (ADR 229); stores nothing.
    { name: 'snippetPreview', type: 'ui', admin: { components: { Field: '/components/SnippetPreview#SnippetPreview' } } },
    {
      name: 'title',
      type: 'text',
      label: 'Meta title',
      localized: true,
      maxLength: 70,
      admin: { description: 'The title in search results and shared links, up to 70 characters. “· Cosmic Insights” is added after it.' },
    },
    {
      name: 'description',
      type: 'textarea',
      label: 'Meta description',
      localized: true,
      maxLength: 160,
      admin: { description: 'The summary under the title in search results and shared links, up to 160 characters.' },
    },
    {
      name: 'image',
      type: 'upload',
      relationTo: 'media',
      label: 'Meta image',
      admin: { description: 'The picture shown when the page is shared (1200 × 630 works best).' },
    },
  ],
}
