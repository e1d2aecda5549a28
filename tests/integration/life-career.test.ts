// A signed-in customer's life and career analysis (ADR 128): one stored row per customer and day, made from the CMS
// texts in both languages, replaced by Generate New Analysis, counted from the Moon without a birth time, part of the
// data export and gone with the account.
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCustomer } from './factories'
import { startPayload, stopPayload } from './harness'

let payload: Payload
let accounts: typeof import('../../app/services/accounts.server')
let life: typeof import('../../app/services/life-career.server')
let profiles: typeof import('../../app/services/profiles.server')

beforeAll(async () => {
  payload = await startPayload()
  accounts = await import('../../app/services/accounts.server')
  life = await import('../../app/services/life-career.server')
  profiles = await import('../../app/services/profiles.server')
})
afterAll(() => stopPayload(payload))

const PASSWORD = 'life-career-password-1'
const day = { date: '2026-11-24', tz: 'Asia/Kolkata' }
const now = new Date('2026-11-24T06:00:00Z')

const customerWithProfile = (email: string, timeOfBirth: string | null = '06:30') =>
  createCustomer(payload, { email, password: PASSWORD, signIn: true, profile: { timeOfBirth } })

const rowsOf = async (userId: number | string) =>
  (await payload.find({ collection: 'life-career-analyses', where: { user: { equals: userId } }, overrideAccess: true, pagination: false, depth: 0 })).docs

