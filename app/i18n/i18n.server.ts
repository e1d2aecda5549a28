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

/** Past this many words kept for one language, namespace and prefix, further keys are translated each time. */
const MAX_KEPT_PER_SCOPE = 5000

/**
 * Makes the translation functions the render asks `instance` for (react-i18next's `useTranslation` asks for one per
 * call) keep what a bare key translates to (ADR 272). i18next's own function copies all of the instance's options into
 * a new object on every call before it looks the key up: a fresh signed-in page calls it some hundreds of times, 4% of
 * its CPU. The catalogues are fixed for the process (they are part of the build, catalogues.server.ts), so a key with
 * no options always reads the same words in one language, namespace and key prefix; a call with options (a count,
 * values to interpolate) goes to i18next as before.
 */
function keepPlainTranslations(instance: I18n): void {
  type Translate = ((key: unknown, ...rest: unknown[]) => unknown) & { lng?: unknown; lngs?: unknown; ns?: unknown; keyPrefix?: unknown }
  const fixed = instance.getFixedT.bind(instance) as unknown as (...args: unknown[]) => Translate
  const scopes = new Map<string, Map<string, string>>()
  const keeping = (lng: unknown, ns: unknown, keyPrefix: unknown, fixedOpts: unknown): Translate => {
    const t = fixed(lng, ns, keyPrefix, fixedOpts)
    const plain = (value: unknown) => value === undefined || value === null || typeof value === 'string'
    if (fixedOpts !== undefined || !plain(lng) || !plain(keyPrefix) || !(plain(ns) || Array.isArray(ns))) return t
    const scope = `${String(lng ?? '')}|${Array.isArray(ns) ? ns.join(',') : String(ns ?? '')}|${String(keyPrefix ?? '')}`
    let words = scopes.get(scope)
    if (!words) scopes.set(scope, (words = new Map()))
    const kept = words
    const translate: Translate = (key, ...rest) => {
      if (rest.length > 0 || typeof key !== 'string') return t(key, ...rest)
      const known = kept.get(key)
      if (known !== undefined) return known
      const translated = t(key)
      if (typeof translated === 'string' && kept.size < MAX_KEPT_PER_SCOPE) kept.set(key, translated)
      return translated
    }
    return Object.assign(translate, { lng: t.lng, lngs: t.lngs, ns: t.ns, keyPrefix: t.keyPrefix })
  }
  instance.getFixedT = keeping as unknown as I18n['getFixedT']
}

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
    keepPlainTranslations(instance)
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
