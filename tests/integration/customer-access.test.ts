// Who may do what with customer data (`users` and `profiles`): through the Local API with access control on, then
// through Payload's REST and GraphQL handlers, called in-process with the same Request objects the CMS host hands them.
// A customer reaches only their own records; anonymous callers and editors reach none; admins read them all.
import type { Payload, PayloadRequest, Where } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startMailCatcher } from '../setup/mail-catcher.mjs'
import { startPayload, stopPayload } from './harness'

type Id = number | string
type Actor = 'anonymous' | 'a' | 'b' | 'editor' | 'admin'
type Slug = 'users' | 'profiles'

const ORIGIN = 'http://localhost:3000'
const PASSWORD = { a: 'customer-a-password-1', b: 'customer-b-password-1', editor: 'editor-password-1', admin: 'admin-password-1' }

let payload: Payload
let catcher: Awaited<ReturnType<typeof startMailCatcher>>
let rest: (request: Request) => Promise<Response>
let graphql: (request: Request) => Promise<Response>
const actors: Record<Actor, PayloadRequest['user'] | undefined> = { anonymous: undefined, a: undefined, b: undefined, editor: undefined, admin: undefined }
const tokens: Partial<Record<Actor, string>> = {}
const ids = { users: { a: 0 as Id, b: 0 as Id }, profiles: { a: 0 as Id, b: 0 as Id } }

const profileData = (name: string) => ({
  fullName: name,
  dateOfBirth: '1990-01-15',
  timeOfBirth: '06:30',
  gender: 'other',
  placeName: `${name} Town`,
  latitude: '19.07283',
  longitude: '72.88261',
  timeZone: 'Asia/Kolkata',
})

async function customer(key: 'a' | 'b', email: string) {
  const doc = await payload.create({
    collection: 'users',
    data: { email, password: PASSWORD[key], fullName: `Customer ${key.toUpperCase()}`, preferredLanguage: 'en', _verified: true },
    disableVerificationEmail: true,
    overrideAccess: true,
  })
  actors[key] = { ...doc, collection: 'users' } as PayloadRequest['user']
  ids.users[key] = doc.id
  // A profile is made the way the site makes it: by the customer, with their own rights.
  const profile = await payload.create({ collection: 'profiles', data: profileData(`Customer ${key.toUpperCase()}`) as never, overrideAccess: false, user: actors[key] })
  ids.profiles[key] = profile.id
  tokens[key] = (await payload.login({ collection: 'users', data: { email, password: PASSWORD[key] } })).token
}

async function staff(key: 'editor' | 'admin') {
  const doc = await payload.create({ collection: 'admins', data: { email: `${key}@test.in`, password: PASSWORD[key], name: key, roles: [key] } })
  actors[key] = { ...doc, collection: 'admins' } as PayloadRequest['user']
  tokens[key] = (await payload.login({ collection: 'admins', data: { email: `${key}@test.in`, password: PASSWORD[key] } })).token
}

beforeAll(async () => {
  // Payload's own auth endpoints send mail; it goes to a server on loopback, never to the repository's outbox.
  catcher = await startMailCatcher()
  process.env.SMTP_URL = catcher.url
  payload = await startPayload()
  // The very first staff account always becomes an admin (staff.test.ts), so the admin comes first.
  await staff('admin')
  await staff('editor')
  await customer('a', 'customer-a@example.in')
  await customer('b', 'customer-b@example.in')
  const { default: config } = await import('@payload-config')
  const { handleEndpoints } = await import('payload')
  const { GRAPHQL_POST } = await import('@payloadcms/next/routes')
  rest = (request) => handleEndpoints({ config, request })
  graphql = GRAPHQL_POST(config)
})
afterAll(async () => {
  await stopPayload(payload)
  await catcher?.close()
})

const as = (actor: Actor) => ({ overrideAccess: false as const, user: actors[actor], depth: 0 })

