import { beforeEach, describe, expect, it, vi } from 'vitest'

// The account lookup needs a database; here it is whatever each case says the session belongs to.
const session = vi.hoisted(() => ({ user: null as { preferredLanguage: string } | null }))
vi.mock('../utils/auth.server', () => ({ getUser: async () => session.user }))

const { createRequestI18n, getFixedT, getLocale, rememberRequestedLocale } = await import('./i18n.server')
const { localeCookie } = await import('./detection.mjs')

async function request(path: string, { cookie, acceptLanguage }: { cookie?: string; acceptLanguage?: string } = {}) {
  const headers = new Headers()
  if (cookie) headers.set('Cookie', (await localeCookie.serialize(cookie)).split(';')[0])
  if (acceptLanguage) headers.set('Accept-Language', acceptLanguage)
  return new Request(`http://localhost${path}`, { headers })
}

beforeEach(() => {
  session.user = null
})

describe('getLocale: account → ?lng= → cookie → Accept-Language → English', () => {
  it('is English with nothing to go on', async () => {
    expect(await getLocale(await request('/'))).toBe('en')
  })

  it('follows Accept-Language, region and weights included', async () => {
    expect(await getLocale(await request('/', { acceptLanguage: 'hi-IN,hi;q=0.9,en;q=0.8' }))).toBe('hi')
    expect(await getLocale(await request('/', { acceptLanguage: 'en-GB,hi;q=0.5' }))).toBe('en')
    expect(await getLocale(await request('/', { acceptLanguage: 'fr-FR' }))).toBe('en')
  })

  it('prefers the cookie to Accept-Language', async () => {
    expect(await getLocale(await request('/', { cookie: 'hi', acceptLanguage: 'en-US' }))).toBe('hi')
    expect(await getLocale(await request('/', { cookie: 'en', acceptLanguage: 'hi-IN' }))).toBe('en')
  })

  it('prefers ?lng= to the cookie, and ignores a language we do not have', async () => {
    expect(await getLocale(await request('/blog?lng=hi', { cookie: 'en' }))).toBe('hi')
    expect(await getLocale(await request('/blog?lng=en', { cookie: 'hi' }))).toBe('en')
    expect(await getLocale(await request('/blog?lng=xx', { cookie: 'hi' }))).toBe('hi')
  })

  it("puts a signed-in customer's account setting above everything", async () => {
    session.user = { preferredLanguage: 'hi' }
    expect(await getLocale(await request('/?lng=en', { cookie: 'en', acceptLanguage: 'en' }))).toBe('hi')
    // A preferred language without a translation is shown in English.
    session.user = { preferredLanguage: 'es' }
    expect(await getLocale(await request('/?lng=hi', { cookie: 'hi', acceptLanguage: 'hi' }))).toBe('en')
  })
})

describe('translation functions', () => {
  it('translate into the given language or the request’s', async () => {
    expect((await getFixedT('hi', 'common'))('nav.home')).toBe('होम')
    expect((await getFixedT('en', 'common'))('nav.home')).toBe('Home')
    expect((await getFixedT(await request('/', { cookie: 'hi' }), 'common'))('account.signIn')).toBe('साइन इन करें')
  })

  it('give each rendered request its own language', () => {
    const hindi = createRequestI18n('hi')
    const english = createRequestI18n('en')
    expect(hindi.t('nav.home')).toBe('होम')
    expect(english.t('nav.home')).toBe('Home')
    expect(hindi.language).toBe('hi')
  })
})

describe('createRequestI18n: the translation functions a render asks for (ADR 272)', () => {
  it('read a bare key the same every time, in its language, namespace and key prefix', () => {
    const english = createRequestI18n('en')
    const hindi = createRequestI18n('hi')
    const t = english.getFixedT(null, 'common')
    expect(t('nav.home')).toBe('Home')
    expect(t('nav.home')).toBe('Home')
    expect(hindi.getFixedT(null, 'common')('nav.home')).toBe('होम')
    expect(english.getFixedT('hi', 'common')('nav.home')).toBe('होम')
    // A prefix names another key; another namespace reads its own catalogue.
    expect(english.getFixedT(null, 'common', 'nav')('home')).toBe('Home')
    const unprefixed = english.getFixedT(null, 'common') as unknown as (key: string) => string
    expect(unprefixed('home')).not.toBe('Home')
    expect(english.getFixedT(null, 'reading')('heading')).toBe(english.t('heading', { ns: 'reading' }))
  })

  it('still interpolate a call with options, each time with its own values', () => {
    const t = createRequestI18n('en').getFixedT(null, 'common')
    const first = t('footer.copyright', { year: 2025, siteName: 'Cosmic', country: 'India' })
    const second = t('footer.copyright', { year: 2026, siteName: 'Cosmic', country: 'India' })
    expect(first).toContain('2025')
    expect(second).toContain('2026')
    expect(second).not.toContain('2025')
  })
})

describe('rememberRequestedLocale', () => {
  it('sets the cookie when ?lng= names another language than the cookie', async () => {
    const header = await rememberRequestedLocale(await request('/?lng=hi', { cookie: 'en' }))
    expect(await localeCookie.parse(header)).toBe('hi')
  })

  it('says nothing when there is no ?lng=, it is unknown, or it matches', async () => {
    expect(await rememberRequestedLocale(await request('/'))).toBeNull()
    expect(await rememberRequestedLocale(await request('/?lng=xx'))).toBeNull()
    expect(await rememberRequestedLocale(await request('/?lng=hi', { cookie: 'hi' }))).toBeNull()
  })
})