describe('life and career analysis', () => {
  it('is none until generated; then every section holds the CMS’s words, in both languages, and the dashas of each horizon', async () => {
    const { user, profile } = await customerWithProfile('life@example.in')
    expect(await life.todaysLifeCareer(user, day, 'en')).toBeNull()
    await life.generateLifeCareer(user, profile, day, now)
    const en = (await life.todaysLifeCareer(user, day, 'en'))!
    const hi = (await life.todaysLifeCareer(user, day, 'hi'))!
    expect(en.basis).toBe('ascendant')
    expect(en.lists.opportunities).toHaveLength(3)
    expect(en.lists.challenges).toHaveLength(3)
    expect(en.lists.recommendations).toHaveLength(4)
    expect(en.timing.map((t) => t.horizon)).toEqual(['nextThreeMonths', 'nextSixMonths', 'nextYear', 'nextTwoYears', 'nextFiveYears'])
    const [row] = await rowsOf(user.id)
    const texts = row!.texts as { paragraphs: Record<string, { id: number; en: string; hi: string }>; lists: Record<string, { id: number }[]> }
    const career = await payload.findByID({ collection: 'reading-texts', id: texts.paragraphs.careerPredictions!.id, locale: 'hi', overrideAccess: true })
    expect(career.section).toBe('career-prediction')
    expect(hi.paragraphs.careerPredictions).toBe(career.text)
    expect(hi.paragraphs.careerPredictions).not.toBe(en.paragraphs.careerPredictions)
    for (const { id } of texts.lists.challenges!) {
      expect((await payload.findByID({ collection: 'reading-texts', id, overrideAccess: true })).section).toBe('life-challenge')
    }
    for (const period of en.timing) expect(period.text).toMatch(/\S/)
    expect(await life.latestLifeCareer(user, 'en')).toEqual(en)
  })

  it('Generate New Analysis replaces the day’s analysis with a new draw, keeping one row', async () => {
    const { user, profile } = await customerWithProfile('again@example.in')
    await life.generateLifeCareer(user, profile, day, now)
    const first = (await life.todaysLifeCareer(user, day, 'en'))!
    await life.generateLifeCareer(user, profile, day, now)
    const second = (await life.todaysLifeCareer(user, day, 'en'))!
    expect(await rowsOf(user.id)).toHaveLength(1)
    expect(second.round).toBe(2)
    expect(second.lists).not.toEqual(first.lists)
    // The chart and the dashas are the chart's: a new draw changes the words, not the sky.
    expect(second.timing.map(({ text: _text, ...period }) => period)).toEqual(first.timing.map(({ text: _text, ...period }) => period))
  })

  it('20 concurrent first generations of a day store exactly one row', async () => {
    const { user, profile } = await customerWithProfile('race@example.in')
    await Promise.all(Array.from({ length: 20 }, () => life.generateLifeCareer(user, profile, day, now)))
    expect(await rowsOf(user.id)).toHaveLength(1)
  })

  it('without a birth time, counts the houses from the Moon and says so', async () => {
    const { user, profile } = await customerWithProfile('moon@example.in', null)
    await life.generateLifeCareer(user, profile, day, now)
    expect((await life.todaysLifeCareer(user, day, 'en'))!.basis).toBe('moon')
  })

  it('is in the customer’s data export and goes with the account, and another customer never reads it', async () => {
    const { user, profile } = await customerWithProfile('export@example.in')
    const other = await customerWithProfile('other@example.in')
    await life.generateLifeCareer(user, profile, day, now)
    await life.generateLifeCareer(other.user, other.profile, day, now)
    expect(await life.todaysLifeCareer(other.user, day, 'en')).not.toBeNull()
    const exported = (await accounts.exportAccount(user)) as Record<string, unknown>
    expect(exported['life-career-analyses']).toMatchObject([{ user: user.id, date: day.date }])
    await accounts.deleteAccount(user, PASSWORD)
    expect(await rowsOf(user.id)).toHaveLength(0)
    expect(await rowsOf(other.user.id)).toHaveLength(1)
  })

  it('the latest analysis is the one for the current birth data, even when its day is the earlier one (ADR 187)', async () => {
    const { user, profile } = await customerWithProfile('moved@example.in')
    const jaipur = { id: null, name: 'Jaipur', country: 'India', latitude: 26.91962, longitude: 75.78781, timeZone: 'Asia/Kolkata' }
    const losAngeles = {
      id: null,
      name: 'Los Angeles',
      country: 'United States',
      latitude: 34.05223,
      longitude: -118.24368,
      timeZone: 'America/Los_Angeles',
    }
    const birth = { ...profile, birthTimeUnknown: false, questions: null }
    // 23 November at 20:00 UTC: the 24th in India, still the 23rd in Los Angeles.
    const at = new Date('2026-11-23T20:00:00Z')
    const inJaipur = await profiles.saveProfile(user, { ...birth, place: jaipur })
    await life.generateLifeCareer(user, inJaipur, { date: '2026-11-24', tz: 'Asia/Kolkata' }, at)
    const inLosAngeles = await profiles.saveProfile(user, { ...birth, place: losAngeles })
    const laDay = { date: '2026-11-23', tz: 'America/Los_Angeles' }
    await life.generateLifeCareer(user, inLosAngeles, laDay, at)
    const made = (await life.todaysLifeCareer(user, laDay, 'en'))!
    expect(made.now).not.toEqual((await life.todaysLifeCareer(user, { date: '2026-11-24', tz: 'Asia/Kolkata' }, 'en'))!.now)
    expect(await life.latestLifeCareer(user, 'en')).toEqual(made)
    // Each analysis keeps a fingerprint of its birth data, never the data in the clear (birth data is stored sealed).
    const kept = await payload.find({ collection: 'life-career-analyses', where: { user: { equals: user.id } }, overrideAccess: true, depth: 0 })
    expect(kept.docs).toHaveLength(2)
    for (const doc of kept.docs) {
      expect(doc.birth).toMatch(/^[\w-]{43}$/)
      expect(doc.birth).not.toContain(birth.dateOfBirth)
    }
    // Back to Jaipur: the Jaipur analysis is that birth data's again.
    await profiles.saveProfile(user, { ...birth, place: jaipur })
    expect((await life.latestLifeCareer(user, 'en'))!.date).toBe('2026-11-24')
    // Birth data with no analysis of its own has none to show.
    await profiles.saveProfile(user, { ...birth, timeOfBirth: '21:10' })
    expect(await life.latestLifeCareer(user, 'en')).toBeNull()
  })

  it('a profile the engine cannot read stores nothing', async () => {
    const { user, profile } = await customerWithProfile('broken@example.in')
    await expect(life.generateLifeCareer(user, { ...profile, place: { ...profile.place, timeZone: 'Mars/Olympus' } }, day, now)).rejects.toThrow(
      expect.objectContaining({ name: 'AstrologyInputError', code: 'INVALID_TIME_ZONE' }),
    )
    expect(await rowsOf(user.id)).toHaveLength(0)
  })
})
