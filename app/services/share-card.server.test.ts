// The share card's maker (ADR 160): cards are laid out in a worker thread, so drawing them leaves the site's event loop
// free for other requests; each client has one card in progress at a time and a rate, and the queue is bounded. Real cards throughout.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import sharp from 'sharp'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { cardSvg } from '../../server/card-document.mjs'
import { appRoot } from '../utils/env.server'
import { RENDER_LIMITS, resetRateLimits } from '../utils/rate-limit.server'
import { CardUnavailableError, renderShareCard, type CardContent } from './share-card.server'

let made = 0
let clients = 0
/** Content no earlier test drew, half of it Hindi. */
function freshCard(): CardContent {
  made += 1
  return made % 2
    ? {
        headline: `Your life path is 7: the seeker (${made})`,
        score: '7',
        scoreLabel: 'Life path number',
        summary: `A thoughtful, searching nature that looks beneath the surface of things, card ${made} of a run at ${Date.now()}.`,
        brand: 'Cosmic Insights',
        lang: 'en',
      }
    : {
        headline: `आपका मूलांक ७: खोजी (${made})`,
        score: '७',
        scoreLabel: 'मूलांक',
        summary: `आज किसी पुराने मित्र से मुलाक़ात हो सकती है, जिससे आपके विचारों को नई दिशा मिलेगी। ${made}`,
        brand: 'कॉस्मिक इनसाइट्स',
        lang: 'hi',
      }
}

const newClient = () => `client-${++clients}`

/** The card as the site drew it before ADR 160: laid out and rasterised on this thread. */
async function drawnHere(card: CardContent): Promise<Buffer> {
  return sharp(Buffer.from(await cardSvg(card, appRoot)))
    .png({ compressionLevel: 6 })
    .toBuffer()
}

/**
 * The longest a small request to this process (robots.txt, answered at once) waited while `work` ran, asked for again
 * as soon as each answer came, as the probe of the site did; and how many were answered.
 */
