// Payload's own collections (the admin UI's preferences and edit locks, the migration log, the
// key-value store) are not the customers': customers have no admin UI. Staff reach the two the admin UI uses, within
// bounds. Also: on an https site the staff's `payload-token` cookie is Secure.
import type { Payload, PayloadRequest } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_PREFERENCE_BYTES, MAX_PREFERENCES_PER_STAFF } from '../../collections/hardening/internal-collections'
import { apiClient, ORIGIN, quietly, type Actor, type ApiClient } from './api-client'
import { startPayload, stopPayload } from './harness'

const INTERNAL = ['payload-preferences', 'payload-locked-documents', 'payload-migrations', 'payload-kv'] as const
type Internal = (typeof INTERNAL)[number]

let payload: Payload
let api: ApiClient
let postId: number | string

beforeAll(async () => {
  process.env.APP_URL = 'https://cosmic.example'
  payload = await startPayload()
  api = await apiClient(payload)
  postId = (await payload.find({ collection: 'posts', limit: 1, depth: 0 })).docs[0]!.id
})
afterAll(() => stopPayload(payload))

const count = async (collection: Internal) => (await payload.count({ collection, overrideAccess: true })).totalDocs
async function counts() {
  return Object.fromEntries(await Promise.all(INTERNAL.map(async (slug) => [slug, await count(slug)])))
}

const forgedLock = () => ({ document: { relationTo: 'posts', value: postId }, user: { relationTo: 'admins', value: api.users.admin!.id } })
// Just under the 1 MiB every JSON body is held to (ADR 157), so the preference's own bound is what refuses it.
const MEGABYTE = 'x'.repeat(1000 * 1000)

/** Each way a caller could write or read an internal collection over REST, and over GraphQL, which is off (ADR 156). */
const ATTEMPTS: [string, (actor: Actor) => Promise<{ status: number; text: string; json: Record<string, unknown> | null }>][] = [
  ['REST: store a preference by key', (actor) => api.call(actor, 'POST', '/api/payload-preferences/nav', { value: { open: true } })],
  ['REST: store a 1 MB preference by key', (actor) => api.call(actor, 'POST', '/api/payload-preferences/huge', { value: MEGABYTE })],
  ['REST: read a preference by key', (actor) => api.call(actor, 'GET', '/api/payload-preferences/nav')],
  ['REST: delete a preference by key', (actor) => api.call(actor, 'DELETE', '/api/payload-preferences/nav')],
  ['REST: create a preference', (actor) => api.call(actor, 'POST', '/api/payload-preferences', { key: 'k', value: { a: 1 } })],
  ['REST: list preferences', (actor) => api.call(actor, 'GET', '/api/payload-preferences')],
  ['REST: lock a post in an admin’s name', (actor) => api.call(actor, 'POST', '/api/payload-locked-documents', forgedLock())],
  ['REST: list locks', (actor) => api.call(actor, 'GET', '/api/payload-locked-documents')],
  ['REST: list migrations', (actor) => api.call(actor, 'GET', '/api/payload-migrations')],
  ['REST: add a migration', (actor) => api.call(actor, 'POST', '/api/payload-migrations', { name: 'x', batch: 99 })],
  ['REST: store a key-value pair', (actor) => api.call(actor, 'POST', '/api/payload-kv', { key: 'k', data: { a: 1 } })],
  [
    'GraphQL: create a preference',
    (actor) => api.query(actor, { query: 'mutation { createPayloadPreference(data: { key: "g", value: { a: 1 } }) { id } }' }),
  ],
  ['GraphQL: list preferences', (actor) => api.query(actor, { query: '{ PayloadPreferences { docs { id key } } }' })],
  [
    'GraphQL: lock a post in an admin’s name',
    (actor) =>
      api.query(actor, {
        query: 'mutation($data: mutationPayloadLockedDocumentInput!) { createPayloadLockedDocument(data: $data) { id } }',
        variables: { data: forgedLock() },
      }),
  ],
  ['GraphQL: list locks', (actor) => api.query(actor, { query: '{ PayloadLockedDocuments { docs { id } } }' })],
]

/** Whether an answer carried any record of an internal collection. */
function succeeded({ status, json }: { status: number; json: Record<string, unknown> | null }) {
  if (status >= 300) return false
  const data = json?.data as Record<string, { docs?: unknown[] } | null> | undefined
  if (data) return Object.values(data).some((value) => value !== null && (!value.docs || value.docs.length > 0))
  const docs = json?.docs as unknown[] | undefined
  return docs ? docs.length > 0 : Boolean(json?.doc ?? json?.value ?? json?.id)
}

