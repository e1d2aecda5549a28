// Above the posts list: one link that lists the scheduled posts (published, dated after now), and one back to all
// posts (ADR 232). Plain links to the list's own `where` query, so the list's filter and pages work on them as usual.
import { scheduledWhere } from '../../collections/Posts/status'

/** `where` as the list's address carries it: where[and][0][_status][equals]=published, … */
function whereQuery(where: unknown, prefix = 'where'): [string, string][] {
  if (where === null || typeof where !== 'object') return [[prefix, String(where)]]
  return Object.entries(where as Record<string, unknown>).flatMap(([key, inner]) => whereQuery(inner, `${prefix}[${key}]`))
}

export function ScheduledFilter() {
  const scheduled = `/admin/collections/posts?${new URLSearchParams(whereQuery(scheduledWhere(new Date())))}`
  return (
    <p style={{ display: 'flex', gap: 'var(--base)', marginBottom: 'var(--base)' }}>
      <a href="/admin/collections/posts">All posts</a>
      <a href={scheduled}>Scheduled posts only</a>
    </p>
  )
}
