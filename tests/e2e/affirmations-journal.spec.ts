// Daily affirmations and the astro journal (spec 2.15 and 2.18) behind the premium gate. Signed out each page shows a sign-in
// prompt (no redirect, spec 6); signed in without access the Premium Feature page with the trial offer and View Plans;
// with a trial or a paid pack the feature itself: the day's affirmation with Favorite, New Affirmation, Share and the
// favourites; the journal's new entry pre-filled from the day's sky, the missing-events refusal, save, and the edit path.
// After the trial has ended the gate comes back on all three premium pages, and paying from it opens them again, checked
// at phone widths.
import { createClient } from '@libsql/client'
import type { APIRequestContext, Page } from '@playwright/test'
import {
  ANY_WIDTH,
  expect,
  expectNoSeriousA11yViolations,
  expectNoSidewaysScroll,
  expectedLongDate,
  signedInCustomer,
  test,
  toast,
  visit,
  waitForHydration,
} from './fixtures'

async function saveProfile(api: APIRequestContext) {
  const saved = await api.post('/horoscope', {
    form: {
      fullName: 'Meera Iyer',
      birthDay: '3',
      birthMonth: '11',
      birthYear: '1994',
      birthHour: '10',
      birthMinute: '30',
      birthPeriod: 'AM',
      gender: 'female',
      placeManual: 'on',
      placeName: 'New Delhi',
      latitude: '28.6139',
      longitude: '77.209',
      timeZone: 'Asia/Kolkata',
    },
    maxRedirects: 0,
  })
  expect(saved.status(), 'saving the profile').toBe(302)
}

/** Nothing sticks out sideways at 320 px, and axe finds nothing serious. */
async function expectLayout(page: Page) {
  const size = page.viewportSize()!
  await page.setViewportSize({ width: 320, height: 640 })
  await expectNoSidewaysScroll(page, `horizontal overflow at 320 px on ${page.url()}`)
  await expectNoSeriousA11yViolations(page)
  await page.setViewportSize(size)
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

async function startTrial(page: Page) {
  const feature = new URL(page.url()).pathname
  await page.getByRole('button', { name: 'Start your 15-day FREE trial' }).click()
  // Back on the feature's own page, now open.
  await expect(page).toHaveURL(new RegExp(`${feature}$`))
  await expect(toast(page, 'Your free trial has started')).toBeVisible()
}

test('signed out: a sign-in prompt on each page with the way back to it, in English and Hindi, and actions refused', async ({ page }) => {
  for (const [path, heading] of [
    ['/daily-affirmations', 'Sign in to use Daily Affirmations'],
    ['/astro-journal', 'Sign in to use Astro Journal'],
  ] as const) {
    await visit(page, path)
    await expect(page).toHaveURL(new RegExp(`${path}$`))
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Sign In', exact: true }).last()).toHaveAttribute('href', `/auth?redirectTo=${encodeURIComponent(path)}`)
    await expectLayout(page)
  }
  await visit(page, '/astro-journal?lng=hi')
  await expect(page.getByRole('heading', { level: 1, name: 'एस्ट्रो जर्नल के लिए साइन इन करें' })).toBeVisible()
  // Nothing of the feature reaches a signed-out visitor, and its actions refuse them.
  const refused = await page.request.post('/astro-journal', {
    form: { date: '2026-01-01', mood: '5', dailyEvents: 'x', moonPhase: 'full-moon' },
    maxRedirects: 0,
  })
  expect(refused.status()).toBe(401)
})

test('without access: the Premium Feature page with View Plans and the trial, then the affirmations with Favorite, New and Share', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true }))
  await signedInCustomer(page, 'affirmations')
  await saveProfile(page.request)
  await visit(page, '/daily-affirmations')
  await expect(page.getByText('Premium Feature', { exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'Daily Affirmations is a premium feature' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'View Plans' })).toHaveAttribute('href', '/pricing')
  await expectLayout(page)
  const refused = await page.request.post('/daily-affirmations', { form: { intent: 'new' }, maxRedirects: 0 })
  expect(refused.status()).toBe(403)
  await startTrial(page)

  await visit(page, '/daily-affirmations')
  const text = page.getByTestId('affirmation-text')
  const first = (await text.innerText()).trim()
  expect(first).toMatch(/\w{3,}/)
  await expect(page.getByText(/^Chosen for today’s Moon in the (1st|2nd|3rd|[4-9]th|1[0-2]th) house from your Moon sign\.$/)).toBeVisible()
  await expect(page.getByText('No favorites yet.', { exact: false })).toBeVisible()

  await page.getByRole('button', { name: 'Favorite', exact: true }).click()
  await expect(toast(page, 'Added to Favorites')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Favorite', exact: true })).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByTestId('favorites').getByRole('listitem')).toHaveText([new RegExp(escapeRegExp(first))])

  await page.getByRole('button', { name: 'New Affirmation' }).click()
  await expect(toast(page, 'New Affirmation Generated')).toBeVisible()
  await expect(text).not.toHaveText(first)
  const second = (await text.innerText()).trim()
  await expect(page.getByRole('button', { name: 'Favorite', exact: true })).toHaveAttribute('aria-pressed', 'false')

  // Share makes a public link to this affirmation (the share buttons, ADR 124); the public page shows its words.
  const share = page.getByTestId('share')
  await share.getByRole('button', { name: 'Create share link' }).click()
  const url = (await share.getByTestId('share-url').innerText()).trim()
  await share.getByRole('button', { name: 'Copy link' }).click()
  await expect(toast(page, 'Copied to clipboard')).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(url)
  const shared = await page.request.get(new URL(url).pathname)
  expect(shared.status()).toBe(200)
  expect(await shared.text()).toContain(escapeHtml(second))

  // Kept for the day: another visit shows the latest draw; the favourite stays listed.
  await visit(page, '/daily-affirmations')
  await expect(text).toHaveText(second)
  await page.getByTestId('favorites').getByRole('button', { name: 'Remove from Favorites' }).click()
  await expect(toast(page, 'Removed from Favorites')).toBeVisible()
  await expect(page.getByTestId('favorites')).toHaveCount(0)

  await switchToHindi(page)
  await visit(page, '/daily-affirmations')
  await expect(page.getByRole('heading', { level: 1, name: 'दैनिक सकारात्मक संकल्प' })).toBeVisible()
  await expect(text).toHaveText(/[\u0900-\u097F]/)
  await expectLayout(page)
})

