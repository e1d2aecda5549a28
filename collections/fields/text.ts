// Small builders for the plain fields that the globals are made of.
export const requiredText = (name: string, maxLength = 200) => ({ name, type: 'text' as const, required: true, maxLength })
export const requiredArea = (name: string, maxLength = 600) => ({ name, type: 'textarea' as const, required: true, maxLength })
/** The field stored once per locale (payload.config.ts, `localization`); English is the fallback. */
export const localized = <F extends object>(field: F): F & { localized: true } => ({ ...field, localized: true })
