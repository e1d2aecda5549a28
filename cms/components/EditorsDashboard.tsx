// The editors' dashboard above the collection cards (ADR 226): what is waiting for an editor today. A server component:
// every entry is a plain link, so it works before the admin's scripts arrive. In English, as the whole admin is (ADR 228).
import type { Payload, PayloadRequest } from 'payload'
import { getEnv } from '../../app/utils/env.server'
import { type DashboardEntry, type DashboardList, editorsDashboard, whenIn } from './editors-dashboard'

const card = {
  border: '1px solid var(--theme-elevation-150)',
  borderRadius: 'var(--style-radius-m, 4px)',
  padding: 'var(--base)',
  minWidth: 0,
} as const

const muted = { color: 'var(--theme-elevation-650)', fontSize: '0.9em' } as const

function Entry({ entry, zone, whenLabel, byLabel }: { entry: DashboardEntry; zone: string; whenLabel: string; byLabel: string }) {
  return (
    <li style={{ padding: '0.5rem 0', borderTop: '1px solid var(--theme-elevation-100)', overflowWrap: 'anywhere' }}>
      <a href={entry.href} style={{ fontWeight: 600 }}>
        {entry.title || 'Untitled'}
      </a>
      <div style={muted}>
        {entry.kind}
        {entry.status ? ` · ${entry.status === 'draft' ? 'Draft' : 'Published'}` : ''} · {whenLabel}{' '}
        <time dateTime={entry.at}>{whenIn(entry.at, zone)}</time>
        {' · '}
        {entry.who ? `${byLabel} ${entry.who}` : `${byLabel} nobody recorded`}
      </div>
    </li>
  )
}

function Section({
  id,
  heading,
  list,
  empty,
  whenLabel,
  byLabel = 'by',
  zone,
}: {
  id: string
  heading: string
  list: DashboardList
  empty: string
  whenLabel: string
  byLabel?: string
  zone: string
}) {
  const more = list.total - list.entries.length
  return (
    <section aria-labelledby={id} style={card} data-dashboard-list={id}>
      <h2 id={id} style={{ fontSize: '1.15rem', margin: '0 0 0.5rem' }}>
        {heading}
        {list.total > 0 ? <span style={muted}> ({list.total})</span> : null}
      </h2>
      {list.entries.length === 0 ? (
        <p style={{ ...muted, margin: 0 }}>{empty}</p>
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {list.entries.map((entry) => (
            <Entry key={entry.href} entry={entry} zone={zone} whenLabel={whenLabel} byLabel={byLabel} />
          ))}
        </ul>
      )}
      {list.all.length > 0 ? (
        <p style={{ margin: '0.5rem 0 0' }}>
          {more > 0 ? <span style={muted}>{more} more not shown. </span> : null}
          {list.all.map((link, i) => (
            <span key={link.href}>
              {i > 0 ? ' · ' : ''}
              <a href={link.href}>{link.label}</a>
            </span>
          ))}
        </p>
      ) : null}
    </section>
  )
}

export async function EditorsDashboard({ payload, user }: { payload: Payload; user: PayloadRequest['user'] }) {
  if (user?.collection !== 'admins') return null
  const data = await editorsDashboard(payload, user)
  const zone = getEnv().BUSINESS_TIME_ZONE
  // The inbox's list is null for a staff member who may not read it, and is then left out.
  const sections = [
    { id: 'dashboard-drafts', heading: 'Drafts waiting', list: data.drafts, empty: 'No drafts: everything is published.', whenLabel: 'saved' },
    {
      id: 'dashboard-scheduled',
      heading: 'Scheduled posts',
      list: data.scheduled,
      empty: 'No post is scheduled. A published post dated in the future appears on the site at its date.',
      whenLabel: 'goes live',
    },
    { id: 'dashboard-edits', heading: 'Recent edits', list: data.edits, empty: 'Nothing has been edited yet.', whenLabel: 'saved' },
    {
      id: 'dashboard-messages',
      heading: 'Contact messages not yet handled',
      list: data.messages,
      empty: 'Every message has been handled.',
      whenLabel: 'sent',
      byLabel: 'from',
    },
  ]
  return (
    <section aria-labelledby="editors-dashboard" style={{ marginBottom: 'calc(var(--base) * 2)' }}>
      <h1 id="editors-dashboard" style={{ fontSize: '1.5rem', margin: '0 0 var(--base)' }}>
        Waiting for you
      </h1>
      <div style={{ display: 'grid', gap: 'var(--base)', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 20rem), 1fr))' }}>
        {sections.map(({ list, ...words }) => (list ? <Section key={words.id} {...words} list={list} zone={zone} /> : null))}
      </div>
    </section>
  )
}
