import { APIError, type Access, type CollectionConfig, type PayloadHandler, type PayloadRequest, type SanitizedConfig, type Where } from 'payload'
import { isStaff, nobody } from '../access'
import { isStorableJson } from './field-types'

// Payload adds collections of its own: the admin UI's preferences and edit locks, the migration
// log and a key-value store. Payload builds them while it sanitizes the configuration, after plugins have run, so
// their rules are set here, on the sanitized configuration (ADR 031). Customers have no admin UI: none of these are
// theirs. Staff reach the two the admin UI uses, within bounds.

/** The largest preference the admin UI may store for one key (its column and tab settings take a few hundred bytes). */
export const MAX_PREFERENCE_BYTES = 16 * 1024
/** Keys are short names such as `collection-posts` or `collection-posts-12`. */
const MAX_PREFERENCE_KEY_LENGTH = 200
/** Preferences kept per staff member; the least recently changed go first (one is kept per document edited). */
export const MAX_PREFERENCES_PER_STAFF = 500

const staffOnly: Access = ({ req }) => isStaff(req)
/** A staff member's own preferences, never anyone else's. */
const preferencesOf = (user: NonNullable<PayloadRequest['user']>): Where => ({
  and: [{ 'user.value': { equals: user.id } }, { 'user.relationTo': { equals: user.collection } }],
})
const ownPreferences: Access = ({ req }) => (isStaff(req) && req.user ? preferencesOf(req.user) : false)

const refuse = () => new APIError('This is for the Cosmic Insights CMS staff only.', 403, undefined, true)

function checkPreference(key: unknown, value: unknown) {
  if (typeof key !== 'string' || key.length === 0 || key.length > MAX_PREFERENCE_KEY_LENGTH) {
    throw new APIError(`A preference key is 1 to ${MAX_PREFERENCE_KEY_LENGTH} characters.`, 400, undefined, true)
  }
  const json = JSON.stringify(value ?? null) ?? ''
  if (!isStorableJson(value)) throw new APIError('A preference cannot hold NUL characters or unpaired surrogates.', 400, undefined, true)
  const size = Buffer.byteLength(json, 'utf8')
  if (size > MAX_PREFERENCE_BYTES) throw new APIError(`A preference holds at most ${MAX_PREFERENCE_BYTES / 1024} KB.`, 413, undefined, true)
}

/** Forgets a staff member's least recently changed preferences beyond MAX_PREFERENCES_PER_STAFF. */
async function prunePreferences(req: PayloadRequest) {
  const user = req.user
  if (!user) return
  const where = preferencesOf(user)
  const { totalDocs } = await req.payload.count({ collection: 'payload-preferences', where, req })
  if (totalDocs <= MAX_PREFERENCES_PER_STAFF) return
  const { docs } = await req.payload.find({
    collection: 'payload-preferences',
    where,
    sort: 'updatedAt',
    limit: totalDocs - MAX_PREFERENCES_PER_STAFF,
    depth: 0,
    req,
  })
  await req.payload.delete({ collection: 'payload-preferences', where: { id: { in: docs.map((doc) => doc.id) } }, req })
}

/** Payload's `/api/payload-preferences/:key` endpoints write with the database adapter directly: guarded here. */
function guardPreferenceEndpoint(handler: PayloadHandler, method: string): PayloadHandler {
  return async (req) => {
    if (!isStaff(req)) throw refuse()
    const key = req.routeParams?.key
    if (method !== 'post') {
      if (typeof key !== 'string' || key.length > MAX_PREFERENCE_KEY_LENGTH) throw new APIError('Not Found', 404, undefined, true)
      return handler(req)
    }
    const text = (await req.text?.()) ?? ''
    if (Buffer.byteLength(text, 'utf8') > MAX_PREFERENCE_BYTES + 1024)
      throw new APIError(`A preference holds at most ${MAX_PREFERENCE_BYTES / 1024} KB.`, 413, undefined, true)
    let data: unknown
    try {
      data = text ? JSON.parse(text) : {}
    } catch {
      throw new APIError('Invalid JSON', 400, undefined, true)
    }
    const value = data && typeof data === 'object' && 'value' in data ? (data as { value: unknown }).value : data
    checkPreference(key, value)
    ;(req as { json?: () => Promise<unknown> }).json = () => Promise.resolve(data)
    const response = await handler(req)
    await prunePreferences(req)
    return response
  }
}

function hardenPreferences(collection: CollectionConfig) {
  collection.access = { ...collection.access, read: ownPreferences, create: staffOnly, update: ownPreferences, delete: ownPreferences }
  collection.hooks ??= {}
  collection.hooks.beforeValidate = [
    ...(collection.hooks.beforeValidate ?? []),
    ({ data, originalDoc }) => {
      checkPreference(data?.key ?? originalDoc?.key, data && 'value' in data ? data.value : originalDoc?.value)
      return data
    },
  ]
  collection.hooks.afterChange = [
    ...(collection.hooks.afterChange ?? []),
    async ({ doc, operation, req }) => {
      if (operation === 'create') await prunePreferences(req)
      return doc
    },
  ]
  if (Array.isArray(collection.endpoints)) {
    collection.endpoints = collection.endpoints.map((endpoint) =>
      endpoint.path === '/:key' ? { ...endpoint, handler: guardPreferenceEndpoint(endpoint.handler, endpoint.method) } : endpoint,
    )
  }
}

function hardenLockedDocuments(collection: CollectionConfig) {
  collection.access = { ...collection.access, read: staffOnly, create: staffOnly, update: staffOnly, delete: staffOnly }
  collection.hooks ??= {}
  collection.hooks.beforeChange = [
    ...(collection.hooks.beforeChange ?? []),
    // A lock is always held by whoever takes it: no one locks a document in another person's name.
    ({ data, req }) => {
      if (req.user && isStaff(req)) data.user = { relationTo: req.user.collection, value: req.user.id }
      return data
    },
  ]
}

/** Payload's internal collections, each with the rules it gets here. A collection Payload adds later is refused. */
const INTERNAL: Record<string, (collection: CollectionConfig) => void> = {
  'payload-preferences': hardenPreferences,
  'payload-locked-documents': hardenLockedDocuments,
  // Written only by `payload migrate`, which acts as the server (the Local API without a user).
  'payload-migrations': (collection) => {
    collection.access = { ...collection.access, read: nobody, create: nobody, update: nobody, delete: nobody }
  },
  // Payload's jobs queue (the reminders), run by the server's cron only; its run endpoints check jobs.access.
  'payload-jobs': (collection) => {
    collection.access = { ...collection.access, read: nobody, create: nobody, update: nobody, delete: nobody }
  },
  // Payload's key-value store, used by the server only.
  'payload-kv': (collection) => {
    collection.access = { ...collection.access, read: nobody, create: nobody, update: nobody, delete: nobody }
  },
}

export function hardenInternalCollections(config: SanitizedConfig) {
  for (const collection of config.collections) {
    if (!collection.slug.startsWith('payload-')) continue
    const harden = INTERNAL[collection.slug]
    // A Payload upgrade that adds an internal collection must decide its rules here before it can start.
    if (!harden) throw new Error(`Payload's internal collection "${collection.slug}" has no access rules in collections/hardening`)
    harden(collection as unknown as CollectionConfig)
  }
}
