'use client'
// A field's error shown as soon as the field is invalid, not only after a publish: Payload hides field errors after a
// refused draft save (so a half-written draft is not covered in red), which would leave "already in use" on a slug
// only in a toast. Used on the unique fields (slugs, coupon codes), whose check is cheap and never premature (ADR 137).
//
// The refusal is remembered with the value it was for: Payload rebuilds the form's state after a save whenever a
// change was still on its way to the server, and that rebuild (which skips validation on drafts) drops the save's
// error. The value is still taken, so the message stays until the editor changes it.
import { FieldError, useFormFields } from '@payloadcms/ui'
import { useState } from 'react'

type Refusal = { value: unknown; message: string }

export function ErrorShownAtOnce({ path }: { path: string }) {
  const field = useFormFields(([fields]) => fields[path])
  const invalid = field?.valid === false
  const [refusal, setRefusal] = useState<Refusal | null>(null)
  // Kept while rendering (React's way to remember something derived from changing props), not in an effect.
  if (invalid && field?.errorMessage && (refusal === null || refusal.value !== field.value || refusal.message !== field.errorMessage)) {
    setRefusal({ value: field.value, message: field.errorMessage })
  }
  if (invalid) return <FieldError path={path} showError />
  const stillRefused = refusal !== null && refusal.value === field?.value
  return <FieldError path={path} showError={stillRefused} message={stillRefused ? refusal.message : undefined} />
}
