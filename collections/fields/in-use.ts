import { type CollectionBeforeChangeHook, type CollectionSlug, type PayloadRequest, ValidationError, type Where } from 'payload'
import { wordsFor } from './label'

/** The admin's error for these fields, shown at once rather than only after a publish (cms/components/ErrorShownAtOnce). */
export const ERROR_SHOWN_AT_ONCE = { Error: '/components/ErrorShownAtOnce#ErrorShownAtOnce' } as const

/** The field error an editor reads on a slug or code another document holds. */
const IN_USE = 'This is already in use by another document: choose another'

/**
 * Whether another document of the collection holds `value` in `field`: in its live row, or in its newest draft (a
 * slug a draft holds would clash the moment both are published). Unique fields here are not localized, so one query
 * covers both languages; `req` keeps the check inside the save's transaction.
 */
async function heldByAnother(req: PayloadRequest, collection: CollectionSlug, field: string, value: unknown, id?: number | string | null) {
  if (value === null || value === undefined || value === '') return false
  const where: Where = { and: [{ [field]: { equals: value } }, ...(id === undefined || id === null ? [] : [{ id: { not_equals: id } }])] }
  const drafts = Boolean(req.payload.collections[collection]?.config.versions?.drafts)
  for (const draft of drafts ? [false, true] : [false]) {
    const { totalDocs } = await req.payload.count({ collection, where, draft, req, overrideAccess: true } as Parameters<typeof req.payload.count>[0])
    if (totalDocs > 0) return true
  }
  return false
}

/**
 * A field `validate` that refuses a value another document holds, after the field's own rule (if any) passes. The
 * field is named by its path: every unique field of ours sits at the top level of its document.
 */
export function notInUse<T>(own?: (value: T | null | undefined) => string | true) {
  return async (
    value: T | null | undefined,
    { req, id, collectionSlug, path }: { req: PayloadRequest; id?: number | string; collectionSlug?: string; path: (number | string)[] },
  ) => {
    const first = own ? own(value) : true
    if (first !== true || !collectionSlug) return first
    return (await heldByAnother(req, collectionSlug as CollectionSlug, String(path.at(-1)), value, id)) ? IN_USE : true
  }
}

/**
 * Payload skips field validation when a draft is saved, yet a draft's slug may not clash either: this hook gives a
 * draft save the same field error a publish gets from `notInUse`.
 */
export function refuseInUseOnDraft(name: string): CollectionBeforeChangeHook {
  return async ({ data, originalDoc, req, collection }) => {
    if (data._status === 'published') return data
    const value = data[name] ?? originalDoc?.[name]
    if (await heldByAnother(req, collection.slug as CollectionSlug, name, value, originalDoc?.id)) {
      throw new ValidationError({ collection: collection.slug, errors: [{ path: name, label: wordsFor(name), message: IN_USE }], req })
    }
    return data
  }
}
