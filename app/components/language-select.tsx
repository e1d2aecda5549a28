import type { FieldMetadata } from '@conform-to/react'
import { LANGUAGES } from '../schemas/languages'
import { SelectField } from './ui/field'

/** The preferred-language choice of sign-up and settings (spec 3: en, es, fr, de, it, pt, hi, zh, ja, ar). */
export function LanguageSelect({ field }: { field: FieldMetadata<string> }) {
  return (
    <SelectField field={field} label="Preferred Language">
      {LANGUAGES.map((language) => (
        <option key={language.value} value={language.value}>
          {language.label}
        </option>
      ))}
    </SelectField>
  )
}
