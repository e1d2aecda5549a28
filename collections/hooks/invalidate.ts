// One counter per process, shared through globalThis because payload.config.ts (and with it these hooks) is bundled
// into both the site's build and the admin's Next build, which would otherwise each hold their own copy.
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'

const KEY = Symbol.for('cosmic-insights.public-content-version')
type Holder = { [KEY]?: { version: number; listeners: Set<() => void> } }

function state() {
  const g = globalThis as Holder
  g[KEY] ??= { version: 0, listeners: new Set() }
  return g[KEY]
}

export function publicContentVersion(): number {
  return state().version
}

export function bumpPublicContentVersion(): void {
  const s = state()
  s.version += 1
  for (const listener of s.listeners) listener()
}

export function onPublicContentChange(listener: () => void): () => void {
  state().listeners.add(listener)
  return () => state().listeners.delete(listener)
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
