// The server side of the language mechanism (ADR 050): which language a request is answered in, translation functions
// for loaders, actions and mail, and the per-request i18next instance the document is rendered with.
import type { i18n as I18n, TFunction } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { RemixI18Next } from 'remix-i18next/server'
import type { Locale } from '../utils/locales.mjs'
import { DEFAULT_LOCALE, isLocale } from '../utils/locales.mjs'
import { localeCookie, requestedLocale, visitorDetection } from './detection.mjs'
import { localeForLanguage } from './locale'
import { fixedT, shared } from './catalogues.server'
import type { Namespace } from './types'

/** The signed-in customer's language, when there is one. Loaded lazily: mail and CMS hooks use this module without sessions. */
async function accountLocale(request: Request): Promise<Locale | null> {
  const { getUser } = await import('../utils/auth.server')
  const user = await getUser(request)
  return user ? localeForLanguage(user.preferredLanguage) : null
}

const remixI18next = new RemixI18Next({
  // The account's setting first (it is authoritative for signed-in customers), then what a visitor chose or sent.
  detection: { ...visitorDetection, order: ['custom', ...(visitorDetection.order ?? [])], findLocale: accountLocale },
})

/** The language this request is answered in: account → `?lng=` → cookie → Accept-Language → English. */
export async function getLocale(request: Request): Promise<Locale> {
  const found = await remixI18next.getLocale(request)
  return isLocale(found) ? found : DEFAULT_LOCALE
}

/** A translation function for one namespace in the request's (or the given) language. */
export async function getFixedT<N extends Namespace | Namespace[]>(from: Request | Locale, ns: N): Promise<TFunction<N>> {
  const locale = typeof from === 'string' ? from : await getLocale(from)
  return fixedT(locale, ns)
}

/** One i18next instance per language, made on first use: nothing on the server changes an instance's language. */
const perLocale = new Map<Locale, I18n>()

/**
 * The i18next instance a document is rendered with (entry.server.tsx): the shared catalogues, this request's language.
 * It is a bare object whose prototype is the language's one instance (ADR 245): react-i18next copies every own property
 * of the instance it is given on each `useTranslation` call of a server render (about 70 µs for i18next's forty; 6% of
 * the signed-in pages' CPU when rendered afresh), and this one has none to copy; all it reads comes through the prototype.
 */
export function createRequestI18n(locale: Locale): I18n {
  let instance = perLocale.get(locale)
  if (!instance) {
    instance = shared.cloneInstance({ lng: locale, initAsync: false })
    instance.use(initReactI18next)
    perLocale.set(locale, instance)
  }
  return Object.create(instance) as I18n
}

/**
 * The Set-Cookie header that remembers a visitor's language, or null when nothing changes: the request's `?lng=`
 * differs from the cookie it carried.
 */
export async function rememberRequestedLocale(request: Request): Promise<string | null> {
  const requested = requestedLocale(request)
  if (!requested) return null
  const current = await localeCookie.parse(request.headers.get('Cookie'))
  return current === requested ? null : localeCookie.serialize(requested)
}

/** The Set-Cookie header for a visitor's choice of language. */
export function rememberLocale(locale: Locale): Promise<string> {
  return localeCookie.serialize(locale)
}
