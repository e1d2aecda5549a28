// One counter per process, shared through globalThis because payload.config.ts (and with it these hooks) is bundled
// into both the site's build and the admin's Next build, which would otherwise each hold their own copy.
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'

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

const afterChange: CollectionAfterChangeHook = ({ doc }) => {
  bumpPublicContentVersion()
  return doc
}
const afterDelete: CollectionAfterDeleteHook = ({ doc }) => {
  bumpPublicContentVersion()
  return doc
}
const globalAfterChange: GlobalAfterChangeHook = ({ doc }) => {
  bumpPublicContentVersion()
  return doc
}

export const invalidatePublicContentHooks = { afterChange: [afterChange], afterDelete: [afterDelete] }
export const invalidatePublicGlobalHooks = { afterChange: [globalAfterChange] }
