// The site's side of the per-customer page cache (server/customer-page-cache.mjs, ADR 142).
import { getUser } from './auth.server'

/** The id of the customer a Cookie header's live session names, or null: how the cache knows whose page it holds. */
export async function customerPageOwner(cookie: string): Promise<string | null> {
  const user = await getUser(new Request('http://localhost/', { headers: { cookie } }))
  return user ? String(user.id) : null
}

/**
 * Marks this answer as not to be kept by the per-customer page cache: a page showing a passing failure ("Could not
 * generate today's reading") must be rendered afresh on the next visit, even though nothing of the customer's changed.
 */
export function doNotKeepPage(context: unknown): void {
  const page = (context as { customerPage?: { keep: boolean } } | undefined)?.customerPage
  if (page) page.keep = false
}
