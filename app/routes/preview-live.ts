// POST /preview/:collection/:id/live?expires=…&signature=… (ADR 230): the admin's live preview sends what the editor has
// typed, as JSON; the answer is the draft with it laid over, rendered as the preview page shows it. The same signed link
// as the page's (ADR 134), checked the same way; nothing is saved, cached or shown to anyone else.
import { data } from 'react-router'
import { getFixedT, getLocale } from '../i18n/i18n.server'
import { openPreview } from '../services/preview.server'
import { PREVIEW_HEADERS, PREVIEW_STATUS } from '../utils/preview-link.server'
import type { Route } from './+types/preview-live'

export async function action({ request, params }: Route.ActionArgs) {
  const locale = await getLocale(request)
  let typed: unknown
  try {
    typed = request.headers.get('content-type')?.startsWith('application/json') ? await request.json() : undefined
  } catch {
    typed = undefined
  }
  // A body that is not a JSON object is as unreadable as one of the wrong shape.
  const outcome =
    typed && typeof typed === 'object'
      ? await openPreview(locale, params.collection, params.id, new URL(request.url).searchParams, typed)
      : ({ ok: false, code: 'unreadable' } as const)
  if (!outcome.ok) {
    const t = await getFixedT(locale, 'preview')
    return data({ draft: null, refusal: t(`refused.${outcome.code}`) }, { status: PREVIEW_STATUS[outcome.code], headers: PREVIEW_HEADERS })
  }
  return data({ draft: outcome.draft, refusal: null }, { headers: PREVIEW_HEADERS })
}
