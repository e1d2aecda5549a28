import { describe, expect, it, vi } from 'vitest'
import { SESSION_COOKIE, TOAST_COOKIE } from '../app/utils/cookie-names.mjs'
import { createCustomerPageCache } from './customer-page-cache.mjs'

// Two customers, each known by their session cookie, as the site's session lookup knows them.
const OWNERS: Record<string, string> = { [`${SESSION_COOKIE}=token-a`]: 'user-a', [`${SESSION_COOKIE}=token-b`]: 'user-b' }

function request(url: string, cookie?: string, method = 'GET') {
  const headers: Record<string, string> = {}
  if (cookie) headers.cookie = cookie
  return { method, path: url.split('?')[0], originalUrl: url, protocol: 'http', ip: '127.0.0.1', headers, get: () => 'localhost' }
}

function response(nonce = 'n1') {
  const headers = new Map<string, string | string[]>()
  return {
    locals: { cspNonce: nonce },
    headers,
    body: '',
    status: vi.fn(),
    setHeader: (k: string, v: string | string[]) => headers.set(k.toLowerCase(), v),
    end(b: string) {
      this.body = b
    },
  }
}

/** The site stands in: each render names the customer, a render count, and carries the nonce where scripts need it. */
function setup(options: { maxBytes?: number } = {}) {
  const clock = { now: Date.UTC(2026, 10, 24, 12, 0, 10) }
  const versions = new Map<string, number>()
  let content = 1
  let renders = 0
  const handler = vi.fn(async (req: Request, context: { cspNonce: string; customerPage: { keep: boolean } }) => {
    renders += 1
    const owner =
      OWNERS[
        req.headers
          .get('cookie')
          ?.split('; ')
          .find((c) => c.startsWith(SESSION_COOKIE)) ?? ''
      ]
    return new Response(`<p>${owner} render ${renders}</p><script nonce="${context.cspNonce}"></script>`, {
      status: 200,
      headers: { 'Cache-Control': 'private, no-store', 'Content-Type': 'text/html' },
    })
  })
  const cache = createCustomerPageCache({
    handler,
    ownerOf: async (cookie: string) => OWNERS[cookie.split('; ').find((c) => c.startsWith(SESSION_COOKIE)) ?? ''] ?? null,
    customerVersion: (owner: string) => versions.get(owner) ?? 0,
    contentVersion: () => content,
    now: () => clock.now,
    ...options,
  })
  const get = async (url: string, cookie?: string, nonce?: string) => {
    const res = response(nonce)
    const next = vi.fn()
    await cache(request(url, cookie), res, next)
    return { res, next, body: res.body }
  }
  return {
    handler,
    cache,
    get,
    clock,
    bump: (owner: string) => versions.set(owner, (versions.get(owner) ?? 0) + 1),
    publish: () => (content += 1),
  }
}

const A = `${SESSION_COOKIE}=token-a`
const B = `${SESSION_COOKIE}=token-b`

