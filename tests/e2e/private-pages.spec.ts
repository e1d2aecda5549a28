// A signed-in visitor's pages are theirs alone (docs/operations.md, "Security"): every page and its `.data`
// answer, asked for with a session cookie, says `Cache-Control: private, no-store` and `Vary: Cookie`, so neither the
// browser's cache nor a proxy keeps the birth data, e-mail and readings they carry. The pages are read from
// app/routes.ts, so a new page is walked without being listed here. (Desktop only: no layout here.)
import type { RouteConfigEntry } from '@react-router/dev/routes'
import routes from '../../app/routes'
import { ECLIPSE_BIRTH, expect, saveProfile, signedInCustomer, test } from './fixtures'

/** Every page of the site (a route module with a component, `.tsx`; resource routes are `.ts`), parameters filled. */
function pagePaths(entries: RouteConfigEntry[], parent = ''): string[] {
  return entries.flatMap((entry) => {
    const path = entry.index ? parent || '/' : `${parent}/${entry.path ?? ''}`.replace(/\/+/g, '/')
    const own = entry.file.endsWith('.tsx') ? [path.replace(/:[^/]+/g, 'x').replace(/\*$/, 'no-such-page')] : []
    return [...own, ...pagePaths(entry.children ?? [], path === '/' ? '' : path)]
  })
}

/** The single-fetch data address of a page: `/_root.data` for the index, else the path with `.data`. */
const dataPath = (path: string) => (path === '/' ? '/_root.data' : `${path}.data`)

const PAGES = pagePaths(routes)

test('the walk finds the signed-in pages among the routes', () => {
  for (const path of ['/dashboard', '/daily-reading', '/settings', '/consultations', '/love-forecasts', '/life-career', '/numerology'])
    expect(PAGES).toContain(path)
})

test('every page and its .data, asked for signed in, is private and uncacheable', async ({ page }) => {
  test.setTimeout(180_000)
  await signedInCustomer(page, 'private-pages')
  await saveProfile(page.request, 'Asha Verma', ECLIPSE_BIRTH)
  const problems: string[] = []
  for (const path of PAGES) {
    for (const address of [path, dataPath(path)]) {
      const response = await page.request.get(address, { maxRedirects: 0 })
      const headers = response.headers()
      const vary = (headers.vary ?? '').toLowerCase()
      if (headers['cache-control'] !== 'private, no-store' || !/\bcookie\b/.test(vary))
        problems.push(`${address} (${response.status()}): Cache-Control ${headers['cache-control'] ?? '(none)'}, Vary ${headers.vary ?? '(none)'}`)
    }
  }
  expect(problems).toEqual([])
})

test('signed out, pages and their .data still vary by cookie, and public pages stay cacheable by the page cache', async ({ request }) => {
  for (const path of ['/', '/blog', '/pricing']) {
    for (const address of [path, dataPath(path)]) {
      const response = await request.get(address)
      expect(response.headers().vary?.toLowerCase(), address).toContain('cookie')
      expect(response.headers()['cache-control'] ?? '', address).not.toContain('private')
    }
  }
})

test('signed in, the client files stay the same for everyone: cacheable and not varied by cookie', async ({ page }) => {
  await signedInCustomer(page, 'private-assets')
  const html = await (await page.request.get('/auth')).text()
  const asset = /\/assets\/[^"']+\.(?:js|css)/.exec(html)?.[0]
  expect(asset, 'an asset named by the page').toBeTruthy()
  for (const address of [asset!, '/icons/icon-192.png']) {
    const response = await page.request.get(address)
    expect(response.status(), address).toBe(200)
    expect(response.headers()['cache-control'] ?? '', address).not.toContain('no-store')
    expect((response.headers().vary ?? '').toLowerCase(), address).not.toContain('cookie')
  }
})
