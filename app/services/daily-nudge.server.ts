// The daily reading by e-mail (ADR 216) and as a notification (ADR 249): the customer's choice and devices (Settings),
// the signed unsubscribe link, and the job's work, which claims each due customer with one conditional update before
// their mail and notifications go, so a second runner, a retry or a restart never sends a local day's reading twice.
import crypto from 'node:crypto'
import type { Payload } from 'payload'
import type { DailyNudge } from '../../payload-types'
import { claimOf, DEFAULT_NUDGE_HOUR, DEFAULT_REMINDER_CHANNEL, nextDueAfter, REMINDER_CHANNELS, type ReminderChannel } from '../domain/daily-nudge'
import { dailyPush } from '../domain/daily-push'
import { getFixedT } from '../i18n/i18n.server'
import { localeForLanguage } from '../i18n/locale'
import enMail from '../locales/en/mail'
import hiMail from '../locales/hi/mail'
import { longDate } from '../utils/dates'
import { getEnv } from '../utils/env.server'
import { escapeHtml, fillPlaceholders as fill } from '../utils/html'
import type { Locale } from '../utils/locales.mjs'
import { getPayloadClient } from '../utils/payload.server'
import { type Account, toAccount } from './customers.server'
import { getProfile } from './profiles.server'
import { devicesOf, endpointKey, MAX_PUSH_DEVICES, type PushAddress, type PushDevice, sendPush } from './push.server'
import { getTodaysReading } from './readings.server'
import { type ReadingT, whyTodayLines } from '../utils/why-today-words'

export type NudgeChoice = { email: boolean; hour: number; timeZone: string }

/** The customer's row, read by the server (the collection is written only here). */
async function findRow(payload: Payload, userId: number | string): Promise<DailyNudge | null> {
  const { docs } = await payload.find({ collection: 'daily-nudges', where: { user: { equals: userId } }, limit: 1, depth: 0, overrideAccess: true })
  return docs[0] ?? null
}

/** What Settings shows: the stored choice, or off at seven in `zone` for a customer who never chose. */
export async function getNudgeChoice(user: Pick<Account, 'id'>, zone: string): Promise<NudgeChoice> {
  const row = await findRow(await getPayloadClient(), user.id)
  return row ? { email: row.email, hour: row.hour, timeZone: row.timeZone } : { email: false, hour: DEFAULT_NUDGE_HOUR, timeZone: zone }
}

const deviceCount = async (payload: Payload, userId: number | string) =>
  (await payload.count({ collection: 'push-subscriptions', where: { user: { equals: userId } }, overrideAccess: true })).totalDocs

/** The next due instant of a choice: worked out anew while the mail or a device is on, empty (the job never reads the row) when neither is. */
function dueOf(choice: NudgeChoice, on: boolean, lastSentOn: string | null | undefined, now: number): string | null {
  return on ? new Date(nextDueAfter(choice.timeZone, choice.hour, now, lastSentOn ?? null)).toISOString() : null
}

/**
 * Stores the choice; the hour is on the clock of `zone` (the customer's, as the site reads it), and serves the mail
 * and the devices alike. The next due instant is worked out anew, and cleared when neither is on.
 */
export async function saveNudgeChoice(user: Pick<Account, 'id'>, choice: NudgeChoice, now = Date.now()): Promise<void> {
  const payload = await getPayloadClient()
  const row = await findRow(payload, user.id)
  const on = choice.email || (await deviceCount(payload, user.id)) > 0
  const data = { email: choice.email, hour: choice.hour, timeZone: choice.timeZone, nextDueAt: dueOf(choice, on, row?.lastSentOn, now) }
  if (row) await payload.update({ collection: 'daily-nudges', id: row.id, data, depth: 0, overrideAccess: true })
  else {
    const reminders = DEFAULT_REMINDER_CHANNEL
    await payload.create({ collection: 'daily-nudges', data: { ...data, reminders, user: user.id as number }, depth: 0, overrideAccess: true })
  }
}

// ─── The consultation reminders (ADR 267) ─────────────────────────────────────────────────────────────────────────────

/** How the customer's consultation reminders come: their choice, or by mail when they never chose. */
export async function getReminderChannel(user: Pick<Account, 'id'>): Promise<ReminderChannel> {
  const row = await findRow(await getPayloadClient(), user.id)
  return (REMINDER_CHANNELS as readonly unknown[]).includes(row?.reminders) ? (row!.reminders as ReminderChannel) : DEFAULT_REMINDER_CHANNEL
}

