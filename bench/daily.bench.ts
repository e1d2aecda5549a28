// `npm run bench -- daily`: one simulated day of the morning job (ADR 216) for 10,000 customers (BENCH_DAILY_CUSTOMERS)
// with random zones, hours and languages, each with a birth profile and the mail on. The job's clock is stepped five
// minutes at a time through 24 hours, as its cron runs it, and every pass is the real one (`sendDueNudges`: the due
// query, the claim, the day's reading made and stored, the mail rendered and handed to the transport — the outbox
// folder, as a server without SMTP_URL writes it). Checks: every customer mailed exactly once, none before their
// hour; reports the lateness, the time and CPU per customer, and a pass with nobody due (the index on `nextDueAt`, so
// a pass's cost follows the due customers, not all of them). On a fresh SQLite database in a temp folder, or on
// BENCH_DAILY_DATABASE_URI (PostgreSQL: an empty database).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'

const CUSTOMERS = Number(process.env.BENCH_DAILY_CUSTOMERS ?? 10_000)
const STEP_MS = 5 * 60_000
/** The day begins at midnight UTC; each customer's hour comes once in the 24 hours after. */
const START = Date.parse('2026-11-28T00:00:00Z')
const ZONES = [
  'Pacific/Kiritimati',
  'Pacific/Auckland',
  'Australia/Sydney',
  'Asia/Tokyo',
  'Asia/Singapore',
  'Asia/Dhaka',
  'Asia/Kathmandu',
  'Asia/Kolkata',
  'Asia/Karachi',
  'Asia/Dubai',
  'Africa/Nairobi',
  'Europe/Berlin',
  'Europe/London',
  'UTC',
  'America/Sao_Paulo',
  'America/St_Johns',
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Los_Angeles',
  'Pacific/Honolulu',
  'Pacific/Pago_Pago',
]

/** A seeded generator (mulberry32), so every run makes the same customers. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const cpuMs = () => {
  const { user, system } = process.cpuUsage()
  return (user + system) / 1000
}

/** Rows written straight through the database adapter, 500 to a transaction: the bench's setup, not what it measures. */
async function bulkCreate(
  payload: Payload,
  collection: 'users' | 'profiles' | 'daily-nudges',
  rows: Record<string, unknown>[],
): Promise<(number | string)[]> {
  const ids: (number | string)[] = []
  for (let from = 0; from < rows.length; from += 500) {
    const transactionID = await payload.db.beginTransaction()
    const req = { transactionID, payload } as never
    for (const data of rows.slice(from, from + 500)) ids.push(((await payload.db.create({ collection, data, req })) as { id: number | string }).id)
    if (transactionID) await payload.db.commitTransaction(transactionID)
  }
  return ids
}

/** The due query's plan as the database gives it, to show it reads the index. */
async function duePlan(payload: Payload): Promise<string> {
  const at = new Date(START).toISOString()
  const sql = `select id from daily_nudges where next_due_at <= '${at}' order by next_due_at limit 100`
  const db = payload.db as unknown as {
    client?: { execute?: (q: string) => Promise<{ rows: unknown[] }> }
    pool?: { query: (q: string) => Promise<{ rows: unknown[] }> }
  }
  if (payload.db.name === 'sqlite' && db.client?.execute) {
    return (await db.client.execute(`explain query plan ${sql}`)).rows.map((row) => (row as { detail: string }).detail).join('; ')
  }
  if (db.pool) return (await db.pool.query(`explain ${sql}`)).rows.map((row) => Object.values(row as object)[0]).join(' / ')
  return 'n/a'
}

