// The daily reading by e-mail (ADR 216): opting in from Settings with and without JavaScript, a bad hour refused with
// its message, and the mail's unsubscribe link used signed out (its page, its button and a mail client's one-click POST).
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { APIRequestContext, Page } from '@playwright/test'
import { expect, expectNoSeriousA11yViolations, signedInCustomer, test, toast, visit } from './fixtures'

test.beforeEach(({ consoleGuard }) => consoleGuard.allow(/Failed to load resource: the server responded with a status of 400/))

const section = (page: Page) => page.getByRole('region', { name: 'Daily reading by e-mail' })

/**
 * The unsubscribe link the mail would carry, made as the server makes it (app/services/daily-nudge.server.ts) from the
 * secret the test server reads from .env: the job sends at the customer's hour, which a test cannot wait for.
 */
function unsubscribePath(userId: number | string) {
  const secret = /^PAYLOAD_SECRET=(.*)$/m.exec(fs.readFileSync(path.resolve('.env'), 'utf8'))![1]!.trim()
  const key = crypto.createHmac('sha256', secret).update('cosmic-insights daily mail unsubscribe').digest()
  const token = `${userId}.${crypto.createHmac('sha256', key).update(String(userId)).digest('base64url')}`
  return `/daily-reading/unsubscribe?${new URLSearchParams({ token })}`
}

async function userIdOf(adminApi: APIRequestContext, email: string) {
  const users = (await (await adminApi.get(`/api/users?where[email][equals]=${encodeURIComponent(email)}&depth=0`)).json()) as { docs: { id: number }[] }
  return users.docs[0]!.id
}

test('a customer turns the daily e-mail on at an hour of their choice, off by default', async ({ page }) => {
  await signedInCustomer(page, 'daily-mail-on')
  await visit(page, '/settings')
  const form = section(page)
  await expect(form.getByRole('checkbox', { name: 'Send me the daily reading by e-mail' })).not.toBeChecked()
  await expect(form.getByRole('combobox', { name: 'At this hour' })).toHaveValue('7')
  await expect(form).toContainText('The hour is on your clock (Asia/Kolkata)')
  await expectNoSeriousA11yViolations(page)
  await form.getByRole('checkbox', { name: 'Send me the daily reading by e-mail' }).check()
  await form.getByRole('combobox', { name: 'At this hour' }).selectOption({ label: '08:00' })
  await form.getByRole('button', { name: 'Save my choice' }).click()
  await expect(toast(page, 'Your reading will arrive each day at 08:00.')).toBeVisible()
  await page.reload()
  await expect(section(page).getByRole('checkbox', { name: 'Send me the daily reading by e-mail' })).toBeChecked()
  await expect(section(page).getByRole('combobox', { name: 'At this hour' })).toHaveValue('8')
})

test('the choice is a plain form: it saves without JavaScript', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false })
  const page = await context.newPage()
  try {
    await signedInCustomer(page, 'daily-mail-nojs')
    await page.goto('/settings')
    const form = section(page)
    await form.getByRole('checkbox', { name: 'Send me the daily reading by e-mail' }).check()
    await form.getByRole('combobox', { name: 'At this hour' }).selectOption({ label: '06:00' })
    await form.getByRole('button', { name: 'Save my choice' }).click()
    await expect(page).toHaveURL(/\/settings$/)
    await expect(section(page).getByRole('checkbox', { name: 'Send me the daily reading by e-mail' })).toBeChecked()
    await expect(section(page).getByRole('combobox', { name: 'At this hour' })).toHaveValue('6')
  } finally {
    await context.close()
  }
})

test('an hour outside the day is refused with its message, and nothing is stored', async ({ page }) => {
  await signedInCustomer(page, 'daily-mail-bad')
  const refused = await page.request.post('/settings', { form: { intent: 'daily-mail', email: 'on', hour: '25' }, maxRedirects: 0 })
  expect(refused.status()).toBe(400)
  await visit(page, '/settings')
  const form = section(page)
  await expect(form.getByRole('checkbox', { name: 'Send me the daily reading by e-mail' })).not.toBeChecked()
  // A tampered option, as a hand-made form would send it: the page says what is wrong beside the field.
  await form.getByRole('combobox', { name: 'At this hour' }).evaluate((select: HTMLSelectElement) => {
    select.options[0]!.value = '7.5'
    select.selectedIndex = 0
  })
  await form.getByRole('checkbox', { name: 'Send me the daily reading by e-mail' }).check()
  await form.getByRole('button', { name: 'Save my choice' }).click()
  await expect(form.getByText('Please choose a whole hour from 00:00 to 23:00')).toBeVisible()
})

test('the unsubscribe link works signed out: it asks, then stops the mail; a one-click POST does too', async ({ page, browser, baseURL, adminApi }) => {
  const customer = await signedInCustomer(page, 'daily-mail-out')
  const on = await page.request.post('/settings', { form: { intent: 'daily-mail', email: 'on', hour: '7' }, maxRedirects: 0 })
  expect(on.status()).toBe(302)
  const link = unsubscribePath(await userIdOf(adminApi, customer.email))

  const stranger = await browser.newContext({ baseURL })
  const out = await stranger.newPage()
  try {
    // A changed token is refused, and says where to go instead.
    await out.goto(link.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')))
    await expect(out.getByRole('heading', { name: 'This link does not work' })).toBeVisible()
    // Opening the link changes nothing; the button does.
    await out.goto(link)
    await expect(out.getByRole('heading', { name: 'Stop the daily reading e-mails?' })).toBeVisible()
    await visit(page, '/settings')
    await expect(section(page).getByRole('checkbox', { name: 'Send me the daily reading by e-mail' })).toBeChecked()
    await expectNoSeriousA11yViolations(out)
    await out.getByRole('button', { name: 'Stop the e-mails' }).click()
    await expect(out.getByRole('heading', { name: 'You will get no more daily reading e-mails' })).toBeVisible()
    await page.reload()
    await expect(section(page).getByRole('checkbox', { name: 'Send me the daily reading by e-mail' })).not.toBeChecked()
  } finally {
    await stranger.close()
  }

  // On again, then a mail client's one-click POST (RFC 8058) to the link, with no cookie and no page.
  await page.request.post('/settings', { form: { intent: 'daily-mail', email: 'on', hour: '9' }, maxRedirects: 0 })
  const client = await (await import('@playwright/test')).request.newContext({ baseURL })
  try {
    const oneClick = await client.post(link, { form: { 'List-Unsubscribe': 'One-Click' } })
    expect(oneClick.status()).toBe(200)
  } finally {
    await client.dispose()
  }
  await visit(page, '/settings')
  await expect(section(page).getByRole('checkbox', { name: 'Send me the daily reading by e-mail' })).not.toBeChecked()
})
