// Callers of the CMS's REST surface for integration tests: the same handlers the CMS host's routes serve
// (cms/api-handlers.ts), called in-process with the Request objects Next hands them, signed in as a customer or staff.
// GraphQL is off (ADR 156): `query` sends a GraphQL POST where it used to go, to show that nothing answers it.
import fc from 'fast-check'
import type { CollectionSlug, Payload, PayloadRequest } from 'payload'
import { expect } from 'vitest'
import { createCustomer } from './factories'

type Id = number | string
export type Actor = 'anonymous' | 'customer' | 'editor' | 'admin'
export const ORIGIN = 'http://localhost:3000'

const PASSWORD = 'a-long-enough-password-1'

export type ApiClient = Awaited<ReturnType<typeof apiClient>>

/** Makes an admin, an editor and a customer (with a profile), and returns callers of each surface as each of them. */
export async function apiClient(payload: Payload) {
  const { default: config } = await import('@payload-config')
  const { restHandlers } = await import('../../cms/api-handlers')
  const rest = restHandlers(config)

  const users: Record<Actor, (PayloadRequest['user'] & { id: Id }) | undefined> = {
    anonymous: undefined,
    customer: undefined,
    editor: undefined,
    admin: undefined,
  }
  const tokens: Partial<Record<Actor, string>> = {}
  // The very first staff account always becomes an admin, so the admin comes first.
  for (const role of ['admin', 'editor'] as const) {
    const doc = await payload.create({ collection: 'admins', data: { email: `${role}@test.in`, password: PASSWORD, name: role, roles: [role] } })
    users[role] = { ...doc, collection: 'admins' } as never
    tokens[role] = (await payload.login({ collection: 'admins', data: { email: `${role}@test.in`, password: PASSWORD } })).token
  }
  const { doc: customer } = await createCustomer(payload, { email: 'customer@example.in', password: PASSWORD, fullName: 'Customer' })
  users.customer = { ...customer, collection: 'users' } as never
  tokens.customer = (await payload.login({ collection: 'users', data: { email: 'customer@example.in', password: PASSWORD } })).token

  /** A request as `actor` would send it; `body` is sent as given when a string, else as JSON. */
  function request(actor: Actor, method: string, path: string, body?: unknown, contentType?: string): Request {
    const headers = new Headers({ Origin: ORIGIN })
    if (tokens[actor]) headers.set('Authorization', `JWT ${tokens[actor]}`)
    if (body !== undefined) headers.set('Content-Type', contentType ?? 'application/json')
    const payloadBody = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body)
    return new Request(`${ORIGIN}${path}`, { method, headers, body: payloadBody })
  }

  async function read(response: Response) {
    const text = await response.text()
    let json: unknown = null
    try {
      json = text ? JSON.parse(text) : null
    } catch {
      json = null
    }
    return { status: response.status, text, json: json as Record<string, unknown> | null }
  }

  /** One REST call, routed the way Next routes /api/[...slug]. */
  async function call(actor: Actor, method: string, path: string, body?: unknown, contentType?: string) {
    const { pathname } = new URL(path, ORIGIN)
    // Next decodes each segment; one it cannot decode it refuses with a 400 before any handler runs.
    const segments = pathname.replace(/^\/api\//, '').split('/')
    const slug: string[] = []
    for (const segment of segments) {
      try {
        slug.push(decodeURIComponent(segment))
      } catch {
        return { status: 400, text: 'Bad Request', json: null }
      }
    }
    const handler = rest[method as keyof typeof rest]
    return read(await handler(request(actor, method, path, body, contentType), { params: Promise.resolve({ slug }) }))
  }

  /** A GraphQL POST to /api/graphql, which the CMS host now routes to the REST handlers like any other /api path;
   * `body` is the raw body when a string, else `{ query, variables }`. */
  async function query(actor: Actor, source: string | { query: string; variables?: unknown }, contentType?: string) {
    return read(await rest.POST(request(actor, 'POST', '/api/graphql', source, contentType), { params: Promise.resolve({ slug: ['graphql'] }) }))
  }

  return { users, tokens, call, query, request, rest }
}

