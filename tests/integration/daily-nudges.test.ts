// The daily reading by e-mail (ADR 216) against a real Payload and database, mail through the loopback catcher: the
// choice stored with its next due instant, each due customer mailed once and never early, two runners at once still
// once, the mail's parts, language and unsubscribe headers, the signed unsubscribe, a customer without a profile
// mailed nothing, and the choice in the export and gone with the account.
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dueInstant, localDateOf } from '../../app/domain/daily-nudge'
import { startMailCatcher, type CaughtMail } from '../setup/mail-catcher.mjs'
import { createCustomer, type SignedInCustomer } from './factories'
import { startPayload, stopPayload } from './harness'

let payload: Payload
let catcher: Awaited<ReturnType<typeof startMailCatcher>>
let nudges: typeof import('../../app/services/daily-nudge.server')
let accounts: typeof import('../../app/services/accounts.server')

beforeAll(async () => {
  catcher = await startMailCatcher()
  process.env.SMTP_URL = catcher.url
  payload = await startPayload()
  nudges = await import('../../app/services/daily-nudge.server')
  // What the server's job runner does before its cron starts: the queued task gets its work.
  ;(await import('../../app/boot.server')).provideJobWork()
  accounts = await import('../../app/services/accounts.server')
})
afterAll(async () => {
  await stopPayload(payload)
  await catcher?.close()
})

const PASSWORD = 'daily-mail-password-1'
const HOUR = 3_600_000
let made = 0

async function customer({ profile = true, preferredLanguage = 'en' as 'en' | 'hi' } = {}): Promise<SignedInCustomer> {
  const email = `morning-${++made}@example.in`
  const options = { email, password: PASSWORD, fullName: `Morning ${made}`, preferredLanguage }
  if (profile) return createCustomer(payload, { ...options, signIn: true, profile: {} })
  return createCustomer(payload, { ...options, signIn: true })
}

const mailTo = (email: string): CaughtMail[] => catcher.messages.filter((message) => message.to.includes(email.toLowerCase()))
const rowOf = async (id: number | string) =>
  (await payload.find({ collection: 'daily-nudges', where: { user: { equals: id } }, depth: 0, overrideAccess: true })).docs[0]

// A fixed day, so every test knows where the hour falls: 07:00 in Kolkata on it is 01:30 UTC.
const DAY = '2026-11-28'
const SEVEN_KOLKATA = dueInstant('Asia/Kolkata', DAY, 7)

describe('the choice', () => {
  it('is off until chosen, and stored with the next due instant on the customer’s clock', async () => {
    const { user } = await customer()
    expect(await nudges.getNudgeChoice(user, 'Asia/Kolkata')).toEqual({ email: false, hour: 7, timeZone: 'Asia/Kolkata' })
    await nudges.saveNudgeChoice(user, { email: true, hour: 7, timeZone: 'Asia/Kolkata' }, SEVEN_KOLKATA - HOUR)
    expect(await rowOf(user.id)).toMatchObject({ email: true, hour: 7, timeZone: 'Asia/Kolkata', nextDueAt: new Date(SEVEN_KOLKATA).toISOString() })
    await nudges.saveNudgeChoice(user, { email: false, hour: 9, timeZone: 'Asia/Kolkata' }, SEVEN_KOLKATA - HOUR)
    expect(await rowOf(user.id)).toMatchObject({ email: false, hour: 9, nextDueAt: null })
  })

  it('is not the customer’s to write through the API, nor anyone else’s to read', async () => {
    const { user } = await customer()
    const other = await customer()
    await nudges.saveNudgeChoice(user, { email: true, hour: 7, timeZone: 'Asia/Kolkata' })
    const asOther = { overrideAccess: false, user: { ...other.user, collection: 'users' as const } }
    expect((await payload.find({ collection: 'daily-nudges', where: { user: { equals: user.id } }, ...asOther })).docs).toEqual([])
    await expect(
      payload.create({
        collection: 'daily-nudges',
        data: { user: other.id as number, email: true, hour: 1, timeZone: 'UTC', reminders: 'email' },
        ...asOther,
      }),
    ).rejects.toThrow()
  })
})

