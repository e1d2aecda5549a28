// Rules of the profile form that only the server can hold, posted as the form posts them (spec 5).
import { expect, signedInCustomer, test, visit } from './fixtures'

test.beforeEach(({ consoleGuard }) => consoleGuard.allow(/Failed to load resource: the server responded with a status of 400/))

/** The date that is already today at UTC+14, the latest the form's own date check allows. */
function latestDateOnEarth() {
  return new Date(Date.now() + 14 * 3600_000).toISOString().slice(0, 10).split('-').map(Number) as [number, number, number]
}

test('a birth date may not be later than today at the place of birth', async ({ page }) => {
  await signedInCustomer(page, 'profile-future')
  const [year, month, day] = latestDateOnEarth()
  const form = (timeZone: string) => ({
    fullName: 'Born Today',
    birthDay: String(day),
    birthMonth: String(month),
    birthYear: String(year),
    birthTimeUnknown: 'on',
    gender: 'female',
    placeManual: 'on',
    placeName: 'Somewhere',
    latitude: '-14.27',
    longitude: '-170.70',
    timeZone,
  })
  // Pago Pago (UTC−11) is always a day or more behind UTC+14: that date has not come there yet.
  const refused = await page.request.post('/horoscope', { form: form('Pacific/Pago_Pago'), maxRedirects: 0 })
  expect(refused.status()).toBe(400)
  expect(await refused.text()).toContain('Date of birth must be between 1 January 1920 and today')
  await visit(page, '/dashboard')
  await expect(page.getByRole('heading', { name: 'Complete Your Profile' })).toBeVisible()

  // At Kiritimati (UTC+14) it is today.
  const saved = await page.request.post('/horoscope', { form: form('Pacific/Kiritimati'), maxRedirects: 0 })
  expect(saved.status()).toBe(302)
  await visit(page, '/dashboard')
  await expect(page.getByTestId('sun-sign')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Complete Your Profile' })).toHaveCount(0)
})
