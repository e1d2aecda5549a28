'use client'
// A reading text's "Which one": a list of the values of the kind chosen beside it (signs for a sign, bands for a band),
// so an editor picks what the readings look texts up by instead of typing it. The lists come from the server as
// props (collections/ReadingTexts, from app/domain/readings/applies-to.ts), the field stays a text column (ADR 136).
import { SelectField, useFormFields } from '@payloadcms/ui'
import type { SelectFieldClient, TextFieldClientProps } from 'payload'
import { useMemo } from 'react'

type Choice = { value: string; label: string }

export function AppliesToValueField({ field, path, readOnly, choices }: TextFieldClientProps & { choices: Record<string, Choice[]> }) {
  const kind = useFormFields(([fields]) => fields.appliesTo?.value)
  const options = useMemo(() => (typeof kind === 'string' ? (choices[kind] ?? []) : []), [choices, kind])
  // The text field's own client config (name, label, description, condition) dressed as a select's.
  const select = useMemo(
    (): SelectFieldClient => ({
      ...field,
      type: 'select',
      options,
      hasMany: false,
      admin: { description: field.admin?.description, isClearable: true, isSortable: false, placeholder: 'Choose one' },
    }),
    [field, options],
  )
  return <SelectField field={select} path={path} readOnly={readOnly} />
}
