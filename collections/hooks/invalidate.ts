// One counter per process, shared through globalThis because payload.config.ts (and with it these hooks) is bundled
// into both the site's build and the admin's Next build, which would otherwise each hold their own copy.
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'

const KEY = Symbol.for('cosmic-insights.public-content-version')
type Holder = { [KEY]?: { version: number } }

function state() {
  const g = globalThis as Holder
  g[KEY] ??= { version: 0 }
  return g[KEY]
}

export function publicContentVersion(): number {
  return state().version
}

function bumpPublicContentVersion(): void {
  state().version += 1
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
