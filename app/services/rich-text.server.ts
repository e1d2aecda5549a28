// The site's renderer of CMS rich text (ADR 007): Lexical to HTML on the server, with a converter for every node the
// editor offers (collections/fields/rich-text.ts). Internal links and relationship blocks point at the document's site
// address; a document the visitor may not see (a draft, a post not yet due) was not populated by the read, so its link
// becomes plain text and its block nothing, never a dead link.
import { convertLexicalToHTML, defaultHTMLConverters, type HTMLConverters } from '@payloadcms/richtext-lexical/html'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { ARTICLE_IMAGE_SIZES, escapeHtml } from '../utils/html'

type Linked = { relationTo?: string; value?: unknown }
type Populated = { slug?: unknown; title?: unknown; excerpt?: unknown; description?: unknown }

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** The site address of a post or page, or null when it was not populated (not visible) or is not one of ours. */
function siteHref({ relationTo, value }: Linked): { href: string; doc: Populated } | null {
  if (!value || typeof value !== 'object') return null
  const doc = value as Populated
  if (typeof doc.slug !== 'string' || !SLUG.test(doc.slug)) return null
  if (relationTo === 'posts') return { href: `/blog/${doc.slug}`, doc }
  if (relationTo === 'pages') return { href: `/${doc.slug}`, doc }
  return null
}

type InlineMedia = {
  url?: string
  alt?: string
  width?: number
  height?: number
  mimeType?: string
  sizes?: { inline?: { url?: string | null; width?: number | null } | null } | null
}

type LinkNode = { fields?: { linkType?: string; doc?: Linked | null; newTab?: boolean } }

const converters: HTMLConverters = {
  ...defaultHTMLConverters,
  link: (args) => {
    const node = args.node as LinkNode
    if (node.fields?.linkType !== 'internal') return (defaultHTMLConverters.link as (a: typeof args) => string)(args)
    const children = args.nodesToHTML({ nodes: args.node.children }).join('')
    const target = siteHref(node.fields.doc ?? {})
    if (!target) return children
    const newTab = node.fields.newTab ? ' target="_blank" rel="noopener noreferrer"' : ''
    return `<a href="${escapeHtml(target.href)}"${newTab}>${children}</a>`
  },
  relationship: ({ node }) => {
    const target = siteHref(node as Linked)
    if (!target) return ''
    const title = typeof target.doc.title === 'string' ? target.doc.title : ''
    const summary = [target.doc.excerpt, target.doc.description].find((v): v is string => typeof v === 'string' && v.length > 0) ?? ''
    return (
      `<a class="not-prose my-6 block rounded-2xl border border-slate-200 bg-white p-5 no-underline hover:border-violet-300" href="${escapeHtml(target.href)}">` +
      `<strong class="block text-lg font-semibold text-night-900">${escapeHtml(title)}</strong>` +
      (summary ? `<span class="mt-1 block text-slate-600">${escapeHtml(summary)}</span>` : '') +
      `</a>`
    )
  },
  // The image at its own proportions, with its narrower uncropped copy offered to phones (ADR 255); the CMS's other
  // sizes are crops, unfit for a srcset of the same picture.
  upload: ({ node }) => {
    const media = (node as { value?: unknown }).value as InlineMedia | null
    if (!media || typeof media !== 'object' || !media.url || !media.mimeType?.startsWith('image/')) return ''
    const size = media.width && media.height ? ` width="${media.width}" height="${media.height}"` : ''
    const inline = media.sizes?.inline
    const srcset =
      inline?.url && inline.width && media.width && inline.width < media.width
        ? ` srcset="${escapeHtml(`${inline.url} ${inline.width}w, ${media.url} ${media.width}w`)}" sizes="${ARTICLE_IMAGE_SIZES}"`
        : ''
    return `<img src="${escapeHtml(media.url)}" alt="${escapeHtml(media.alt ?? '')}"${size}${srcset} loading="lazy" decoding="async">`
  },
}

/** Node types the site renders: the editor may offer no other (tests/integration/cms-live.test.ts). */
export function renderedNodeTypes(): string[] {
  return Object.keys(converters)
}

/** Server-side HTML from Lexical: text is escaped and external links sanitised, so no rich-text JS ships. */
export function richTextToHtml(state: unknown): string {
  if (!state || typeof state !== 'object') return ''
  return convertLexicalToHTML({ data: state as SerializedEditorState, converters, disableContainer: true })
}
