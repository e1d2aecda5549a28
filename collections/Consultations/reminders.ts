// The day-before reminder: a task of Payload's jobs queue, scheduled every ten minutes, that mails each
// confirmed booking starting within the next 24 hours once. Its cron runs only in the process that starts Payload with
// `cron: true` (app/services/consultation-jobs.server.ts, ADR 106); a job may be retried, so each booking is claimed
// by a conditional update before its mail goes, and a failed mail gives the claim back for the next run.
import type { Payload, TaskConfig } from 'payload'
import type { Consultation } from '../../payload-types'
import { sendConsultationMail } from './notify'

export const REMINDER_QUEUE = 'consultations'
/** Every ten minutes, on the second 0 (Payload's crons take seconds first). */
export const REMINDER_CRON = '0 */10 * * * *'
const AHEAD_MS = 24 * 3_600_000

/** Mails every confirmed booking that starts within a day and has had no reminder; returns how many were sent. */
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
    // Claimed only if still unclaimed: a second runner, or a retry, finds nothing to update and sends nothing.
    const claimed = await payload.update({
      collection: 'consultations',
      where: { and: [{ id: { equals: due.id } }, { reminderSentAt: { exists: false } }] },
      data: { reminderSentAt: new Date(now).toISOString() },
      depth: 0,
      overrideAccess: true,
    })
    const booking = claimed.docs[0] as Consultation | undefined
    if (!booking) continue
    if (await sendConsultationMail(payload, 'reminder', booking)) sent++
    else await payload.update({ collection: 'consultations', id: booking.id, data: { reminderSentAt: null }, depth: 0, overrideAccess: true })
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
