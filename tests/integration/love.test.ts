// Love forecasts and the soulmate generator (ADRs 115 and 117): one forecast per customer and day, refreshed in place; a
// soulmate costs exactly one credit, atomically (100 concurrent generations with 10 credits make 10 soulmates), and a
// failed generation gives the credit back and stores nothing; both collections are in the export and go with the
// account.
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCustomer } from './factories'
import { startPayload, stopPayload } from './harness'

let payload: Payload
let accounts: typeof import('../../app/services/accounts.server')
let credits: typeof import('../../app/services/credits.server')
let love: typeof import('../../app/services/love.server')

beforeAll(async () => {
  payload = await startPayload()
  accounts = await import('../../app/services/accounts.server')
  credits = await import('../../app/services/credits.server')
  love = await import('../../app/services/love.server')
})
afterAll(() => stopPayload(payload))

const PASSWORD = 'love-forecasts-password-1'
const day = { date: '2026-11-24', tz: 'Asia/Kolkata' }

const JAIPUR = { id: null, name: 'Jaipur', country: 'India', latitude: 26.9124, longitude: 75.7873, timeZone: 'Asia/Kolkata' }
const customer = (email: string) =>
  createCustomer(payload, {
    email,
    password: PASSWORD,
    signIn: true,
    profile: { fullName: 'Asha Verma', dateOfBirth: '1992-08-19', timeOfBirth: '07:45', gender: 'female', place: JAIPUR },
  })

const rows = async (collection: 'love-forecasts' | 'soulmate-readings', userId: number | string) =>
  (await payload.find({ collection, where: { user: { equals: userId } }, overrideAccess: true, pagination: false, depth: 0 })).docs

describe('love forecast', () => {
  it('is made once per day, with scores 1–10 and advice from the CMS in both languages, and refreshed in place', async () => {
    const { user, profile } = await customer('forecast@example.in')
    const first = await love.getTodaysForecast(user, profile!, day, 'en')
    expect(first.made).toBe(true)
    const again = await love.getTodaysForecast(user, profile!, day, 'hi')
    expect(again.made).toBe(false)
    expect(await rows('love-forecasts', user.id)).toHaveLength(1)
    const [row] = await rows('love-forecasts', user.id)
    const advice = (row as { advice: unknown }).advice as Record<string, { id: number; en: string; hi: string } | null>
    for (const area of first.areas) {
      expect(area.score).toBeGreaterThanOrEqual(1)
      expect(area.score).toBeLessThanOrEqual(10)
      const stored = advice[area.area]!
      const cms = (locale: 'en' | 'hi') => payload.findByID({ collection: 'reading-texts', id: stored.id, locale, overrideAccess: true, depth: 0 })
      expect(area.advice).toBe((await cms('en')).text)
      expect(again.areas.find((a) => a.area === area.area)!.advice).toBe((await cms('hi')).text)
    }
    expect(['06:30', '09:15', '12:30', '15:45', '18:20', '21:00']).toContain(first.luckyLoveTime)
    const refreshed = await love.refreshForecast(user, profile!, day, 'en')
    expect(refreshed.areas.map((a) => a.score)).toEqual(first.areas.map((a) => a.score))
    expect(await rows('love-forecasts', user.id)).toHaveLength(1)
  })

  it('lists what a missing profile lacks and makes nothing', async () => {
    expect(love.forecastGaps(null)).toEqual(['fullName', 'dateOfBirth', 'placeOfBirth'])
    expect(love.soulmateGaps(null)).toEqual(['fullName', 'dateOfBirth', 'gender'])
  })
})

