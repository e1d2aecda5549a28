// Which documents still lack their Hindi text: a column in the admin's lists (and a filter), kept by the document's
// own saves. Stored rather than worked out on every read, so the site's reads pay nothing for it and an editor can
// filter a list of hundreds of reading texts by it (ADR 059).
import type { Field, FieldHook, SelectField } from 'payload'
import { DEFAULT_LOCALE } from '../../app/utils/locales.mjs'

const HINDI = 'hi'

type HindiVersion = 'missing' | 'done'

/** Nothing a reader would see: no text, only spaces, an empty list, or rich text without a word in it. */
export function isBlank(value: unknown): boolean {
  if (value === null || value === undefined) return true
  if (typeof value === 'string') return value.trim() === ''
  if (Array.isArray(value)) return value.every(isBlank)
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>
    // A Lexical text node: only its words count, not its format flags.
    if (record.type === 'text') return isBlank(record.text)
    if ('root' in record) return isBlank(record.root)
    if ('children' in record) return isBlank(record.children)
    // An array row: its id says nothing.
    return Object.entries(record).every(([key, inner]) => key === 'id' || isBlank(inner))
  }
  return false
}

/** The fields a document's data holds at its top level, looking through rows, collapsibles and unnamed tabs. */
function dataFields(fields: Field[]): Field[] {
  return fields.flatMap((field): Field[] => {
    if (field.type === 'row' || field.type === 'collapsible') return dataFields(field.fields)
    if (field.type === 'tabs') return field.tabs.flatMap((tab) => ('name' in tab && tab.name ? [] : dataFields(tab.fields)))
    return 'name' in field && field.name ? [field] : []
  })
}

/** The names of the top-level fields stored per locale. */
export function localizedFieldNames(fields: Field[]): string[] {
  return dataFields(fields)
    .filter((field) => 'localized' in field && field.localized === true)
    .map((field) => (field as { name: string }).name)
}

/**
 * `done` when every localized field that has English text has Hindi text too. `valueIn(name, locale)` gives a
 * field's value in one locale, never a fallback.
 */
export function hindiVersionOf(names: string[], valueIn: (name: string, locale: string) => unknown): HindiVersion {
  return names.some((name) => !isBlank(valueIn(name, DEFAULT_LOCALE)) && isBlank(valueIn(name, HINDI))) ? 'missing' : 'done'
}

/**
 * Worked out from what the save is about to store: the values sent in the locale being written, and the stored
 * values of every other locale. Runs after every other field's hooks (the field comes last), before Payload merges
 * the locales.
 */
const workOut: FieldHook = ({ collection, data, req, siblingDocWithLocales }) => {
  const writing = req.locale && req.locale !== 'all' ? req.locale : DEFAULT_LOCALE
  const stored = (siblingDocWithLocales ?? {}) as Record<string, unknown>
  const incoming = (data ?? {}) as Record<string, unknown>
  const names = localizedFieldNames(collection?.fields ?? [])
  return hindiVersionOf(names, (name, locale) => {
    if (locale === writing && incoming[name] !== undefined) return incoming[name]
    const value = stored[name]
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>)[locale] : undefined
  })
}

/** The read-only "Hindi" column: add it last to a collection with localized fields. */
export const hindiVersionField: SelectField = {
  name: 'hindiVersion',
  label: 'Hindi',
  type: 'select',
  options: [
    { label: 'Missing', value: 'missing' },
    { label: 'Done', value: 'done' },
  ],
  defaultValue: 'missing',
  index: true,
  // Only the hook writes it; what a caller sends is dropped.
  access: { create: () => false, update: () => false },
  admin: { readOnly: true, position: 'sidebar', description: 'Whether every English text of this document has its Hindi version' },
  hooks: { beforeChange: [workOut] },
}
