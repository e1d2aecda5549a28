// A signed-in customer's lucky elements (issue 13): one stored row per customer and day, made once however many first
// visits race for it, moved on by Refresh, part of the customer's data export and gone with the account.
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startPayload, stopPayload } from './harness'

let payload: Payload
let accounts: typeof import('../../app/services/accounts.server')
let profiles: typeof import('../../app/services/profiles.server')
let lucky: typeof import('../../app/services/lucky.server')
let readings: typeof import('../../app/services/readings.server')

beforeAll(async () => {
  payload = await startPayload()
  accounts = await import('../../app/services/accounts.server')
  profiles = await import('../../app/services/profiles.server')
  lucky = await import('../../app/services/lucky.server')
  readings = await import('../../app/services/readings.server')
})
afterAll(() => stopPayload(payload))

const PASSWORD = 'lucky-elements-password-1'

async function customerWithProfile(email: string, dateOfBirth: string) {
  await payload.create({
    collection: 'users',
    data: { email, password: PASSWORD, fullName: email, preferredLanguage: 'en', _verified: true },
    disableVerificationEmail: true,
    overrideAccess: true,
  })
  const account = await accounts.signIn(email, PASSWORD)
  const profile = await profiles.saveProfile(account, {
    fullName: email,
    dateOfBirth,
    timeOfBirth: '06:30',
    birthTimeUnknown: false,
    gender: 'other',
    questions: null,
    place: { id: null, name: 'Mumbai', country: 'India', latitude: 19.07283, longitude: 72.88261, timeZone: 'Asia/Kolkata' },
  })
  return { user: { ...account, sessionId: 0 }, profile }
}

const rowsOf = async (userId: number | string, day?: string) =>
  (
    await payload.find({
      collection: 'lucky-elements',
      where: { and: [{ user: { equals: userId } }, ...(day ? [{ date: { equals: day } }] : [])] },
      overrideAccess: true,
      pagination: false,
      depth: 0,
    })
  ).docs

describe('lucky elements of a signed-in customer', () => {
  it('20 concurrent first visits of a day store exactly one row, and all of them show it', async () => {
    const { user, profile } = await customerWithProfile('race@example.in', '1991-04-23')
    const day = { date: '2026-11-24', tz: 'Asia/Kolkata' }
    const answers = await Promise.all(Array.from({ length: 20 }, () => lucky.getPersonalLuckyElements(user, profile, day)))
    const rows = await rowsOf(user.id, day.date)
    expect(rows).toHaveLength(1)
    for (const answer of answers) expect(answer).toEqual(answers[0])
    expect(rows[0]).toMatchObject({ date: '2026-11-24', refresh: 0, number: answers[0]!.number, colour: answers[0]!.colour.name })
  })

  it('the same day answers the stored row; Refresh draws the next graha and stores it; another day is another row', async () => {
    const { user, profile } = await customerWithProfile('refresh@example.in', '1985-12-02')
    const day = { date: '2026-11-24', tz: 'Asia/Kolkata' }
    const first = await lucky.getPersonalLuckyElements(user, profile, day)
    expect(await lucky.getPersonalLuckyElements(user, profile, day)).toEqual(first)
    const refreshed = await lucky.refreshLuckyElements(user, profile, day)
    expect(refreshed.refresh).toBe(1)
    expect(refreshed.graha).not.toBe(first.graha)
    expect(await lucky.getPersonalLuckyElements(user, profile, day)).toEqual(refreshed)
    expect((await rowsOf(user.id, day.date))[0]).toMatchObject({ refresh: 1, graha: refreshed.graha, number: refreshed.number })
    await lucky.getPersonalLuckyElements(user, profile, { date: '2026-11-25', tz: 'Asia/Kolkata' })
    expect(await rowsOf(user.id)).toHaveLength(2)
  })

  it('the lucky number is always one of the same day’s daily-reading numbers, through five Refreshes', async () => {
    const { user, profile } = await customerWithProfile('agree@example.in', '1993-08-19')
    const day = { date: '2026-11-08', tz: 'Asia/Kolkata' }
    const { luckyNumbers } = await readings.getTodaysReading(user, profile, day, 'en')
    let card = await lucky.getPersonalLuckyElements(user, profile, day)
    for (let refresh = 0; refresh < 5; refresh++) {
      expect(luckyNumbers, `refresh ${refresh}`).toContain(card.number)
      card = await lucky.refreshLuckyElements(user, profile, day)
    }
  })

  it('a second row for the same customer and day is refused by the database, whoever asks', async () => {
    const { user, profile } = await customerWithProfile('unique@example.in', '1979-07-09')
    const day = { date: '2026-11-24', tz: 'Asia/Kolkata' }
    await lucky.getPersonalLuckyElements(user, profile, day)
    const [row] = await rowsOf(user.id, day.date)
    const { id: _id, createdAt: _c, updatedAt: _u, ...copy } = row as unknown as Record<string, unknown>
    await expect(payload.create({ collection: 'lucky-elements', data: copy as never, overrideAccess: true })).rejects.toThrow()
    expect(await rowsOf(user.id, day.date)).toHaveLength(1)
  })

  it('is in the customer’s data export and goes with the account', async () => {
    const { user, profile } = await customerWithProfile('export@example.in', '1990-01-15')
    const other = await customerWithProfile('other@example.in', '1990-01-15')
    const day = { date: '2026-11-24', tz: 'Asia/Kolkata' }
    const mine = await lucky.getPersonalLuckyElements(user, profile, day)
    await lucky.getPersonalLuckyElements(other.user, other.profile, day)
    const exported = (await accounts.exportAccount(user)) as Record<string, unknown>
    expect(exported['lucky-elements']).toMatchObject([{ user: user.id, date: '2026-11-24', number: mine.number, gemstone: mine.gemstone }])
    await accounts.deleteAccount(user, PASSWORD)
    expect(await rowsOf(user.id)).toHaveLength(0)
    expect(await rowsOf(other.user.id)).toHaveLength(1)
  })
})
