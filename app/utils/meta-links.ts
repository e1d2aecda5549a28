import { LOCALE_PARAM } from '../i18n/names.mjs'
import { isLocale } from './locales.mjs'

/** The blog's pages past the first are pages of their own for search engines (2 to 1000, as the blog reads them). */
function keptPage(value: string | null): string | null {
  return value && /^[1-9]\d{0,3}$/.test(value) && Number(value) >= 2 && Number(value) <= 1000 ? value : null
}

/**
 * The address a public page names as its canonical one (ADR 203), absolute from the site's configured origin and in
 * the same forms as its `hreflang` alternates (i18n/alternates.ts): a page asked for at `?lng=hi` is the Hindi page
 * and names itself; the plain address, which answers in the visitor's own language (the x-default), names itself too.
 * Everything else in the query (a search, a category, tracking tags) is dropped, except the blog's page number.
 */
export function canonicalUrl(origin: string, requested: URL): string {
  const params = new URLSearchParams()
  const locale = requested.searchParams.get(LOCALE_PARAM)
  if (isLocale(locale)) params.set(LOCALE_PARAM, locale)
  const page = requested.pathname === '/blog' ? keptPage(requested.searchParams.get('page')) : null
  if (page) params.set('page', page)
  const query = params.toString()
  return `${origin}${requested.pathname}${query ? `?${query}` : ''}`
}