test('trial: the journal pre-fills the day’s sky, refuses an entry without events, saves, and edits the same entry', async ({ page, consoleGuard }) => {
  // The refused save and the address that is not a day answer 400, which the browser logs as a failed load.
  consoleGuard.allow(/status of 400 \(Bad Request\) \(http:\/\/[^)]+\/astro-journal/)
  await signedInCustomer(page, 'journal')
  await visit(page, '/astro-journal')
  await expect(page.getByRole('heading', { level: 1, name: 'Astro Journal is a premium feature' })).toBeVisible()
  await startTrial(page)

  // 24 April 2024: the full moon (05:19 IST, before sunrise at New Delhi).
  await visit(page, '/astro-journal?date=2024-04-24')
  const entry = page.getByRole('region', { name: /^New Entry · 24 April 2024$/ })
  await expect(entry).toBeVisible()
  await expect(entry.getByLabel('Moon phase')).toHaveValue('full-moon')
  await expect(entry.getByLabel('Planetary influences')).toHaveValue(/^Sun in Mesha\nMoon in (Tula|Vrishchika)\n/)
  await expect(entry.getByRole('slider', { name: 'Mood' })).toHaveValue('5')
  await expect(page.getByTestId('mood-emoji')).toHaveText('😐')
  await expectLayout(page)

  await entry.getByRole('button', { name: 'Save Entry' }).click()
  await expect(toast(page, 'Missing Information')).toBeVisible()
  await expect(toast(page, 'Please add some daily events to save your entry.')).toBeVisible()
  await expect(page.getByText('No entries yet.', { exact: false })).toBeVisible()

  await entry.getByRole('slider', { name: 'Mood' }).fill('9')
  await expect(page.getByTestId('mood-emoji')).toHaveText('😄')
  await entry.getByLabel('Daily events').fill('Long walk under the full moon')
  await entry.getByLabel('How accurate were today’s predictions?').selectOption('mostly')
  await entry.getByLabel('Reflections').fill('Calm and clear')
  await entry.getByRole('button', { name: 'Save Entry' }).click()
  await expect(toast(page, 'Entry Saved')).toBeVisible()

  const edit = page.getByRole('region', { name: /^Edit Entry · 24 April 2024$/ })
  await expect(edit.getByLabel('Daily events')).toHaveValue('Long walk under the full moon')
  await expect(edit.getByRole('slider', { name: 'Mood' })).toHaveValue('9')
  await edit.getByLabel('Daily events').fill('Long walk, then rain')
  await edit.getByRole('button', { name: 'Update Entry' }).click()
  await expect(toast(page, 'Entry Saved')).toBeVisible()
  await expect(page.getByRole('region', { name: /^Edit Entry/ }).getByLabel('Daily events')).toHaveValue('Long walk, then rain')
  await expect(page.getByTestId('past-entries').getByRole('listitem')).toHaveCount(1)

  // Another date opens blank; Past Entries leads back to the saved one.
  await page.getByLabel('Entry date').fill('2024-04-08')
  await page.getByRole('button', { name: 'Open' }).click()
  const blank = page.getByRole('region', { name: /^New Entry · 8 April 2024$/ })
  await expect(blank.getByLabel('Moon phase')).toHaveValue('new-moon')
  await expect(blank.getByLabel('Daily events')).toHaveValue('')
  await blank.getByLabel('Daily events').fill('Eclipse day')
  await blank.getByRole('button', { name: 'Save Entry' }).click()
  await expect(toast(page, 'Entry Saved')).toBeVisible()
  await expect(page.getByTestId('mood-chart')).toBeVisible()
  await page
    .getByTestId('past-entries')
    .getByRole('link', { name: /24 April 2024/ })
    .click()
  await expect(page.getByRole('region', { name: /^Edit Entry · 24 April 2024$/ })).toBeVisible()
  await expectLayout(page)

  // A date in the address that is not a day answers 400 with the message and today's blank form.
  await visit(page, '/astro-journal?date=2024-02-30', 400)
  await expect(page.getByText('Choose a date between 1920 and 2100.')).toBeVisible()
  await switchToHindi(page)
  await visit(page, '/astro-journal?date=2024-04-24')
  await expect(page.getByRole('button', { name: 'एंट्री अपडेट करें' })).toBeVisible()
  // A saved entry keeps the words it was saved with; a blank one is filled in the page's language.
  await visit(page, '/astro-journal?date=2024-04-10')
  await expect(page.getByLabel('ग्रहों का प्रभाव')).toHaveValue(/^सूर्य मीन में\n/)
  await expectLayout(page)
})

