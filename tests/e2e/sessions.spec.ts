// Sessions live on the server (ADR 035). Sign-out, "Sign out" on one device, "Sign out everywhere", a password
// change and a reset end them, so a copied cookie or an API token stops working at once.
import type { Browser, BrowserContext } from '@playwright/test'
import {
  createVerifiedCustomer,
  expect,
  linkIn,
  mailTo,
  newCustomer,
  signInThroughForm,
  signedInCustomer,
  test,
  visit,
  type Customer,
  toast,
} from './fixtures'

test.beforeEach(({ consoleGuard }) => consoleGuard.allow(/Failed to load resource: the server responded with a status of 4(00|01|04|29)/))

/** A second browser with a copy of this one's cookies, as someone who copied the `__session` cookie would have. */
async function copyOf(browser: Browser, context: BrowserContext) {
  return browser.newContext({ storageState: await context.storageState() })
}

/** Whether a browser context is signed in: /dashboard either opens or sends it to sign in. */
async function signedIn(context: BrowserContext) {
  const response = await context.request.get('/dashboard', { maxRedirects: 0 })
  return response.status() === 200
}

/** Another browser, signed in as the same customer. */
async function secondDevice(browser: Browser, customer: Customer, userAgent?: string) {
  const context = await browser.newContext(userAgent ? { userAgent } : {})
  const page = await context.newPage()
  await signInThroughForm(page, customer)
  await page.waitForURL('**/dashboard')
  return context
}

test('a copied session cookie is refused after Sign Out', async ({ page, browser }) => {
  await signedInCustomer(page, 'copied-cookie')
  await visit(page, '/dashboard')
  const copy = await copyOf(browser, page.context())
  try {
    expect(await signedIn(copy)).toBe(true)
    await page.getByRole('main').getByRole('button', { name: 'Sign Out' }).click()
    await expect(page).toHaveURL(/\/$/)
    expect(await signedIn(copy)).toBe(false)
  } finally {
    await copy.close()
  }
})

test('Settings lists where you are signed in and signs out one device', async ({ page, browser }) => {
  const customer = await signedInCustomer(page, 'revoke-one')
  const laptop = await secondDevice(browser, customer, 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:128.0) Gecko/20100101 Firefox/128.0')
  try {
    await visit(page, '/settings')
    const devices = page.getByRole('list', { name: 'Signed-in devices' }).getByRole('listitem')
    await expect(devices).toHaveCount(2)
    await expect(devices.filter({ hasText: 'This device' })).toHaveCount(1)
    const other = devices.filter({ hasNotText: 'This device' })
    await expect(other).toContainText('Firefox on macOS')
    await expect(other).toContainText(/Signed in \d{1,2} \w+ \d{4} · last seen \d{1,2} \w+ \d{4}/)
    await other.getByRole('button', { name: /^Sign out Firefox on macOS, signed in/ }).click()
    await expect(toast(page, 'Signed out')).toBeVisible()
    await expect(devices).toHaveCount(1)
    expect(await signedIn(laptop)).toBe(false)
    expect(await signedIn(page.context())).toBe(true)
  } finally {
    await laptop.close()
  }
})

test('a session id of another customer ends nothing', async ({ page, browser }) => {
  await signedInCustomer(page, 'revoke-owner')
  const stranger = await browser.newContext()
  try {
    const strangerPage = await stranger.newPage()
    await signedInCustomer(strangerPage, 'revoke-stranger')
    // The stranger's own session id, read from their list, is not in the first customer's reach.
    await visit(strangerPage, '/settings')
    const id = await strangerPage.locator('input[name="session"]').first().inputValue()
    const response = await page.request.post('/settings', { form: { intent: 'revoke', session: id }, maxRedirects: 0 })
    expect(response.status()).toBe(404)
    expect(await signedIn(stranger)).toBe(true)
  } finally {
    await stranger.close()
  }
})

