/**
 * True for the rejection a superseded load leaves behind: React Router aborts a page's loads when a newer navigation
 * or submission starts, and in some orders that abort surfaces as an unhandled `AbortError` (ADR 214). Nothing is
 * wrong then: the newer navigation draws the page.
 */
export function isAbortedLoad(reason: unknown): boolean {
  return typeof reason === 'object' && reason !== null && (reason as { name?: unknown }).name === 'AbortError'
}
