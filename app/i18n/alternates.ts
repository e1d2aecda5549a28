import { LOCALES } from '../utils/locales.mjs'
import { LOCALE_PARAM } from './names.mjs'

export type Alternate = { hrefLang: string; href: string }

/**
 * The language versions of a public page, for `hreflang` links and the sitemap: each language at `?lng=`, and the
 * plain address as x-default (it answers in the visitor's own language).
 */
export function localeAlternates(origin: string, path: string): Alternate[] {
  return [
    ...LOCALES.map((locale) => ({ hrefLang: locale, href: `${origin}${path}?${LOCALE_PARAM}=${locale}` })),
    { hrefLang: 'x-default', href: `${origin}${path}` },
  ]
}
