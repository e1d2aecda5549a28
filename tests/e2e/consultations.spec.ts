// Consultations (spec 2.13). A customer browses the astrologers, selects one, books a free time (the button waits for
// the required fields), pays in the test checkout and sees it confirmed, then cancels it through its confirmation and
// sees the refund rule applied (ADRs 196, 197); a staff member confirms a booking in the CMS and the customer
// receives the mail with a calendar invitation, parsed here with ical.js.
import ICAL from 'ical.js'
import type { Page } from '@playwright/test'
import { zonedToUtc } from '../../app/astrology/time-zone'
import {
  createVerifiedCustomer,
  E2E_EDITOR,
  expect,
  expectNoSeriousA11yViolations,
  mailTo,
  newCustomer,
  signedInCustomer,
  signInThroughForm,
  test,
  visit,
  toast,
  expectNoSidewaysScroll,
} from './fixtures'

/** A day three days ahead on the browser's calendar: Nikhil Menon (Europe/London) works every morning. */
function dayAhead(page: Page, days = 3) {
  return page.evaluate((d) => new Date(Date.now() + d * 86_400_000).toLocaleDateString('en-CA'), days)
}

/** Selects Nikhil Menon, fills in the form and books the first free time: the test checkout opens. Returns the time's label. */
async function holdTime(page: Page) {
  const { label, submit } = await fillBooking(page)
  await submit.click()
  await page.waitForURL(/\/checkout\/test\/\d+$/)
  await expect(page.getByText('TEST MODE')).toBeVisible()
  await expect(page.getByTestId('checkout-total')).toHaveText('$40')
  return label
}

/** Books as above and pays in the test checkout: back on the page, confirmed. */
async function book(page: Page) {
  const label = await holdTime(page)
  await page.getByRole('button', { name: /^Pay / }).click()
  await page.waitForURL('**/consultations')
  await expect(toast(page, 'Payment received')).toBeVisible()
  return label
}

/** Selects Nikhil Menon and fills in the form with the first free time three days ahead, ready to book. */
async function fillBooking(page: Page) {
  await page.getByRole('link', { name: 'Select Nikhil Menon' }).click()
  await expect(page.getByLabel('Astrologer', { exact: true })).toHaveValue(/\d+/)
  await expect(page.getByLabel('Astrologer', { exact: true }).locator('option:checked')).toHaveText(/Nikhil Menon/)
  const submit = page.getByRole('button', { name: 'Book and pay' })
  await expect(submit).toBeDisabled()
  await page.getByLabel('Consultation type').selectOption('video')
  await expect(submit).toBeDisabled()
  await page.getByLabel('Date', { exact: true }).fill(await dayAhead(page))
  const time = page.getByLabel('Start time')
  await expect(time).toBeEnabled()
  await expect(submit).toBeDisabled()
  await time.selectOption({ index: 1 })
  const label = await time.locator('option:checked').innerText()
  await page.getByLabel('Notes (optional)').fill('Career questions')
  await expect(submit).toBeEnabled()
  return { label, submit }
}

test('signed out, /consultations sends the visitor to sign in', async ({ request }) => {
  const response = await request.get('/consultations', { maxRedirects: 0 })
  expect(response.status()).toBe(302)
  expect(response.headers().location).toBe('/auth?redirectTo=%2Fconsultations')
})

test('signed out, a booking or a cancellation posted to /consultations sends the visitor to sign in and stores nothing', async ({ request }) => {
  const forms: Record<string, string>[] = [
    { intent: 'book', astrologer: '1', type: 'video', duration: '30', startsAt: '2030-01-01T10:00:00Z' },
    { intent: 'cancel', id: '1', confirm: 'yes' },
  ]
  for (const form of forms) {
    const response = await request.post('/consultations', { form, maxRedirects: 0 })
    expect(response.status()).toBe(302)
    expect(response.headers().location).toMatch(/^\/auth\?redirectTo=/)
  }
})

