// The astro calendar's muhurtas (ADR 206, ADR 207): Rahu kaal, Yamaganda, Gulika kaal, Abhijit, Brahma muhurta and the
// day and night choghadiyas of the chosen day at the chosen place, in its zone; the choghadiya running now marked; no
// muhurtas, said in words, where the Sun does not rise or set. The times are the hand-worked ones of muhurta.test.ts.
import type { Page } from '@playwright/test'
import { ANY_WIDTH, expect, expectNoSeriousA11yViolations, expectNoSidewaysScroll, test, visit } from './fixtures'

const DELHI = 'place=1261481'
const REYKJAVIK = 'place=3413829'
const TROMSO = 'place=3133895'

const muhurtas = (page: Page) => page.getByTestId('muhurtas')
const windowOf = (page: Page, name: string) =>
  muhurtas(page)
    .locator('dt', { hasText: new RegExp(`^${name}$`) })
    .locator('xpath=following-sibling::dd')
const choghadiyaNames = (page: Page, half: 'day' | 'night') => page.getByTestId(`${half}-choghadiya`).getByRole('rowheader')

test('a Monday at New Delhi: the kaals, Abhijit, Brahma muhurta and sixteen choghadiyas, at every width', async ({ page }) => {
  await visit(page, `/astro-calendar?date=2026-11-23&${DELHI}`)
  await expect(muhurtas(page).getByRole('heading', { level: 2, name: 'Muhurtas of the day' })).toBeVisible()
  await expect(muhurtas(page)).toContainText('Day from sunrise at 6:49 am to sunset at 5:24 pm; night until the next sunrise at 6:50 am next day.')
  await expect(windowOf(page, 'Rahu kaal')).toHaveText('8:09 am to 9:28 am')
  await expect(windowOf(page, 'Yamaganda')).toHaveText('10:47 am to 12:07 pm')
  await expect(windowOf(page, 'Gulika kaal')).toHaveText('1:26 pm to 2:46 pm')
  await expect(windowOf(page, 'Abhijit muhurat')).toHaveText('11:46 am to 12:28 pm')
  await expect(windowOf(page, 'Brahma muhurta')).toHaveText('5:02 am to 5:56 am')
  await expect(choghadiyaNames(page, 'day')).toHaveText(['Amrit', 'Kaal', 'Shubh', 'Rog', 'Udveg', 'Char', 'Labh', 'Amrit'])
  await expect(choghadiyaNames(page, 'night')).toHaveText(['Char', 'Rog', 'Kaal', 'Labh', 'Udveg', 'Shubh', 'Amrit', 'Char'])
  const kaal = page.getByTestId('day-choghadiya').getByRole('row', { name: /Kaal/ })
  await expect(kaal).toContainText('8:09 am to 9:28 am')
  await expect(kaal).toContainText('Bad')
  // After midnight the night's times say so.
  await expect(page.getByTestId('night-choghadiya').getByRole('row', { name: /Udveg/ })).toContainText('12:07 am to 1:48 am next day')
  for (const width of [320, 390, 1366]) {
    await page.setViewportSize({ width, height: 900 })
    await expectNoSidewaysScroll(page, `horizontal overflow at ${width} px`)
    await expectNoSeriousA11yViolations(page)
  }
})

test('on a Wednesday there is no Abhijit muhurat, and the page says why', ANY_WIDTH, async ({ page }) => {
  await visit(page, `/astro-calendar?date=2026-11-25&${DELHI}`)
  await expect(windowOf(page, 'Abhijit muhurat')).toHaveText('Not taken on a Wednesday')
  await expect(choghadiyaNames(page, 'day').first()).toHaveText('Labh')
})

test('Reykjavík at midsummer: a 21-hour day that ends after midnight, and the sunset row agrees', async ({ page }) => {
  await visit(page, `/astro-calendar?date=2026-06-21&${REYKJAVIK}`)
  await expect(page.locator('dt', { hasText: /^Sunset$/ }).locator('xpath=following-sibling::dd')).toHaveText('12:03 am next day')
  // Sunday: Rahu kaal is the last eighth of the day.
  await expect(windowOf(page, 'Rahu kaal')).toHaveText('9:24 pm to 12:03 am next day')
  await expect(page.getByTestId('night-choghadiya').getByRole('row', { name: /Amrit/ })).toContainText('12:24 am to 12:46 am next day')
  await expectNoSeriousA11yViolations(page)
})

