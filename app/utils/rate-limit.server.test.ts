import { readAs } from '../../tests/helpers/validation-text'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  accountLocked,
  ACCOUNT_LIMITS,
  clientAddress,
  emailKey,
  FORM_LIMITS,
  limitAccountAction,
  limitForm,
  PASSWORD_CHECKS,
  PASSWORD_CHECKS_PER_ACCOUNT,
  passwordCheckPassed,
  resetRateLimits,
  STAFF_SIGN_IN,
  staffSignInPassed,
  takePasswordCheck,
  takeStaffSignIn,
  tooManyAttempts,
  tooManyAttemptsMessage,
} from './rate-limit.server'

beforeEach(() => {
  vi.useFakeTimers({ now: Date.UTC(2026, 10, 23, 12) })
  resetRateLimits()
})
afterEach(() => vi.useRealTimers())

describe('account limits', () => {
  it('allow the limit, refuse the next attempt, and open again when the window ends', async () => {
    const { max, windowMs } = ACCOUNT_LIMITS['sign-up'].perAddress
    for (let i = 0; i < max; i++) expect(await limitAccountAction('sign-up', '10.0.0.1', `u${i}@example.com`)).toEqual({ ok: true })
    expect(await limitAccountAction('sign-up', '10.0.0.1', 'late@example.com')).toEqual({ ok: false, retryAfterSeconds: windowMs / 1000 })
    vi.advanceTimersByTime(windowMs / 2)
    expect(await limitAccountAction('sign-up', '10.0.0.1', 'later@example.com')).toEqual({ ok: false, retryAfterSeconds: windowMs / 2000 })
    vi.advanceTimersByTime(windowMs / 2)
    expect(await limitAccountAction('sign-up', '10.0.0.1', 'latest@example.com')).toEqual({ ok: true })
  })

  it('count every spelling of one e-mail address together: case and surrounding spaces', async () => {
    const { max } = ACCOUNT_LIMITS.reset.perEmail
    for (let i = 0; i < max; i++) expect((await limitAccountAction('reset', `10.0.1.${i}`, 'Asha@Example.com')).ok).toBe(true)
    for (const variant of ['asha@example.com', '  asha@example.com', 'ASHA@EXAMPLE.COM\t', ' Asha@example.COM ']) {
      expect((await limitAccountAction('reset', '10.0.1.99', variant)).ok, JSON.stringify(variant)).toBe(false)
    }
    expect((await limitAccountAction('sign-in', '10.0.1.99', 'other@example.com')).ok).toBe(true)
  })

  it('limit a client address across e-mail addresses; another address is not held back', async () => {
    const { max } = ACCOUNT_LIMITS['sign-in'].perAddress
    for (let i = 0; i < max; i++) expect((await limitAccountAction('sign-in', '10.1.1.1', `user${i}@example.com`)).ok).toBe(true)
    expect((await limitAccountAction('sign-in', '10.1.1.1', 'fresh@example.com')).ok).toBe(false)
    expect((await limitAccountAction('sign-in', '10.1.1.2', 'fresh2@example.com')).ok).toBe(true)
  })

  it('count only what they know, and keep each action apart', async () => {
    const { perAddress, perEmail } = ACCOUNT_LIMITS.reset
    for (let i = 0; i < perAddress.max + 5; i++) expect((await limitAccountAction('reset', null, `user${i}@example.com`)).ok).toBe(true)
    for (let i = 0; i < perEmail.max; i++) await limitAccountAction('reset', null, 'same@example.com')
    expect((await limitAccountAction('reset', null, 'same@example.com')).ok).toBe(false)
    expect((await limitAccountAction('resend', null, 'same@example.com')).ok).toBe(true)
  })

  it('have no limit per e-mail address on sign-in, which anybody could spend to lock the owner out (ADR 166)', async () => {
    for (let i = 0; i < 100; i++) expect((await limitAccountAction('sign-in', `10.1.${Math.floor(i / 10)}.${i % 10}`, 'owner@example.com')).ok).toBe(true)
  })
})