test('a customer books a free time, pays in the test checkout, is confirmed, cancels through the confirmation and is refunded in full', async ({
  page,
}) => {
  await signedInCustomer(page, 'consult-book', 'Kavya Rao')
  await visit(page, '/consultations')
  await expect(page.getByRole('heading', { level: 1, name: 'Consultations' })).toBeVisible()
  const cards = page.getByRole('region', { name: 'Our Astrologers' }).getByRole('listitem')
  await expect(cards).toHaveCount(5)
  await expect(cards.filter({ hasText: 'Nikhil Menon' })).toContainText('$40 per session')
  await expect(cards.filter({ hasText: 'Nikhil Menon' }).getByRole('img')).toHaveAttribute('alt', /Nikhil Menon/)
  await expect(page.getByText('No Consultations Yet')).toBeVisible()
  await expectNoSidewaysScroll(page)
  await expectNoSeriousA11yViolations(page)

  const time = await book(page)
  const mine = page.getByRole('region', { name: 'My Consultations' }).getByRole('listitem')
  await expect(mine).toHaveCount(1)
  await expect(mine.first()).toContainText(time)
  await expect(mine.first()).toContainText('Video with Nikhil Menon')
  await expect(mine.first().getByText('Confirmed', { exact: true })).toBeVisible()
  await expect(mine.first()).toContainText('Paid $40')
  await expectNoSidewaysScroll(page)
  await expectNoSeriousA11yViolations(page)

  // Cancel asks first, and says what the refund rule gives back; "Keep it" keeps it.
  await mine
    .first()
    .getByRole('link', { name: /^Cancel the consultation on / })
    .click()
  const confirmation = page.getByRole('group', { name: 'Cancel this consultation?' })
  await expect(confirmation).toBeVisible()
  await expect(confirmation.getByTestId('cancel-refund')).toHaveText(
    'You paid $40. Cancelling now, 24 hours or more before the start, refunds the full $40.',
  )
  await expectNoSeriousA11yViolations(page)
  await confirmation.getByRole('link', { name: 'Keep it' }).click()
  await expect(confirmation).toHaveCount(0)
  await expect(mine.first().getByText('Confirmed', { exact: true })).toBeVisible()

  await mine
    .first()
    .getByRole('link', { name: /^Cancel the consultation on / })
    .click()
  await page.getByRole('button', { name: 'Yes, cancel it' }).click()
  await expect(toast(page, 'Consultation Cancelled')).toBeVisible()
  await expect(toast(page, 'The time is free again, and the full $40 is refunded.')).toBeVisible()
  await expect(mine.first().getByText('Cancelled', { exact: true })).toBeVisible()
  await expect(mine.first().getByTestId('refunded')).toHaveText('Refunded in full: $40')
  await expect(mine.first().getByRole('link', { name: /^Cancel/ })).toHaveCount(0)
})

test('the refund rule is stated before booking; leaving the test checkout unpaid frees the time', async ({ page }) => {
  await signedInCustomer(page, 'consult-unpaid', 'Tara Sen')
  await visit(page, '/consultations')
  await expect(page.getByTestId('refund-rule')).toHaveText(
    'Cancellation and refunds: cancel up to 24 hours before the start and the full price is refunded. Later than that, a booking cannot be cancelled or refunded.',
  )
  await holdTime(page)
  await page.getByRole('button', { name: 'Cancel', exact: true }).click()
  await page.waitForURL('**/consultations')
  const mine = page.getByRole('region', { name: 'My Consultations' }).getByRole('listitem')
  await expect(mine.first().getByText('Cancelled', { exact: true })).toBeVisible()
  await expect(mine.first()).toContainText('Not paid in time: the time was released.')
})

