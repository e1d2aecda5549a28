// The malformed-input fuzz (ADR 032) for the payment endpoints (ADRs 163-165): Stripe's webhook, with bodies signed
// with the right secret (so the fuzz reaches past the signature), with none and with a wrong one; and the pricing
// page's action, as an anonymous visitor and a signed-in customer. Inputs come from a fixed seed, so a failure names
// an input that can be replayed. Every answer is below 500, and a refused request stores nothing.
import type { Payload } from 'payload'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { quietly } from './api-client'
import { createCustomer } from './factories'
import { startPayload, stopPayload } from './harness'

const SEED = 20261127
const PER_ENDPOINT = 150
const ORIGIN = 'http://localhost:3000'
const PASSWORD = 'fuzz-payments-password-1'

let payload: Payload
let webhookSecret: string
let sessionCookie = ''
let orderId = ''
let sessionId = ''
let couponCode = ''

beforeAll(async () => {
  for (const name of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_API_URL', 'PAYMENTS_TEST_CHECKOUT']) delete process.env[name]
  payload = await startPayload()
  webhookSecret = (await import('../../app/services/payments-stripe.server')).webhookSecret()!
  const buyer = await createCustomer(payload, { email: 'fuzz-buyer@example.in', password: PASSWORD, fullName: 'Fuzz Buyer' })
  couponCode = (await payload.create({ collection: 'coupons', data: { code: 'FUZZ20', percentOff: 20, maxRedemptions: 3 }, overrideAccess: true })).code
  // One real open order, so some fuzzed events name an order and a session of ours.
  const { startPurchase } = await import('../../app/services/payments.server')
  const started = await startPurchase({ id: buyer.id, email: buyer.email }, { sketches: 6, couponCode: null }, { origin: ORIGIN })
  if (started.outcome !== 'checkout') throw new Error('The fuzz needs an open order')
  orderId = String(started.orderId)
  sessionId = (await payload.findByID({ collection: 'orders', id: started.orderId, depth: 0, overrideAccess: true })).stripeSessionId!
  sessionCookie = await signIn('fuzz-buyer@example.in')
})
afterAll(() => stopPayload(payload))

/** mulberry32, as in fuzz.test.ts: the same inputs in the same order every run. */
function generator(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (n: number) => Math.floor(next() * n)
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!
  return { next, int, pick }
}

const nested = (depth: number): unknown => (depth === 0 ? 'bottom' : { a: nested(depth - 1) })

/** Values no field expects (a shorter list than fuzz.test.ts's, with Stripe's own shapes added). */
const HOSTILE: unknown[] = [
  true,
  false,
  null,
  0,
  -1,
  1.5,
  1e308,
  -1e308,
  2 ** 53 + 1,
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '💥'.repeat(300),
  'x'.repeat(10_001),
  '1e308',
  'NaN',
  '-1',
  'null',
  '[]',
  '{}',
  "' OR '1'='1",
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '__proto__',
  'cart_abc',
  'A-1001',
  '999999999',
  '1',
  'paid',
  'unpaid',
  'inr',
  'usd',
  [],
  [1, 2],
  {},
  { id: 1 },
  { id: 'pi_x' },
  { orderId: 5 },
  { orderId: 'A-1001' },
  { equals: 1 },
  { $gt: '' },
  nested(40),
]

const TYPES = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.expired',
  'charge.refunded',
  'payment_intent.succeeded',
  '',
]
const SESSION_FIELDS = ['id', 'object', 'payment_status', 'amount_total', 'currency', 'client_reference_id', 'metadata', 'payment_intent']
const EVENT_FIELDS = ['id', 'type', 'data', 'object', 'created']

type Input = { body: string; signature: 'right' | 'none' | 'wrong'; label: string }

