// The reading as a PDF (ADRs 125 and 146): laid out by @react-pdf/renderer in a child process at a lower CPU
// priority (server/pdf-maker.mjs), so the second or so of CPU a Hindi page costs goes to the web server's spare time,
// not its own. One PDF is made at a time; a few more may wait, and beyond that a request is refused at once as busy,
// rather than queued for longer than anyone would wait. A PDF that runs over the time limit is stopped, and a maker that
// crashed is replaced for the next job. Each finished PDF is kept in memory by a hash of its content, so a reading
// downloaded again costs nothing. Each customer has one PDF queued or in progress at a time and a handful of new ones
// per ten minutes (ADR 159), so no one customer can fill the queue.
import { fork, type ChildProcess } from 'node:child_process'
import crypto from 'node:crypto'
import path from 'node:path'
import { BoundedMap } from '../utils/bounded-map.mjs'
import { appRoot } from '../utils/env.server'
import { RENDER_LIMITS } from '../utils/rate-limit.server'
import { jobsPerOwner, type MakerFailure, MakerUnavailableError, setting, withinShare } from './fair-share.server'

export type PdfDocument = {
  lang: string
  title: string
  brand: string
  headline: string
  score: string
  scoreLabel: string
  sections: { heading: string; body: string }[]
  footer: string
}

/** The maker's failures (503) and the customer's own share used up (429, ADR 159). */
export type PdfFailure = MakerFailure

/** A PDF that was not made for a reason of the maker's or of the customer's share, not the reading's: try again later. */
export class PdfUnavailableError extends MakerUnavailableError {
  constructor(code: PdfFailure, message: string, retryAfterSeconds = 10) {
    super(code, message, retryAfterSeconds)
    this.name = 'PdfUnavailableError'
  }
}

const MAX_CACHED = 50

/** The limits, read at each request so a test or an operator's change applies without a restart. */
function limits() {
  return {
    maxQueued: setting('PDF_MAX_QUEUED', 8, 0, 1000),
    timeoutMs: setting('PDF_TIMEOUT_MS', 20_000, 1, 600_000),
    // Steps below the site's own priority (nice value), 19 being the lowest the kernel has.
    nice: setting('PDF_NICE', 10, 0, 19),
    // How long the maker rests after a PDF, as a multiple of the time that PDF took (ADR 152).
    restRatio: setting('PDF_REST_RATIO', 2, 0, 100),
    // New PDFs a customer may have made in ten minutes (ADR 159).
    perCustomer: setting('PDF_RATE_LIMIT', RENDER_LIMITS.pdf.max, 1, 100_000),
  }
}

type Job = { doc: PdfDocument; timeoutMs: number; nice: number; restRatio: number; resolve: (pdf: Buffer) => void; reject: (error: Error) => void }
type Answer = { id: number; ok: boolean; pdf?: Uint8Array; error?: string }

let maker: ChildProcess | null = null
let active: (Job & { id: number; by: ChildProcess; timer: NodeJS.Timeout; sent: number }) | null = null
const waiting: Job[] = []
/** The maker rests after each PDF until this moment (`performance.now()`, ADR 152); `resting` is the timer that waits. */
let restUntil = 0
let resting: NodeJS.Timeout | null = null
/** When the recent PDFs were sent to the maker and answered (performance.now()), newest last: for operators and tests. */
const recent: { sent: number; answered: number }[] = []
let nextId = 0
const cache = new BoundedMap<string, Buffer>(MAX_CACHED)
const perCustomer = jobsPerOwner<Buffer>(1)

/** The maker's process id while one runs (for operators and the tests). */
export function pdfMakerPid(): number | null {
  return maker?.pid ?? null
}

/** When the last (at most 20) PDFs were sent to the maker and answered, in milliseconds of `performance.now()`. */
export function pdfMakerTimes(): readonly { sent: number; answered: number }[] {
  return recent
}

