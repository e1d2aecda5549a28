// The per-customer page cache (ADR 142) serves a kept page only while the customer's data version and the public
// content version stand still. These tests hold the writes that must move them to it, against a real Payload: a
// profile edit, the day's first reading, sign-out, account deletion and a content publish; and reads must not move it.
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CUSTOMER_DATA, CUSTOMER_RECORDS_KEPT } from '../../app/domain/customer-data'
import { createCustomer, MUMBAI, sessionCookie } from './factories'
import { startPayload, stopPayload } from './harness'

let payload: Payload
let accounts: typeof import('../../app/services/accounts.server')
let profiles: typeof import('../../app/services/profiles.server')
let readings: typeof import('../../app/services/readings.server')
let sessions: typeof import('../../app/services/sessions.server')
let versions: typeof import('../../collections/hooks/customer-version')
let pages: typeof import('../../app/utils/customer-page.server')
let content: typeof import('../../collections/hooks/invalidate')

beforeAll(async () => {
  payload = await startPayload()
  accounts = await import('../../app/services/accounts.server')
  profiles = await import('../../app/services/profiles.server')
  readings = await import('../../app/services/readings.server')
  sessions = await import('../../app/services/sessions.server')
  versions = await import('../../collections/hooks/customer-version')
  pages = await import('../../app/utils/customer-page.server')
  content = await import('../../collections/hooks/invalidate')
})
afterAll(() => stopPayload(payload))

const PASSWORD = 'page-versions-password-1'
const DAY = { date: '2026-11-24', tz: 'Asia/Kolkata' }

async function customer(email: string) {
  const profileInput = {
    fullName: email,
    dateOfBirth: '1994-11-03',
    timeOfBirth: '10:30',
    birthTimeUnknown: false,
    gender: 'female' as const,
    questions: null,
    place: MUMBAI,
  }
  const { account, user, profile } = await createCustomer(payload, { email, password: PASSWORD, signIn: true, profile: profileInput })
  const { cookie, token } = await sessionCookie(account.id)
  return { account, user, profile, profileInput, token, cookie, id: String(account.id) }
}

const version = (id: string) => versions.customerDataVersion(id)

describe('the versions behind the per-customer page cache', () => {
  it('names the session’s owner from the cookie, and nobody for a forged or ended one', async () => {
    const a = await customer('owner-a@example.in')
    const b = await customer('owner-b@example.in')
    expect(await pages.customerPageOwner(a.cookie)).toBe(a.id)
    expect(await pages.customerPageOwner(b.cookie)).toBe(b.id)
    expect(await pages.customerPageOwner(`${a.cookie.split('=')[0]}=forged.value`)).toBeNull()
  })

  it('a profile edit moves the customer’s version, and no one else’s', async () => {
    const a = await customer('edit-a@example.in')
    const b = await customer('edit-b@example.in')
    const [beforeA, beforeB] = [version(a.id), version(b.id)]
    await profiles.saveProfile(a.account, { ...a.profileInput, fullName: 'A. Renamed' })
    expect(version(a.id)).toBeGreaterThan(beforeA)
    expect(version(b.id)).toBe(beforeB)
  })

  it('the day’s first reading moves it; reading the kept reading again does not', async () => {
    const a = await customer('reading@example.in')
    const before = version(a.id)
    await readings.getTodaysReading(a.user, a.profile, DAY, 'en')
    const afterFirst = version(a.id)
    expect(afterFirst).toBeGreaterThan(before)
    await readings.getTodaysReading(a.user, a.profile, DAY, 'en')
    await profiles.getProfile(a.account)
    expect(version(a.id)).toBe(afterFirst)
  })

  it('sign-out moves it and the cookie names nobody any more', async () => {
    const a = await customer('sign-out@example.in')
    expect(await pages.customerPageOwner(a.cookie)).toBe(a.id)
    const before = version(a.id)
    await sessions.endSessionByToken(a.token)
    expect(version(a.id)).toBeGreaterThan(before)
    expect(await pages.customerPageOwner(a.cookie)).toBeNull()
  })

  it('account deletion moves it', async () => {
    const a = await customer('deleted@example.in')
    const before = version(a.id)
    await accounts.deleteAccount(a.user, PASSWORD)
    expect(version(a.id)).toBeGreaterThan(before)
  })

  it('a content publish moves the public content version', async () => {
    const before = content.publicContentVersion()
    const { docs } = await payload.find({ collection: 'reading-texts', limit: 1, overrideAccess: true, depth: 0 })
    await payload.update({ collection: 'reading-texts', id: docs[0]!.id, data: { text: 'An editor’s new overview text.' }, overrideAccess: true })
    expect(content.publicContentVersion()).toBeGreaterThan(before)
  })

  it('every collection of customer data and the account itself carry the hook', () => {
    for (const slug of ['users', ...CUSTOMER_DATA, ...CUSTOMER_RECORDS_KEPT]) {
      const hooks = payload.collections[slug as 'users'].config.hooks
      expect(hooks.afterChange, slug).toContain(versions.customerVersionHooks.afterChange[0])
      expect(hooks.afterDelete, slug).toContain(versions.customerVersionHooks.afterDelete[0])
    }
  })
})
