// The morning job (ADR 216) across processes and crashes, on a real database and mail through the loopback catcher:
// another process (tests/integration/daily-runner.ts, its own Payload on the same database) runs the job beside this
// one, or dies part-way through a run as a killed process does, and the next run sends each customer still due once.
// Never a second mail in a local day; the one cost of a crash is ADR 216's: a customer whose row was claimed when the
// process died gets no mail that morning.
import { spawn } from 'node:child_process'
import path from 'node:path'
import readline from 'node:readline'
import type { Payload } from 'payload'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { dueInstant } from '../../app/domain/daily-nudge'
import { startMailCatcher } from '../setup/mail-catcher.mjs'
import { createCustomer, type SignedInCustomer } from './factories'
import { startPayload, stopPayload } from './harness'

let payload: Payload
let catcher: Awaited<ReturnType<typeof startMailCatcher>>
let nudges: typeof import('../../app/services/daily-nudge.server')

beforeAll(async () => {
  catcher = await startMailCatcher()
  process.env.SMTP_URL = catcher.url
  payload = await startPayload()
  nudges = await import('../../app/services/daily-nudge.server')
})
afterAll(async () => {
  await stopPayload(payload)
  await catcher?.close()
})

const DAY = '2026-11-28'
/** Another process starts its own Payload (and compiles our modules) first: slow on a busy machine. */
const SLOW = 300_000
let made = 0

/** `count` customers with a profile, each with the mail on at 07:00 in `timeZone`, chosen before that day began there. */
async function dueCustomers(count: number, timeZone: string): Promise<SignedInCustomer[]> {
  const people: SignedInCustomer[] = []
  for (let i = 0; i < count; i++) {
    const email = `process-${++made}@example.in`
    people.push(await createCustomer(payload, { email, password: 'daily-process-password-1', signIn: true, profile: {} }))
  }
  for (const { user } of people) await nudges.saveNudgeChoice(user, { email: true, hour: 7, timeZone }, Date.parse(`${DAY}T00:00:00Z`) - 12 * 3_600_000)
  return people
}

const mailsTo = (email: string) => catcher.messages.filter((message) => message.to.includes(email.toLowerCase())).length
const rowOf = async (id: number | string) =>
  (await payload.find({ collection: 'daily-nudges', where: { user: { equals: id } }, depth: 0, overrideAccess: true })).docs[0]!

type Ended = { code: number | null; signal: NodeJS.Signals | null; result: { sent: number; due: number } | null }

/** The other process, started and ready (its Payload up); `go()` starts its pass of the job at `at`. */
async function otherProcess(at: number, env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['--conditions=development', '--import', 'tsx', path.resolve('tests/integration/daily-runner.ts')], {
    env: { ...process.env, DAILY_RUN_AT: String(at), ...env },
    stdio: ['pipe', 'pipe', 'inherit'],
  })
  const lines = readline.createInterface({ input: child.stdout! })
  let result: Ended['result'] = null
  const ready = new Promise<void>((resolve, reject) => {
    lines.on('line', (line) => {
      if (line === 'ready') resolve()
      else if (line.startsWith('{')) result = JSON.parse(line) as Ended['result']
    })
    child.once('exit', (code) => reject(new Error(`The other process ended (${code}) before it was ready`)))
  })
  const ended = new Promise<Ended>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal, result })))
  await ready
  return { go: () => child.stdin!.write('go\n'), ended }
}

/** Each mail held `ms` first, as by a slow mail server, so two runners' passes surely overlap. */
async function withSlowMail<T>(ms: number, work: () => Promise<T>): Promise<T> {
  const send = payload.sendEmail
  payload.sendEmail = async (message) => {
    await new Promise((resolve) => setTimeout(resolve, ms))
    return send.call(payload, message) as Promise<unknown>
  }
  try {
    return await work()
  } finally {
    payload.sendEmail = send
  }
}

it(
  'two processes running the job at once send each due customer exactly once',
  async () => {
    const people = await dueCustomers(16, 'Asia/Kolkata')
    const at = dueInstant('Asia/Kolkata', DAY, 7) + 60_000
    const other = await otherProcess(at, { DAILY_RUN_MAIL_MS: '40' })
    other.go()
    const here = await withSlowMail(40, () => nudges.sendDueNudges(payload, at))
    const there = await other.ended
    expect(there).toMatchObject({ code: 0, signal: null })
    // Both passes read the due rows (neither came after the other had finished), and between them sent each once.
    expect(here.due).toBeGreaterThan(0)
    expect(there.result!.due).toBeGreaterThan(0)
    expect(here.sent + there.result!.sent).toBe(people.length)
    expect(people.map(({ email }) => mailsTo(email))).toEqual(people.map(() => 1))
    for (const { id } of people) expect((await rowOf(id)).lastSentOn).toBe(DAY)
  },
  SLOW,
)

it(
  'a process killed between two customers leaves the rest to the next run, which sends each once',
  async () => {
    const people = await dueCustomers(8, 'Europe/London')
    const at = dueInstant('Europe/London', DAY, 7) + 60_000
    const other = await otherProcess(at, { DAILY_RUN_CRASH: 'after-mail:3' })
    other.go()
    expect(await other.ended).toMatchObject({ signal: 'SIGKILL', result: null })
    expect(people.reduce((sum, { email }) => sum + mailsTo(email), 0)).toBe(3)
    // The next run, five minutes on (the job's cron), in this process.
    const next = await nudges.sendDueNudges(payload, at + 5 * 60_000)
    expect(next.sent).toBe(5)
    expect(people.map(({ email }) => mailsTo(email))).toEqual(people.map(() => 1))
    // And a run later that day sends nobody anything.
    expect((await nudges.sendDueNudges(payload, at + 3 * 3_600_000)).sent).toBe(0)
    expect(people.map(({ email }) => mailsTo(email))).toEqual(people.map(() => 1))
  },
  SLOW,
)

it(
  'a process killed between a claim and its mail costs that one customer the morning, never a second mail',
  async () => {
    const people = await dueCustomers(6, 'America/New_York')
    const at = dueInstant('America/New_York', DAY, 7) + 60_000
    const other = await otherProcess(at, { DAILY_RUN_CRASH: 'before-mail:3' })
    other.go()
    expect(await other.ended).toMatchObject({ signal: 'SIGKILL', result: null })
    expect(people.reduce((sum, { email }) => sum + mailsTo(email), 0)).toBe(2)
    const next = await nudges.sendDueNudges(payload, at + 5 * 60_000)
    expect(next.sent).toBe(3)
    const counts = people.map(({ email }) => mailsTo(email))
    expect(counts.filter((count) => count === 1)).toHaveLength(5)
    const lost = people[counts.indexOf(0)]!
    // The row the killed process had claimed: today's mail counts as gone, tomorrow's is due at its hour.
    expect(await rowOf(lost.id)).toMatchObject({ lastSentOn: DAY, nextDueAt: new Date(dueInstant('America/New_York', '2026-11-29', 7)).toISOString() })
    expect((await nudges.sendDueNudges(payload, at + 3 * 3_600_000)).sent).toBe(0)
    expect(people.map(({ email }) => mailsTo(email))).toEqual(counts)
    // Tomorrow everyone is mailed again, the one who lost a morning included.
    await nudges.sendDueNudges(payload, dueInstant('America/New_York', '2026-11-29', 7) + 60_000)
    expect(people.map(({ email }) => mailsTo(email))).toEqual(counts.map((count) => count + 1))
  },
  SLOW,
)
