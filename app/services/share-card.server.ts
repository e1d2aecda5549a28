// The 800×600 share card (spec 2.7): satori lays the card out and shapes its text into SVG paths (Devanagari
// conjuncts included, server/card-document.mjs), and the project's sharp rasterises it to PNG. Cards are kept in memory
// per link version, so a crawler's repeat costs nothing. The layout runs in a worker thread (server/card-maker.mjs,
// ADR 160): on the site's own thread 30 new cards at once held every other request for seconds. One card is laid out
// at a time; a few more may wait, and beyond that a request is refused at once as busy. Each client (by address) has
// a few cards queued or in progress at a time and a rate of new cards, so no one client can fill the queue.
import path from 'node:path'
import { Worker } from 'node:worker_threads'
import sharp from 'sharp'
import type { CardContent } from '../../server/card-document.mjs'
import { BoundedMap } from '../utils/bounded-map.mjs'
import { appRoot } from '../utils/env.server'
import { RENDER_LIMITS } from '../utils/rate-limit.server'
import { jobsPerOwner, type MakerFailure, MakerUnavailableError, setting, withinShare } from './fair-share.server'

export type { CardContent }

export type CardFailure = MakerFailure

/** A card that was not drawn for a reason of the maker's or of the client's share, not the link's: try again later. */
export class CardUnavailableError extends MakerUnavailableError {
  constructor(code: CardFailure, message: string, retryAfterSeconds = 5) {
    super(code, message, retryAfterSeconds)
    this.name = 'CardUnavailableError'
  }
}

/** Cards of one client's queued or in progress at once: a preview crawler asks for a few together (ADR 160). */
const CARDS_PER_CLIENT = 4

const MAX_CACHED = 200

/** The limits, read at each request so a test or an operator's change applies without a restart. */
function limits() {
  return {
    maxQueued: setting('CARD_MAX_QUEUED', 16, 0, 1000),
    timeoutMs: setting('CARD_TIMEOUT_MS', 10_000, 1, 600_000),
    // New cards a client address may have drawn in ten minutes.
    perClient: setting('CARD_RATE_LIMIT', RENDER_LIMITS.card.max, 1, 100_000),
  }
}

type Job = { card: CardContent; timeoutMs: number; resolve: (svg: string) => void; reject: (error: Error) => void }
type Answer = { id: number; ok: boolean; svg?: string; error?: string }

let maker: Worker | null = null
let active: (Job & { id: number; by: Worker; timer: NodeJS.Timeout }) | null = null
const waiting: Job[] = []
let nextId = 0
const cache = new BoundedMap<string, Buffer>(MAX_CACHED)
const perClient = jobsPerOwner<Buffer>(CARDS_PER_CLIENT)

function startMaker(): Worker {
  const started = new Worker(path.join(appRoot, 'server/card-maker.mjs'), { workerData: { root: appRoot, nice: 10 } })
  started.on('message', (answer: Answer) => {
    if (active?.by !== started || active.id !== answer.id) return
    const job = finish()
    if (answer.ok && typeof answer.svg === 'string') job.resolve(answer.svg)
    else job.reject(new Error(`The card could not be drawn: ${answer.error}`))
    next()
  })
  // A worker that fails (or cannot start) fails the job it held; the jobs waiting go to a fresh worker.
  const gone = (reason: string) => {
    if (maker === started) maker = null
    if (active?.by === started) {
      finish().reject(new CardUnavailableError('crashed', `The card maker stopped (${reason})`))
      next()
    }
  }
  started.on('error', (error) => gone(error.message))
  started.on('exit', (code) => gone(`exit ${code}`))
  return started
}

/** Takes the running job off, with its timer. */
function finish(): Job {
  const job = active!
  clearTimeout(job.timer)
  active = null
  return job
}

/** Gives the next waiting card to the worker, starting one if none runs; an idle worker keeps no one alive. */
function next() {
  const job = waiting.shift()
  if (!job) {
    maker?.unref()
    return
  }
  maker ??= startMaker()
  const by = maker
  by.ref()
  const id = nextId++
  const timer = setTimeout(() => {
    if (active?.id !== id) return
    // A layout cannot be interrupted from outside; the worker is cheap to start again.
    if (maker === by) maker = null
    finish().reject(new CardUnavailableError('timeout', `The card took longer than ${job.timeoutMs} ms`))
    void by.terminate()
    next()
  }, job.timeoutMs)
  active = { ...job, id, by, timer }
  by.postMessage({ id, card: job.card })
}

function layOut(card: CardContent): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const { maxQueued, timeoutMs } = limits()
    if ((active ? 1 : 0) + waiting.length > maxQueued) {
      reject(new CardUnavailableError('busy', `${waiting.length} cards are already waiting`))
      return
    }
    waiting.push({ card: { ...card }, timeoutMs, resolve, reject })
    if (!active) next()
  })
}

/**
 * The card as PNG for a client (`client`: its address). `key` names this version of its content (a link's token and
 * update time), for the memory cache and for joining the same card while it is drawn; a new card counts towards the
 * client's rate, and a card beyond the client's few at once is refused until one of them is done.
 */
export async function renderShareCard(card: CardContent, { key, client }: { key?: string; client: string }): Promise<Buffer> {
  const hit = key ? cache.get(key) : undefined
  if (hit) return hit
  const share = {
    kind: 'card' as const,
    jobs: perClient,
    rate: limits().perClient,
    refuse: (code: 'one-at-a-time' | 'too-many', retryAfterSeconds = 2) =>
      new CardUnavailableError(
        code,
        code === 'too-many' ? 'This client has asked for many new cards in the last few minutes' : 'Other cards of this client’s are being drawn',
        retryAfterSeconds,
      ),
  }
  const png = await withinShare(share, client, key ?? `content:${JSON.stringify(card)}`, async () => {
    const svg = await layOut(card)
    return sharp(Buffer.from(svg)).png({ compressionLevel: 6 }).toBuffer()
  })
  if (key) cache.set(key, png)
  return png
}
