// How a signed-out visitor's language is found, declared once in plain JavaScript: the site (i18n.server.ts) and the
// page cache (server/page-cache.mjs, which runs outside the build) must agree on it, or the cache would hand an English
// visitor a Hindi page. Order: `?lng=` in the URL, then the visitor's cookie, then Accept-Language, then English. A
// signed-in customer's account setting comes before all of these (i18n.server.ts); such pages are never cached.
import { createCookie } from 'react-router'
import { LanguageDetector } from 'remix-i18next/server'
import { DEFAULT_LOCALE, isLocale, LOCALES } from '../utils/locales.mjs'
import { LOCALE_COOKIE } from '../utils/cookie-names.mjs'
import { LOCALE_PARAM } from './names.mjs'

/** The visitor's chosen language, remembered for a year. Not a secret, so not signed. */
export const localeCookie = createCookie(LOCALE_COOKIE, { path: '/', sameSite: 'lax', httpOnly: true, maxAge: 60 * 60 * 24 * 365 })

/** @type {import('remix-i18next/server').LanguageDetectorOption} */
export const visitorDetection = {
  supportedLanguages: [...LOCALES],
  fallbackLanguage: DEFAULT_LOCALE,
  searchParamKey: LOCALE_PARAM,
  cookie: localeCookie,
  order: ['searchParams', 'cookie', 'header'],
}

const visitorDetector = new LanguageDetector(visitorDetection)

/**
 * The language a signed-out visitor's request resolves to.
 * @param {Request} request
 * @returns {Promise<import('../utils/locales.mjs').Locale>}
 */
export async function visitorLocale(request) {
  const found = await visitorDetector.detect(request)
  return isLocale(found) ? found : DEFAULT_LOCALE
}

/**
 * The locale `?lng=` asks for, when it names one we have.
 * @param {Request} request
 * @returns {import('../utils/locales.mjs').Locale | null}
 */
export function requestedLocale(request) {
  const value = new URL(request.url).searchParams.get(LOCALE_PARAM)
  return isLocale(value) ? value : null
}
