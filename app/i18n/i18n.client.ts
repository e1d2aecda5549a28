// The browser side: only the active language's catalogues are downloaded (each language is its own chunk), before
// hydration, so the first render matches the server's HTML.
import { createInstance, type i18n as I18n } from 'i18next'
import { initReactI18next } from 'react-i18next'
import type { Locale } from '../utils/locales.mjs'
import { sharedOptions } from './options'
import type { Catalogues, Translation } from './types'

const CATALOGUES: Record<Locale, () => Promise<Translation<Catalogues>>> = {
  en: () => import('../locales/en'),
  hi: () => import('../locales/hi'),
}

let instance: I18n | undefined

async function addLanguage(i18n: I18n, locale: Locale) {
  if (i18n.hasResourceBundle(locale, 'common')) return
  const catalogues = await CATALOGUES[locale]()
  for (const [ns, strings] of Object.entries(catalogues)) i18n.addResourceBundle(locale, ns, strings, true, true)
}

/** The browser's i18next instance, ready in `locale`. */
export async function startI18n(locale: Locale): Promise<I18n> {
  const catalogues = await CATALOGUES[locale]()
  const i18n = createInstance()
  i18n.use(initReactI18next)
  await i18n.init({ ...sharedOptions, lng: locale, fallbackLng: false, resources: { [locale]: { ...catalogues } }, ns: Object.keys(catalogues) })
  instance = i18n
  return i18n
}

/**
 * Switches the page's language when the server answers in another one (after signing in to an account that prefers
 * it, or changing the setting), loading that language first so nothing renders as keys.
 */
export async function followLocale(locale: Locale): Promise<void> {
  if (!instance || instance.language === locale) return
  await addLanguage(instance, locale)
  await instance.changeLanguage(locale)
}
