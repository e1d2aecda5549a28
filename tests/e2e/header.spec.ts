// The site header (spec 2.2): sticky, the main links, Sign In, Daily Horoscope for a signed-out visitor, and the phone menu.
import type { Locator, Page } from '@playwright/test'
import { expect, expectNoSeriousA11yViolations, openDisclosures, signedInCustomer, test, visit } from './fixtures'

const MAIN_LINKS: [name: string, href: string][] = [
  ['Home', '/'],
  ['Daily Horoscope', '/auth'], // signed out: Daily Horoscope leads to sign-in
  ['Pricing', '/pricing'],
  ['Numerology', '/numerology'],
  ['Love Forecasts', '/love-forecasts'],
  ['About', '/about'],
  ['Sign In', '/auth'],
]

// The full bar shows from 1280 px (xl); narrower screens get the menu.
const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 1280

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

// The Daily Horoscope button at rest looks unlike an active link; it is active on /dashboard and /horoscope only.
// The bar marks the page a visitor is on with a fill: at rest the button has none, like every link that is not current.
test.describe('the Daily Horoscope button', () => {
  const fill = (link: Locator) => link.evaluate((element) => getComputedStyle(element).backgroundColor)
  const inBanner = (page: Page, name: string) => page.getByRole('banner').getByRole('link', { name, exact: true }).filter({ visible: true })

  test('at rest on /pricing it is not filled like the active Pricing link, and it is filled on /horoscope', async ({ page }) => {
    await visit(page, '/pricing')
    if (isPhone(page)) await page.getByRole('banner').getByLabel('Menu', { exact: true }).click()
    await expect(inBanner(page, 'Pricing')).toHaveAttribute('aria-current', 'page')
    await expect(inBanner(page, 'Daily Horoscope')).not.toHaveAttribute('aria-current', 'page')
    const resting = await fill(inBanner(page, 'Daily Horoscope'))
    expect(resting, 'Daily Horoscope at rest has the fill of a link that is not current').toBe(await fill(inBanner(page, 'About')))
    expect(resting, 'Daily Horoscope at rest is not filled like the current page').not.toBe(await fill(inBanner(page, 'Pricing')))

    await visit(page, '/horoscope')
    if (isPhone(page)) await page.getByRole('banner').getByLabel('Menu', { exact: true }).click()
    await expect(inBanner(page, 'Daily Horoscope')).toHaveAttribute('aria-current', 'page')
    expect(await fill(inBanner(page, 'Daily Horoscope')), 'Daily Horoscope is filled when active').not.toBe(resting)
  })
})

test('the footer links to the blog', async ({ page }) => {
  await visit(page, '/about')
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Blog', exact: true })).toHaveAttribute('href', '/blog')
})

test.describe('phone menu and keyboard', () => {
  test.beforeEach(({ page }) => test.skip(!isPhone(page), 'the menu button shows on small screens only'))

  // The landing page runs without React (ADR 020), /about with it: Escape works on both.
  for (const path of ['/', '/about']) {
    test(`Escape closes the menu on ${path} and gives focus back to the menu button`, async ({ page }) => {
      await visit(page, path)
      const banner = page.getByRole('banner')
      const button = banner.getByLabel('Menu', { exact: true })
      await button.click()
      await expect(openDisclosures(banner)).toHaveCount(1)
      await banner.getByRole('link', { name: 'Pricing', exact: true }).focus()
      await page.keyboard.press('Escape')
      await expect(openDisclosures(banner)).toHaveCount(0)
      await expect(banner.getByRole('link', { name: 'Pricing', exact: true })).toBeHidden()
      await expect(button).toBeFocused()
    })

    test(`every control of the header, the open menu and the footer on ${path} is a 44 px tap target`, async ({ page }) => {
      await visit(page, path)
      await page.getByRole('banner').getByLabel('Menu', { exact: true }).click()
      const small = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('header a, header button, header summary, footer a, footer button')]
          .filter((element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden')
          // The skip link is off screen until focused.
          .filter((element) => !element.matches('a[href="#main"]'))
          .map((element) => ({ name: (element.getAttribute('aria-label') ?? element.textContent ?? '').trim(), box: element.getBoundingClientRect() }))
          .filter(({ box }) => box.height < 44 || box.width < 44)
          .map(({ name, box }) => `${name}: ${Math.round(box.width)}×${Math.round(box.height)}`),
      )
      expect(small).toEqual([])
    })
  }
})

test.describe('signed in', () => {
  test('Dashboard and Settings are in the menu', async ({ page }) => {
    await signedInCustomer(page, 'header-menu')
    const banner = page.getByRole('banner')
    await visit(page, '/about')
    if (isPhone(page)) await banner.getByLabel('Menu', { exact: true }).click()
    else await banner.getByLabel(/^Account menu/).click()
    await expect(banner.getByRole('link', { name: 'Dashboard', exact: true })).toHaveAttribute('href', '/dashboard')
    await expect(banner.getByRole('link', { name: 'Settings', exact: true })).toHaveAttribute('href', '/settings')
    await banner.getByRole('link', { name: 'Settings', exact: true }).click()
    await expect(page).toHaveURL(/\/settings$/)
    await expect(openDisclosures(banner)).toHaveCount(0)
    await expectNoSeriousA11yViolations(page)
  })
})