test(
  'an ended trial meets the Premium Feature page again on each page; paying from it opens them, laid out at 390 px',
  ANY_WIDTH,
  async ({ page, adminApi }) => {
    const customer = await signedInCustomer(page, 'premium-ended')
    await saveProfile(page.request)
    await visit(page, '/daily-affirmations')
    await startTrial(page)
    const endedAt = await endTrial(customer.email)

    for (const [path, feature, action] of [
      ['/daily-affirmations', 'Daily Affirmations', { intent: 'new' }],
      ['/love-forecasts', 'Love Forecasts', { intent: 'generate' }],
      ['/astro-journal', 'Astro Journal', { date: '2026-01-01', mood: '5', dailyEvents: 'x', moonPhase: 'full-moon' }],
    ] as const) {
      await visit(page, path)
      const gate = page.getByTestId('premium-gate')
      await expect(gate.getByText('Premium Feature', { exact: true })).toBeVisible()
      await expect(gate.getByRole('heading', { level: 1, name: `${feature} is a premium feature` })).toBeVisible()
      await expect(gate.getByText(`Your free trial ended on ${expectedLongDate(endedAt)}`)).toBeVisible()
      // The trial is offered once per account (ADR 110): an ended one is not offered again.
      await expect(gate.getByRole('button', { name: 'Start your 15-day FREE trial' })).toHaveCount(0)
      await expect(gate.getByRole('link', { name: 'View Plans' })).toHaveAttribute('href', '/pricing')
      const refused = await page.request.post(path, { form: action, headers: { Origin: new URL(page.url()).origin }, maxRedirects: 0 })
      expect(refused.status(), `${path} refuses an action after the trial`).toBe(403)
    }

    // Paying starts from the gate's View Plans: a pack bought with a 100% coupon (the coupon flow of ADR 164, no checkout).
    const code = `E2EPREM${Date.now().toString(36).toUpperCase()}`
    const made = await adminApi.post('/api/coupons', { data: { code, percentOff: 100, active: true } })
    expect(made.status(), await made.text()).toBe(201)
    await page.getByTestId('premium-gate').getByRole('link', { name: 'View Plans' }).click()
    await expect(page).toHaveURL(/\/pricing$/)
    await waitForHydration(page)
    const card = page.getByRole('region').filter({ has: page.getByRole('slider', { name: /How many sketches/ }) })
    await card.getByLabel('Coupon code').fill(code)
    await card.getByLabel('Coupon code').press('Enter')
    await expect(card.getByTestId('total')).toHaveText('₹0')
    await card.getByRole('button', { name: 'Get it free' }).click()
    await expect(page).toHaveURL(/\/dashboard$/)

    // The paid pages at phone widths: nothing sideways, axe-clean, every control on screen and not covered.
    await visit(page, '/daily-affirmations')
    await expect(page.getByTestId('affirmation-text')).toHaveText(/\w{3,}/)
    await expect(page.getByRole('button', { name: 'New Affirmation' })).toBeVisible()
    await expectPhoneLayout(page)
    await visit(page, '/love-forecasts')
    await expect(page.getByTestId('premium-gate')).toHaveCount(0)
    await expect(page.getByTestId('credits')).toContainText(/[1-9]\d* credits/)
    await visit(page, '/astro-journal')
    await expect(page.getByRole('button', { name: 'Save Entry' })).toBeVisible()
    await expectPhoneLayout(page)
  },
)

