// The sweep of unpaid holds (ADR 196): a task of Payload's jobs queue, every minute, that ends each booking whose
// quarter of an hour for payment has passed, closing its Stripe checkout first, so its time is free for others. The
// booking path sweeps the holds it meets too; this one frees the rest, and any a Stripe outage left standing. Closing
// a checkout reaches Stripe, which collections/ does not import (ADR 171): payload.config.ts hands it in.
import type { TaskConfig } from 'payload'
import { releaseOverdueHolds } from '../../app/domain/consultations/held'

export const HOLDS_QUEUE = 'consultation-holds'
/** Every minute, on the second 30 (Payload's crons take seconds first). */
export const HOLDS_CRON = '30 * * * * *'

/** `sessionCloser` says, when the task runs, how to close a Stripe checkout (none without Stripe keys). */
export const consultationHoldsTask = (sessionCloser: () => ((sessionId: string) => Promise<boolean>) | undefined): TaskConfig => ({
  slug: 'consultation-holds',
  schedule: [{ cron: HOLDS_CRON, queue: HOLDS_QUEUE }],
  retries: 1,
  outputSchema: [{ name: 'released', type: 'number' }],
  handler: async ({ req }) => ({ output: { released: await releaseOverdueHolds(req.payload, {}, { closeSession: sessionCloser() }) } }),
})
