// The dashboard's profile summary: the place of birth by its name; its time zone and coordinates only when
// the visitor asks for them, behind a disclosure like the birth-place search's.
import { createVerifiedCustomer, expect, expectNoSeriousA11yViolations, newCustomer, signInThroughForm, test, visit } from './fixtures'

for (const [lng, summaryName, tab] of [
  ['en', 'Coordinates and time zone', 'Daily'],
  ['hi', 'निर्देशांक और समय क्षेत्र', 'आज'],
] as const) {
  test(`the dashboard names the place and keeps the zone and coordinates behind a disclosure (${lng})`, async ({ page }) => {
    // The account's language decides the signed-in pages' language (ADR 056).
    await signInThroughForm(page, await createVerifiedCustomer(page.request, newCustomer(`dashboard-place-${lng}`), lng))
    await page.waitForURL('**/dashboard')
    const saved = await page.request.post('/horoscope', {
      form: {
        fullName: 'Asha Verma',
        birthDay: '14',
        birthMonth: '8',
        birthYear: '1992',
        birthTimeUnknown: 'on',
        gender: 'female',
        placeManual: 'on',
        placeName: 'Hampi',
        latitude: '15.335',
        longitude: '76.46',
        timeZone: 'Asia/Kolkata',
      },
      maxRedirects: 0,
    })
    expect(saved.status()).toBe(302)
    await visit(page, '/dashboard')
    const summary = page.getByRole('tabpanel', { name: tab })
    await expect(summary.getByText('Hampi', { exact: true })).toBeVisible()
    await expect(summary.getByText('Asia/Kolkata')).toBeHidden()
    await expect(summary.getByText(/15\.34° /)).toBeHidden()
    await expectNoSeriousA11yViolations(page)

    await summary.getByText(summaryName, { exact: true }).click()
    await expect(summary.getByText('Asia/Kolkata')).toBeVisible()
    await expect(summary.getByText(/15\.34° /)).toBeVisible()
  })
}
