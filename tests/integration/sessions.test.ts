// The site's server-side sessions (ADR 035) against a real Payload: a session is a row named by a
// token whose hash alone is stored; ending the row ends the session at once through every path, the cache included.
import crypto from 'node:crypto'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startMailCatcher } from '../setup/mail-catcher.mjs'
import { createCustomer } from './factories'
import { startPayload, stopPayload } from './harness'

const ORIGIN = 'http://localhost:3000'
let payload: Payload
let catcher: Awaited<ReturnType<typeof startMailCatcher>>
let rest: (request: Request) => Promise<Response>
let accounts: typeof import('../../app/services/accounts.server')
let sessions: typeof import('../../app/services/sessions.server')

beforeAll(async () => {
  catcher = await startMailCatcher()
  process.env.SMTP_URL = catcher.url
  payload = await startPayload()
  accounts = await import('../../app/services/accounts.server')
  sessions = await import('../../app/services/sessions.server')
  const { default: config } = await import('@payload-config')
  const { handleEndpoints } = await import('payload')
  rest = (request) => handleEndpoints({ config, request })
})
afterAll(async () => {
  await stopPayload(payload)
  await catcher?.close()
})

async function customer(email: string, password = `${email}-password`) {
  return (await createCustomer(payload, { email, password, signIn: true })).account
}

async function session(account: { id: number | string }, userAgent = 'Mozilla/5.0 (Windows NT 10.0) Chrome/131.0.0.0 Safari/537.36') {
  const token = await sessions.createSession(account, userAgent)
  return { token, user: (await sessions.findSessionUser(token))! }
}

const rows = (userId: number | string) =>
  payload.find({ collection: 'sessions', where: { user: { equals: userId } }, overrideAccess: true, showHiddenFields: true, pagination: false })

