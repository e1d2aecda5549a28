import { describe, expect, it } from 'vitest'
import { sameOriginPosts, securityHeaders, wellFormedPaths } from './security.mjs'

type Answer = { passed: boolean; status?: number; body?: string }

function send(method: string, path: string, headers: Record<string, string>, protocol = 'http'): Answer {
  const answer: Answer = { passed: false }
  const res = {
    status(code: number) {
      answer.status = code
      return res
    },
    type: () => res,
    send(body: string) {
      answer.body = body
    },
  }
  // Express's req.protocol: the socket's, or X-Forwarded-Proto's when TRUST_PROXY is true.
  const req = { method, path, protocol, headers: { host: 'localhost:3000', ...headers } }
  sameOriginPosts({ appUrl: 'https://cosmicinsights.in' })(req as never, res as never, () => {
    answer.passed = true
  })
  return answer
}

describe('sameOriginPosts', () => {
  it('lets through reads, posts from our own origin (by Host or by APP_URL) and posts with no Origin at all', () => {
    expect(send('GET', '/dashboard', { origin: 'https://evil.example' }).passed).toBe(true)
    expect(send('POST', '/sign-out', { origin: 'http://localhost:3000' }).passed).toBe(true)
    expect(send('POST', '/sign-out', { origin: 'https://cosmicinsights.in' }).passed).toBe(true)
    expect(send('POST', '/sign-out', {}).passed).toBe(true)
    expect(send('POST', '/newsletter', { origin: 'https://cosmicinsights.in:443' }).passed).toBe(true)
    expect(send('POST', '/newsletter', { origin: 'HTTP://LOCALHOST:3000' }).passed).toBe(true)
  })

  // the host alone matched, so another scheme or port on the same host passed.
  it.each([
    ['https://localhost:3000', 'our host and port, another scheme'],
    ['http://localhost', 'our host, another port'],
    ['http://localhost:80', 'our host, the default port'],
    ['http://cosmicinsights.in', "APP_URL's host over http"],
    ['https://cosmicinsights.in:8443', "APP_URL's host on another port"],
    ['ws://localhost:3000', 'another scheme altogether'],
  ])('refuses %s (%s)', (origin) => {
    expect(send('POST', '/newsletter', { origin })).toMatchObject({ passed: false, status: 400 })
  })

  it("takes the request's scheme as Express sees it, so an https proxy in front is ours", () => {
    expect(send('POST', '/sign-out', { origin: 'https://localhost:3000' }, 'https').passed).toBe(true)
    expect(send('POST', '/sign-out', { origin: 'http://localhost:3000' }, 'https')).toMatchObject({ passed: false, status: 400 })
  })

  it('refuses a post when the Host header is not a host at all and the Origin is not APP_URL', () => {
    expect(send('POST', '/sign-out', { origin: 'http://localhost:3000', host: 'bad host/x' })).toMatchObject({ passed: false, status: 400 })
  })

  it.each([['https://evil.example'], ['http://localhost:3001'], ['null'], ['not a url'], ['https://cosmicinsights.in.evil.example']])(
    'refuses a post from %s with a 400',
    (origin) => {
      const answer = send('POST', '/sign-out', { origin })
      expect(answer).toMatchObject({ passed: false, status: 400 })
      expect(answer.body).toContain('can only be sent from the Cosmic Insights website')
    },
  )

  it('leaves the admin and the API to Payload', () => {
    expect(send('POST', '/api/users/login', { origin: 'https://evil.example' }).passed).toBe(true)
    expect(send('DELETE', '/admin/collections/posts', { origin: 'https://evil.example' }).passed).toBe(true)
  })
})

describe('wellFormedPaths', () => {
  function answer(url: string): Answer {
    const result: Answer = { passed: false }
    const res = {
      status(code: number) {
        result.status = code
        return res
      },
      type: () => res,
      send(body: string) {
        result.body = body
      },
    }
    wellFormedPaths()({ url, originalUrl: url } as never, res as never, () => {
      result.passed = true
    })
    return result
  }

  it.each(['/api/faqs/%ff', '/admin/%ff', '/api/%E0%A4', '/api/users/%', '/admin/collections/%zz'])('answers %s with 400', (url) => {
    expect(answer(url)).toEqual({ passed: false, status: 400, body: 'Bad Request' })
  })

  it.each(['/api/faqs/12', '/admin/collections/posts?where[title][like]=%ff', '/api/posts/%E0%A4%95', '/admin'])('lets %s through', (url) => {
    expect(answer(url).passed).toBe(true)
  })
})

describe('securityHeaders framing', () => {
  function headersFor(path: string) {
    const headers: Record<string, string> = {}
    const res = { locals: {}, setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value) }
    securityHeaders({ https: false })({ path } as never, res as never, () => {})
    return headers
  }

  it('lets only this site frame a draft preview (the admin’s live preview, ADR 230); every other site page frames for no one', () => {
    const preview = headersFor('/preview/posts/12')
    expect(preview['x-frame-options']).toBe('SAMEORIGIN')
    expect(preview['content-security-policy']).toContain("frame-ancestors 'self'")
    expect(preview['content-security-policy']).not.toContain("frame-ancestors 'none'")
    for (const path of ['/', '/blog/venus', '/previews', '/preview', '/dashboard']) {
      const site = headersFor(path)
      expect(site['x-frame-options'], path).toBe('DENY')
      expect(site['content-security-policy'], path).toContain("frame-ancestors 'none'")
    }
  })
})

describe('securityHeaders nonces', () => {
  it('gives every site response a nonce of 16 random bytes of its own, across refills of the pool', () => {
    const nonces = Array.from({ length: 1000 }, () => {
      const res = { locals: {} as { cspNonce?: string }, setHeader: () => {} }
      securityHeaders({ https: false })({ path: '/' } as never, res as never, () => {})
      return res.locals.cspNonce!
    })
    expect(new Set(nonces).size).toBe(1000)
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16)
    // Random bytes, not a counter: the bits are about half ones.
    const ones = nonces.reduce(
      (sum, nonce) => sum + [...Buffer.from(nonce, 'base64')].reduce((bits, byte) => bits + byte.toString(2).split('1').length - 1, 0),
      0,
    )
    expect(ones / (1000 * 128)).toBeGreaterThan(0.45)
    expect(ones / (1000 * 128)).toBeLessThan(0.55)
  })
})
