'use client'
// A field's error shown as soon as the field is invalid, not only after a publish: Payload hides field errors after a
// refused draft save (so a half-written draft is not covered in red), which would leave "already in use" on a slug
// only in a toast. Used on the unique fields (slugs, coupon codes), whose check is cheap and never premature (ADR 137).
import { FieldError, useFormFields } from '@payloadcms/ui'

export function ErrorShownAtOnce({ path }: { path: string }) {
  const invalid = useFormFields(([fields]) => fields[path]?.valid === false)
  return <FieldError path={path} showError={invalid} />
}
