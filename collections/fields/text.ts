// Small builders for the plain fields that the globals are made of.
// `label` where Payload's own (the name split into words) reads badly: "iosMinimum" would be "Ios Minimum".
export const requiredText = (name: string, maxLength = 200, label?: string) => ({
  name,
  type: 'text' as const,
  required: true,
  maxLength,
  ...(label ? { label } : {}),
})
export const requiredArea = (name: string, maxLength = 600, label?: string) => ({
  name,
  type: 'textarea' as const,
  required: true,
  maxLength,
  ...(label ? { label } : {}),
})
/** The same field with a help text under it. */
export const described = <F extends object>(field: F, description: string) => ({ ...field, admin: { description } })
/** The field stored once per locale (payload.config.ts, `localization`); English is the fallback. */
export const localized = <F extends object>(field: F): F & { localized: true } => ({ ...field, localized: true })
