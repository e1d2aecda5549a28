// The numerology report (spec 2.10). Session required; the name is pre-filled from the profile; Generate Report is
// disabled while the name is blank; the report has three tabs, master numbers are marked, Save keeps it ("Report
// Saved"), the latest report loads on entry; a name without letters answers 400 and stores nothing. Each number has its
// meaning, strengths and challenges; the birthday number and the personal year, month and day of the customer's own
// day are there, in both languages, and every part can be read without JavaScript (ADR 211).
import type { Page } from '@playwright/test'
import { personalCycles } from '../../app/astrology/numerology'
import { numerologyTexts } from '../../seed/content/numerology-texts'
import { expect, expectNoSeriousA11yViolations, signedInCustomer, test, visit, ANY_WIDTH, toast, expectNoSidewaysScroll } from './fixtures'

test.beforeEach(({ consoleGuard }) => consoleGuard.allow(/Failed to load resource: the server responded with a status of 400/))

async function saveProfile(page: Page, fullName: string) {
  await visit(page, '/horoscope')
  await page.getByLabel('Full Name').fill(fullName)
  await page.getByLabel('Day').selectOption('29')
  await page.getByLabel('Month').selectOption({ label: 'November' })
  await page.getByLabel('Year').selectOption('1992')
  await page.getByLabel("I don't know my birth time").check()
  await page.getByRole('combobox', { name: 'Place of birth' }).fill('Jaipur')
  await page.getByRole('listbox', { name: 'Place of birth' }).getByRole('option').first().click()
  await page.getByRole('radio', { name: 'Female', exact: true }).check()
  await page.getByRole('button', { name: 'Save My Cosmic Profile' }).click()
  await page.waitForURL('**/dashboard')
}

const seedText = (section: string, value: number) => numerologyTexts.find((t) => t.section === section && t.appliesToValue === String(value))!

/** The personal cycles the page should show for 29 November 1992 on the browser's own calendar day. */
async function expectedCycles(page: Page) {
  const today = await page.evaluate(() => new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date()))
  return personalCycles('1992-11-29', today)
}

test('signed out, the page sends the visitor to sign in', ANY_WIDTH, async ({ page }) => {
  await page.goto('/numerology')
  await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fnumerology/)
})

