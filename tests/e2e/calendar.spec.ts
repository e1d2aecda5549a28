// The astro calendar (spec 2.11), open to all. A day at a place (New Delhi unless the profile or the address says
// otherwise), its energy, activities and the nine grahas; a month with its observances; bad addresses answer 400.
import type { Page } from '@playwright/test'
import { ANY_WIDTH, expect, expectNoSeriousA11yViolations, signedInCustomer, test, visit, expectNoSidewaysScroll } from './fixtures'

test.beforeEach(({ consoleGuard }) => consoleGuard.allow(/Failed to load resource: the server responded with a status of 400/))

const SHARED = '/astro-calendar?date=2026-11-24&place=1261481'

async function expectDay(page: Page) {
  await expect(page.getByRole('meter', { name: /Energy level: \d+ out of 10/ })).toBeVisible()
  const level = Number(await page.getByRole('meter').getAttribute('aria-valuenow'))
  expect(level).toBeGreaterThanOrEqual(1)
  expect(level).toBeLessThanOrEqual(10)
  await expect(page.getByTestId('favourable').getByRole('listitem')).toHaveCount(3)
  await expect(page.getByTestId('avoid').getByRole('listitem')).toHaveCount(2)
  const planets = page.getByRole('table', { name: /nine grahas/ })
  await expect(planets.getByRole('rowheader')).toHaveText(['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu'])
  // The nodes always move backwards.
  await expect(planets.getByRole('row', { name: /Rahu/ })).toContainText('Retrograde')
  for (const limb of ['Tithi', 'Nakshatra', 'Yoga', 'Karana', 'Weekday', 'Sunrise', 'Sunset'])
    await expect(page.getByText(limb, { exact: true })).toBeVisible()
}

test('a visitor sees a shared day at New Delhi: limbs with end times, energy, activities and the nine grahas', async ({ page }) => {
  await visit(page, SHARED)
  await expect(page.getByRole('heading', { level: 1, name: 'Astro Calendar' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: '24 November 2026' })).toBeVisible()
  await expect(page.getByText('At New Delhi, Delhi, India').first()).toBeVisible()
  await expect(page.getByText(/^until \d{1,2}:\d{2}/).first()).toBeVisible()
  // Every limb but the weekday has its end time, the karana too.
  for (const limb of ['Tithi', 'Nakshatra', 'Yoga', 'Karana'])
    await expect(page.locator('dt', { hasText: new RegExp(`^${limb}$`) }).locator('xpath=following-sibling::dd')).toContainText(/until \d{1,2}:\d{2}/)
  await expectDay(page)
  await expectNoSidewaysScroll(page)
  await expectNoSeriousA11yViolations(page)
})

test('with no address the calendar opens on today at New Delhi', async ({ page }) => {
  await visit(page, '/astro-calendar')
  await expect(page.getByText('At New Delhi, Delhi, India').first()).toBeVisible()
  await expectDay(page)
})

test('the month view marks Purnima, Amavasya, Ekadashi and Sankranti, and a day opens from it', async ({ page }) => {
  await visit(page, `${SHARED}&view=month`)
  await expect(page.getByRole('heading', { level: 2, name: 'November 2026' })).toBeVisible()
  const month = page.getByRole('table', { name: /Moon phase of each day/ })
  await expect(month.getByRole('link')).toHaveCount(30)
  for (const mark of ['Purnima', 'Amavasya', 'Ekadashi', 'Sankranti'])
    await expect(month.getByRole('link', { name: new RegExp(mark) }).first()).toBeVisible()
  await expectNoSidewaysScroll(page)
  await expectNoSeriousA11yViolations(page)
  await month.getByRole('link', { name: /^3 November 2026/ }).click()
  await expect(page).toHaveURL(/date=2026-11-03/)
  await expect(page.getByRole('heading', { level: 2, name: '3 November 2026' })).toBeVisible()
})

