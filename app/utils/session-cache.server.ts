// The per-request session check reads this cache first (ADR 035): a signed-in page view costs no database query while
// its entry is fresh. Entries live a few seconds and are dropped at once when this process revokes a session or
// changes the account, so a revocation here takes effect on the next request. With several processes on PostgreSQL,
// the collections' hooks announce the same to the others (ADR 239), which drop theirs when the write commits; while
// this process cannot hear them, the cache answers nothing.
import type { PayloadRequest } from 'payload'
import { BoundedMap } from '../../app/utils/bounded-map.mjs'
import { announceChange, crossProcessDown, onChange, onReconnect } from './cross-process.server'

const SESSION_CACHE_TTL_MS = 30_000
const MAX_ENTRIES = 10_000

export type CachedSession<T> = { sessionId: number | string; userId: number | string; expiresAt: number; lastSeenAt: number; user: T }
type Entry = { value: CachedSession<unknown> | null; cachedAt: number }

// One cache for the site's build and the CMS host's bundle, so a session revoked through either is gone for both.
const KEY = Symbol.for('cosmic-insights.session-cache')
const holder = globalThis as unknown as Record<typeof KEY, Map<string, Entry> | undefined>

function entries(): Map<string, Entry> {
  holder[KEY] ??= new BoundedMap(MAX_ENTRIES)
  return holder[KEY]
}

/** The cached session for a token hash: the session, null when it is known not to exist, undefined when not cached. */
export function cachedSession<T>(tokenHash: string, now = Date.now()): CachedSession<T> | null | undefined {
  if (crossProcessDown()) return undefined
  const entry = entries().get(tokenHash)
  if (!entry) return undefined
  if (now - entry.cachedAt >= SESSION_CACHE_TTL_MS) {
    entries().delete(tokenHash)
    return undefined
  }
  return entry.value as CachedSession<T> | null
}

export function cacheSession<T>(tokenHash: string, value: CachedSession<T> | null, now = Date.now()): void {
  entries().set(tokenHash, { value, cachedAt: now })
}

/** Drops the session with this id (revoked or changed). */
function forgetSession(sessionId: number | string): void {
  for (const [key, entry] of entries()) if (entry.value && String(entry.value.sessionId) === String(sessionId)) entries().delete(key)
}

/** Drops every session of this account (its details changed, or it signed out everywhere). */
export function forgetUser(userId: number | string): void {
  for (const [key, entry] of entries()) if (entry.value && String(entry.value.userId) === String(userId)) entries().delete(key)
}

onChange('session', forgetSession)
onChange('user', forgetUser)
onReconnect('sessions', clearSessionCache)

type Req = Pick<PayloadRequest, 'payload' | 'transactionID'>

/** Drops the session here and, on commit, in every other process (a collection hook's write). */
export async function forgetSessionEverywhere(req: Req, sessionId: number | string): Promise<void> {
  forgetSession(sessionId)
  await announceChange(req, 'session', sessionId)
}

/** Drops every session of the account here and, on commit, in every other process. */
export async function forgetUserEverywhere(req: Req, userId: number | string): Promise<void> {
  forgetUser(userId)
  await announceChange(req, 'user', userId)
}

export function forgetToken(tokenHash: string): void {
  entries().delete(tokenHash)
}

/** Empties the cache (tests). */
export function clearSessionCache(): void {
  entries().clear()
}
