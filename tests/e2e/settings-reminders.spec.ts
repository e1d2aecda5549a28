// How the consultation reminders come (ADR 267): by e-mail until the customer chooses otherwise, chosen in Settings with
// and without JavaScript, and a value outside the four refused with a 400 and its message.
import type { Page } from '@playwright/test'
import { expect, expectNoSeriousA11yViolations, signedInCustomer, test, toast, visit } from './fixtures'

test.beforeEach(({ consoleGuard }) => consoleGuard.allow(/Failed to load resource: the server responded with a status of 400/))

const section = (page: Page) => page.getByRole('region', { name: 'Consultation reminders' })

test('reminders come by e-mail until the customer chooses notifications instead', async ({ page }) => {
  await signedInCustomer(page, 'reminders-push')
  await visit(page, '/settings')
  const form = section(page)
  await expect(form.getByRole('radio', { name: 'By e-mail' })).toBeChecked()
  await expect(form.getByRole('radio', { name: 'As a notification on my devices' })).not.toBeChecked()
  await expectNoSeriousA11yViolations(page)
  await form.getByRole('radio', { name: 'As a notification on my devices' }).check()
  await form.getByRole('button', { name: 'Save how reminders come' }).click()
  await expect(toast(page, 'Consultation reminders will come as notifications.')).toBeVisible()
  await page.reload()
  await expect(section(page).getByRole('radio', { name: 'As a notification on my devices' })).toBeChecked()
  await expect(section(page).getByRole('radio', { name: 'By e-mail' })).not.toBeChecked()
})

test('the choice is a plain form: it saves without JavaScript', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false })
  const page = await context.newPage()
  try {
    await signedInCustomer(page, 'reminders-nojs')
    await page.goto('/settings')
    await section(page).getByRole('radio', { name: 'Neither' }).check()
    await section(page).getByRole('button', { name: 'Save how reminders come' }).click()
    await expect(page).toHaveURL(/\/settings$/)
    await expect(section(page).getByRole('radio', { name: 'Neither' })).toBeChecked()
  } finally {
    await context.close()
  }
})

test('a choice outside the four is refused with its message, and nothing is stored', async ({ page }) => {
  await signedInCustomer(page, 'reminders-bad')
  const refused = await page.request.post('/settings', { form: { intent: 'reminders', reminders: 'sms' }, maxRedirects: 0 })
  expect(refused.status()).toBe(400)
  await visit(page, '/settings')
  const form = section(page)
  await expect(form.getByRole('radio', { name: 'By e-mail' })).toBeChecked()
  // A tampered option, as a hand-made form would send it: the page says what is wrong.
  await form.getByRole('radio', { name: 'Both' }).evaluate((radio: HTMLInputElement) => {
    radio.value = 'sms'
    radio.checked = true
  })
  await form.getByRole('button', { name: 'Save how reminders come' }).click()
  await expect(form.getByText('Please choose how the reminders should come')).toBeVisible()
})
