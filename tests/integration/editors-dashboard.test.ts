// Who made each version (ADR 227) and the editors' dashboard's lists (ADR 226), against real Payload with access on, as
// the admin calls it, and over REST where a staff member could try to write the name themselves.
import type { Payload, PayloadRequest } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DASHBOARD_ROWS, editorsDashboard } from '../../cms/components/editors-dashboard'
import { apiClient, type ApiClient } from './api-client'
import { startPayload, stopPayload } from './harness'
import { blocksToLexical } from '../../seed/lexical'

let payload: Payload
let api: ApiClient

beforeAll(async () => {
  payload = await startPayload()
  api = await apiClient(payload)
})
afterAll(() => stopPayload(payload))

const as = (actor: 'editor' | 'admin') => ({ overrideAccess: false as const, user: api.users[actor] as PayloadRequest['user'] })

const text = (words: string) => blocksToLexical([{ p: words }])

const post = (title: string) => ({ title, excerpt: `${title}, in short`, content: text(`${title} in words`), category: 'astrology' })

async function versionsOf(collection: 'posts' | 'pages', id: number | string) {
  const { docs } = await payload.findVersions({ collection, where: { parent: { equals: id } }, sort: 'updatedAt', limit: 50, depth: 0 })
  return docs.map((doc) => (doc.version as { editedBy?: string | null }).editedBy ?? null)
}

describe('each version says who made it', () => {
  it('records the staff member of each save, version by version, and a restore as the one who restored', async () => {
    const made = await payload.create({ collection: 'posts', data: { ...post('Versions by two people'), _status: 'draft' } as never, ...as('editor') })
    expect(made.editedBy).toBe('editor')
    await payload.update({ collection: 'posts', id: made.id, data: { title: 'Versions by two people, revised' }, draft: true, ...as('admin') })
    expect(await versionsOf('posts', made.id)).toEqual(['editor', 'admin'])

    const about = (await payload.find({ collection: 'pages', where: { slug: { equals: 'about' } }, limit: 1, depth: 0 })).docs[0]!
    await payload.update({ collection: 'pages', id: about.id, data: { title: 'About, by the editor' }, ...as('editor') })
    const [first] = (await payload.findVersions({ collection: 'pages', where: { parent: { equals: about.id } }, sort: '-updatedAt', limit: 1 })).docs
    await payload.update({ collection: 'pages', id: about.id, data: { title: 'About, by the admin' }, ...as('admin') })
    const restored = await payload.restoreVersion({ collection: 'pages', id: String(first!.id), depth: 0, ...as('admin') })
    expect(restored.title).toBe('About, by the editor')
    expect((await versionsOf('pages', about.id)).slice(-3)).toEqual(['editor', 'admin', 'admin'])
  })

  it('cannot be written by hand: a name sent over REST is dropped for the sender’s own', async () => {
    const sent = await api.call('editor', 'POST', '/api/posts?draft=true', { ...post('Someone else wrote this'), editedBy: 'admin', _status: 'draft' })
    expect(sent.status).toBe(201)
    const id = (sent.json!.doc as { id: number }).id
    expect((await payload.findByID({ collection: 'posts', id, draft: true, depth: 0 })).editedBy).toBe('editor')
    const changed = await api.call('editor', 'PATCH', `/api/posts/${id}?draft=true`, { editedBy: 'admin' })
    expect(changed.status).toBe(200)
    expect((await payload.findByID({ collection: 'posts', id, draft: true, depth: 0 })).editedBy).toBe('editor')
  })

  it('records nobody for a save no staff member made (the seed, a job)', async () => {
    const made = await payload.create({ collection: 'posts', data: { ...post('Written by a job'), _status: 'draft' } as never })
    expect(made.editedBy ?? null).toBeNull()
  })
})

