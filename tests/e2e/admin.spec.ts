// The CMS as an editor uses it: signing in through the real form, editing the landing page, and the site showing the
// change on the very next request (Payload's hooks empty the page cache).
import type { APIRequestContext, Page } from '@playwright/test'
import { E2E_EDITOR, expect, test, visit } from './fixtures'

/**
 * The admin is server-rendered, then hydrated by React; typing before that is wiped and a click submits nothing.
 * React marks each element it has taken over with its own `__reactProps$…` key: wait for the login form's button.
 */
async function waitForAdminHydration(page: Page) {
  await page.waitForFunction(() => {
    const button = document.querySelector('form button[type="submit"]')
    return button !== null && Object.keys(button).some((key) => key.startsWith('__reactProps'))
  })
}

/** Fills in and sends the CMS login form. */
async function submitLogin(page: Page, who: { email: string; password: string }) {
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/admin\/login/)
  await waitForAdminHydration(page)
  const email = page.getByLabel('Email')
  const password = page.getByLabel('Password')
  await email.fill(who.email)
  await password.fill(who.password)
  await expect(email).toHaveValue(who.email)
  await expect(password).toHaveValue(who.password)
  await page.getByRole('button', { name: /^log ?in$/i }).click()
}

/** Signs in once, after hydration, and waits for the dashboard. */
async function signIn(page: Page, who: { email: string; password: string }) {
  await submitLogin(page, who)
  await expect(page).toHaveURL(/\/admin\/?$/)
  await expect(page.getByRole('link', { name: 'Edit Landing' })).toBeVisible()
}

type LandingGlobal = { hero: { heading: string; [key: string]: unknown } }

async function landing(api: APIRequestContext): Promise<LandingGlobal> {
  const response = await api.get('/api/globals/landing?depth=0')
  expect(response.status()).toBe(200)
  return (await response.json()) as LandingGlobal
}

test('an editor signs in through the login form and reaches the dashboard', async ({ page }) => {
  await signIn(page, E2E_EDITOR)
  await expect(page.getByRole('link', { name: 'Posts', exact: true }).first()).toBeVisible()
  // Coupons are for admins only; an editor is not even shown them.
  await expect(page.getByRole('link', { name: /Coupons/ })).toHaveCount(0)
})

test('a wrong password is refused and the visitor stays on the login page', async ({ page, consoleGuard }) => {
  // The failed login answers 401, which the browser reports as a failed resource load.
  consoleGuard.allow(/status of 401/)
  // An address with no account, so the real editor's account is never locked by failed attempts.
  await submitLogin(page, { email: 'nobody-here@cosmicinsights.test', password: 'wrong-password-1' })
  await expect(page.getByText(/email or password.*incorrect/i).first()).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/login/)
})

test('an editor changes the landing heading and the site shows it on the next request', async ({ page, editorApi, request }) => {
  const original = await landing(request)
  const heading = `Stars align for our testers ${Date.now()}`

  // The landing page is in the page cache before the edit.
  await request.get('/')
  expect((await request.get('/')).headers()['x-page-cache']).toBe('HIT')

  try {
    await signIn(page, E2E_EDITOR)
    await page.getByRole('link', { name: 'Edit Landing' }).click()
    await expect(page).toHaveURL(/\/admin\/globals\/landing/)
    await expect(page.getByRole('heading', { level: 1, name: 'Landing' })).toBeVisible()

    // The hero group comes first; its Heading field holds the hero heading.
    const field = page.getByRole('textbox', { name: /^Heading\b/ }).first()
    await expect(field).toHaveValue(original.hero.heading)
    await field.fill(heading)
    const save = page.getByRole('button', { name: 'Save', exact: true })
    await expect(save).toBeEnabled()
    await save.click()
    await expect(page.getByText(/updated successfully/i).first()).toBeVisible()
    expect((await landing(request)).hero.heading).toBe(heading)

    const site = await page.context().newPage()
    await visit(site, '/')
    await expect(site.getByRole('heading', { level: 1 })).toHaveText(heading)
    await site.close()
  } finally {
    const restore = await editorApi.post('/api/globals/landing', { data: { hero: original.hero } })
    expect(restore.status(), await restore.text()).toBe(200)
  }
  expect((await landing(request)).hero.heading).toBe(original.hero.heading)
  const home = await request.get('/')
  expect(await home.text()).toContain(original.hero.heading)
})

// No Gravatar or other outside request: admin.avatar is 'default' (payload.config.ts).
test('the CMS loads without CSP violations or requests to other sites', async ({ page, baseURL }) => {
  const violations: string[] = []
  const elsewhere: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
  })
  page.on('request', (request) => {
    const url = new URL(request.url())
    if ((url.protocol === 'http:' || url.protocol === 'https:') && url.origin !== new URL(baseURL!).origin) elsewhere.push(url.href)
  })
  await signIn(page, E2E_EDITOR)
  await page.getByRole('link', { name: 'Edit Landing' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Landing' })).toBeVisible()
  expect(violations).toEqual([])
  expect(elsewhere).toEqual([])
})
