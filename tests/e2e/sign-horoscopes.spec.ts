// The free horoscopes by Moon sign (ADRs 220, 221): a page per rashi and period, open to everyone, in English and Hindi
// at three widths, readable without JavaScript, served from the page cache, in the sitemap with its language versions;
// a bad sign or period is the not-found page; a signed-in customer is pointed to their own reading. The Western sun
// signs' pages (ADR 257) are read in the tropical zodiac and labelled as such.
import type { Page } from '@playwright/test'
import { signHoroscope, type HoroscopePeriod, type Zodiac } from '../../app/astrology/sign-horoscope'
import { signHoroscopeTexts } from '../../seed/content/sign-horoscope-texts'
import { ANY_WIDTH, expect, expectNoSeriousA11yViolations, expectNoSidewaysScroll, signedInCustomer, test, visit } from './fixtures'

const WIDTHS = [320, 390, 1366] as const
const PERIODS: readonly HoroscopePeriod[] = ['today', 'tomorrow', 'week', 'month', 'year']

/** The paragraphs the seed wrote for the factors the engine finds now (the page reads the same sky). */
const expectedTexts = (sign: number, period: HoroscopePeriod, locale: 'en' | 'hi', zodiac: Zodiac) =>
  signHoroscope(sign, period, Date.now(), zodiac).tags.map((tag) => signHoroscopeTexts.find((t) => t.appliesToValue === tag)![locale])

async function expectReading(page: Page, sign: number, period: HoroscopePeriod, locale: 'en' | 'hi', zodiac: Zodiac = 'sidereal') {
  const paragraphs = page.getByTestId('horoscope-reading').locator('p')
  await expect(paragraphs).toHaveText(expectedTexts(sign, period, locale, zodiac))
}

test('English: every period of a sign, each with its own title and the texts of its factors, at three widths', async ({ page }) => {
  const titles: Record<HoroscopePeriod, RegExp> = {
    today: /^Simha Horoscope Today/,
    tomorrow: /^Simha Horoscope Tomorrow/,
    week: /^Simha Weekly Horoscope/,
    month: /^Simha Monthly Horoscope/,
    year: /^Simha Horoscope 20\d\d/,
  }
  for (const period of PERIODS) {
    await visit(page, `/horoscope/simha/${period}?lng=en`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(titles[period])
    await expect(page).toHaveTitle(titles[period])
    await expect(page.getByRole('navigation', { name: 'Horoscope period' }).locator('[aria-current="page"]')).toHaveAttribute(
      'href',
      `/horoscope/simha/${period}`,
    )
    await expectReading(page, 5, period, 'en')
    await expect(page.getByText('Read from the sky over India (Indian Standard Time)')).toBeVisible()
  }
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 })
    for (const path of ['/horoscope/simha/today?lng=en', '/horoscope/simha/year?lng=en', '/horoscopes?lng=en']) {
      await visit(page, path)
      await expectNoSidewaysScroll(page, `${path} scrolls sideways at ${width} px`)
      await expectNoSeriousA11yViolations(page)
    }
  }
})

test('Hindi: the page in Hindi, with the sky behind it, at three widths', async ({ page }) => {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 })
    await visit(page, '/horoscope/meena/week?lng=hi')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('मीन साप्ताहिक राशिफल')
    await expectReading(page, 12, 'week', 'hi')
    await expect(page.getByTestId('horoscope-sky')).toContainText('मीन से भाव')
    await expect(page.getByRole('heading', { level: 2, name: 'मीन के लिए इसका अर्थ' })).toBeVisible()
    await expectNoSidewaysScroll(page, `the Hindi page scrolls sideways at ${width} px`)
    await expectNoSeriousA11yViolations(page)
  }
  await visit(page, '/horoscope/meena/today?lng=hi')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('आज का मीन राशिफल')
  await expectReading(page, 12, 'today', 'hi')
})

