import { type CollectionBeforeChangeHook, type CollectionSlug, ValidationError } from 'payload'
import { DEFAULT_LOCALE } from '../../app/utils/locales.mjs'
import { lexicalToPlainText } from '../../app/utils/lexical-text'
import { wordsFor } from '../fields/label'

const IN_ENGLISH =
  'Empty in English. English is the site’s own language and must be complete before this is published: switch the locale to English and fill it in.'

function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true
  if (typeof value === 'string') return value.trim() === ''
  if (typeof value === 'object' && !Array.isArray(value) && 'root' in value) return lexicalToPlainText(value).trim() === ''
  return false
}

/**
 * English (the default locale) is complete before a document publishes, whatever locale the editor is in (ADR 201).
 * Payload checks a required localized field only in the locale being saved, so a post published while the admin was in
 * Hindi could go out with no English title or text and leave an empty card on the English blog. Publishing in another
 * locale reads the document's English as it stands (drafts included) and refuses, on each field, what is missing.
 */
export const defaultLocaleComplete: CollectionBeforeChangeHook = async ({ data, originalDoc, req, collection }) => {
  if (data._status !== 'published') return data
  const locale = req.locale
  if (!locale || locale === DEFAULT_LOCALE || locale === 'all') return data
  const required = collection.flattenedFields.filter((field) => 'localized' in field && field.localized && 'required' in field && field.required)
  if (required.length === 0) return data
  const id = (originalDoc as { id?: number | string } | undefined)?.id
  // A Local API call given this request sets the request's own locale to the one it asks for; the save this hook
  // belongs to must go on in the editor's locale, so it is put back afterwards.
  const { locale: savedLocale, fallbackLocale: savedFallback } = req
  let english: Record<string, unknown> | null = null
  try {
    english =
      id === undefined
        ? null
        : ((await req.payload.findByID({
            collection: collection.slug as CollectionSlug,
            id,
            locale: DEFAULT_LOCALE,
            fallbackLocale: false,
            draft: true,
            depth: 0,
            overrideAccess: true,
            disableErrors: true,
            req,
          })) as Record<string, unknown> | null)
  } finally {
    req.locale = savedLocale
    req.fallbackLocale = savedFallback
  }
  const missing = required.filter((field) => isEmpty(english?.[field.name]))
  if (missing.length === 0) return data
  throw new ValidationError({
    collection: collection.slug,
    req,
    errors: missing.map((field) => ({
      path: field.name,
      label: typeof field.label === 'string' ? field.label : wordsFor(field.name),
      message: IN_ENGLISH,
    })),
  })
}
