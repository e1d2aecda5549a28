import { describe, expect, it } from 'vitest'
import { sameOriginPosts } from './security.mjs'

type Answer = { passed: boolean; status?: number; body?: string }

function send(method: string, path: string, headers: Record<string, string>): Answer {
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
  const req = { method, path, headers: { host: 'localhost:3000', ...headers } }
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
