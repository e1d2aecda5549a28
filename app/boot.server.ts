// The boot API: what server.mjs needs of the site's build before it listens and while it serves. The validated
// configuration, the payment keys' check, the database preparation, the jobs, and the versions and owner
// its page caches are keyed by. Its own module, so the document renderer (entry.server.tsx) is only that; it reaches
// server.mjs through the entry module as `boot`, because the build is one module graph and a second bundle would hold
// its own copy of every module's state (ADR 172).
import { provideReminderPusher } from '../collections/Consultations/reminders'
import { provideNudgeSender } from '../collections/DailyNudges/job'
import { startJobRunner as startJobs } from './services/consultation-jobs.server'
import { sendDueNudges } from './services/daily-nudge.server'
import { pushToCustomer } from './services/push.server'
import { listenForChanges } from './utils/cross-process-listener.server'
import { getEnv } from './utils/env.server'
import { shareRateLimits } from './utils/rate-limit.server'
import { shareMakerLeases } from './services/maker-leases.server'

export { publicContentVersion } from '../collections/hooks/invalidate'
export { customerDataVersion } from '../collections/hooks/customer-version'
export { customerPageOwner } from './utils/customer-page.server'
export { prepareDatabase } from './utils/database.server'
export { getEnv }
export { checkPaymentsEnv } from './services/payments-stripe.server'

/**
 * Hands the tasks whose work is a service their work. The service reaches the database through the Payload client,
 * which is made from the configuration, so the configuration cannot import it (ADR 171): this module, which sits above
 * both, does, before the jobs start.
 */
export function provideJobWork(): void {
  provideNudgeSender(sendDueNudges)
  provideReminderPusher(pushToCustomer)
}

export async function startJobRunner(): Promise<boolean> {
  provideJobWork()
  return startJobs()
}

/**
 * On PostgreSQL, where several server processes may share the database: hears the changes the others make (ADR 239),
 * counts the rate limits in the database (ADR 241) and holds each owner's share of the PDF and card makers there
 * (ADR 263). SQLite and MongoDB run one process, which keeps all three in memory.
 */
export async function shareAcrossProcesses(): Promise<boolean> {
  const uri = getEnv().DATABASE_URI
  if (!/^postgres(ql)?:/.test(uri)) return false
  await listenForChanges(uri)
  await shareRateLimits(uri)
  await shareMakerLeases(uri)
  return true
}
