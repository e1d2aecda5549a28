// Customer data through Payload's REST API over real HTTP (GraphQL is off, ADR 156): a customer reads
// and changes only their own account and profile; anonymous callers and editors see none of it; the mail-sending
// and password operations belong to the site alone.
import type { APIRequestContext, Page, PlaywrightWorkerArgs } from '@playwright/test'
import { createVerifiedCustomer, expect, newCustomer, test, type Customer } from './fixtures'

type Doc = { id: number; email?: string; fullName?: string; dateOfBirth?: string; user?: number | { id: number } }

/** A customer with a saved profile, and a REST client carrying their JWT from POST /api/users/login. */
async function customerWithProfile(
  page: Page,
  playwright: PlaywrightWorkerArgs['playwright'],
  baseURL: string,
  tag: string,
  dateOfBirth: [string, string, string],
) {
  const customer = await createVerifiedCustomer(page.request, newCustomer(tag, `Customer ${tag}`))
  const signIn = await page.request.post('/auth', { form: { intent: 'sign-in', email: customer.email, password: customer.password }, maxRedirects: 0 })
  expect(signIn.status()).toBe(302)
  const [day, month, year] = dateOfBirth
  const save = await page.request.post('/horoscope', {
    form: { fullName: `Customer ${tag}`, birthDay: day, birthMonth: month, birthYear: year, gender: 'other', placeQuery: 'Chennai' },
    maxRedirects: 0,
  })
  expect(save.status(), await save.text()).toBe(302)
  const login = await page.request.post('/api/users/login', { data: { email: customer.email, password: customer.password } })
  expect(login.status(), await login.text()).toBe(200)
  const { token, user } = (await login.json()) as { token: string; user: Doc }
  const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Authorization: `JWT ${token}` } })
  return { customer, api, id: user.id }
}

type Party = { customer: Customer; api: APIRequestContext; id: number }

const docsOf = async (response: import('@playwright/test').APIResponse) => ((await response.json()) as { docs: Doc[] }).docs
const refused = (status: number) => status === 401 || status === 403 || status === 404

