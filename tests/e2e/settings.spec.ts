// Settings — language, password, download my data, delete my account.
import fs from 'node:fs'
import type { APIRequestContext, Page } from '@playwright/test'
import {
  expect,
  expectNoSeriousA11yViolations,
  linkIn,
  mailTo,
  signInThroughForm,
  signedInCustomer,
  test,
  visit,
  type Customer,
  ANY_DATABASE,
  ANY_WIDTH,
  toast,
} from './fixtures'

test.beforeEach(({ consoleGuard }) => consoleGuard.allow(/Failed to load resource: the server responded with a status of 4(00|01)/))

/** Saves a birth profile (2 October 1969, Porbandar, male) through the form and lands on the dashboard. */
async function saveProfile(page: Page, fullName: string) {
  await visit(page, '/horoscope')
  await page.getByLabel('Full Name').fill(fullName)
  await page.getByLabel('Day').selectOption('2')
  await page.getByLabel('Month').selectOption({ label: 'October' })
  await page.getByLabel('Year').selectOption('1969')
  await page.getByRole('combobox', { name: 'Place of birth' }).fill('Porbandar')
  await page
    .getByRole('option', { name: /Porbandar/ })
    .first()
    .click()
  await page.getByRole('radio', { name: 'Male', exact: true }).check()
  await page.getByRole('button', { name: 'Save My Cosmic Profile' }).click()
  await page.waitForURL('**/dashboard')
}

/** What the CMS holds for an e-mail address: the customer accounts, and the profiles of the first one (or of `userId`). */
async function storedFor(adminApi: APIRequestContext, email: string, userId?: number | string) {
  const users = (await (await adminApi.get(`/api/users?where[email][equals]=${encodeURIComponent(email)}&depth=0`)).json()) as {
    docs: { id: number | string }[]
  }
  const id = userId ?? users.docs[0]?.id
  const profiles =
    id === undefined ? { totalDocs: 0 } : ((await (await adminApi.get(`/api/profiles?where[user][equals]=${id}&depth=0`)).json()) as { totalDocs: number })
  return { userIds: users.docs.map((user) => user.id), profiles: profiles.totalDocs }
}

/** Signs the same address up again and verifies it, reading only the mail sent after this sign-up. */
async function signUpAgain(api: APIRequestContext, customer: Customer) {
  const after = Date.now()
  const signUp = await api.post('/auth', {
    form: { intent: 'sign-up', fullName: customer.fullName, email: customer.email, password: customer.password, preferredLanguage: 'en' },
    maxRedirects: 0,
  })
  expect(signUp.status(), 'the freed address can sign up again').toBe(200)
  const mail = await mailTo(customer.email, { subject: /confirm/i, after })
  expect((await api.get(linkIn(mail, '/auth/verify'), { maxRedirects: 0 })).status()).toBe(302)
}

