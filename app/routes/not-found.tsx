import { data, redirect } from 'react-router'
import { findRedirect } from '../services/content.server'
import type { Route } from './+types/not-found'

/** The shape of every address an editor can redirect from (collections/Redirects). */
const REDIRECTABLE = /^\/[a-z0-9/-]{1,199}$/

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  // No page lives here: an address an editor redirected leads on, for good (ADR 089).
  const moved = REDIRECTABLE.test(url.pathname) ? await findRedirect(url.pathname) : null
  if (moved) throw redirect(`${moved}${url.search}`, 301)
  // The attempted path is logged (spec 2.1) so broken links can be found and fixed.
  console.warn(`404 Not Found: ${url.pathname}`)
  throw data(null, { status: 404 })
}

export default function NotFound() {
  return null
}
