import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'
import { LOCALE_PARAM } from '../i18n/names.mjs'
import { LOCALE_NAMES } from '../i18n/locale'
import { LOCALES, type Locale } from '../utils/locales.mjs'

/**
 * The language switcher of the header and the phone menu (ADR 051). One small form per language posting to
 * /language: it works without JavaScript (the landing page has none), remembers the choice and returns to this page.
 * Each language is named in itself, so a reader finds theirs whichever language the page is in.
 */
export function LanguageSwitcher({ className = '', buttonClass = '' }: { className?: string; buttonClass?: string }) {
  const { t, i18n } = useTranslation()
  const location = useLocation()
  const here = `${location.pathname}${location.search}`
  return (
    <ul aria-label={t('language.label')} className={`flex items-center gap-1 ${className}`}>
      {LOCALES.map((locale: Locale) => {
        const current = locale === i18n.language
        return (
          <li key={locale}>
            {current ? (
              <span lang={locale} aria-current="true" className={`${buttonClass} inline-block bg-white/15 text-white`}>
                {LOCALE_NAMES[locale]}
              </span>
            ) : (
              // A plain form (not React Router's): the page is rendered again in the new language, catalogues and all.
              <form method="post" action="/language">
                <input type="hidden" name={LOCALE_PARAM} value={locale} />
                <input type="hidden" name="redirectTo" value={here} />
                <button type="submit" lang={locale} className={`${buttonClass} text-violet-100 hover:bg-white/10 hover:text-white`}>
                  {LOCALE_NAMES[locale]}
                </button>
              </form>
            )}
          </li>
        )
      })}
    </ul>
  )
}
