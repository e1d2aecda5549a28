// Contact (spec 2.21, 8): the message form's validation, success, hostile input, the server's own checks, and the FAQ.
import type { APIRequestContext, Page } from '@playwright/test'
import { expect, expectExclusiveAccordion, recordDialogs, test, uniqueEmail, visit } from './fixtures'

function contactForm(page: Page) {
  const main = page.getByRole('main')
  return {
    name: main.getByRole('textbox', { name: 'Name', exact: true }),
    email: main.getByRole('textbox', { name: 'Email', exact: true }),
    subject: main.getByRole('textbox', { name: 'Subject', exact: true }),
    message: main.getByRole('textbox', { name: 'Message', exact: true }),
    send: main.getByRole('button', { name: /^(Send Message|Sending\.\.\.)$/ }),
  }
}

/** Every POST the page sends to /contact, to prove that client-side validation kept a request from leaving. */
function recordContactPosts(page: Page) {
  const posts: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.startsWith('/contact')) posts.push(request.url())
  })
  return posts
}

async function storedMessages(api: APIRequestContext, email: string) {
  const response = await api.get('/api/contact-messages', { params: { 'where[email][equals]': email, depth: 0 } })
  expect(response.status()).toBe(200)
  return ((await response.json()) as { docs: { name: string; email: string; subject: string; message: string }[] }).docs
}

test('an empty submit shows an error on every field and sends nothing', async ({ page }) => {
  const posts = recordContactPosts(page)
  await visit(page, '/contact')
  const form = contactForm(page)
  await form.send.click()
  const errors: [keyof typeof form, string][] = [
    ['name', 'Please enter your name'],
    ['email', 'Please enter your email address'],
    ['subject', 'Please enter your subject'],
    ['message', 'Please enter your message'],
  ]
  for (const [field, text] of errors) {
    await expect(form[field], field).toHaveAttribute('aria-invalid', 'true')
    await expect(form[field], field).toHaveAccessibleDescription(text)
    await expect(page.getByText(text, { exact: true })).toBeVisible()
  }
  expect(posts).toEqual([])
})

test('an invalid e-mail address is pointed out', async ({ page }) => {
  await visit(page, '/contact')
  const form = contactForm(page)
  await form.email.fill('not-an-email')
  await form.email.blur()
  await expect(form.email).toHaveAccessibleDescription('Please enter a valid email address')
  await expect(form.email).toHaveAttribute('aria-invalid', 'true')

  // Fixing it clears the error as the visitor types.
  await form.email.fill('someone@example.com')
  await expect(form.email).not.toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByText('Please enter a valid email address')).toHaveCount(0)
})

test('a valid message is sent, confirmed, stored for staff, and the form clears', async ({ page, editorApi }) => {
  await visit(page, '/contact')
  const form = contactForm(page)
  const email = uniqueEmail('contact')
  await form.name.fill('Asha Verma')
  await form.email.fill(email)
  await form.subject.fill('Question about my reading')
  await form.message.fill('Hello! Could you explain what my Moon sign means for this month?')
  await form.send.click()

  await expect(page.getByRole('status').filter({ hasText: 'Message Sent!' }).first()).toBeVisible()
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: /24 hours/ })
      .first(),
  ).toBeVisible()
  for (const field of [form.name, form.email, form.subject, form.message]) await expect(field).toHaveValue('')

  const stored = await storedMessages(editorApi, email)
  expect(stored).toHaveLength(1)
  expect(stored[0]).toMatchObject({ name: 'Asha Verma', subject: 'Question about my reading' })
})

test('markup in every field is accepted as text and nothing runs', async ({ page, editorApi }) => {
  const dialogs = recordDialogs(page)
  const hostile = '<img src=x onerror=alert(1)>'
  await visit(page, '/contact')
  const form = contactForm(page)
  const email = uniqueEmail('contact-xss')
  await form.name.fill(hostile)
  await form.email.fill(email)
  await form.subject.fill(hostile)
  await form.message.fill(`${hostile} <script>alert(2)</script>`)
  await form.send.click()
  await expect(page.getByRole('status').filter({ hasText: 'Message Sent!' }).first()).toBeVisible()
  await expect(page.locator('img[src="x"]')).toHaveCount(0)
  expect(dialogs).toEqual([])

  // Stored exactly as typed: neither run nor mangled.
  const stored = await storedMessages(editorApi, email)
  expect(stored).toHaveLength(1)
  expect(stored[0]).toMatchObject({ name: hostile, subject: hostile, message: `${hostile} <script>alert(2)</script>` })
})

test('markup in the e-mail field is refused as an invalid address', async ({ page }) => {
  const dialogs = recordDialogs(page)
  await visit(page, '/contact')
  const form = contactForm(page)
  await form.email.fill('<img src=x onerror=alert(1)>')
  await form.email.blur()
  await expect(form.email).toHaveAccessibleDescription('Please enter a valid email address')
  expect(dialogs).toEqual([])
})

test.describe('the server checks what it is sent', () => {
  const valid = { name: 'Server Check', email: 'server-check@example.com', subject: 'Hello', message: 'A short message.' }

  test('missing fields are refused with 400', async ({ request }) => {
    for (const missing of ['name', 'email', 'subject', 'message'] as const) {
      const form: Record<string, string> = { ...valid }
      delete form[missing]
      const response = await request.post('/contact', { form })
      expect(response.status(), `without ${missing}`).toBe(400)
    }
    expect((await request.post('/contact', { form: {} })).status()).toBe(400)
  })

  test('oversized and malformed input is refused with 400, never 500', async ({ request }) => {
    const cases: [string, Record<string, string>][] = [
      ['a 10 kB message', { ...valid, message: 'x'.repeat(10 * 1024) }],
      ['a 10 kB name', { ...valid, name: 'n'.repeat(10 * 1024) }],
      ['a bad e-mail', { ...valid, email: 'nope' }],
      ['only spaces', { ...valid, message: '     ' }],
      ['control characters', { ...valid, subject: 'bell\u0007' }],
    ]
    for (const [what, form] of cases) {
      const response = await request.post('/contact', { form })
      expect(response.status(), what).toBe(400)
    }
    const notAForm = await request.post('/contact', {
      data: Buffer.from('\u0000\u00ff%%%'.repeat(3_000), 'latin1'),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    })
    expect(notAForm.status()).toBeGreaterThanOrEqual(400)
    expect(notAForm.status()).toBeLessThan(500)
  })

  test('a valid post is accepted', async ({ request }) => {
    const response = await request.post('/contact', { form: { ...valid, email: uniqueEmail('contact-direct') } })
    expect(response.status()).toBe(200)
  })
})

test('the contact FAQ opens one answer at a time', async ({ page }) => {
  await visit(page, '/contact')
  const faq = page.getByRole('main').getByRole('region', { name: 'Frequently asked questions' })
  await expectExclusiveAccordion(faq)
  await expect(faq).toContainText(/within 24 hours/)
})
