// Another server process running the morning job (ADR 216) for tests/integration/daily-nudges-processes.test.ts: it
// starts its own Payload on the test's database (DATABASE_URI) and mail server (SMTP_URL), says `ready`, waits for a
// line on its standard input, runs one pass of the job at the instant DAILY_RUN_AT, prints the pass's result as JSON
// and exits. DAILY_RUN_CRASH makes it die as a process killed by the system does (SIGKILL: no `finally`, no cleanup):
// `after-mail:K` once the K-th mail has been handed to the mail server, `before-mail:K` as the K-th mail is about to go
// (its row already claimed). DAILY_RUN_MAIL_MS holds each mail that long first, as a slow mail server would.
import readline from 'node:readline'
import { prepareDatabase } from '../../app/utils/database.server'

const payload = await prepareDatabase(() => {}, { seed: false })
const { sendDueNudges } = await import('../../app/services/daily-nudge.server')

const [when, count] = (process.env.DAILY_RUN_CRASH ?? '').split(':')
const crashAt = Number(count)
const holdMs = Number(process.env.DAILY_RUN_MAIL_MS ?? 0)
const die = () => process.kill(process.pid, 'SIGKILL')
const send = payload.sendEmail.bind(payload)
let mails = 0
payload.sendEmail = async (message) => {
  mails++
  if (when === 'before-mail' && mails === crashAt) die()
  if (holdMs) await new Promise((resolve) => setTimeout(resolve, holdMs))
  const sent: unknown = await send(message)
  if (when === 'after-mail' && mails === crashAt) die()
  return sent
}

console.log('ready')
await new Promise<void>((resolve) => readline.createInterface({ input: process.stdin }).once('line', () => resolve()))
const result = await sendDueNudges(payload, Number(process.env.DAILY_RUN_AT))
console.log(JSON.stringify(result))
process.exit(0)
