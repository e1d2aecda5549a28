// The reading as a PDF (issue 14, ADR 125): laid out by @react-pdf/renderer in a worker thread (server/pdf-worker.mjs),
// so the second or so of CPU a Hindi page costs never holds up another request. One worker takes the jobs in turn;
// each finished PDF is kept in memory by a hash of its content, so a reading downloaded again costs nothing.
import crypto from 'node:crypto'
import path from 'node:path'
import { Worker } from 'node:worker_threads'
import { appRoot } from '../utils/env.server'

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

const MAX_CACHED = 50
type Pending = { resolve: (pdf: Buffer) => void; reject: (error: Error) => void }

let worker: Worker | null = null
let nextId = 0
const pending = new Map<number, Pending>()
const cache = new Map<string, Buffer>()
const inFlight = new Map<string, Promise<Buffer>>()

function failAll(error: Error) {
  for (const job of pending.values()) job.reject(error)
  pending.clear()
  worker = null
}

function startWorker(): Worker {
  const started = new Worker(path.join(appRoot, 'server/pdf-worker.mjs'), { workerData: { root: appRoot } })
  started.on('message', (message: { id: number; ok: boolean; pdf?: Uint8Array; error?: string }) => {
    const job = pending.get(message.id)
    if (!job) return
    pending.delete(message.id)
    if (pending.size === 0) started.unref()
    if (message.ok && message.pdf) job.resolve(Buffer.from(message.pdf.buffer, message.pdf.byteOffset, message.pdf.byteLength))
    else job.reject(new Error(`The PDF could not be made: ${message.error}`))
  })
  // A crashed worker fails the jobs it held; the next request starts a fresh one.
  started.on('error', (error) => failAll(error))
  started.on('exit', (code) => failAll(new Error(`The PDF worker stopped (exit ${code})`)))
  return started
}

function render(doc: PdfDocument): Promise<Buffer> {
  worker ??= startWorker()
  const id = nextId++
  const current = worker
  return new Promise<Buffer>((resolve, reject) => {
    pending.set(id, { resolve, reject })
    // Held while it has work; an idle worker must not keep a test run or a stopping server alive.
    current.ref()
    current.postMessage({ id, doc })
  })
}

/** The PDF of a document, from memory when the same content was made before. */
export async function renderReadingPdf(doc: PdfDocument): Promise<Buffer> {
  const key = crypto.createHash('sha256').update(JSON.stringify(doc)).digest('base64url')
  const hit = cache.get(key)
  if (hit) return hit
  let job = inFlight.get(key)
  if (!job) {
    job = render(doc).finally(() => inFlight.delete(key))
    inFlight.set(key, job)
  }
  const pdf = await job
  if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value!)
  cache.set(key, pdf)
  return pdf
}
