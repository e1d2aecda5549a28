// The festival calendar (ADR 198), open to all: the year's festivals at a place by their own rules, in English and
// Hindi at three widths; bad input answers 400 with a message; the feed; the month view's festival names; the
// dashboard's next festival and the feed offered in Settings.
import ICAL from 'ical.js'
import type { Page } from '@playwright/test'
import { ANY_WIDTH, expect, expectNoSeriousA11yViolations, expectNoSidewaysScroll, signedInCustomer, test, visit } from './fixtures'

test.beforeEach(({ consoleGuard }) => consoleGuard.allow(/Failed to load resource: the server responded with a status of 400/))

const DELHI_2026 = '/festivals?year=2026&place=1261481'
const WIDTHS = [320, 390, 1366] as const

async function atWidths(page: Page, path: string, check: () => Promise<void>) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 })
    await visit(page, path)
    await check()
    await expectNoSidewaysScroll(page, `the page scrolls sideways at ${width} px`)
    await expectNoSeriousA11yViolations(page)
  }
}

test('English: the 2026 festivals at New Delhi with their rules and muhurats, and every Ekadashi, at three widths', async ({ page }) => {
  await atWidths(page, DELHI_2026, async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Festivals of 2026' })).toBeVisible()
    await expect(page.getByTestId('festivals-place')).toContainText('New Delhi, Delhi, India')
    const diwali = page.locator('[data-festival="diwali"]')
    await expect(diwali).toContainText('Diwali (Lakshmi Puja)')
    await expect(diwali).toContainText('8 November 2026')
    await expect(diwali).toContainText('Amavasya of Ashvin at pradosh (after sunset)')
    await expect(diwali).toContainText(/Muhurat: 5:3\d\s?pm – 8:0\d\s?pm/i)
    await expect(page.locator('[data-festival="janmashtami"]')).toContainText('at midnight (nishita)')
    // Where traditions differ the page names the rule it follows, and the other tradition's day where it computes one.
    await expect(page.getByText('Janmashtami follows the smarta rule: the day whose midnight the ashtami holds.')).toBeVisible()
    await expect(
      page.getByText(
        /kept by smartas on the day it holds at sunrise \(the day before, when the Dvadashi after it ends before the next sunrise\)\. Vaishnava \(ISKCON\) calendars keep it a day later/,
      ),
    ).toBeVisible()
    const ekadashis = page.getByTestId('ekadashi-list').getByRole('listitem')
    expect(await ekadashis.count()).toBeGreaterThanOrEqual(24)
    // The two traditions: Padmini begins 14 minutes before the 26th's sunrise, so Vaishnavas keep the 27th; Nirjala
    // holds the 25th's arunodaya, one day for both.
    const padmini = page.locator('[data-festival="padmini-ekadashi"]')
    await expect(padmini).toContainText('Padmini Ekadashi')
    await expect(padmini).toContainText('26 May 2026')
    await expect(padmini.getByTestId('vaishnava-day')).toHaveText(/^Vaishnava \(ISKCON\) fast: 27 May 2026, Wednesday$/)
    await expect(page.locator('[data-festival="nirjala-ekadashi"]')).toContainText('25 June 2026')
    await expect(page.locator('[data-festival="nirjala-ekadashi"]').getByTestId('vaishnava-day')).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Subscribe (webcal)' })).toHaveAttribute('href', /^webcal:\/\/.+\/festivals\.ics\?place=1261481&lng=en$/)
  })
})

test('Hindi: the same page in Hindi at three widths', async ({ page }) => {
  await atWidths(page, `${DELHI_2026}&lng=hi`, async () => {
    await expect(page.getByRole('heading', { level: 1, name: '2026 के त्योहार' })).toBeVisible()
    const diwali = page.locator('[data-festival="diwali"]')
    await expect(diwali).toContainText('दीवाली (लक्ष्मी पूजा)')
    await expect(diwali).toContainText('प्रदोष (सूर्यास्त के बाद)')
    await expect(page.locator('[data-festival="nirjala-ekadashi"]')).toContainText('निर्जला एकादशी')
    await expect(page.locator('[data-festival="padmini-ekadashi"]').getByTestId('vaishnava-day')).toContainText('वैष्णव (इस्कॉन) व्रत')
  })
})

test('year and place are chosen by a plain form, and the address can be shared', async ({ page }) => {
  await visit(page, '/festivals')
  await expect(page.getByTestId('festivals-place')).toContainText('New Delhi')
  await page.getByLabel('Year', { exact: true }).fill('2025')
  await page.getByRole('button', { name: 'Show festivals' }).click()
  await expect(page).toHaveURL(/\/festivals\?year=2025/)
  await expect(page.getByRole('heading', { level: 1, name: 'Festivals of 2025' })).toBeVisible()
  await expect(page.locator('[data-festival="janmashtami"]')).toContainText('15 August 2025')
})

