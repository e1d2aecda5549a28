// The share card's maker (ADR 160): a worker thread of the site that lays each card out with satori
// (server/card-document.mjs), whose text shaping and layout took tens of milliseconds of the event loop per card when
// they ran on the site's own thread. Plain JavaScript outside the site's bundle, so Node can start it as a file
// (app/services/share-card.server.ts starts it); it receives a card's content and answers its SVG, one card at a time.
// The site rasterises the SVG with sharp, whose work runs on libuv's threads either way.
import fs from 'node:fs'
import os from 'node:os'
import { parentPort, workerData } from 'node:worker_threads'
import { cardSvg } from './card-document.mjs'

lowerPriority(Number(workerData.nice ?? 10))

/**
 * This thread only, `steps` below the site (19 is the floor), as the PDF maker's process is (ADR 146): the site's own
 * thread gets the processor first. Linux keeps a nice value per thread, and a synchronous call runs on the calling
 * thread, so /proc/thread-self names this one. Elsewhere a value belongs to the whole process: the thread keeps the
 * site's priority there.
 */
function lowerPriority(steps) {
  if (process.platform !== 'linux') return
  try {
    const thread = Number(fs.readlinkSync('/proc/thread-self').split('/').pop())
    os.setPriority(thread, Math.min(19, os.getPriority(thread) + steps))
  } catch {
    // No /proc (a container without it): the cards are still drawn, only without the lower priority.
  }
}

parentPort.on('message', async ({ id, card }) => {
  try {
    parentPort.postMessage({ id, ok: true, svg: await cardSvg(card, workerData.root) })
  } catch (error) {
    parentPort.postMessage({ id, ok: false, error: String(error?.stack ?? error) })
  }
})
