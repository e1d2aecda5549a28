// The daily reading by e-mail (ADR 216): the customer's choice (Settings), the signed unsubscribe link, and the
// job's work, which claims each due customer with one conditional update before their mail goes, so a second runner,
// a retry or a restart never sends a local day's mail twice.
import crypto from 'node:crypto'
import type { Payload } from 'payload'
import type { DailyNudge } from '../../payload-types'
import { claimOf, DEFAULT_NUDGE_HOUR, nextDueAfter } from '../domain/daily-nudge'
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

/**
 * Stores the choice; the hour is on the clock of `zone` (the customer's, as the site reads it). The next due instant is
 * worked out anew, and cleared when the mail is off, so the job never reads the row.
 */
export async function saveNudgeChoice(user: Pick<Account, 'id'>, choice: NudgeChoice, now = Date.now()): Promise<void> {
  const payload = await getPayloadClient()
  const row = await findRow(payload, user.id)
  const data = {
    email: choice.email,
    hour: choice.hour,
    timeZone: choice.timeZone,
    nextDueAt: choice.email ? new Date(nextDueAfter(choice.timeZone, choice.hour, now, row?.lastSentOn ?? null)).toISOString() : null,
  }
  if (row) await payload.update({ collection: 'daily-nudges', id: row.id, data, depth: 0, overrideAccess: true })
  else await payload.create({ collection: 'daily-nudges', data: { ...data, user: user.id as number }, depth: 0, overrideAccess: true })
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
  if (row?.email) await payload.update({ collection: 'daily-nudges', id: row.id, data: { email: false, nextDueAt: null }, depth: 0, overrideAccess: true })
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

/** Makes the day's reading for the row's customer and mails it; a customer without a profile gets nothing. */
async function deliver(payload: Payload, row: DailyNudge, date: string): Promise<Outcome> {
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
  try {
    await payload.sendEmail({ to: account.email, ...(await renderNudgeMail(account, language, date, overview, why)) })
    return 'sent'
  } catch (error) {
    payload.logger.error({ err: error, msg: `The morning mail of customer ${account.id} was not sent` })
    return 'failed'
  }
}

/** How many due rows one query reads; the job reads batch after batch until none is due. */
const BATCH = 100
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

/** Sends every mail due at `now`, each once; returns how many went. */
export async function sendDueNudges(payload: Payload, now: number = Date.now()): Promise<{ sent: number; due: number }> {
  let sent = 0
  let due = 0
  for (;;) {
    const { docs } = await payload.find({
      collection: 'daily-nudges',
      where: { nextDueAt: { less_than_equal: new Date(now).toISOString() } },
      sort: 'nextDueAt',
      limit: BATCH,
      depth: 0,
      pagination: false,
      overrideAccess: true,
    })
    // A batch in which this runner moved no row (another runner holds them all) ends the run: reading it again would
    // find the same rows.
    let moved = 0
    for (const row of docs) {
      due++
      const plan = claimOf(row.timeZone, row.hour, now, row.lastSentOn ?? null)
      const next = new Date(plan.nextDueAt).toISOString()
      const nextRow = { nextDueAt: next, lastSentOn: plan.send ? plan.day : (row.lastSentOn ?? null) }
      // An off row keeps no due time; one found here was turned off as this run read it.
      if (!row.email) {
        if (await claim(payload, row, { nextDueAt: null })) moved++
        continue
      }
      if (!(await claim(payload, row, nextRow))) continue
      moved++
      if (!plan.send) continue
      const outcome = await deliver(payload, row, plan.day)
      if (outcome === 'sent') sent++
      else if (outcome === 'failed') {
        // Given back for a later run, unless the customer changed their choice meanwhile.
        const retry = new Date(Math.min(now + RETRY_MS, plan.nextDueAt)).toISOString()
        await claim(payload, { ...row, nextDueAt: next }, { nextDueAt: retry, lastSentOn: row.lastSentOn ?? null })
      }
    }
    if (docs.length < BATCH || moved === 0) break
  }
  return { sent, due }
}