async function requestsDuring(work: () => Promise<unknown>): Promise<{ longestMs: number; answered: number }> {
  const server = http.createServer((_, response) => response.end('User-agent: *\nAllow: /\n'))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/robots.txt`
  const waits: number[] = []
  let done = false
  const probe = (async () => {
    while (!done) {
      const sent = performance.now()
      await (await fetch(url)).text()
      waits.push(performance.now() - sent)
    }
  })()
  await work()
  done = true
  await probe
  await new Promise((resolve) => server.close(resolve))
  return { longestMs: Math.round(Math.max(...waits)), answered: waits.length }
}

const failureOf = async (job: Promise<unknown>) => {
  const error = await job.then(
    () => null,
    (reason: unknown) => reason,
  )
  return error instanceof CardUnavailableError ? error.code : error
}

beforeEach(() => resetRateLimits())

afterEach(() => {
  delete process.env.CARD_MAX_QUEUED
  delete process.env.CARD_TIMEOUT_MS
})

describe('the share card maker', { timeout: 120_000 }, () => {
  it('draws the same bytes as the card drawn on the site’s own thread, in English and in Hindi', async () => {
    for (const card of [freshCard(), freshCard()]) {
      const png = await renderShareCard(card, { client: newClient() })
      expect(png.equals(await drawnHere(card)), card.lang).toBe(true)
      const meta = await sharp(png).metadata()
      expect([meta.format, meta.width, meta.height]).toEqual(['png', 800, 600])
    }
  })

  it('keeps answering other requests while thirty new cards are drawn, where drawing them on the site’s thread held them', async () => {
    process.env.CARD_MAX_QUEUED = '30'
    // Both ways warmed up first (fonts read, the layout engine compiled), so only the drawing itself is measured.
    await drawnHere(freshCard())
    await renderShareCard(freshCard(), { client: newClient() })
    const before = await requestsDuring(() => Promise.all(Array.from({ length: 30 }, () => drawnHere(freshCard()))))
    const now = await requestsDuring(() => Promise.all(Array.from({ length: 30 }, () => renderShareCard(freshCard(), { client: newClient() }))))
    // On this thread each request waited behind every card's layout in each turn of the event loop (0.6–3.4 s at the
    // longest on a loaded two-core machine); off it, behind no card (70–330 ms there, the machine's own load: 4–24×
    // less). A timer's lateness does not tell the two apart: satori yields every few tens of milliseconds, and a timer
    // needs one turn, a request several. Half the old wait is a wide margin either way.
    expect(now.longestMs, JSON.stringify({ before, now })).toBeLessThan(before.longestMs / 2)
  })

  it('draws a few cards per client at once, as a preview crawler asks: the same card joins, one more is refused', async () => {
    const card = freshCard()
    const [first, again, ...others] = await Promise.all(
      [
        renderShareCard(card, { key: 'k1', client: 'crawler' }),
        renderShareCard({ ...card }, { key: 'k1', client: 'crawler' }),
        ...['k2', 'k3', 'k4', 'k5'].map((key) => renderShareCard(freshCard(), { key, client: 'crawler' })),
      ].map((job) => job.catch((error: unknown) => error)),
    )
    expect(again).toBe(first)
    // Four at once are the crawler's share (ADR 160): the first three others are drawn, the fourth is refused.
    expect(others.slice(0, 3).every((png) => Buffer.isBuffer(png))).toBe(true)
    const refused = others[3]
    expect(refused).toBeInstanceOf(CardUnavailableError)
    expect((refused as CardUnavailableError).code).toBe('one-at-a-time')
    // Another client meanwhile has a share of its own, and the refused card is drawn once the others are done.
    expect(await failureOf(renderShareCard(freshCard(), { client: 'someone-else' }))).toBeNull()
    expect(await failureOf(renderShareCard(freshCard(), { key: 'k5', client: 'crawler' }))).toBeNull()
  })

  it('answers a card kept in memory without drawing or counting it', async () => {
    const png = await renderShareCard(freshCard(), { key: 'kept', client: newClient() })
    // Any content under the same key: the key names one version of a link's card.
    expect(await renderShareCard(freshCard(), { key: 'kept', client: newClient() })).toBe(png)
  })

  it('draws a few dozen new cards per client in ten minutes, then says when to come back', async () => {
    const { max, windowMs } = RENDER_LIMITS.card
    expect(windowMs).toBe(10 * 60_000)
    for (let i = 0; i < max; i++) expect(await failureOf(renderShareCard(freshCard(), { client: 'prolific' }))).toBeNull()
    const refused = await renderShareCard(freshCard(), { client: 'prolific' }).catch((error: unknown) => error)
    expect((refused as CardUnavailableError).code).toBe('too-many')
    expect((refused as CardUnavailableError).retryAfterSeconds).toBeGreaterThan(0)
  })

  it('refuses at once, as busy, the cards a full queue cannot hold', async () => {
    process.env.CARD_MAX_QUEUED = '1'
    const outcomes = await Promise.all(Array.from({ length: 4 }, () => failureOf(renderShareCard(freshCard(), { client: newClient() }))))
    // One drawing and one waiting are made; the third and fourth are turned away without waiting, their count given back.
    expect(outcomes).toEqual([null, null, 'busy', 'busy'])
  })

  it('stops a card that runs over the time limit, and the next one is drawn by a fresh worker', async () => {
    process.env.CARD_TIMEOUT_MS = '1'
    expect(await failureOf(renderShareCard(freshCard(), { client: newClient() }))).toBe('timeout')
    delete process.env.CARD_TIMEOUT_MS
    expect(await failureOf(renderShareCard(freshCard(), { client: newClient() }))).toBeNull()
  })

  it('refuses a limit that is not a whole number in range, naming the setting', async () => {
    process.env.CARD_MAX_QUEUED = '-1'
    await expect(renderShareCard(freshCard(), { client: newClient() })).rejects.toThrow(/CARD_MAX_QUEUED/)
  })
})
