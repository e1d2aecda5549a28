// Rate limits over real HTTP (ADR 036): staff sign-in is limited per client address; every spelling of an e-mail address
// shares one account's password checks on the API (ADR 166); simultaneous wrong guesses from one client get no more
// password checks than the limit; the anonymous contact form, sign-up and the coupon box are limited per client.
// (Desktop only: no layout here.)
import type { APIRequestContext, PlaywrightWorkerArgs } from '@playwright/test'
import { createVerifiedCustomer, expect, newCustomer, test, uniqueEmail } from './fixtures'

let next = Math.floor(Math.random() * 200)
/** A client of its own, from an address no other test uses. */
function client(playwright: PlaywrightWorkerArgs['playwright'], baseURL: string, block: string): Promise<APIRequestContext> {
  next = (next + 1) % 250
  return playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'X-Forwarded-For': `${block}.${next + 1}` } })
}

test('staff sign-in from one client is refused with 429 after 20 failed attempts', async ({ playwright, baseURL }) => {
  const api = await client(playwright, baseURL!, '198.18.7')
  try {
    for (let i = 0; i < 20; i++) {
      const response = await api.post('/api/admins/login', { data: { email: `guess-${i}@cosmicinsights.test`, password: 'not-a-staff-password' } })
      expect(response.status(), `attempt ${i + 1}`).toBe(401)
    }
    const refused = await api.post('/api/admins/login', { data: { email: 'another-guess@cosmicinsights.test', password: 'not-a-staff-password' } })
    expect(refused.status()).toBe(429)
    expect(await refused.text()).toContain('Too many attempts. Please wait')
  } finally {
    await api.dispose()
  }
})

test('every spelling of one e-mail address shares the API’s password checks for the account', async ({ playwright, baseURL, request }) => {
  const customer = await createVerifiedCustomer(request, newCustomer('variants'))
  const api = await client(playwright, baseURL!, '198.18.8')
  try {
    // Five wrong passwords from one client, each under another spelling of the address, spend that client's checks.
    const spellings = [customer.email, `  ${customer.email}`, `${customer.email.toUpperCase()} `, `\t${customer.email}`, ` ${customer.email} `]
    for (const email of spellings) expect((await api.post('/api/users/login', { data: { email, password: 'not-the-password-1' } })).status()).toBe(401)
    const response = await api.post('/api/users/login', { data: { email: customer.email.toUpperCase(), password: customer.password } })
    expect(response.status()).toBe(429)
  } finally {
    await api.dispose()
  }
})

test('simultaneous wrong guesses from one client get no more password checks than the limit of 5', async ({ playwright, baseURL, request }) => {
  const customer = await createVerifiedCustomer(request, newCustomer('race'))
  const api = await client(playwright, baseURL!, '198.18.10')
  try {
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, i) => api.post('/api/users/login', { data: { email: customer.email, password: `wrong-guess-${i}` } })),
    )
    const statuses = answers.map((answer) => answer.status())
    // 401: the password was checked and was wrong. 429: refused before any check.
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5)
    expect(statuses.filter((status) => status !== 401).every((status) => status === 429)).toBe(true)
  } finally {
    await api.dispose()
  }
})

test('the contact form stores at most 5 messages an hour from one client', async ({ playwright, baseURL }) => {
  const api = await client(playwright, baseURL!, '198.18.11')
  try {
    const form = (i: number) => ({ name: 'Flood', email: uniqueEmail(`flood-${i}`), subject: `Message ${i}`, message: 'Hello from a script.' })
    for (let i = 0; i < 5; i++) expect((await api.post('/contact', { form: form(i) })).status(), `message ${i + 1}`).toBe(200)
    const refused = await api.post('/contact', { form: form(5) })
    expect(refused.status()).toBe(429)
    expect(await refused.text()).toContain('Too many attempts. Please wait')
  } finally {
    await api.dispose()
  }
})

test('the coupon box answers at most 20 codes in 15 minutes from one client; another client is not held back', async ({ playwright, baseURL }) => {
  const api = await client(playwright, baseURL!, '198.18.12')
  const other = await client(playwright, baseURL!, '198.18.13')
  try {
    const attempt = (target: APIRequestContext, i: number) => target.post('/pricing', { form: { intent: 'coupon', code: `GUESS${i}` } })
    for (let i = 0; i < 20; i++) expect((await attempt(api, i)).status(), `code ${i + 1}`).toBe(400)
    const refused = await attempt(api, 20)
    expect(refused.status()).toBe(429)
    expect(await refused.text()).toContain('Too many attempts. Please wait')
    expect((await attempt(other, 21)).status()).toBe(400)
  } finally {
    await api.dispose()
    await other.dispose()
  }
})

test('sign-up cannot be used to test many addresses: per client and per address limits hold', async ({ playwright, baseURL }) => {
  const maker = await client(playwright, baseURL!, '198.18.12')
  const existing = await createVerifiedCustomer(maker, newCustomer('harvest'))
  await maker.dispose()
  const signUp = (api: APIRequestContext, email: string) =>
    api.post('/auth', { form: { intent: 'sign-up', fullName: 'Harvester', email, password: 'harvest-password-9' }, maxRedirects: 0 })
  // One client trying many addresses: twenty tries an hour (a household or a carrier's shared address, ADR 015).
  const one = await client(playwright, baseURL!, '198.18.13')
  for (let i = 0; i < 20; i++) expect((await signUp(one, uniqueEmail(`harvest-${i}`))).status()).toBe(200)
  expect((await signUp(one, uniqueEmail('harvest-more'))).status()).toBe(429)
  await one.dispose()
  // Many clients trying one address (in any spelling): three tries an hour.
  const statuses: number[] = []
  for (const email of [existing.email, ` ${existing.email.toUpperCase()}`, `${existing.email} `, existing.email]) {
    const api = await client(playwright, baseURL!, '198.18.14')
    statuses.push((await signUp(api, email)).status())
    await api.dispose()
  }
  // The first sign-up of this address already counted (createVerifiedCustomer), so two more are answered.
  expect(statuses).toEqual([409, 409, 429, 429])
})