test('a customer who left the checkout unpaid pays later with Pay now while the time is held', async ({ page }) => {
  await signedInCustomer(page, 'consult-pay-now', 'Ira Das')
  await visit(page, '/consultations')
  await holdTime(page)
  const checkout = page.url()
  // Away from the checkout without paying or cancelling: the booking waits for its payment.
  await visit(page, '/consultations')
  const mine = page.getByRole('region', { name: 'My Consultations' }).getByRole('listitem')
  await expect(mine.first().getByText('Pending', { exact: true })).toBeVisible()
  await expect(mine.first()).toContainText('Awaiting payment: the time is held for you until')
  await expectNoSeriousA11yViolations(page)
  await mine
    .first()
    .getByRole('button', { name: /^Pay now for the consultation on / })
    .click()
  // The same order's checkout, not a second one.
  await page.waitForURL(checkout)
  await page.getByRole('button', { name: /^Pay / }).click()
  await page.waitForURL('**/consultations')
  await expect(toast(page, 'Payment received')).toBeVisible()
  await expect(mine.first().getByText('Confirmed', { exact: true })).toBeVisible()
  await expect(mine.first()).toContainText('Paid $40')
  await expect(mine.first().getByRole('button', { name: /^Pay now/ })).toHaveCount(0)
  // A paid booking, or one that is not the customer's, has nothing to pay: a clear 409, never a checkout.
  const cancelHref = await mine
    .first()
    .getByRole('link', { name: /^Cancel the consultation on / })
    .getAttribute('href')
  const id = new URL(cancelHref!, 'http://x').searchParams.get('cancel')!
  expect(id).toMatch(/^\d+$/)
  const again = await page.request.post('/consultations', { form: { intent: 'pay', id }, maxRedirects: 0 })
  expect(again.status()).toBe(409)
  const bad = await page.request.post('/consultations', { form: { intent: 'pay', id: 'abc' }, maxRedirects: 0 })
  expect(bad.status()).toBe(400)
})

test('after a completed consultation the customer rates it, and the astrologer’s card shows the rating and the words', async ({ page, adminApi }) => {
  await signedInCustomer(page, 'consult-review', 'Anjali Kapoor')
  await visit(page, '/consultations')
  await book(page)
  const mine = page.getByRole('region', { name: 'My Consultations' }).getByRole('listitem')
  // Not yet taken place: nothing to rate.
  await expect(mine.first().getByRole('form', { name: 'Rate this consultation' })).toHaveCount(0)
  const href = await mine
    .first()
    .getByRole('link', { name: /^Cancel the consultation on / })
    .getAttribute('href')
  const id = new URL(href!, 'http://x').searchParams.get('cancel')!
  // The astrologer held the session: staff mark it completed.
  expect((await adminApi.patch(`/api/consultations/${id}`, { data: { status: 'completed' } })).status()).toBe(200)
  await visit(page, '/consultations')
  const form = mine.first().getByRole('form', { name: 'Rate this consultation' })
  await expect(form).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  // Bad input: no rating, then too long a text (posted past the browser's own checks), each a clear 400.
  const noRating = await page.request.post('/consultations', { form: { intent: 'review', id, text: 'Fine' }, maxRedirects: 0 })
  expect(noRating.status()).toBe(400)
  const tooLong = await page.request.post('/consultations', { form: { intent: 'review', id, rating: '4', text: 'x'.repeat(501) }, maxRedirects: 0 })
  expect(tooLong.status()).toBe(400)
  // Sent without choosing stars, the form says what is missing.
  await form.getByLabel('A short review (optional)').fill('Warm, precise, and practical about timing.')
  await form.evaluate((element: HTMLFormElement) => (element.noValidate = true))
  await form.getByRole('button', { name: 'Send rating' }).click()
  await expect(form.getByRole('alert')).toHaveText('Choose a rating from 1 to 5 stars.')
  await form.getByLabel('5 stars').check()
  await form.getByRole('button', { name: 'Send rating' }).click()
  await expect(toast(page, 'Thank you for your rating')).toBeVisible()
  await expect(mine.first().getByTestId('own-review')).toContainText('Your rating: 5 out of 5')
  await expect(mine.first().getByRole('form', { name: 'Rate this consultation' })).toHaveCount(0)
  // On Nikhil Menon's card: the customers' rating and the words, with the first name and initial.
  const card = page.getByRole('region', { name: 'Our Astrologers' }).getByRole('listitem').filter({ hasText: 'Nikhil Menon' })
  await expect(card.getByTestId('astrologer-rating')).toContainText(/out of 5 from \d+ reviews?/)
  await expect(card.getByTestId('astrologer-reviews')).toContainText('Warm, precise, and practical about timing.')
  await expect(card.getByTestId('astrologer-reviews')).toContainText('Anjali K.')
  // Rated once: a second rating is refused.
  const again = await page.request.post('/consultations', { form: { intent: 'review', id, rating: '1' }, maxRedirects: 0 })
  expect(again.status()).toBe(409)
  await expectNoSidewaysScroll(page)
})