export default async function run(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cosmic-daily-bench-'))
  process.env.DATABASE_URI = process.env.BENCH_DAILY_DATABASE_URI ?? `file:${path.join(dir, 'bench.db')}`
  process.env.OUTBOX_DIR = path.join(dir, 'outbox')
  process.env.MEDIA_DIR = path.join(dir, 'media')
  process.env.LOG_LEVEL ??= 'warn'
  delete process.env.SMTP_URL
  // Web Push is not measured here: no VAPID keys, so the job pushes nothing (ADR 249).
  delete process.env.VAPID_PUBLIC_KEY
  delete process.env.VAPID_PRIVATE_KEY

  const { prepareDatabase } = await import('../app/utils/database.server')
  const { nextDueAfter, dueInstant, localDateOf } = await import('../app/domain/daily-nudge')
  const { sendDueNudges } = await import('../app/services/daily-nudge.server')
  const { saveProfile } = await import('../app/services/profiles.server')
  const { toAccount } = await import('../app/services/customers.server')

  const setupStart = performance.now()
  const payload = await prepareDatabase(() => {})
  // One customer made the site's way (a password, a profile sealed by the hooks): the others copy their rows, so the
  // setup takes seconds, not the minutes 10,000 password hashes would.
  const model = await payload.create({
    collection: 'users',
    data: { email: 'bench-model@example.in', password: 'daily-bench-password-1', fullName: 'Model', preferredLanguage: 'en', _verified: true },
    disableVerificationEmail: true,
    overrideAccess: true,
  })
  await saveProfile(toAccount(model), {
    fullName: 'Model',
    dateOfBirth: '1991-08-21',
    timeOfBirth: '05:40',
    birthTimeUnknown: false,
    gender: 'other',
    questions: null,
    place: { id: null, name: 'Pune', country: 'India', latitude: 18.52, longitude: 73.86, timeZone: 'Asia/Kolkata' },
  })
  const strip = ({ id: _id, createdAt: _c, updatedAt: _u, ...rest }: Record<string, unknown>) => rest
  const userRow = strip((await payload.db.findOne({ collection: 'users', where: { id: { equals: model.id } } })) as Record<string, unknown>)
  const profileRow = strip((await payload.db.findOne({ collection: 'profiles', where: { user: { equals: model.id } } })) as Record<string, unknown>)
  for (const key of ['hash', 'salt', 'sessions', 'resetPasswordToken', 'resetPasswordExpiration']) delete userRow[key]

  const draw = random(20261128)
  const people = Array.from({ length: CUSTOMERS }, (_, i) => ({
    email: `daily-bench-${i}@example.in`,
    timeZone: ZONES[Math.floor(draw() * ZONES.length)]!,
    hour: Math.floor(draw() * 24),
    preferredLanguage: draw() < 0.4 ? 'hi' : 'en',
  }))
  const userIds = await bulkCreate(
    payload,
    'users',
    people.map((person, i) => ({ ...userRow, email: person.email, fullName: `Bench ${i}`, preferredLanguage: person.preferredLanguage })),
  )
  await bulkCreate(
    payload,
    'profiles',
    userIds.map((user, i) => ({ ...profileRow, user, fullName: `Bench ${i}` })),
  )
  await bulkCreate(
    payload,
    'daily-nudges',
    people.map((person, i) => ({
      user: userIds[i],
      email: true,
      hour: person.hour,
      timeZone: person.timeZone,
      nextDueAt: new Date(nextDueAfter(person.timeZone, person.hour, START)).toISOString(),
    })),
  )
  const setupS = (performance.now() - setupStart) / 1000
  console.log(`${CUSTOMERS} customers made in ${setupS.toFixed(0)} s (${payload.db.name}); the due query's plan: ${await duePlan(payload)}`)

  // Who was mailed, at which step of the simulated clock.
  let clock = START
  const sentAt = new Map<string, number[]>()
  const send = payload.sendEmail.bind(payload)
  payload.sendEmail = async (message) => {
    const to = String((message as { to: string }).to)
    sentAt.set(to, [...(sentAt.get(to) ?? []), clock])
    return send(message)
  }

  // The outbox transport logs every mail it writes; 10,000 lines would only slow the day down.
  const info = console.info
  console.info = () => {}
  const runMs: number[] = []
  const busy: { ms: number; cpu: number; sent: number }[] = []
  const idle: number[] = []
  const wallStart = performance.now()
  const cpuStart = cpuMs()
  for (let step = 1; step <= (24 * 3_600_000) / STEP_MS; step++) {
    clock = START + step * STEP_MS
    const t0 = performance.now()
    const c0 = cpuMs()
    const { sent } = await sendDueNudges(payload, clock)
    const ms = performance.now() - t0
    runMs.push(ms)
    if (sent > 0) busy.push({ ms, cpu: cpuMs() - c0, sent })
    else idle.push(ms)
  }
  const wallS = (performance.now() - wallStart) / 1000
  const cpuS = (cpuMs() - cpuStart) / 1000
  console.info = info

  // The checks: exactly once each, never before the hour, and how late.
  let early = 0
  let twice = 0
  let missing = 0
  let lateMax = 0
  for (const person of people) {
    const times = sentAt.get(person.email) ?? []
    if (times.length === 0) missing++
    if (times.length > 1) twice++
    for (const at of times) {
      const due = dueInstant(person.timeZone, localDateOf(person.timeZone, at), person.hour)
      if (at < due) early++
      else lateMax = Math.max(lateMax, at - due)
    }
  }
  const outbox = fs.existsSync(process.env.OUTBOX_DIR) ? fs.readdirSync(process.env.OUTBOX_DIR).length : 0
  const sent = [...sentAt.values()].reduce((sum, times) => sum + times.length, 0)
  const load = os.loadavg().map((value) => value.toFixed(1))
  const busiest = busy.reduce((max, pass) => (pass.sent > max.sent ? pass : max), { ms: 0, cpu: 0, sent: 0 })
  const idleMedian = idle.sort((a, b) => a - b)[Math.floor(idle.length / 2)] ?? 0
  console.table({
    customers: { value: CUSTOMERS },
    'mails sent': { value: sent },
    'files in the outbox': { value: outbox },
    'customers mailed twice': { value: twice },
    'customers never mailed': { value: missing },
    'mails before the hour': { value: early },
    'latest after the hour (min)': { value: +(lateMax / 60_000).toFixed(1) },
    'passes (every 5 min)': { value: runMs.length },
    'passes that sent': { value: busy.length },
    'most sent by one pass': { value: busiest.sent },
    'that pass (s)': { value: +(busiest.ms / 1000).toFixed(1) },
    'day of passes, wall (s)': { value: +wallS.toFixed(1) },
    'day of passes, CPU (s)': { value: +cpuS.toFixed(1) },
    'wall per customer (ms)': { value: +((wallS * 1000) / Math.max(sent, 1)).toFixed(1) },
    'CPU per customer (ms)': { value: +((cpuS * 1000) / Math.max(sent, 1)).toFixed(1) },
    'a pass with nobody due, median (ms)': { value: +idleMedian.toFixed(1) },
    'load average (1, 5, 15 min)': { value: load.join(' ') },
  })
  const ok = sent === CUSTOMERS && twice === 0 && missing === 0 && early === 0
  console.log(ok ? 'PASS: every customer mailed once, none early' : 'FAIL: see the table')
  const destroy = (payload.db as { destroy?: () => Promise<void> }).destroy
  if (destroy) await destroy.call(payload.db)
  fs.rmSync(dir, { recursive: true, force: true })
  if (!ok) process.exitCode = 1
}
