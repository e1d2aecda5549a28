// POST /share (ADR 124): the share buttons make or revoke a public link to one of the customer's readings.
// The browser names only the kind and the item; the server checks the reading is the customer's and writes the
// summary from what is stored.
import { data } from 'react-router'
import { getLocale } from '../i18n/i18n.server'
import { createShareLink, revokeShareLink } from '../services/sharing.server'
import { requireUser } from '../utils/auth.server'
import { getEnv } from '../utils/env.server'
import { readForm } from '../utils/form.server'
import type { Route } from './+types/share'

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request)
  const form = await readForm(request)
  const intent = form.get('intent')
  if (intent === 'revoke') {
    const revoked = await revokeShareLink(user, form.get('token'))
    return revoked ? data({ ok: true as const, intent, link: null }) : data({ ok: false as const, intent, code: 'not-found' as const }, { status: 404 })
  }
  if (intent !== 'create') return data({ ok: false as const, intent: null, code: 'intent' as const }, { status: 400 })
  const result = await createShareLink(user, { kind: form.get('kind'), itemId: form.get('itemId') }, await getLocale(request), getEnv().APP_URL)
  if (result.ok) return data({ ok: true as const, intent, link: result.link })
  // Someone else's reading, or one that is gone, is simply not found: the answer says nothing of whose it is.
  return data({ ok: false as const, intent, code: result.code }, { status: result.code === 'not-found' ? 404 : 400 })
}

/** Nothing to show at this address: the buttons post here. */
export function loader() {
  throw data(null, { status: 405 })
}