/**
 * Ends the customer's trial a day ago, as time would. Access records are read-only to everyone through the API (the
 * trial is started by the customer and never edited), and a built server's clock cannot be moved, so the test writes
 * the end date in the test database itself: browser tests of premium pages run on SQLite only (playwright.config.ts).
 */
async function endTrial(email: string) {
  const db = createClient({ url: process.env.E2E_DATABASE_URI ?? 'file:./data/e2e.db' })
  try {
    const endedAt = new Date(Date.now() - 86_400_000).toISOString()
    const startedAt = new Date(Date.now() - 16 * 86_400_000).toISOString()
    const updated = await db.execute({
      sql: 'UPDATE access_records SET trial_started_at = ?, trial_ends_at = ? WHERE user_id = (SELECT id FROM users WHERE email = ?)',
      args: [startedAt, endedAt, email],
    })
    expect(updated.rowsAffected, 'the trial record of the new customer').toBe(1)
    return endedAt
  } finally {
    db.close()
  }
}

/**
 * At 390 and 320 px: no sideways scroll, axe finds nothing serious (at 390), and every visible control of the page's
 * main content can be reached: scrolled to, it lies within the screen and nothing else sits on top of its centre. The
 * controls are found, not named, so a control added later (a share link, say) is checked too.
 */
async function expectPhoneLayout(page: Page) {
  const size = page.viewportSize()!
  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: 844 })
    await expectNoSidewaysScroll(page, `horizontal overflow at ${width} px on ${page.url()}`)
    if (width === 390) await expectNoSeriousA11yViolations(page)
    const controls = page.locator('main').locator('a[href], button, input:not([type="hidden"]), select, textarea, summary')
    const count = await controls.count()
    expect(count, 'controls in the main content').toBeGreaterThan(0)
    for (let i = 0; i < count; i++) {
      const control = controls.nth(i)
      if (!(await control.isVisible())) continue
      await control.scrollIntoViewIfNeeded()
      const reach = await control.evaluate((element) => {
        const rect = element.getBoundingClientRect()
        const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2)
        const label = (element as HTMLInputElement).labels?.[0]
        const covered = !(hit && (element.contains(hit) || label?.contains(hit)))
        const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? element.tagName
        return { name: `${element.tagName.toLowerCase()} "${name}"`, left: rect.left, right: rect.right, covered }
      })
      expect(reach.left, `${reach.name} starts on screen at ${width} px`).toBeGreaterThanOrEqual(0)
      expect(reach.right, `${reach.name} ends on screen at ${width} px`).toBeLessThanOrEqual(width)
      expect(reach.covered, `${reach.name} is covered at ${width} px`).toBe(false)
    }
  }
  await page.setViewportSize(size)
}

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** The affirmation as the server writes it into HTML. */
function escapeHtml(text: string) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;')
}