test('Tromsø in the polar night and under the midnight sun: no muhurtas, said in words', ANY_WIDTH, async ({ page }) => {
  await visit(page, `/astro-calendar?date=2026-12-15&${TROMSO}`)
  await expect(muhurtas(page)).toContainText('The Sun does not rise here on this day, so there is no day to divide into muhurtas.')
  await expect(page.getByTestId('day-choghadiya')).toHaveCount(0)
  await visit(page, `/astro-calendar?date=2026-06-21&${TROMSO}`)
  await expect(muhurtas(page)).toContainText('The Sun does not set here on this day, so there is no day and night to divide into muhurtas.')
  await expectNoSeriousA11yViolations(page)
})

test('today the choghadiya running now is marked, and only one', async ({ page }) => {
  // Before sunrise the running choghadiya is the night's of the day before, so one of the two pages marks it.
  const day = (offset: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(Date.now() + offset * 86_400_000)
  let marked = 0
  for (const date of [day(0), day(-1)]) {
    await visit(page, `/astro-calendar?date=${date}&${DELHI}`)
    const now = muhurtas(page).locator('tr[aria-current="time"]')
    const count = await now.count()
    if (count) await expect(now).toContainText('Now')
    marked += count
    // Today's page always says which choghadiya runs: its own row, or before its sunrise the night before's, in words.
    if (date === day(0)) {
      const before = await muhurtas(page).getByTestId('muhurtas-before-sunrise').count()
      expect(count + before, 'today names the choghadiya running now once').toBe(1)
      if (before) await expect(muhurtas(page).getByTestId('muhurtas-before-sunrise')).toContainText(/^NowBefore sunrise, the night’s \w+ choghadiya/)
    }
  }
  expect(marked).toBe(1)
  // Another day marks nothing.
  await visit(page, `/astro-calendar?date=2026-11-23&${DELHI}`)
  await expect(muhurtas(page).locator('tr[aria-current]')).toHaveCount(0)
})

test('in Hindi the muhurtas speak Hindi', async ({ page }) => {
  await visit(page, `/astro-calendar?date=2026-11-23&${DELHI}&lng=hi`)
  await expect(muhurtas(page).getByRole('heading', { level: 2, name: 'दिन के मुहूर्त' })).toBeVisible()
  await expect(windowOf(page, 'राहु काल')).toContainText('से')
  await expect(choghadiyaNames(page, 'day')).toHaveText(['अमृत', 'काल', 'शुभ', 'रोग', 'उद्वेग', 'चर', 'लाभ', 'अमृत'])
  await expect(page.getByTestId('day-choghadiya').getByRole('row', { name: /काल/ }).first()).toContainText('अशुभ')
  for (const width of [320, 1366]) {
    await page.setViewportSize({ width, height: 900 })
    await expectNoSidewaysScroll(page, `horizontal overflow at ${width} px in Hindi`)
    await expectNoSeriousA11yViolations(page)
  }
})

test('without JavaScript the muhurtas are there, and another day is a link away', ANY_WIDTH, async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false })
  const page = await context.newPage()
  try {
    await page.goto(`/astro-calendar?date=2026-11-23&${DELHI}`)
    await expect(windowOf(page, 'Rahu kaal')).toHaveText('8:09 am to 9:28 am')
    await page.getByRole('link', { name: /Next day/ }).click()
    await expect(page).toHaveURL(/date=2026-11-24/)
    // Tuesday: Rahu kaal is the 7th eighth, in the afternoon.
    await expect(windowOf(page, 'Rahu kaal')).toContainText('pm')
    await expect(choghadiyaNames(page, 'day').first()).toHaveText('Rog')
  } finally {
    await context.close()
  }
})