test('a cancellation posted without its confirmation is not made: the page asks first', async ({ page }) => {
  await signedInCustomer(page, 'consult-confirm-first', 'Dev Malhotra')
  await visit(page, '/consultations')
  await holdTime(page)
  await visit(page, '/consultations')
  const id = await page.locator('[href*="?cancel="]').first().getAttribute('href')
  const bookingId = new URL(id!, 'http://x').searchParams.get('cancel')!
  const response = await page.request.post('/consultations', { form: { intent: 'cancel', id: bookingId }, maxRedirects: 0 })
  expect(response.status()).toBe(303)
  expect(response.headers().location).toBe(`/consultations?cancel=${bookingId}#cancel-${bookingId}`)
  await visit(page, '/consultations')
  await expect(page.getByRole('region', { name: 'My Consultations' }).getByText('Pending', { exact: true })).toBeVisible()
  const bad = await page.request.post('/consultations', { form: { intent: 'cancel', id: 'abc', confirm: 'yes' }, maxRedirects: 0 })
  expect(bad.status()).toBe(400)
})

test('in Hindi the page and its form are Hindi', async ({ page }) => {
  // A signed-in customer's own language decides the page's (ADR 056).
  const customer = await createVerifiedCustomer(page.request, newCustomer('consult-hindi', 'Kavya Rao'), 'hi')
  await signInThroughForm(page, customer)
  await page.waitForURL('**/dashboard')
  await visit(page, '/consultations')
  await expect(page.getByRole('heading', { level: 2, name: 'हमारे ज्योतिषी' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'बुक करें और भुगतान करें' })).toBeDisabled()
  await expect(page.getByTestId('refund-rule')).toContainText('24 घंटे पहले तक रद्द करने पर पूरा शुल्क लौटा दिया जाता है')
  await expectNoSeriousA11yViolations(page)
})

test('a staff member confirms a booking in the CMS and the customer gets the mail with a calendar invitation', async ({
  page,
  browser,
  editorApi,
}, testInfo) => {
  test.skip(testInfo.project.name === 'phone', 'the CMS is used at desktop width')
  const customer = await signedInCustomer(page, 'consult-confirm', 'Arjun Das')
  await visit(page, '/consultations')
  // Held, not yet paid: staff may confirm it themselves.
  await holdTime(page)
  // The newest booking is this one: the tests run one at a time. (Staff do not read customer accounts, so not by e-mail.)
  const found = await editorApi.get('/api/consultations?sort=-createdAt&limit=1&depth=0')
  expect(found.status(), await found.text()).toBe(200)
  const booking = ((await found.json()) as { docs: { id: number; startsAt: string; duration: number }[] }).docs[0]!
  expect(booking).toBeTruthy()

  const context = await browser.newContext()
  const cms = await context.newPage()
  try {
    await cms.goto('/admin')
    await cms.waitForFunction(() => {
      const button = document.querySelector('form button[type="submit"]')
      return button !== null && Object.keys(button).some((key) => key.startsWith('__reactProps'))
    })
    await cms.getByLabel('Email').fill(E2E_EDITOR.email)
    await cms.getByLabel('Password').fill(E2E_EDITOR.password)
    await cms.getByRole('button', { name: /^log ?in$/i }).click()
    await expect(cms).toHaveURL(/\/admin\/?$/)
    const after = Date.now()
    await cms.goto(`/admin/collections/consultations/${booking.id}`)
    await cms.locator('#field-status .rs__control').click()
    await cms.locator('.rs__option', { hasText: /^Confirmed$/ }).click()
    await cms.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(cms.getByText(/updated successfully/i).first()).toBeVisible()

    const mail = await mailTo(customer.email, { subject: /confirmed/, after })
    const invitation = mail.attachments.find((file) => file.filename.endsWith('.ics'))
    expect(invitation?.contentType).toContain('text/calendar')
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(invitation!.content)).getFirstSubcomponent('vevent')!)
    expect(event.startDate.zone?.tzid).toBe('UTC')
    expect(event.startDate.toJSDate().toISOString()).toBe(new Date(booking.startsAt).toISOString())
    expect(event.endDate.toJSDate().getTime() - event.startDate.toJSDate().getTime()).toBe(booking.duration * 60_000)
    expect(event.summary).toContain('Nikhil Menon')
  } finally {
    await context.close()
  }
  await visit(page, '/consultations')
  await expect(page.getByRole('region', { name: 'My Consultations' }).getByText('Confirmed', { exact: true })).toBeVisible()
})

