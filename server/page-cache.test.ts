import { describe, expect, it, vi } from 'vitest'
import { SESSION_COOKIE, TOAST_COOKIE } from '../app/utils/cookie-names.mjs'
import { createPageCache } from './page-cache.mjs'

function request(path: string, cookie?: string) {
  return { method: 'GET', path, originalUrl: path, protocol: 'http', headers: cookie ? { cookie } : {}, get: () => 'localhost' }
}

function response() {
  const headers = new Map<string, string>()
  return {
    locals: { cspNonce: 'n1' },
    headers,
    body: '',
    status: vi.fn(),
    setHeader: (k: string, v: string) => headers.set(k, v),
    end(b: string) {
      this.body = b
    },
  }
}

describe('createPageCache', () => {
  const setup = () => {
    const handler = vi.fn(async () => new Response('<p>page</p>', { status: 200 }))
    return { handler, cache: createPageCache({ handler, ttlMs: 60_000, contentVersion: () => 1 }) }
  }

  it('renders a public page once for anonymous visitors', async () => {
    const { handler, cache } = setup()
    for (let i = 0; i < 2; i++) await cache(request('/about'), response(), vi.fn())
    expect(handler).toHaveBeenCalledTimes(1)
  })

  it.each([SESSION_COOKIE, TOAST_COOKIE])('passes a visitor holding the %s cookie on to the site', async (name) => {
    const { handler, cache } = setup()
    const next = vi.fn()
    await cache(request('/about', `theme=dark; ${name}=abc`), response(), next)
    expect(next).toHaveBeenCalledOnce()
    expect(handler).not.toHaveBeenCalled()
  })

  it('passes personal pages on to the site', async () => {
    const { handler, cache } = setup()
    const next = vi.fn()
    await cache(request('/dashboard'), response(), next)
    expect(next).toHaveBeenCalledOnce()
    expect(handler).not.toHaveBeenCalled()
  })
})