function startMaker(nice: number): ChildProcess {
  const started = fork(path.join(appRoot, 'server/pdf-maker.mjs'), [], {
    // Structured clone, so the PDF's bytes cross as bytes rather than as JSON.
    serialization: 'advanced',
    // Plain JavaScript: none of the parent's loaders or inspector flags.
    execArgv: [],
    env: { ...process.env, PDF_MAKER_ROOT: appRoot, PDF_MAKER_NICE: String(nice) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  started.on('message', (answer: Answer) => {
    if (!active || active.by !== started || active.id !== answer.id) return
    const { sent, restRatio } = active
    const job = finish()
    if (answer.ok && answer.pdf) job.resolve(Buffer.from(answer.pdf.buffer, answer.pdf.byteOffset, answer.pdf.byteLength))
    else job.reject(new Error(`The PDF could not be made: ${answer.error}`))
    const answered = performance.now()
    recent.push({ sent, answered })
    if (recent.length > 20) recent.shift()
    restUntil = answered + (answered - sent) * restRatio
    schedule()
  })
  // A maker that dies (or cannot start) fails the job it held: that job may be what killed it. The jobs waiting go to
  // a fresh maker.
  const gone = (reason: string) => {
    if (maker === started) maker = null
    if (active?.by === started) {
      finish().reject(new PdfUnavailableError('crashed', `The PDF maker stopped (${reason})`))
      next()
    }
  }
  started.on('exit', (code, signal) => gone(signal ?? `exit ${code}`))
  started.on('error', (error) => gone(error.message))
  return started
}

/** Takes the running job off, with its timer. */
function finish(): Job {
  const job = active!
  clearTimeout(job.timer)
  active = null
  return job
}

/**
 * Sends the next waiting job once the maker has rested. Even at the lowest priority, a maker working without a break
 * took about half the site's page throughput on a two-core machine (the cores share more than the scheduler hands
 * out), so after a PDF that took t ms the next one starts no sooner than `PDF_REST_RATIO` × t ms later: PDFs get at most
 * 1 / (1 + ratio) of the maker's time, whether they queue or come one after another. A PDF after a quiet spell waits
 * for nothing.
 */
function schedule() {
  if (active || resting) return
  const wait = restUntil - performance.now()
  if (wait <= 0 || !waiting.length) return next()
  resting = setTimeout(() => {
    resting = null
    next()
  }, Math.ceil(wait))
}

/** Gives the next waiting job to the maker, starting one if none runs; an idle maker keeps no one alive. */
function next() {
  const job = waiting.shift()
  if (!job) {
    // An idle maker must not keep a test run or a stopping server alive.
    maker?.unref()
    maker?.channel?.unref()
    return
  }
  const { timeoutMs } = job
  maker ??= startMaker(job.nice)
  const by = maker
  by.ref()
  by.channel?.ref()
  const id = nextId++
  const timer = setTimeout(() => {
    if (active?.id !== id) return
    // Stopped outright: a render cannot be interrupted from outside, and the process is cheap to start again.
    if (maker === by) maker = null
    by.kill('SIGKILL')
    finish().reject(new PdfUnavailableError('timeout', `The PDF took longer than ${timeoutMs} ms`))
    next()
  }, timeoutMs)
  active = { ...job, id, by, timer, sent: performance.now() }
  by.send({ id, doc: job.doc })
}

function render(doc: PdfDocument): Promise<Buffer> {
  return new Promise<Buffer>((resolve, reject) => {
    // Read here, where a wrong value fails this request with its name, never inside the maker's event handlers.
    const { maxQueued, timeoutMs, nice, restRatio } = limits()
    // At most `maxQueued` wait behind the PDF being made, or behind the one that waits for the maker's rest to end.
    if ((active ? 1 : 0) + waiting.length > maxQueued) {
      reject(new PdfUnavailableError('busy', `${waiting.length} PDFs are already waiting`))
      return
    }
    waiting.push({ doc, timeoutMs, nice, restRatio, resolve, reject })
    schedule()
  })
}

/**
 * The PDF of a document for a customer (`owner`: the account, or a client address for a PDF made without one), from
 * memory when the same content was made before. The same PDF asked for again while it is made waits for that one;
 * another PDF of the same customer's is refused until it is done, and a new one counts towards the customer's rate.
 */
export async function renderReadingPdf(doc: PdfDocument, owner: string): Promise<Buffer> {
  const key = crypto.createHash('sha256').update(JSON.stringify(doc)).digest('base64url')
  const hit = cache.get(key)
  if (hit) return hit
  const share = {
    kind: 'pdf' as const,
    jobs: perCustomer,
    rate: limits().perCustomer,
    refuse: (code: 'one-at-a-time' | 'too-many', retryAfterSeconds?: number) =>
      new PdfUnavailableError(
        code,
        code === 'too-many' ? 'This customer has made many PDFs in the last few minutes' : 'Another PDF of this customer’s is being made',
        retryAfterSeconds,
      ),
  }
  const pdf = await withinShare(share, owner, key, () => render(doc))
  cache.set(key, pdf)
  return pdf
}
