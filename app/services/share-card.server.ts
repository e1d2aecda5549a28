// The 800×600 share card (spec 2.7): satori lays the card out and shapes its text into SVG paths (Devanagari
// conjuncts included, server/card-document.mjs), and the project's sharp rasterises it to PNG. Cards are kept in memory
// per link version, so a crawler's repeat costs nothing. The layout runs in a worker thread (server/card-maker.mjs,
// ADR 160): on the site's own thread 30 new cards at once held every other request for seconds. One card is laid out
// at a time; a few more may wait, and beyond that a request is refused at once as busy. Each client (by address) has
// one card queued or in progress at a time and a rate of new cards, so no one client can fill the queue.
import path from 'node:path'
import { Worker } from 'node:worker_threads'
import sharp from 'sharp'
import type { CardContent } from '../../server/card-document.mjs'
import { BoundedMap } from '../utils/bounded-map.mjs'
import { appRoot } from '../utils/env.server'
import { RENDER_LIMITS, renderNotMade, takeRender } from '../utils/rate-limit.server'
import { oneJobPerOwner, setting } from './fair-share.server'

export type { CardContent }

/** `busy`, `timeout` and `crashed` are the maker's (503); `one-at-a-time` and `too-many` are the client's share (429). */
export type CardFailure = 'busy' | 'timeout' | 'crashed' | 'one-at-a-time' | 'too-many'

/** A card that was not drawn for a reason of the maker's or of the client's share, not the link's: try again later. */
export class CardUnavailableError extends Error {
  constructor(
    readonly code: CardFailure,
    message: string,
    /** When it is worth asking again. */
    readonly retryAfterSeconds = 5,
  ) {
    super(message)
    this.name = 'CardUnavailableError'
  }
}

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
const perClient = oneJobPerOwner<Buffer>()

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
 * client's rate, and another card of the same client's is refused until the one in progress is done.
 */
export async function renderShareCard(card: CardContent, { key, client }: { key?: string; client: string }): Promise<Buffer> {
  const hit = key ? cache.get(key) : undefined
  if (hit) return hit
  const job = perClient(client, key ?? `content:${JSON.stringify(card)}`, async () => {
    const max = limits().perClient
    const verdict = await takeRender('card', client, max)
    if (!verdict.ok)
      throw new CardUnavailableError('too-many', 'This client has asked for many new cards in the last few minutes', verdict.retryAfterSeconds)
    let svg: string
    try {
      svg = await layOut(card)
    } catch (error) {
      // Turned away before the worker saw it: it does not count.
      if (error instanceof CardUnavailableError && error.code === 'busy') await renderNotMade('card', client, max)
      throw error
    }
    return sharp(Buffer.from(svg)).png({ compressionLevel: 6 }).toBuffer()
  })
  if (!job) throw new CardUnavailableError('one-at-a-time', 'Another card of this client’s is being drawn', 2)
  const png = await job
  if (key) cache.set(key, png)
  return png
}