test('a report: generated from the profile’s name, three tabs, saved, and loaded again on entry', async ({ page }) => {
  await signedInCustomer(page, 'numerology-flow', 'Mary Lynn')
  await saveProfile(page, 'Mary Lynn')
  await visit(page, '/numerology')
  await expect(page.getByRole('heading', { level: 1, name: 'Numerology report' })).toBeVisible()
  const name = page.getByLabel('Full name')
  await expect(name).toHaveValue('Mary Lynn')
  const generate = page.getByRole('button', { name: 'Generate Report' })
  await name.fill('   ')
  await expect(generate).toBeDisabled()
  await name.fill('Mary Lynn')
  await expect(generate).toBeEnabled()
  await expectNoSeriousA11yViolations(page)
  await generate.click()
  await expect(toast(page, 'Numerology Report Generated')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Report for Mary Lynn' })).toBeVisible()

  // 29 November 1992: 11 + 11 + 21→3 = 25 → 7. MARY LYNN (Y a consonant): destiny 41 → 5, soul urge A = 1, personality 40 → 4.
  const overview = page.getByTestId('numerology-overview').getByRole('listitem')
  await expect(overview.filter({ hasText: 'Life path' })).toContainText('7')
  await expect(overview.filter({ hasText: 'Destiny' })).toContainText('5')
  await expect(overview.filter({ hasText: 'Soul urge' })).toContainText('1')
  await expect(overview.filter({ hasText: 'Personality' })).toContainText('4')
  // Born on the 29th: 2 + 9 = 11, a master birthday number.
  await expect(overview.filter({ hasText: 'Birthday' })).toContainText('11')
  await expect(overview.filter({ hasText: 'Birthday' })).toContainText('Master number')

  const cycles = await expectedCycles(page)
  const now = page.getByTestId('numerology-cycles')
  await expect(now.getByRole('heading', { name: 'Your numbers now' })).toBeVisible()
  await expect(now.getByTestId('cycle-year')).toContainText(`Personal year ${cycles.year}`)
  await expect(now.getByTestId('cycle-month')).toContainText(`Personal month ${cycles.month}`)
  await expect(now.getByTestId('cycle-day')).toContainText(`Personal day ${cycles.day}`)
  await expect(now.getByTestId('cycle-year')).toContainText(seedText('personal-year', cycles.year).en)
  await expect(now.getByTestId('cycle-day')).toContainText(seedText('personal-day', cycles.day).en)

  await page.getByRole('tab', { name: 'Core Numbers' }).click()
  const numbers = page.getByTestId('numerology-numbers')
  await expect(numbers.getByRole('heading', { level: 3 })).toHaveCount(5)
  const lifePath = numbers.getByRole('region', { name: /Life path/ })
  await expect(lifePath.getByRole('heading', { name: 'Strengths' })).toBeVisible()
  await expect(lifePath).toContainText(seedText('numerology-strengths', 7).en)
  await expect(lifePath).toContainText(seedText('numerology-challenges', 7).en)
  await expect(numbers.getByRole('region', { name: /Birthday/ })).toContainText(seedText('numerology-birthday', 11).en)
  await expect(numbers.getByRole('region', { name: /Birthday/ })).toContainText(seedText('numerology-strengths', 11).en)
  await expectNoSeriousA11yViolations(page)
  await expect(
    page
      .getByText('Your life path of 7', { exact: false })
      .or(page.getByText('life path 7', { exact: false }))
      .first(),
  ).toBeVisible()
  await page.getByRole('tab', { name: 'Name Analysis' }).click()
  const analysis = page.getByTestId('name-analysis')
  await expect(analysis).toContainText('MARY LYNN')
  await expect(analysis.locator('dd').nth(2)).toHaveText('8')
  await expect(analysis.locator('dd').nth(3)).toHaveText('1')
  await expect(analysis.locator('dd').nth(4)).toHaveText('7')
  await expect(page.getByText('Y always counts as a consonant', { exact: false })).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await expectNoSidewaysScroll(page)

  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(toast(page, 'Report Saved')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Saved', exact: true })).toBeDisabled()

  // The latest report loads on entry.
  await visit(page, '/numerology')
  await expect(page.getByRole('heading', { name: 'Report for Mary Lynn' })).toBeVisible()
})

test('master numbers are kept and marked; a Devanagari name is scored by its Latin spelling', ANY_WIDTH, async ({ page }) => {
  await signedInCustomer(page, 'numerology-master', 'Asha Verma')
  await saveProfile(page, 'Asha Verma')
  await visit(page, '/numerology')
  await page.getByLabel('Full name').fill('राम')
  await page.getByRole('button', { name: 'Generate Report' }).click()
  await expect(page.getByRole('heading', { name: 'Report for राम' })).toBeVisible()
  // Life path of 29-11-1992 is 7; RAM: R9 A1 M4 = 14 → 5.
  await expect(page.getByTestId('numerology-overview').getByRole('listitem').filter({ hasText: 'Destiny' })).toContainText('5')
  await page.getByRole('tab', { name: 'Name Analysis' }).click()
  await expect(page.getByTestId('name-analysis')).toContainText('RAM')

  // "Lakshmi Kumar": L3 A1 K2 S1 H8 M4 I9 | K2 U3 M4 A1 R9 = 47 → 11, kept as a master number.
  await page.getByLabel('Full name').fill('Lakshmi Kumar')
  await page.getByRole('button', { name: 'Generate Report' }).click()
  const destiny = page.getByTestId('numerology-overview').getByRole('listitem').filter({ hasText: 'Destiny' })
  await expect(destiny).toContainText('11')
  await expect(destiny).toContainText('Master number')
})

test('a name without letters answers 400 with the message and stores nothing', ANY_WIDTH, async ({ page }) => {
  await signedInCustomer(page, 'numerology-errors', 'Asha Verma')
  await saveProfile(page, 'Asha Verma')
  await visit(page, '/numerology')
  await page.getByLabel('Full name').fill('12345 !!!')
  const answer = page.waitForResponse((r) => r.url().includes('/numerology') && r.request().method() === 'POST')
  await page.getByRole('button', { name: 'Generate Report' }).click()
  expect((await answer).status()).toBe(400)
  await expect(page.getByText('The name has no letters we can score; write it in Latin or Devanagari letters').first()).toBeVisible()
  await expect(page.getByLabel('Full name')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByText('No report yet.', { exact: false })).toBeVisible()
  const raw = await page.request.post('/numerology', { form: { intent: 'generate', name: '' }, headers: { Origin: new URL(page.url()).origin } })
  expect(raw.status()).toBe(400)
  await visit(page, '/numerology')
  await expect(page.getByText('No report yet.', { exact: false })).toBeVisible()
})

test('in Hindi, at 320 px', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 320, height: 720 })
  await signedInCustomer(page, 'numerology-hindi', 'Asha Verma')
  await saveProfile(page, 'Asha Verma')
  // A signed-in customer's own language decides (ADR 056): the switcher saves Hindi to the account.
  const switched = await page.request.post('/language', {
    form: { lng: 'hi', redirectTo: '/numerology' },
    headers: { Origin: baseURL! },
    maxRedirects: 0,
  })
  expect(switched.status()).toBe(303)
  await visit(page, '/numerology')
  await expect(page.getByRole('heading', { level: 1, name: 'अंक ज्योतिष रिपोर्ट' })).toBeVisible()
  await page.getByRole('button', { name: 'रिपोर्ट बनाएँ' }).click()
  await expect(page.getByRole('tab', { name: 'मुख्य अंक' })).toBeVisible()
  const cycles = await expectedCycles(page)
  await expect(page.getByRole('heading', { name: 'अभी आपके अंक' })).toBeVisible()
  await expect(page.getByTestId('cycle-year')).toContainText(seedText('personal-year', cycles.year).hi)
  await expectNoSidewaysScroll(page)
  await expectNoSeriousA11yViolations(page)
  await page.getByRole('tab', { name: 'मुख्य अंक' }).click()
  const numbers = page.getByTestId('numerology-numbers')
  await expect(numbers.getByRole('heading', { name: 'ख़ूबियाँ' }).first()).toBeVisible()
  await expect(numbers).toContainText(seedText('numerology-strengths', 7).hi)
  await expectNoSidewaysScroll(page)
  await expectNoSeriousA11yViolations(page)
})