/** Stores how the reminders come; a customer with no row yet gets one with the daily reading off, on `zone`'s clock. */
export async function saveReminderChannel(user: Pick<Account, 'id'>, reminders: ReminderChannel, zone: string): Promise<void> {
  const payload = await getPayloadClient()
  const row = await findRow(payload, user.id)
  if (row) await payload.update({ collection: 'daily-nudges', id: row.id, data: { reminders }, depth: 0, overrideAccess: true })
  else {
    const data = { email: false, hour: DEFAULT_NUDGE_HOUR, timeZone: zone, nextDueAt: null, reminders, user: user.id as number }
    await payload.create({ collection: 'daily-nudges', data, depth: 0, overrideAccess: true })
  }
}

// ─── The devices (ADR 249) ───────────────────────────────────────────────────────────────────────────────────────────

export type PushDeviceListing = { id: string; device: string; addedOn: string }

/** The customer's devices as Settings lists them: never the endpoint or keys, which stay on the server. */
export async function listPushDevices(user: Pick<Account, 'id'>): Promise<PushDeviceListing[]> {
  const devices = await devicesOf(await getPayloadClient(), [user.id])
  return devices.map((device) => ({ id: String(device.id), device: device.device, addedOn: device.createdAt }))
}

export class PushDeviceError extends Error {
  constructor(readonly code: 'too-many' | 'gone') {
    super(code)
  }
}

/**
 * Turns the notification on for a device: its address is stored (sealed) for the customer, replacing that device's
 * earlier one, and taken from another account that subscribed it before (the browser has one subscription, and it is
 * now this customer's). A customer who never chose an hour gets the default, on `zone`, the e-mail still off.
 */
