// The kundli page (docs/features.md, "Kundli"): signed out it sends to sign-in, without a profile to the profile form;
// with one it shows the rasi and navamsa charts in both styles, the planet table, the Vimshottari table with the
// running periods marked, Saturn's periods, the yogas and the remedies, in English and Hindi, at 320, 390 and 1366 px,
// as plain HTML, and offers the same as a PDF.
import {
  ANY_WIDTH,
  ECLIPSE_BIRTH,
  expect,
  expectNoSeriousA11yViolations,
  expectNoSidewaysScroll,
  saveProfile,
  signedInCustomer,
  test,
  toast,
  visit,
} from './fixtures'

test.describe('kundli', () => {
  test('signed out, it asks to sign in and comes back', ANY_WIDTH, async ({ page }) => {
    const answer = await page.request.get('/kundli', { maxRedirects: 0 })
    expect(answer.status()).toBe(302)
    expect(answer.headers().location).toBe('/auth?redirectTo=%2Fkundli')
    const pdf = await page.request.get('/kundli/pdf', { maxRedirects: 0 })
    expect(pdf.status()).toBe(302)
    expect(pdf.headers().location).toBe('/auth?redirectTo=%2Fkundli%2Fpdf')
  })

  test('without a profile, it sends to the profile form', ANY_WIDTH, async ({ page }) => {
    await signedInCustomer(page, 'kundli-none')
    await page.goto('/kundli')
    await page.waitForURL('**/horoscope')
    await expect(toast(page, 'Profile Required')).toBeVisible()
  })

  test('with a profile, the whole kundli at every width, then in Hindi', async ({ page, baseURL }) => {
    // Three widths and two languages, each checked by axe: more than one test's usual time on a busy machine.
    test.slow()
    await signedInCustomer(page, 'kundli-full')
    await saveProfile(page.request, 'Kavya Rao', ECLIPSE_BIRTH)
    await visit(page, '/dashboard')
    await page.getByTestId('kundli-link').click()
    await page.waitForURL('**/kundli')
    await expect(page.getByRole('heading', { level: 1, name: 'Your kundli' })).toBeVisible()

    // Four charts: rasi and navamsa, North and South Indian.
    await expect(page.locator('svg[data-kundli="north"]')).toHaveCount(2)
    await expect(page.locator('svg[data-kundli="south"]')).toHaveCount(2)

    // 3 Nov 1994 at 10:30 in New Delhi: Dhanu rises; the Sun and the eclipsed Moon are together in Tula (Swati), the
    // 11th sign from Dhanu. The Sun is debilitated in Tula; the Moon beside it is combust, in Venus's (neutral) sign.
    const table = page.getByTestId('planet-table')
    await expect(table.locator('tr[data-graha="lagna"] td').first()).toHaveText('Dhanu')
    const sun = table.locator('tr[data-graha="sun"] td')
    await expect(sun.nth(0)).toHaveText('Tula')
    await expect(sun.nth(2)).toContainText('Swati')
    await expect(sun.nth(4)).toHaveText('11')
    await expect(sun.nth(5)).toHaveText('Debilitated')
    const moon = table.locator('tr[data-graha="moon"] td')
    await expect(moon.nth(5)).toHaveText('Neutral sign')
    await expect(moon.nth(6)).toContainText('Combust')
    await expect(table.locator('tr[data-graha="rahu"] td').nth(6)).toHaveText('Retrograde')

    // Nine mahadashas, the running one open with its running antardasha marked; Saturn's periods; four yogas.
    const dashas = page.getByTestId('dasha-table').locator('details')
    await expect(dashas).toHaveCount(9)
    await expect(dashas.and(page.locator('[open]'))).toHaveCount(1)
    await expect(dashas.and(page.locator('[data-running]')).locator('tr[data-running]')).toHaveCount(1)
    await expect(page.getByTestId('saturn-table').locator('tbody tr').first()).toBeVisible()
    await expect(page.getByTestId('yogas').locator('li')).toHaveCount(4)

    // Remedies (ADR 254): the debilitated Sun and the combust Moon are among the grahas called for, each with why and
    // the CMS's mantra, gemstone and charity; the page offers an astrologer.
    const remedies = page.getByTestId('remedies')
    const sunRemedy = remedies.locator('li[data-graha="sun"]')
    await expect(sunRemedy).toContainText('debilitated in your chart')
    await expect(sunRemedy.locator('[data-kind="mantra"] dd')).toContainText('Om Suryaya Namah')
    await expect(sunRemedy.locator('[data-kind="gemstone"] dd')).toContainText('Ruby')
    await expect(sunRemedy.locator('[data-kind="charity"] dd')).toContainText('wheat')
    await expect(remedies.locator('li[data-graha="moon"]')).toContainText('combust in your chart')
    await expect(remedies.locator('li', { hasText: 'rules your running mahadasha' })).toHaveCount(1)
    await expect(page.getByRole('link', { name: 'Unsure which remedy suits you? Ask an astrologer' })).toHaveAttribute('href', '/consultations')

    // The same as a PDF, from a plain link (ADR 254).
    await expect(page.getByTestId('kundli-pdf')).toHaveAttribute('href', '/kundli/pdf')
    const pdf = await page.request.get('/kundli/pdf')
    expect(pdf.status()).toBe(200)
    expect(pdf.headers()['content-type']).toBe('application/pdf')
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-')

    for (const width of [320, 390, 1366]) {
      await page.setViewportSize({ width, height: 800 })
      await expectNoSidewaysScroll(page, `the kundli scrolls sideways at ${width} px`)
      await expectNoSeriousA11yViolations(page)
    }

    const switched = await page.request.post('/language', {
      form: { lng: 'hi', redirectTo: '/kundli' },
      headers: { Origin: new URL(baseURL!).origin },
      maxRedirects: 0,
    })
    expect(switched.status()).toBe(303)
    await visit(page, '/kundli')
    await expect(page.getByRole('heading', { level: 1, name: 'आपकी कुंडली' })).toBeVisible()
    await expect(page.getByTestId('planet-table').locator('tr[data-graha="sun"] td').nth(5)).toHaveText('नीच')
    await expect(page.getByTestId('remedies').locator('li[data-graha="sun"] [data-kind="mantra"] dd')).toContainText('ॐ सूर्याय नमः')
    await page.setViewportSize({ width: 320, height: 800 })
    await expectNoSidewaysScroll(page, 'the Hindi kundli scrolls sideways at 320 px')
    await expectNoSeriousA11yViolations(page)
  })

  test('works before JavaScript: the charts and tables are in the HTML', ANY_WIDTH, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
    const page = await context.newPage()
    await signedInCustomer(page, 'kundli-nojs')
    await saveProfile(page.request, 'Kavya Rao', { ...ECLIPSE_BIRTH, time: null })
    await page.goto('/kundli')
    await expect(page.getByTestId('moon-reference')).toBeVisible()
    await expect(page.locator('svg[data-kundli]')).toHaveCount(4)
    await expect(page.getByTestId('planet-table').locator('tr[data-graha="lagna"]')).toHaveCount(0)
    await context.close()
  })
})
