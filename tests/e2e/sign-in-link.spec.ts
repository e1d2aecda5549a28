// ADR 166: wrong passwords from a stranger's client do not hold back the owner's; when the owner's own sign-in is held
// back, the form offers a one-time sign-in link by e-mail, which signs in once. (Desktop only: no layout here.)
import { createVerifiedCustomer, expect, linkIn, mailTo, newCustomer, test, visit, toast } from './fixtures'

// Refusals are what this test is about: the browser logs each 4xx answer to a form as a failed load.
test.beforeEach(({ consoleGuard }) => consoleGuard.allow(/Failed to load resource: the server responded with a status of 4(00|01|29)/))

test('a stranger’s guesses do not lock the owner out, and a held-back owner signs in once with a link by e-mail', async ({
  page,
  playwright,
  baseURL,
}) => {
  const customer = await createVerifiedCustomer(page.request, newCustomer('signinlink', 'Leela Menon'))
  const stranger = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { 'X-Forwarded-For': `203.0.113.${Math.floor(Math.random() * 250) + 1}` },
  })
  try {
    const answers: number[] = []
    for (let i = 0; i < 7; i++)
      answers.push(
        (await stranger.post('/auth', { form: { intent: 'sign-in', email: customer.email, password: `guess-${i}` }, maxRedirects: 0 })).status(),
      )
    expect(answers).toEqual([401, 401, 401, 401, 401, 429, 429])
  } finally {
    await stranger.dispose()
  }

  // The owner's own mistakes do hold back the owner's browser; the form then offers the link.
  for (let i = 0; i < 5; i++)
    expect(
      (await page.request.post('/auth', { form: { intent: 'sign-in', email: customer.email, password: `mistake-${i}` }, maxRedirects: 0 })).status(),
    ).toBe(401)
  await visit(page, '/auth')
  const panel = page.getByRole('tabpanel', { name: 'Sign In' })
  await panel.getByLabel('Email').fill(customer.email)
  await panel.getByLabel('Password').fill(customer.password)
  await panel.getByRole('button', { name: 'Sign In' }).click()
  await expect(panel.getByRole('alert')).toContainText('Too many failed sign-in attempts')
  const askedAt = Date.now()
  await panel.getByRole('button', { name: 'E-mail me a sign-in link' }).click()
  await expect(panel.getByRole('status')).toContainText('a sign-in link is on its way')

  const mail = await mailTo(customer.email, { subject: /sign-in link/, after: askedAt - 1000 })
  expect(mail.subject).toBe('Your Cosmic Insights sign-in link')
  expect(mail.html).toContain('Leela Menon')
  const link = linkIn(mail, '/auth/link')
  await visit(page, link)
  await page.getByRole('button', { name: 'Sign me in' }).click()
  await page.waitForURL('**/dashboard')
  await expect(toast(page, 'Welcome back!')).toBeVisible()

  // Once only.
  const token = new URL(link).searchParams.get('token')!
  const again = await page.request.post('/auth/link', { form: { token }, maxRedirects: 0 })
  expect(again.status()).toBe(400)
  expect(await again.text()).toContain('has already been used')
})
