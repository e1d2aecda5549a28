import type http from 'node:http'
import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { privateWhenSignedIn } from './private-responses.mjs'

let server: http.Server
let base: string

beforeAll(async () => {
  const app = express()
  app.use(privateWhenSignedIn())
  app.get('/dashboard', (_req, res) => res.redirect(302, '/horoscope'))
  app.get('/places', (_req, res) => res.set('Cache-Control', 'public, max-age=86400').json({ places: [] }))
  app.get('/page', (_req, res) => res.set('Vary', 'Accept-Language').send('<p>hi</p>'))
  server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise((resolve) => server.close(resolve)))

const get = (path: string, cookie?: string) => fetch(`${base}${path}`, { redirect: 'manual', headers: cookie ? { cookie } : {} })

describe('privateWhenSignedIn', () => {
  it('makes a redirect or page answered to a session private and cookie-varied', async () => {
    for (const path of ['/dashboard', '/page', '/nothing-here']) {
      const response = await get(path, 'lng=en; __session=abc')
      expect(response.headers.get('cache-control'), path).toBe('private, no-store')
      expect(response.headers.get('vary')?.toLowerCase(), path).toContain('cookie')
    }
    expect((await get('/page', '__session=abc')).headers.get('vary')).toBe('Accept-Language, Cookie')
  })

  it('leaves a route’s own caching, and every answer without a session, alone', async () => {
    expect((await get('/places', '__session=abc')).headers.get('cache-control')).toBe('public, max-age=86400')
    expect((await get('/dashboard')).headers.get('cache-control')).toBeNull()
    expect((await get('/dashboard', 'x__session=1')).headers.get('cache-control')).toBeNull()
  })
})
