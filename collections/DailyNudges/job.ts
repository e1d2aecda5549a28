// The morning mail (ADR 216): a task of Payload's jobs queue, scheduled every five minutes, that mails each customer
// whose chosen hour has come on their clock, once per local day. Its cron runs only in the process that starts Payload
// with `cron: true` (ADR 106); each row is claimed by a conditional update before its mail goes
// (app/services/daily-nudge.server.ts, handed in by payload.config.ts), so a second runner or a retry sends nothing twice.
import type { Payload, TaskConfig } from 'payload'

export const NUDGE_QUEUE = 'daily-mail'
/** Every five minutes, on the second 0 (Payload's crons take seconds first): a mail goes within five minutes of its hour. */
export const NUDGE_CRON = '0 */5 * * * *'

/** What a run does, given by payload.config.ts (the service sits above the collections, ADR 171): the due mails sent. */
type SendDue = (payload: Payload) => Promise<{ sent: number; due: number }>

export const dailyNudgeTask = (sendDueNudges: SendDue): TaskConfig => ({
  slug: 'daily-nudges',
  schedule: [{ cron: NUDGE_CRON, queue: NUDGE_QUEUE }],
  retries: 2,
  outputSchema: [
    { name: 'sent', type: 'number' },
    { name: 'due', type: 'number' },
  ],
  handler: async ({ req }) => ({ output: await sendDueNudges(req.payload) }),
})
