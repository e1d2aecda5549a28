// Old days' rows go (ADR 131): daily readings and lucky elements older than KEEP_DAYS are deleted by a task of the jobs
// queue, once a day, in the one process that runs the cron (ADR 106). Nothing on the site shows a past day's reading,
// and keeping every day of every customer forever would hold a great deal of data about them for no use.
import type { Payload, TaskConfig } from 'payload'

export const PRUNE_QUEUE = 'maintenance'
/** Daily at 03:17 UTC (seconds first), a quiet hour for the site's Indian and European visitors. */
export const PRUNE_CRON = '0 17 3 * * *'
/** How many days back a customer's daily rows are kept: the day itself and the 90 before it. */
export const KEEP_DAYS = 90
const BATCH = 500
const PRUNED = ['daily-readings', 'lucky-elements'] as const

/** The first day kept ('YYYY-MM-DD'): a day behind UTC's, so no zone's "today" or "yesterday" is ever cut. */
export function firstDayKept(now: number): string {
  return new Date(now - (KEEP_DAYS + 1) * 86_400_000).toISOString().slice(0, 10)
}

/** Deletes the rows of days before the first day kept; returns how many went. Safe to run twice or side by side. */
export async function pruneOldDays(payload: Payload, now: number = Date.now()): Promise<number> {
  const before = firstDayKept(now)
  let deleted = 0
  for (const collection of PRUNED) {
    // In batches, so a first run over a large table never holds every row in memory at once.
    for (;;) {
      const { docs } = await payload.find({ collection, where: { date: { less_than: before } }, limit: BATCH, depth: 0, overrideAccess: true, select: {} })
      if (docs.length === 0) break
      const result = await payload.delete({ collection, where: { id: { in: docs.map((d) => d.id) } }, depth: 0, overrideAccess: true })
      deleted += result.docs.length
      if (docs.length < BATCH) break
    }
  }
  return deleted
}

export const pruneOldDaysTask: TaskConfig = {
  slug: 'prune-old-days',
  schedule: [{ cron: PRUNE_CRON, queue: PRUNE_QUEUE }],
  retries: 2,
  outputSchema: [{ name: 'deleted', type: 'number' }],
  handler: async ({ req }) => ({ output: { deleted: await pruneOldDays(req.payload) } }),
}
