// Redirects an editor adds by hand work for any site address with no page of its own, and never lead round a loop
// (ADR 089): the CMS refuses a redirect to itself or into a chain that comes back, and the site's 404 route answers a
// redirected address with a 301.
import type { Payload, PayloadRequest } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiClient, type ApiClient } from './api-client'
import { startPayload, stopPayload } from './harness'

let payload: Payload
let api: ApiClient
let notFound: (args: { request: Request }) => Promise<unknown>

beforeAll(async () => {
  payload = await startPayload()
  api = await apiClient(payload)
  notFound = ((await import('../../app/routes/not-found')) as unknown as { loader: typeof notFound }).loader
})
afterAll(() => stopPayload(payload))

const asEditor = () => ({ overrideAccess: false as const, user: api.users.editor as PayloadRequest['user'] })
const add = (from: string, to: string) => payload.create({ collection: 'redirects', data: { from, to }, ...asEditor() })
/** The field's message of a refused write (Payload's ValidationError lists them), or 'stored'. */
const refusal = (made: Promise<unknown>) =>
  made.then(
    () => 'stored',
    (error: { data?: { errors?: { path: string; message: string }[] } }) =>
      error.data?.errors?.map((e) => `${e.path}: ${e.message}`).join('; ') ?? String(error),
  )

/** What the site answers for an address no route of its own serves. */
async function visit(path: string): Promise<{ status: number; location: string | null }> {
  const answer = await notFound({ request: new Request(`http://localhost${path}`) }).catch((thrown: unknown) => thrown)
  if (answer instanceof Response) return { status: answer.status, location: answer.headers.get('Location') }
  return { status: (answer as { init?: { status?: number } }).init?.status ?? 200, location: null }
}

describe('redirects an editor adds', () => {
  it('lead from any site address with no page to any site path, keeping the query', async () => {
    await add('/cms-test-promo', '/pricing')
    expect(await visit('/cms-test-promo?utm_source=mail')).toEqual({ status: 301, location: '/pricing?utm_source=mail' })
    expect(await visit('/cms-test-promo-2')).toEqual({ status: 404, location: null })
  })

  it('refuse a redirect to its own address', async () => {
    expect(await refusal(add('/offers', '/offers'))).toMatch(/to: A redirect cannot lead to its own address/)
    expect((await payload.count({ collection: 'redirects', where: { from: { equals: '/offers' } } })).totalDocs).toBe(0)
  })

  it('refuse a redirect that would close a loop, on create and on edit', async () => {
    const first = await add('/loop-a', '/loop-b')
    await add('/loop-b', '/loop-c')
    expect(await refusal(add('/loop-c', '/loop-a'))).toMatch(/loop/)
    const third = await add('/loop-c', '/pricing')
    expect(await refusal(payload.update({ collection: 'redirects', id: third.id, data: { to: '/loop-a' }, ...asEditor() }))).toMatch(/loop/)
    // An edit that keeps the chain open is taken, and the site follows the chain to its end.
    await payload.update({ collection: 'redirects', id: first.id, data: { to: '/loop-c' }, ...asEditor() })
    expect(await visit('/loop-a')).toEqual({ status: 301, location: '/pricing' })
  })
})
