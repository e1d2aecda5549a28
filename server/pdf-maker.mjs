// The reading PDF's maker (ADRs 125, 146 and 149), run as a child process of the site at a lower CPU priority:
// @react-pdf/renderer spends up to a second of CPU on a Hindi page, and on a small machine a thread of the site's own
// process competed with the web server as an equal. The kernel now gives the site the processor first and this
// process what is left. Plain JavaScript outside the site's bundle, so Node can start it as a file
// (app/services/share-pdf.server.ts starts it); it receives a finished document (words already in the reader's
// language) and answers the PDF's bytes, one document at a time.
import fs from 'node:fs'
import os from 'node:os'
import { renderReadingDocument } from './pdf-document.mjs'

lowerPriority(Number(process.env.PDF_MAKER_NICE ?? 10))

/**
 * Lower than the site by `steps` (a site already run with `nice` keeps its lead; 19 is the floor). On Linux a nice
 * value belongs to each thread, and Node has started its helper threads (garbage collection, the thread pool) before
 * this line runs: each is lowered, and threads started later inherit the value. Elsewhere it belongs to the process.
 */
function lowerPriority(steps) {
  const nice = Math.min(19, os.getPriority() + steps)
  const tasks = process.platform === 'linux' ? fs.readdirSync('/proc/self/task').map(Number) : [0]
  for (const task of tasks) {
    try {
      os.setPriority(task, nice)
    } catch {
      // A thread that ended meanwhile; the PDF still gets made, only without the lower priority.
    }
  }
}

process.on('message', async ({ id, doc }) => {
  try {
    const pdf = await renderReadingDocument(doc)
    process.send({ id, ok: true, pdf: new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength) })
  } catch (error) {
    process.send({ id, ok: false, error: String(error?.stack ?? error) })
  }
})
// The site went away (stopped, or crashed): this process has no one left to answer.
process.on('disconnect', () => process.exit(0))
