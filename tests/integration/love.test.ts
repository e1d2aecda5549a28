// Love forecasts and the soulmate generator (ADRs 115, 117 and 194): one forecast per customer and day, refreshed in
// place; a soulmate costs exactly one credit, atomically, and reads the chart through a lens the customer has not had
// for this birth data (40 concurrent generations make one per lens the chart gives, ADR 209); a repeat is refused before
// any credit moves; a failed generation gives the credit back and stores nothing; both collections are in the export
// and go with the account.
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
  it('with 20 credits, 40 concurrent generations make one sketch per lens the chart gives and take that many credits', async () => {
    const { user, profile } = await customer('race@example.in')
    await credits.grantCredits(user.id, 20, 'test grant')
    // A woman's chart with a birth time: at least twelve lenses (ADR 209), the first four those of ADR 194.
    const plan = (await love.soulmatePlan(user, profile))!
    expect(plan).toMatchObject({ next: 'seventh', drawn: 0, needTime: 0 })
    expect(plan.total).toBeGreaterThanOrEqual(12)
    // Forty, not a hundred: each of the twelve or more winners makes every loser read the ledger again.
    const results = await Promise.all(Array.from({ length: 40 }, () => love.generateSoulmate(user, profile)))
    const made = results.filter((r) => r.ok)
    expect(made).toHaveLength(plan.total)
    const lenses = new Set(made.map((r) => r.ok && r.reading.lens))
    expect(lenses.size).toBe(plan.total)
    for (const lens of ['seventh', 'venus', 'navamsa', 'dasha']) expect(lenses).toContain(lens)
    expect(results.filter((r) => !r.ok).every((r) => !r.ok && r.code === 'all-drawn')).toBe(true)
    expect(await rows('soulmate-readings', user.id)).toHaveLength(plan.total)
    expect(await credits.getBalance(user.id)).toBe(20 - plan.total)
    expect(await love.soulmatePlan(user, profile)).toMatchObject({ next: null, drawn: plan.total, total: plan.total })
  }, 240_000)

  it('with 2 credits, 100 concurrent generations make two different sketches and stop at no credits', async () => {
    const { user, profile } = await customer('race-poor@example.in')
    await credits.grantCredits(user.id, 2, 'test grant')
    const results = await Promise.all(Array.from({ length: 100 }, () => love.generateSoulmate(user, profile)))
    const made = results.filter((r) => r.ok)
    expect(made.map((r) => r.ok && r.reading.lens).sort()).toEqual(['seventh', 'venus'])
    expect(results.filter((r) => !r.ok).every((r) => !r.ok && r.code === 'no-credits')).toBe(true)
    expect(await credits.getBalance(user.id)).toBe(0)
  })

  it('two concurrent requests for the last lens: one sketch, one refusal, one credit', async () => {
    const { user, profile } = await customer('last-lens@example.in')
    const { total, repeats } = (await love.soulmatePlan(user, profile))!
    await credits.grantCredits(user.id, total + 1, 'test grant')
    for (let i = 0; i < total - 1; i++) expect((await love.generateSoulmate(user, profile)).ok).toBe(true)
    const last = (await love.soulmatePlan(user, profile))!
    expect(last).toMatchObject({ drawn: total - 1, total, needTime: 0, repeats })
    expect(last.next).not.toBeNull()
    const [a, b] = await Promise.all([love.generateSoulmate(user, profile), love.generateSoulmate(user, profile)])
    expect([a, b].filter((r) => r.ok)).toHaveLength(1)
    expect([a, b].find((r) => !r.ok)).toEqual({ ok: false, code: 'all-drawn', balance: 1 })
    expect(await credits.getBalance(user.id)).toBe(1)
    expect(await rows('soulmate-readings', user.id)).toHaveLength(total)
    expect(await love.soulmatePlan(user, profile)).toEqual({ next: null, drawn: total, total, needTime: 0, repeats })
  })

  it('without a birth time offers only the lenses that need no lagna, and says how many need one (ADR 209)', async () => {
    const { user, profile } = await customer('no-time@example.in')
    const noTime = { ...profile!, timeOfBirth: null, birthTimeUnknown: true }
    const plan = (await love.soulmatePlan(user, noTime))!
    expect(plan.next).toBe('seventh')
    expect(plan.needTime).toBeGreaterThanOrEqual(7)
    // A woman's chart has fourteen lenses: each is offered, needs a time, or would repeat an earlier one.
    expect(plan.total + plan.needTime + plan.repeats).toBe(14)
    expect(plan.total).toBeLessThanOrEqual(7)
    await credits.grantCredits(user.id, 1, 'test grant')
    const made = await love.generateSoulmate(user, noTime)
    expect(made.ok && [made.reading.lens, made.reading.description.basis]).toEqual(['seventh', 'moon'])
  })

  it('reads the chart through a new lens each time: different sketches and explanations, within spec 9’s 70–99', async () => {
    const { user, profile } = await customer('chart@example.in')
    await credits.grantCredits(user.id, 2, 'test grant')
    const a = await love.generateSoulmate(user, profile)
    const b = await love.generateSoulmate(user, profile)
    if (!a.ok || !b.ok) throw new Error('expected two soulmates')
    expect([a.reading.lens, b.reading.lens]).toEqual(['seventh', 'venus'])
    expect(b.reading.sketch).not.toBe(a.reading.sketch)
    expect(
      b.reading.description.lensSign === a.reading.description.lensSign && b.reading.description.lensPlanet === a.reading.description.lensPlanet,
    ).toBe(false)
    for (const { reading } of [a, b]) {
      expect(reading.sketch.startsWith('data:image/svg+xml;utf8,')).toBe(true)
      expect(reading.lovePercentage).toBeGreaterThanOrEqual(70)
      expect(reading.lovePercentage).toBeLessThanOrEqual(99)
      expect(reading.description.partner).toBe('man')
    }
    expect((await love.listSoulmates(user)).map((r) => [r.id, r.lens])).toEqual([
      [b.reading.id, 'venus'],
      [a.reading.id, 'seventh'],
    ])
  })

  it('refuses a sketch that would repeat one the customer has, before any credit moves; new birth data opens the lenses again', async () => {
    const { user, profile } = await customer('repeat@example.in')
    const { total } = (await love.soulmatePlan(user, profile))!
    await credits.grantCredits(user.id, total + 2, 'test grant')
    for (let i = 0; i < total; i++) expect((await love.generateSoulmate(user, profile)).ok).toBe(true)
    const ledgerRows = async () =>
      (await payload.find({ collection: 'credit-ledger', where: { user: { equals: user.id } }, overrideAccess: true, limit: 0 })).totalDocs
    const before = await ledgerRows()
    expect(await love.generateSoulmate(user, profile)).toEqual({ ok: false, code: 'all-drawn', balance: 2 })
    expect(await credits.getBalance(user.id)).toBe(2)
    expect(await ledgerRows()).toBe(before)
    expect(await rows('soulmate-readings', user.id)).toHaveLength(total)
    // Corrected birth data is another chart: its lenses are new.
    const corrected = { ...profile!, timeOfBirth: '19:45' }
    const fresh = await love.generateSoulmate(user, corrected)
    expect(fresh.ok && fresh.reading.lens).toBe('seventh')
  })

  it('counts a 7th-house reading made before lenses as that lens, and lists repeated old readings once', async () => {
    const { user, profile } = await customer('legacy@example.in')
    await credits.grantCredits(user.id, 1, 'test grant')
    const { birthChart, legacySketchSeed, soulmateFacts } = await import('../../app/astrology')
    const chart = birthChart({ date: profile!.dateOfBirth, time: profile!.timeOfBirth, tz: JAIPUR.timeZone, lat: JAIPUR.latitude, lon: JAIPUR.longitude })
    const facts = soulmateFacts(chart, new Date(), 'female')
    const { appearance, build, personality, meeting, connection, timeframe, partner, basis } = facts
    for (const generationDate of ['2026-11-01T10:00:00.000Z', '2026-11-02T10:00:00.000Z']) {
      await payload.create({
        collection: 'soulmate-readings',
        data: {
          user: user.id as number,
          generationDate,
          lovePercentage: facts.lovePercentage,
          description: { appearance, build, personality, meeting, connection, timeframe, partner, basis } as never,
          sketchSeed: legacySketchSeed(chart, 'female'),
        },
        overrideAccess: true,
      })
    }
    const listed = await love.listSoulmates(user)
    expect(listed.map((r) => [r.lens, r.generatedAt])).toEqual([['seventh', '2026-11-01T10:00:00.000Z']])
    const made = await love.generateSoulmate(user, profile)
    expect(made.ok && made.reading.lens).toBe('venus')
  })

  it('gives the credit and the lens back when generation fails, and stores no soulmate', async () => {
    const { user, profile } = await customer('fail@example.in')
    await credits.grantCredits(user.id, 1, 'test grant')
    const result = await love.generateSoulmate(user, profile, { simulateFailure: true })
    expect(result).toEqual({ ok: false, code: 'generation-failed', balance: 1 })
    expect(await credits.getBalance(user.id)).toBe(1)
    expect(await rows('soulmate-readings', user.id)).toHaveLength(0)
    const again = await love.generateSoulmate(user, profile)
    expect(again.ok && again.reading.lens).toBe('seventh')
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
