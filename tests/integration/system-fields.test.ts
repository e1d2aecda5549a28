// System fields belong to the server. Once, one request with a system field ("createdAt": true) stored a row no one could read back, and
// every list holding it failed for everyone. System fields belong to the server, wrong-typed values are refused with
// a 400, and a refused write stores nothing.
import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { apiClient, profileData, quietly, type ApiClient } from './api-client'
import { startPayload, stopPayload } from './harness'

let payload: Payload
let api: ApiClient

beforeAll(async () => {
  payload = await startPayload()
  api = await apiClient(payload)
})
afterAll(() => stopPayload(payload))

const customerId = () => api.users.customer!.id
const profileCount = async () => (await payload.count({ collection: 'profiles' })).totalDocs

/** Everyone who lists profiles still can: the admin over REST, the customer over the Local API. */
async function expectProfilesReadable() {
  const rest = await api.call('admin', 'GET', '/api/profiles?depth=0')
  expect(rest.status, rest.text.slice(0, 300)).toBe(200)
  const { docs } = await payload.find({ collection: 'profiles', overrideAccess: false, user: api.users.customer, depth: 0 })
  for (const doc of docs) {
    expect(Number.isNaN(Date.parse(doc.createdAt))).toBe(false)
    expect(Number.isNaN(Date.parse(doc.updatedAt))).toBe(false)
  }
}

const SYSTEM_VALUES: Record<string, unknown>[] = [
  { createdAt: true },
  { updatedAt: true },
  { createdAt: '1e308' },
  { createdAt: 1e308 },
  { updatedAt: '1970-01-01T00:00:00.000Z' },
  { createdAt: { $gt: '' } },
  { id: 424242 },
  { id: 'not-an-id' },
]

describe('system fields are the server’s', () => {
  beforeEach(async () => {
    await payload.delete({ collection: 'profiles', where: { id: { exists: true } } })
  })

  it.each(SYSTEM_VALUES)('a customer creating a profile with %j sets no system field', async (extra) => {
    const started = Date.now()
    const answer = await quietly(payload, () => api.call('customer', 'POST', '/api/profiles', { ...profileData('Sys'), ...extra }))
    expect(answer.status, answer.text.slice(0, 300)).toBeLessThan(500)
    if (answer.status >= 400) expect(await profileCount()).toBe(0)
    else {
      const [doc] = (await payload.find({ collection: 'profiles', depth: 0 })).docs
      expect(doc!.id).not.toBe(424242)
      expect(Date.parse(doc!.createdAt)).toBeGreaterThanOrEqual(started - 1000)
      expect(Date.parse(doc!.updatedAt)).toBeGreaterThanOrEqual(started - 1000)
    }
    await expectProfilesReadable()
  })

  it.each(SYSTEM_VALUES)('a customer updating their profile with %j sets no system field', async (extra) => {
    const made = await payload.create({ collection: 'profiles', data: profileData('Sys') as never, overrideAccess: false, user: api.users.customer })
    const answer = await quietly(payload, () => api.call('customer', 'PATCH', `/api/profiles/${made.id}`, { fullName: 'Changed', ...extra }))
    expect(answer.status, answer.text.slice(0, 300)).toBeLessThan(500)
    const doc = await payload.findByID({ collection: 'profiles', id: made.id, depth: 0 })
    expect(doc.createdAt).toBe(made.createdAt)
    expect(Number.isNaN(Date.parse(doc.updatedAt))).toBe(false)
    await expectProfilesReadable()
  })

  it('an account’s own system fields are not the customer’s either', async () => {
    const before = await payload.findByID({ collection: 'users', id: customerId(), depth: 0 })
    const answer = await quietly(payload, () =>
      api.call('customer', 'PATCH', `/api/users/${customerId()}`, { createdAt: true, updatedAt: '1e308', id: 99 }),
    )
    expect(answer.status, answer.text.slice(0, 300)).toBeLessThan(500)
    const after = await payload.findByID({ collection: 'users', id: customerId(), depth: 0 })
    expect(after.createdAt).toBe(before.createdAt)
    expect(Number.isNaN(Date.parse(after.updatedAt))).toBe(false)
    expect((await api.call('admin', 'GET', '/api/users?depth=0')).status).toBe(200)
  })
})

