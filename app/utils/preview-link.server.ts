// Signed preview links (ADR 134): the server signs which draft may be seen and until when with a key derived
// from PAYLOAD_SECRET; the site shows the draft only for a link whose signature matches and whose time has not run out.
// No Payload here: the CMS makes the links (collections/hooks/preview.ts) and the site checks them (app/services/preview.server.ts).
import crypto from 'node:crypto'
import { getEnv } from './env.server'

/** What a preview link can show: a post or a page, by its id (a draft may have no slug of its own yet). */
export const PREVIEW_COLLECTIONS = ['posts', 'pages'] as const
export type PreviewCollection = (typeof PREVIEW_COLLECTIONS)[number]

/** How long a link works after the admin made it: long enough for a review, short enough that a leaked link soon dies. */
const PREVIEW_LIFETIME_MS = 60 * 60 * 1000

export type PreviewRefusal = 'unsigned' | 'tampered' | 'expired'

/** A preview's answers: for the one person holding the link, never cached, never indexed. */
export const PREVIEW_HEADERS = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow' }
/** Each refusal's status: not a preview link, an altered one, one run out, nothing there, typing that cannot be read. */
export const PREVIEW_STATUS = { unsigned: 400, tampered: 403, expired: 410, missing: 404, unreadable: 400 } as const

// A key of its own, so a preview signature can never stand in for anything else signed with the same secret.
const key = () => crypto.createHmac('sha256', getEnv().PAYLOAD_SECRET).update('cosmic-insights preview link').digest()

const sign = (collection: string, id: string, expires: string) =>
  crypto.createHmac('sha256', key()).update(`${collection}\n${id}\n${expires}`).digest('base64url')

const previewPath = (collection: PreviewCollection, id: number | string) => `/preview/${collection}/${encodeURIComponent(String(id))}`

/** A site-relative link to a draft, valid for PREVIEW_LIFETIME_MS from now. */
export function signPreviewPath(collection: PreviewCollection, id: number | string, now = Date.now()): string {
  const expires = String(Math.floor((now + PREVIEW_LIFETIME_MS) / 1000))
  const query = new URLSearchParams({ expires, signature: sign(collection, String(id), expires) })
  return `${previewPath(collection, id)}?${query}`
}

/**
 * Checks a link's signature, then its time: a link with a forged or altered part is `tampered` even when it has also
 * expired, so an expired message is only ever shown for a link the server really made.
 */
export function checkPreview(collection: string, id: string, search: URLSearchParams, now = Date.now()): PreviewRefusal | null {
  const expires = search.get('expires')
  const signature = search.get('signature')
  if (!expires || !signature) return 'unsigned'
  const expected = Buffer.from(sign(collection, id, expires))
  const given = Buffer.from(signature)
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return 'tampered'
  if (!/^\d{1,12}$/.test(expires) || Number(expires) * 1000 <= now) return 'expired'
  return null
}