function webhookInputs(count: number, seed: number): Input[] {
  const { int, pick, next } = generator(seed)
  const inputs: Input[] = [
    // Bodies that are not an event at all, signed as Stripe would sign them.
    ...['', 'null', '[]', '12', '"event"', '{', '{"id":', 'x'.repeat(1000), '{"__proto__":{"polluted":1}}'].map((body) => ({
      body,
      signature: 'right' as const,
      label: `raw ${body.slice(0, 20)}`,
    })),
  ]
  while (inputs.length < count) {
    const type = pick(TYPES)
    // Half the sessions name our real order and session, so the fuzz reaches the order's checks.
    const ours = next() < 0.5
    const object: Record<string, unknown> =
      type === 'charge.refunded'
        ? { id: 'ch_fuzz', object: 'charge', payment_intent: 'pi_fuzz', refunded: true }
        : {
            id: ours ? sessionId : `cs_fuzz_${int(1000)}`,
            object: 'checkout.session',
            payment_status: 'paid',
            amount_total: 19900,
            currency: 'inr',
            client_reference_id: ours ? orderId : null,
            metadata: ours ? { orderId } : {},
            payment_intent: 'pi_fuzz',
          }
    const event: Record<string, unknown> = { id: `evt_fuzz_${inputs.length}`, object: 'event', type, data: { object } }
    const changes: string[] = []
    for (let i = 0, n = 1 + int(2); i < n; i++) {
      const value = pick(HOSTILE)
      if (next() < 0.7) {
        const field = pick([...SESSION_FIELDS, 'refunded'])
        object[field] = value
        changes.push(`data.object.${field}=${JSON.stringify(value)?.slice(0, 30)}`)
      } else {
        const field = pick(EVENT_FIELDS)
        event[field] = field === 'data' && next() < 0.5 ? { object: value } : value
        changes.push(`${field}=${JSON.stringify(value)?.slice(0, 30)}`)
      }
    }
    const roll = next()
    inputs.push({
      body: JSON.stringify(event),
      signature: roll < 0.85 ? 'right' : roll < 0.93 ? 'none' : 'wrong',
      label: `${type}: ${changes.join(', ')}`,
    })
  }
  return inputs
}

/** Form values: every hostile value as text (a form carries only text). */
const FORM_VALUES = HOSTILE.map((value) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? 'undefined')))
const PRICING_FIELDS = ['intent', 'sketches', 'couponCode', 'code', 'returnTo']
const INTENTS = ['buy', 'coupon', 'trial', 'pay', '']

function pricingInputs(count: number, seed: number): { body: string; contentType: string; label: string }[] {
  const { int, pick, next } = generator(seed)
  const inputs = [
    { body: '{"intent":"buy","sketches":6}', contentType: 'application/json', label: 'JSON body' },
    { body: 'intent=buy&sketches=6', contentType: 'text/plain', label: 'text/plain body' },
    { body: '%%%', contentType: 'application/x-www-form-urlencoded', label: 'broken escapes' },
    { body: '', contentType: 'multipart/form-data; boundary=x', label: 'empty multipart' },
    { body: 'intent=buy&sketches=6&couponCode=' + couponCode, contentType: 'application/x-www-form-urlencoded', label: 'a good coupon' },
  ]
  while (inputs.length < count) {
    const params = new URLSearchParams()
    if (next() < 0.8) params.set('intent', pick(INTENTS))
    if (next() < 0.6) params.set('sketches', String(1 + int(12)))
    const names: string[] = []
    for (let i = 0, n = 1 + int(3); i < n; i++) {
      const key = next() < 0.9 ? pick(PRICING_FIELDS) : pick(['__proto__', 'constructor', 'amount', 'price', 'user', 'status'])
      names.push(key)
      if (next() < 0.2) params.append(key, pick(FORM_VALUES))
      else params.set(key, key === 'couponCode' && next() < 0.3 ? couponCode : pick(FORM_VALUES))
    }
    inputs.push({
      body: params.toString(),
      contentType: 'application/x-www-form-urlencoded',
      label: `${names.join(',')}: ${params.toString().slice(0, 100)}`,
    })
  }
  return inputs
}

const COUNTED = ['orders', 'credit-ledger', 'webhook-events', 'access-records'] as const
async function counts() {
  const entries = await Promise.all(
    COUNTED.map(async (slug) => [slug, (await payload.count({ collection: slug, overrideAccess: true })).totalDocs] as const),
  )
  return Object.fromEntries(entries) as Record<(typeof COUNTED)[number], number>
}

