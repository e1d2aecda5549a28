// The morning mail (ADR 216): a task of Payload's jobs queue, scheduled every five minutes, that mails each customer
// whose chosen hour has come on their clock, once per local day. Its cron runs only in the process that starts Payload
// with `cron: true` (ADR 106); each row is claimed by a conditional update before its mail goes
// (app/services/daily-nudge.server.ts), so a second runner or a retry sends nothing twice. The service reaches the
// database through the Payload client, which is made from this configuration, so the configuration cannot import it:
// the server's boot module hands it in before the jobs start (app/boot.server.ts, ADR 171).
import type { Payload, TaskConfig } from 'payload'

export const NUDGE_QUEUE = 'daily-mail'
/** Every five minutes, on the second 0 (Payload's crons take seconds first): a mail goes within five minutes of its hour. */
export const NUDGE_CRON = '0 */5 * * * *'

/** What a run does: the due mails sent. */
type SendDue = (payload: Payload) => Promise<{ sent: number; due: number }>

let sendDue: SendDue | undefined

/** Gives the task its work; the process that runs jobs calls it before it starts them. */
export function provideNudgeSender(send: SendDue): void {
  sendDue = send
}

export const dailyNudgeTask: TaskConfig = {
  slug: 'daily-nudges',
  schedule: [{ cron: NUDGE_CRON, queue: NUDGE_QUEUE }],
  retries: 2,
  outputSchema: [
    { name: 'sent', type: 'number' },
    { name: 'due', type: 'number' },
  ],
  handler: async ({ req }) => {
    // A process that never started the job runner (the admin's, a script) has no sender: the run fails and is retried
    // by the runner's cron, instead of passing as if the mail had gone.
    if (!sendDue) throw new Error('The daily mail runs only in the process that runs the jobs (startJobRunner)')
    return { output: await sendDue(req.payload) }
  },
}
