// The staff side of the CMS (ADRs 070, 071, 073): password rules for staff and for customers wherever a password is set, the last
// admin, staff invitations by mail, hidden birth data with an audit log of every reveal and support export, the
// inbox's smallest access for editors, and URL fields. Through the Local API with access on and the REST handlers.
import type { Payload, PayloadRequest } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import enMail from '../../app/locales/en/mail'
import hiMail from '../../app/locales/hi/mail'
import { startMailCatcher } from '../setup/mail-catcher.mjs'
import { apiClient, profileData, quietly, type ApiClient } from './api-client'
import { createCustomer } from './factories'
import { startPayload, stopPayload } from './harness'

const APP_URL = 'https://cosmic.test'

let payload: Payload
let api: ApiClient
let catcher: Awaited<ReturnType<typeof startMailCatcher>>
type Id = number | string
let customerProfile: Id

beforeAll(async () => {
  catcher = await startMailCatcher()
  process.env.SMTP_URL = catcher.url
  process.env.APP_URL = APP_URL
  payload = await startPayload()
})
afterAll(async () => {
  await stopPayload(payload)
  await catcher?.close()
})

describe('the first-user screen', () => {
  /** POST /api/admins/first-register, as the admin's first-user form sends it, before any staff exists. */
  async function firstRegister(password: string) {
    const { default: config } = await import('@payload-config')
    const { restHandlers } = await import('../../cms/api-handlers')
    const request = new Request('http://localhost:3000/api/admins/first-register', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'http://localhost:3000' },
      body: JSON.stringify({ email: 'first@test.in', password, 'confirm-password': password, name: 'First', roles: ['editor'] }),
    })
    const response = await quietly(payload, () => restHandlers(config).POST(request, { params: Promise.resolve({ slug: ['admins', 'first-register'] }) }))
    return { status: response.status, text: await response.text() }
  }

  it('holds the first account to the staff password rule, and makes it an admin', async () => {
    for (const password of ['short', 'qwerty123456']) {
      const answer = await firstRegister(password)
      expect(answer.status, answer.text).toBe(400)
      expect(answer.text).toContain('password')
    }
    // The refusal says what makes the password guessable, under the field (ADR 202).
    for (const [password, why] of [
      ['password1234', 'a password or word many people use'],
      ['abcdefghijkl', 'it is a sequence'],
    ]) {
      const answer = await firstRegister(password!)
      expect(answer.status, answer.text).toBe(400)
      expect(JSON.parse(answer.text).errors[0].data.errors[0], answer.text).toMatchObject({ path: 'password', message: expect.stringContaining(why!) })
    }
    expect((await payload.count({ collection: 'admins' })).totalDocs).toBe(0)
    const made = await firstRegister('the-first-admin-password')
    expect(made.status, made.text).toBe(200)
    const { docs } = await payload.find({ collection: 'admins', where: { email: { equals: 'first@test.in' } } })
    expect(docs[0]?.roles).toEqual(['admin'])
  })
})

