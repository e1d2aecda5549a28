// Sign-in limits a stranger cannot turn against the owner, the one-time sign-in link, and account deletion only on the
// site (ADRs 166 and 167): in-process against Payload's own endpoints and the account services, with every mail read
// from a real SMTP server on loopback.
import crypto from 'node:crypto'
import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { linkIn, startMailCatcher } from '../setup/mail-catcher.mjs'
import { quietly } from './api-client'
import { createCustomer } from './factories'
import { startPayload, stopPayload } from './harness'

const ORIGIN = 'http://localhost:3000'
const APP_URL = 'https://cosmic.test'
let payload: Payload
let catcher: Awaited<ReturnType<typeof startMailCatcher>>
let rest: (request: Request) => Promise<Response>
let limits: typeof import('../../app/utils/rate-limit.server')
let accounts: typeof import('../../app/services/accounts.server')

async function customer(email: string, password: string) {
  return (await createCustomer(payload, { email, password, fullName: 'Owner Of The Account' })).doc
}

function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  return rest(
    new Request(`${ORIGIN}${path}`, {
      method,
      headers: { Origin: ORIGIN, 'Content-Type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  )
}

const from = (address: string) => ({ [limits.CLIENT_ADDRESS_HEADER]: address })

/** The sign-in link in the one mail to `to` since `since` messages had arrived. */
function linkTokenFor(to: string, since: number): string {
  const found = catcher.messages.slice(since).filter((message) => message.to.includes(to))
  expect(found, `one mail to ${to}`).toHaveLength(1)
  const link = linkIn(found[0]!, '/auth/link')
  expect(link.startsWith(`${APP_URL}/auth/link?token=`), link).toBe(true)
  return new URL(link).searchParams.get('token') ?? ''
}

beforeAll(async () => {
  catcher = await startMailCatcher()
  process.env.SMTP_URL = catcher.url
  process.env.APP_URL = APP_URL
  payload = await startPayload()
  limits = await import('../../app/utils/rate-limit.server')
  accounts = await import('../../app/services/accounts.server')
  const { default: config } = await import('@payload-config')
  const { handleEndpoints } = await import('payload')
  rest = (request) => handleEndpoints({ config, request })
  await payload.create({ collection: 'admins', data: { email: 'chief@test.in', password: 'chief-password-42', name: 'Chief', roles: ['admin'] } })
})
afterAll(async () => {
  await stopPayload(payload)
  await catcher?.close()
})
beforeEach(() => limits.resetRateLimits())

describe('wrong passwords from a stranger', () => {
  it('no longer refuse the owner’s right password from the owner’s own client, on the site and over the API', async () => {
    await customer('owner@example.in', 'owner-password-42')
    // Far more than the old lockout of five, from the stranger's one address, on both surfaces.
    for (let i = 0; i < 8; i++) {
      await quietly(payload, () => call('POST', '/api/users/login', { email: 'owner@example.in', password: `guess-${i}` }, from('203.0.113.66')))
      await accounts.signIn('owner@example.in', `guess-again-${i}`, '203.0.113.66').catch(() => null)
    }
    expect((await accounts.signIn('owner@example.in', 'owner-password-42', '198.51.100.7')).email).toBe('owner@example.in')
    expect((await call('POST', '/api/users/login', { email: 'owner@example.in', password: 'owner-password-42' }, from('198.51.100.8'))).status).toBe(200)
    // The stranger's client is still held back, even with the right password: its guesses are spent.
    expect(await accounts.signIn('owner@example.in', 'owner-password-42', '203.0.113.66').catch((error: unknown) => error)).toMatchObject({
      code: 'locked',
    })
  })

  it('no longer refuse the owner through the site’s own sign-in form, whose action counts each client apart', async () => {
    await customer('form-owner@example.in', 'form-owner-password-42')
    const { action } = await import('../../app/routes/auth')
    const signIn = async (password: string, clientIp: string) => {
      const body = new URLSearchParams({ intent: 'sign-in', email: 'form-owner@example.in', password })
      const request = new Request(`${ORIGIN}/auth`, {
        method: 'POST',
        headers: { Origin: ORIGIN, 'Content-Type': 'application/x-www-form-urlencoded' },
        body,
      })
      const answer = await Promise.resolve(action({ request, context: { cspNonce: 'nonce', clientIp }, params: {} } as never)).catch(
        (thrown: unknown) => thrown,
      )
      if (answer instanceof Response) return answer.status
      return (answer as { init?: { status?: number } }).init?.status ?? 200
    }
    const stranger = []
    for (let i = 0; i < 7; i++) stranger.push(await signIn(`guess-${i}`, '203.0.113.70'))
    expect(stranger).toEqual([401, 401, 401, 401, 401, 429, 429])
    expect(await signIn('form-owner-password-42', '198.51.100.70')).toBe(302)
  })

  it('no longer lock a staff member out of the CMS from another client', async () => {
    for (let i = 0; i < 8; i++)
      await quietly(payload, () => call('POST', '/api/admins/login', { email: 'chief@test.in', password: `guess-${i}` }, from('203.0.113.67')))
    expect((await call('POST', '/api/admins/login', { email: 'chief@test.in', password: 'chief-password-42' }, from('198.51.100.9'))).status).toBe(200)
  })

  it('let an owner who signs in often keep signing in: right passwords do not spend the ceiling', async () => {
    await customer('often@example.in', 'often-password-42')
    for (let i = 0; i <= limits.PASSWORD_CHECKS_PER_ACCOUNT.max; i++)
      expect((await accounts.signIn('often@example.in', 'often-password-42', `192.0.2.${(i % 5) + 100}`)).email).toBe('often@example.in')
  })

  it('spread over many clients still meet a ceiling per account, which the sign-in link gets the owner past', async () => {
    await customer('spread@example.in', 'spread-password-42')
    const { max } = limits.PASSWORD_CHECKS_PER_ACCOUNT
    const perClient = limits.PASSWORD_CHECKS.max
    const checks = Array.from({ length: max }, (_, i) =>
      accounts.signIn('spread@example.in', `guess-${i}`, `192.0.2.${Math.floor(i / perClient) + 1}`).catch((error: unknown) => error),
    )
    expect((await Promise.all(checks)).every((error) => (error as { code?: string }).code === 'invalid-credentials')).toBe(true)
    const refused = await accounts.signIn('spread@example.in', 'spread-password-42', '198.51.100.10').catch((error: unknown) => error)
    expect(refused).toMatchObject({ code: 'locked' })
    const api = await call('POST', '/api/users/login', { email: 'spread@example.in', password: 'spread-password-42' }, from('198.51.100.11'))
    expect(api.status).toBe(429)

    const since = catcher.messages.length
    await accounts.requestSignInLink('spread@example.in')
    const account = await accounts.signInWithLink(linkTokenFor('spread@example.in', since))
    expect(account.email).toBe('spread@example.in')
  })
})

describe('the sign-in link', () => {
  it('signs in once, keeps only a hash of its token, and says nothing about addresses without an account', async () => {
    const made = await customer('link@example.in', 'link-password-42')
    const since = catcher.messages.length
    await accounts.requestSignInLink('  LINK@example.in ')
    await accounts.requestSignInLink('nobody-here@example.in')
    expect(catcher.messages.slice(since).filter((message) => message.to.includes('nobody-here@example.in'))).toHaveLength(0)
    const token = linkTokenFor('link@example.in', since)
    const stored = (await payload.findByID({ collection: 'users', id: made.id, showHiddenFields: true, overrideAccess: true })) as unknown as Record<
      string,
      unknown
    >
    expect(stored.signInLinkHash).toBe(crypto.createHash('sha256').update(token).digest('hex'))
    expect(JSON.stringify(stored)).not.toContain(token)
    const lifetime = Date.parse(String(stored.signInLinkExpiresAt)) - Date.now()
    expect(lifetime).toBeLessThanOrEqual(15 * 60_000)
    expect(lifetime).toBeGreaterThan(14 * 60_000)

    const uses = await Promise.allSettled([accounts.signInWithLink(token), accounts.signInWithLink(token)])
    expect(uses.filter((use) => use.status === 'fulfilled')).toHaveLength(1)
    expect(await accounts.signInWithLink(token).catch((error: unknown) => error)).toMatchObject({ code: 'invalid-token' })
    // Never readable through the API, by its owner or anyone.
    const login = await call('POST', '/api/users/login', { email: 'link@example.in', password: 'link-password-42' })
    const { token: jwt } = (await login.json()) as { token: string }
    const me = await call('GET', `/api/users/${made.id}`, undefined, { Authorization: `JWT ${jwt}` })
    expect(JSON.stringify(await me.json())).not.toMatch(/signInLink/)
  })

  it('is mailed again while it lives, so a stranger asking for links cannot void the one in the owner’s inbox', async () => {
    await customer('kept@example.in', 'kept-password-42')
    const since = catcher.messages.length
    await accounts.requestSignInLink('kept@example.in')
    const owners = linkTokenFor('kept@example.in', since)
    const again = catcher.messages.length
    await accounts.requestSignInLink('kept@example.in')
    expect(linkTokenFor('kept@example.in', again)).toBe(owners)
    expect((await accounts.signInWithLink(owners)).email).toBe('kept@example.in')
    // Used, it is gone: the next request makes a new one.
    const after = catcher.messages.length
    await accounts.requestSignInLink('kept@example.in')
    expect(linkTokenFor('kept@example.in', after)).not.toBe(owners)
  })

  it('counts requests per e-mail address and client, so a stranger cannot spend the owner’s', async () => {
    limits.resetRateLimits()
    const { max } = limits.ACCOUNT_LIMITS['sign-in-link'].perEmail
    for (let i = 0; i < max; i++) expect((await limits.limitAccountAction('sign-in-link', '203.0.113.80', 'owner@example.in')).ok).toBe(true)
    expect((await limits.limitAccountAction('sign-in-link', '203.0.113.80', 'owner@example.in')).ok).toBe(false)
    expect((await limits.limitAccountAction('sign-in-link', '198.51.100.80', 'owner@example.in')).ok).toBe(true)
    limits.resetRateLimits()
  })

  it('expires 15 minutes after it was sent', async () => {
    const made = await customer('late@example.in', 'late-password-42')
    const since = catcher.messages.length
    await accounts.requestSignInLink('late@example.in')
    const token = linkTokenFor('late@example.in', since)
    await payload.update({
      collection: 'users',
      id: made.id,
      data: { signInLinkExpiresAt: new Date(Date.now() - 1000).toISOString() } as never,
      overrideAccess: true,
    })
    expect(await accounts.signInWithLink(token).catch((error: unknown) => error)).toMatchObject({ code: 'invalid-token' })
  })

  it('is refused for a token nobody sent', async () => {
    expect(await accounts.signInWithLink('a'.repeat(43)).catch((error: unknown) => error)).toMatchObject({ code: 'invalid-token' })
  })
})

describe('deleting an account over the API', () => {
  it('is not offered: a customer’s own token cannot delete the account, which the site does after asking for the password', async () => {
    const made = await customer('keep@example.in', 'keep-password-42')
    const login = await call('POST', '/api/users/login', { email: 'keep@example.in', password: 'keep-password-42' })
    const { token } = (await login.json()) as { token: string }
    const answer = await quietly(payload, () => call('DELETE', `/api/users/${made.id}`, undefined, { Authorization: `JWT ${token}` }))
    expect(answer.status).toBe(403)
    // GraphQL and the Local API with the customer's rights: the access matrix (customer-access.test.ts).
    expect(await payload.findByID({ collection: 'users', id: made.id, overrideAccess: true, disableErrors: true })).not.toBeNull()
  })
})

describe('new passwords set through the API and the admin', () => {
  it('are held to the strength rule, for customers and staff', async () => {
    const login = await call('POST', '/api/admins/login', { email: 'chief@test.in', password: 'chief-password-42' }, from('198.51.100.20'))
    const auth = { Authorization: `JWT ${((await login.json()) as { token: string }).token}` }
    const staff = async (password: string) =>
      (
        await quietly(payload, () =>
          call('POST', '/api/admins', { email: `s${crypto.randomUUID()}@test.in`, password, name: 'S', roles: ['editor'] }, auth),
        )
      ).status
    expect(await staff('password1234')).toBe(400)
    expect(await staff('aaaaaaaaaaaa')).toBe(400)
    expect(await staff('kesar-mango-tide-42')).toBe(201)
    const made = await customer('strength@example.in', 'strength-password-42')
    const set = async (password: string) => (await quietly(payload, () => call('PATCH', `/api/users/${made.id}`, { password }, auth))).status
    for (const weak of ['aaaaaa', '123456 ', 'kesar\u0000mango-42']) expect(await set(weak), JSON.stringify(weak)).toBe(400)
    expect(await set('kesar-mango-42')).toBe(200)
  })
})