/** The HTTP status a Local API call ends with: 200 when it succeeds, else the status of the error it throws. */
async function statusOf(call: Promise<unknown>): Promise<number> {
  try {
    await call
    return 200
  } catch (error) {
    const status = (error as { status?: number }).status
    if (typeof status !== 'number') throw error
    return status
  }
}

const refusedOrNotFound = [401, 403, 404]

/** The ids `actor` finds in `collection`, or none when the read itself is refused. */
async function visible(collection: Slug, actor: Actor, where?: Where): Promise<Id[]> {
  try {
    const { docs } = await payload.find({ collection, where, pagination: false, ...as(actor) })
    return docs.map((doc) => doc.id)
  } catch (error) {
    expect((error as { status?: number }).status).toBe(403)
    return []
  }
}

async function counted(collection: Slug, actor: Actor): Promise<number> {
  try {
    return (await payload.count({ collection, ...as(actor) })).totalDocs
  } catch (error) {
    expect((error as { status?: number }).status).toBe(403)
    return 0
  }
}

const stored = (collection: Slug, id: Id) => payload.findByID({ collection, id, overrideAccess: true, depth: 0, showHiddenFields: true }) as unknown as Promise<Record<string, unknown>>

describe('Local API: reading', () => {
  it.each(['users', 'profiles'] as const)('%s: each customer finds, counts and fetches only their own', async (collection) => {
    const own = ids[collection]
    expect(await visible(collection, 'a')).toEqual([own.a])
    expect(await visible(collection, 'b')).toEqual([own.b])
    // Asking for the other customer's record by name finds nothing either.
    expect(await visible(collection, 'a', { id: { equals: own.b } })).toEqual([])
    expect(await visible(collection, 'a', { or: [{ id: { equals: own.b } }, { id: { exists: true } }] })).toEqual([own.a])
    expect(await counted(collection, 'a')).toBe(1)
    expect(await statusOf(payload.findByID({ collection, id: own.a, ...as('a') }))).toBe(200)
    expect(refusedOrNotFound).toContain(await statusOf(payload.findByID({ collection, id: own.b, ...as('a') })))
    expect(refusedOrNotFound).toContain(await statusOf(payload.findByID({ collection, id: own.a, ...as('b') })))
  })

  it("profiles: a customer cannot reach another's profile through its owner", async () => {
    expect(await visible('profiles', 'a', { user: { equals: ids.users.b } })).toEqual([])
    expect(await visible('profiles', 'a', { 'user.email': { equals: 'customer-b@example.in' } })).toEqual([])
  })

  it.each(['anonymous', 'editor'] as const)('%s reads no customer data at all', async (actor) => {
    for (const collection of ['users', 'profiles'] as const) {
      expect(await visible(collection, actor)).toEqual([])
      expect(await counted(collection, actor)).toBe(0)
      for (const id of [ids[collection].a, ids[collection].b]) {
        expect(refusedOrNotFound).toContain(await statusOf(payload.findByID({ collection, id, ...as(actor) })))
      }
    }
  })

  it('an admin reads every account and profile, birth data readable', async () => {
    for (const collection of ['users', 'profiles'] as const) {
      expect(await visible(collection, 'admin')).toEqual(expect.arrayContaining([ids[collection].a, ids[collection].b]))
      expect(await counted(collection, 'admin')).toBeGreaterThanOrEqual(2)
    }
    const profile = await payload.findByID({ collection: 'profiles', id: ids.profiles.b, ...as('admin') })
    expect(profile).toMatchObject({ fullName: 'Customer B', dateOfBirth: '1990-01-15', placeName: 'Customer B Town' })
  })

  it('no one but the server reads the session version', async () => {
    for (const actor of ['a', 'admin'] as const) {
      const doc = await payload.findByID({ collection: 'users', id: ids.users.a, ...as(actor) })
      expect(doc).not.toHaveProperty('sessionVersion')
    }
  })
})