describe('with an admin, an editor and a customer', () => {
  beforeAll(async () => {
    api = await apiClient(payload)
    const profile = await payload.create({
      collection: 'profiles',
      data: { ...profileData('Asha'), questions: 'Will I marry my neighbour?' } as never,
      overrideAccess: false,
      user: api.users.customer,
    })
    customerProfile = profile.id
  })

  const as = (actor: 'editor' | 'admin' | 'customer') => ({ overrideAccess: false as const, user: api.users[actor] as PayloadRequest['user'] })

  /** The status a Local API call ends with: 200 when it succeeds, else its error's, with the error's field messages. */
  async function outcome(call: () => Promise<unknown>): Promise<{ status: number; message: string }> {
    try {
      await quietly(payload, call)
      return { status: 200, message: '' }
    } catch (error) {
      const status = (error as { status?: number }).status
      if (typeof status !== 'number') throw error
      const fields = (error as { data?: { errors?: { message: string; path: string }[] } }).data?.errors ?? []
      return { status, message: [String((error as Error).message), ...fields.map((field) => `${field.path}: ${field.message}`)].join(' | ') }
    }
  }

  const staffData = (email: string, password: string, role: 'admin' | 'editor' = 'editor') => ({ email, password, name: 'Staff', roles: [role] })

  describe('staff passwords', () => {
    it.each([
      ['abc', /at least 12 characters/],
      ['short-pass1', /at least 12 characters/],
      ['qwerty123456', /most common/],
    ])('refuses %s for a new staff account, on the password field', async (password, message) => {
      const result = await outcome(() => payload.create({ collection: 'admins', data: staffData(`new-${Date.now()}@test.in`, password), ...as('admin') }))
      expect(result.status).toBe(400)
      expect(result.message).toMatch(/password: /)
      expect(result.message).toMatch(message)
    })

    it('refuses a short or common password when staff change one, and accepts a long one', async () => {
      const editor = api.users.editor!
      for (const password of ['short', 'qwerty123456']) {
        expect((await outcome(() => payload.update({ collection: 'admins', id: editor.id, data: { password }, ...as('editor') }))).status).toBe(400)
        expect((await api.call('admin', 'PATCH', `/api/admins/${editor.id}`, { password })).status).toBe(400)
      }
      expect(
        (await outcome(() => payload.update({ collection: 'admins', id: editor.id, data: { password: 'a-long-enough-password-1' }, ...as('admin') })))
          .status,
      ).toBe(200)
    })

    it('refuses a password off the site rule when an admin sets a customer password, and ends the customer other sessions', async () => {
      const customer = api.users.customer!
      for (const password of ['abcd', 'password1']) {
        const result = await outcome(() => payload.update({ collection: 'users', id: customer.id, data: { password }, ...as('admin') }))
        expect(result.status, result.message).toBe(400)
        expect(result.message).toMatch(/password: /)
      }
      const sessions = await import('../../app/services/sessions.server')
      const token = await sessions.createSession({ id: customer.id }, 'Test browser')
      expect(await sessions.findSessionUser(token)).not.toBeNull()
      const answer = await api.call('admin', 'PATCH', `/api/users/${customer.id}`, { password: 'a-new-customer-password' })
      expect(answer.status, answer.text).toBe(200)
      expect(await sessions.findSessionUser(token)).toBeNull()
      expect((await payload.count({ collection: 'sessions', where: { user: { equals: customer.id } } })).totalDocs).toBe(0)
      await payload.login({ collection: 'users', data: { email: 'customer@example.in', password: 'a-new-customer-password' } })
    })
  })

  describe('the last admin', () => {
    it('cannot lose the role nor be deleted, while another admin can', async () => {
      const admin = api.users.admin!
      // The first-user screen made an admin too: it steps down first, which is allowed while another admin remains.
      const [first] = (await payload.find({ collection: 'admins', where: { email: { equals: 'first@test.in' } } })).docs
      expect((await payload.update({ collection: 'admins', id: first!.id, data: { roles: ['editor'] }, ...as('admin') })).roles).toEqual(['editor'])
      const demote = await outcome(() => payload.update({ collection: 'admins', id: admin.id, data: { roles: ['editor'] }, ...as('admin') }))
      expect(demote.status).toBe(400)
      expect(demote.message).toMatch(/roles: .*at least one admin/i)
      expect((await api.call('admin', 'DELETE', `/api/admins/${admin.id}`)).status).toBe(400)
      expect((await api.call('admin', 'DELETE', `/api/admins?where[id][equals]=${admin.id}`)).status).toBeGreaterThanOrEqual(400)
      expect((await payload.findByID({ collection: 'admins', id: admin.id })).roles).toEqual(['admin'])

      const second = await payload.create({
        collection: 'admins',
        data: staffData('second-admin@test.in', 'second-admin-password', 'admin'),
        ...as('admin'),
      })
      const demoted = await payload.update({ collection: 'admins', id: second.id, data: { roles: ['editor'] }, ...as('admin') })
      expect(demoted.roles).toEqual(['editor'])
      await payload.delete({ collection: 'admins', id: second.id, ...as('admin') })
    })

    it('an invited admin counts only once they have chosen a password', async () => {
      const admin = api.users.admin!
      const since = catcher.messages.length
      const invited = await api.call('admin', 'POST', '/api/admins/invite', { email: 'pending-admin@test.in', name: 'Pending Admin', role: 'admin' })
      expect(invited.status, invited.text).toBe(201)
      const [pending] = (await payload.find({ collection: 'admins', where: { email: { equals: 'pending-admin@test.in' } } })).docs
      expect(pending?.invitationPending).toBe(true)
      // Nobody can sign in as the invitee yet: stepping down now would leave the site without a working admin.
      const demote = await outcome(() => payload.update({ collection: 'admins', id: admin.id, data: { roles: ['editor'] }, ...as('admin') }))
      expect(demote.status).toBe(400)
      expect(demote.message).toMatch(/at least one admin/i)
      // Nor can the invitation be set aside by hand, over the API.
      const forged = await api.call('admin', 'PATCH', `/api/admins/${pending!.id}`, { invitationPending: false })
      expect(forged.status).toBeLessThan(500)
      expect((await payload.findByID({ collection: 'admins', id: pending!.id })).invitationPending).toBe(true)

      const mail = catcher.messages.slice(since).find((message) => message.to.includes('pending-admin@test.in'))
      const token = (/href="[^"]*\/admin\/reset\/([^"]+)"/.exec(mail?.html ?? '') ?? [])[1] ?? ''
      const set = await api.call('anonymous', 'POST', '/api/admins/reset-password', { token, password: 'pending-admin-password' })
      expect(set.status, set.text).toBe(200)
      expect((await payload.findByID({ collection: 'admins', id: pending!.id })).invitationPending).toBe(false)
      const stepped = await payload.update({ collection: 'admins', id: admin.id, data: { roles: ['editor'] }, ...as('admin') })
      expect(stepped.roles).toEqual(['editor'])

      await payload.update({ collection: 'admins', id: admin.id, data: { roles: ['admin'] } })
      await payload.delete({ collection: 'admins', id: pending!.id })
    })
  })

  describe('staff invitations', () => {
    it('an admin invites by e-mail; the link sets a password that follows the staff rule; editors cannot invite', async () => {
      expect((await api.call('editor', 'POST', '/api/admins/invite', { email: 'nope@test.in', name: 'Nope', role: 'editor' })).status).toBe(403)
      expect((await api.call('admin', 'POST', '/api/admins/invite', { email: 'not an address', name: 'X', role: 'editor' })).status).toBe(400)
      expect((await api.call('admin', 'POST', '/api/admins/invite', { email: 'editor@test.in', name: 'Again', role: 'editor' })).status).toBe(400)

      const since = catcher.messages.length
      const answer = await api.call('admin', 'POST', '/api/admins/invite', { email: 'Invited@Test.in', name: 'Invited Editor', role: 'editor' })
      expect(answer.status, answer.text).toBe(201)
      const mail = catcher.messages.slice(since).filter((message) => message.to.includes('invited@test.in'))
      expect(mail).toHaveLength(1)
      expect(mail[0]!.subject).toMatch(/invit/i)
      const link = /href="([^"]+)"/.exec(mail[0]!.html)?.[1] ?? ''
      expect(link.startsWith(`${APP_URL}/admin/reset/`), link).toBe(true)
      const token = link.slice(`${APP_URL}/admin/reset/`.length)

      // No password was ever given by hand: the account cannot be signed in to until the invitee sets one.
      const weak = await api.call('anonymous', 'POST', '/api/admins/reset-password', { token, password: 'short' })
      expect(weak.status).toBe(400)
      const set = await api.call('anonymous', 'POST', '/api/admins/reset-password', { token, password: 'invited-editor-password' })
      expect(set.status, set.text).toBe(200)
      const { user } = await payload.login({ collection: 'admins', data: { email: 'invited@test.in', password: 'invited-editor-password' } })
      expect(user?.roles).toEqual(['editor'])
      expect(user?.name).toBe('Invited Editor')
    })
  })

  // Staff have no site language and the admin is in English (ADR 082): each staff mail says everything in English first,
  // then in Hindi, from the `mail` catalogue of each language.
  describe('staff mails in English and Hindi', () => {
    const mailsTo = (address: string, since: number) => catcher.messages.slice(since).filter((message) => message.to.includes(address))
    // Whitespace as one space: the reset mail's text part is derived from its HTML, with lines wrapped.
    const inOrder = (body: string, first: string, second: string) => {
      const text = body.replace(/\s+/g, ' ')
      expect(text).toContain(first)
      expect(text).toContain(second)
      expect(text.indexOf(first)).toBeLessThan(text.indexOf(second))
    }

    it('the invitation says it in English, then in Hindi, in the subject, the HTML and the text', async () => {
      const since = catcher.messages.length
      const answer = await api.call('admin', 'POST', '/api/admins/invite', { email: 'bilingual@test.in', name: 'Meera', role: 'editor' })
      expect(answer.status, answer.text).toBe(201)
      const [mail, ...more] = mailsTo('bilingual@test.in', since)
      expect(more).toHaveLength(0)
      inOrder(mail!.subject, enMail.staff.invite.subject, hiMail.staff.invite.subject)
      const en = enMail.staff.invite.leadEditor.replace('{{inviter}}', 'admin@test.in')
      const hi = hiMail.staff.invite.leadEditor.replace('{{inviter}}', 'admin@test.in')
      for (const body of [mail!.html, mail!.text]) {
        inOrder(body, en, hi)
        inOrder(
          body,
          enMail.staff.invite.step.replace('{{min}}', '12').replace('{{days}}', '7'),
          hiMail.staff.invite.step.replace('{{min}}', '12').replace('{{days}}', '7'),
        )
        inOrder(body, enMail.staff.invite.ignore, hiMail.staff.invite.ignore)
        expect(body).toContain(hiMail.greeting.replace('{{name}}', 'Meera'))
      }
      inOrder(mail!.html, enMail.staff.invite.action, hiMail.staff.invite.action)
      expect(mail!.html).toContain('lang="hi"')
      // One link, the same in both languages.
      const links = new Set([...mail!.html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]))
      expect(links.size).toBe(1)
      expect([...links][0]!.startsWith(`${APP_URL}/admin/reset/`)).toBe(true)
    })

    it("a staff member's forgot-password mail is ours, in English then Hindi, and its link sets the password", async () => {
      await payload.create({
        collection: 'admins',
        data: { email: 'forgetful@test.in', name: 'Forgetful', roles: ['editor'], password: 'forgotten-password-1' },
      })
      const since = catcher.messages.length
      const asked = await api.call('anonymous', 'POST', '/api/admins/forgot-password', { email: 'forgetful@test.in' })
      expect(asked.status, asked.text).toBe(200)
      const [mail, ...more] = mailsTo('forgetful@test.in', since)
      expect(more).toHaveLength(0)
      inOrder(mail!.subject, enMail.staff.reset.subject, hiMail.staff.reset.subject)
      for (const body of [mail!.html, mail!.text]) {
        inOrder(body, enMail.staff.reset.lead, hiMail.staff.reset.lead)
        inOrder(body, enMail.staff.reset.ignore, hiMail.staff.reset.ignore)
      }
      inOrder(mail!.html, enMail.staff.reset.action, hiMail.staff.reset.action)
      const link = /href="([^"]+)"/.exec(mail!.html)?.[1] ?? ''
      expect(link.startsWith(`${APP_URL}/admin/reset/`), link).toBe(true)
      const token = link.slice(`${APP_URL}/admin/reset/`.length)
      const set = await api.call('anonymous', 'POST', '/api/admins/reset-password', { token, password: 'remembered-password-1' })
      expect(set.status, set.text).toBe(200)
      const { user } = await payload.login({ collection: 'admins', data: { email: 'forgetful@test.in', password: 'remembered-password-1' } })
      expect(user?.email).toBe('forgetful@test.in')
    })
  })

  describe('birth data in the admin', () => {
    const BIRTH_FIELDS = ['dateOfBirth', 'timeOfBirth', 'placeName', 'latitude', 'longitude', 'timeZone', 'questions']

    it('is hidden from an admin reading profiles, and whole for its owner', async () => {
      const seen = (await payload.findByID({ collection: 'profiles', id: customerProfile, ...as('admin') })) as unknown as Record<string, unknown>
      expect(seen.fullName).toBe('Asha')
      for (const field of BIRTH_FIELDS) expect(seen[field], field).toBeUndefined()
      const rest = await api.call('admin', 'GET', `/api/profiles/${customerProfile}`)
      expect(rest.text).not.toContain('1990-01-15')
      expect(rest.text).not.toContain('neighbour')
      const own = (await payload.findByID({ collection: 'profiles', id: customerProfile, ...as('customer') })) as unknown as Record<string, unknown>
      expect(own.dateOfBirth).toBe('1990-01-15')
      expect(own.questions).toBe('Will I marry my neighbour?')
    })

    it('is revealed to an admin who gives a reason, and every reveal is in the audit log', async () => {
      const path = `/api/profiles/${customerProfile}/reveal-birth-data`
      expect((await api.call('editor', 'POST', path, { reason: 'Support ticket 42: wrong sun sign' })).status).toBe(403)
      expect((await api.call('customer', 'POST', path, { reason: 'Support ticket 42: wrong sun sign' })).status).toBe(403)
      for (const reason of [undefined, '', '   ', 'ok', 42]) expect((await api.call('admin', 'POST', path, { reason })).status, String(reason)).toBe(400)
      expect((await payload.count({ collection: 'audit-log' })).totalDocs).toBe(0)
      // A profile that is not there, however its id is written, is a 404 and logs nothing.
      for (const id of ['999999', 'abc', '9007199254740993', '%2e%2e']) {
        const answer = await api.call('admin', 'POST', `/api/profiles/${id}/reveal-birth-data`, { reason: 'Support ticket 42: wrong sun sign' })
        expect(answer.status, `${id}: ${answer.text}`).toBeGreaterThanOrEqual(400)
        expect(answer.status, `${id}: ${answer.text}`).toBeLessThan(500)
        const exported = await api.call('admin', 'POST', `/api/users/${id}/support-export`, { reason: 'Support ticket 42: wrong sun sign' })
        expect(exported.status, `${id}: ${exported.text}`).toBeGreaterThanOrEqual(400)
        expect(exported.status, `${id}: ${exported.text}`).toBeLessThan(500)
      }
      expect((await payload.count({ collection: 'audit-log' })).totalDocs).toBe(0)

      const answer = await api.call('admin', 'POST', path, { reason: 'Support ticket 42: wrong sun sign' })
      expect(answer.status, answer.text).toBe(200)
      expect(answer.json).toMatchObject({ birthData: { dateOfBirth: '1990-01-15', timeOfBirth: '06:30', questions: 'Will I marry my neighbour?' } })
      const { docs } = await payload.find({ collection: 'audit-log', depth: 0 })
      expect(docs).toHaveLength(1)
      expect(docs[0]).toMatchObject({
        action: 'reveal-birth-data',
        staff: api.users.admin!.id,
        staffEmail: 'admin@test.in',
        customer: api.users.customer!.id,
        customerEmail: 'customer@example.in',
        reason: 'Support ticket 42: wrong sun sign',
      })
      expect(Date.now() - Date.parse(String(docs[0]!.createdAt))).toBeLessThan(60_000)
    })

    it('a customer data export for a support request goes through the same log', async () => {
      const path = `/api/users/${api.users.customer!.id}/support-export`
      expect((await api.call('editor', 'POST', path, { reason: 'Ticket 43: asked for a copy' })).status).toBe(403)
      expect((await api.call('admin', 'POST', path, {})).status).toBe(400)
      const before = (await payload.count({ collection: 'audit-log' })).totalDocs
      const answer = await api.call('admin', 'POST', path, { reason: 'Ticket 43: asked for a copy' })
      expect(answer.status, answer.text).toBe(200)
      expect(answer.json).toMatchObject({ account: { email: 'customer@example.in' }, profiles: [{ dateOfBirth: '1990-01-15' }] })
      expect(answer.text).not.toContain('tokenHash')
      const { docs } = await payload.find({ collection: 'audit-log', sort: '-createdAt', limit: 1 })
      expect((await payload.count({ collection: 'audit-log' })).totalDocs).toBe(before + 1)
      expect(docs[0]).toMatchObject({ action: 'export-customer-data', reason: 'Ticket 43: asked for a copy', customerEmail: 'customer@example.in' })
    })

    it('an admin grants credits with a reason: one grant row in the ledger, after the audit entry; nothing from anyone else or from bad input', async () => {
      const customer = api.users.customer!.id
      const path = `/api/users/${customer}/grant-credits`
      const reason = 'Ticket 44: the sketch failed twice'
      const rows = async () => (await payload.count({ collection: 'credit-ledger', where: { user: { equals: customer } } })).totalDocs
      const audited = async () => (await payload.count({ collection: 'audit-log' })).totalDocs
      const [ledgerBefore, auditBefore] = [await rows(), await audited()]
      expect((await api.call('editor', 'POST', path, { credits: 5, reason })).status).toBe(403)
      expect((await api.call('customer', 'POST', path, { credits: 5, reason })).status).toBe(403)
      expect((await api.call('anonymous', 'POST', path, { credits: 5, reason })).status).toBe(403)
      for (const credits of [0, -3, 1.5, 'five', null, 10_001, 1e308]) {
        const answer = await api.call('admin', 'POST', path, { credits, reason })
        expect(answer.status, `${credits}: ${answer.text}`).toBe(400)
      }
      expect((await api.call('admin', 'POST', path, { credits: 5, reason: 'ok' })).status).toBe(400)
      expect((await api.call('admin', 'POST', '/api/users/999999/grant-credits', { credits: 5, reason })).status).toBe(404)
      expect([await rows(), await audited()]).toEqual([ledgerBefore, auditBefore])

      const answer = await api.call('admin', 'POST', path, { credits: 5, reason })
      expect(answer.status, answer.text).toBe(200)
      expect(answer.json).toMatchObject({ credits: 5 })
      const { docs } = await payload.find({ collection: 'credit-ledger', where: { user: { equals: customer } }, sort: '-seq', limit: 1 })
      expect(docs[0]).toMatchObject({ kind: 'grant', amount: 5, balanceAfter: (answer.json as { balance: number }).balance })
      const [entry] = (await payload.find({ collection: 'audit-log', sort: '-createdAt', limit: 1 })).docs
      expect(entry).toMatchObject({ action: 'grant-credits', reason, customerEmail: 'customer@example.in', staffEmail: 'admin@test.in' })
      expect([await rows(), await audited()]).toEqual([ledgerBefore + 1, auditBefore + 1])
    })

    it('deleting a customer account erases its address from the audit log and keeps the entry', async () => {
      const { doc: gone } = await createCustomer(payload, { email: 'leaving@example.in', password: 'a long password 42', fullName: 'Leaving Customer' })
      const data = {
        action: 'reveal-birth-data',
        staffEmail: 'admin@test.in',
        customer: gone.id,
        customerEmail: gone.email,
        reason: 'Ticket 7: birth time check',
      }
      const entry = await payload.create({ collection: 'audit-log', data: data as never, overrideAccess: true })
      await payload.delete({ collection: 'users', id: gone.id, overrideAccess: true })
      const kept = await payload.findByID({ collection: 'audit-log', id: entry.id, depth: 0 })
      expect(kept).toMatchObject({
        action: 'reveal-birth-data',
        reason: 'Ticket 7: birth time check',
        customerEmail: `deleted-account-${gone.id}@erased.invalid`,
      })
      expect((await payload.count({ collection: 'audit-log', where: { customerEmail: { equals: 'leaving@example.in' } } })).totalDocs).toBe(0)
    })

    it('the audit log: admins read it, editors and customers do not, nobody creates, edits or deletes an entry', async () => {
      const [entry] = (await payload.find({ collection: 'audit-log', limit: 1 })).docs
      expect(entry).toBeDefined()
      expect((await payload.find({ collection: 'audit-log', ...as('admin') })).totalDocs).toBeGreaterThan(0)
      for (const actor of ['editor', 'customer'] as const) {
        expect((await outcome(() => payload.find({ collection: 'audit-log', ...as(actor) }))).status).toBe(403)
        expect((await api.call(actor, 'GET', '/api/audit-log')).status).toBe(403)
      }
      for (const actor of ['admin', 'editor'] as const) {
        const data = { action: 'reveal-birth-data', staffEmail: 'x@test.in', customerEmail: 'y@test.in', reason: 'made up entry' }
        expect((await outcome(() => payload.create({ collection: 'audit-log', data: data as never, ...as(actor) }))).status).toBe(403)
        expect((await outcome(() => payload.update({ collection: 'audit-log', id: entry!.id, data: { reason: 'rewritten' }, ...as(actor) }))).status).toBe(
          403,
        )
        expect((await outcome(() => payload.delete({ collection: 'audit-log', id: entry!.id, ...as(actor) }))).status).toBe(403)
        expect((await api.call(actor, 'DELETE', `/api/audit-log/${entry!.id}`)).status).toBe(403)
        expect((await api.call(actor, 'PATCH', `/api/audit-log/${entry!.id}`, { reason: 'rewritten' })).status).toBe(403)
      }
      expect((await payload.findByID({ collection: 'audit-log', id: entry!.id })).reason).toBe(entry!.reason)
    })
  })

  describe('contact messages and newsletter addresses', () => {
    let message: Id
    let subscriber: Id
    beforeAll(async () => {
      message = (
        await payload.create({
          collection: 'contact-messages',
          data: { name: 'Ravi', email: 'ravi@example.in', subject: 'Refund', message: 'Please help' },
        })
      ).id
      subscriber = (
        await payload.create({ collection: 'newsletter-subscribers', data: { email: 'ravi@example.in', subscribedAt: new Date().toISOString() } })
      ).id
    })

    it('editors read messages and mark them handled, and change nothing else', async () => {
      expect((await payload.find({ collection: 'contact-messages', ...as('editor') })).totalDocs).toBeGreaterThan(0)
      const updated = await payload.update({ collection: 'contact-messages', id: message, data: { handled: true, message: 'Rewritten' }, ...as('editor') })
      expect(updated.handled).toBe(true)
      expect((await payload.findByID({ collection: 'contact-messages', id: message })).message).toBe('Please help')
    })

    it('nobody creates messages or sign-ups in the admin; only admins delete them', async () => {
      for (const actor of ['editor', 'admin'] as const) {
        const data = { name: 'Made', email: 'made@example.in', subject: 'Made', message: 'Made' }
        expect((await outcome(() => payload.create({ collection: 'contact-messages', data, ...as(actor) }))).status).toBe(403)
        const signUp = { email: `made-${actor}@example.in`, subscribedAt: new Date().toISOString() }
        expect((await outcome(() => payload.create({ collection: 'newsletter-subscribers', data: signUp, ...as(actor) }))).status).toBe(403)
      }
      expect((await outcome(() => payload.delete({ collection: 'contact-messages', id: message, ...as('editor') }))).status).toBe(403)
      expect((await outcome(() => payload.delete({ collection: 'newsletter-subscribers', id: subscriber, ...as('editor') }))).status).toBe(403)
      expect(
        (await outcome(() => payload.update({ collection: 'newsletter-subscribers', id: subscriber, data: { subscribed: false }, ...as('editor') })))
          .status,
      ).toBe(403)
      expect((await payload.find({ collection: 'newsletter-subscribers', ...as('editor') })).totalDocs).toBeGreaterThan(0)
      await payload.delete({ collection: 'contact-messages', id: message, ...as('admin') })
      await payload.delete({ collection: 'newsletter-subscribers', id: subscriber, ...as('admin') })
    })
  })

  /** Every line Payload's logger writes while capturing, at info and above (test runs log at warn otherwise). */
  function captureLog() {
    const logger = payload.logger as unknown as Record<symbol, { write: (line: string) => unknown }>
    const stream = Object.getOwnPropertySymbols(logger).find((symbol) => symbol.description === 'pino.stream')
    if (!stream) throw new Error("no pino stream on Payload's logger")
    const destination = logger[stream]!
    const write = destination.write
    const level = payload.logger.level
    const lines: string[] = []
    destination.write = (line: string) => lines.push(String(line))
    payload.logger.level = 'info'
    return {
      lines,
      stop() {
        destination.write = write
        payload.logger.level = level
      },
    }
  }

  describe("the admin's relationship lists", () => {
    /** A POST Payload answers as a GET, as the admin's relationship fields send it (X-Payload-HTTP-Method-Override). */
    async function readOverride(query: string) {
      const request = new Request('http://localhost:3000/api/users', {
        method: 'POST',
        headers: {
          Origin: 'http://localhost:3000',
          Authorization: `JWT ${api.tokens.admin}`,
          'Content-Type': 'application/x-www-form-urlencoded',
          'X-Payload-HTTP-Method-Override': 'GET',
        },
        body: query,
      })
      const response = await quietly(payload, () => api.rest.POST(request, { params: Promise.resolve({ slug: ['users'] }) }))
      return { status: response.status, text: await response.text() }
    }

    it('are read through the API guard, whose query checks still apply', async () => {
      const list = await readOverride('limit=10&depth=0&where[email][like]=customer')
      expect(list.status, list.text).toBe(200)
      expect(list.text).toContain('customer@example.in')
      expect((await readOverride('limit=Infinity')).status).toBe(400)
    })
  })

  describe('logs', () => {
    it('a wrong staff password logs one line, without a stack trace', async () => {
      const log = captureLog()
      try {
        const answer = await api.call('anonymous', 'POST', '/api/admins/login', { email: 'editor@test.in', password: 'not-the-password-1' })
        expect(answer.status).toBe(401)
      } finally {
        log.stop()
      }
      const text = log.lines.join('')
      expect(text.trim().split('\n'), text).toHaveLength(1)
      expect(text).not.toMatch(/\n\s+at /)
      expect(text).toMatch(/401/)
    })
  })
})
