// The numerology report's depth (ADR 211): each number's meaning, strengths and challenges, the birthday number and
// the personal year, month and day come from the CMS reading texts the seed wrote, in the reader's language, and an
// editor's change is what the next report view shows.
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { numerologyTexts } from '../../seed/content/numerology-texts'
import { ARJUN, createCustomer } from './factories'
import { startPayload, stopPayload } from './harness'

let payload: Payload
let numerology: typeof import('../../app/services/numerology.server')

beforeAll(async () => {
  payload = await startPayload()
  numerology = await import('../../app/services/numerology.server')
})
afterAll(() => stopPayload(payload))

const seedText = (section: string, value: number) => numerologyTexts.find((t) => t.section === section && t.appliesToValue === String(value))!
// 19:00 UTC on 31 December 2026 is already 1 January 2027 in Kolkata.
const NEW_YEAR = new Date('2026-12-31T19:00:00Z')
const clock = { dateOfBirth: ARJUN.dateOfBirth!, zone: 'Asia/Kolkata', now: NEW_YEAR }

describe('the numerology report’s texts', () => {
  it('come from the CMS in English and in Hindi, with the birthday number and the cycles of the customer’s day', async () => {
    const { user, profile } = await createCustomer(payload, {
      email: 'numbers@example.in',
      password: 'numerology-password-1',
      signIn: true,
      profile: ARJUN,
    })
    const id = await numerology.generateNumerologyReport(user, 'Arjun Mehta', profile.dateOfBirth)
    const view = (await numerology.getNumerologyReport(user, id, 'en', clock))!
    // 15 June 1990: life path 6 + 6 + (1990 → 19 → 1) = 13 → 4; birthday 15 → 6.
    expect(view.readings.map((r) => [r.role, r.value])).toEqual([
      ['lifePath', 4],
      ['destiny', view.numbers.destiny],
      ['soulUrge', view.numbers.soulUrge],
      ['personality', view.numbers.personality],
      ['birthday', 6],
    ])
    const lifePath = view.readings[0]!
    expect(lifePath.meaning).toContain('life path 4')
    expect(lifePath.strengths).toBe(seedText('numerology-strengths', 4).en)
    expect(lifePath.challenges).toBe(seedText('numerology-challenges', 4).en)
    expect(view.readings[4]!.meaning).toBe(seedText('numerology-birthday', 6).en)
    // 1 January 2027 in Kolkata: year 6 + 6 + (2027 → 11) = 23 → 5; month 5 + 1 = 6; day 6 + 1 = 7.
    expect(view.cycles).toMatchObject({ date: '2027-01-01', zone: 'Asia/Kolkata', year: 5, month: 6, day: 7 })
    expect(view.cycles!.texts).toEqual({
      year: seedText('personal-year', 5).en,
      month: seedText('personal-month', 6).en,
      day: seedText('personal-day', 7).en,
    })
    // The same instant is still 31 December in New York: personal year 4 there (6 + 6 + 1 = 13 → 4).
    const newYork = (await numerology.getNumerologyReport(user, id, 'en', { ...clock, zone: 'America/New_York' }))!
    expect(newYork.cycles).toMatchObject({ date: '2026-12-31', year: 4 })

    const hindi = (await numerology.getNumerologyReport(user, id, 'hi', clock))!
    expect(hindi.readings[0]!.strengths).toBe(seedText('numerology-strengths', 4).hi)
    expect(hindi.readings[4]!.meaning).toBe(seedText('numerology-birthday', 6).hi)
    expect(hindi.cycles!.texts.year).toBe(seedText('personal-year', 5).hi)
  })

  it('follow an editor’s change in the CMS', async () => {
    const { user, profile } = await createCustomer(payload, {
      email: 'edited@example.in',
      password: 'numerology-password-1',
      signIn: true,
      profile: ARJUN,
    })
    const id = await numerology.generateNumerologyReport(user, 'Arjun Mehta', profile.dateOfBirth)
    const { docs } = await payload.find({
      collection: 'reading-texts',
      where: { and: [{ section: { equals: 'numerology-strengths' } }, { appliesToValue: { equals: '4' } }] },
      locale: 'en',
      depth: 0,
    })
    expect(docs).toHaveLength(1)
    const edited = 'Edited by the editor: steady hands, honest sums, and plans that are finished on time.'
    await payload.update({ collection: 'reading-texts', id: docs[0]!.id, data: { text: edited }, locale: 'en', overrideAccess: true })
    const view = (await numerology.getNumerologyReport(user, id, 'en', clock))!
    expect(view.readings[0]!.strengths).toBe(edited)
    // The Hindi is the editor's too: untouched, it stays the seed's.
    expect((await numerology.getNumerologyReport(user, id, 'hi', clock))!.readings[0]!.strengths).toBe(seedText('numerology-strengths', 4).hi)
  })

  it('leave out the birthday number and the cycles when the profile’s date of birth is not the report’s', async () => {
    const { user, profile } = await createCustomer(payload, { email: 'moved@example.in', password: 'numerology-password-1', signIn: true, profile: ARJUN })
    const id = await numerology.generateNumerologyReport(user, 'Arjun Mehta', profile.dateOfBirth)
    // 16 June 1990 has life path 5, not the report's 4.
    const changed = (await numerology.getNumerologyReport(user, id, 'en', { ...clock, dateOfBirth: '1990-06-16' }))!
    expect(changed.cycles).toBeNull()
    expect(changed.readings.map((r) => r.role)).toEqual(['lifePath', 'destiny', 'soulUrge', 'personality'])
    expect((await numerology.getNumerologyReport(user, id, 'en'))!.cycles).toBeNull()
  })
})