test('Sign out everywhere ends every session, this one and the API tokens included', async ({ page, browser, playwright, baseURL }) => {
  const customer = await signedInCustomer(page, 'everywhere')
  const laptop = await secondDevice(browser, customer)
  const login = await page.request.post('/api/users/login', { data: { email: customer.email, password: customer.password } })
  const { token } = (await login.json()) as { token: string }
  const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Authorization: `JWT ${token}` } })
  try {
    expect(((await (await api.get('/api/users/me')).json()) as { user: unknown }).user).not.toBeNull()
    await visit(page, '/settings')
    await page.getByRole('button', { name: 'Sign out everywhere' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(toast(page, 'Signed out everywhere')).toBeVisible()
    expect(await signedIn(page.context())).toBe(false)
    expect(await signedIn(laptop)).toBe(false)
    expect(((await (await api.get('/api/users/me')).json()) as { user: unknown }).user).toBeNull()
  } finally {
    await laptop.close()
    await api.dispose()
  }
})

test('a password change ends every other session and the old cookie of this browser', async ({ page, browser }) => {
  const customer = await signedInCustomer(page, 'change-ends')
  const before = await copyOf(browser, page.context())
  const laptop = await secondDevice(browser, customer)
  try {
    await visit(page, '/settings')
    await page.getByLabel('Current password').fill(customer.password)
    await page.getByLabel('New password', { exact: true }).fill('a-fresh-password-7')
    await page.getByLabel('Repeat the new password').fill('a-fresh-password-7')
    await page.getByRole('button', { name: 'Change password' }).click()
    await expect(toast(page, 'Password changed')).toBeVisible()
    expect(await signedIn(page.context())).toBe(true)
    expect(await signedIn(laptop)).toBe(false)
    // This browser carries on in a new session; a copy of its cookie from before the change is worthless.
    expect(await signedIn(before)).toBe(false)
  } finally {
    await before.close()
    await laptop.close()
  }
})

test('a password reset ends every session, a copied cookie included', async ({ page, browser }) => {
  const customer = await createVerifiedCustomer(page.request, newCustomer('reset-ends'))
  await signInThroughForm(page, customer)
  await page.waitForURL('**/dashboard')
  const copy = await copyOf(browser, page.context())
  const fresh = await browser.newContext()
  try {
    const askedAt = Date.now()
    expect((await fresh.request.post('/auth/forgot', { form: { email: customer.email }, maxRedirects: 0 })).status()).toBe(200)
    const link = linkIn(await mailTo(customer.email, { subject: /reset/i, after: askedAt - 1000 }), '/auth/reset')
    const token = new URL(link).searchParams.get('token')!
    const reset = await fresh.request.post('/auth/reset', {
      form: { token, password: 'reset-password-8', confirmPassword: 'reset-password-8' },
      maxRedirects: 0,
    })
    expect(reset.status()).toBe(302)
    expect(await signedIn(page.context())).toBe(false)
    expect(await signedIn(copy)).toBe(false)
    expect(await signedIn(fresh)).toBe(true)
  } finally {
    await copy.close()
    await fresh.close()
  }
})

test('a customer API token is refused after /api/users/logout', async ({ playwright, baseURL, request }) => {
  const customer = await createVerifiedCustomer(request, newCustomer('jwt-logout'))
  const login = await request.post('/api/users/login', { data: { email: customer.email, password: customer.password } })
  expect(login.status()).toBe(200)
  const { token } = (await login.json()) as { token: string }
  const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Authorization: `JWT ${token}` } })
  try {
    expect(((await (await api.get('/api/users/me')).json()) as { user: { email: string } | null }).user?.email).toBe(customer.email)
    expect((await api.post('/api/users/logout')).status()).toBe(200)
    expect(((await (await api.get('/api/users/me')).json()) as { user: unknown }).user).toBeNull()
    expect([401, 403]).toContain((await api.get(`/api/profiles`)).status())
  } finally {
    await api.dispose()
  }
})