describe('a session', () => {
  it('is stored as the hash of its token only, and names its customer', async () => {
    const asha = await customer('asha@example.in')
    const { token, user } = await session(asha)
    expect(user).toMatchObject({ ...asha, sessionId: expect.anything() })
    const { docs } = await rows(asha.id)
    expect(docs).toHaveLength(1)
    expect(docs[0]!.tokenHash).toBe(crypto.createHash('sha256').update(token).digest('hex'))
    expect(JSON.stringify(docs)).not.toContain(token)
  })

  it('refuses tokens it does not know, malformed ones and none', async () => {
    for (const token of [crypto.randomBytes(32).toString('base64url'), 'short', 'x'.repeat(500), null, 42, undefined]) {
      expect(await sessions.findSessionUser(token)).toBeNull()
    }
  })

  it('ends at once when its row is deleted, even while cached, whoever deletes it', async () => {
    const ravi = await customer('ravi@example.in')
    const byService = await session(ravi)
    await sessions.endSessionByToken(byService.token)
    expect(await sessions.findSessionUser(byService.token)).toBeNull()

    // The customer ends one over the API with their JWT: the next site request no longer honours it.
    const byApi = await session(ravi)
    expect(await sessions.findSessionUser(byApi.token)).not.toBeNull()
    const login = await rest(
      new Request(`${ORIGIN}/api/users/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: ORIGIN },
        body: JSON.stringify({ email: 'ravi@example.in', password: 'ravi@example.in-password' }),
      }),
    )
    const { token: jwt } = (await login.json()) as { token: string }
    const removed = await rest(
      new Request(`${ORIGIN}/api/sessions/${byApi.user.sessionId}`, { method: 'DELETE', headers: { Authorization: `JWT ${jwt}`, Origin: ORIGIN } }),
    )
    expect(removed.status).toBe(200)
    expect(await sessions.findSessionUser(byApi.token)).toBeNull()
  })

  it('is refused once it has expired, and "last seen" moves on with use', async () => {
    const meera = await customer('meera@example.in')
    const { token, user } = await session(meera)
    const { clearSessionCache } = await import('../../app/utils/session-cache.server')
    const hourAgo = new Date(Date.now() - 3600_000).toISOString()
    await payload.update({ collection: 'sessions', id: user.sessionId, data: { lastSeenAt: hourAgo }, overrideAccess: true })
    expect(await sessions.findSessionUser(token)).not.toBeNull()
    const touched = await payload.findByID({ collection: 'sessions', id: user.sessionId, overrideAccess: true })
    expect(Date.parse(touched.lastSeenAt)).toBeGreaterThan(Date.parse(hourAgo))
    expect(Date.parse(touched.expiresAt) - Date.parse(touched.lastSeenAt)).toBe(sessions.SESSION_DAYS * 24 * 3600_000)

    await payload.update({
      collection: 'sessions',
      id: user.sessionId,
      data: { expiresAt: new Date(Date.now() - 1000).toISOString() },
      overrideAccess: true,
    })
    clearSessionCache()
    expect(await sessions.findSessionUser(token)).toBeNull()
  })

  it('that has expired is deleted when anyone next signs in, whoever it belonged to', async () => {
    const owner = await customer('expired.owner@example.in')
    const { user: stale } = await session(owner)
    const { user: fresh } = await session(owner)
    await payload.update({
      collection: 'sessions',
      id: stale.sessionId,
      data: { expiresAt: new Date(Date.now() - 1000).toISOString() },
      overrideAccess: true,
    })
    await session(await customer('next.signer@example.in'))
    expect((await rows(owner.id)).docs.map((doc) => doc.id)).toEqual([fresh.sessionId])
  })

  it('shows the account as it is now, not as it was cached', async () => {
    const kabir = await customer('kabir@example.in')
    const { token, user } = await session(kabir)
    await accounts.changeLanguage(user, 'hi')
    expect((await sessions.findSessionUser(token))?.preferredLanguage).toBe('hi')
  })

  it('is not honoured for an account that is no longer verified', async () => {
    const sam = await customer('sam@example.in')
    const { token } = await session(sam)
    await payload.update({ collection: 'users', id: sam.id, data: { _verified: false }, overrideAccess: true })
    expect(await sessions.findSessionUser(token)).toBeNull()
  })
})

describe('the list in Settings', () => {
  it('shows only the customer’s own sessions, marks this one, and ends one or all', async () => {
    const nila = await customer('nila@example.in')
    const other = await customer('other@example.in')
    const here = await session(nila, 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Safari/604.1')
    const there = await session(nila)
    const stranger = await session(other)

    const listed = await sessions.listSessions(here.user)
    expect(listed.map((s) => s.id).sort()).toEqual([here.user.sessionId, there.user.sessionId].sort())
    expect(listed.find((s) => s.current)?.id).toBe(here.user.sessionId)
    expect(listed[0]).not.toHaveProperty('tokenHash')

    // Another customer's session, or an id that is not one, ends nothing.
    for (const id of [String(stranger.user.sessionId), 'abc', '999999', '1 OR 1=1']) expect(await sessions.revokeSession(here.user, id)).toBe(false)
    expect(await sessions.findSessionUser(stranger.token)).not.toBeNull()

    expect(await sessions.revokeSession(here.user, String(there.user.sessionId))).toBe(true)
    expect(await sessions.findSessionUser(there.token)).toBeNull()
    expect(await sessions.findSessionUser(here.token)).not.toBeNull()
  })

  it('"Sign out everywhere" ends every site session and every API token of the account', async () => {
    const dev = await customer('dev@example.in')
    const one = await session(dev)
    const two = await session(dev)
    const { token: jwt } = await payload.login({ collection: 'users', data: { email: 'dev@example.in', password: 'dev@example.in-password' } })
    const me = async () =>
      (
        (await (await rest(new Request(`${ORIGIN}/api/users/me`, { headers: { Authorization: `JWT ${jwt}`, Origin: ORIGIN } }))).json()) as {
          user: unknown
        }
      ).user
    expect(await me()).not.toBeNull()
    await sessions.revokeAllSessions(dev.id)
    expect(await sessions.findSessionUser(one.token)).toBeNull()
    expect(await sessions.findSessionUser(two.token)).toBeNull()
    expect(await me()).toBeNull()
  })
})
