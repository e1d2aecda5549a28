// The not-found page (spec 2.1): status 404, "Oops! Page not found", a way home; broken URLs are the client's error.
import { ANY_WIDTH, expect, test, visit } from './fixtures'

test('an unknown path shows the not-found page with status 404 and a link home', async ({ page, consoleGuard }) => {
  consoleGuard.allow(/status of 404/)
  await visit(page, '/this-does-not-exist', 404)
  await expect(page).toHaveTitle(/Cosmic Insights/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found')
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(page.getByRole('contentinfo')).toBeVisible()

  const home = page.getByRole('main').getByRole('link', { name: 'Return to Home' })
  await expect(home).toHaveAttribute('href', '/')
  await home.click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Oops! Page not found')
})

test('nested unknown paths are 404 too', async ({ page, consoleGuard }) => {
  consoleGuard.allow(/status of 404/)
  for (const path of ['/blog/2026/11/anything', '/about/team', '/contact/x']) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(404)
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText('Oops! Page not found')
  }
})

test('a malformed path is a client error, not a server error', ANY_WIDTH, async ({ request }) => {
  for (const path of ['/%E0%A4%A', '/blog/%E0%A4%A', '/%', '/blog/%ZZ']) {
    const response = await request.get(path)
    expect(response.status(), path).toBeGreaterThanOrEqual(400)
    expect(response.status(), path).toBeLessThan(500)
  }
})

test('a blog slug that cannot exist is a 404, not an error', ANY_WIDTH, async ({ request }) => {
  for (const slug of ['UPPER-case', 'dots.and.more', 'a'.repeat(200), 'emoji-✨', "quote'"]) {
    const response = await request.get(`/blog/${encodeURIComponent(slug)}`)
    expect(response.status(), slug).toBe(404)
  }
})