test('the dashboard Settings button opens settings', ANY_DATABASE, async ({ page }) => {
  await signedInCustomer(page, 'settings-open')
  await visit(page, '/dashboard')
  // The button beside the profile card; the Settings tile below it leads to the same page.
  await page.getByRole('link', { name: 'Settings', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible()
  await expectNoSeriousA11yViolations(page)
})

test('choosing Hindi in Settings turns the whole site Hindi, and the toast says so in Hindi', async ({ page }) => {
  await signedInCustomer(page, 'settings-lang')
  await visit(page, '/settings')
  await page.getByLabel('Preferred language').selectOption('hi')
  await page.getByRole('button', { name: 'Save language' }).click()
  await expect(toast(page, 'भाषा सहेजी गई')).toBeVisible()
  await expect(toast(page, 'अब साइट और हमारे ईमेल आपको हिन्दी में मिलेंगे।')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'सेटिंग्स', level: 1 })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN')
  await visit(page, '/settings')
  await expect(page.getByLabel('पसंदीदा भाषा')).toHaveValue('hi')
  await visit(page, '/dashboard')
  await expect(page.getByRole('heading', { name: /^स्वागत है, / })).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  // And back: English again, the toast in English.
  await visit(page, '/settings')
  await page.getByLabel('पसंदीदा भाषा').selectOption('en')
  await page.getByRole('button', { name: 'भाषा सहेजें' }).click()
  await expect(toast(page, 'Language saved')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible()
})

test('a customer who picks a language the site is not in is told, in English, that the site stays English', async ({ page }) => {
  await signedInCustomer(page, 'settings-es')
  await visit(page, '/settings')
  await expect(page.getByRole('option', { name: 'Español (Spanish) — English for now' })).toBeAttached()
  await page.getByLabel('Preferred language').selectOption('es')
  await page.getByRole('button', { name: 'Save language' }).click()
  await expect(toast(page, 'We do not have the site in Spanish yet, so you will see it and our e-mails in English for now.')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible()
})

test('download my data gives a JSON file with the account and the birth profile', async ({ page }) => {
  const customer = await signedInCustomer(page, 'settings-export', 'Export Person')
  await saveProfile(page, 'Export Person')

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

test('download my data needs a session', ANY_DATABASE, async ({ request }) => {
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

test('without JavaScript a password change keeps this browser signed in, on the settings page', ANY_WIDTH, async ({ page, browser }) => {
  const customer = await signedInCustomer(page, 'settings-password-nojs')
  const bare = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() })
  const plain = await bare.newPage()
  try {
    await plain.goto('/settings')
    await plain.getByLabel('Current password').fill(customer.password)
    await plain.getByLabel('New password', { exact: true }).fill('a-plain-password-8')
    await plain.getByLabel('Repeat the new password').fill('a-plain-password-8')
    await plain.getByRole('button', { name: 'Change password' }).click()
    // Drawn with the new session: still the settings, not sign-in.
    await expect(plain).toHaveURL(/\/settings$/)
    await expect(plain.getByLabel('Current password')).toBeVisible()
    await plain.goto('/dashboard')
    await expect(plain).toHaveURL(/\/dashboard$/)
  } finally {
    await bare.close()
  }
})

test('deleting the account needs confirmation and the password, then removes it and signs out', async ({ page }) => {
  const customer = await signedInCustomer(page, 'settings-delete')
  await visit(page, '/settings')
  // The step opens in place with the focus in its field; Cancel closes it and gives the focus back.
  await page.getByRole('button', { name: 'Delete my account…' }).click()
  await expect(page.getByLabel('Type DELETE to confirm')).toBeFocused()
  await expect(page).toHaveURL(/\/settings$/)
  await page.getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByLabel('Type DELETE to confirm')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Delete my account…' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByLabel('Type DELETE to confirm')).toBeFocused()
  await page.getByLabel('Type DELETE to confirm').fill('delete please')
  await page.getByRole('button', { name: 'Delete my account permanently' }).click()
  await expect(page.getByText('Type DELETE to confirm').last()).toBeVisible()
  await expect(page).toHaveURL(/\/settings$/)

  // The right word and a wrong password: refused, nothing deleted.
  await page.getByLabel('Type DELETE to confirm').fill('DELETE')
  await page.getByLabel('Your password').fill('not-my-password')
  await page.getByRole('button', { name: 'Delete my account permanently' }).click()
  await expect(page.getByText('Your current password is not correct.')).toBeVisible()
  await expect(page).toHaveURL(/\/settings$/)
  await visit(page, '/dashboard')

  await visit(page, '/settings')
  await page.getByRole('button', { name: 'Delete my account…' }).click()
  await page.getByLabel('Type DELETE to confirm').fill('DELETE')
  await page.getByLabel('Your password').fill(customer.password)
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
  const forms: Record<string, string>[] = [
    {},
    { intent: 'language', preferredLanguage: 'xx' },
    { intent: 'password' },
    // A password of spaces is no password, never a server error.
    { intent: 'password', currentPassword: '      ', newPassword: 'a-new-password-5', confirmPassword: 'a-new-password-5' },
    { intent: 'delete', confirm: 'nope' },
    { intent: 'delete', confirm: 'DELETE' },
    { intent: 'delete', confirm: 'DELETE', password: '      ' },
    { intent: 'revoke', session: '../1' },
    { intent: 'unknown' },
  ]
  for (const form of forms) {
    const response = await page.request.post('/settings', { form, maxRedirects: 0 })
    expect(response.status(), JSON.stringify(form)).toBe(400)
  }
  // The `request` fixture shares no cookies with the page: a visitor without a session.
  const signedOut = await request.post('/settings', { form: { intent: 'delete', confirm: 'DELETE', password: 'whatever-1' }, maxRedirects: 0 })
  expect(signedOut.status()).toBe(302)
  expect(signedOut.headers().location).toBe('/auth?redirectTo=%2Fsettings')
  await visit(page, '/dashboard')
  await expect(page).toHaveURL(/\/dashboard$/)
})

test('deleting an account that has a birth profile removes the profile too', async ({ page, adminApi }) => {
  const customer = await signedInCustomer(page, 'settings-delete-profile', 'Profile Holder')
  await saveProfile(page, 'Profile Holder')
  // A draft left in this browser goes with the account.
  await page.evaluate(() => window.localStorage.setItem('astrologyData', JSON.stringify({ fullName: 'Profile Holder' })))
  const before = await storedFor(adminApi, customer.email)
  expect(before.userIds).toHaveLength(1)
  expect(before.profiles).toBe(1)

  await visit(page, '/settings')
  await page.getByRole('button', { name: 'Delete my account…' }).click()
  await page.getByLabel('Type DELETE to confirm').fill('DELETE')
  await page.getByLabel('Your password').fill(customer.password)
  await page.getByRole('button', { name: 'Delete my account permanently' }).click()
  await page.waitForURL('**/auth')
  await expect(toast(page, 'Account deleted')).toBeVisible()
  expect(await page.evaluate(() => window.localStorage.getItem('astrologyData'))).toBeNull()

  const after = await storedFor(adminApi, customer.email, before.userIds[0])
  expect(after).toEqual({ userIds: [], profiles: 0 })

  // The same address signs up again and starts from nothing: no profile, and none in the data export.
  await signUpAgain(page.request, customer)
  await signInThroughForm(page, customer)
  await page.waitForURL('**/dashboard')
  await expect(page.getByRole('heading', { name: 'Complete Your Profile' })).toBeVisible()
  await visit(page, '/horoscope')
  await expect(page.getByLabel('Full Name')).toHaveValue('')
  const exported = await page.request.get('/settings/export')
  expect(exported.status()).toBe(200)
  expect(((await exported.json()) as { profiles: unknown[] }).profiles).toEqual([])
})

test('deleting the account works without JavaScript', async ({ page, browser }) => {
  const customer = await signedInCustomer(page, 'settings-delete-nojs')
  const context = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() })
  const noJs = await context.newPage()
  try {
    await noJs.goto('/settings')
    await noJs.getByRole('button', { name: 'Delete my account…' }).click()
    await expect(noJs).toHaveURL(/\/settings\?delete=confirm$/)
    await expect(noJs.getByLabel('Type DELETE to confirm')).toBeFocused()
    await noJs.getByRole('button', { name: 'Cancel' }).click()
    await expect(noJs.getByLabel('Type DELETE to confirm')).toHaveCount(0)
    await expect(noJs.getByRole('button', { name: 'Delete my account…' })).toBeVisible()

    await noJs.getByRole('button', { name: 'Delete my account…' }).click()
    await noJs.getByLabel('Type DELETE to confirm').fill('nope')
    const refused = noJs.waitForResponse((response) => response.request().method() === 'POST')
    await noJs.getByRole('button', { name: 'Delete my account permanently' }).click()
    expect((await refused).status()).toBe(400)
    await expect(noJs.getByLabel('Type DELETE to confirm')).toHaveAccessibleDescription('Type DELETE to confirm')

    // The right word and a wrong password: refused with a message on the password field, nothing deleted.
    await noJs.getByLabel('Type DELETE to confirm').fill('DELETE')
    await noJs.getByLabel('Your password').fill('not-my-password')
    const wrongPassword = noJs.waitForResponse((response) => response.request().method() === 'POST')
    await noJs.getByRole('button', { name: 'Delete my account permanently' }).click()
    expect((await wrongPassword).status()).toBe(400)
    await expect(noJs.getByLabel('Your password')).toHaveAccessibleDescription('Your current password is not correct.')

    await noJs.getByLabel('Type DELETE to confirm').fill('DELETE')
    await noJs.getByLabel('Your password').fill(customer.password)
    await noJs.getByRole('button', { name: 'Delete my account permanently' }).click()
    await expect(noJs).toHaveURL(/\/auth$/)
  } finally {
    await context.close()
  }
  const response = await page.request.post('/auth', { form: { intent: 'sign-in', email: customer.email, password: customer.password }, maxRedirects: 0 })
  expect(response.status()).toBe(401)
})

test('a settings post that is not a form answers 400 and changes nothing', ANY_DATABASE, async ({ page }) => {
  await signedInCustomer(page, 'settings-not-a-form')
  const bodies = [
    { headers: { 'Content-Type': 'application/json' }, data: JSON.stringify({ intent: 'delete', confirm: 'DELETE' }) },
    { headers: { 'Content-Type': 'text/plain' }, data: 'intent=delete&confirm=DELETE' },
    { headers: { 'Content-Type': 'multipart/form-data; boundary=x' }, data: '--x\r\nbroken' },
  ]
  for (const body of bodies) {
    const response = await page.request.post('/settings', { ...body, maxRedirects: 0 })
    expect(response.status(), body.headers['Content-Type']).toBe(400)
  }
  await visit(page, '/dashboard')
  await expect(page).toHaveURL(/\/dashboard$/)
})