describe('wrong-typed values answer 400 and store nothing', () => {
  beforeEach(async () => {
    await payload.delete({ collection: 'profiles', where: { id: { exists: true } } })
  })

  const PROFILE_CASES: [string, Record<string, unknown>][] = [
    ['a select given an array', { gender: [] }],
    ['a select given an object', { gender: { value: 'male' } }],
    ['a select given a value not offered', { gender: 'robot' }],
    ['a textarea given an object', { questions: {} }],
    ['a textarea given an array', { questions: ['a', 'b'] }],
    ['a textarea given a number', { questions: 42 }],
    ['a text field given an object', { fullName: { first: 'A' } }],
    ['a text field given an array', { fullName: ['A'] }],
    ['an encrypted field given an object', { dateOfBirth: { y: 1990 } }],
    ['a checkbox given a string', { birthTimeUnknown: 'yes' }],
    ['a checkbox given an object', { birthTimeUnknown: {} }],
  ]

  it.each(PROFILE_CASES)('profiles: %s', async (_name, extra) => {
    const answer = await quietly(payload, () => api.call('customer', 'POST', '/api/profiles', { ...profileData('Typed'), ...extra }))
    expect(answer.status, answer.text.slice(0, 300)).toBe(400)
    expect(answer.json?.errors, answer.text).toBeTruthy()
    expect(await profileCount()).toBe(0)
  })

  it.each(PROFILE_CASES)('profiles, on update: %s', async (_name, extra) => {
    const made = await payload.create({
      collection: 'profiles',
      data: profileData('Typed') as never,
      overrideAccess: false,
      user: api.users.customer,
      depth: 0,
    })
    const answer = await quietly(payload, () => api.call('customer', 'PATCH', `/api/profiles/${made.id}`, extra))
    expect(answer.status, answer.text.slice(0, 300)).toBe(400)
    const doc = await payload.findByID({ collection: 'profiles', id: made.id, depth: 0 })
    expect({ ...doc, updatedAt: made.updatedAt }).toEqual(made)
  })

  // Since ADR 022's update, nobody creates subscriptions or messages through the API; admins change subscriptions and
  // editors tick a message handled. A wrong-typed value in what they may change is a 400 that changes nothing.
  const STAFF_CASES: ['newsletter-subscribers' | 'contact-messages', string, Record<string, unknown>, 'admin' | 'editor'][] = [
    ['newsletter-subscribers', 'a date given true', { subscribedAt: true }, 'admin'],
    ['newsletter-subscribers', 'a date given 1e308', { subscribedAt: '1e308' }, 'admin'],
    ['newsletter-subscribers', 'a date given an object', { subscribedAt: {} }, 'admin'],
    ['newsletter-subscribers', 'a date given a huge number', { subscribedAt: 1e308 }, 'admin'],
    ['newsletter-subscribers', 'a checkbox given a number', { subscribed: 7 }, 'admin'],
    ['contact-messages', 'a checkbox given an array', { handled: [] }, 'editor'],
    ['contact-messages', 'a checkbox given a string', { handled: 'yes' }, 'editor'],
  ]

  const stored = {
    'newsletter-subscribers': (tag: string) => ({ email: `typed-${tag}@example.in`, subscribedAt: new Date().toISOString(), subscribed: true }),
    'contact-messages': (tag: string) => ({ name: 'N', email: `typed-${tag}@example.in`, subject: 'S', message: 'M' }),
  }

  it.each(STAFF_CASES)('%s: %s, changed by an %s', async (collection, name, data, actor) => {
    const made = await payload.create({ collection, data: stored[collection](name.replaceAll(' ', '-')) as never, depth: 0 })
    const answer = await quietly(payload, () => api.call(actor, 'PATCH', `/api/${collection}/${made.id}`, data))
    expect(answer.status, answer.text.slice(0, 300)).toBe(400)
    expect(await payload.findByID({ collection, id: made.id, depth: 0 })).toEqual(made)
  })

  it.each(['newsletter-subscribers', 'contact-messages'] as const)(
    '%s: no one creates one through the API, and a wrong-typed one is refused and stores nothing',
    async (collection) => {
      const before = (await payload.count({ collection })).totalDocs
      for (const actor of ['admin', 'editor'] as const) {
        const answer = await quietly(payload, () => api.call(actor, 'POST', `/api/${collection}`, { email: ['x@example.in'], message: { a: 1 } }))
        // The type check (400) may answer before the access check (403): refused either way.
        expect([400, 403], answer.text.slice(0, 300)).toContain(answer.status)
      }
      expect((await payload.count({ collection })).totalDocs).toBe(before)
    },
  )
})

// Client mistakes a security probe sent, each answered with a 4xx and a message, never a 500 or an empty body.
describe('client mistakes answer 4xx with a message', () => {
  const expectRefused = (answer: { status: number; text: string }, status: number) => {
    expect(answer.status, answer.text.slice(0, 300)).toBe(status)
    expect(answer.text).toMatch(/"message":"[^"]+"/)
    expect(answer.text).not.toMatch(/"name":"[A-Za-z]*Error"/)
  }

  it.each([
    ['a body that is not JSON', 'not json', 'text/plain', 415],
    ['broken JSON', '{"fullName":', 'application/json', 400],
    ['a JSON list', '[]', 'application/json', 400],
    ['broken form data', 'garbage', 'multipart/form-data; boundary=zz', 400],
  ])('POST /api/profiles with %s', async (_name, body, contentType, status) => {
    const before = await profileCount()
    expectRefused(await quietly(payload, () => api.call('customer', 'POST', '/api/profiles', body, contentType)), status)
    expect(await profileCount()).toBe(before)
  })

  it.each([
    ['{bad', '{bad'],
    ['a cyclic fragment', JSON.stringify({ query: 'fragment A on Profile { ...B } fragment B on Profile { ...A } { Profiles { docs { ...A } } }' })],
    ['a fragment spreading itself', JSON.stringify({ query: 'fragment A on Profile { id ...A } { Profiles { docs { ...A } } }' })],
    ['5,000 open braces', JSON.stringify({ query: '{'.repeat(5000) })],
  ])('POST /api/graphql with %s: GraphQL is off (ADR 156)', async (_name, body) => {
    expectRefused(await quietly(payload, () => api.query('customer', body)), 404)
  })

  it.each([
    'limit=Infinity',
    'page=Infinity',
    'where=_',
    'where[createdAt][equals]=abc',
    'where[id][in]=a,b',
    'where[id][near]=1,2',
    // Row numbers past PostgreSQL's integer column: a mistake to refuse, not a database error.
    'where[id][equals]=2147483648',
    'where[user][equals]=9999999999',
    'where[user][in]=1,9999999999',
  ])('GET /api/profiles?%s', async (query) => {
    expectRefused(await quietly(payload, () => api.call('customer', 'GET', `/api/profiles?${query}`)), 400)
  })

  it.each(['constructor', '1.5', '2147483648', '9999999999'])('GET /api/users/%s is not found', async (id) => {
    expectRefused(await quietly(payload, () => api.call('customer', 'GET', `/api/users/${id}`)), 404)
  })
})
