// A signed-in customer's daily reading (ADR 093): one stored row per customer and day, made once however many first
// visits race for it, recording the texts it used, part of the data export and gone with the account.
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCustomer } from './factories'
import { startPayload, stopPayload } from './harness'

let payload: Payload
let accounts: typeof import('../../app/services/accounts.server')
let readings: typeof import('../../app/services/readings.server')

const SECTIONS = ['overview', 'love', 'career', 'health', 'challenge', 'solution', 'advice'] as const

beforeAll(async () => {
  payload = await startPayload()
  accounts = await import('../../app/services/accounts.server')
  readings = await import('../../app/services/readings.server')
})
afterAll(() => stopPayload(payload))

const PASSWORD = 'daily-readings-password-1'

const customerWithProfile = (email: string, dateOfBirth: string) =>
  createCustomer(payload, { email, password: PASSWORD, signIn: true, profile: { dateOfBirth } })

const rowsOf = async (userId: number | string, day?: string) =>
  (
    await payload.find({
      collection: 'daily-readings',
      where: { and: [{ user: { equals: userId } }, ...(day ? [{ date: { equals: day } }] : [])] },
      overrideAccess: true,
      pagination: false,
      depth: 0,
    })
  ).docs

const day = { date: '2026-11-24', tz: 'Asia/Kolkata' }

describe('daily reading of a signed-in customer', () => {
  it('20 concurrent first visits of a day store exactly one row, and all of them show it', async () => {
    const { user, profile } = await customerWithProfile('race@example.in', '1991-04-23')
    const answers = await Promise.all(Array.from({ length: 20 }, () => readings.getTodaysReading(user, profile, day, 'en')))
    expect(await rowsOf(user.id, day.date)).toHaveLength(1)
    for (const answer of answers) expect(answer).toEqual(answers[0])
  })

  it('records the texts it used in both languages, and an edit made later does not change it', async () => {
    const { user, profile } = await customerWithProfile('texts@example.in', '1985-12-02')
    const en = await readings.getTodaysReading(user, profile, day, 'en')
    const [row] = await rowsOf(user.id, day.date)
    type Part = { id: number; factor: string | null; en: string; hi: string }
    const texts = row!.texts as Record<string, { id: number; en: string; hi: string; parts: Part[] }>
    // The harness's database holds the seeded texts: each recorded paragraph is the CMS's, word for word, in both
    // languages, and the section's words are its paragraphs joined (ADR 192).
    for (const section of SECTIONS) {
      const parts = texts[section]!.parts
      expect(parts.length, section).toBeGreaterThan(0)
      for (const part of parts) {
        const cms = (locale: 'en' | 'hi') => payload.findByID({ collection: 'reading-texts', id: part.id, locale, overrideAccess: true, depth: 0 })
        expect((await cms('en')).section).toBe(section)
        expect(part.en).toBe((await cms('en')).text)
        expect(part.hi).toBe((await cms('hi')).text)
      }
      expect(texts[section]!.en).toBe(parts.map((p) => p.en).join('\n\n'))
      expect(en.sections[section]).toBe(texts[section]!.en)
      expect(en.paragraphs[section].map((p) => p.text)).toEqual(parts.map((p) => p.en))
    }
    expect(en.luckyNumbers).toHaveLength(5)
    for (const n of en.luckyNumbers) expect(n).toBeGreaterThanOrEqual(1)
    for (const n of en.luckyNumbers) expect(n).toBeLessThanOrEqual(50)
    expect(en.colours).toHaveLength(3)
    expect(en.dashboardColours).toHaveLength(5)
    expect(en.factors.date).toBe(day.date)

    const hi = await readings.getTodaysReading(user, profile, day, 'hi')
    expect(hi.sections.overview).toBe(texts.overview!.hi)

    const first = texts.overview!.parts[0]!
    await payload.update({ collection: 'reading-texts', id: first.id, data: { text: 'Edited later' }, locale: 'en', overrideAccess: true })
    expect((await readings.getTodaysReading(user, profile, day, 'en')).sections.overview).toBe(en.sections.overview)
    await payload.update({ collection: 'reading-texts', id: first.id, data: { text: first.en }, locale: 'en', overrideAccess: true })
  })

  it('composes every section from the chart’s factors of the day, each paragraph citing the factor the panel shows', async () => {
    const { sectionFactors, strongestFactor } = await import('../../app/domain/readings/daily-factors')
    const { user, profile } = await customerWithProfile('factors@example.in', '1985-03-06')
    const reading = await readings.getTodaysReading(user, profile, day, 'en')
    // With the seed's texts every factor has its paragraph: the sections cite exactly the factors the rules choose.
    for (const section of SECTIONS) {
      expect(
        reading.paragraphs[section].map((p) => p.factor),
        section,
      ).toEqual(sectionFactors(reading.factors, section))
    }
    expect(reading.paragraphs.overview[0]!.factor).toEqual(strongestFactor(reading.factors))
    // Another chart the same day reads differently in every section.
    const other = await customerWithProfile('factors-other@example.in', '1985-03-18')
    const otherReading = await readings.getTodaysReading(other.user, other.profile, day, 'en')
    for (const section of SECTIONS) expect(otherReading.sections[section], section).not.toBe(reading.sections[section])
    // The same words in Hindi, paragraph by paragraph.
    const hi = await readings.getTodaysReading(user, profile, day, 'hi')
    expect(hi.paragraphs.love.map((p) => p.factor)).toEqual(reading.paragraphs.love.map((p) => p.factor))
    for (const p of hi.paragraphs.love) expect(p.text).toMatch(/[\u0900-\u097F]/)
  })

  it('a second row for the same customer and day is refused by the database, whoever asks', async () => {
    const { user, profile } = await customerWithProfile('unique@example.in', '1979-07-09')
    await readings.getTodaysReading(user, profile, day, 'en')
    const [row] = await rowsOf(user.id, day.date)
    const { id: _id, createdAt: _c, updatedAt: _u, ...copy } = row as unknown as Record<string, unknown>
    await expect(payload.create({ collection: 'daily-readings', data: copy as never, overrideAccess: true })).rejects.toThrow(
      /^The following field is invalid: /,
    )
    expect(await rowsOf(user.id, day.date)).toHaveLength(1)
  })

  it('is in the customer’s data export and goes with the account', async () => {
    const { user, profile } = await customerWithProfile('export@example.in', '1990-01-15')
    const other = await customerWithProfile('other@example.in', '1990-01-15')
    await readings.getTodaysReading(user, profile, day, 'en')
    await readings.getTodaysReading(other.user, other.profile, day, 'en')
    const exported = (await accounts.exportAccount(user)) as Record<string, unknown>
    expect(exported['daily-readings']).toMatchObject([{ user: user.id, date: day.date }])
    await accounts.deleteAccount(user, PASSWORD)
    expect(await rowsOf(user.id)).toHaveLength(0)
    expect(await rowsOf(other.user.id)).toHaveLength(1)
  })
})