/**
 * Runs calls that are meant to be refused without their error log: Payload logs refusals at error level. Anything
 * unexpected still fails the assertions.
 */
export async function quietly<T>(payload: Payload, run: () => Promise<T>): Promise<T> {
  const level = payload.logger.level
  payload.logger.level = 'fatal'
  try {
    return await run()
  } finally {
    payload.logger.level = level
  }
}

export const profileData = (name: string) => ({
  fullName: name,
  dateOfBirth: '1990-01-15',
  timeOfBirth: '06:30',
  gender: 'other',
  placeName: `${name} Town`,
  latitude: '19.07283',
  longitude: '72.88261',
  timeZone: 'Asia/Kolkata',
})

// ─── Fuzzing (ADR 032) and the site's form actions ───────────────────────────────────────────────────────────────────
// Shared by tests/integration/fuzz*.test.ts: inputs generated from a fixed seed (the same every run, so a failure names
// an input that can be replayed), a runner that counts rows after each request, and callers of the site's actions.

/** The seed of the JSON values sampled from fast-check. */
const FUZZ_SEED = 20261123

/** mulberry32: a small seeded generator, so every run sends the same inputs in the same order. */
export function generator(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (n: number) => Math.floor(next() * n)
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!
  return { next, int, pick }
}

const nested = (depth: number): unknown => (depth === 0 ? 'bottom' : { a: nested(depth - 1) })
const nestedArray = (depth: number): unknown => (depth === 0 ? [] : [nestedArray(depth - 1)])

/** Values no field expects: wrong types, extremes, control characters, operators where values belong. */
export const HOSTILE: unknown[] = [
  true,
  false,
  null,
  0,
  -0,
  -1,
  1.5,
  1e308,
  -1e308,
  2 ** 53 + 1,
  Number.MIN_VALUE,
  '',
  ' ',
  '      ',
  '\u0000',
  'a\u0000b',
  '\u001b[31mred',
  'line\r\nbreak',
  '\t',
  '\u202e',
  '\ud800',
  '💥'.repeat(500),
  'x'.repeat(10_001),
  'y'.repeat(200_000),
  '1e308',
  'NaN',
  'Infinity',
  '-1',
  'true',
  'null',
  '[]',
  '{}',
  '0x10',
  '2020-13-45',
  '1970-01-01T00:00:00.000Z',
  '9999-12-31T23:59:59.999Z',
  '+275760-09-13T00:00:00.000Z',
  "' OR '1'='1",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '%00',
  '%',
  '\\',
  'enc1.a.b.c.d',
  '__proto__',
  'constructor',
  'DELETE ',
  [],
  [[]],
  [1, 2, 3],
  ['a', { b: 1 }],
  {},
  { a: 1 },
  { equals: 1 },
  { $gt: '' },
  { in: [1, 2] },
  { relationTo: 'admins', value: 1 },
  { id: 1 },
  nested(60),
  nestedArray(60),
]

/** Keys a caller should never get to set, or that poison a plain object. */
export const HOSTILE_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'id',
  'createdAt',
  'updatedAt',
  'deletedAt',
  'user',
  '_verified',
  'isAdmin',
  'sessionVersion',
  'roles',
  'hash',
  'salt',
  'loginAttempts',
  'lockUntil',
  '',
  ' ',
  'a.b',
  '$where',
]

/** Bodies that are not a JSON object, with the content type they claim. */
export const RAW_BODIES: [string, string | undefined][] = [
  ['{bad', 'application/json'],
  ['', 'application/json'],
  ['null', 'application/json'],
  ['[]', 'application/json'],
  ['"text"', 'application/json'],
  ['1e308', 'application/json'],
  ['{"a":', 'application/json'],
  ['\u0000', 'application/json'],
  ['{"__proto__":{"isAdmin":true},"fullName":"P"}', 'application/json'],
  ['{"constructor":{"prototype":{"isAdmin":true}}}', 'application/json'],
  ['{"a":1}', 'application/json; charset=utf-16'],
  ['{"a":1}', 'text/plain'],
  ['fullName=x&gender=male', 'application/x-www-form-urlencoded'],
  ['--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--', 'multipart/form-data; boundary=x'],
  ['garbage', 'multipart/form-data; boundary=zz'],
  ['{"a":1}', undefined],
  ['<a/>', 'application/xml'],
  ['{"a":1}', 'application/graphql'],
]

