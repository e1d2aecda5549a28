import { LOCALE_PARAM } from '../i18n/names.mjs'
import { isLocale, LOCALES } from '../utils/locales.mjs'
import { z } from './zod'

/**
 * The languages a customer may prefer (spec 3, sign-up data), each named in its own script (`native`; `label` adds
 * the English name, for the CMS admin). Those the site is
 * translated into (app/utils/locales.mjs) become the site's language; the others see English and are told so once
 * (ADR 056).
 */
export const LANGUAGES = [
  { value: 'en', label: 'English', native: 'English' },
  { value: 'es', label: 'Español', native: 'Español' },
  { value: 'fr', label: 'Français', native: 'Français' },
  { value: 'de', label: 'Deutsch', native: 'Deutsch' },
  { value: 'it', label: 'Italiano', native: 'Italiano' },
  { value: 'pt', label: 'Português', native: 'Português' },
  { value: 'hi', label: 'हिन्दी (Hindi)', native: 'हिन्दी' },
  { value: 'zh', label: '中文 (Chinese)', native: '中文' },
  { value: 'ja', label: '日本語 (Japanese)', native: '日本語' },
  { value: 'ar', label: 'العربية (Arabic)', native: 'العربية' },
] as const

export type Language = (typeof LANGUAGES)[number]['value']
export const LANGUAGE_CODES = LANGUAGES.map((language) => language.value) as [Language, ...Language[]]

/** Whether the site exists in this preferred language (a customer who chose another is told so once). */
export function isTranslatedLanguage(language: string | null | undefined): boolean {
  return isLocale(language)
}

/** The language switcher's form (ADR 051): the site language chosen, and the page to come back to, checked later. */
export const LanguageSwitchSchema = z.object({
  [LOCALE_PARAM]: z.enum(LOCALES, { error: 'unknown' }),
  redirectTo: z.string().optional(),
})
