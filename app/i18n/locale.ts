import { DEFAULT_LOCALE, isLocale, type Locale } from '../utils/locales.mjs'

/**
 * The site language a customer's preferred language (one of the ten sign-up languages) is shown in: itself when the
 * site is translated into it, English otherwise.
 */
export function localeForLanguage(language: string | null | undefined): Locale {
  return isLocale(language) ? language : DEFAULT_LOCALE
}

/** `<html lang>` and Intl's tag: the site writes for India (ADR 050). */
export const HTML_LANG: Record<Locale, string> = { en: 'en-IN', hi: 'hi-IN' }

/** The locale an `<html lang>` value names, for the browser to find which catalogue to load. */
export function localeFromHtmlLang(lang: string | null | undefined): Locale {
  const base = (lang ?? '').split('-')[0]
  return isLocale(base) ? base : DEFAULT_LOCALE
}

/** Each language's own name, as the switcher shows it: a reader who does not read the current language still finds theirs. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', hi: 'हिन्दी' }
