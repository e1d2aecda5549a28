// What one REST request may ask of the server (ADR 157): a page of at most 100 documents, depth at most 3, a `where`
// of at most 20 conditions nested at most 4 and/or levels with lists of at most 200 values, and JSON of at most 1 MiB.
// Past a bound the guard answers 400 (413 for the body) before Payload runs anything. And GraphQL is off (ADR 156).
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiClient, quietly, type ApiClient } from './api-client'
import { startPayload, stopPayload } from './harness'

let payload: Payload
let api: ApiClient

beforeAll(async () => {
  payload = await startPayload()
  api = await apiClient(payload)
})
afterAll(() => stopPayload(payload))

const conditions = (n: number) => Array.from({ length: n }, (_, i) => `where[or][${i}][title][equals]=t${i}`).join('&')
const nested = (levels: number) => `where${'[and][0]'.repeat(levels)}[title][equals]=x`

describe('reads', () => {
  const list = (n: number, join = ',') => Array.from({ length: n }, (_, i) => i + 1).join(join)
  it.each([
    ['limit=100', 200, 'limit=100'],
    ['limit=101', 400, 'limit=101'],
    ['limit=10000', 400, 'limit=10000'],
    ['limit=0 (every document)', 400, 'limit=0'],
    ['pagination=false', 400, 'pagination=false'],
    ['pagination=true', 200, 'pagination=true&limit=5'],
    ['depth=3', 200, 'depth=3'],
    ['depth=4', 400, 'depth=4'],
    ['depth=10', 400, 'depth=10'],
    ['20 conditions', 200, conditions(20)],
    ['21 conditions', 400, conditions(21)],
    ['and/or nested 4 deep', 200, nested(4)],
    ['and/or nested 5 deep', 400, nested(5)],
    ['in of 200 values', 200, `where[id][in]=${list(200)}`],
    ['in of 201 values', 400, `where[id][in]=${list(201)}`],
    ['not_in of 201 indexed values', 400, Array.from({ length: 201 }, (_, i) => `where[id][not_in][${i}]=${i + 1}`).join('&')],
    ['all of 201 values', 400, `where[title][all]=${list(201)}`],
    // The admin's list views read a page's relationship cells this way (@payloadcms/ui's RelationshipProvider).
    ['limit=250 at depth 0 by a list of ids', 200, `depth=0&draft=true&limit=250&where[id][in]=${list(100)}`],
    ['limit=250 at depth 1 by a list of ids', 400, `depth=1&limit=250&where[id][in]=${list(100)}`],
    ['limit=250 at depth 0 without a list of ids', 400, 'depth=0&limit=250'],
  ])('GET /api/posts with %s answers %i', async (_label, status, query) => {
    const answer = await quietly(payload, () => api.call('editor', 'GET', `/api/posts?${query}`))
    expect(answer.status, answer.text.slice(0, 300)).toBe(status)
    if (status === 400) expect(answer.text).toMatch(/"message":"[^"]+"/)
  })

  it('bounds the admin’s long reads (a POST that Payload turns into a GET) the same way', async () => {
    const read = (body: string) =>
      api.rest.POST(
        new Request('http://localhost:3000/api/posts', {
          method: 'POST',
          headers: {
            'Content-Type': 'application/x-www-form-urlencoded',
            'X-Payload-HTTP-Method-Override': 'GET',
            Authorization: `JWT ${api.tokens.editor}`,
          },
          body,
        }),
        { params: Promise.resolve({ slug: ['posts'] }) },
      )
    expect((await read(`limit=10&${conditions(5)}`)).status).toBe(200)
    expect((await read(`limit=10&${conditions(21)}`)).status).toBe(400)
    expect((await read(`where[id][in]=${Array.from({ length: 5000 }, (_, i) => i).join(',')}`)).status).toBe(400)
    expect((await read('limit=5000')).status).toBe(400)
  })

  it('checks a long read’s query string and body as the one query Payload makes of them', async () => {
    const read = (query: string, body: string) =>
      api.rest.POST(
        new Request(`http://localhost:3000/api/posts?${query}`, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/x-www-form-urlencoded',
            'X-Payload-HTTP-Method-Override': 'GET',
            Authorization: `JWT ${api.tokens.editor}`,
          },
          body,
        }),
        { params: Promise.resolve({ slug: ['posts'] }) },
      )
    const half = (from: number) => Array.from({ length: 15 }, (_, i) => `where[or][${from + i}][title][equals]=t${from + i}`).join('&')
    expect((await read(half(0), 'limit=10')).status).toBe(200)
    expect((await read(half(0), half(15))).status).toBe(400)
  })

  it('tells browsers and proxies to keep no answer to a signed-in caller', async () => {
    const get = (headers: Record<string, string>) =>
      api.rest.GET(new Request('http://localhost:3000/api/posts?limit=1', { headers }), { params: Promise.resolve({ slug: ['posts'] }) })
    for (const signedIn of [await get({ Authorization: `JWT ${api.tokens.editor}` }), await get({ Cookie: `payload-token=${api.tokens.editor}` })]) {
      expect(signedIn.status).toBe(200)
      expect(signedIn.headers.get('cache-control')).toBe('private, no-store')
      expect(signedIn.headers.get('vary')).toMatch(/Cookie/)
    }
    expect((await get({})).headers.get('cache-control') ?? '').not.toMatch(/private/)
  })

  it('keeps the wider bound for writes (the admin deletes every selected document with limit=0)', async () => {
    const answer = await quietly(payload, () => api.call('editor', 'DELETE', '/api/posts?limit=0&where[id][in]=999999'))
    expect(answer.status, answer.text.slice(0, 300)).toBe(200)
  })

  it('is Payload’s own depth bound too: the Local API populates no deeper than 3', async () => {
    const { default: config } = await import('@payload-config')
    expect((await config).maxDepth).toBe(3)
  })
})

describe('bodies', () => {
  it('refuses JSON over 1 MiB with 413, also where uploads may be larger (/api/media)', async () => {
    const body = JSON.stringify({ alt: 'x'.repeat(1024 * 1024) })
    for (const path of ['/api/contact-messages', '/api/media']) {
      const answer = await quietly(payload, () => api.call('editor', 'POST', path, body))
      expect(answer.status, `${path}: ${answer.text.slice(0, 200)}`).toBe(413)
    }
  })
})

describe('GraphQL (off)', () => {
  it('answers 404 at /api/graphql and /api/graphql-playground, whatever is sent, and runs nothing', async () => {
    const before = await payload.count({ collection: 'contact-messages' })
    const mutation = { query: 'mutation { createContactMessage(data: { name: "G", email: "g@example.in", subject: "S", message: "M" }) { id } }' }
    for (const actor of ['anonymous', 'customer', 'editor', 'admin'] as const) {
      const answer = await api.query(actor, mutation)
      expect(answer.status, answer.text).toBe(404)
      expect(answer.text).not.toMatch(/createContactMessage|"data"/)
      expect((await api.query(actor, '{bad', 'text/plain')).status).toBe(404)
    }
    for (const method of ['GET', 'POST'] as const) expect((await api.call('anonymous', method, '/api/graphql-playground')).status).toBe(404)
    expect((await payload.count({ collection: 'contact-messages' })).totalDocs).toBe(before.totalDocs)
    const { default: config } = await import('@payload-config')
    expect((await config).graphQL.disable).toBe(true)
  })
})
