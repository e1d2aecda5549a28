// A way in to every feature (ADR 190): the dashboard's tiles with the customer's own state, the header's Features menu
// on a wide screen and the grouped phone menu, each working before the page's script (plain links in <details>);
// deleting a journal entry, asked first by the server, with and without JavaScript; and the pricing cards' saving worded
// by the site alone. English and Hindi; 320, 390 and 1366 px; axe.
import type { Browser, Page } from '@playwright/test'
import {
  ECLIPSE_BIRTH,
  expect,
  expectNoSeriousA11yViolations,
  expectNoSidewaysScroll,
  openDisclosures,
  saveProfile,
  signedInCustomer,
  test,
  toast,
  visit,
} from './fixtures'

const FEATURES: [string, string][] = [
  ['Daily Reading', '/daily-reading'],
  ['Daily Affirmations', '/daily-affirmations'],
  ['Astro Calendar', '/astro-calendar'],
  ['Lucky Elements', '/lucky-elements'],
  ['Compatibility', '/soulmate-analysis'],
  ['Love Forecasts', '/love-forecasts'],
  ['Crush Analyzer', '/crush-analyzer'],
  ['Life & Career', '/life-career'],
  ['Numerology', '/numerology'],
  ['Astro Journal', '/astro-journal'],
  ['Consultations', '/consultations'],
]

async function startTrial(page: Page) {
  await visit(page, '/astro-journal')
  await page.getByRole('button', { name: 'Start your 15-day FREE trial' }).click()
  await expect(toast(page, 'Your free trial has started')).toBeVisible()
}

async function saveJournalEntry(page: Page, date: string, events: string) {
  const saved = await page.request.post(`/astro-journal?date=${date}`, {
    form: { intent: 'save', date, mood: '7', dailyEvents: events, moonPhase: 'full-moon' },
    headers: { Origin: new URL(page.url()).origin },
    maxRedirects: 0,
  })
  expect(saved.status(), 'saving a journal entry').toBe(302)
}

/** A signed-in customer's own language decides (ADR 056): the switcher saves Hindi to the account. */
async function switchToHindi(page: Page) {
  const switched = await page.request.post('/language', {
    form: { lng: 'hi', redirectTo: '/' },
    headers: { Origin: new URL(page.url()).origin },
    maxRedirects: 0,
  })
  expect(switched.status()).toBe(303)
}

/** At each width nothing scrolls sideways and axe finds nothing serious. */
async function expectEveryWidth(page: Page) {
  for (const width of [320, 390, 1366]) {
    await page.setViewportSize({ width, height: 900 })
    await expectNoSidewaysScroll(page, `horizontal overflow at ${width} px on ${page.url()}`)
    await expectNoSeriousA11yViolations(page)
  }
}

/** A second context with the page's session and no JavaScript: what a visitor gets before the script arrives. */
async function withoutScript(browser: Browser, page: Page) {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
    baseURL: new URL(page.url()).origin,
  })
  return context.newPage()
}