test('bad input: a year out of range or an unknown place is a 400 with a message, never a 500', ANY_WIDTH, async ({ page }) => {
  await visit(page, '/festivals?year=1919&place=1261481', 400)
  await expect(page.getByText('Choose a year from 1920 to 2100.')).toBeVisible()
  await visit(page, '/festivals?year=2026&place=999999999', 400)
  // Said above the form and at the place search.
  await expect(page.getByText('We could not find that place. Pick one from the search.').first()).toBeVisible()
  await visit(page, '/festivals?year=abc&lng=hi', 400)
  await expect(page.getByText('1920 से 2100 तक का कोई वर्ष चुनें।')).toBeVisible()
})

test('the feed is valid iCalendar with stable UIDs, and refuses bad input with a 400', ANY_WIDTH, async ({ request }) => {
  const first = await request.get('/festivals.ics?year=2026&place=1261481&lng=en')
  expect(first.status()).toBe(200)
  expect(first.headers()['content-type']).toBe('text/calendar; charset=utf-8')
  const body = await first.text()
  expect(body).toContain('\r\n')
  expect(await (await request.get('/festivals.ics?year=2026&place=1261481&lng=en')).text()).toBe(body)
  const uids = new ICAL.Component(ICAL.parse(body)).getAllSubcomponents('vevent').map((v) => String(v.getFirstPropertyValue('uid')))
  expect(uids.some((uid) => /^diwali-2026-11-08@/.test(uid))).toBe(true)
  for (const bad of ['?year=2101', '?place=abc', '?lng=fr']) expect((await request.get(`/festivals.ics${bad}`)).status()).toBe(400)
})

test('the month view names the festivals; no label is cut at 390 or 320 px', async ({ page }) => {
  const path = '/astro-calendar?date=2026-11-08&place=1261481&view=month'
  for (const width of [1366, 390, 320]) {
    await page.setViewportSize({ width, height: 800 })
    await visit(page, path)
    const month = page.getByRole('table', { name: /Moon phase of each day/ })
    await expect(month.getByRole('link', { name: /^8 November 2026.*Diwali \(Lakshmi Puja\)/ })).toBeVisible()
    await expect(page.getByTestId('month-marks')).toContainText('Diwali (Lakshmi Puja)')
    // Every label shown is whole: none is wider than its box.
    const cut = await page
      .locator('[data-mark]')
      .evaluateAll((els) =>
        els.filter((el) => (el as HTMLElement).offsetParent !== null && el.scrollWidth > el.clientWidth + 1).map((el) => el.textContent),
      )
    expect(cut, `labels cut at ${width} px`).toEqual([])
    await expectNoSidewaysScroll(page)
    await expectNoSeriousA11yViolations(page)
  }
  await expect(page.getByRole('link', { name: 'Festival calendar for 2026' })).toHaveAttribute('href', '/festivals?year=2026&place=1261481')
})

test('signed in: the dashboard shows the next festival at the birthplace and Settings offers its feed', async ({ page }) => {
  await signedInCustomer(page, 'festivals')
  const saved = await page.request.post('/horoscope', {
    form: {
      fullName: 'Asha Verma',
      birthDay: '3',
      birthMonth: '11',
      birthYear: '1994',
      birthTimeUnknown: 'on',
      gender: 'female',
      placeId: '1275339',
      placeName: 'Mumbai',
      placeCountry: 'India',
      latitude: '19.07283',
      longitude: '72.88261',
      timeZone: 'Asia/Kolkata',
    },
    maxRedirects: 0,
  })
  expect(saved.status(), 'saving the profile').toBe(302)
  await visit(page, '/dashboard')
  const card = page.getByTestId('next-festival')
  await expect(card.getByRole('heading', { name: 'Next festival' })).toBeVisible()
  await expect(card).toContainText('At Mumbai')
  await expect(card.getByRole('link', { name: /^All festivals of \d{4}$/ })).toHaveAttribute('href', /place=1275339/)
  await expectNoSeriousA11yViolations(page)

  await visit(page, '/settings')
  const feed = page.getByTestId('festival-feed')
  await expect(feed.getByRole('link', { name: 'Subscribe in English' })).toHaveAttribute('href', /^webcal:\/\/.+\/festivals\.ics\?place=1275339&lng=en$/)
  await expect(feed.getByRole('link', { name: 'Subscribe in Hindi' })).toHaveAttribute('href', /lng=hi$/)
  await expect(feed.getByLabel(/Feed address \(English\)/)).toHaveValue(/^https?:\/\/.+\/festivals\.ics\?place=1275339&lng=en$/)
  await expectNoSeriousA11yViolations(page)
})
