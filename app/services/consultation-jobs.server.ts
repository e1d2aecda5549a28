// Starts the jobs queue's cron (the day-before reminders, the held slots, the old days' pruning and the daily mail,
// whose work app/boot.server.ts hands its task first) in this process. Payload starts it only when asked
// with `cron: true`, and only the server asks, after the database is ready; scripts and tests never do. With several
// server processes, all but one set RUN_JOBS=false so reminders go once (ADR 106).
import config from '@payload-config'
import { getPayload } from 'payload'
import { runsScheduledJobs } from '../utils/env.server'

export async function startJobRunner(): Promise<boolean> {
  if (!runsScheduledJobs()) return false
  await getPayload({ config, cron: true })
  return true
}