test('the page fits 320, 390 and 1366 px with an astrologer selected and free times shown, axe-clean at each', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name === 'phone', 'this test sets its own widths')
  await signedInCustomer(page, 'consult-widths', 'Meera Pillai')
  await visit(page, '/consultations')
  const nikhil = page.getByRole('link', { name: 'Select Nikhil Menon' })
  const id = new URL((await nikhil.getAttribute('href'))!, 'http://x').searchParams.get('astrologer')
  for (const width of [320, 390, 1366]) {
    await page.setViewportSize({ width, height: 900 })
    await visit(page, `/consultations?astrologer=${id}&type=chat&duration=60&date=${await dayAhead(page)}`)
    await expect(page.getByLabel('Start time')).toBeEnabled()
    await expect(page.getByText('Price: $80')).toBeVisible()
    await expectNoSidewaysScroll(page)
    await expectNoSeriousA11yViolations(page)
  }
})

test('a customer with 3 upcoming consultations is told in the form to wait for one or cancel one, and nothing is booked', async ({
  page,
  consoleGuard,
}) => {
  // The refused booking is the form action's 400, which the browser reports.
  consoleGuard.allow(/status of 400 .*\/consultations\.data/)
  await signedInCustomer(page, 'consult-cap', 'Rohan Iyer')
  await visit(page, '/consultations')
  const id = new URL((await page.getByRole('link', { name: 'Select Nikhil Menon' }).getAttribute('href'))!, 'http://x').searchParams.get('astrologer')!
  // Three bookings posted as the form posts them: Nikhil Menon's 07:30 in London, 4, 5 and 6 days ahead.
  for (const days of [4, 5, 6]) {
    const [year, month, day] = (await dayAhead(page, days)).split('-').map(Number) as [number, number, number]
    const startsAt = new Date(zonedToUtc('Europe/London', { year, month, day }, 7.5 * 3600, 'compatible').epochMs).toISOString()
    const made = await page.request.post('/consultations', {
      form: { intent: 'book', astrologer: id, type: 'audio', duration: '30', startsAt, notes: '' },
      maxRedirects: 0,
    })
    // Each booking goes on to its checkout (ADR 196); held unpaid, each still counts.
    expect(made.status(), `booking ${days} days ahead`).toBe(303)
  }
  await visit(page, '/consultations')
  const mine = page.getByRole('region', { name: 'My Consultations' }).getByRole('listitem')
  await expect(mine).toHaveCount(3)
  const { submit } = await fillBooking(page)
  await submit.click()
  const message = page.getByRole('region', { name: 'Book Consultation' }).getByRole('alert')
  await expect(message).toContainText('Error')
  await expect(message).toContainText('You already have 3 upcoming consultations. Book another once one has taken place, or cancel one.')
  await expect(mine).toHaveCount(3)
  await expectNoSeriousA11yViolations(page)
})
