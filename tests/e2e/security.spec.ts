// Security headers and the nonce-based Content-Security-Policy: the site's pages (cached or not) and the CMS.
import type { APIRequestContext } from '@playwright/test'
import { expect, PUBLIC_PATHS, signedInCustomer, test, uniqueEmail, visit } from './fixtures'

function nonceOf(response: { headers(): Record<string, string> }) {
  const csp = response.headers()['content-security-policy'] ?? ''
  const match = csp.match(/script-src 'self' 'nonce-([A-Za-z0-9+/=]{16,})'/)
  expect(match, `CSP with a script nonce: ${csp}`).not.toBeNull()
  return match![1]
}

/** Every <script> in the HTML carries the response's nonce. */
function expectScriptsCarry(html: string, nonce: string) {
  const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0])
  expect(scripts.length).toBeGreaterThan(0)
  for (const tag of scripts) expect(tag, 'script tag carries the nonce').toContain(`nonce="${nonce}"`)
}

test('site pages send a strict CSP and the other security headers', async ({ request }) => {
  for (const path of [...PUBLIC_PATHS, '/this-does-not-exist']) {
    const response = await request.get(path)
    const headers = response.headers()
    const csp = headers['content-security-policy'] ?? ''
    nonceOf(response)
    expect(csp, path).toContain("frame-ancestors 'none'")
    expect(csp, path).toContain("object-src 'none'")
    expect(csp, path).toContain("base-uri 'self'")
    expect(csp, path).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/)
    expect(headers['x-content-type-options'], path).toBe('nosniff')
    expect(headers['referrer-policy'], path).toBeTruthy()
    expect(headers['x-frame-options'], path).toBe('DENY')
    expect(headers['x-powered-by'], path).toBeUndefined()
  }
})

test('each response gets its own nonce, also when the page comes from the cache', async ({ request }) => {
  const path = `/privacy?e2e=${Date.now()}`
  const first = await request.get(path)
  const second = await request.get(path)
  expect(first.status()).toBe(200)
  expect(second.status()).toBe(200)
  expect(first.headers()['x-page-cache']).toBe('MISS')
  expect(second.headers()['x-page-cache']).toBe('HIT')
  const [one, two] = [nonceOf(first), nonceOf(second)]
  expect(one).not.toBe(two)
  expectScriptsCarry(await first.text(), one)
  const cachedHtml = await second.text()
  expectScriptsCarry(cachedHtml, two)
  expect(cachedHtml).not.toContain(one)
})

test('the landing page, which ships no React, also nonces its script', async ({ request }) => {
  const response = await request.get('/')
  expectScriptsCarry(await response.text(), nonceOf(response))
})

for (const path of ['/', '/blog', '/contact', '/pricing', '/about']) {
  test(`${path}: the scripts the browser runs carry this response's nonce`, async ({ page }) => {
    const response = await visit(page, path)
    const nonce = nonceOf(response)
    // The nonce attribute is hidden from the DOM once the page has loaded; the property keeps it.
    const nonces = await page.evaluate(() => [...document.scripts].map((script) => script.nonce))
    expect(nonces.length).toBeGreaterThan(0)
    for (const value of nonces) expect(value).toBe(nonce)
  })

  test(`${path} loads and hydrates with no CSP violation`, async ({ page }) => {
    const violations: string[] = []
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
    })
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const list = ((window as unknown as { __csp: string[] }).__csp ??= [])
        list.push(`${event.violatedDirective} ${event.blockedURI}`)
      })
    })
    await visit(page, path)
    expect(violations).toEqual([])
    expect(await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? [])).toEqual([])
  })
}

test('the CMS sends its own CSP and may only be framed by itself', async ({ request }) => {
  for (const path of ['/admin', '/admin/login', '/api/posts']) {
    const response = await request.get(path, { maxRedirects: 0 })
    const headers = response.headers()
    expect(response.status(), path).toBeLessThan(500)
    expect(headers['content-security-policy'], path).toContain("frame-ancestors 'self'")
    expect(headers['content-security-policy'], path).toContain("object-src 'none'")
    expect(headers['x-frame-options'], path).toBe('SAMEORIGIN')
    expect(headers['x-content-type-options'], path).toBe('nosniff')
  }
})

test('oversized bodies are refused before anything reads them', async ({ request }) => {
  const response = await request.post('/contact', {
    data: 'x'.repeat(1024 * 1024 + 10),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  })
  expect(response.status()).toBe(413)
})

test('a body that is not a form gets a 400 and a clear message from every form, never a 500', async ({ request }) => {
  const bodies = [
    { data: JSON.stringify({ intent: 'sign-in', email: 'a@b.in', password: 'secret1' }), headers: { 'Content-Type': 'application/json' } },
    { data: 'intent=sign-in&email=a@b.in', headers: { 'Content-Type': 'text/plain' } },
    { data: '--broken\r\nnot a part', headers: { 'Content-Type': 'multipart/form-data; boundary=other' } },
  ]
  for (const path of ['/auth', '/auth/forgot', '/auth/reset?token=abcdefabcdefabcdef1234', '/horoscope', '/profile-setup', '/contact']) {
    for (const body of bodies) {
      const response = await request.post(path, { ...body, maxRedirects: 0 })
      expect(response.status(), `${path} with ${body.headers['Content-Type']}`).toBe(400)
      expect(await response.text(), path).toContain('Please send this form from the page it belongs to.')
    }
  }
})