test('without JavaScript every part of the report reads, at 320, 390 and 1366 px', async ({ page, browser, baseURL }) => {
  await signedInCustomer(page, 'numerology-no-js', 'Asha Verma')
  await saveProfile(page, 'Asha Verma')
  await visit(page, '/numerology')
  await page.getByRole('button', { name: 'Generate Report' }).click()
  await expect(page.getByRole('heading', { name: 'Report for Asha Verma' })).toBeVisible()
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false, storageState: await page.context().storageState() })
  const plain = await context.newPage()
  try {
    await plain.goto('/numerology')
    await expect(plain.getByRole('navigation', { name: 'Report sections' }).getByRole('link', { name: 'Core Numbers' })).toBeVisible()
    await expect(plain.getByTestId('numerology-cycles')).toBeVisible()
    await expect(plain.getByTestId('numerology-numbers').getByRole('heading', { name: 'Strengths' }).first()).toBeVisible()
    await expect(plain.getByTestId('numerology-numbers')).toContainText(seedText('numerology-challenges', 7).en)
    await expect(plain.getByTestId('name-analysis')).toContainText('ASHA VERMA')
    // Measured from outside the page: with JavaScript off, nothing is evaluated inside it (so no axe run here; the
    // same markup is checked by axe with JavaScript in the tests above).
    for (const width of [320, 390, 1366]) {
      await plain.setViewportSize({ width, height: 900 })
      for (const part of ['numerology-overview', 'numerology-cycles', 'numerology-numbers', 'name-analysis']) {
        const box = (await plain.getByTestId(part).boundingBox())!
        expect(box.x + box.width, `${part} at ${width} px`).toBeLessThanOrEqual(width)
      }
    }
  } finally {
    await context.close()
  }
})