test('the dashboard shows every feature as a tile with the customer’s state, in English and Hindi', async ({ page }) => {
  test.setTimeout(240_000)
  await signedInCustomer(page, 'tiles')
  await saveProfile(page.request, 'Asha Verma', ECLIPSE_BIRTH)
  await startTrial(page)
  await saveJournalEntry(page, '2024-04-24', 'A walk under the full moon')
  await saveJournalEntry(page, '2024-04-08', 'Eclipse day')

  await visit(page, '/dashboard')
  const tiles = page.getByTestId('feature-tiles')
  await expect(tiles.getByRole('heading', { level: 2, name: 'Everything for you' })).toBeVisible()
  for (const [name, href] of FEATURES) await expect(tiles.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute('href', href)
  for (const href of ['/pricing', '/blog', '/settings']) await expect(tiles.locator(`a[href="${href}"]`)).toHaveCount(1)
  await expect(page.getByTestId('tile-daily-reading')).toContainText('Today’s reading is ready')
  await expect(page.getByTestId('tile-astro-journal')).toContainText('2 journal entries')
  await expect(page.getByTestId('tile-crush-analyzer')).toContainText('How you and a crush match')
  await expect(page.getByTestId('tile-consultations')).toContainText('Talk to an astrologer')
  await expect(page.getByTestId('tile-pricing')).toContainText('0 credits left')
  await expectEveryWidth(page)

  // The tiles are links: one opens its feature.
  await page.setViewportSize({ width: 1366, height: 900 })
  await page.getByTestId('tile-astro-journal').click()
  await expect(page).toHaveURL(/\/astro-journal$/)
  await expect(page.getByTestId('past-entries').getByRole('listitem')).toHaveCount(2)

  await switchToHindi(page)
  await visit(page, '/dashboard')
  await expect(page.getByRole('heading', { level: 2, name: 'आपके लिए सब कुछ' })).toBeVisible()
  await expect(page.getByTestId('tile-astro-journal')).toContainText('डायरी में 2 प्रविष्टियाँ')
  await expectEveryWidth(page)
})

test('the header’s Features menu and the phone menu list every feature in groups, also without JavaScript', async ({ page, browser }) => {
  test.setTimeout(180_000)
  await signedInCustomer(page, 'menus')
  await visit(page, '/pricing')
  const banner = page.getByRole('banner')
  // Wide: the Features menu, a <details> with four named lists.
  await page.setViewportSize({ width: 1366, height: 900 })
  await banner.getByText('Features', { exact: true }).click()
  await expect(openDisclosures(banner)).toHaveCount(1)
  for (const group of ['Daily', 'Love', 'Your path', 'Guidance']) await expect(banner.getByRole('list', { name: group })).toBeVisible()
  for (const [name, href] of FEATURES) await expect(banner.getByRole('list').getByRole('link', { name, exact: true })).toHaveAttribute('href', href)
  await expectNoSeriousA11yViolations(page)
  await page.keyboard.press('Escape')
  await expect(openDisclosures(banner)).toHaveCount(0)

  // Phone: the menu holds the same groups, each feature once.
  await page.setViewportSize({ width: 390, height: 844 })
  await banner.getByLabel('Menu', { exact: true }).click()
  for (const [name, href] of FEATURES) {
    const link = banner.getByRole('link', { name, exact: true })
    await expect(link).toHaveCount(1)
    await expect(link).toHaveAttribute('href', href)
  }
  await expectNoSidewaysScroll(page)
  await expectNoSeriousA11yViolations(page)
  await banner.getByRole('link', { name: 'Astro Calendar', exact: true }).click()
  await expect(page).toHaveURL(/\/astro-calendar$/)

  // Before the script: the menu opens and its links are plain links.
  const bare = await withoutScript(browser, page)
  await bare.setViewportSize({ width: 320, height: 640 })
  await bare.goto('/pricing')
  const bareBanner = bare.getByRole('banner')
  await bareBanner.getByLabel('Menu', { exact: true }).click()
  await bareBanner.getByRole('link', { name: 'Lucky Elements', exact: true }).click()
  await expect(bare).toHaveURL(/\/lucky-elements$/)
  await bare.context().close()

  // Hindi: the groups' names are Hindi too.
  await page.setViewportSize({ width: 1366, height: 900 })
  await switchToHindi(page)
  await visit(page, '/pricing')
  await banner.getByText('सुविधाएँ', { exact: true }).click()
  await expect(banner.getByRole('list', { name: 'प्रेम' })).toBeVisible()
  await expect(banner.getByRole('link', { name: 'परामर्श', exact: true })).toHaveAttribute('href', '/consultations')
})

test('a journal entry is deleted after the page asks, with JavaScript and without; Keep it keeps it', async ({ page, browser }) => {
  test.setTimeout(180_000)
  await signedInCustomer(page, 'journal-delete')
  await startTrial(page)
  await saveJournalEntry(page, '2024-04-24', 'Full moon walk')
  await saveJournalEntry(page, '2024-04-08', 'Eclipse day')

  await visit(page, '/astro-journal?date=2024-04-24')
  await page.getByRole('link', { name: 'Delete this entry' }).click()
  const question = page.getByRole('region', { name: 'Delete your entry for 24 April 2024?' })
  await expect(question).toBeVisible()
  await expect(question.getByRole('button', { name: 'Yes, delete' })).toBeFocused()
  await expectEveryWidth(page)
  await question.getByRole('link', { name: 'Keep it' }).click()
  await expect(question).toBeHidden()
  await expect(page.getByTestId('past-entries').getByRole('listitem')).toHaveCount(2)

  await page.getByRole('link', { name: 'Delete this entry' }).click()
  await page.getByRole('button', { name: 'Yes, delete' }).click()
  await expect(toast(page, 'Entry Deleted')).toBeVisible()
  await expect(page).toHaveURL(/\/astro-journal$/)
  await expect(page.getByTestId('past-entries').getByRole('listitem')).toHaveCount(1)
  await expect(page.getByTestId('past-entries')).not.toContainText('24 April 2024')

  // Without JavaScript: the same question, from the server.
  const bare = await withoutScript(browser, page)
  await bare.goto('/astro-journal?date=2024-04-08')
  await bare.getByRole('link', { name: 'Delete this entry' }).click()
  await bare.getByRole('button', { name: 'Yes, delete' }).click()
  await expect(bare).toHaveURL(/\/astro-journal$/)
  await expect(bare.getByText('No entries yet.', { exact: false })).toBeVisible()
  await bare.context().close()

  // Another customer cannot delete it: the same form from their session finds no entry of theirs.
  const refused = await page.request.post('/astro-journal', {
    form: { intent: 'delete', date: '2024-02-30' },
    headers: { Origin: new URL(page.url()).origin },
    maxRedirects: 0,
  })
  expect(refused.status(), 'a date that is not a day').toBe(400)
})

test('the pricing cards word the saving from the prices; no feature line states one', async ({ page }) => {
  for (const path of ['/pricing', '/pricing?lng=hi']) {
    await visit(page, path)
    // The pack of 6: the card's own saving, and no line of the editor's beside it.
    await page.getByRole('slider').fill('6')
    const slider = page.getByRole('slider')
    const lines = page.getByRole('region').filter({ has: slider }).getByRole('listitem')
    await expect(lines.first()).toBeVisible()
    for (const text of await lines.allTextContents()) expect(text, `a feature line on ${path}`).not.toMatch(/[0-9०-९]\s*%/)
  }
})