describe('the editors’ dashboard', () => {
  it('lists drafts, scheduled posts with their times, recent edits with who made them, and unhandled messages', async () => {
    const goesLive = new Date(Date.now() + 3 * 86_400_000).toISOString()
    await payload.create({ collection: 'posts', data: { ...post('A draft waiting'), _status: 'draft' } as never, ...as('editor') })
    await payload.create({
      collection: 'posts',
      data: { ...post('Scheduled for later'), publishedAt: goesLive, _status: 'published' } as never,
      ...as('admin'),
    })
    // Published and due: neither a draft nor scheduled.
    await payload.create({ collection: 'posts', data: { ...post('Out already'), _status: 'published' } as never, ...as('editor') })
    // A Hindi-only draft is listed by its Hindi title.
    await payload.create({ collection: 'posts', locale: 'hi', data: { title: 'केवल हिन्दी', _status: 'draft' } as never, draft: true, ...as('editor') })
    await payload.create({
      collection: 'contact-messages',
      data: { name: 'Meera', email: 'meera@example.in', subject: 'A question about my chart', message: 'Hello', handled: false },
    })
    await payload.create({
      collection: 'contact-messages',
      data: { name: 'Ravi', email: 'ravi@example.in', subject: 'Already answered', message: 'Hello', handled: true },
    })

    // Read after every save, so the post published just now is due.
    const data = await editorsDashboard(payload, api.users.editor as PayloadRequest['user'], new Date())
    const titles = (entries: { title: string }[]) => entries.map((entry) => entry.title)

    expect(titles(data.drafts.entries)).toEqual(expect.arrayContaining(['A draft waiting', 'केवल हिन्दी']))
    expect(titles(data.drafts.entries)).not.toContain('Out already')
    expect(data.drafts.entries.find((entry) => entry.title === 'A draft waiting')).toMatchObject({ who: 'editor', status: 'draft', kind: 'Posts' })
    expect(data.drafts.all.map((link) => link.href)).toContain('/admin/collections/posts?where%5B_status%5D%5Bequals%5D=draft')

    expect(data.scheduled.entries).toEqual([expect.objectContaining({ title: 'Scheduled for later', at: goesLive, who: 'admin' })])
    expect(data.scheduled.total).toBe(1)

    expect(data.edits.entries.length).toBeLessThanOrEqual(DASHBOARD_ROWS)
    const edits = data.edits.entries
    expect(edits.map((entry) => entry.at)).toEqual([...edits.map((entry) => entry.at)].sort().reverse())
    expect(edits.find((entry) => entry.title === 'Out already')).toMatchObject({ who: 'editor', status: 'published' })
    expect(edits.find((entry) => entry.title === 'Scheduled for later')).toMatchObject({ who: 'admin' })
    // Each document once, by its newest version, though the seed saved every page in two languages.
    const documents = edits.map((entry) => entry.href.replace(/\/versions\/.*$/, ''))
    expect(new Set(documents).size).toBe(documents.length)
    expect(edits[0]!.href).toMatch(/^\/admin\/collections\/(posts|pages)\/\d+\/versions\/\d+$/)

    expect(titles(data.messages!.entries)).toContain('A question about my chart')
    expect(titles(data.messages!.entries)).not.toContain('Already answered')
    expect(data.messages!.entries.find((entry) => entry.title === 'A question about my chart')).toMatchObject({ who: 'Meera' })
  })

  it('bounds every list and counts what it leaves out', async () => {
    for (let i = 0; i < DASHBOARD_ROWS + 2; i++) {
      await payload.create({ collection: 'posts', data: { ...post(`Bulk draft ${i}`), _status: 'draft' } as never, ...as('editor') })
    }
    const data = await editorsDashboard(payload, api.users.admin as PayloadRequest['user'])
    for (const list of [data.drafts, data.scheduled, data.edits, data.messages!]) expect(list.entries.length).toBeLessThanOrEqual(DASHBOARD_ROWS)
    expect(data.drafts.total).toBeGreaterThan(DASHBOARD_ROWS)
  })

  it('leaves out what the reader may not read: a customer gets no list', async () => {
    const data = await editorsDashboard(payload, api.users.customer as PayloadRequest['user'])
    expect(data.messages).toBeNull()
    expect(data.drafts.entries).toEqual([])
    expect(data.edits.entries).toEqual([])
  })
})
