import type { Where } from 'payload'

/** What the posts list says of a post's state (ADR 232). `changed`: published, with a newer draft. */
export type PostStatusInput = { _status?: string | null; publishedAt?: unknown }

const LABELS = {
  draft: 'Draft',
  published: 'Published',
  changed: 'Published, with draft changes',
  scheduled: 'Scheduled',
  'scheduled-changed': 'Scheduled, with draft changes',
} as const

type PostStatusKey = keyof typeof LABELS

/** A published post dated after `now` is scheduled: the site shows it from that moment (ADR 087). */
export function postStatus({ _status, publishedAt }: PostStatusInput, now: Date): { key: PostStatusKey; label: string } {
  const due = typeof publishedAt === 'string' || publishedAt instanceof Date ? new Date(publishedAt).getTime() : Number.NaN
  const future = Number.isFinite(due) && due > now.getTime()
  let key: PostStatusKey = _status === 'published' || _status === 'changed' ? _status : 'draft'
  if (future && key === 'published') key = 'scheduled'
  if (future && key === 'changed') key = 'scheduled-changed'
  return { key, label: LABELS[key] }
}

/** The list filter for scheduled posts: published, dated after `now`. */
export function scheduledWhere(now: Date): Where {
  return { and: [{ _status: { equals: 'published' } }, { publishedAt: { greater_than: now.toISOString() } }] }
}
