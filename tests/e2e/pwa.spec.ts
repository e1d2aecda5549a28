// The installable app (issue 12): the manifest, the service worker and what a visitor reads with no network.
import type { Page } from '@playwright/test'
import { expect, signedInCustomer, test, visit } from './fixtures'

/** Waits until the open page's service worker is installed and controls it. */
async function workerInControl(page: Page) {
  await page.locator('html[data-service-worker="registered"]').waitFor({ state: 'attached' })
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
    // The worker claims the page it was installed from once it activates.
    if (!navigator.serviceWorker.controller)
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }))
  })
}

test('the manifest names the app, starts at the dashboard and has maskable icons that exist', async ({ page, request }) => {
  await visit(page, '/')
  const href = await page.locator('link[rel="manifest"]').getAttribute('href')
  expect(href).toBe('/manifest.webmanifest')
  const manifest = await (await request.get(href!)).json()
  expect(manifest).toMatchObject({ name: 'Cosmic Insights', start_url: '/dashboard', display: 'standalone', theme_color: '#140f33' })
  const icons = manifest.icons as { src: string; sizes: string; purpose: string; type: string }[]
  expect(icons.some((icon) => icon.purpose === 'maskable' && icon.sizes === '512x512')).toBe(true)
  expect(icons.some((icon) => icon.purpose === 'any' && icon.sizes === '192x192')).toBe(true)
  for (const icon of icons) {
    const response = await request.get(icon.src)
    expect(response.status(), icon.src).toBe(200)
    expect(response.headers()['content-type']).toContain(icon.type)
  }
})

test('sw.js is served with no-cache and never precaches the CMS', async ({ request }) => {
  const response = await request.get('/sw.js')
  expect(response.status()).toBe(200)
  expect(response.headers()['cache-control']).toBe('no-cache')
  const source = await response.text()
  expect(source).toContain('assets/')
  expect(source).not.toMatch(/"url":"\/?(admin|api|_next)\//)
})

test('offline, a page seen before opens with its time, a page never seen gets the offline page, the CMS is left alone', async ({
  page,
  context,
  consoleGuard,
}) => {
  // Offline, the browser reports each request that cannot go out (post images live under /api/media, which the worker
  // leaves alone, and the refused /admin); those failures are the point of the test.
  consoleGuard.allow(/net::ERR_INTERNET_DISCONNECTED/)
  await visit(page, '/')
  await workerInControl(page)
  await visit(page, '/blog')
  const blogHeading = await page.getByRole('heading', { level: 1 }).textContent()

  await context.setOffline(true)
  try {
    await page.goto('/blog')
    const notice = page.locator('[data-offline-notice]')
    await expect(notice).toHaveText(/^Offline — showing what you saw at \d{2}:\d{2}$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(blogHeading!)

    // The landing page installed the worker; the worker kept it when it took over.
    await page.goto('/')
    await expect(page.locator('[data-offline-notice]')).toBeVisible()
    await expect(page.getByRole('img', { name: /^Today's sky:/ })).toBeVisible()

    await page.goto('/pricing')
    await expect(page.getByRole('heading', { level: 1, name: "You're offline" })).toBeVisible()
    await expect(page.locator('[data-offline-notice]')).toHaveCount(0)

    // The CMS is not the worker's: with no network the browser fails as it would without one.
    await expect(page.goto('/admin')).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/)
  } finally {
    await context.setOffline(false)
  }
})

test('back online, pages come from the network again, without the notice', async ({ page, context }) => {
  await visit(page, '/')
  await page.locator('html[data-service-worker="registered"]').waitFor({ state: 'attached' })
  await page.evaluate(() => navigator.serviceWorker.ready)
  await context.setOffline(true)
  await context.setOffline(false)
  await visit(page, '/blog')
  await expect(page.locator('[data-offline-notice]')).toHaveCount(0)
  await expect(page.locator('[data-update-bar]')).toBeHidden()
})

test('after signing out, a page never seen still gets the offline page, signed out', async ({ page, context, consoleGuard, isMobile }) => {
  consoleGuard.allow(/net::ERR_INTERNET_DISCONNECTED/)
  const customer = await signedInCustomer(page, 'offline-after-sign-out', 'Offline Asha')
  await visit(page, '/dashboard')
  await workerInControl(page)
  const banner = page.getByRole('banner')
  if (isMobile) await banner.getByLabel('Menu', { exact: true }).click()
  await banner.getByRole('button', { name: 'Sign Out' }).filter({ visible: true }).click()
  await page.waitForURL((url) => url.pathname === '/')
  // Signing out emptied the kept pages; the home page it lands on keeps the offline page again, signed out.
  await expect.poll(() => page.evaluate(async () => Boolean(await (await caches.open('pages-v1')).match('/offline'))), { timeout: 10_000 }).toBe(true)

  await context.setOffline(true)
  try {
    await page.goto('/contact')
    await expect(page.getByRole('heading', { level: 1, name: "You're offline" })).toBeVisible()
    await expect(page.getByText(customer.fullName)).toHaveCount(0)
  } finally {
    await context.setOffline(false)
  }
})