describe('the soulmate generator', () => {
  it('with 10 credits, 100 concurrent generations make exactly 10 soulmates and leave 0 credits', async () => {
    const { user, profile } = await customer('race@example.in')
    await credits.grantCredits(user.id, 10, 'test grant')
    const results = await Promise.all(Array.from({ length: 100 }, () => love.generateSoulmate(user, profile)))
    expect(results.filter((r) => r.ok)).toHaveLength(10)
    expect(results.filter((r) => !r.ok).every((r) => !r.ok && r.code === 'no-credits')).toBe(true)
    expect(await rows('soulmate-readings', user.id)).toHaveLength(10)
    expect(await credits.getBalance(user.id)).toBe(0)
  })

  it('reads the chart: the same chart gives the same soulmate and sketch, within spec 9’s 70–99', async () => {
    const { user, profile } = await customer('chart@example.in')
    await credits.grantCredits(user.id, 2, 'test grant')
    const a = await love.generateSoulmate(user, profile)
    const b = await love.generateSoulmate(user, profile)
    if (!a.ok || !b.ok) throw new Error('expected two soulmates')
    expect(b.reading.description).toEqual(a.reading.description)
    expect(b.reading.sketch).toBe(a.reading.sketch)
    expect(a.reading.sketch.startsWith('data:image/svg+xml;utf8,')).toBe(true)
    expect(a.reading.lovePercentage).toBeGreaterThanOrEqual(70)
    expect(a.reading.lovePercentage).toBeLessThanOrEqual(99)
    expect(a.reading.description.partner).toBe('man')
    expect((await love.listSoulmates(user)).map((r) => r.id)).toEqual([b.reading.id, a.reading.id])
  })

  it('gives the credit back when generation fails, and stores no soulmate', async () => {
    const { user, profile } = await customer('fail@example.in')
    await credits.grantCredits(user.id, 1, 'test grant')
    const result = await love.generateSoulmate(user, profile, { simulateFailure: true })
    expect(result).toEqual({ ok: false, code: 'generation-failed', balance: 1 })
    expect(await credits.getBalance(user.id)).toBe(1)
    expect(await rows('soulmate-readings', user.id)).toHaveLength(0)
  })

  it('refuses without credits or without a profile, spending and storing nothing', async () => {
    const poor = await customer('poor@example.in')
    expect(await love.generateSoulmate(poor.user, poor.profile)).toEqual({ ok: false, code: 'no-credits' })
    const bare = await createCustomer(payload, { email: 'bare@example.in', password: PASSWORD, signIn: true, credits: 1 })
    expect(await love.generateSoulmate(bare.user, null)).toEqual({ ok: false, code: 'profile-incomplete', missing: ['fullName', 'dateOfBirth', 'gender'] })
    expect(await credits.getBalance(bare.user.id)).toBe(1)
    expect(await rows('soulmate-readings', poor.user.id)).toHaveLength(0)
    expect(await rows('soulmate-readings', bare.user.id)).toHaveLength(0)
  })

  it('never fails on purpose where the test seam is off', () => {
    const before = process.env.SOULMATE_TEST_FAILURES
    delete process.env.SOULMATE_TEST_FAILURES
    expect(love.soulmateTestFailuresEnabled()).toBe(false)
    process.env.SOULMATE_TEST_FAILURES = 'true'
    process.env.STRIPE_SECRET_KEY = 'sk_test_x'
    process.env.STRIPE_WEBHOOK_SECRET = 'whsec_x'
    expect(love.soulmateTestFailuresEnabled()).toBe(false)
    delete process.env.STRIPE_SECRET_KEY
    delete process.env.STRIPE_WEBHOOK_SECRET
    if (before === undefined) delete process.env.SOULMATE_TEST_FAILURES
    else process.env.SOULMATE_TEST_FAILURES = before
  })
})

describe('export and deletion', () => {
  it('are in the customer’s data export and go with the account', async () => {
    const { user, profile } = await customer('export@example.in')
    await credits.grantCredits(user.id, 1, 'test grant')
    await love.getTodaysForecast(user, profile!, day, 'en')
    await love.generateSoulmate(user, profile)
    const exported = (await accounts.exportAccount(user)) as Record<string, unknown>
    expect(exported['love-forecasts']).toMatchObject([{ user: user.id, date: day.date }])
    expect(exported['soulmate-readings']).toHaveLength(1)
    await accounts.deleteAccount(user, PASSWORD)
    expect(await rows('love-forecasts', user.id)).toHaveLength(0)
    expect(await rows('soulmate-readings', user.id)).toHaveLength(0)
  })
})
