// What one request may ask of the running server (ADRs 156-158), over real HTTP: GraphQL is off, a chunked body is
// stopped at 1 MiB whatever the route, and a broken %-escape under /api or /admin is the client's mistake (400).
// (Desktop only: no layout here.)
import http from 'node:http'
import { expect, test } from './fixtures'

test('GraphQL is off: /api/graphql answers 404 and runs nothing', async ({ request }) => {
  const response = await request.post('/api/graphql', {
    data: { query: `{ ${Array.from({ length: 300 }, (_, i) => `a${i}: Faqs { totalDocs }`).join(' ')} }` },
  })
  expect(response.status()).toBe(404)
  expect(await response.text()).not.toContain('totalDocs')
  expect((await request.get('/api/graphql-playground')).status()).toBe(404)
})

for (const path of ['/api/faqs/%ff', '/admin/%ff', '/api/%E0%A4', '/api/users/%']) {
  test(`${path} answers 400`, async ({ request }) => {
    expect((await request.get(path)).status()).toBe(400)
  })
}

for (const path of ['/hooks/stripe', '/auth', '/api/users/login']) {
  test(`a chunked body of 40 MB to ${path} is stopped at 1 MiB with 413`, async ({ baseURL }) => {
    const url = new URL(path, baseURL)
    const outcome = await new Promise<{ status?: number; sent: number }>((resolve) => {
      const result: { status?: number; sent: number } = { sent: 0 }
      const req = http.request({
        host: url.hostname,
        port: url.port,
        path,
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: url.origin },
      })
      req.on('response', (response) => {
        result.status = response.statusCode
        response.resume()
        response.on('end', () => resolve(result))
      })
      req.on('error', () => resolve(result))
      const piece = Buffer.alloc(64 * 1024, 0x20)
      const write = () => {
        while (result.status === undefined && result.sent < 40 * 1024 * 1024) {
          result.sent += piece.length
          if (!req.write(piece)) return void req.once('drain', write)
        }
        req.end()
      }
      write()
    })
    if (outcome.status !== undefined) expect(outcome.status).toBe(413)
    expect(outcome.sent).toBeLessThan(20 * 1024 * 1024)
  })
}
