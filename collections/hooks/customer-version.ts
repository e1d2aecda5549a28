// One data version per customer (ADR 142): every write to the account or to any of the customer's documents moves it,
// and the per-customer page cache (server/customer-page-cache.mjs) serves a kept page only while it stands still.
// Shared through globalThis, as the public content version is, because this config is bundled into both the site's
// build and the admin's Next build: an admin's edit through the CMS must reach the site's cache too.
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionConfig } from 'payload'
import { CUSTOMER_DATA, CUSTOMER_RECORDS_KEPT } from '../../app/domain/customer-data'
import { announceChange, crossProcessDown, onChange, onReconnect } from '../../app/utils/cross-process.server'

const KEY = Symbol.for('cosmic-insights.customer-data-versions')
// Customers whose versions are held; past this the map is emptied, and the global epoch moves so that no page kept
// under a forgotten version can match again.
const MAX_CUSTOMERS = 100_000
type State = { epoch: number; versions: Map<string, number>; deaf: number }
type Holder = { [KEY]?: State }

function state(): State {
  const g = globalThis as Holder
  g[KEY] ??= { epoch: 0, versions: new Map(), deaf: 0 }
  return g[KEY]
}

/** The customer's data version: a number that changes whenever anything of theirs is written. */
export function customerDataVersion(userId: string | number): number {
  const current = state()
  // Deaf to the other processes' changes: a value never seen before on every read, so no kept page matches (ADR 239).
  if (crossProcessDown()) return -++current.deaf
  const { epoch, versions } = current
  return epoch * 1e9 + (versions.get(String(userId)) ?? 0)
}

export function bumpCustomerDataVersion(userId: string | number): void {
  const current = state()
  if (current.versions.size >= MAX_CUSTOMERS) {
    current.versions.clear()
    current.epoch += 1
  }
  const key = String(userId)
  current.versions.set(key, (current.versions.get(key) ?? 0) + 1)
}

// Another process's write (ADR 239); after the channel was away, every customer's pages are stale.
onChange('customer', (id) => bumpCustomerDataVersion(id))
onReconnect('customer', () => {
  const current = state()
  current.versions.clear()
  current.epoch += 1
})

/** The owner a document names: the account itself, or its `user` field (an id, or the account when populated). */
function ownerOf(slug: string, doc: unknown): string | number | null {
  if (!doc || typeof doc !== 'object') return null
  if (slug === 'users') return (doc as { id?: string | number }).id ?? null
  const user = (doc as { user?: unknown }).user
  if (typeof user === 'string' || typeof user === 'number') return user
  if (user && typeof user === 'object' && 'id' in user) return (user as { id: string | number }).id
  return null
}

const afterChange: CollectionAfterChangeHook = async ({ collection, doc, previousDoc, req }) => {
  const owner = ownerOf(collection.slug, doc)
  if (owner !== null) {
    bumpCustomerDataVersion(owner)
    await announceChange(req, 'customer', owner)
  }
  // A document handed from one customer to another (or erased of its owner) changes what the first one sees too.
  const before = ownerOf(collection.slug, previousDoc)
  if (before !== null && String(before) !== String(owner)) {
    bumpCustomerDataVersion(before)
    await announceChange(req, 'customer', before)
  }
  return doc
}
const afterDelete: CollectionAfterDeleteHook = async ({ collection, doc, req }) => {
  const owner = ownerOf(collection.slug, doc)
  if (owner !== null) {
    bumpCustomerDataVersion(owner)
    await announceChange(req, 'customer', owner)
  }
  return doc
}

export const customerVersionHooks = { afterChange: [afterChange], afterDelete: [afterDelete] }

const TRACKED = new Set<string>(['users', ...CUSTOMER_DATA, ...CUSTOMER_RECORDS_KEPT])

/** Adds the version hooks to the account and to every collection of customer data; other collections pass through. */
export function withCustomerVersion(collection: CollectionConfig): CollectionConfig {
  if (!TRACKED.has(collection.slug)) return collection
  const hooks = collection.hooks ?? {}
  return {
    ...collection,
    hooks: {
      ...hooks,
      afterChange: [...(hooks.afterChange ?? []), ...customerVersionHooks.afterChange],
      afterDelete: [...(hooks.afterDelete ?? []), ...customerVersionHooks.afterDelete],
    },
  }
}
