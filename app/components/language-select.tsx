import type { FieldMetadata } from '@conform-to/react'
import { useTranslation } from 'react-i18next'
import { useLocale } from '../i18n/use-locale'
import { isTranslatedLanguage, LANGUAGES } from '../schemas/languages'
import { SelectField } from './ui/field'

/**
 * The preferred-language choice of sign-up and settings (spec 3: en, es, fr, de, it, pt, hi, zh, ja, ar). Each
 * language is named in its own script, then in the page's language ("中文 (Chinese)", "中文 (चीनी)"), and those the
 * site is not translated into say that they show English (ADR 056).
 */
export function LanguageSelect({ field }: { field: FieldMetadata<string> }) {
  const { t } = useTranslation(['auth', 'settings'])
  const locale = useLocale()
  return (
    <SelectField field={field} label={t('auth:language.label')}>
      {LANGUAGES.map(({ value, native }) => {
        const name = t(`settings:languageNames.${value}`)
        const option = value === locale || name === native ? native : t('settings:language.option', { native, name })
        return (
          <option key={value} value={value} lang={value}>
            {isTranslatedLanguage(value) ? option : t('settings:language.untranslatedOption', { option })}
          </option>
        )
      })}
    </SelectField>
  )
}