describe('a reading the engine cannot make', () => {
  it('is refused with the engine’s error and stores nothing', async () => {
    const { user, profile } = await customerWithProfile('broken@example.in', '1988-03-14')
    // A zone no clock knows stands for any birth record the engine refuses.
    const broken = { ...profile, place: { ...profile.place, timeZone: 'Mars/Olympus' } }
    await expect(readings.getTodaysReading(user, broken, day, 'en')).rejects.toThrow(
      expect.objectContaining({ name: 'AstrologyInputError', code: 'INVALID_TIME_ZONE' }),
    )
    expect(await rowsOf(user.id)).toHaveLength(0)
  })
})

describe('old days are pruned (ADR 131)', () => {
  it('deletes daily readings and lucky elements of days before the 90 kept, and nothing newer', async () => {
    const { firstDayKept, pruneOldDays, KEEP_DAYS } = await import('../../collections/DailyReadings/prune')
    const { user } = await customerWithProfile('prune@example.in', '1984-08-08')
    const now = Date.parse('2026-11-24T10:00:00Z')
    const dayOffset = (days: number) => new Date(now - days * 86_400_000).toISOString().slice(0, 10)
    const kept = [0, 1, KEEP_DAYS].map(dayOffset)
    const old = [KEEP_DAYS + 2, 400].map(dayOffset)
    expect(firstDayKept(now) > old[0]!).toBe(true)
    for (const date of [...kept, ...old]) {
      await payload.create({
        collection: 'daily-readings',
        data: {
          user: user.id as number,
          date,
          tz: 'Asia/Kolkata',
          factors: { date },
          texts: {},
          luckyNumbers: [1, 2, 3, 4, 5],
          powerColours: ['Red', 'Blue', 'Green', 'Yellow', 'Golden'],
        },
        overrideAccess: true,
      })
      await payload.create({
        collection: 'lucky-elements',
        data: {
          user: user.id as number,
          date,
          refresh: 0,
          graha: 'jupiter',
          number: 12,
          colour: 'Yellow',
          gemstone: 'Yellow Sapphire',
          direction: 'North-East',
          time: '10:15',
        },
        overrideAccess: true,
      })
    }
    expect(await pruneOldDays(payload, now)).toBeGreaterThanOrEqual(4)
    const dates = async (collection: 'daily-readings' | 'lucky-elements') =>
      (await payload.find({ collection, where: { user: { equals: user.id } }, overrideAccess: true, pagination: false, depth: 0 })).docs
        .map((d) => d.date)
        .sort()
    expect(await dates('daily-readings')).toEqual([...kept].sort())
    expect(await dates('lucky-elements')).toEqual([...kept].sort())
    // A second run finds nothing more.
    expect(await pruneOldDays(payload, now)).toBe(0)
  })
})
