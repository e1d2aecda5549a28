// How the site reaches Stripe (ADR 102). With STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, real Stripe
// Checkout; without them, the built-in test checkout on our own server, whose events are signed with a secret derived
// from SESSION_SECRET and verified by the very same webhook code. The test checkout refuses to run under
// NODE_ENV=production unless PAYMENTS_TEST_CHECKOUT=true says so (the browser tests' production build does).
import crypto from 'node:crypto'
import Stripe from 'stripe'
import { z } from 'zod'
import { getEnv } from '../utils/env.server'

export type PaymentMode = 'stripe' | 'test-checkout' | 'disabled'

const PaymentsEnv = z
  .object({
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^(sk|rk)_(test|live)_\w+$/, 'STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_…)')
      .optional(),
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_\w+$/, 'STRIPE_WEBHOOK_SECRET must start with whsec_')
      .optional(),
    // Where the SDK sends its API calls: only the tests set it, to a stand-in on loopback.
    STRIPE_API_URL: z.url().optional(),
    PAYMENTS_TEST_CHECKOUT: z.enum(['true', 'false']).optional(),
  })
  // One without the other would quietly fall back to the test checkout (or, in production, to no payments at all).
  .refine((env) => Boolean(env.STRIPE_SECRET_KEY) === Boolean(env.STRIPE_WEBHOOK_SECRET), {
    message: 'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set together or not at all',
    path: [],
  })

/** Read on each call, so a test may set the variables; a bad value is a configuration error, said by name. */
function rawPaymentsEnv() {
  const blank = (value: string | undefined) => (value === '' ? undefined : value)
  return {
    STRIPE_SECRET_KEY: blank(process.env.STRIPE_SECRET_KEY),
    STRIPE_WEBHOOK_SECRET: blank(process.env.STRIPE_WEBHOOK_SECRET),
    STRIPE_API_URL: blank(process.env.STRIPE_API_URL),
    PAYMENTS_TEST_CHECKOUT: blank(process.env.PAYMENTS_TEST_CHECKOUT),
  }
}

const paymentsEnv = () => PaymentsEnv.parse(rawPaymentsEnv())

/**
 * Checked once at start-up (server.mjs), after the main configuration: a bad Stripe setting stops the start with its
 * name, rather than failing the first customer who pays.
 */
export function checkPaymentsEnv(): void {
  const result = PaymentsEnv.safeParse(rawPaymentsEnv())
  if (result.success) return
  const lines = result.error.issues.map((issue) => `  - ${issue.path.join('.') || 'STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET'}: ${issue.message}`)
  throw new Error(`Invalid configuration:\n${lines.join('\n')}`)
}

export function paymentMode(): PaymentMode {
  const env = paymentsEnv()
  if (env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET) return 'stripe'
  if (getEnv().NODE_ENV === 'production' && env.PAYMENTS_TEST_CHECKOUT !== 'true') return 'disabled'
  return 'test-checkout'
}

/** The secret the webhook checks signatures with: Stripe's, or in test-checkout mode one only this server knows. */
export function webhookSecret(): string | null {
  const mode = paymentMode()
  if (mode === 'stripe') return paymentsEnv().STRIPE_WEBHOOK_SECRET!
  if (mode === 'disabled') return null
  const derived = crypto.createHmac('sha256', getEnv().SESSION_SECRET).update('cosmic-insights test checkout webhook').digest('hex')
  return `whsec_${derived}`
}

export function stripeClient(): Stripe {
  const env = paymentsEnv()
  if (!env.STRIPE_SECRET_KEY) throw new Error('stripeClient() needs STRIPE_SECRET_KEY')
  const api = env.STRIPE_API_URL ? new URL(env.STRIPE_API_URL) : null
  return new Stripe(env.STRIPE_SECRET_KEY, {
    ...(api ? { host: api.hostname, port: api.port, protocol: api.protocol.replace(':', '') as 'http' | 'https', maxNetworkRetries: 0 } : {}),
    timeout: 20_000,
  })
}

export type CheckoutSessionInput = {
  orderId: number | string
  email: string
  /** What the customer buys, as the checkout shows it. */
  name: string
  currency: 'inr' | 'usd'
  /** The price in the currency's main unit (rupees, dollars); Stripe counts its hundredths. */
  amount: number
  /** When Stripe closes the session (epoch milliseconds; at least its 30-minute minimum from now). */
  expiresAt: number
  successUrl: string
  cancelUrl: string
}

/** Opens a Stripe Checkout Session for one of our orders (ADRs 100, 163, 196): the session's id and its page. */
export async function openCheckoutSession(input: CheckoutSessionInput): Promise<{ id: string; url: string }> {
  const session = await stripeClient().checkout.sessions.create({
    mode: 'payment',
    client_reference_id: String(input.orderId),
    customer_email: input.email,
    metadata: { orderId: String(input.orderId) },
    line_items: [
      { quantity: 1, price_data: { currency: input.currency, unit_amount: Math.round(input.amount * 100), product_data: { name: input.name } } },
    ],
    expires_at: Math.floor(input.expiresAt / 1000),
    success_url: input.successUrl,
    cancel_url: input.cancelUrl,
  })
  if (!session.url) throw new Error('Stripe returned a Checkout Session without a URL')
  return { id: session.id, url: session.url }
}

/** The page of a Checkout Session Stripe still keeps open, or null once it has closed (paid, expired, cancelled). */
export async function openSessionUrl(sessionId: string): Promise<string | null> {
  const session = await stripeClient().checkout.sessions.retrieve(sessionId)
  return session.status === 'open' && session.url ? session.url : null
}

/**
 * Verifies a webhook body against its Stripe-Signature header: the body as parsed JSON when it holds, null when it does
 * not. What a signed body holds is checked by the caller (it may be any JSON, even `null`).
 */
export function verifiedEvent(rawBody: string, signature: string | null): { event: unknown } | null {
  const secret = webhookSecret()
  if (!secret || !signature) return null
  try {
    return { event: Stripe.webhooks.constructEvent(rawBody, signature, secret) as unknown }
  } catch {
    return null
  }
}

/** A Stripe-Signature header for `payload`, as Stripe would send it (the test checkout and the tests sign with it). */
export function signEvent(payload: string, secret: string): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret })
}