describe('Local API: creating', () => {
  it('no one creates an account through the API but an admin', async () => {
    for (const actor of ['anonymous', 'a', 'editor'] as const) {
      const data = { email: `made-by-${actor}@example.in`, password: 'made-password-1', fullName: 'Made', preferredLanguage: 'en', _verified: true }
      expect(await statusOf(payload.create({ collection: 'users', data: data as never, disableVerificationEmail: true, ...as(actor) }))).toBe(403)
      expect((await payload.count({ collection: 'users', where: { email: { equals: data.email } } })).totalDocs).toBe(0)
    }
    const made = await payload.create({
      collection: 'users',
      data: { email: 'made-by-admin@example.in', password: 'made-password-1', fullName: 'Made', preferredLanguage: 'en' },
      disableVerificationEmail: true,
      ...as('admin'),
    })
    expect(made.email).toBe('made-by-admin@example.in')
  })

  it('only a customer creates a profile, and it is always their own', async () => {
    for (const actor of ['anonymous', 'editor', 'admin'] as const) {
      expect(await statusOf(payload.create({ collection: 'profiles', data: { ...profileData('Staff'), user: ids.users.b } as never, ...as(actor) }))).toBe(403)
    }
    // A customer without a profile who names another customer as the owner still makes their own.
    const c = await payload.create({
      collection: 'users',
      data: { email: 'customer-c@example.in', password: 'customer-c-password-1', fullName: 'Customer C', preferredLanguage: 'en', _verified: true },
      disableVerificationEmail: true,
      overrideAccess: true,
    })
    const cUser = { ...c, collection: 'users' } as PayloadRequest['user']
    const made = await payload.create({ collection: 'profiles', data: { ...profileData('Customer C'), user: ids.users.b } as never, overrideAccess: false, user: cUser, depth: 0 })
    expect(made.user).toBe(c.id)
    await payload.delete({ collection: 'users', id: c.id, overrideAccess: true })
  })

  it('a customer who has a profile cannot make a second one, for themselves or for anyone else', async () => {
    for (const user of [ids.users.a, ids.users.b]) {
      const status = await statusOf(payload.create({ collection: 'profiles', data: { ...profileData('Intruder'), user } as never, ...as('a') }))
      expect(status).toBeGreaterThanOrEqual(400)
      expect(status).toBeLessThan(500)
    }
    expect((await payload.count({ collection: 'profiles', where: { user: { equals: ids.users.a } } })).totalDocs).toBe(1)
    expect((await payload.count({ collection: 'profiles', where: { user: { equals: ids.users.b } } })).totalDocs).toBe(1)
    expect((await stored('profiles', ids.profiles.b)).fullName).toBe('Customer B')
  })
})

