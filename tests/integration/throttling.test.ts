// Throttling and token revocation through Payload's own endpoints, in-process (ADRs 035 and 036): the API's
// per-account key is the address as Payload compares it (trimmed, case-folded); simultaneous wrong guesses never get
// more password checks than the limits (ADR 166); staff sign-in is limited per client address; a customer JWT dies with
// /api/users/logout; a password of spaces is a wrong password, not a server error.
import crypto from 'node:crypto'
import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { startMailCatcher } from '../setup/mail-catcher.mjs'
import { quietly } from './api-client'
import { createCustomer } from './factories'
import { startPayload, stopPayload } from './harness'

const ORIGIN = 'http://localhost:3000'
let payload: Payload
let catcher: Awaited<ReturnType<typeof startMailCatcher>>
let rest: (request: Request) => Promise<Response>
let limits: typeof import('../../app/utils/rate-limit.server')
let accounts: typeof import('../../app/services/accounts.server')

async function customer(email: string, password: string) {
  await createCustomer(payload, { email, password, fullName: 'Throttled Customer' })
}

function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return rest(
    new Request(`${ORIGIN}${path}`, {
      method: 'POST',
      headers: { Origin: ORIGIN, 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
    }),
  )
}

beforeAll(async () => {
  catcher = await startMailCatcher()
  process.env.SMTP_URL = catcher.url
  payload = await startPayload()
  limits = await import('../../app/utils/rate-limit.server')
  accounts = await import('../../app/services/accounts.server')
  const { default: config } = await import('@payload-config')
  const { handleEndpoints } = await import('payload')
  rest = (request) => handleEndpoints({ config, request })
  await payload.create({ collection: 'admins', data: { email: 'boss@test.in', password: 'boss-password-1', name: 'Boss', roles: ['admin'] } })
})
afterAll(async () => {
  await stopPayload(payload)
  await catcher?.close()
})
beforeEach(() => limits.resetRateLimits())

describe('the API’s password checks per account', () => {
  it('count every spelling of one address (spaces, case) as one account', async () => {
    await customer('variants@example.in', 'variants-password-1')
    const address = { [limits.CLIENT_ADDRESS_HEADER]: '198.51.100.1' }
    const variants = ['variants@example.in', '  variants@example.in', 'variants@example.in  ', '\tVARIANTS@example.in', ' Variants@Example.IN ']
    for (const email of variants)
      expect((await quietly(payload, () => post('/api/users/login', { email, password: 'not-the-password-1' }, address))).status, email).toBe(401)
    const response = await quietly(payload, () => post('/api/users/login', { email: 'VARIANTS@example.in', password: 'variants-password-1' }, address))
    expect(response.status).toBe(429)
  })
})

describe('simultaneous wrong guesses', () => {
  it('never get more password checks than the account allows, over the API or the site', async () => {
    await customer('race@example.in', 'race-password-1')
    const checks = vi.spyOn(crypto, 'pbkdf2')
    const send = (count: number, address: (i: number) => string) =>
      quietly(payload, () =>
        Promise.all(
          Array.from({ length: count }, (_, i) =>
            post('/api/users/login', { email: 'race@example.in', password: `wrong-${i}` }, { [limits.CLIENT_ADDRESS_HEADER]: address(i) }),
          ),
        ),
      )
    try {
      // From one client: at most its limit.
      const statuses = (await send(24, () => '203.0.113.1')).map((answer) => answer.status)
      expect(checks.mock.calls.length).toBeLessThanOrEqual(limits.PASSWORD_CHECKS.max)
      // Checked and wrong: 401. Refused before any check: 429, which says so.
      expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(limits.PASSWORD_CHECKS.max)
      expect(statuses.filter((status) => status !== 401).every((status) => status === 429)).toBe(true)
      // From many clients at once: at most the account's ceiling, all told.
      const spread = (await send(60, (i) => `198.18.0.${i + 1}`)).map((answer) => answer.status)
      expect(checks.mock.calls.length).toBeLessThanOrEqual(limits.PASSWORD_CHECKS_PER_ACCOUNT.max)
      expect(spread.filter((status) => status !== 401).every((status) => status === 429)).toBe(true)
      checks.mockClear()
      const site = await Promise.allSettled(Array.from({ length: 12 }, (_, i) => accounts.signIn('race@example.in', `wrong-again-${i}`)))
      expect(site.every((result) => result.status === 'rejected' && result.reason instanceof accounts.AccountError)).toBe(true)
      expect(checks.mock.calls.length).toBe(0)
    } finally {
      checks.mockRestore()
    }
  })

  it('give back the right password its checks once it succeeds', async () => {
    await customer('recover@example.in', 'recover-password-1')
    for (let i = 0; i < limits.PASSWORD_CHECKS.max - 1; i++)
      await expect(accounts.signIn('recover@example.in', `wrong-${i}`)).rejects.toBeInstanceOf(accounts.AccountError)
    await accounts.signIn('recover@example.in', 'recover-password-1')
    for (let i = 0; i < limits.PASSWORD_CHECKS.max - 1; i++)
      await expect(accounts.signIn('recover@example.in', `wrong-later-${i}`)).rejects.toMatchObject({ code: 'invalid-credentials' })
  })
})

