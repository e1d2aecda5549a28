// Text placed into HTML that we write by hand (mails, the rich-text renderer, the service worker's offline notice).

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

/** The text with the five characters HTML gives meaning to written as entities: safe in an element or a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c]!)
}

/**
 * A catalogue text with its `{{name}}` placeholders filled in, for words read outside a request (mails that Payload's
 * hooks send), where i18next's own `t` is not at hand (ADR 182). A placeholder without a value is left empty. The
 * result is plain text: escape it where it goes into HTML.
 */
export function fillPlaceholders(text: string, values: Record<string, string | number> = {}): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''))
}

/**
 * How wide an article's images show, for the browser to pick from a srcset: the post column (max-w-3xl, less its
 * padding) on a wide screen, the screen less the padding on a phone. The hero and the images inside the rich text.
 */
export const ARTICLE_IMAGE_SIZES = '(min-width: 48rem) 46rem, calc(100vw - 2rem)'