test('another site cannot post our forms: a cross-origin sign-out leaves the session alone', async ({ page }) => {
  await signedInCustomer(page, 'crosssite')
  const response = await page.request.post('/sign-out', { headers: { Origin: 'https://evil.example' }, maxRedirects: 0 })
  expect(response.status()).toBe(400)
  await page.goto('/dashboard')
  await expect(page).toHaveURL(/\/dashboard$/)
  // The same post from our own origin signs out.
  const own = await page.request.post('/sign-out', { headers: { Origin: new URL(page.url()).origin }, maxRedirects: 0 })
  expect(own.status()).toBe(302)
})

// The same-origin check once compared the host alone (ADR 042), so our own host and port under another scheme passed.
test('a post whose Origin has our host but another scheme or port is refused', async ({ page }) => {
  await signedInCustomer(page, 'origin-scheme')
  await visit(page, '/dashboard')
  const own = new URL(page.url())
  const otherScheme = `https://${own.host}`
  const otherPort = `${own.protocol}//${own.hostname}:${Number(own.port) + 1}`
  for (const origin of [otherScheme, otherPort]) {
    const signOut = await page.request.post('/sign-out', { headers: { Origin: origin }, maxRedirects: 0 })
    expect(signOut.status(), origin).toBe(400)
    const newsletter = await page.request.post('/newsletter', {
      headers: { Origin: origin, Accept: 'application/json' },
      form: { email: 'origin-check@example.com' },
      maxRedirects: 0,
    })
    expect(newsletter.status(), origin).toBe(400)
  }
  await page.goto('/dashboard')
  await expect(page).toHaveURL(/\/dashboard$/)
})

// NUL, ESC and CR/LF were once stored from the site's forms; now they are refused (ADR 040).
test.describe('control characters in what visitors send', () => {
  async function stored(adminApi: APIRequestContext, collection: string, email: string) {
    const response = await adminApi.get(`/api/${collection}`, { params: { 'where[email][equals]': email, depth: 0 } })
    expect(response.status()).toBe(200)
    return ((await response.json()) as { docs: unknown[] }).docs
  }

  test('the contact form names the field and keeps the message from being sent', async ({ page, adminApi }) => {
    const email = uniqueEmail('contact-control')
    await visit(page, '/contact')
    const main = page.getByRole('main')
    const name = main.getByRole('textbox', { name: 'Name', exact: true })
    await name.fill('Asha\u001b[2J')
    await main.getByRole('textbox', { name: 'Email', exact: true }).fill(email)
    await main.getByRole('textbox', { name: 'Subject', exact: true }).fill('A question')
    await main.getByRole('textbox', { name: 'Message', exact: true }).fill('Line one\nLine two')
    await main.getByRole('button', { name: 'Send Message' }).click()
    await expect(name).toHaveAccessibleDescription('Your name must be one line of text, without control characters')
    // The server says the same to a post made without the page's script, CR/LF in the subject included.
    for (const form of [
      { name: 'Asha\u0000', email, subject: 'A question', message: 'Hello' },
      { name: 'Asha', email, subject: 'Hi\r\nBcc: someone@evil.example', message: 'Hello' },
      { name: 'Asha', email, subject: 'Hi', message: 'Hello\u001b[31m' },
    ]) {
      const response = await page.request.post('/contact', { form })
      expect(response.status()).toBe(400)
      expect(await response.text()).toMatch(/must be one line of text, without control characters|cannot contain control characters/)
    }
    expect(await stored(adminApi, 'contact-messages', email)).toEqual([])
  })

  test('the newsletter refuses an address or a source with control characters, with a message', async ({ request, adminApi }) => {
    const email = uniqueEmail('newsletter-control')
    const cases: { form: Record<string, string>; message: string }[] = [
      { form: { email: `${email}\u0000` }, message: 'Please enter a valid email address' },
      { form: { email, source: 'landing\u0000' }, message: 'This sign-up form was changed: please reload the page and try again' },
      { form: { email, source: 'landing\r\nX-Injected: 1' }, message: 'This sign-up form was changed: please reload the page and try again' },
      { form: { email, source: '\u001b]0;title\u0007' }, message: 'This sign-up form was changed: please reload the page and try again' },
    ]
    for (const { form, message } of cases) {
      const response = await request.post('/newsletter', { form, headers: { Accept: 'application/json' } })
      expect(response.status(), JSON.stringify(form)).toBe(400)
      expect(await response.json()).toEqual({ ok: false, error: message })
    }
    expect(await stored(adminApi, 'newsletter-subscribers', email)).toEqual([])
    // The form as the page sends it still subscribes.
    const ok = await request.post('/newsletter', { form: { email, source: 'landing' }, headers: { Accept: 'application/json' } })
    expect(ok.status()).toBe(200)
    expect(await stored(adminApi, 'newsletter-subscribers', email)).toHaveLength(1)
  })
})