describe('customers and anonymous callers are refused', () => {
  beforeAll(async () => {
    // Something to find: a preference and a lock of the editor's.
    await payload.create({ collection: 'payload-preferences', data: { key: 'nav', value: { open: true } } as never, user: api.users.editor })
    await payload.create({
      collection: 'payload-locked-documents',
      data: { document: { relationTo: 'posts', value: postId }, user: { relationTo: 'admins', value: api.users.editor!.id } } as never,
    })
  })

  for (const actor of ['anonymous', 'customer'] as const) {
    it.each(ATTEMPTS)(`${actor}: %s`, async (_name, attempt) => {
      const before = await counts()
      const answer = await quietly(payload, () => attempt(actor))
      expect(answer.status, answer.text.slice(0, 300)).toBeLessThan(500)
      expect(succeeded(answer), answer.text.slice(0, 300)).toBe(false)
      expect(await counts()).toEqual(before)
    })

    it(`${actor}: the Local API, acting for them, refuses every internal collection`, async () => {
      const user = actor === 'customer' ? (api.users.customer as PayloadRequest['user']) : undefined
      const before = await counts()
      const data: Record<Internal, Record<string, unknown>> = {
        'payload-preferences': { key: 'local', value: { a: 1 } },
        'payload-locked-documents': forgedLock(),
        'payload-migrations': { name: 'local', batch: 1 },
        'payload-kv': { key: 'local', data: { a: 1 } },
      }
      for (const collection of INTERNAL) {
        await expect(payload.create({ collection, data: data[collection] as never, overrideAccess: false, user })).rejects.toMatchObject({
          status: expect.any(Number),
        })
        const found = await payload.find({ collection, overrideAccess: false, user }).then(
          (result) => result.docs.length,
          () => 0,
        )
        expect(found, collection).toBe(0)
      }
      expect(await counts()).toEqual(before)
    })
  }

  it('staff still use what the admin UI needs (the same calls succeed for an editor)', async () => {
    expect((await api.call('editor', 'POST', '/api/payload-preferences/nav', { value: { open: false } })).status).toBe(200)
    expect(succeeded(await api.call('editor', 'GET', '/api/payload-preferences/nav'))).toBe(true)
    expect(succeeded(await api.call('editor', 'GET', '/api/payload-locked-documents'))).toBe(true)
  })
})

describe('staff within bounds', () => {
  it('a lock is always in the name of whoever takes it', async () => {
    await payload.delete({ collection: 'payload-locked-documents', where: { id: { exists: true } } })
    const rest = await api.call('editor', 'POST', '/api/payload-locked-documents', forgedLock())
    expect(rest.status, rest.text.slice(0, 300)).toBe(201)
    const { docs } = await payload.find({ collection: 'payload-locked-documents', depth: 0 })
    expect(docs).toHaveLength(1)
    for (const lock of docs) expect(lock.user).toEqual({ relationTo: 'admins', value: api.users.editor!.id })
    // Taking over a lock (what the admin UI's "edit anyway" sends) names the one who took it, whatever is asked.
    const taken = await api.call('admin', 'PATCH', `/api/payload-locked-documents/${docs[0]!.id}`, {
      user: { relationTo: 'admins', value: api.users.editor!.id },
    })
    expect(taken.status).toBe(200)
    expect((await payload.findByID({ collection: 'payload-locked-documents', id: docs[0]!.id, depth: 0 })).user).toEqual({
      relationTo: 'admins',
      value: api.users.admin!.id,
    })
  })

  it(`a preference holds at most ${MAX_PREFERENCE_BYTES / 1024} KB, by key and by REST`, async () => {
    const before = await count('payload-preferences')
    const big = { value: 'x'.repeat(MAX_PREFERENCE_BYTES + 1) }
    for (const answer of [
      await quietly(payload, () => api.call('editor', 'POST', '/api/payload-preferences/big', big)),
      await quietly(payload, () => api.call('editor', 'POST', '/api/payload-preferences/huge', { value: MEGABYTE })),
      await quietly(payload, () => api.call('editor', 'POST', '/api/payload-preferences', { key: 'big', ...big })),
    ]) {
      expect(answer.status, answer.text.slice(0, 200)).toBe(413)
      expect(answer.text).toMatch(/at most 16 KB/)
    }
    expect(await count('payload-preferences')).toBe(before)
    const longKey = await quietly(payload, () => api.call('editor', 'POST', `/api/payload-preferences/${'k'.repeat(201)}`, { value: 1 }))
    expect(longKey.status).toBe(400)
    expect(await count('payload-preferences')).toBe(before)
  })

  it(`a staff member keeps at most ${MAX_PREFERENCES_PER_STAFF} preferences, the most recently changed`, async () => {
    const editor = api.users.editor as PayloadRequest['user']
    const mine = () =>
      payload.count({ collection: 'payload-preferences', where: { 'user.value': { equals: editor!.id }, 'user.relationTo': { equals: 'admins' } } })
    const start = (await mine()).totalDocs
    // Straight to the database: the limit is what is checked here, not the speed of five hundred saves.
    for (let i = start; i < MAX_PREFERENCES_PER_STAFF; i++) {
      await payload.db.create({
        collection: 'payload-preferences',
        data: { key: `filler-${i}`, user: { relationTo: 'admins', value: editor!.id }, value: { i } },
        req: {} as never,
      })
    }
    expect((await mine()).totalDocs).toBe(MAX_PREFERENCES_PER_STAFF)
    expect((await api.call('editor', 'POST', '/api/payload-preferences/newest', { value: { n: 1 } })).status).toBe(200)
    await payload.create({ collection: 'payload-preferences', data: { key: 'newer', value: { n: 2 } } as never, user: editor, overrideAccess: false })
    expect((await mine()).totalDocs).toBe(MAX_PREFERENCES_PER_STAFF)
    expect(succeeded(await api.call('editor', 'GET', '/api/payload-preferences/newest'))).toBe(true)
  })
})

describe('the staff cookie on an https site', () => {
  it.each([
    ['admins', 'editor@test.in'],
    ['users', 'customer@example.in'],
  ])('a sign-in through /api/%s/login sets a Secure payload-token cookie', async (collection, email) => {
    const response = await api.call('anonymous', 'POST', `/api/${collection}/login`, { email, password: 'a-long-enough-password-1' })
    expect(response.status, response.text.slice(0, 200)).toBe(200)
    const { rest } = api
    const raw = await rest.POST(
      new Request(`${ORIGIN}/api/${collection}/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: ORIGIN },
        body: JSON.stringify({ email, password: 'a-long-enough-password-1' }),
      }),
      { params: Promise.resolve({ slug: [collection, 'login'] }) },
    )
    const cookie = raw.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/payload-token=/)
    expect(cookie).toMatch(/;\s*Secure/i)
    expect(cookie).toMatch(/HttpOnly/i)
  })
})
