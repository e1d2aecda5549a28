// What the editors' dashboard shows (ADR 226): drafts waiting, posts scheduled with their times, the newest versions
// with who made them, and contact messages not yet handled. Read through the Local API as the signed-in staff member
// (their access applies), each list bounded; a list they may not read is left out.
import type { CollectionSlug, Payload, PayloadRequest, Where } from 'payload'
import { DEFAULT_LOCALE } from '../../app/utils/locales.mjs'

/** How many rows each list shows; the link under it opens the whole list in the admin. */
export const DASHBOARD_ROWS = 8
/** How many versions are read per row of recent edits, so repeated saves of one document still leave the rows full. */
const VERSIONS_PER_ROW = 5

export type DashboardEntry = {
  /** The document's title in English, or in the first language that has one. */
  title: string
  /** Which collection, as the admin names it ("Posts"). */
  kind: string
  href: string
  /** ISO instant: when it was saved, or when a scheduled post goes live. */
  at: string
  /** Who saved it (ADR 227); null when the save recorded nobody (the seed, a job, a save from before names were kept). */
  who: string | null
  status?: 'draft' | 'published'
}

/** `all`: the admin's lists that hold every row, filtered as this list is. */
export type DashboardList = { entries: DashboardEntry[]; total: number; all: { label: string; href: string }[] }

export type EditorsDashboardData = {
  drafts: DashboardList
  scheduled: DashboardList
  edits: DashboardList
  /** Null for a staff member who may not read the inbox. */
  messages: DashboardList | null
}

/** An instant as an editor in the business's zone reads it, with the zone's name: "28 Nov 2026, 14:30 IST". */
export function whenIn(iso: string, zone: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  return new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: zone,
    timeZoneName: 'short',
  }).format(date)
}

type Doc = Record<string, unknown> & { id: number | string }

/** A localized title read with `locale: 'all'`: English first, else any language's words. */
function titleOf(value: unknown): string {
  if (typeof value === 'string') return value.trim()
  if (value && typeof value === 'object') {
    const byLocale = value as Record<string, unknown>
    for (const text of [byLocale[DEFAULT_LOCALE], ...Object.values(byLocale)]) if (typeof text === 'string' && text.trim()) return text.trim()
  }
  return ''
}

const whoOf = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null)
const statusOf = (value: unknown) => (value === 'draft' || value === 'published' ? value : undefined)

/** A list's address in the admin with a filter, as the list view's own filter writes it. */
function listHref(adminRoute: string, collection: string, where?: Record<string, string>): string {
  const query = new URLSearchParams(where ?? {}).toString()
  return `${adminRoute}/collections/${collection}${query ? `?${query}` : ''}`
}

/** A refusal (no access) leaves the list out; anything else is a real failure and is thrown. */
async function readable<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read()
  } catch (error) {
    if ((error as { status?: number }).status === 403) return null
    throw error
  }
}

