// The premium gate (ADR 110; app/services/premium.server.ts) against a real Payload: a request answers signed out,
// signed in without access (with the access status), or signed in with access (trial or paid), and an action behind
// a closed gate answers 401 or 403 with a toast and its code.
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCustomer, sessionCookie } from './factories'
import { startPayload, stopPayload } from './harness'

const ORIGIN = 'http://localhost:3000'
let payload: Payload
let premium: typeof import('../../app/services/premium.server')
let access: typeof import('../../app/services/access.server')
let ledger: typeof import('../../app/domain/ledger')

beforeAll(async () => {
  payload = await startPayload()
  premium = await import('../../app/services/premium.server')
  access = await import('../../app/services/access.server')
  ledger = await import('../../app/domain/ledger')
})
afterAll(() => stopPayload(payload))

let made = 0
/** A request to `path` from a signed-in customer's browser, with the customer's id. */
async function signedIn(path: string, init: RequestInit = {}) {
  made++
  const doc = await createCustomer(payload, { email: `gate-${made}@example.in`, password: 'gate-password-1', fullName: `Gate ${made}` })
  const { cookie } = await sessionCookie(doc.id)
  return { id: doc.id, request: new Request(`${ORIGIN}${path}`, { ...init, headers: { Cookie: cookie, ...init.headers } }) }
}

describe('the premium gate', () => {
  it('answers signed out with the path to come back to, and refuses an action with 401', async () => {
    const request = new Request(`${ORIGIN}/astro-journal?date=2026-11-20`)
    expect(await premium.premiumGate(request)).toEqual({ state: 'signed-out', returnTo: '/astro-journal?date=2026-11-20' })
    const refused = await premium.premiumAction(new Request(`${ORIGIN}/astro-journal`, { method: 'POST' }))
    expect(refused.ok).toBe(false)
    if (refused.ok) return
    expect(refused.response.init?.status).toBe(401)
    expect(refused.response.data).toMatchObject({ code: 'sign-in-required', toast: { title: 'Please sign in', variant: 'destructive' } })
  })

  it('answers locked with the access status for a customer who never had a trial or whose trial ended, and refuses an action with 403', async () => {
    const never = await signedIn('/daily-affirmations')
    const gate = await premium.premiumGate(never.request)
    expect(gate).toMatchObject({ state: 'locked', user: { id: never.id }, access: { premium: false, trial: 'never' } })
    if (gate.state !== 'locked') return
    expect(premium.lockedView(gate)).toEqual({ state: 'locked', access: gate.access })

    const ended = await signedIn('/daily-affirmations', { method: 'POST' })
    await access.startTrial(ended.id, new Date(Date.now() - 16 * 86_400_000))
    const refused = await premium.premiumAction(ended.request)
    expect(refused.ok).toBe(false)
    if (refused.ok) return
    expect(refused.response.init?.status).toBe(403)
    expect(refused.response.data).toMatchObject({ code: 'premium-required', toast: { title: 'Premium Feature' } })
    expect(await premium.premiumGate(ended.request)).toMatchObject({ state: 'locked', access: { trial: 'ended' } })
  })

  it('opens for a running trial and for a paid period, with the customer and their access', async () => {
    const trial = await signedIn('/astro-journal')
    await access.startTrial(trial.id)
    expect(await premium.premiumGate(trial.request)).toMatchObject({ state: 'open', user: { id: trial.id }, access: { premium: true, trial: 'running' } })
    expect(await premium.premiumAction(trial.request)).toMatchObject({ ok: true, user: { id: trial.id } })

    const paid = await signedIn('/astro-journal')
    await ledger.appendLedgerRow(payload, paid.id, () => ({
      kind: 'grant',
      amount: 10,
      purpose: 'test grant',
      accessUntil: new Date(Date.now() + 30 * 86_400_000),
    }))
    expect(await premium.premiumGate(paid.request)).toMatchObject({ state: 'open', access: { premium: true, trial: 'never' } })
  })
})
