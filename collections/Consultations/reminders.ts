// The day-before reminder: a task of Payload's jobs queue, scheduled every ten minutes, that mails each
// confirmed booking starting within the next 24 hours once. Its cron runs only in the process that starts Payload with
// `cron: true` (app/services/consultation-jobs.server.ts, ADR 106); a job may be retried, so each booking is claimed
// by a conditional update before its mail goes, and a failed mail gives the claim back for the next run. The customer
// chooses how it comes (ADR 267): by mail (unless they chose otherwise), as a notification to their devices, both or
// neither.
import type { Payload, TaskConfig } from 'payload'
import { reminderChannels } from '../../app/domain/daily-nudge'
import type { Consultation } from '../../payload-types'
import { bookingParties, reminderNotice, sendConsultationMail } from './notify'

export const REMINDER_QUEUE = 'consultations'
/** Every ten minutes, on the second 0 (Payload's crons take seconds first). */
export const REMINDER_CRON = '0 */10 * * * *'
const AHEAD_MS = 24 * 3_600_000

/**
 * Sends a message to each of a customer's devices and gives each one's outcome (none without devices). It is the push
 * service's (app/services/push.server.ts), which the configuration may not import (ADR 171): the process that runs the
 * jobs hands it in (app/boot.server.ts). A process without it sends no notification reminders, only mail.
 */
type PushToCustomer = (payload: Payload, userId: number | string, message: string, topic: string) => Promise<string[]>
let pushToCustomer: PushToCustomer | undefined

export function provideReminderPusher(push: PushToCustomer): void {
  pushToCustomer = push
}

const idOf = (value: unknown) => (typeof value === 'object' && value !== null ? (value as { id: number | string }).id : (value as number | string))

/**
 * Sends one booking's reminder on the channels its customer chose. Sent when any channel delivered; failed (the claim
 * is given back) only when every chosen channel failed, so a retry never repeats a channel that went; nothing to do
 * when the customer chose neither, or chose notifications and has no device.
 */
async function remind(payload: Payload, booking: Consultation): Promise<'sent' | 'failed' | 'none'> {
  const userId = idOf(booking.user)
  const { docs } = await payload.find({ collection: 'daily-nudges', where: { user: { equals: userId } }, limit: 1, depth: 0, overrideAccess: true })
  const channels = reminderChannels(docs[0]?.reminders)
  const notify = channels.push ? pushToCustomer : undefined
  let message = ''
  if (notify) {
    const { customer, astrologer } = await bookingParties(payload, booking)
    if (customer) message = JSON.stringify(reminderNotice(booking, customer, astrologer?.name ?? ''))
  }
  const [mailed, pushed] = await Promise.all([
    channels.mail ? sendConsultationMail(payload, 'reminder', booking).then((ok) => (ok ? 'sent' : 'failed')) : Promise.resolve('none'),
    notify && message ? notify(payload, userId, message, 'consultation-reminder') : Promise.resolve<string[]>([]),
  ])
  const outcomes = [mailed, ...pushed]
  if (outcomes.includes('sent')) return 'sent'
  return outcomes.includes('failed') ? 'failed' : 'none'
}

/** Reminds every confirmed booking that starts within a day and has had no reminder; returns how many were sent. */
async function sendDueReminders(payload: Payload, now: number = Date.now()): Promise<number> {
  const { docs } = await payload.find({
    collection: 'consultations',
    where: {
      and: [
        { status: { equals: 'confirmed' } },
        { reminderSentAt: { exists: false } },
        { startsAt: { greater_than: new Date(now).toISOString() } },
        { startsAt: { less_than_equal: new Date(now + AHEAD_MS).toISOString() } },
      ],
    },
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  let sent = 0
  for (const due of docs) {
    // Claimed only if still unclaimed, in one statement: of two runs that read the booking (a second runner, two jobs
    // of the queue run side by side, a retry) exactly one stores the time and sends; the others send nothing.
    // (Payload's `update` with a `where` reads the rows, then writes each: two runs both claimed one booking, ADR 277.)
    const claimed = await payload.db.updateOne({
      collection: 'consultations',
      where: { and: [{ id: { equals: due.id } }, { reminderSentAt: { exists: false } }] },
      data: { reminderSentAt: new Date(now).toISOString() },
      // The SQL adapters run a `where` update as one statement only when asked to (as the morning mail's claim).
      ...(payload.db.name === 'mongoose' ? {} : { options: { atomic: true } }),
    })
    if (!claimed) continue
    // Read back through the collection, as its hooks give it (the stored row is the database's, unread by them).
    const booking = await payload.findByID({ collection: 'consultations', id: due.id, depth: 0, overrideAccess: true, disableErrors: true })
    if (!booking) continue
    const outcome = await remind(payload, booking)
    if (outcome === 'sent') sent++
    else if (outcome === 'failed') {
      await payload.update({ collection: 'consultations', id: booking.id, data: { reminderSentAt: null }, depth: 0, overrideAccess: true })
    }
  }
  return sent
}

export const consultationReminderTask: TaskConfig = {
  slug: 'consultation-reminders',
  schedule: [{ cron: REMINDER_CRON, queue: REMINDER_QUEUE }],
  retries: 2,
  outputSchema: [{ name: 'sent', type: 'number' }],
  handler: async ({ req }) => ({ output: { sent: await sendDueReminders(req.payload) } }),
}
