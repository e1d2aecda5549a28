// The site header (spec 2.2): sticky, the main links, Sign In, Daily Horoscope for a signed-out visitor, and the phone menu.
import type { Locator, Page } from '@playwright/test'
import { expect, openDisclosures, test, visit } from './fixtures'

const MAIN_LINKS: [name: string, href: string][] = [
  ['Home', '/'],
  ['Daily Horoscope', '/auth'], // signed out: Daily Horoscope leads to sign-in
  ['Pricing', '/pricing'],
  ['Numerology', '/numerology'],
  ['Love Forecasts', '/love-forecasts'],
  ['About', '/about'],
  ['Sign In', '/auth'],
]

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 1024

async function expectLinks(scope: Locator) {
  for (const [name, href] of MAIN_LINKS) {
    const link = scope.getByRole('link', { name, exact: true })
    await expect(link, `${name} link`).toBeVisible()
    await expect(link, `${name} link`).toHaveAttribute('href', href)
  }
}

test('the header is sticky and stays at the top while the page scrolls', async ({ page }) => {
  await visit(page, '/privacy')
  const header = page.getByRole('banner')
  expect(await header.evaluate((element) => getComputedStyle(element).position)).toBe('sticky')
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500)
  await expect(header).toBeInViewport()
  const box = await header.boundingBox()
  expect(box?.y).toBe(0)
})

test.describe('desktop navigation', () => {
  test.beforeEach(({ page }) => test.skip(isPhone(page), 'the full navigation bar shows on wide screens only'))

  for (const path of ['/', '/about']) {
    test(`shows every main link and Sign In on ${path}`, async ({ page }) => {
      await visit(page, path)
      await expectLinks(page.getByRole('banner'))
    })
  }

  test('a header link navigates and marks its page as current', async ({ page }) => {
    await visit(page, '/about')
    const banner = page.getByRole('banner')
    await banner.getByRole('link', { name: 'Pricing', exact: true }).click()
    await expect(page).toHaveURL(/\/pricing$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(banner.getByRole('link', { name: 'Pricing', exact: true })).toHaveAttribute('aria-current', 'page')
    await expect(banner.getByRole('link', { name: 'About', exact: true })).not.toHaveAttribute('aria-current', 'page')
  })
})

test.describe('phone menu', () => {
  test.beforeEach(({ page }) => test.skip(!isPhone(page), 'the menu button shows on small screens only'))

  const menuOf = (page: Page) => {
    const banner = page.getByRole('banner')
    const button = banner.getByLabel('Menu', { exact: true })
    // The menu is open when the header holds an expanded disclosure (the menu itself, or its button's aria-expanded).
    const open = openDisclosures(banner)
    return { banner, button, open }
  }

  for (const path of ['/', '/about']) {
    test(`the menu button toggles the menu on ${path}`, async ({ page }) => {
      await visit(page, path)
      const { banner, button, open } = menuOf(page)
      await expect(button).toBeVisible()
      await expect(open).toHaveCount(0)
      await expect(banner.getByRole('link', { name: 'Pricing', exact: true })).toBeHidden()

      await button.click()
      await expect(open).toHaveCount(1)
      await expectLinks(banner)

      await button.click()
      await expect(open).toHaveCount(0)
      await expect(banner.getByRole('link', { name: 'Pricing', exact: true })).toBeHidden()
    })

    test(`choosing a menu item on ${path} navigates and closes the menu`, async ({ page }) => {
      await visit(page, path)
      const { banner, button, open } = menuOf(page)
      await button.click()
      await expect(open).toHaveCount(1)
      await banner.getByRole('link', { name: 'Pricing', exact: true }).click()
      await expect(page).toHaveURL(/\/pricing$/)
      await expect(page.getByRole('slider')).toBeVisible()
      await expect(open).toHaveCount(0)
      await expect(banner.getByRole('link', { name: 'Pricing', exact: true })).toBeHidden()
    })
  }
})
