// The 800×600 share card (spec 2.7): satori lays the card out and shapes its text into SVG paths (Devanagari
// conjuncts included, server/card-document.mjs), and the project's sharp rasterises it to PNG. Cards are kept in memory
// per link version, so a crawler's repeat costs nothing. The layout runs in a worker thread (server/card-maker.mjs,
// ADR 160): on the site's own thread 30 new cards at once held every other request for seconds. One card is laid out
// at a time (the queue in maker-queue.server.ts, ADR 253); a few more may wait, and beyond that a request is refused at
// once as busy. Each client (by address) has a few cards queued or in progress at a time and a rate of new cards, so
// no one client can fill the queue.
import path from 'node:path'
import { Worker } from 'node:worker_threads'
import sharp from 'sharp'
import type { CardContent } from '../../server/card-document.mjs'
import { BoundedMap } from '../utils/bounded-map.mjs'
import { appRoot } from '../utils/env.server'
import { RENDER_LIMITS } from '../utils/rate-limit.server'
import { jobsPerOwner, type MakerFailure, MakerUnavailableError, setting, withinShare } from './fair-share.server'
import { makerQueue } from './maker-queue.server'

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

type Answer = { id: number; ok: boolean; svg?: string; error?: string }

const cache = new BoundedMap<string, Buffer>(MAX_CACHED)
const perClient = jobsPerOwner<Buffer>(CARDS_PER_CLIENT)

/** The maker: a worker thread that answers each card's SVG; the site rasterises it with sharp (on libuv's threads). */
const maker = makerQueue<CardContent, string>({
  words: { one: 'card', many: 'cards', done: 'drawn' },
  fail: (code, message) => new CardUnavailableError(code, message),
  start: ({ nice }, answered, gone) => {
    const worker = new Worker(path.join(appRoot, 'server/card-maker.mjs'), { workerData: { root: appRoot, nice: nice ?? 10 } })
    worker.on('message', ({ id, ok, svg, error }: Answer) => answered({ id, ok, error, value: svg }))
    worker.on('error', (error) => gone(error.message))
    worker.on('exit', (code) => gone(`exit ${code}`))
    return {
      send: (id, card) => worker.postMessage({ id, card }),
      stop: () => void worker.terminate(),
      hold: (held) => (held ? worker.ref() : worker.unref()),
    }
  },
})

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
    const svg = await maker.run({ ...card }, limits())
    return sharp(Buffer.from(svg)).png({ compressionLevel: 6 }).toBuffer()
  })
  if (key) cache.set(key, png)
  return png
}
