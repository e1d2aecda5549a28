// The site's own face (ADR 061): today's sky in the hero, self-hosted fonts, SVG icons, Install the app.
import { expect, expectNoSeriousA11yViolations, expectNoSidewaysScroll, test, visit } from './fixtures'

const EMOJI = /\p{Extended_Pictographic}/u

test('the landing hero shows today’s sky as an SVG drawn on the server, with a text alternative', async ({ page }) => {
  await visit(page, '/')
  const sky = page.getByRole('img', { name: /^Today's sky: Sun in \w+ \d{1,2}°, Moon in \w+ \d{1,2}°, Mercury in/ })
  await expect(sky).toBeVisible()
  await expect(sky.locator('[data-sign]')).toHaveCount(12)
  await expect(sky.locator('[data-body]')).toHaveCount(9)
  // The landing page runs no React: the wheel is in the HTML the server sent.
  const html = await (await page.request.get('/')).text()
  expect(html).toContain('data-sky-wheel')
  await expect(page.getByText(/As of \d{2}:\d{2} IST/)).toBeVisible()
})

test('fonts are our own files: two preloaded, none from Google, the display face on headings', async ({ page }) => {
  const fontRequests: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'font' || /fonts\.(googleapis|gstatic)\.com/.test(request.url())) fontRequests.push(request.url())
  })
  await visit(page, '/')
  await page.evaluate(() => document.fonts.ready)
  const preloads = await page.locator('link[rel="preload"][as="font"]').evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href))
  expect(preloads).toHaveLength(2)
  expect(fontRequests.length).toBeGreaterThan(0)
  for (const url of fontRequests) expect(new URL(url).origin).toBe(new URL(page.url()).origin)
  expect(fontRequests.every((url) => /\/assets\/.*\.woff2$/.test(url))).toBe(true)
  const h1Font = await page.getByRole('heading', { level: 1 }).evaluate((el) => getComputedStyle(el).fontFamily)
  expect(h1Font).toContain('Fraunces Variable')
  expect(await page.evaluate(() => document.fonts.check('16px "Inter Variable"'))).toBe(true)
})

test('features, claims and testimonials use SVG icons, not emoji', async ({ page }) => {
  await visit(page, '/')
  const features = page.getByRole('region', { name: 'Everything your stars are saying' })
  await expect(features.locator('li svg')).toHaveCount(6)
  const text = await page.getByRole('main').innerText()
  expect(text.match(new RegExp(EMOJI.source, 'gu')) ?? []).toEqual([])
})

test('Install the app replaces the store and APK buttons, with instructions', async ({ page }) => {
  await visit(page, '/')
  const app = page.getByRole('region', { name: 'Take Cosmic Insights with you' })
  await expect(app.getByRole('heading', { name: 'Install the app' })).toBeVisible()
  await expect(app.getByText(/Add to Home Screen/)).toBeVisible()
  const hrefs = await app.locator('a').evaluateAll((links) => links.map((l) => (l as HTMLAnchorElement).href))
  expect(hrefs.filter((href) => /apple\.com|play\.google\.com|\.apk/.test(href))).toEqual([])
})

for (const width of [320, 390, 1366]) {
  test(`the landing page fits ${width} px with the wheel and stays axe-clean`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await visit(page, '/')
    await expectNoSidewaysScroll(page)
    await expectNoSeriousA11yViolations(page)
  })
}