describe('Local API: changing', () => {
  it.each(['users', 'profiles'] as const)("%s: a customer changes their own record, never another's", async (collection) => {
    const before = await stored(collection, ids[collection].b)
    expect(refusedOrNotFound).toContain(await statusOf(payload.update({ collection, id: ids[collection].b, data: { fullName: 'Changed by A' }, ...as('a') })))
    // An update by query reaches only the records the customer may see.
    const bulk = await payload.update({ collection, where: { id: { in: [ids[collection].a, ids[collection].b] } }, data: { fullName: 'Bulk by A' }, ...as('a') })
    expect(bulk.docs.map((doc) => doc.id)).toEqual([ids[collection].a])
    expect(await stored(collection, ids[collection].b)).toEqual(before)
    const own = await payload.update({ collection, id: ids[collection].a, data: { fullName: `Customer A` }, ...as('a') })
    expect(own.fullName).toBe('Customer A')
  })

  it.each(['anonymous', 'editor'] as const)('%s changes no customer data', async (actor) => {
    for (const collection of ['users', 'profiles'] as const) {
      const before = await stored(collection, ids[collection].b)
      expect(refusedOrNotFound).toContain(await statusOf(payload.update({ collection, id: ids[collection].b, data: { fullName: 'Changed' }, ...as(actor) })))
      expect(await stored(collection, ids[collection].b)).toEqual(before)
    }
  })

  it('an admin does not change birth profiles (only their owners do)', async () => {
    const before = await stored('profiles', ids.profiles.b)
    expect(refusedOrNotFound).toContain(await statusOf(payload.update({ collection: 'profiles', id: ids.profiles.b, data: { fullName: 'Admin' }, ...as('admin') })))
    expect(await stored('profiles', ids.profiles.b)).toEqual(before)
  })

  it('a customer cannot move their profile to another customer', async () => {
    await payload.update({ collection: 'profiles', id: ids.profiles.a, data: { user: ids.users.b } as never, ...as('a') }).catch(() => undefined)
    expect((await stored('profiles', ids.profiles.a)).user).toBe(ids.users.a)
  })

  it('a customer cannot make themselves an admin, verify or unverify themselves, or touch their session version', async () => {
    const before = await stored('users', ids.users.a)
    await payload.update({
      collection: 'users',
      id: ids.users.a,
      data: { isAdmin: true, sessionVersion: 99, _verified: false, fullName: 'Customer A' } as never,
      ...as('a'),
    })
    const after = await stored('users', ids.users.a)
    expect(after).toMatchObject({ isAdmin: false, sessionVersion: before.sessionVersion, _verified: true, fullName: 'Customer A' })
  })

  it('a customer cannot change their e-mail address, though the same address in another case is no change', async () => {
    const status = await statusOf(payload.update({ collection: 'users', id: ids.users.a, data: { email: 'someone-else@example.in' }, ...as('a') }))
    expect(status).toBe(403)
    expect((await stored('users', ids.users.a)).email).toBe('customer-a@example.in')
    await payload.update({ collection: 'users', id: ids.users.a, data: { email: 'Customer-A@Example.in' }, ...as('a') })
    expect((await stored('users', ids.users.a)).email).toBe('customer-a@example.in')
  })
})

describe('Local API: deleting', () => {
  it.each(['users', 'profiles'] as const)("%s: no one deletes a customer's record but the customer (or an admin, for accounts)", async (collection) => {
    for (const actor of ['a', 'anonymous', 'editor'] as const) {
      expect(refusedOrNotFound).toContain(await statusOf(payload.delete({ collection, id: ids[collection].b, ...as(actor) })))
    }
    const bulk = await payload.delete({ collection, where: { id: { equals: ids[collection].b } }, ...as('a') }).catch(() => ({ docs: [] }))
    expect(bulk.docs).toEqual([])
    expect(await statusOf(stored(collection, ids[collection].b))).toBe(200)
  })

  it('an admin does not delete a birth profile on its own', async () => {
    expect(refusedOrNotFound).toContain(await statusOf(payload.delete({ collection: 'profiles', id: ids.profiles.b, ...as('admin') })))
    expect(await statusOf(stored('profiles', ids.profiles.b))).toBe(200)
  })
})