describe('createCustomerPageCache', () => {
  it('renders a customer’s page once, then serves it with a fresh nonce and the same private headers', async () => {
    const { get, handler } = setup()
    const first = await get('/dashboard', A, 'n1')
    const second = await get('/dashboard', A, 'n2')
    expect(handler).toHaveBeenCalledTimes(1)
    expect(first.body).toBe('<p>user-a render 1</p><script nonce="n1"></script>')
    expect(second.body).toBe('<p>user-a render 1</p><script nonce="n2"></script>')
    expect(second.res.headers.get('cache-control')).toBe('private, no-store')
    expect([first.res.headers.get('x-customer-page-cache'), second.res.headers.get('x-customer-page-cache')]).toEqual(['MISS', 'HIT'])
  })

  it('never gives user B the page rendered for user A', async () => {
    const { get } = setup()
    await get('/dashboard', A)
    const b = await get('/dashboard', B)
    expect(b.body).toContain('user-b')
    expect((await get('/dashboard', A)).body).toContain('user-a render 1')
    expect((await get('/dashboard', B)).body).toContain('user-b render 2')
  })

  it('keeps each address with its query apart', async () => {
    const { get, handler } = setup()
    await get('/daily-reading', A)
    await get('/daily-reading?lng=hi', A)
    expect(handler).toHaveBeenCalledTimes(2)
  })

  it('renders afresh once anything of the customer’s changes, and only for that customer', async () => {
    const { get, handler, bump } = setup()
    await get('/dashboard', A)
    await get('/dashboard', B)
    bump('user-a')
    expect((await get('/dashboard', A)).body).toContain('render 3')
    expect((await get('/dashboard', B)).body).toContain('render 2')
    expect(handler).toHaveBeenCalledTimes(3)
  })

  it('renders afresh after a content publish', async () => {
    const { get, publish } = setup()
    await get('/daily-reading', A)
    publish()
    expect((await get('/daily-reading', A)).body).toContain('render 2')
  })

  it('keeps a page no longer than the current minute, so no zone’s midnight passes under a kept page', async () => {
    const { get, clock } = setup()
    clock.now = Date.UTC(2026, 10, 24, 18, 29, 59) // 23:59:59 in Kolkata
    await get('/daily-reading', A)
    expect((await get('/daily-reading', A)).body).toContain('render 1')
    clock.now = Date.UTC(2026, 10, 24, 18, 30, 0) // midnight in Kolkata: a new day there
    expect((await get('/daily-reading', A)).body).toContain('render 2')
  })

  it('a write made by the render itself (the day’s first reading) leaves the page unkept for the next visit', async () => {
    let version = 0
    const handler = vi.fn(async () => {
      if (version === 0) version += 1
      return new Response('<p>page</p>', { status: 200 })
    })
    const cache = createCustomerPageCache({ handler, ownerOf: async () => 'user-a', customerVersion: () => version, contentVersion: () => 0 })
    for (let i = 0; i < 3; i++) await cache(request('/daily-reading', A), response(), vi.fn())
    expect(handler).toHaveBeenCalledTimes(2)
  })

  it.each([
    ['a toast cookie', '/dashboard', `${A}; ${TOAST_COOKIE}=saved`, 'GET'],
    ['a POST', '/dashboard', A, 'POST'],
    ['no session', '/dashboard', undefined, 'GET'],
    ['an unknown session', '/dashboard', `${SESSION_COOKIE}=forged`, 'GET'],
    ['a page not on the list', '/settings', A, 'GET'],
  ])('passes a request with %s on to the site', async (_what, url, cookie, method) => {
    const { cache, handler } = setup()
    const next = vi.fn()
    await cache(request(url, cookie, method), response(), next)
    expect(next).toHaveBeenCalledOnce()
    expect(handler).not.toHaveBeenCalled()
  })

  it('keeps nothing the render asked not to keep, nor errors, redirects or answers setting a cookie', async () => {
    const answers = [
      (ctx: { customerPage: { keep: boolean } }) => ((ctx.customerPage.keep = false), new Response('<p>could not generate</p>', { status: 200 })),
      () => new Response('<p>failed</p>', { status: 503 }),
      () => new Response(null, { status: 302, headers: { Location: '/auth' } }),
      () => new Response('<p>notice</p>', { status: 200, headers: { 'Set-Cookie': 'notice=1' } }),
    ]
    for (const answer of answers) {
      const handler = vi.fn(async (_req: Request, ctx: { customerPage: { keep: boolean } }) => answer(ctx))
      const cache = createCustomerPageCache({
        handler,
        ownerOf: async () => 'user-a',
        customerVersion: () => 0,
        contentVersion: () => 0,
      })
      for (let i = 0; i < 2; i++) await cache(request('/dashboard', A), response(), vi.fn())
      expect(handler).toHaveBeenCalledTimes(2)
    }
  })

  it('holds no more than its byte budget, dropping the least recently used page first', async () => {
    const { get, handler } = setup({ maxBytes: 450 })
    await get('/dashboard', A) // about 200 bytes with its key
    await get('/dashboard', B)
    await get('/dashboard', A) // A is now the most recent
    await get('/daily-reading', A) // over budget: B's page goes
    expect(handler).toHaveBeenCalledTimes(3)
    await get('/dashboard', A)
    expect(handler).toHaveBeenCalledTimes(3)
    await get('/dashboard', B)
    expect(handler).toHaveBeenCalledTimes(4)
  })
})
