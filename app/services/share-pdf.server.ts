// The reading as a PDF (ADRs 125 and 146): laid out by @react-pdf/renderer in a child process at a lower CPU
// priority (server/pdf-maker.mjs), so the second or so of CPU a Hindi page costs goes to the web server's spare time,
// not its own. One PDF is made at a time (the queue in maker-queue.server.ts, ADR 253); a few more may wait, and beyond that a request is refused at once as busy,
// rather than queued for longer than anyone would wait. A PDF that runs over the time limit is stopped, and a maker that
// crashed is replaced for the next job. Each finished PDF is kept in memory by a hash of its content, so a reading
// downloaded again costs nothing. Each customer has one PDF queued or in progress at a time and a handful of new ones
// per ten minutes (ADR 159), so no one customer can fill the queue.
import { fork } from 'node:child_process'
import crypto from 'node:crypto'
import path from 'node:path'
import { BoundedMap } from '../utils/bounded-map.mjs'
import { appRoot } from '../utils/env.server'
import { RENDER_LIMITS } from '../utils/rate-limit.server'
import { jobsPerOwner, type MakerFailure, MakerUnavailableError, setting, withinShare } from './fair-share.server'
import { makerQueue } from './maker-queue.server'

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

type Answer = { id: number; ok: boolean; pdf?: Uint8Array; error?: string }

const cache = new BoundedMap<string, Buffer>(MAX_CACHED)
const perCustomer = jobsPerOwner<Buffer>(1)

/**
 * The maker: a child process, so the PDF's bytes cross as bytes (structured clone) and the kernel gives the site the
 * processor first. Even at the lowest priority a maker working without a break took about half the site's page
 * throughput on a two-core machine (the cores share more than the scheduler hands out), so after a PDF that took t ms
 * the next one starts no sooner than `PDF_REST_RATIO` × t ms later (ADR 152).
 */
const maker = makerQueue<PdfDocument, Buffer>({
  words: { one: 'PDF', many: 'PDFs', done: 'made' },
  fail: (code, message) => new PdfUnavailableError(code, message),
  start: ({ nice }, answered, gone) => {
    const child = fork(path.join(appRoot, 'server/pdf-maker.mjs'), [], {
      serialization: 'advanced',
      // Plain JavaScript: none of the parent's loaders or inspector flags.
      execArgv: [],
      env: { ...process.env, PDF_MAKER_ROOT: appRoot, PDF_MAKER_NICE: String(nice ?? 10) },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    })
    child.on('message', ({ id, ok, pdf, error }: Answer) =>
      answered({ id, ok, error, value: pdf && Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength) }),
    )
    child.on('exit', (code, signal) => gone(signal ?? `exit ${code}`))
    child.on('error', (error) => gone(error.message))
    return {
      pid: child.pid,
      send: (id, doc) => child.send({ id, doc }),
      stop: () => child.kill('SIGKILL'),
      hold: (held) => {
        if (held) {
          child.ref()
          child.channel?.ref()
        } else {
          child.unref()
          child.channel?.unref()
        }
      },
    }
  },
})

/** The maker's process id while one runs (for operators and the tests). */
export const pdfMakerPid = maker.pid

/** When the last (at most 20) PDFs were sent to the maker and answered, in milliseconds of `performance.now()`. */
export const pdfMakerTimes = maker.times

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
  const pdf = await withinShare(share, owner, key, () => maker.run(doc, limits()))
  cache.set(key, pdf)
  return pdf
}

/** A made PDF as the download it is sent as: the customer's own, never kept by a cache. */
export function pdfDownload(pdf: Buffer, filename: string): Response {
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Length': String(pdf.length),
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': 'private, no-store',
    },
  })
}
