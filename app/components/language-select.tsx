import { getSelectProps, type FieldMetadata } from '@conform-to/react'
import { LANGUAGES } from '../schemas/languages'
import { Field, inputClass, withoutKey } from './ui/field'

/** The preferred-language choice of sign-up and settings (spec 3: en, es, fr, de, it, pt, hi, zh, ja, ar). */
export function LanguageSelect({ field }: { field: FieldMetadata<string> }) {
  return (
    <Field id={field.id} label="Preferred Language" errors={field.errors}>
      {(a11y) => (
        <select {...withoutKey(getSelectProps(field))} {...a11y} key={field.key} className={`${inputClass} bg-white`}>
          {LANGUAGES.map((language) => (
            <option key={language.value} value={language.value}>
              {language.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  )
}