/** Some JSON values from fast-check, from the same seed, for shapes the lists above do not think of. */
export const SAMPLED: unknown[] = fc.sample(fc.jsonValue({ maxDepth: 3 }), { seed: FUZZ_SEED, numRuns: 60 })

export type Input = { body?: unknown; raw?: string; contentType?: string; query?: string; label: string }

/** The bodies that are broken before any field is read, every endpoint gets each of them. */
const rawBodies = (): Input[] =>
  RAW_BODIES.map(([raw, contentType]) => ({ raw, contentType, label: `raw ${JSON.stringify(raw).slice(0, 40)} as ${contentType}` }))

/** A body for a write: a valid-looking base with 1–3 fields set to hostile values, or a raw body, or nothing. */
export function bodies(count: number, seed: number, fields: string[], base: Record<string, unknown> = {}): Input[] {
  const { int, pick, next } = generator(seed)
  const inputs = rawBodies()
  while (inputs.length < count) {
    const body: Record<string, unknown> = next() < 0.7 ? { ...base } : {}
    const changes = 1 + int(3)
    const names: string[] = []
    for (let i = 0; i < changes; i++) {
      const key = next() < 0.75 ? pick(fields) : pick(HOSTILE_KEYS)
      const value = next() < 0.8 ? pick(HOSTILE) : pick(SAMPLED)
      names.push(key)
      if (key === '__proto__') {
        // An own "__proto__" key, as JSON.parse makes it; an object literal would set the prototype instead.
        Object.defineProperty(body, '__proto__', { value, enumerable: true, configurable: true, writable: true })
      } else body[key] = value
    }
    inputs.push({ body, label: `${names.join(',')} = ${JSON.stringify(names.map((n) => body[n]))?.slice(0, 80)}` })
  }
  return inputs
}

/** What a request was answered: its status and (the start of) its text. */
export type Outcome = { status: number; text: string }

/** The number of rows of each of `collections`, in one query (a fuzz counts after every request). */
function rowCounter(payload: Payload, collections: readonly CollectionSlug[]) {
  const select = collections.map((slug) => `(SELECT count(*) FROM "${slug.replaceAll('-', '_')}") AS "${slug}"`).join(', ')
  return async (): Promise<Record<string, number>> => {
    const db = payload.db as unknown as {
      name: string
      drizzle: { all?: (q: unknown) => Promise<Record<string, unknown>[]>; execute?: (q: unknown) => Promise<{ rows: Record<string, unknown>[] }> }
    }
    const row =
      db.name === 'sqlite'
        ? (await db.drizzle.all!((await import('@payloadcms/db-sqlite')).sql.raw(`SELECT ${select}`)))[0]!
        : (await db.drizzle.execute!((await import('@payloadcms/db-postgres')).sql.raw(`SELECT ${select}`))).rows[0]!
    return Object.fromEntries(collections.map((slug) => [slug, Number(row[slug])]))
  }
}

/**
 * A fuzz over `collections`: sends every input, in turn as each of `actors`, and returns what went wrong: a 5xx, or
 * a refused request (4xx) after which one of the collections holds more rows than before.
 */
export function fuzzer(payload: Payload, collections: readonly CollectionSlug[], actors: readonly Actor[]) {
  const rowCounts = rowCounter(payload, collections)
  return async function fuzz(name: string, inputs: Input[], send: (actor: Actor, input: Input) => Promise<Outcome>, writes = true): Promise<string[]> {
    expect(inputs.length).toBeGreaterThanOrEqual(100)
    const problems: string[] = []
    await quietly(payload, async () => {
      // The counts after one request are the counts before the next, so each request costs one count of each table.
      let before = await rowCounts()
      for (const [i, input] of inputs.entries()) {
        const actor = actors[i % actors.length]!
        const { status, text } = await send(actor, input)
        if (status >= 500) problems.push(`${name} as ${actor}: ${status} for ${input.label} → ${text.slice(0, 160)}`)
        // A read stores nothing whatever it answers; only writes are counted, to keep the run short.
        if (!writes) continue
        const after = await rowCounts()
        if (status >= 400) {
          for (const collection of collections) {
            if (after[collection]! > before[collection]!)
              problems.push(`${name} as ${actor}: refused (${status}) yet stored a ${collection} row for ${input.label}`)
          }
        }
        before = after
      }
    })
    return problems
  }
}