test('another place is chosen through the place search and the address can be shared', async ({ page }) => {
  await visit(page, SHARED)
  const box = page.getByRole('combobox', { name: 'Place' })
  await box.fill('Mumbai')
  await page
    .getByRole('option', { name: /^Mumbai, Maharashtra, India$/ })
    .first()
    .click()
  await page.getByRole('button', { name: 'Show' }).click()
  await expect(page).toHaveURL(/[?&]place=\d+/)
  await expect(page).toHaveURL(/date=2026-11-24/)
  await expect(page.getByText('At Mumbai, Maharashtra, India').first()).toBeVisible()
  // The same address, opened afresh, shows the same day and place.
  const shared = page.url()
  await visit(page, shared)
  await expect(page.getByText('At Mumbai, Maharashtra, India').first()).toBeVisible()
})

test('previous and next day move the date by one', ANY_WIDTH, async ({ page }) => {
  await visit(page, SHARED)
  await page.getByRole('link', { name: /Next day/ }).click()
  await expect(page.getByRole('heading', { level: 2, name: '25 November 2026' })).toBeVisible()
  await page.getByRole('link', { name: /Previous day/ }).click()
  await expect(page.getByRole('heading', { level: 2, name: '24 November 2026' })).toBeVisible()
})

for (const [query, message] of [
  ['date=1919-12-31', 'Choose a date from 1920-01-01 to 2100-12-31.'],
  ['date=2101-01-01', 'Choose a date from 1920-01-01 to 2100-12-31.'],
  ['date=2026-02-30', 'Enter a real date as YYYY-MM-DD.'],
  ['date=%E0%A4', 'Enter a real date as YYYY-MM-DD.'],
  ['place=999999999', 'That place is not one the search knows. Pick a place from the list.'],
  ['place=new%20delhi', 'That place is not one the search knows. Pick a place from the list.'],
  ['view=year', 'Choose the day view or the month view.'],
  ['date=2026-11-24&date=2026-11-25', 'The address names the same setting twice. Choose the day and place again.'],
] as const) {
  test(`a bad address (${query}) answers 400 with a message`, ANY_WIDTH, async ({ page }) => {
    await visit(page, `/astro-calendar?${query}`, 400)
    await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible()
    // The form is still there to put it right.
    await expect(page.getByLabel('Date')).toBeVisible()
  })
}

test('the error page is accessible too', async ({ page }) => {
  await visit(page, '/astro-calendar?date=1900-01-01', 400)
  await expectNoSeriousA11yViolations(page)
})

test('in Hindi the calendar speaks Hindi', async ({ page }) => {
  await visit(page, `${SHARED}&lng=hi`)
  await expect(page.getByRole('heading', { level: 1, name: 'ज्योतिष कैलेंडर' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'आज के ग्रह' })).toBeVisible()
  await expect(
    page
      .getByRole('table', { name: /नवग्रहों/ })
      .getByRole('rowheader')
      .first(),
  ).toBeVisible()
  await expectNoSeriousA11yViolations(page)
})

test('a signed-in customer without a place in the address sees their birthplace', ANY_WIDTH, async ({ page }) => {
  await signedInCustomer(page, 'calendar-profile', 'Kavya Rao')
  await visit(page, '/horoscope')
  await page.getByLabel('Full Name').fill('Kavya Rao')
  await page.getByLabel('Day').selectOption('14')
  await page.getByLabel('Month').selectOption({ label: 'August' })
  await page.getByLabel('Year').selectOption('1992')
  await page.getByLabel('Hour').selectOption('07')
  await page.getByLabel('Minute').selectOption('45')
  await page.getByLabel('AM/PM').selectOption('PM')
  await page.getByRole('combobox', { name: 'Place of birth' }).fill('Bangalore')
  await page
    .getByRole('option', { name: /^Bengaluru, Karnataka, India$/ })
    .first()
    .click()
  await page.getByRole('radio', { name: 'Female' }).check()
  await page.getByRole('button', { name: 'Save My Cosmic Profile' }).click()
  await page.waitForURL('**/dashboard')
  await visit(page, '/astro-calendar?date=2026-11-24')
  await expect(page.getByText(/^At Bengaluru/).first()).toBeVisible()
  await expectDay(page)
})

test('at 320 px the day and the month fit the screen', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 })
  for (const path of [SHARED, `${SHARED}&view=month`]) {
    await visit(page, path)
    await expectNoSidewaysScroll(page)
    await expectNoSeriousA11yViolations(page)
  }
})
