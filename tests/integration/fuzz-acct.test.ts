// The malformed-input fuzz (ADR 032) for the account endpoints added by ADR 166: the sign-in link's request (the
// `sign-in-link` intent of POST /auth) and its use (POST /auth/link). A fixed seed, 120 inputs each, sent to the route
// actions as the site's server would: no answer of 5xx, and a refused request stores nothing (no session, no link).
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startMailCatcher } from '../setup/mail-catcher.mjs'
import { ORIGIN, quietly } from './api-client'
import { createCustomer } from './factories'
import { startPayload, stopPayload } from './harness'

const PER_ENDPOINT = 120
let payload: Payload
let catcher: Awaited<ReturnType<typeof startMailCatcher>>

type Outcome = { status: number; text: string }
type ActionModule = { action: (args: { request: Request; context: unknown; params: Record<string, string> }) => unknown }

/** mulberry32: the same inputs in the same order on every run. */
function generator(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return { next, pick: <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]! }
}

const VALUES = [
  '',
  ' ',
  'a'.repeat(16),
  'a'.repeat(43),
  'a'.repeat(128),
  'a'.repeat(129),
  'A-b_c'.repeat(9),
  '%00'.repeat(20),
  'owner@example.in',
  ' OWNER@example.in ',
  'nobody@example.in',
  'not-an-email',
  '<script>alert(1)</script>',
  '🌙'.repeat(40),
  'नमस्ते'.repeat(10),
  'a\u0000b'.repeat(10),
  '../../etc/passwd',
  "' OR 1=1 --",
  '{"$ne":null}',
  'x'.repeat(5000),
  'sign-in-link',
  'sign-in',
]
const KEYS = ['intent', 'email', 'token', 'password', '__proto__', 'constructor', 'token[]', 'email[0]']

function inputs(seed: number, base: Record<string, string>): { raw: string; contentType: string; label: string }[] {
  const { next, pick } = generator(seed)
  const list = [
    { raw: '', contentType: 'application/x-www-form-urlencoded', label: 'empty form' },
    { raw: '{"token":"aaaaaaaaaaaaaaaaaaaa"}', contentType: 'application/json', label: 'JSON' },
    { raw: 'token=%E0%A4%A', contentType: 'application/x-www-form-urlencoded', label: 'broken escape' },
    { raw: '--x\r\nContent-Disposition: form-data; name="token"\r\n\r\nabc', contentType: 'multipart/form-data; boundary=x', label: 'cut multipart' },
    { raw: 'hello', contentType: 'text/plain', label: 'plain text' },
    { raw: 'token=a', contentType: '', label: 'no content type' },
  ]
  while (list.length < PER_ENDPOINT) {
    const params = new URLSearchParams(next() < 0.7 ? base : {})
    for (let i = 0, n = 1 + Math.floor(next() * 3); i < n; i++) {
      const key = next() < 0.8 ? pick(KEYS.slice(0, 3)) : pick(KEYS)
      if (next() < 0.2) params.append(key, pick(VALUES))
      else params.set(key, pick(VALUES))
    }
    list.push({ raw: params.toString(), contentType: 'application/x-www-form-urlencoded', label: params.toString().slice(0, 100) })
  }
  return list
}

function describeResult(result: unknown): Outcome {
  if (result instanceof Response) return { status: result.status, text: result.headers.get('location') ?? '' }
  const init = (result as { type?: string } | null)?.type === 'DataWithResponseInit' ? (result as { init?: ResponseInit | null; data?: unknown }) : null
  if (init) return { status: init.init?.status ?? 200, text: JSON.stringify(init.data ?? null)?.slice(0, 200) ?? '' }
  if (result instanceof Error) return { status: 500, text: `${result.name}: ${result.message}` }
  return { status: 200, text: JSON.stringify(result ?? null)?.slice(0, 200) ?? '' }
}

async function settle(run: () => unknown): Promise<Outcome> {
  try {
    return describeResult(await run())
  } catch (thrown) {
    return describeResult(thrown)
  }
}

/** What a refused request must not have changed: sessions, and the accounts' links. */
async function stored() {
  const sessions = (await payload.count({ collection: 'sessions', overrideAccess: true })).totalDocs
  const { docs } = await payload.find({ collection: 'users', depth: 0, pagination: false, showHiddenFields: true, overrideAccess: true })
  return JSON.stringify({ sessions, links: docs.map((doc) => [doc.id, doc.signInLinkHash ?? null]) })
}

async function fuzz(path: string, load: () => Promise<unknown>, seed: number, base: Record<string, string>) {
  const { resetRateLimits } = await import('../../app/utils/rate-limit.server')
  const { action } = (await load()) as ActionModule
  const problems: string[] = []
  await quietly(payload, async () => {
    for (const input of inputs(seed, base)) {
      resetRateLimits()
      const before = await stored()
      const headers = new Headers({ Origin: ORIGIN })
      if (input.contentType) headers.set('Content-Type', input.contentType)
      const request = new Request(`${ORIGIN}${path}`, { method: 'POST', headers, body: input.raw })
      const { status, text } = await settle(() => action({ request, context: { cspNonce: 'nonce', clientIp: '198.51.100.70' }, params: {} }))
      if (status >= 500) problems.push(`${path}: ${status} for ${input.label} → ${text.slice(0, 160)}`)
      if (status >= 400 && (await stored()) !== before) problems.push(`${path}: refused (${status}) yet stored something for ${input.label}`)
    }
  })
  return problems
}

beforeAll(async () => {
  catcher = await startMailCatcher()
  process.env.SMTP_URL = catcher.url
  payload = await startPayload()
  await createCustomer(payload, { email: 'owner@example.in', password: 'owner-password-42', fullName: 'Owner' })
})
afterAll(async () => {
  await stopPayload(payload)
  await catcher?.close()
})

describe('the sign-in link’s endpoints', () => {
  it('asking for a link (POST /auth, intent sign-in-link): no 5xx, nothing stored when refused', async () => {
    expect(await fuzz('/auth', () => import('../../app/routes/auth'), 2801, { intent: 'sign-in-link', email: 'owner@example.in' })).toEqual([])
  })

  it('using a link (POST /auth/link): no 5xx, nothing stored when refused', async () => {
    expect(await fuzz('/auth/link', () => import('../../app/routes/auth/link'), 2802, { token: 'a'.repeat(43) })).toEqual([])
  })
})
