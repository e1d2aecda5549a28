import { describe, expect, it } from 'vitest'
import { ACCOUNT_LIMITS, clientAddress, createRateLimiter, tooManyAttempts } from './rate-limit.server'

function clock(start = 1_000_000) {
  let time = start
  return { now: () => time, advance: (ms: number) => (time += ms) }
}

describe('rate limiter', () => {
  it('allows the limit, refuses the next attempt, and opens again when the window ends', () => {
    const c = clock()
    const limiter = createRateLimiter(c.now)
    const limit = { max: 3, windowMs: 60_000 }
    for (let i = 0; i < 3; i++) expect(limiter.hit('k', limit)).toEqual({ ok: true })
    expect(limiter.hit('k', limit)).toEqual({ ok: false, retryAfterSeconds: 60 })
    c.advance(30_000)
    expect(limiter.hit('k', limit)).toEqual({ ok: false, retryAfterSeconds: 30 })
    c.advance(30_000)
    expect(limiter.hit('k', limit)).toEqual({ ok: true })
  })

  it('counts keys apart', () => {
    const limiter = createRateLimiter(clock().now)
    const limit = { max: 1, windowMs: 60_000 }
    expect(limiter.hit('a', limit).ok).toBe(true)
    expect(limiter.hit('b', limit).ok).toBe(true)
    expect(limiter.hit('a', limit).ok).toBe(false)
  })

  it('limits an e-mail address across client addresses, whatever its case', () => {
    const limiter = createRateLimiter(clock().now)
    const { max } = ACCOUNT_LIMITS['sign-up'].perEmail
    for (let i = 0; i < max; i++) expect(limiter.account('sign-up', `10.0.0.${i}`, 'Asha@Example.com').ok).toBe(true)
    expect(limiter.account('sign-up', '10.0.0.99', 'asha@example.com').ok).toBe(false)
    expect(limiter.account('sign-up', '10.0.0.99', 'other@example.com').ok).toBe(true)
  })

  it('limits a client address across e-mail addresses', () => {
    const limiter = createRateLimiter(clock().now)
    const { max } = ACCOUNT_LIMITS['sign-in'].perAddress
    for (let i = 0; i < max; i++) expect(limiter.account('sign-in', '10.1.1.1', `user${i}@example.com`).ok).toBe(true)
    const refused = limiter.account('sign-in', '10.1.1.1', 'fresh@example.com')
    expect(refused.ok).toBe(false)
    expect(limiter.account('sign-in', '10.1.1.2', 'fresh@example.com').ok).toBe(true)
  })

  it('counts only what it knows: no address means only the e-mail limit, no e-mail only the address limit', () => {
    const limiter = createRateLimiter(clock().now)
    const { perAddress, perEmail } = ACCOUNT_LIMITS['sign-in']
    for (let i = 0; i < perAddress.max + 5; i++) expect(limiter.account('sign-in', null, `user${i}@example.com`).ok).toBe(true)
    for (let i = 0; i < perEmail.max; i++) expect(limiter.account('sign-in', null, 'same@example.com').ok).toBe(true)
    expect(limiter.account('sign-in', null, 'same@example.com').ok).toBe(false)
    for (let i = 0; i < perAddress.max; i++) expect(limiter.account('sign-in', '10.3.3.3', null).ok).toBe(true)
    expect(limiter.account('sign-in', '10.3.3.3', null).ok).toBe(false)
  })

  it('keeps each action apart', () => {
    const limiter = createRateLimiter(clock().now)
    for (let i = 0; i < ACCOUNT_LIMITS.resend.perEmail.max; i++) limiter.account('resend', '10.2.2.2', 'a@example.com')
    expect(limiter.account('resend', '10.2.2.3', 'a@example.com').ok).toBe(false)
    expect(limiter.account('reset', '10.2.2.3', 'a@example.com').ok).toBe(true)
  })

  it('forgets windows that have ended', () => {
    const c = clock()
    const limiter = createRateLimiter(c.now)
    limiter.hit('old', { max: 1, windowMs: 1000 })
    c.advance(120_000)
    expect(limiter.hit('old', { max: 1, windowMs: 1000 }).ok).toBe(true)
  })
})

describe('messages and addresses', () => {
  it('says how long to wait in whole minutes', () => {
    expect(tooManyAttempts(5)).toBe('Too many attempts. Please wait 1 minute and try again.')
    expect(tooManyAttempts(3600)).toBe('Too many attempts. Please wait 60 minutes and try again.')
  })

  it('reads the client address from the load context', () => {
    expect(clientAddress({ clientIp: '203.0.113.7' })).toBe('203.0.113.7')
    expect(clientAddress({})).toBe('unknown')
    expect(clientAddress(undefined)).toBe('unknown')
  })
})
