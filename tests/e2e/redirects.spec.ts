// Return paths are checked in their normal form (ADR 041). Once, after sign-in, `redirectTo=/.//evil.example/phish` gave `Location: //evil.example/phish`. Every
// place a return path comes from the request (the sign-in form, a signed-in visit to /auth, the verification mail)
// must send the visitor to a page of this site, whatever the path says. The unit table is in app/utils/redirect.test.ts.
import type { APIResponse } from '@playwright/test'
import { createVerifiedCustomer, expect, linkIn, mailTo, newCustomer, signInThroughForm, test } from './fixtures'

// The probe's three, and a few of the other tricks (encoded and look-alike slashes, a tab, a backslash).
const HOSTILE = [
  '/.//evil.example/phish',
  '/..//evil.example',
  '/api/../..//evil.example',
  '/%2F%2Fevil.example',
  '/%2e%2e//evil.example',
  '/\t/evil.example',
  '/%09/evil.example',
  '/\\evil.example',
  '/\uFF0F/evil.example',
  '//evil.example',
  'https://evil.example',
  'javascript:alert(1)',
  '/AUTH',
  '/sign-out',
]

/** The redirect's Location, checked to be a path of this site: never protocol-relative, never another origin. */
function sameSiteLocation(response: APIResponse, baseURL: string, what: string): string {
  expect(response.status(), what).toBeGreaterThanOrEqual(300)
  expect(response.status(), what).toBeLessThan(400)
  const location = response.headers().location ?? ''
  expect(location, what).toMatch(/^\/(?![/\\])/)
  expect(new URL(location, baseURL).origin, what).toBe(new URL(baseURL).origin)
  return location
}

test('signing in with a hostile redirectTo lands on the dashboard of this site', async ({ page, baseURL }) => {
  const customer = await createVerifiedCustomer(page.request, newCustomer('redirect-form'))
  await signInThroughForm(page, customer, `/auth?redirectTo=${encodeURIComponent('/.//evil.example/phish')}`)
  await page.waitForURL('**/dashboard')
  expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin)
  expect(new URL(page.url()).pathname).toBe('/dashboard')
  // Signed in, /auth sends the visitor on to where redirectTo points: the same check holds there.
  for (const redirectTo of HOSTILE.slice(0, 4)) {
    await page.goto(`/auth?redirectTo=${encodeURIComponent(redirectTo)}`)
    await expect(page, redirectTo).toHaveURL((url) => url.origin === new URL(baseURL!).origin && url.pathname === '/dashboard')
  }
})

test('the sign-in action and a signed-in visit to /auth answer hostile redirectTo values with a Location on this site', async ({ page, baseURL }) => {
  const customer = await createVerifiedCustomer(page.request, newCustomer('redirect-post'))
  /** One sign-in through the action, signed out first so the /auth loader (requireAnonymous) cannot answer for it. */
  const signIn = async (redirectTo: string) => {
    await page.context().clearCookies()
    return page.request.post('/auth', { form: { intent: 'sign-in', email: customer.email, password: customer.password, redirectTo }, maxRedirects: 0 })
  }
  // Few enough sign-ins to stay within the per-address limit; the signed-in visits below take every value.
  for (const redirectTo of HOSTILE.slice(0, 5)) expect(sameSiteLocation(await signIn(redirectTo), baseURL!, redirectTo), redirectTo).toBe('/dashboard')
  // A page of ours still comes back, in its normal form.
  expect(sameSiteLocation(await signIn('/blog/../numerology?x=1'), baseURL!, 'own page')).toBe('/numerology?x=1')
  for (const redirectTo of HOSTILE) {
    const response = await page.request.get(`/auth?redirectTo=${encodeURIComponent(redirectTo)}`, { maxRedirects: 0 })
    expect(sameSiteLocation(response, baseURL!, `signed in, ${redirectTo}`), redirectTo).toBe('/dashboard')
  }
})

test('the verification mail carries no hostile return path, and its link stays on the site', async ({ request, baseURL }) => {
  const customer = newCustomer('redirect-mail')
  const signUp = await request.post('/auth', {
    form: {
      intent: 'sign-up',
      fullName: customer.fullName,
      email: customer.email,
      password: customer.password,
      preferredLanguage: 'en',
      redirectTo: '/.//evil.example/phish',
    },
    maxRedirects: 0,
  })
  expect(signUp.status()).toBe(200)
  const link = new URL(linkIn(await mailTo(customer.email, { subject: /confirm/i }), '/auth/verify'))
  expect(link.searchParams.has('redirectTo')).toBe(false)
  // A link edited by hand to carry one is checked again when it is opened.
  link.searchParams.set('redirectTo', '/..//evil.example')
  const verify = await request.get(`${link.pathname}${link.search}`, { maxRedirects: 0 })
  expect(sameSiteLocation(verify, baseURL!, 'verification link')).toBe('/auth')
})

test('no redirect of the server itself, for any odd path, points off the site', async ({ request, baseURL }) => {
  // Absolute URLs, so the client cannot read `//host` as another site before the server sees the path.
  const paths = [
    '//evil.example',
    '//evil.example/',
    '///evil.example/x',
    '//assets',
    '/assets//evil.example',
    '//dashboard',
    '//evil.example/dashboard',
    '/dashboard/..//evil.example',
    '/newsletter',
    '//newsletter',
    '/settings//evil.example',
  ]
  for (const path of paths) {
    const response = await request.get(`${baseURL}${path}`, { maxRedirects: 0 })
    expect(response.status(), path).toBeLessThan(500)
    if (response.status() >= 300 && response.status() < 400) {
      const location = sameSiteLocation(response, baseURL!, path)
      // A return path carried along in the Location is the site's own too, or is checked again on arrival.
      const back = new URL(location, baseURL).searchParams.get('redirectTo')
      if (back !== null) expect(back, path).toMatch(/^\//)
    }
  }
})