export async function editorsDashboard(payload: Payload, user: PayloadRequest['user'], now = new Date()): Promise<EditorsDashboardData> {
  const admin = payload.config.routes.admin
  const as = { overrideAccess: false as const, user, depth: 0, locale: 'all' as const }
  // Every collection with drafts and versions: posts and pages today.
  const versioned = payload.config.collections.filter((c) => c.versions?.drafts)
  const labelOf = (slug: string) => {
    const plural = payload.collections[slug as CollectionSlug]?.config.labels?.plural
    return typeof plural === 'string' ? plural : slug
  }
  const titleField = (slug: string) => payload.collections[slug as CollectionSlug]?.config.admin?.useAsTitle ?? 'id'
  const docHref = (slug: string, id: number | string) => `${admin}/collections/${slug}/${id}`

  const draftLists = await Promise.all(
    versioned.map(async ({ slug }) => {
      const found = await readable(() =>
        payload.find({
          collection: slug as CollectionSlug,
          ...as,
          draft: true,
          where: { _status: { equals: 'draft' } },
          sort: '-updatedAt',
          limit: DASHBOARD_ROWS,
        }),
      )
      const docs = (found?.docs ?? []) as unknown as Doc[]
      return {
        total: found?.totalDocs ?? 0,
        entries: docs.map((doc) => ({
          title: titleOf(doc[titleField(slug)]),
          kind: labelOf(slug),
          href: docHref(slug, doc.id),
          at: String(doc.updatedAt),
          who: whoOf(doc.editedBy),
          status: 'draft' as const,
        })),
      }
    }),
  )

  const scheduledWhere: Where = { and: [{ _status: { equals: 'published' } }, { publishedAt: { greater_than: now.toISOString() } }] }
  const scheduled = await readable(() => payload.find({ collection: 'posts', ...as, where: scheduledWhere, sort: 'publishedAt', limit: DASHBOARD_ROWS }))

  const versionLists = await Promise.all(
    versioned.map(async ({ slug }) => {
      // A document saved several times lately is listed once, by its newest version: enough versions are read for the
      // rows to be filled by different documents (a save in each language makes two versions at once).
      const found = await readable(() =>
        payload.findVersions({ collection: slug as CollectionSlug, ...as, sort: '-updatedAt', limit: DASHBOARD_ROWS * VERSIONS_PER_ROW }),
      )
      const seen = new Set<string>()
      return ((found?.docs ?? []) as unknown as (Doc & { parent: unknown; version: Doc })[]).flatMap((entry): DashboardEntry[] => {
        const parent = (entry.parent as Doc | null)?.id ?? (entry.parent as number | string)
        if (seen.has(String(parent))) return []
        seen.add(String(parent))
        return [
          {
            title: titleOf(entry.version[titleField(slug)]),
            kind: labelOf(slug),
            href: `${docHref(slug, parent)}/versions/${entry.id}`,
            at: String(entry.updatedAt),
            who: whoOf(entry.version.editedBy),
            status: statusOf(entry.version._status),
          },
        ]
      })
    }),
  )
  const edits = versionLists
    .flat()
    .sort((a, b) => b.at.localeCompare(a.at))
    .slice(0, DASHBOARD_ROWS)

  const messages = await readable(() =>
    payload.find({ collection: 'contact-messages', ...as, where: { handled: { equals: false } }, sort: '-createdAt', limit: DASHBOARD_ROWS }),
  )

  const byNewest = (lists: { entries: DashboardEntry[] }[]) =>
    lists
      .flatMap((list) => list.entries)
      .sort((a, b) => b.at.localeCompare(a.at))
      .slice(0, DASHBOARD_ROWS)

  return {
    drafts: {
      entries: byNewest(draftLists),
      total: draftLists.reduce((sum, list) => sum + list.total, 0),
      all: versioned.map(({ slug }) => ({
        label: `All ${labelOf(slug).toLowerCase()} in draft`,
        href: listHref(admin, slug, { 'where[_status][equals]': 'draft' }),
      })),
    },
    scheduled: {
      entries: ((scheduled?.docs ?? []) as unknown as Doc[]).map((doc) => ({
        title: titleOf(doc.title),
        kind: labelOf('posts'),
        href: docHref('posts', doc.id),
        at: String(doc.publishedAt),
        who: whoOf(doc.editedBy),
        status: 'published' as const,
      })),
      total: scheduled?.totalDocs ?? 0,
      all: [
        {
          label: 'All scheduled posts',
          href: listHref(admin, 'posts', {
            'where[and][0][_status][equals]': 'published',
            'where[and][1][publishedAt][greater_than]': now.toISOString(),
          }),
        },
      ],
    },
    // Each entry opens its version; a document's History tab lists the rest.
    edits: { entries: edits, total: edits.length, all: [] },
    messages: messages
      ? {
          entries: (messages.docs as unknown as Doc[]).map((doc) => ({
            title: titleOf(doc.subject),
            kind: 'Contact message',
            href: docHref('contact-messages', doc.id),
            at: String(doc.createdAt),
            who: whoOf(doc.name),
          })),
          total: messages.totalDocs,
          all: [{ label: 'All messages not yet handled', href: listHref(admin, 'contact-messages', { 'where[handled][equals]': 'false' }) }],
        }
      : null,
  }
}