/** The status an action's answer (or what it threw) is sent with, as React Router sends it. */
async function settle(run: () => unknown): Promise<{ status: number; text: string }> {
  let result: unknown
  try {
    result = await run()
  } catch (thrown) {
    result = thrown
  }
  if (result instanceof Response) return { status: result.status, text: (await result.clone().text()).slice(0, 160) }
  const init =
    (result as { type?: string; init?: ResponseInit | null; data?: unknown } | null)?.type === 'DataWithResponseInit'
      ? (result as { init?: ResponseInit | null; data?: unknown })
      : null
  if (init) return { status: init.init?.status ?? 200, text: JSON.stringify(init.data ?? null).slice(0, 160) }
  if (result instanceof Error) return { status: 500, text: `${result.name}: ${result.message}` }
  return { status: 200, text: JSON.stringify(result ?? null)?.slice(0, 160) ?? '' }
}

async function fuzz<T extends { label: string }>(name: string, inputs: T[], send: (input: T, index: number) => Promise<{ status: number; text: string }>) {
  expect(inputs.length).toBeGreaterThanOrEqual(100)
  const problems: string[] = []
  const { resetRateLimits } = await import('../../app/utils/rate-limit.server')
  await quietly(payload, async () => {
    const log = console.info
    console.info = () => {}
    try {
      let before = await counts()
      for (const [index, input] of inputs.entries()) {
        resetRateLimits()
        const { status, text } = await send(input, index)
        if (status >= 500) problems.push(`${name}: ${status} for ${input.label} → ${text}`)
        const after = await counts()
        if (status >= 400)
          for (const slug of COUNTED)
            if (after[slug] > before[slug]) problems.push(`${name}: refused (${status}) yet stored a ${slug} row for ${input.label}`)
        before = after
      }
    } finally {
      console.info = log
    }
  })
  return problems
}

describe('payments fuzz (ADRs 163-165)', () => {
  it('POST /hooks/stripe: signed, unsigned and wrongly signed bodies, no 5xx, nothing stored when refused', async () => {
    const { action } = await import('../../app/routes/hooks-stripe')
    const problems = await fuzz('POST /hooks/stripe', webhookInputs(PER_ENDPOINT, SEED), async (input) => {
      const headers = new Headers({ 'Content-Type': 'application/json' })
      if (input.signature !== 'none') {
        const secret = input.signature === 'right' ? webhookSecret : 'whsec_not_ours_0123456789'
        headers.set('Stripe-Signature', Stripe.webhooks.generateTestHeaderString({ payload: input.body, secret }))
      }
      const request = new Request(`${ORIGIN}/hooks/stripe`, { method: 'POST', headers, body: input.body })
      return settle(() => action({ request, context: {}, params: {} } as never))
    })
    expect(problems).toEqual([])
  })

  it('POST /pricing: forms as a visitor and as a customer, no 5xx, nothing stored when refused', async () => {
    const { action } = await import('../../app/routes/pricing')
    const problems = await fuzz('POST /pricing', pricingInputs(PER_ENDPOINT, SEED + 1), async (input, index) => {
      const headers = new Headers({ 'Content-Type': input.contentType, Origin: ORIGIN })
      if (index % 2 === 1) headers.set('Cookie', sessionCookie)
      const request = new Request(`${ORIGIN}/pricing`, { method: 'POST', headers, body: input.body })
      return settle(() => action({ request, context: { cspNonce: 'n', clientIp: '198.51.100.9' }, params: {} } as never))
    })
    expect(problems).toEqual([])
    // The customer's open checkouts stayed within their cap whatever was sent.
    const open = await payload.count({ collection: 'orders', where: { status: { equals: 'pending' } }, overrideAccess: true })
    expect(open.totalDocs).toBeLessThanOrEqual(5)
  })
})

async function signIn(email: string): Promise<string> {
  const { action } = await import('../../app/routes/auth')
  const body = new URLSearchParams({ intent: 'sign-in', email, password: PASSWORD })
  const request = new Request(`${ORIGIN}/auth`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: ORIGIN }, body })
  const result = await Promise.resolve(action({ request, context: { cspNonce: 'n', clientIp: '192.0.2.45' }, params: {} } as never)).catch(
    (thrown: unknown) => thrown,
  )
  const headers = result instanceof Response ? result.headers : new Headers((result as { init?: ResponseInit }).init?.headers)
  const cookie = headers.get('set-cookie')?.match(/__session=[^;]+/)?.[0]
  if (!cookie) throw new Error(`Signing in ${email} failed`)
  return cookie
}