/** Sends an input to a REST endpoint: its query appended to the path, its raw body or its body as JSON. */
export function restSender(api: ApiClient, method: string, path: string | (() => string)) {
  return (actor: Actor, input: Input) => {
    const base = typeof path === 'function' ? path() : path
    const url = input.query ? `${base}${base.includes('?') ? '&' : '?'}${input.query}` : base
    if (input.raw !== undefined) return api.call(actor, method, url, input.raw, input.contentType ?? '')
    return api.call(actor, method, url, input.body === undefined ? undefined : JSON.stringify(input.body))
  }
}

/** Form values: every hostile value as text (a form carries only text and files). */
const FORM_VALUES = HOSTILE.map((value) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? 'undefined'))).filter(
  (value) => value.trim() !== 'DELETE',
)

export function forms(count: number, seed: number, fields: string[], base: Record<string, string>): Input[] {
  const { int, pick, next } = generator(seed)
  const inputs = rawBodies()
  while (inputs.length < count) {
    const params = new URLSearchParams(next() < 0.7 ? base : {})
    const names: string[] = []
    for (let i = 0, n = 1 + int(3); i < n; i++) {
      const key = next() < 0.8 ? pick(fields) : pick(HOSTILE_KEYS)
      names.push(key)
      // Sometimes the same field twice, as a crafted form can send it.
      if (next() < 0.2) params.append(key, pick(FORM_VALUES))
      else params.set(key, pick(FORM_VALUES))
    }
    inputs.push({
      raw: params.toString(),
      contentType: 'application/x-www-form-urlencoded',
      label: `${names.join(',')}: ${params.toString().slice(0, 100)}`,
    })
  }
  return inputs
}

/** The status an action's result would be answered with, as React Router answers it. */
export async function settle(run: () => unknown): Promise<Outcome> {
  try {
    return describeResult(await run())
  } catch (thrown) {
    const outcome = describeResult(thrown)
    if (outcome.status !== 500) return outcome
    return { status: 500, text: thrown instanceof Error ? `${thrown.name}: ${thrown.message}` : String(thrown) }
  }
}

function describeResult(result: unknown): Outcome {
  if (result instanceof Response) return { status: result.status, text: result.headers.get('location') ?? '' }
  const init =
    (result as { type?: string; init?: ResponseInit | null; data?: unknown } | null)?.type === 'DataWithResponseInit'
      ? (result as { init?: ResponseInit | null; data?: unknown })
      : null
  if (init) return { status: init.init?.status ?? 200, text: JSON.stringify(init.data ?? null)?.slice(0, 200) ?? '' }
  if (result instanceof Error) return { status: 500, text: `${result.name}: ${result.message}` }
  return { status: 200, text: JSON.stringify(result ?? null)?.slice(0, 200) ?? '' }
}

/** A form action of the site, called in-process as React Router calls it. */
export type ActionModule = { action: (args: { request: Request; context: unknown; params: Record<string, string> }) => unknown }

/** Signs in through the site's form (from `clientIp`) and returns the session cookie, `__session=…`. */
export async function siteSignIn(email: string, password: string, clientIp = '192.0.2.1'): Promise<string> {
  const { action } = (await import('../../app/routes/auth')) as unknown as ActionModule
  const body = new URLSearchParams({ intent: 'sign-in', email, password })
  const request = new Request(`${ORIGIN}/auth`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: ORIGIN }, body })
  const result = await Promise.resolve(action({ request, context: { cspNonce: 'nonce', clientIp }, params: {} })).catch((thrown: unknown) => thrown)
  const headers = result instanceof Response ? result.headers : new Headers((result as { init?: ResponseInit }).init?.headers)
  const cookie = headers.get('set-cookie') ?? ''
  return cookie.match(/__session=[^;]+/)?.[0] ?? ''
}
