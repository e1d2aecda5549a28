// Callers of the CMS's REST surface for integration tests: the same handlers the CMS host's routes serve
// (cms/api-handlers.ts), called in-process with the Request objects Next hands them, signed in as a customer or staff.
// GraphQL is off (ADR 156): `query` sends a GraphQL POST where it used to go, to show that nothing answers it.
import type { Payload, PayloadRequest } from 'payload'

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
  const customer = await payload.create({
    collection: 'users',
    data: { email: 'customer@example.in', password: PASSWORD, fullName: 'Customer', preferredLanguage: 'en', _verified: true },
    disableVerificationEmail: true,
  })
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
