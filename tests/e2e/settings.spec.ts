// Issue 3: settings — language, password, download my data, delete my account.
import fs from 'node:fs'
import { expect, expectNoSeriousA11yViolations, signInThroughForm, signedInCustomer, test, visit } from './fixtures'

test.beforeEach(({ consoleGuard }) => consoleGuard.allow(/Failed to load resource: the server responded with a status of 4(00|01)/))

const toast = (page: import('@playwright/test').Page, text: string) => page.locator('[data-toast-region]').getByText(text, { exact: true })

test('the dashboard Settings button opens settings', async ({ page }) => {
  await signedInCustomer(page, 'settings-open')
  await page.getByRole('link', { name: 'Settings' }).click()
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible()
  await expectNoSeriousA11yViolations(page)
})

test('the preferred language can be changed', async ({ page }) => {
  await signedInCustomer(page, 'settings-lang')
  await visit(page, '/settings')
  await page.getByLabel('Preferred language').selectOption('hi')
  await page.getByRole('button', { name: 'Save language' }).click()
  await expect(toast(page, 'Language saved')).toBeVisible()
  await visit(page, '/settings')
  await expect(page.getByLabel('Preferred language')).toHaveValue('hi')
})

test('download my data gives a JSON file with the account and the birth profile', async ({ page }) => {
  const customer = await signedInCustomer(page, 'settings-export', 'Export Person')
  await visit(page, '/horoscope')
  await page.getByLabel('Full Name').fill('Export Person')
  await page.getByLabel('Day').selectOption('2')
  await page.getByLabel('Month').selectOption({ label: 'October' })
  await page.getByLabel('Year').selectOption('1969')
  await page.getByRole('combobox', { name: 'Place of birth' }).fill('Porbandar')
  await page.getByRole('option', { name: /Porbandar/ }).first().click()
  await page.getByRole('radio', { name: 'Male', exact: true }).check()
  await page.getByRole('button', { name: 'Save My Cosmic Profile' }).click()
  await page.waitForURL('**/dashboard')

  await visit(page, '/settings')
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download my data' }).click()])
  expect(download.suggestedFilename()).toMatch(/^cosmic-insights-data-\d{4}-\d{2}-\d{2}\.json$/)
  const data = JSON.parse(fs.readFileSync((await download.path())!, 'utf8'))
  expect(data.account).toMatchObject({ email: customer.email, fullName: 'Export Person', preferredLanguage: 'en' })
  expect(data.profiles).toHaveLength(1)
  expect(data.profiles[0]).toMatchObject({ fullName: 'Export Person', dateOfBirth: '1969-10-02', gender: 'male', timeZone: 'Asia/Kolkata' })
  expect(data.profiles[0].placeName).toMatch(/Porbandar/)
  expect(JSON.stringify(data)).not.toMatch(/hash|salt|enc1\./)
})

test('download my data needs a session', async ({ request }) => {
  const response = await request.get('/settings/export', { maxRedirects: 0 })
  expect(response.status()).toBe(302)
  expect(response.headers().location).toBe('/auth?redirectTo=%2Fsettings%2Fexport')
})

test('changing the password needs the current one and signs out every other session', async ({ page, browser }) => {
  const customer = await signedInCustomer(page, 'settings-pw')
  const other = await browser.newContext()
  const otherPage = await other.newPage()
  await signInThroughForm(otherPage, customer)
  await otherPage.waitForURL('**/dashboard')

  await visit(page, '/settings')
  await page.getByLabel('Current password').fill('wrong-password')
  await page.getByLabel('New password', { exact: true }).fill('a-new-password')
  await page.getByLabel('Repeat the new password').fill('a-new-password')
  await page.getByRole('button', { name: 'Change password' }).click()
  await expect(page.getByText('Your current password is not correct.')).toBeVisible()

  await page.getByLabel('Current password').fill(customer.password)
  await page.getByLabel('New password', { exact: true }).fill('short')
  await page.getByRole('button', { name: 'Change password' }).click()
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible()

  await page.getByLabel('New password', { exact: true }).fill('a-new-password')
  await page.getByLabel('Repeat the new password').fill('a-new-password')
  await page.getByRole('button', { name: 'Change password' }).click()
  await expect(toast(page, 'Password changed')).toBeVisible()

  // This browser stays signed in; the other one is out.
  await visit(page, '/dashboard')
  await otherPage.goto('/dashboard')
  await expect(otherPage).toHaveURL(/\/auth\?redirectTo=%2Fdashboard/)
  await signInThroughForm(otherPage, { email: customer.email, password: 'a-new-password' }, '/auth')
  await otherPage.waitForURL('**/dashboard')
  await other.close()
})

test('deleting the account needs confirmation, then removes it and signs out', async ({ page }) => {
  const customer = await signedInCustomer(page, 'settings-delete')
  await visit(page, '/settings')
  await page.getByRole('button', { name: 'Delete my account…' }).click()
  await page.getByRole('button', { name: 'Cancel' }).click()
  await page.getByRole('button', { name: 'Delete my account…' }).click()
  await page.getByLabel('Type DELETE to confirm').fill('delete please')
  await page.getByRole('button', { name: 'Delete my account permanently' }).click()
  await expect(page.getByText('Type DELETE to confirm').last()).toBeVisible()
  await expect(page).toHaveURL(/\/settings$/)

  await page.getByLabel('Type DELETE to confirm').fill('DELETE')
  await page.getByRole('button', { name: 'Delete my account permanently' }).click()
  await page.waitForURL('**/auth')
  await expect(toast(page, 'Account deleted')).toBeVisible()

  await page.goto('/dashboard')
  await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fdashboard/)
  const response = await page.request.post('/auth', { form: { intent: 'sign-in', email: customer.email, password: customer.password }, maxRedirects: 0 })
  expect(response.status()).toBe(401)
})

test('settings forms refuse malformed posts with 4xx, and a signed-out post changes nothing', async ({ page, request }) => {
  await signedInCustomer(page, 'settings-hostile')
  const forms: Record<string, string>[] = [{}, { intent: 'language', preferredLanguage: 'xx' }, { intent: 'password' }, { intent: 'delete', confirm: 'nope' }, { intent: 'unknown' }]
  for (const form of forms) {
    const response = await page.request.post('/settings', { form, maxRedirects: 0 })
    expect(response.status(), JSON.stringify(form)).toBe(400)
  }
  // The `request` fixture shares no cookies with the page: a visitor without a session.
  const signedOut = await request.post('/settings', { form: { intent: 'delete', confirm: 'DELETE' }, maxRedirects: 0 })
  expect(signedOut.status()).toBe(302)
  expect(signedOut.headers().location).toBe('/auth?redirectTo=%2Fsettings')
  await visit(page, '/dashboard')
  await expect(page).toHaveURL(/\/dashboard$/)
})
