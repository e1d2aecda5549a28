// The per-request session check reads this cache first (ADR 035): a signed-in page view costs no database query while
// its entry is fresh. Entries live a few seconds and are dropped at once when this process revokes a session or
// changes the account, so a revocation here takes effect on the next request; another process (if ever there is one)
// honours it within TTL_MS.
import { BoundedMap } from '../../app/utils/bounded-map.mjs'

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
export function forgetSession(sessionId: number | string): void {
  for (const [key, entry] of entries()) if (entry.value && String(entry.value.sessionId) === String(sessionId)) entries().delete(key)
}

/** Drops every session of this account (its details changed, or it signed out everywhere). */
export function forgetUser(userId: number | string): void {
  for (const [key, entry] of entries()) if (entry.value && String(entry.value.userId) === String(userId)) entries().delete(key)
}

export function forgetToken(tokenHash: string): void {
  entries().delete(tokenHash)
}

/** Empties the cache (tests). */
export function clearSessionCache(): void {
  entries().clear()
}
