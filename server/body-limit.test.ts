// The body limit over real HTTP (ADR 158): chunked bodies, which carry no Content-Length, are counted as they arrive.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bodyLimit, MAX_BODY_BYTES, MEDIA_FILE_BYTES } from './body-limit.mjs'

const MiB = 1024 * 1024
/** What the route behind the limit read: bytes, and whether it saw the body end (a whole body) or an error. */
const reads: { path: string; bytes: number; ended: boolean }[] = []
let server: http.Server
let port: number

beforeAll(async () => {
  const app = express()
  app.use(bodyLimit())
  // A reader like the site's and Next's: it takes the body to its end, then answers.
  app.use((req, res) => {
    const read = { path: req.path, bytes: 0, ended: false }
    reads.push(read)
    req.on('data', (chunk: Buffer) => (read.bytes += chunk.length))
    req.on('end', () => {
      read.ended = true
      res.status(200).send(`read ${read.bytes}`)
    })
    req.on('error', () => undefined)
  })
  server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  port = (server.address() as AddressInfo).port
})
afterAll(() => new Promise((resolve) => server.close(resolve)))

type Outcome = { status?: number; body: string; sent: number; closed: boolean }

/** Sends `total` bytes to `path` in 64 KiB pieces, chunked (no Content-Length) unless `length` is given; stops
 * sending once an answer arrives or the connection ends. */
function upload(path: string, total: number, length?: number): Promise<Outcome> {
  return new Promise((resolve) => {
    const outcome: Outcome = { body: '', sent: 0, closed: false }
    const headers: Record<string, string> = { 'Content-Type': 'application/octet-stream' }
    if (length !== undefined) headers['Content-Length'] = String(length)
    const request = http.request({ host: '127.0.0.1', port, path, method: 'POST', headers })
    let done = false
    const finish = () => {
      if (done) return
      done = true
      resolve(outcome)
    }
    request.on('response', (response) => {
      outcome.status = response.statusCode
      response.setEncoding('utf8')
      response.on('data', (text: string) => (outcome.body += text))
      response.on('end', finish)
      response.on('error', finish)
    })
    request.on('error', () => {
      outcome.closed = true
      finish()
    })
    request.on('close', () => {
      outcome.closed = true
      setTimeout(finish, 50)
    })
    const piece = Buffer.alloc(64 * 1024, 0x61)
    const write = () => {
      while (!done && outcome.status === undefined && !outcome.closed && outcome.sent < total) {
        const size = Math.min(piece.length, total - outcome.sent)
        outcome.sent += size
        if (!request.write(piece.subarray(0, size))) return void request.once('drain', write)
      }
      if (outcome.sent >= total && !done) request.end()
    }
    write()
  })
}

const lastRead = () => reads.at(-1)

describe('bodyLimit', () => {
  it('lets a chunked body under the limit through whole', async () => {
    const outcome = await upload('/hooks/stripe', 512 * 1024)
    expect(outcome.status).toBe(200)
    expect(outcome.body).toBe(`read ${512 * 1024}`)
    expect(lastRead()).toMatchObject({ bytes: 512 * 1024, ended: true })
  })

  it.each(['/hooks/stripe', '/auth', '/api/users/login', '/admin/collections/posts', '/api/media-evil'])(
    'stops a chunked body to %s at 1 MiB: 413, the reader never gets a whole body, and the upload is cut off',
    async (path) => {
      const before = reads.length
      const outcome = await upload(path, 64 * MiB)
      // The answer is 413 when the client reads it before the connection closes; either way the upload stops early.
      if (outcome.status !== undefined) {
        expect(outcome.status).toBe(413)
        expect(outcome.body).toBe('Request too large')
      }
      expect(outcome.closed || outcome.status === 413).toBe(true)
      expect(outcome.sent).toBeLessThan(16 * MiB)
      const read = reads.slice(before).find((r) => r.path === path)
      expect(read?.ended ?? false).toBe(false)
      expect(read?.bytes ?? 0).toBeLessThanOrEqual(MAX_BODY_BYTES)
    },
  )

  it('answers 413 to a declared Content-Length over the limit before the route runs', async () => {
    const before = reads.length
    const outcome = await upload('/contact', 2 * MiB, 2 * MiB)
    expect(outcome.status ?? 413).toBe(413)
    expect(reads.length).toBe(before)
  })

  it('gives uploads to /api/media room for an image of the CMS’s largest size, and no more', async () => {
    const image = await upload('/api/media', MEDIA_FILE_BYTES)
    expect(image.status).toBe(200)
    expect(lastRead()).toMatchObject({ path: '/api/media', bytes: MEDIA_FILE_BYTES, ended: true })
    const before = reads.length
    const tooLarge = await upload('/api/media?depth=0', MEDIA_FILE_BYTES + 2 * MiB)
    if (tooLarge.status !== undefined) expect(tooLarge.status).toBe(413)
    expect(reads.slice(before).some((r) => r.ended)).toBe(false)
  })
})
