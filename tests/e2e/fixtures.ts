// Shared helpers for the browser tests: a console guard that fails a test on unexpected errors, the axe check,
// hydration-aware navigation, and REST helpers that act as a CMS staff member.
import fs from 'node:fs'
import { createRequire } from 'node:module'
import { test as base, expect, request as playwrightRequest, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { TOAST_COOKIE } from '../../app/utils/cookie-names.mjs'
import { profileForm, type Birth } from '../helpers/profile-form'
import { E2E_ADMIN, E2E_EDITOR } from '../setup/e2e-credentials'
import { E2E_MAIL_DIR } from '../setup/e2e-paths'
import { linkIn, mailIn, waitForMail, type CaughtMail } from '../setup/mail-catcher.mjs'

export { expect }
export { E2E_EDITOR }

const require = createRequire(import.meta.url)
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')

type ConsoleGuard = {
  /** Errors matching this pattern are expected in this test (say the 404 of a page the test visits on purpose). */
  allow(pattern: RegExp): void
  /** Everything collected so far, for tests that assert on it themselves. */
  readonly messages: string[]
}

type StaffFixtures = {
  consoleGuard: ConsoleGuard
  /** REST client signed in as the E2E editor (role editor). */
  editorApi: APIRequestContext
  /** REST client signed in as the E2E admin (role admin). */
  adminApi: APIRequestContext
}

let visitor = 0

export const test = base.extend<StaffFixtures>({
  // Each test is a different visitor to the server (TRUST_PROXY is on in the test server), as in real life: the
  // per-address rate limits then count one visitor's attempts. Tests of those limits set their own address.
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this destructuring and requires it even when empty
  extraHTTPHeaders: async ({}, use, testInfo) => {
    visitor += 1
    await use({ 'X-Forwarded-For': `10.${testInfo.workerIndex % 250}.${Math.floor(visitor / 250) % 250}.${(visitor % 250) + 1}` })
  },
  // Every page a test opens is watched: console errors and uncaught exceptions fail the test at its end.
  consoleGuard: [
    async ({ page }, use, testInfo) => {
      const messages: string[] = []
      const allowed: RegExp[] = []
      page.on('console', (message) => {
        if (message.type() !== 'error') return
        const where = message.location().url
        messages.push(`console.error: ${message.text()}${where ? ` (${where})` : ''}`)
      })
      page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`))
      await use({ allow: (pattern) => allowed.push(pattern), messages })
      // A test that already failed reports its own error; this one would only hide it.
      if (testInfo.status !== testInfo.expectedStatus) return
      const unexpected = messages.filter((text) => !allowed.some((pattern) => pattern.test(text)))
      expect(unexpected, 'unexpected console errors or uncaught exceptions on the page').toEqual([])
    },
    { auto: true },
  ],
  editorApi: async ({ baseURL }, use) => {
    const api = await staffApi(baseURL!, E2E_EDITOR)
    await use(api)
    await api.dispose()
  },
  adminApi: async ({ baseURL }, use) => {
    const api = await staffApi(baseURL!, E2E_ADMIN)
    await use(api)
    await api.dispose()
  },
})

/** Waits for React (or the landing page's island script) to take over, so clicks are handled in the page. */
export async function waitForHydration(page: Page) {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
}

/** Opens a path, checks its status and waits for hydration. */
export async function visit(page: Page, path: string, status = 200) {
  const response = await page.goto(path)
  expect(response, `no response for ${path}`).not.toBeNull()
  expect(response!.status(), `status of ${path}`).toBe(status)
  await waitForHydration(page)
  return response!
}

/** The one place a page says an outcome (ADR 080): the toast's region, whether or not a toast is showing. */
export function toastRegion(page: Page) {
  return page.locator('[data-toast-region]')
}

/** A toast saying `text`: a string is the whole of its title or its description, a pattern any part of either. */
export function toast(page: Page, text: string | RegExp) {
  return toastRegion(page).getByText(text, { exact: true })
}

/** The page is no wider than the window, so it never scrolls sideways; `message` names where, when it fails. */
export async function expectNoSidewaysScroll(page: Page, message = 'the page scrolls sideways') {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(overflow, message).toBeLessThanOrEqual(0)
}

type AxeViolation = { id: string; impact: string | null; help: string; target: string; nodes: number }

/**
 * Runs axe-core on the page and fails listing every serious or critical violation (id, impact, first target).
 * `exclude`: selectors axe skips, only for markup that is not ours (say Payload's admin) and cannot be fixed from our
 * configuration; each caller says why beside it.
 */
export async function expectNoSeriousA11yViolations(page: Page, { exclude = [] }: { exclude?: string[] } = {}) {
  // A colour measured mid-transition is neither the one before nor the one after: once in a CI run, Payload's upload
  // field read as low contrast while its buttons faded in. Axe looks once the page's finite animations and transitions
  // are over (a spinner's endless one is not waited for).
  await page
    .waitForFunction(
      () => document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined)
  // Evaluated through the DevTools protocol, which the page's CSP does not govern (an injected <script> would be blocked).
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE)
  const violations: AxeViolation[] = await page.evaluate(async (excluded) => {
    type AxeResult = { violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }[] }
    const axe = (window as unknown as { axe: { run: (context: object, options: object) => Promise<AxeResult> } }).axe
    const context = excluded.length ? { include: [document], exclude: excluded.map((selector) => [selector]) } : document
    const result = await axe.run(context, { resultTypes: ['violations'] })
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      target: JSON.stringify(violation.nodes[0]?.target ?? []),
      nodes: violation.nodes.length,
    }))
  }, exclude)
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((v) => `${v.id} [${v.impact}] ${v.help} — first target ${v.target} (${v.nodes} node${v.nodes === 1 ? '' : 's'})`)
  expect(serious, `serious or critical accessibility violations on ${page.url()}`).toEqual([])
}

/**
 * The open disclosures inside a scope, in the two forms that tell assistive technology they are expanded: an open
 * <details> (its summary is announced as expanded) or a button with aria-expanded="true".
 */
export function openDisclosures(scope: Locator) {
  return scope.locator('details[open]').or(scope.getByRole('button', { expanded: true }))
}

/** Collects every dialog (alert, confirm, prompt) the page opens; a test that expects none asserts the list is empty. */
export function recordDialogs(page: Page) {
  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`)
    void dialog.dismiss()
  })
  return dialogs
}

/** A fresh address for each run, so a test never depends on what an earlier run left behind. */
export function uniqueEmail(tag: string) {
  return `e2e-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
}

/** A REST client with a staff member's JWT, from a real login (POST /api/admins/login). */
async function staffApi(baseURL: string, who: { email: string; password: string }): Promise<APIRequestContext> {
  const login = await playwrightRequest.newContext({ baseURL })
  try {
    const response = await login.post('/api/admins/login', { data: { email: who.email, password: who.password } })
    expect(response.status(), `login as ${who.email}: ${await response.text()}`).toBe(200)
    const { token } = (await response.json()) as { token: string }
    expect(token).toBeTruthy()
    return playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { Authorization: `JWT ${token}` } })
  } finally {
    await login.dispose()
  }
}

/** The smallest valid Lexical document: one paragraph of text. */
export function lexicalParagraph(text: string) {
  return {
    root: {
      type: 'root',
      children: [{ type: 'paragraph', children: [{ type: 'text', text, version: 1 }], version: 1 }],
      direction: null,
      format: '',
      indent: 0,
      version: 1,
    },
  }
}

type CreatedPost = { id: number | string; slug: string; title: string; _status: string }

/** Creates a draft post through REST as the given staff client. */
export async function createDraftPost(api: APIRequestContext, fields: { title: string; excerpt?: string; body?: string; tags?: string[] }) {
  const response = await api.post('/api/posts?draft=true', {
    data: {
      _status: 'draft',
      title: fields.title,
      excerpt: fields.excerpt ?? 'A draft written by the browser tests.',
      category: 'astrology',
      readTime: 3,
      tags: fields.tags ?? [],
      content: lexicalParagraph(fields.body ?? 'Draft body text.'),
    },
  })
  expect(response.status(), `creating a draft post: ${await response.text()}`).toBe(201)
  const { doc } = (await response.json()) as { doc: CreatedPost }
  expect(doc._status).toBe('draft')
  return doc
}

export async function deletePost(api: APIRequestContext, id: number | string) {
  const response = await api.delete(`/api/posts/${id}`)
  expect([200, 404], `deleting post ${id}: ${await response.text()}`).toContain(response.status())
}

export const LONG_DATE = /^\d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}$/

/** The long English date the site shows for an ISO timestamp (e.g. "12 November 2026"), computed independently. */
export function expectedLongDate(iso: string) {
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(iso))
}

export const CATEGORY_BADGE = /^(Astrology|Numerology|Zodiac|General|Wellness)$/

/** Every page of the public site that needs no sign-in (the blog post pages come from the CMS). */
/**
 * Marks a test whose subject does not change with the screen's width (an endpoint's answer, a query's validation, a
 * page's wording): the phone project skips it (playwright.config.ts), the desktop run keeps it.
 */
export const ANY_WIDTH = { tag: '@any-width' }

/**
 * Marks a test whose subject does not depend on the database adapter (layout, wording, checks made in the browser, the
 * place search's gazetteer, redirects before any lookup): the run on a second database skips it (playwright.config.ts).
 */
export const ANY_DATABASE = { tag: '@any-database' }

/** Both: the phone project and the second database skip it. */
export const ANY_WIDTH_OR_DATABASE = { tag: ['@any-width', '@any-database'] }

export const PUBLIC_PATHS = ['/', '/blog', '/pricing', '/contact', '/about', '/privacy', '/terms', '/cancellation-refund', '/shipping-policy'] as const

/**
 * An FAQ accordion as spec 2.3 has it: nothing open at first, at most one answer open, choosing another moves it,
 * choosing the open one closes it.
 */
export async function expectExclusiveAccordion(faq: Locator) {
  const questions = faq.locator('summary')
  const answers = faq.locator('summary + *')
  expect(await questions.count()).toBeGreaterThanOrEqual(2)
  const open = openDisclosures(faq)
  await expect(open).toHaveCount(0)
  const [first, second] = [(await questions.nth(0).textContent())!.trim(), (await questions.nth(1).textContent())!.trim()]

  await questions.nth(0).click()
  await expect(open).toHaveCount(1)
  await expect(open).toContainText(first)
  await expect(answers.nth(0)).toBeVisible()
  await expect(answers.nth(1)).toBeHidden()

  await questions.nth(1).click()
  await expect(open).toHaveCount(1)
  await expect(open).toContainText(second)
  await expect(answers.nth(0)).toBeHidden()
  await expect(answers.nth(1)).toBeVisible()

  await questions.nth(1).click()
  await expect(open).toHaveCount(0)
}

// Customer accounts: real sign-up through the site, real mail through the loopback SMTP catcher.
const MAIL_DIR = E2E_MAIL_DIR

export type Customer = { email: string; password: string; fullName: string }

export function newCustomer(tag: string, fullName = 'Asha Verma'): Customer {
  return { email: uniqueEmail(tag), password: `pw-${Math.random().toString(36).slice(2, 10)}`, fullName }
}

export function mailTo(to: string, options?: { subject?: RegExp; after?: number }): Promise<CaughtMail> {
  return waitForMail(MAIL_DIR, to, options)
}

/** The mail to `to` already caught, without waiting: a mail the site sent is caught before it answers (mail-catcher.mjs). */
export function mailCaughtFor(to: string, options?: { subject?: RegExp }): CaughtMail[] {
  return mailIn(MAIL_DIR, to, options)
}

export { linkIn }

/** Signs a customer up through the site's form endpoint and opens the verification link from the mail. */
export async function createVerifiedCustomer(api: APIRequestContext, customer: Customer, language = 'en') {
  const signUp = await api.post('/auth', {
    form: { intent: 'sign-up', fullName: customer.fullName, email: customer.email, password: customer.password, preferredLanguage: language },
    maxRedirects: 0,
  })
  expect(signUp.status(), `sign-up of ${customer.email}`).toBe(200)
  const mail = await mailTo(customer.email, { subject: /confirm|पुष्ट/i })
  const verify = await api.get(linkIn(mail, '/auth/verify'), { maxRedirects: 0 })
  expect(verify.status(), 'the verification link redirects to sign-in').toBe(302)
  return customer
}

/** Signs in through the sign-in form, as a visitor does, and waits for the landing page. */
export async function signInThroughForm(page: Page, customer: Pick<Customer, 'email' | 'password'>, path = '/auth') {
  await visit(page, path)
  await submitSignIn(page, customer)
}

/** Fills and sends the sign-in form of the /auth page that is open. */
export async function submitSignIn(page: Page, customer: Pick<Customer, 'email' | 'password'>) {
  const panel = page.getByRole('tabpanel', { name: 'Sign In' })
  await panel.getByLabel('Email').fill(customer.email)
  await panel.getByLabel('Password').fill(customer.password)
  await panel.getByRole('button', { name: 'Sign In' }).click()
}

/**
 * Signs in through the sign-in form's POST, as the browser sends it, in this page's browser context (`page.request`
 * shares its cookies). No page is opened: the test visits what it needs next. The sign-in form itself is tested in
 * accounts.spec.ts; going through it here cost every signed-in test an extra page and hydration (ADR 151).
 * The "Welcome back!" toast the answer sets is dropped, so the next page shows only what the test caused.
 */
async function signInThroughRequest(page: Page, customer: Pick<Customer, 'email' | 'password'>) {
  const signedIn = await page.request.post('/auth', { form: { intent: 'sign-in', email: customer.email, password: customer.password }, maxRedirects: 0 })
  expect(signedIn.status(), `sign-in of ${customer.email}`).toBe(302)
  expect(signedIn.headers().location, 'sign-in lands on the dashboard').toBe('/dashboard')
  await page.context().clearCookies({ name: TOAST_COOKIE })
}

/** A verified customer, signed in in this page's browser context; no page is open yet. */
export async function signedInCustomer(page: Page, tag: string, fullName?: string) {
  const customer = await createVerifiedCustomer(page.request, newCustomer(tag, fullName))
  await signInThroughRequest(page, customer)
  return customer
}

export type { Birth }

// 3 November 1994, the day of a total solar eclipse: Sun and Moon together in sidereal Tula (Swati), while the
// Western (tropical) sun sign is Scorpio. At 10:30 in New Delhi Dhanu rises.
export const ECLIPSE_BIRTH: Birth = {
  date: '1994-11-03',
  time: '10:30',
  place: 'New Delhi',
  latitude: '28.6139',
  longitude: '77.209',
  timeZone: 'Asia/Kolkata',
}

/** Saves the signed-in customer's birth profile through the profile form's POST, as the browser sends it. */
export async function saveProfile(api: APIRequestContext, fullName: string, birth: Birth) {
  const saved = await api.post('/horoscope', { form: profileForm(fullName, birth), maxRedirects: 0 })
  expect(saved.status(), 'saving the profile').toBe(302)
}

/** The admin is server-rendered, then hydrated by React: wait until the element (by default the form's submit) is live. */
export async function waitForAdminHydration(page: Page, selector = 'form button[type="submit"]') {
  await page.waitForFunction((css) => {
    const element = document.querySelector(css)
    return element !== null && Object.keys(element).some((key) => key.startsWith('__reactProps'))
  }, selector)
}

/** Signs a staff member into the admin through its login form and waits for the dashboard. */
export async function signInToAdmin(page: Page, who: { email: string; password: string }) {
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/admin\/login/)
  await waitForAdminHydration(page)
  await page.getByLabel('Email').fill(who.email)
  await page.getByLabel('Password').fill(who.password)
  await expect(page.getByLabel('Password')).toHaveValue(who.password)
  await page.getByRole('button', { name: /^log ?in$/i }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)
}
