// One counter per process, shared through globalThis because payload.config.ts (and with it these hooks) is bundled
// into both the site's build and the admin's Next build, which would otherwise each hold their own copy.
// With several processes on PostgreSQL, a bump is announced to the others, which bump theirs (ADR 239).
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'
import { announceChange, crossProcessDown, onChange, onReconnect } from '../../app/utils/cross-process.server'

const KEY = Symbol.for('cosmic-insights.public-content-version')
// `changesAt`: the next moment published content changes by the clock alone (a scheduled post falls due, ADR 087).
type Holder = { [KEY]?: { version: number; changesAt: number } }

function state() {
  const g = globalThis as Holder
  g[KEY] ??= { version: 0, changesAt: Infinity }
  return g[KEY]
}

/** The content version; it moves on by itself once the clock passes the next scheduled change, emptying the caches. */
export function publicContentVersion(): number {
  const current = state()
  // Deaf to the other processes' changes: a new version on every read, so no cache answers (ADR 239).
  if (crossProcessDown()) return ++current.version
  if (Date.now() >= current.changesAt) {
    current.changesAt = Infinity
    current.version += 1
  }
  return current.version
}

/** Marks a moment at which public content changes without an edit (the earliest marked moment wins). */
export function publicContentChangesAt(at: number): void {
  const current = state()
  if (at < current.changesAt) current.changesAt = at
}

function bumpPublicContentVersion(): void {
  const current = state()
  current.version += 1
  // The reads after an edit find the next scheduled moment afresh (the edit may have moved or removed it).
  current.changesAt = Infinity
}

onChange('content', bumpPublicContentVersion)
onReconnect('content', bumpPublicContentVersion)

const afterChange: CollectionAfterChangeHook = async ({ doc, req }) => {
  bumpPublicContentVersion()
  await announceChange(req, 'content')
  return doc
}
const afterDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
  bumpPublicContentVersion()
  await announceChange(req, 'content')
  return doc
}
const globalAfterChange: GlobalAfterChangeHook = async ({ doc, req }) => {
  bumpPublicContentVersion()
  await announceChange(req, 'content')
  return doc
}

export const invalidatePublicContentHooks = { afterChange: [afterChange], afterDelete: [afterDelete] }
export const invalidatePublicGlobalHooks = { afterChange: [globalAfterChange] }