export async function addPushDevice(user: Pick<Account, 'id'>, address: PushAddress, device: string, zone: string, now = Date.now()): Promise<void> {
  const payload = await getPayloadClient()
  const key = endpointKey(address.endpoint)
  const { docs } = await payload.find({
    collection: 'push-subscriptions',
    where: { endpointKey: { equals: key } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const known = docs[0]
  if (known && String(known.user) === String(user.id)) {
    await payload.update({ collection: 'push-subscriptions', id: known.id, data: { ...address, device }, depth: 0, overrideAccess: true })
  } else {
    if (known) await payload.delete({ collection: 'push-subscriptions', id: known.id, depth: 0, overrideAccess: true })
    if ((await deviceCount(payload, user.id)) >= MAX_PUSH_DEVICES) throw new PushDeviceError('too-many')
    await payload.create({
      collection: 'push-subscriptions',
      data: { ...address, endpointKey: key, device, user: user.id as number },
      depth: 0,
      overrideAccess: true,
    })
  }
  const row = await findRow(payload, user.id)
  const choice = row ? { email: row.email, hour: row.hour, timeZone: row.timeZone } : { email: false, hour: DEFAULT_NUDGE_HOUR, timeZone: zone }
  const nextDueAt = dueOf(choice, true, row?.lastSentOn, now)
  const reminders = DEFAULT_REMINDER_CHANNEL
  if (!row)
    await payload.create({
      collection: 'daily-nudges',
      data: { ...choice, nextDueAt, reminders, user: user.id as number },
      depth: 0,
      overrideAccess: true,
    })
  else if (!row.nextDueAt) await payload.update({ collection: 'daily-nudges', id: row.id, data: { nextDueAt }, depth: 0, overrideAccess: true })
}

/** Removes one of the customer's devices; the name it had, or throws `gone` when it is not (or no longer) theirs. */
export async function removePushDevice(user: Pick<Account, 'id'>, id: string): Promise<string> {
  const payload = await getPayloadClient()
  const { docs } = await payload.delete({
    collection: 'push-subscriptions',
    where: { and: [{ id: { equals: id } }, { user: { equals: user.id } }] },
    depth: 0,
    overrideAccess: true,
  })
  const removed = docs[0]
  if (!removed) throw new PushDeviceError('gone')
  // The last device gone and the mail off: the job need not read the row any more.
  const row = await findRow(payload, user.id)
  if (row?.nextDueAt && !row.email && (await deviceCount(payload, user.id)) === 0) {
    await payload.update({ collection: 'daily-nudges', id: row.id, data: { nextDueAt: null }, depth: 0, overrideAccess: true })
  }
  return removed.device
}

// ─── The unsubscribe link ────────────────────────────────────────────────────────────────────────────────────────────

// A key of its own, so this signature can stand in for nothing else signed with the same secret (as ADR 134's links).
const unsubscribeKey = () => crypto.createHmac('sha256', getEnv().PAYLOAD_SECRET).update('cosmic-insights daily mail unsubscribe').digest()
const signUser = (userId: string) => crypto.createHmac('sha256', unsubscribeKey()).update(userId).digest('base64url')

/** The token an unsubscribe link carries: the account's id and its signature. It does not expire. */
export function unsubscribeToken(userId: number | string): string {
  return `${userId}.${signUser(String(userId))}`
}

/** The account a token names, or null for one that was not made here (or was changed). */
export function userOfToken(token: unknown): string | null {
  if (typeof token !== 'string' || token.length > 200) return null
  const dot = token.indexOf('.')
  if (dot < 1) return null
  const userId = token.slice(0, dot)
  if (!/^[A-Za-z0-9-]{1,64}$/.test(userId)) return null
  const expected = Buffer.from(signUser(userId))
  const given = Buffer.from(token.slice(dot + 1))
  return given.length === expected.length && crypto.timingSafeEqual(given, expected) ? userId : null
}

export function unsubscribeUrl(userId: number | string): string {
  return `${getEnv().APP_URL.replace(/\/$/, '')}/daily-reading/unsubscribe?${new URLSearchParams({ token: unsubscribeToken(userId) })}`
}

/** Turns the mail off for the token's account; false for a token that is not ours. Saying it twice changes nothing. */
export async function unsubscribe(token: unknown): Promise<boolean> {
  const userId = userOfToken(token)
  if (!userId) return false
  const payload = await getPayloadClient()
  const row = await findRow(payload, userId).catch(() => null)
  if (!row?.email) return true
  // The notifications are another choice, made on each device: they go on until removed in Settings.
  const nextDueAt = (await deviceCount(payload, userId)) > 0 ? row.nextDueAt : null
  await payload.update({ collection: 'daily-nudges', id: row.id, data: { email: false, nextDueAt }, depth: 0, overrideAccess: true })
  return true
}

// ─── The mail ────────────────────────────────────────────────────────────────────────────────────────────────────────

const mailCopy = { en: enMail, hi: hiMail } satisfies Record<Locale, typeof enMail>

/** The morning mail: the day's overview, the "why today" line, the link to the reading and the way out. */
async function renderNudgeMail(account: Account, language: Locale, date: string, overview: string, why: string) {
  const t = await getFixedT(language, 'nudge')
  const base = mailCopy[language]
  const site = getEnv().APP_URL.replace(/\/$/, '')
  const link = `${site}/daily-reading`
  const out = unsubscribeUrl(account.id)
  const day = longDate(date, language)
  const greeting = fill(base.greeting, { name: account.fullName?.trim() || base.friend })
  const lead = t('mail.lead', { date: day })
  const html = `<!doctype html><html lang="${language}"><body style="font-family:system-ui,sans-serif;color:#1e1b4b;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(lead)}</p>
<h2 style="font-size:18px">${escapeHtml(t('mail.overview'))}</h2>
${overview
  .split(/\n{2,}/)
  .map((p) => `<p>${escapeHtml(p)}</p>`)
  .join('\n')}
<h2 style="font-size:18px">${escapeHtml(t('mail.why'))}</h2>
<p>${escapeHtml(why)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#4c1d95;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">${escapeHtml(t('mail.action'))}</a></p>
<p style="font-size:13px;color:#475569">${escapeHtml(t('mail.footer'))} <a href="${escapeHtml(out)}" style="color:#475569">${escapeHtml(t('mail.unsubscribe'))}</a></p>
</body></html>`
  const text =
    [
      greeting,
      '',
      lead,
      '',
      `${t('mail.overview')}:`,
      overview,
      '',
      `${t('mail.why')}: ${why}`,
      '',
      `${t('mail.action')}: ${link}`,
      '',
      t('mail.footer'),
      `${t('mail.unsubscribe')}: ${out}`,
    ].join('\n') + '\n'
  return {
    subject: t('mail.subject', { date: day }),
    html,
    text,
    // One-click unsubscribe (RFC 8058): the mail client POSTs to the link itself, signed out.
    headers: { 'List-Unsubscribe': `<${out}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  }
}

type Outcome = 'sent' | 'no-reading' | 'failed'

/** The day's notification in the customer's language, as the push service carries it (ADR 249). */
async function nudgePush(language: Locale, date: string, overview: string): Promise<string> {
  const t = await getFixedT(language, 'nudge')
  return JSON.stringify(dailyPush({ title: t('push.notice', { date: longDate(date, language) }), overview, language, date }))
}

/**
 * Makes the day's reading for the row's customer and sends it: by mail when chosen, and to each of their devices. A
 * customer without a profile gets nothing. A run that delivered on any channel counts as sent: trying again would send
 * that channel twice, so a mail refused beside a notification that went is not retried (ADR 249).
 */
async function deliver(payload: Payload, row: DailyNudge, date: string, devices: PushDevice[]): Promise<Outcome> {
  const user = await payload.findByID({ collection: 'users', id: row.user as number, depth: 0, overrideAccess: true, disableErrors: true })
  if (!user?.email) return 'no-reading'
  const account = toAccount(user)
  const profile = await getProfile(account)
  if (!profile) return 'no-reading'
  const language = localeForLanguage(account.preferredLanguage)
  let overview: string
  let why: string
  try {
    const reading = await getTodaysReading(account, profile, { date, tz: row.timeZone }, language)
    overview = reading.sections.overview ?? ''
    why = whyTodayLines((await getFixedT(language, 'reading')) as unknown as ReadingT, reading.factors, row.timeZone, language).moon
  } catch (error) {
    payload.logger.error({ err: error, msg: `The daily reading of customer ${account.id} could not be made for the morning mail` })
    return 'failed'
  }
  if (!overview) return 'no-reading'
  const message = devices.length > 0 ? await nudgePush(language, date, overview) : ''
  const [mailed, ...pushed] = await Promise.all([
    row.email ? mail(payload, account, language, date, overview, why) : Promise.resolve<Outcome>('no-reading'),
    ...devices.map((device) => sendPush(payload, device, message)),
  ])
  if (mailed === 'sent' || pushed.includes('sent')) return 'sent'
  return mailed === 'failed' || pushed.includes('failed') ? 'failed' : 'no-reading'
}

async function mail(payload: Payload, account: Account, language: Locale, date: string, overview: string, why: string): Promise<Outcome> {
  try {
    await payload.sendEmail({ to: account.email, ...(await renderNudgeMail(account, language, date, overview, why)) })
    return 'sent'
  } catch (error) {
    payload.logger.error({ err: error, msg: `The morning mail of customer ${account.id} was not sent` })
    return 'failed'
  }
}

/** How many due rows one query reads; the job reads batch after batch until none is due, or its share of a run is done. */
const BATCH = 100
/** The most rows one run handles (ADR 249): a later run, five minutes on, takes the rest, so no run holds the queue for long. */
export const MAX_ROWS_PER_RUN = 1000
/** A mail that failed is tried again this long after, by a later run. */
const RETRY_MS = 10 * 60_000

/**
 * The conditional update that claims a row (ADR 216): it moves `nextDueAt` from the value this runner read to the
 * next one, in one statement, so of two runners that read the same row exactly one moves it; the other sends nothing.
 */
async function claim(payload: Payload, row: DailyNudge, data: Partial<DailyNudge>): Promise<boolean> {
  const claimed = await payload.db.updateOne({
    collection: 'daily-nudges',
    where: { and: [{ id: { equals: row.id } }, { nextDueAt: { equals: row.nextDueAt } }] },
    data,
    // The SQL adapters run a `where` update as one statement only when asked to (as the sign-in link's claim, ADR 166).
    ...(payload.db.name === 'mongoose' ? {} : { options: { atomic: true } }),
  })
  return Boolean(claimed)
}

/** Sends every reading due at `now` (up to the run's share), each once; returns how many went. */
export async function sendDueNudges(payload: Payload, now: number = Date.now(), maxRows = MAX_ROWS_PER_RUN): Promise<{ sent: number; due: number }> {
  let sent = 0
  let due = 0
  while (due < maxRows) {
    const limit = Math.min(BATCH, maxRows - due)
    const { docs } = await payload.find({
      collection: 'daily-nudges',
      where: { nextDueAt: { less_than_equal: new Date(now).toISOString() } },
      sort: 'nextDueAt',
      limit,
      depth: 0,
      pagination: false,
      overrideAccess: true,
    })
    // The batch's devices in one query (at most MAX_PUSH_DEVICES a customer), by their owner.
    const devices = new Map<string, PushDevice[]>()
    for (const device of await devicesOf(payload, [...new Set(docs.map((row) => row.user as number))])) {
      devices.set(String(device.user), [...(devices.get(String(device.user)) ?? []), device])
    }
    // A batch in which this runner moved no row (another runner holds them all) ends the run: reading it again would
    // find the same rows.
    let moved = 0
    for (const row of docs) {
      due++
      const plan = claimOf(row.timeZone, row.hour, now, row.lastSentOn ?? null)
      const next = new Date(plan.nextDueAt).toISOString()
      const nextRow = { nextDueAt: next, lastSentOn: plan.send ? plan.day : (row.lastSentOn ?? null) }
      const theirs = devices.get(String(row.user)) ?? []
      // An off row (no mail, no device) keeps no due time; one found here was turned off as this run read it.
      if (!row.email && theirs.length === 0) {
        if (await claim(payload, row, { nextDueAt: null })) moved++
        continue
      }
      if (!(await claim(payload, row, nextRow))) continue
      moved++
      if (!plan.send) continue
      const outcome = await deliver(payload, row, plan.day, theirs)
      if (outcome === 'sent') sent++
      else if (outcome === 'failed') {
        // Given back for a later run, unless the customer changed their choice meanwhile.
        const retry = new Date(Math.min(now + RETRY_MS, plan.nextDueAt)).toISOString()
        await claim(payload, { ...row, nextDueAt: next }, { nextDueAt: retry, lastSentOn: row.lastSentOn ?? null })
      }
    }
    if (docs.length < limit || moved === 0) break
  }
  return { sent, due }
}