describe('the morning job', () => {
  it('mails a due customer once, not before the hour, in their language, with the reading and a way out', async () => {
    const { user, email } = await customer({ preferredLanguage: 'hi' })
    await nudges.saveNudgeChoice(user, { email: true, hour: 7, timeZone: 'Asia/Kolkata' }, SEVEN_KOLKATA - 2 * HOUR)
    await nudges.sendDueNudges(payload, SEVEN_KOLKATA - 60_000)
    expect(mailTo(email)).toEqual([])
    await nudges.sendDueNudges(payload, SEVEN_KOLKATA + 60_000)
    await nudges.sendDueNudges(payload, SEVEN_KOLKATA + 2 * HOUR)
    const mails = mailTo(email)
    expect(mails).toHaveLength(1)
    const [mail] = mails as [CaughtMail]
    expect(mail.subject).toMatch(/का आपका राशिफल$/)
    expect(mail.text).toContain('आज ऐसा क्यों')
    expect(mail.html).toContain('/daily-reading"')
    expect(mail.text).toContain('/daily-reading/unsubscribe?token=')
    expect(mail.headerLines).toContainEqual(expect.stringMatching(/^List-Unsubscribe: <https?:\/\/[^>]+\/daily-reading\/unsubscribe\?token=[^>]+>$/))
    expect(mail.headerLines).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click')
    // The overview is the day's stored reading's.
    const reading = (await payload.find({ collection: 'daily-readings', where: { user: { equals: user.id } }, depth: 0, overrideAccess: true })).docs[0]!
    expect(reading.date).toBe(DAY)
    const overview = (reading.texts as { overview: { hi: string } }).overview.hi
    expect(mail.text).toContain(overview.split('\n')[0])
    expect(await rowOf(user.id)).toMatchObject({ lastSentOn: DAY, nextDueAt: new Date(dueInstant('Asia/Kolkata', '2026-11-29', 7)).toISOString() })
    // And the next morning, once more.
    await nudges.sendDueNudges(payload, dueInstant('Asia/Kolkata', '2026-11-29', 7) + 1000)
    expect(mailTo(email)).toHaveLength(2)
  })

  it('sends once when two runs work at the same time, through the jobs queue too', async () => {
    const people = await Promise.all([customer(), customer(), customer()])
    for (const { user } of people) await nudges.saveNudgeChoice(user, { email: true, hour: 7, timeZone: 'Europe/London' }, Date.parse(`${DAY}T00:00:00Z`))
    const at = dueInstant('Europe/London', DAY, 7) + 5 * 60_000
    const runs = await Promise.all([nudges.sendDueNudges(payload, at), nudges.sendDueNudges(payload, at), nudges.sendDueNudges(payload, at)])
    expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(3)
    for (const { email } of people) expect(mailTo(email)).toHaveLength(1)
    // The queued task, on the real clock: the three are not due again, while one whose hour has just come (on the
    // clock of UTC, chosen a second before it) gets their mail.
    const late = await customer()
    const now = Date.now()
    const hour = new Date(now).getUTCHours()
    const started = now - (now % HOUR)
    await nudges.saveNudgeChoice(late.user, { email: true, hour, timeZone: 'UTC' }, started - 1000)
    await payload.jobs.queue({ task: 'daily-nudges', queue: 'daily-mail', input: {} })
    await payload.jobs.run({ queue: 'daily-mail' })
    for (const { email } of people) expect(mailTo(email)).toHaveLength(1)
    expect(mailTo(late.email)).toHaveLength(1)
  })

  it('sends a past day nothing, and waits for today’s hour', async () => {
    const { user, email } = await customer()
    await nudges.saveNudgeChoice(user, { email: true, hour: 7, timeZone: 'Asia/Kolkata' }, SEVEN_KOLKATA - HOUR)
    // The server was down from before 07:00 until 23:00 the next day's eve... found after local midnight: no mail.
    const nextMidnight = dueInstant('Asia/Kolkata', '2026-11-29', 0) + 60_000
    await nudges.sendDueNudges(payload, nextMidnight)
    expect(mailTo(email)).toEqual([])
    expect((await rowOf(user.id))!.nextDueAt).toBe(new Date(dueInstant('Asia/Kolkata', '2026-11-29', 7)).toISOString())
  })

  it('mails nothing to a customer whose reading cannot be made (no profile)', async () => {
    const { user, email } = await customer({ profile: false })
    await nudges.saveNudgeChoice(user, { email: true, hour: 7, timeZone: 'Asia/Kolkata' }, SEVEN_KOLKATA - HOUR)
    await nudges.sendDueNudges(payload, SEVEN_KOLKATA + 1000)
    expect(mailTo(email)).toEqual([])
  })

  it('reads only the rows that are due', async () => {
    const { user } = await customer()
    await nudges.saveNudgeChoice(user, { email: true, hour: 22, timeZone: 'Pacific/Kiritimati' }, SEVEN_KOLKATA)
    const result = await nudges.sendDueNudges(payload, SEVEN_KOLKATA + 1000)
    expect(result.due).toBe(0)
  })
})

describe('stopping the mail', () => {
  it('the signed link turns it off, signed out; a changed token does nothing', async () => {
    const { user, email } = await customer()
    await nudges.saveNudgeChoice(user, { email: true, hour: 7, timeZone: 'Asia/Kolkata' }, SEVEN_KOLKATA - HOUR)
    const token = nudges.unsubscribeToken(user.id)
    expect(await nudges.unsubscribe(`${token.slice(0, -2)}xx`)).toBe(false)
    expect(await nudges.unsubscribe(`${Number(user.id) + 1}.${token.split('.')[1]}`)).toBe(false)
    expect((await rowOf(user.id))!.email).toBe(true)
    expect(await nudges.unsubscribe(token)).toBe(true)
    expect(await rowOf(user.id)).toMatchObject({ email: false, nextDueAt: null })
    await nudges.sendDueNudges(payload, SEVEN_KOLKATA + 1000)
    expect(mailTo(email)).toEqual([])
  })

  it('the export carries the choice, and deleting the account removes it and stops the mail', async () => {
    const { user, email, id } = await customer()
    await nudges.saveNudgeChoice(user, { email: true, hour: 6, timeZone: 'Asia/Kolkata' }, SEVEN_KOLKATA - 3 * HOUR)
    const exported = (await accounts.exportAccount(user)) as unknown as Record<string, unknown>
    expect(exported['daily-nudges']).toMatchObject([{ hour: 6, email: true, timeZone: 'Asia/Kolkata' }])
    await accounts.deleteAccount(user, PASSWORD)
    expect(await rowOf(id)).toBeUndefined()
    await nudges.sendDueNudges(payload, SEVEN_KOLKATA + 1000)
    expect(mailTo(email)).toEqual([])
  })
})

it('the due day is the customer’s own', () => {
  expect(localDateOf('Asia/Kolkata', SEVEN_KOLKATA)).toBe(DAY)
})
