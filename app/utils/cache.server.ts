import { publicContentChangesAt, publicContentVersion } from '../../collections/hooks/invalidate'
import { BoundedMap } from './bounded-map.mjs'
import { getEnv } from './env.server'

// Public content (posts, pages, settings…) read through the services is kept here. Every Payload change to public
// content bumps the version, which empties it at once; the TTL covers changes made by another process.
const MAX_ENTRIES = 500
type Entry = { version: number; expires: number; value: Promise<unknown> }
const store = new BoundedMap<string, Entry>(MAX_ENTRIES)

export function cachedPublic<T>(key: string, load: () => Promise<T>): Promise<T> {
  const version = publicContentVersion()
  const now = Date.now()
  const hit = store.get(key)
  if (hit && hit.version === version && hit.expires > now) return hit.value as Promise<T>
  const value = load()
  store.set(key, { version, expires: now + getEnv().PUBLIC_CACHE_TTL_SECONDS * 1000, value })
  // A failed load is not remembered.
  value.catch(() => {
    if (store.get(key)?.value === value) store.delete(key)
  })
  return value
}

/** Marks a moment at which published content changes by the clock alone (a scheduled post): both caches empty then. */
export function contentChangesAt(at: number): void {
  publicContentChangesAt(at)
}
