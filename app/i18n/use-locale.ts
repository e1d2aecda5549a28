import { useTranslation } from 'react-i18next'
import { DEFAULT_LOCALE, isLocale, type Locale } from '../utils/locales.mjs'

/** The language the page is rendered in, for formatting dates and numbers (app/utils/dates.ts). */
export function useLocale(): Locale {
  const { i18n } = useTranslation()
  return isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE
}