describe('staff sign-in', () => {
  it('is limited per client address across e-mail addresses, and another address is not held back', async () => {
    const { max } = limits.STAFF_SIGN_IN.perAddress
    const address = { [limits.CLIENT_ADDRESS_HEADER]: '192.0.2.77' }
    for (let i = 0; i < max; i++)
      expect((await quietly(payload, () => post('/api/admins/login', { email: `guess-${i}@test.in`, password: 'guess-password' }, address))).status).toBe(
        401,
      )
    const refused = await quietly(payload, () => post('/api/admins/login', { email: 'boss@test.in', password: 'boss-password-1' }, address))
    expect(refused.status).toBe(429)
    expect(JSON.stringify(await refused.json())).toMatch(/Too many attempts\. Please wait \d+ minutes? and try again\./)
    expect(
      (await post('/api/admins/login', { email: 'boss@test.in', password: 'boss-password-1' }, { [limits.CLIENT_ADDRESS_HEADER]: '192.0.2.78' })).status,
    ).toBe(200)
  })

  it('does not count a staff member who signs in with the right password', async () => {
    const address = { [limits.CLIENT_ADDRESS_HEADER]: '192.0.2.90' }
    for (let i = 0; i < 3; i++) expect((await post('/api/admins/login', { email: 'boss@test.in', password: 'boss-password-1' }, address)).status).toBe(200)
    // The three sign-ins gave their attempts back: all of the limit is still there for failures.
    for (let i = 0; i < limits.STAFF_SIGN_IN.perAddress.max; i++) {
      expect((await quietly(payload, () => post('/api/admins/login', { email: `nobody-${i}@test.in`, password: 'guess-password' }, address))).status).toBe(
        401,
      )
    }
    expect((await quietly(payload, () => post('/api/admins/login', { email: 'boss@test.in', password: 'boss-password-1' }, address))).status).toBe(429)
  })
})

describe('the customer API token', () => {
  it('is refused once the customer signs out through /api/users/logout', async () => {
    await customer('jwt@example.in', 'jwt-password-1')
    const login = await post('/api/users/login', { email: 'jwt@example.in', password: 'jwt-password-1' })
    const { token } = (await login.json()) as { token: string }
    const me = () => rest(new Request(`${ORIGIN}/api/users/me`, { headers: { Authorization: `JWT ${token}`, Origin: ORIGIN } }))
    expect(((await (await me()).json()) as { user: unknown }).user).toMatchObject({ email: 'jwt@example.in' })
    expect((await post('/api/users/logout', {}, { Authorization: `JWT ${token}` })).status).toBe(200)
    expect(((await (await me()).json()) as { user: unknown }).user).toBeNull()
  })
})

describe('a password of spaces', () => {
  it('is a wrong password at sign-in, not a server error', async () => {
    await customer('spaces@example.in', 'spaces-password-1')
    expect(await accounts.signIn('spaces@example.in', '      ').catch((error: unknown) => error)).toMatchObject({ code: 'invalid-credentials' })
  })
})
