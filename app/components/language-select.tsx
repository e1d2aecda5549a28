import type { FieldMetadata } from '@conform-to/react'
import { useTranslation } from 'react-i18next'
import { isTranslatedLanguage, LANGUAGES } from '../schemas/languages'
import { SelectField } from './ui/field'

/**
 * The preferred-language choice of sign-up and settings (spec 3: en, es, fr, de, it, pt, hi, zh, ja, ar). Each
 * language keeps its own name in its own script; those the site is not translated into say that they show English.
 */
export function LanguageSelect({ field }: { field: FieldMetadata<string> }) {
  const { t } = useTranslation(['auth', 'settings'])
  return (
    <SelectField field={field} label={t('auth:language.label')}>
      {LANGUAGES.map((language) => (
        <option key={language.value} value={language.value}>
          {isTranslatedLanguage(language.value) ? language.label : `${language.label} ${t('settings:language.untranslated')}`}
        </option>
      ))}
    </SelectField>
  )
}
