// The languages the site and the CMS are translated into, declared once: Payload's localization (payload.config.ts),
// the site's catalogues and language choice (app/), and the page cache (server/, plain JavaScript outside the build)
// all read this list. English is the fallback for anything not yet translated. A customer may prefer other languages
// (app/schemas/languages.ts); those see English until a translation exists.

/** @type {readonly ['en', 'hi']} */
export const LOCALES = /** @type {const} */ (['en', 'hi'])

/** @typedef {(typeof LOCALES)[number]} Locale */

/** @type {Locale} */
export const DEFAULT_LOCALE = 'en'

/** @param {unknown} value @returns {value is Locale} */
export function isLocale(value) {
  return typeof value === 'string' && /** @type {readonly string[]} */ (LOCALES).includes(value)
}
