// What a post or page would look like as a search result, and whether its title and description fit (ADR 229). Pure, so
// the admin's snippet preview (cms/components/SnippetPreview.tsx) and its tests read the same rules. The site builds its
// tags the same way: the meta title, else the title, with "· Cosmic Insights" after it; the meta description, else the
// excerpt (a page's description) — app/services/content.server.ts (seoOf) and app/utils/meta.ts (pageMeta).

const SITE = 'Cosmic Insights'

/**
 * Search engines cut a title at a width of about 600 pixels and a description at about 920 on a computer, roughly 60
 * and 160 characters of ordinary text; a description under about 70 characters leaves most of its room empty and is
 * often replaced by words the engine picks from the page.
 */
export const SNIPPET_LIMITS = { titleMax: 60, titleMin: 30, descriptionMax: 160, descriptionMin: 70 } as const

export type SnippetInput = {
  metaTitle?: unknown
  metaDescription?: unknown
  title?: unknown
  /** The post's excerpt or the page's search-engine description: the site's description when the meta one is empty. */
  fallbackDescription?: unknown
  /** What the editor calls that field: `excerpt` or `search-engine description`. */
  fallbackLabel: string
  slug?: unknown
  /** Where the document lives on the site: `/blog/` for posts, `/` for pages. */
  pathPrefix: string
  /** The site's host, as the result's address line shows it. */
  host: string
}

type SnippetCheck = { field: 'title' | 'description'; level: 'ok' | 'warning'; message: string }

export type Snippet = {
  title: string
  titleLength: number
  titleFromMeta: boolean
  description: string
  descriptionLength: number
  descriptionFromMeta: boolean
  /** The address line: the host, then each part of the path, as search results show it. */
  address: string
  checks: SnippetCheck[]
}

const text = (value: unknown) => (typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : '')

/** Characters as a reader counts them (a Devanagari conjunct is several, as search engines also count it). */
const lengthOf = (value: string) => Array.from(value).length

/** The first `max` characters, cut at a word where one is near, with an ellipsis: roughly what a result shows. */
export function cut(value: string, max: number): string {
  const chars = Array.from(value)
  if (chars.length <= max) return value
  const head = chars.slice(0, max - 1).join('')
  const space = head.lastIndexOf(' ')
  return `${(space > max * 0.6 ? head.slice(0, space) : head).trimEnd()} …`
}

function titleCheck(length: number, fromMeta: boolean): SnippetCheck {
  const { titleMax, titleMin } = SNIPPET_LIMITS
  const field = 'title'
  if (length === lengthOf(SITE)) return { field, level: 'warning', message: 'No title yet: the result would show only the site’s name.' }
  if (length > titleMax) {
    const which = fromMeta ? 'meta title' : 'title (or write a shorter meta title)'
    return {
      field,
      level: 'warning',
      message: `Too long: ${length} characters with the site’s name, and results show about ${titleMax}. The end will be cut off; shorten the ${which} by ${length - titleMax}.`,
    }
  }
  if (length < titleMin)
    return { field, level: 'warning', message: `Short: ${length} characters. A title of ${titleMin} to ${titleMax} says more about the page in results.` }
  return { field, level: 'ok', message: `Fits: ${length} of about ${titleMax} characters.` }
}

function descriptionCheck(length: number, fromMeta: boolean, fallbackLabel: string): SnippetCheck {
  const { descriptionMax, descriptionMin } = SNIPPET_LIMITS
  const field = 'description'
  if (length === 0) return { field, level: 'warning', message: 'No description: search engines will pick words from the page themselves.' }
  if (length > descriptionMax) {
    const which = fromMeta ? 'meta description' : `${fallbackLabel}, or write a shorter meta description`
    return {
      field,
      level: 'warning',
      message: `Too long: ${length} characters, and results show about ${descriptionMax}. The end will be cut off; shorten the ${which}.`,
    }
  }
  if (length < descriptionMin)
    return {
      field,
      level: 'warning',
      message: `Short: ${length} characters. Search engines often replace a description under ${descriptionMin} with words from the page; aim for ${descriptionMin} to ${descriptionMax}.`,
    }
  return { field, level: 'ok', message: `Fits: ${length} of about ${descriptionMax} characters.` }
}

export function snippetOf(input: SnippetInput): Snippet {
  const metaTitle = text(input.metaTitle)
  const ownTitle = metaTitle || text(input.title)
  const title = ownTitle ? `${ownTitle} · ${SITE}` : SITE
  const metaDescription = text(input.metaDescription)
  const description = metaDescription || text(input.fallbackDescription)
  const slug = text(input.slug)
  const path = `${input.pathPrefix}${slug}`.split('/').filter(Boolean)
  const titleLength = lengthOf(title)
  const descriptionLength = lengthOf(description)
  return {
    title,
    titleLength,
    titleFromMeta: metaTitle !== '',
    description,
    descriptionLength,
    descriptionFromMeta: metaDescription !== '',
    address: [input.host, ...path].join(' › '),
    checks: [titleCheck(titleLength, metaTitle !== ''), descriptionCheck(descriptionLength, metaDescription !== '', input.fallbackLabel)],
  }
}
