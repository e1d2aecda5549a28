// The site's side of a preview link (ADR 134): a draft is shown only for a link the server signed that has not run out.
import { checkPreview, PREVIEW_COLLECTIONS, type PreviewCollection, type PreviewRefusal } from '../utils/preview-link.server'
import type { Locale } from '../utils/locales.mjs'
import { getDraft, type Draft } from './content.server'

export type PreviewOutcome = { ok: true; draft: Draft } | { ok: false; code: PreviewRefusal | 'missing' }

const isPreviewCollection = (value: string): value is PreviewCollection => (PREVIEW_COLLECTIONS as readonly string[]).includes(value)

export async function openPreview(locale: Locale, collection: string, id: string, search: URLSearchParams): Promise<PreviewOutcome> {
  if (!isPreviewCollection(collection) || !/^[\w-]{1,64}$/.test(id)) return { ok: false, code: 'missing' }
  const refusal = checkPreview(collection, id, search)
  if (refusal) return { ok: false, code: refusal }
  const draft = await getDraft(locale, collection, id)
  return draft ? { ok: true, draft } : { ok: false, code: 'missing' }
}