test('a Western sun sign’s pages: reached from the list, labelled, read in the tropical zodiac, in both languages', async ({ page, request }) => {
  await visit(page, '/horoscopes?lng=en')
  await page.getByTestId('western-signs').getByRole('link', { name: 'Sagittarius' }).click()
  await page.waitForURL('**/horoscope/western/sagittarius/today')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Sagittarius Horoscope Today \(Western Sun Sign\)$/)
  await expectReading(page, 9, 'today', 'en', 'tropical')
  await expect(page.getByTestId('zodiac-note')).toContainText('tropical zodiac')
  await expect(page.getByTestId('horoscope-sky')).toContainText('from Sagittarius')
  // Its periods and the other signs stay among the Western pages.
  const periods = page.getByRole('navigation', { name: 'Horoscope period' })
  await expect(periods.getByRole('link', { name: 'This year' })).toHaveAttribute('href', '/horoscope/western/sagittarius/year')
  await expect(page.getByRole('navigation', { name: 'Horoscopes of the other signs' }).getByRole('link', { name: 'Aries' })).toHaveAttribute(
    'href',
    '/horoscope/western/aries/today',
  )
  await periods.getByRole('link', { name: 'This year' }).click()
  await page.waitForURL('**/horoscope/western/sagittarius/year')
  await expectReading(page, 9, 'year', 'en', 'tropical')
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 })
    await expectNoSidewaysScroll(page, `the Western page scrolls sideways at ${width} px`)
    await expectNoSeriousA11yViolations(page)
  }
  await visit(page, '/horoscope/western/aries/week?lng=hi')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('मेष साप्ताहिक राशिफल (पश्चिमी सूर्य राशि)')
  await expectReading(page, 1, 'week', 'hi', 'tropical')
  await expectNoSeriousA11yViolations(page)
  // Public, cached and in the sitemap like the Moon-sign pages; a rashi's name is not a Western address.
  await request.get('/horoscope/western/leo/month')
  expect((await request.get('/horoscope/western/leo/month')).headers()['x-page-cache']).toBe('HIT')
  expect(await (await request.get('/sitemap.xml')).text()).toContain('/horoscope/western/pisces/year</loc>')
  expect((await request.get('/horoscope/western/mesha/today')).status()).toBe(404)
  // A sign's address alone leads to today, as a rashi's does; an unknown one is no page.
  const bare = await request.get('/horoscope/western/leo?lng=hi', { maxRedirects: 0 })
  expect(bare.status()).toBe(302)
  expect(bare.headers().location).toBe('/horoscope/western/leo/today?lng=hi')
  expect((await request.get('/horoscope/western/mesha', { maxRedirects: 0 })).status()).toBe(404)
})

test('the list leads to every sign, a sign’s address leads to today, and the profile form keeps its own address', async ({ page }) => {
  await visit(page, '/horoscopes?lng=en')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Horoscopes by Moon Sign')
  await page.getByRole('link', { name: /^Kanya/ }).click()
  await expect(page).toHaveURL(/\/horoscope\/kanya\/today$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Kanya Horoscope Today/)
  await page.getByRole('navigation', { name: 'Horoscope period' }).getByRole('link', { name: 'This month' }).click()
  await expect(page).toHaveURL(/\/horoscope\/kanya\/month$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Kanya Monthly Horoscope/)

  const redirected = await page.goto('/horoscope/tula')
  expect(redirected?.status()).toBe(200)
  await expect(page).toHaveURL(/\/horoscope\/tula\/today$/)
  await visit(page, '/horoscope')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Cosmic Profile')
})

test('a bad sign or period is the not-found page', ANY_WIDTH, async ({ page, consoleGuard }) => {
  consoleGuard.allow(/status of 404/)
  for (const path of ['/horoscope/aries/today', '/horoscope/mesha/yesterday', '/horoscope/leo', '/horoscope/MESHA/today', '/horoscope/mesha/today/more']) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(404)
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText('Oops! Page not found')
  }
})

test('without JavaScript the reading is there and another period is a link away', ANY_WIDTH, async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false })
  const page = await context.newPage()
  try {
    await page.goto('/horoscope/karka/today?lng=en')
    await expectReading(page, 4, 'today', 'en')
    await page.getByRole('link', { name: 'This year' }).click()
    await expect(page).toHaveURL(/\/horoscope\/karka\/year$/)
    await expectReading(page, 4, 'year', 'en')
  } finally {
    await context.close()
  }
})

test('served from the page cache, with hreflang alternates, a canonical address and a place in the sitemap', ANY_WIDTH, async ({ page, request }) => {
  // A `?lng=` address sets the language cookie, so it is rendered afresh; the plain address is what the cache keeps.
  await request.get('/horoscope/dhanu/month')
  const cached = await request.get('/horoscope/dhanu/month')
  expect(cached.status()).toBe(200)
  expect(cached.headers()['x-page-cache']).toBe('HIT')

  await visit(page, '/horoscope/dhanu/month?lng=hi')
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/horoscope/dhanu/month\\?lng=hi$`))
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', /\/horoscope\/dhanu\/month\?lng=en$/)
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', /\/horoscope\/dhanu\/month$/)

  const sitemap = await (await request.get('/sitemap.xml')).text()
  for (const path of ['/horoscopes', '/horoscope/mesha/today', '/horoscope/meena/year']) expect(sitemap, path).toContain(`/${path.slice(1)}</loc>`)
})

test('a signed-in customer is told their own reading is more personal; a visitor is not', async ({ page }) => {
  await visit(page, '/horoscope/vrishchika/today?lng=en')
  await expect(page.getByTestId('personal-note')).toHaveCount(0)
  await signedInCustomer(page, 'sign-horoscope')
  await visit(page, '/horoscope/vrishchika/today')
  const note = page.getByTestId('personal-note')
  await expect(note).toContainText('more personal')
  await expect(note.getByRole('link', { name: 'Open your daily reading' })).toHaveAttribute('href', '/daily-reading')
})

test('the landing page and the header lead to the horoscopes', async ({ page }) => {
  await visit(page, '/?lng=en')
  await page.getByRole('navigation', { name: 'Free horoscope by Moon sign' }).getByRole('link', { name: 'Mesha' }).click()
  await expect(page).toHaveURL(/\/horoscope\/mesha\/today$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Mesha Horoscope Today/)
  await expect(page.getByRole('banner').getByRole('link', { name: 'Horoscopes', exact: true }).first()).toHaveAttribute('href', '/horoscopes')
})
