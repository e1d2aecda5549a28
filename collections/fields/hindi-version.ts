// Which documents still lack their Hindi text: a column in the admin's lists (and a filter), kept by the document's
// own saves. Stored rather than worked out on every read, so the site's reads pay nothing for it and an editor can
// filter a list of hundreds of reading texts by it (ADR 059).
import type { Field, FieldHook, SelectField } from 'payload'
import { DEFAULT_LOCALE } from '../../app/utils/locales.mjs'
import { lexicalToPlainText } from '../../app/utils/lexical-text'

const HINDI = 'hi'

type HindiVersion = 'missing' | 'stale' | 'done'

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

/** Of those, the ones an editor writes: not hidden, not read-only (a read time or a search text is worked out). */
function writtenLocalizedFieldNames(fields: Field[]): string[] {
  return dataFields(fields)
    .filter((field) => 'localized' in field && field.localized === true && !field.admin?.hidden && !field.admin?.readOnly)
    .map((field) => (field as { name: string }).name)
}

/** A value with its object keys in order, so that stored JSON (PostgreSQL's jsonb reorders keys) compares by content. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical)
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.keys(value as Record<string, unknown>)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    )
  }
  return value instanceof Date ? value.toISOString() : value
}

const isRichText = (value: unknown) => Boolean(value && typeof value === 'object' && 'root' in value)

/** Whether two values of a field say the same: both empty, the same words of rich text, or equal in content. */
export function sameText(a: unknown, b: unknown): boolean {
  if (isBlank(a) && isBlank(b)) return true
  // The editor's rich text may come back with other format keys than it was stored with: its words decide.
  if (isRichText(a) && isRichText(b)) return lexicalToPlainText(a) === lexicalToPlainText(b)
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b))
}

/**
 * The column's state after a save (ADR 232): `missing` while an English text lacks its Hindi; otherwise `stale` once
 * an English save changes a text whose Hindi exists (the Hindi may no longer say the same), until the next save in
 * Hindi, which is the translator's; `done` otherwise.
 */
export function nextHindiVersion(
  found: HindiVersion,
  { before, writing, englishChanged }: { before?: unknown; writing: string; englishChanged: boolean },
) {
  if (found === 'missing') return found
  if (writing === HINDI) return 'done'
  return englishChanged || before === 'stale' ? 'stale' : found
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
const workOut: FieldHook = ({ collection, data, req, siblingDocWithLocales, operation, originalDoc }) => {
  const writing = req.locale && req.locale !== 'all' ? req.locale : DEFAULT_LOCALE
  const stored = (siblingDocWithLocales ?? {}) as Record<string, unknown>
  const incoming = (data ?? {}) as Record<string, unknown>
  const names = localizedFieldNames(collection?.fields ?? [])
  const storedIn = (name: string, locale: string) => {
    const value = stored[name]
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>)[locale] : undefined
  }
  const found = hindiVersionOf(names, (name, locale) => (locale === writing && incoming[name] !== undefined ? incoming[name] : storedIn(name, locale)))
  const englishChanged =
    operation === 'update' &&
    writing === DEFAULT_LOCALE &&
    writtenLocalizedFieldNames(collection?.fields ?? []).some(
      (name) => incoming[name] !== undefined && !isBlank(storedIn(name, HINDI)) && !sameText(incoming[name], storedIn(name, DEFAULT_LOCALE)),
    )
  return nextHindiVersion(found, { before: (originalDoc as { hindiVersion?: unknown } | undefined)?.hindiVersion, writing, englishChanged })
}

/** The read-only "Hindi" column: add it last to a collection with localized fields. */
export const hindiVersionField: SelectField = {
  name: 'hindiVersion',
  label: 'Hindi',
  type: 'select',
  options: [
    { label: 'Missing', value: 'missing' },
    // An English text changed after its Hindi was written (ADR 232).
    { label: 'Out of date', value: 'stale' },
    { label: 'Done', value: 'done' },
  ],
  defaultValue: 'missing',
  index: true,
  // Only the hook writes it; what a caller sends is dropped.
  access: { create: () => false, update: () => false },
  admin: {
    readOnly: true,
    position: 'sidebar',
    description: 'Whether every English text of this document has its Hindi version, and whether the English changed since (Out of date)',
  },
  hooks: { beforeChange: [workOut] },
}
