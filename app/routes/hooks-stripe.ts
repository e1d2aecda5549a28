// Stripe's webhook. The body is read as text exactly as it arrived: the signature is over those bytes, and
// server.mjs puts no body parser in front of the site's routes, so nothing has rewritten them.
import { handleStripeWebhook } from '../services/payments.server'
import type { Route } from './+types/hooks-stripe'

/** Stripe's events are a few kilobytes; anything far larger is not one. */
const MAX_EVENT_BYTES = 512 * 1024

const answer = (status: number, outcome: string) =>
  new Response(JSON.stringify({ received: status === 200, outcome }), {
    status,
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' },
  })

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== 'POST') return answer(405, 'method-not-allowed')
  const body = await request.text()
  if (body.length > MAX_EVENT_BYTES) return answer(413, 'too-large')
  try {
    const { status, outcome } = await handleStripeWebhook(body, request.headers.get('stripe-signature'))
    return answer(status, outcome)
  } catch (error) {
    // Ours to fix (the database is away, say), not the event's: Stripe retries a 503 later (ADR 165).
    console.error('Stripe webhook failed', error)
    return answer(503, 'try-again')
  }
}

export function loader() {
  return answer(405, 'method-not-allowed')
}