test.describe('customer data through the APIs', () => {
  let a: Party
  let b: Party

  test.beforeAll(async ({ browser, playwright, baseURL }) => {
    const context = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.10' } })
    const page = await context.newPage()
    a = await customerWithProfile(page, playwright, baseURL!, 'api-a', ['17', '5', '1990'])
    await context.clearCookies()
    b = await customerWithProfile(page, playwright, baseURL!, 'api-b', ['2', '12', '1975'])
    await context.close()
  })

  test.afterAll(async () => {
    await a?.api.dispose()
    await b?.api.dispose()
  })

  test('a customer reads only their own account and profile over REST', async () => {
    const users = await docsOf(await a.api.get('/api/users?limit=100'))
    expect(users.map((u) => u.email)).toEqual([a.customer.email])
    const profiles = await docsOf(await a.api.get('/api/profiles?limit=100&depth=0'))
    expect(profiles).toHaveLength(1)
    expect(profiles[0]).toMatchObject({ fullName: 'Customer api-a', dateOfBirth: '1990-05-17', user: a.id })

    const bProfiles = await docsOf(await b.api.get('/api/profiles?depth=0'))
    expect(refused((await a.api.get(`/api/profiles/${bProfiles[0]!.id}`)).status())).toBe(true)
    expect(refused((await a.api.get(`/api/users/${b.id}`)).status())).toBe(true)
    // Asking for B's profile by owner finds nothing rather than leaking it.
    expect(await docsOf(await a.api.get(`/api/profiles?where[user][equals]=${b.id}`))).toEqual([])
  })

  test("a customer cannot change or delete another customer's data, nor make data for them", async () => {
    const bProfile = (await docsOf(await b.api.get('/api/profiles?depth=0')))[0]!
    expect(refused((await a.api.patch(`/api/profiles/${bProfile.id}`, { data: { fullName: 'Hacked' } })).status())).toBe(true)
    expect(refused((await a.api.delete(`/api/profiles/${bProfile.id}`)).status())).toBe(true)
    expect(refused((await a.api.patch(`/api/users/${b.id}`, { data: { fullName: 'Hacked' } })).status())).toBe(true)
    expect(refused((await a.api.delete(`/api/users/${b.id}`)).status())).toBe(true)
    const again = (await docsOf(await b.api.get('/api/profiles?depth=0')))[0]!
    expect(again.fullName).toBe('Customer api-b')

    // A new profile "for B" is A's, and A already has one: refused, nothing made.
    const made = await a.api.post('/api/profiles', {
      data: {
        user: b.id,
        fullName: 'Forged',
        dateOfBirth: '2000-01-01',
        gender: 'male',
        placeName: 'X',
        latitude: '1',
        longitude: '2',
        timeZone: 'Asia/Kolkata',
      },
    })
    expect(made.status()).toBeGreaterThanOrEqual(400)
    expect(made.status()).toBeLessThan(500)
    expect(await docsOf(await b.api.get('/api/profiles?depth=0'))).toHaveLength(1)
  })

  test('a customer changes only their name and language over REST, never their role, e-mail or password', async ({ request }) => {
    const named = await a.api.patch(`/api/users/${a.id}`, { data: { fullName: 'Renamed Over REST', isAdmin: true, sessionVersion: 99 } })
    expect(named.status(), await named.text()).toBe(200)
    const me = (await (await a.api.get(`/api/users/${a.id}`)).json()) as Doc & { isAdmin?: boolean; sessionVersion?: number }
    expect(me.fullName).toBe('Renamed Over REST')
    expect(me.isAdmin).not.toBe(true)
    expect(me.sessionVersion).toBeUndefined()

    expect((await a.api.patch(`/api/users/${a.id}`, { data: { email: 'taken-over@example.com' } })).status()).toBe(403)
    expect((await a.api.patch(`/api/users/${a.id}`, { data: { password: 'changed-over-rest' } })).status()).toBe(403)
    const stillWorks = await request.post('/api/users/login', { data: { email: a.customer.email, password: a.customer.password } })
    expect(stillWorks.status()).toBe(200)
    expect((await a.api.post('/api/users', { data: { email: 'new@example.com', password: 'secret1', fullName: 'New' } })).status()).toBe(403)
  })

  test('sign-ins over REST are rate-limited per client address, whatever address the client claims', async ({ playwright, baseURL }, testInfo) => {
    // A block no other spec uses: accounts.spec.ts spreads its visitors over 203.0.113.x, and one of them landing on this
    // address counted against this limit (the flaky run of stop 19).
    const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'X-Forwarded-For': `198.18.2.${testInfo.retry + 1}` } })
    const statuses: number[] = []
    let last = ''
    for (let i = 0; i < 21; i++) {
      // The header in which the server hands the real address to Payload; a client's own value must not count.
      const response = await api.post('/api/users/login', {
        data: { email: `nobody-${i}@example.com`, password: 'whatever' },
        headers: { 'X-Cosmic-Client-Address': `192.0.2.${i}` },
      })
      statuses.push(response.status())
      last = await response.text()
    }
    expect(
      statuses.slice(0, 20).every((status) => status === 401),
      statuses.join(),
    ).toBe(true)
    expect(statuses[20]).toBe(429)
    expect(last).toContain('Too many attempts. Please wait')
    await api.dispose()
  })

  test('password resets and reset mails go through the site only', async ({ request }) => {
    expect((await request.post('/api/users/forgot-password', { data: { email: a.customer.email } })).status()).toBe(403)
    expect((await request.post('/api/users/reset-password', { data: { token: 'a'.repeat(40), password: 'whatever1' } })).status()).toBe(403)
  })

  test('anonymous callers and editors neither see nor change customer data', async ({ request, editorApi }) => {
    const profile = (await docsOf(await a.api.get('/api/profiles?depth=0')))[0]!
    for (const api of [request, editorApi]) {
      for (const path of ['/api/users', '/api/profiles']) {
        const response = await api.get(path)
        if (response.status() === 200) expect(await docsOf(response)).toEqual([])
        else expect(refused(response.status())).toBe(true)
      }
      expect(refused((await api.get(`/api/users/${a.id}`)).status())).toBe(true)
      expect(refused((await api.get(`/api/profiles/${profile.id}`)).status())).toBe(true)
      expect(refused((await api.patch(`/api/users/${a.id}`, { data: { fullName: 'Hacked' } })).status())).toBe(true)
      expect(refused((await api.patch(`/api/profiles/${profile.id}`, { data: { fullName: 'Hacked' } })).status())).toBe(true)
      expect(refused((await api.delete(`/api/profiles/${profile.id}`)).status())).toBe(true)
      expect(refused((await api.delete(`/api/users/${a.id}`)).status())).toBe(true)
      expect(refused((await api.post('/api/profiles', { data: { fullName: 'Anon' } })).status())).toBe(true)
    }
    const after = (await docsOf(await a.api.get('/api/profiles?depth=0')))[0]!
    expect(after).toEqual(profile)
    expect(((await (await a.api.get(`/api/users/${a.id}`)).json()) as Doc).fullName).not.toBe('Hacked')
  })

  test('GraphQL is off: a customer, an editor and anonymous callers all get 404 (ADR 156)', async ({ request, editorApi }) => {
    const query = { query: '{ Profiles(limit: 100) { docs { fullName dateOfBirth } } Users(limit: 100) { docs { email } } }' }
    for (const api of [a.api, request, editorApi]) {
      const response = await api.post('/api/graphql', { data: query })
      expect(response.status()).toBe(404)
      expect(await response.text()).not.toMatch(/dateOfBirth|@/)
    }
  })
})
