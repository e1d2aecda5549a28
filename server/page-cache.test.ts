import { describe, expect, it, vi } from 'vitest'
import { localeCookie, visitorLocale } from '../app/i18n/detection.mjs'
import { SESSION_COOKIE, TOAST_COOKIE } from '../app/utils/cookie-names.mjs'
import { createPageCache } from './page-cache.mjs'

function request(url: string, cookie?: string, acceptLanguage?: string) {
  const headers: Record<string, string> = {}
  if (cookie) headers.cookie = cookie
  if (acceptLanguage) headers['accept-language'] = acceptLanguage
  return { method: 'GET', path: url.split('?')[0], originalUrl: url, protocol: 'http', headers, get: () => 'localhost' }
}

function response() {
  const headers = new Map<string, string | string[]>()
  return {
    locals: { cspNonce: 'n1' },
    headers,
    body: '' as string | Buffer,
    status: vi.fn(),
    setHeader: (k: string, v: string | string[]) => headers.set(k, v),
    end(b: string | Buffer) {
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

describe('createPageCache in two languages', () => {
  // The site stands in: it answers in the language the request resolves to, as the real one does.
  const setup = () => {
    let version = 1
    const handler = vi.fn(async (req: Request) => new Response(`<p>${await visitorLocale(req)}</p>`, { status: 200 }))
    const cache = createPageCache({ handler, ttlMs: 60_000, contentVersion: () => version })
    const get = async (url: string, cookie?: string, acceptLanguage?: string) => {
      const res = response()
      await cache(request(url, cookie, acceptLanguage), res, vi.fn())
      return res.body.toString()
    }
    return { handler, get, bump: () => version++ }
  }
  const cookieFor = async (locale: string) => (await localeCookie.serialize(locale)).split(';')[0]

  it('never gives a visitor a page in the other language, whichever way the language was chosen', async () => {
    const { get } = setup()
    const hindiCookie = await cookieFor('hi')
    const englishCookie = await cookieFor('en')
    expect(await get('/about', hindiCookie)).toBe('<p>hi</p>')
    expect(await get('/about')).toBe('<p>en</p>')
    expect(await get('/about', englishCookie, 'hi-IN')).toBe('<p>en</p>')
    expect(await get('/about', undefined, 'hi-IN,hi;q=0.9')).toBe('<p>hi</p>')
    expect(await get('/about', `theme=dark; ${hindiCookie}`)).toBe('<p>hi</p>')
    expect(await get('/about?lng=en', hindiCookie)).toBe('<p>en</p>')
    expect(await get('/about?lng=hi', englishCookie)).toBe('<p>hi</p>')
    expect(await get('/about', undefined, 'en-IN')).toBe('<p>en</p>')
  })

  it('keeps one copy per language and address, served from memory after the first', async () => {
    const { get, handler } = setup()
    const hindiCookie = await cookieFor('hi')
    for (let i = 0; i < 3; i++) {
      await get('/blog')
      await get('/blog', hindiCookie)
      await get('/blog', undefined, 'hi')
    }
    // Cookie and Accept-Language both resolve to Hindi: one Hindi copy, one English copy.
    expect(handler).toHaveBeenCalledTimes(2)
  })

  it('empties every language when content changes', async () => {
    const { get, handler, bump } = setup()
    const hindiCookie = await cookieFor('hi')
    await get('/pricing')
    await get('/pricing', hindiCookie)
    bump()
    await get('/pricing')
    await get('/pricing', hindiCookie)
    expect(handler).toHaveBeenCalledTimes(4)
  })
})

describe('createPageCache and the bytes it sends', () => {
  // A Hindi page: most of its characters take three bytes in UTF-8, and the nonce sits in several places.
  const page = (nonce: string) => `<html lang="hi-IN"><script nonce="${nonce}">1</script><h1>आज का राशिफल</h1><script nonce="${nonce}">2</script></html>`

  it('sends each visitor the page as bytes with its length, with their own nonce in every place', async () => {
    const handler = vi.fn(async (_req: Request, context: { cspNonce: string }) => new Response(page(context.cspNonce), { status: 200 }))
    const cache = createPageCache({ handler, ttlMs: 60_000, contentVersion: () => 1 })
    for (const nonce of ['first+nonce/A==', 'second+nonce/B==', 'third+nonce/C==']) {
      const res = response()
      res.locals.cspNonce = nonce
      await cache(request('/'), res, vi.fn())
      // Bytes encoded once when the page is kept, not a string encoded again for every visitor (ADR 141); the length
      // lets the answer go out in one piece rather than chunked.
      expect(Buffer.isBuffer(res.body)).toBe(true)
      expect(res.body.toString('utf8')).toBe(page(nonce))
      expect(res.headers.get('Content-Length')).toBe(String(Buffer.byteLength(page(nonce))))
    }
    expect(handler).toHaveBeenCalledOnce()
  })
})

describe('createPageCache and cookies', () => {
  it('hands a page that sets a cookie to its visitor with the cookie, and keeps no copy', async () => {
    const handler = vi.fn(async () => new Response('<p>hi</p>', { status: 200, headers: { 'Set-Cookie': 'lng=hi; Path=/' } }))
    const cache = createPageCache({ handler, ttlMs: 60_000, contentVersion: () => 1 })
    for (let i = 0; i < 2; i++) {
      const res = response()
      await cache(request('/about?lng=hi'), res, vi.fn())
      expect(res.headers.get('set-cookie')).toEqual(['lng=hi; Path=/'])
    }
    expect(handler).toHaveBeenCalledTimes(2)
  })
})