/** One REST or GraphQL call, signed in as `actor` with a JWT the way an API client would be. */
function request(actor: Actor, method: string, path: string, body?: unknown): Request {
  const headers = new Headers({ Origin: ORIGIN })
  if (tokens[actor]) headers.set('Authorization', `JWT ${tokens[actor]}`)
  if (body !== undefined) headers.set('Content-Type', 'application/json')
  return new Request(`${ORIGIN}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })
}

async function call(actor: Actor, method: string, path: string, body?: unknown) {
  const response = await rest(request(actor, method, path, body))
  const text = await response.text()
  return { status: response.status, text, json: (text ? JSON.parse(text) : null) as Record<string, unknown> | null }
}

async function query(actor: Actor, source: string) {
  const response = await graphql(request(actor, 'POST', '/api/graphql', { query: source }))
  const text = await response.text()
  return { status: response.status, text, json: JSON.parse(text) as { data?: Record<string, { docs?: { id: Id }[] } | null> | null; errors?: { message: string }[] } }
}

/**
 * Runs calls that are meant to be refused without their error log: Payload's GraphQL handler logs every refusal at
 * error level, and so does its REST handler for our own APIError. Anything unexpected still fails the assertions.
 */
async function refused<T>(run: () => Promise<T>): Promise<T> {
  const level = payload.logger.level
  payload.logger.level = 'fatal'
  try {
    return await run()
  } finally {
    payload.logger.level = level
  }
}

const docIds = (json: Record<string, unknown> | null) => ((json?.docs as { id: Id }[] | undefined) ?? []).map((doc) => doc.id)

describe('REST API', () => {
  it('counts sign-ins through REST and GraphQL against the same limits as the site, per e-mail and per client address', async () => {
    const { ACCOUNT_LIMITS, CLIENT_ADDRESS_HEADER, rateLimiter } = await import('../../app/utils/rate-limit.server')
    const { perAddress, perEmail } = ACCOUNT_LIMITS['sign-in']
    const login = (email: string, password: string, address?: string) => {
      const headers = new Headers({ Origin: ORIGIN, 'Content-Type': 'application/json' })
      if (address) headers.set(CLIENT_ADDRESS_HEADER, address)
      return rest(new Request(`${ORIGIN}/api/users/login`, { method: 'POST', headers, body: JSON.stringify({ email, password }) }))
    }
    rateLimiter.reset()
    try {
      // Per e-mail: the right password, every time, so Payload's lockout of failed sign-ins plays no part.
      for (let i = 0; i < perEmail.max; i++) expect((await login('customer-b@example.in', PASSWORD.b, `198.51.100.${i}`)).status).toBe(200)
      const limited = await refused(() => login('customer-b@example.in', PASSWORD.b, '198.51.100.200'))
      expect(limited.status).toBe(429)
      expect(JSON.stringify(await limited.json())).toMatch(/Too many attempts\. Please wait \d+ minutes? and try again\./)
      const mutation = `mutation { loginUser(email: "customer-b@example.in", password: "${PASSWORD.b}") { token } }`
      const viaGraphql = await refused(() => query('anonymous', mutation))
      expect(viaGraphql.json.data?.loginUser ?? null).toBeNull()
      expect(viaGraphql.json.errors?.[0]?.message).toMatch(/Too many attempts/)
      // Per client address, across e-mail addresses; another address is not held back.
      for (let i = 0; i < perAddress.max; i++) expect((await refused(() => login(`nobody-${i}@example.in`, 'wrong-password', '203.0.113.9'))).status).toBe(401)
      expect((await refused(() => login('customer-a@example.in', PASSWORD.a, '203.0.113.9'))).status).toBe(429)
      expect((await login('customer-a@example.in', PASSWORD.a, '203.0.113.10')).status).toBe(200)
    } finally {
      rateLimiter.reset()
    }
  })

  it('signs the customer in with their JWT', async () => {
    const { status, json } = await call('a', 'GET', '/api/users/me')
    expect(status).toBe(200)
    expect((json?.user as { id: Id }).id).toBe(ids.users.a)
  })

  it.each(['users', 'profiles'] as const)("/api/%s: a customer lists and fetches only their own, never another's", async (collection) => {
    const list = await call('a', 'GET', `/api/${collection}?limit=100&depth=1`)
    expect(list.status).toBe(200)
    expect(docIds(list.json)).toEqual([ids[collection].a])
    expect(list.text).not.toContain('customer-b@example.in')
    expect(list.text).not.toContain('Customer B')
    expect((await call('a', 'GET', `/api/${collection}/${ids[collection].a}`)).status).toBe(200)
    const other = await call('a', 'GET', `/api/${collection}/${ids[collection].b}`)
    expect(refusedOrNotFound).toContain(other.status)
    expect(other.text).not.toContain('Customer B')
    const count = await call('a', 'GET', `/api/${collection}/count`)
    expect(count.json).toMatchObject({ totalDocs: 1 })
  })

  it('a customer cannot change or delete another customer', async () => {
    const before = await stored('users', ids.users.b)
    expect(refusedOrNotFound).toContain((await call('a', 'PATCH', `/api/users/${ids.users.b}`, { fullName: 'Changed over REST' })).status)
    expect(refusedOrNotFound).toContain((await call('a', 'PATCH', `/api/profiles/${ids.profiles.b}`, { fullName: 'Changed over REST' })).status)
    expect(refusedOrNotFound).toContain((await call('a', 'DELETE', `/api/users/${ids.users.b}`)).status)
    expect(refusedOrNotFound).toContain((await call('a', 'DELETE', `/api/profiles/${ids.profiles.b}`)).status)
    expect(await stored('users', ids.users.b)).toEqual(before)
    expect((await stored('profiles', ids.profiles.b)).fullName).toBe('Customer B')
  })

  it('a customer cannot raise their own rights or change their e-mail', async () => {
    await call('a', 'PATCH', `/api/users/${ids.users.a}`, { isAdmin: true, sessionVersion: 42, _verified: false })
    expect(await stored('users', ids.users.a)).toMatchObject({ isAdmin: false, sessionVersion: 0, _verified: true })
    expect((await refused(() => call('a', 'PATCH', `/api/users/${ids.users.a}`, { email: 'elsewhere@example.in' }))).status).toBe(403)
    expect((await refused(() => call('a', 'POST', '/api/users', { email: 'api-made@example.in', password: 'api-made-password-1', fullName: 'API' }))).status).toBe(403)
    expect((await payload.count({ collection: 'users', where: { email: { equals: 'api-made@example.in' } } })).totalDocs).toBe(0)
  })

  // The password changes only on the site, which asks for the current one and ends the other sessions (ADR 013).
  it('a customer cannot set a password through the API, and the old one keeps working', async () => {
    const before = Number((await stored('users', ids.users.a)).sessionVersion)
    expect((await refused(() => call('a', 'PATCH', `/api/users/${ids.users.a}`, { password: 'changed-over-api-1' }))).status).toBe(403)
    expect(await statusOf(payload.login({ collection: 'users', data: { email: 'customer-a@example.in', password: 'changed-over-api-1' } }))).not.toBe(200)
    expect(await statusOf(payload.login({ collection: 'users', data: { email: 'customer-a@example.in', password: PASSWORD.a } }))).toBe(200)
    expect(Number((await stored('users', ids.users.a)).sessionVersion)).toBe(before)
  })

  // Reset mails and resets belong to the site, which rate-limits the one and ends every session after the other.
  it('password reset mails and resets are refused through the API', async () => {
    expect((await refused(() => call('anonymous', 'POST', '/api/users/forgot-password', { email: 'customer-b@example.in' }))).status).toBe(403)
    const token = await payload.forgotPassword({ collection: 'users', data: { email: 'customer-b@example.in' }, disableEmail: true })
    expect((await refused(() => call('anonymous', 'POST', '/api/users/reset-password', { token, password: 'reset-over-api-1' }))).status).toBe(403)
    expect(await statusOf(payload.login({ collection: 'users', data: { email: 'customer-b@example.in', password: PASSWORD.b } }))).toBe(200)
  })

  it.each(['anonymous', 'editor'] as const)('%s gets no customer data', async (actor) => {
    for (const collection of ['users', 'profiles'] as const) {
      for (const path of [`/api/${collection}?limit=100`, `/api/${collection}/${ids[collection].a}`, `/api/${collection}/count`]) {
        const { status, json, text } = await call(actor, 'GET', path)
        if (status === 200) expect(json, path).toMatchObject({ totalDocs: 0 })
        else expect(refusedOrNotFound, path).toContain(status)
        expect(text, path).not.toContain('customer-a@example.in')
        expect(text, path).not.toContain('Customer A')
      }
    }
  })

  it('an admin reads both customers’ profiles', async () => {
    const { status, json } = await call('admin', 'GET', '/api/profiles?limit=100')
    expect(status).toBe(200)
    expect(docIds(json)).toEqual(expect.arrayContaining([ids.profiles.a, ids.profiles.b]))
  })
})

describe('GraphQL API', () => {
  it('gives a customer only their own account and profile', async () => {
    const { json } = await query('a', '{ Users { docs { id email } } Profiles { docs { id fullName dateOfBirth } } }')
    expect(json.errors).toBeUndefined()
    expect(json.data?.Users?.docs?.map((doc) => doc.id)).toEqual([ids.users.a])
    expect(json.data?.Profiles?.docs).toEqual([{ id: ids.profiles.a, fullName: 'Customer A', dateOfBirth: '1990-01-15' }])
  })

  it("refuses a customer another customer's profile, and any change to it", async () => {
    const b = { profile: JSON.stringify(ids.profiles.b), user: JSON.stringify(ids.users.b) }
    const read = await refused(() => query('a', `{ Profile(id: ${b.profile}) { id fullName } }`))
    const write = await refused(() => query('a', `mutation { updateProfile(id: ${b.profile}, data: { fullName: "Changed over GraphQL" }) { id } }`))
    const rename = await refused(() => query('a', `mutation { updateUser(id: ${b.user}, data: { fullName: "Changed over GraphQL" }) { id } }`))
    expect(read.text).not.toContain('Customer B')
    expect(read.json.errors?.length).toBeGreaterThan(0)
    expect(write.json.errors?.length).toBeGreaterThan(0)
    expect(rename.json.errors?.length).toBeGreaterThan(0)
    expect((await stored('profiles', ids.profiles.b)).fullName).toBe('Customer B')
    expect((await stored('users', ids.users.b)).fullName).toBe('Customer B')
  })

  it.each(['anonymous', 'editor'] as const)('gives %s nothing', async (actor) => {
    const { json, text } = await refused(() => query(actor, '{ Users { docs { id email } } Profiles { docs { id fullName } } }'))
    expect(json.data?.Users?.docs ?? []).toEqual([])
    expect(json.data?.Profiles?.docs ?? []).toEqual([])
    expect(text).not.toContain('@example.in')
    expect(text).not.toContain('Customer')
  })
})

// Last: the account deletions here change what the tests above see.
describe('deleting an account', () => {
  it('a customer deletes their own account over REST, and their profile goes with it', async () => {
    const { status } = await call('a', 'DELETE', `/api/users/${ids.users.a}`)
    expect(status).toBe(200)
    expect((await payload.count({ collection: 'users', where: { id: { equals: ids.users.a } } })).totalDocs).toBe(0)
    expect((await payload.count({ collection: 'profiles', where: { user: { equals: ids.users.a } } })).totalDocs).toBe(0)
    expect((await stored('profiles', ids.profiles.b)).fullName).toBe('Customer B')
  })

  // Payload gives every auth collection a first-register endpoint that works while the collection is empty: right for
  // the staff's first admin, wrong for customers, who sign up on the site (verified by mail, rate-limited).
  it('no one registers the "first" customer through the API once there are no customers', async () => {
    await payload.delete({ collection: 'users', where: { id: { exists: true } }, overrideAccess: true })
    expect((await payload.count({ collection: 'users' })).totalDocs).toBe(0)
    const data = { email: 'first@example.in', password: 'first-password-1', fullName: 'First', preferredLanguage: 'en', isAdmin: true }
    const { status } = await refused(() => call('anonymous', 'POST', '/api/users/first-register', data))
    expect(refusedOrNotFound).toContain(status)
    expect((await payload.count({ collection: 'users' })).totalDocs).toBe(0)
  })
})