describe('password checks per account and client', () => {
  it('are taken before the check, so simultaneous guesses from one client get no more than the limit', async () => {
    const verdicts = await Promise.all(Array.from({ length: 24 }, () => takePasswordCheck('users', ' Race@Example.com', '10.2.2.2')))
    expect(verdicts.filter((verdict) => verdict.ok)).toHaveLength(PASSWORD_CHECKS.max)
  })

  it('are given back to the client that gives the right password', async () => {
    for (let i = 0; i < PASSWORD_CHECKS.max; i++) await takePasswordCheck('users', 'a@example.com', '10.2.2.3')
    expect((await takePasswordCheck('users', 'a@example.com', '10.2.2.3')).ok).toBe(false)
    expect((await takePasswordCheck('admins', 'a@example.com', '10.2.2.3')).ok).toBe(true)
    await passwordCheckPassed('users', 'A@example.com ', '10.2.2.3')
    expect((await takePasswordCheck('users', 'a@example.com', '10.2.2.3')).ok).toBe(true)
  })

  it('spent by one client leave another client its own (ADR 166)', async () => {
    for (let i = 0; i < PASSWORD_CHECKS.max; i++) await takePasswordCheck('users', 'b@example.com', '10.2.2.4')
    expect((await takePasswordCheck('users', 'b@example.com', '10.2.2.4')).ok).toBe(false)
    expect((await takePasswordCheck('users', 'b@example.com', '10.2.2.5')).ok).toBe(true)
  })

  it('meet a looser ceiling per account across all clients, and a client refused by it keeps its own checks', async () => {
    const clients = Math.ceil(PASSWORD_CHECKS_PER_ACCOUNT.max / PASSWORD_CHECKS.max)
    let granted = 0
    for (let c = 0; c < clients + 2; c++)
      for (let i = 0; i < PASSWORD_CHECKS.max; i++) if ((await takePasswordCheck('users', 'c@example.com', `10.3.0.${c}`)).ok) granted++
    expect(granted).toBe(PASSWORD_CHECKS_PER_ACCOUNT.max)
    expect((await takePasswordCheck('users', 'c@example.com', '10.3.1.1')).ok).toBe(false)
    expect((await takePasswordCheck('users', 'd@example.com', '10.3.1.1')).ok).toBe(true)
  })
})

describe('staff sign-in per client address', () => {
  it('counts failures; a successful sign-in gives its attempt back', async () => {
    for (let i = 0; i < STAFF_SIGN_IN.perAddress.max * 2; i++) {
      expect((await takeStaffSignIn('10.9.9.9')).ok).toBe(true)
      await staffSignInPassed('10.9.9.9')
    }
    for (let i = 0; i < STAFF_SIGN_IN.perAddress.max; i++) expect((await takeStaffSignIn('10.9.9.9')).ok).toBe(true)
    expect((await takeStaffSignIn('10.9.9.9')).ok).toBe(false)
    expect((await takeStaffSignIn('10.9.9.8')).ok).toBe(true)
  })
})

describe('anonymous forms', () => {
  it('are limited per client address', async () => {
    for (const action of ['contact', 'newsletter'] as const) {
      for (let i = 0; i < FORM_LIMITS[action].max; i++) expect((await limitForm(action, '10.4.4.4')).ok).toBe(true)
      expect((await limitForm(action, '10.4.4.4')).ok).toBe(false)
      expect((await limitForm(action, '10.4.4.5')).ok).toBe(true)
    }
  })
})

describe('messages, keys and addresses', () => {
  it('says how long to wait in whole minutes', () => {
    expect(tooManyAttempts(5)).toBe('Too many attempts. Please wait 1 minute and try again.')
    expect(readAs(tooManyAttemptsMessage(5))).toBe('Too many attempts. Please wait 1 minute and try again.')
    expect(readAs(tooManyAttemptsMessage(3600), 'hi')).toBe('बहुत सारी कोशिशें हो गई हैं। कृपया 60 मिनट रुककर फिर कोशिश करें।')
    expect(tooManyAttempts(3600)).toBe('Too many attempts. Please wait 60 minutes and try again.')
    expect(accountLocked(900)).toBe('This account is locked after too many failed sign-in attempts. Please try again in 15 minutes.')
  })

  it('keys an e-mail address the way Payload compares it', () => {
    expect(emailKey('  Asha@Example.COM\t')).toBe('asha@example.com')
  })

  it('reads the client address from the load context', () => {
    expect(clientAddress({ clientIp: '203.0.113.7' })).toBe('203.0.113.7')
    expect(clientAddress({})).toBe('unknown')
    expect(clientAddress(undefined)).toBe('unknown')
  })
})
