// The site in Hindi and English (ADR 050): every page walked in both languages at desktop and phone widths, checked
// against the catalogues themselves; the switcher, ?lng=, Accept-Language, <html lang>, hreflang and the page cache.
import { gzipSync } from 'node:zlib'
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test'
import * as english from '../../app/locales/en'
import * as hindi from '../../app/locales/hi'
import {
  createVerifiedCustomer,
  ECLIPSE_BIRTH,
  expect,
  expectNoSeriousA11yViolations,
  newCustomer,
  PUBLIC_PATHS,
  saveProfile,
  signInThroughForm,
  test,
  waitForHydration,
} from './fixtures'

type Tree = { [key: string]: string | Tree }

function leaves(tree: unknown, prefix = ''): [string, string][] {
  return Object.entries(tree as Tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}.`),
  )
}

/**
 * The English UI strings a Hindi page must not show: every English catalogue string whose Hindi differs (a string the
 * same in both is a name: the brand, App Store), cut at its placeholders into the literal words around them.
 */
function englishUiStrings(): Set<string> {
  const found = new Set<string>()
  for (const [namespace, tree] of Object.entries(english)) {
    const translated = new Map(leaves((hindi as Record<string, unknown>)[namespace] ?? {}))
    for (const [key, text] of leaves(tree)) {
      if (translated.get(key) === text) continue
      const pieces = text.split(/\{\{[^}]*\}\}/)
      for (const piece of pieces) {
        const words = piece.replace(/[·:→←…]|\.\.\.$/g, ' ').trim()
        // Fragments too short to mean anything on their own ("s", "-day") would match inside names; so would a lone
        // short word left between two placeholders ("the" of "…: the {{tara}} tara"), which is grammar, not a string.
        const letters = (words.match(/[A-Za-z]/g) ?? []).length
        if (letters >= 3 && (pieces.length === 1 || letters >= 4 || /\s/.test(words))) found.add(words)
      }
    }
  }
  return found
}

const ENGLISH_UI = englishUiStrings()
const DEVANAGARI = /[\u0900-\u097F]/

/**
 * What a reader meets on the page: each element's own text and the names and hints assistive technology reads
 * (aria-label, placeholder, alt, title), with the element's language. Hidden elements count when a screen reader
 * reads them (sr-only text), so visibility is not a filter; `<script>`, `<style>` and `<template>` are.
 */
async function readableText(page: Page) {
  return page.evaluate(() => {
    const out: { text: string; lang: string }[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.nodeType === Node.TEXT_NODE ? node.parentElement : (node as Element)
      if (!element || element.closest('script, style, template, noscript')) continue
      const lang = element.closest('[lang]')?.getAttribute('lang') ?? ''
      if (node.nodeType === Node.TEXT_NODE) {
        const text = node.textContent?.trim()
        if (text) out.push({ text, lang })
      } else {
        for (const name of ['aria-label', 'placeholder', 'alt', 'title']) {
          const value = (node as Element).getAttribute(name)?.trim()
          if (value) out.push({ text: value, lang })
        }
      }
    }
    return out
  })
}

const wholeWords = (haystack: string, needle: string) =>
  new RegExp(`(^|[^A-Za-z])${needle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^A-Za-z])`).test(haystack)

const squash = (text: string) => text.replace(/\s+/g, ' ').trim()

function stringsIn(value: unknown, into: string[] = []): string[] {
  if (typeof value === 'string') into.push(squash(value))
  else if (Array.isArray(value)) for (const item of value) stringsIn(item, into)
  else if (value && typeof value === 'object') for (const item of Object.values(value)) stringsIn(item, into)
  return into
}

/**
 * Editors' words, while the CMS has no Hindi to give: when Payload answers `locale=hi` exactly as `locale=en`,
 * localization is not on yet (i18n-cms turns it on and seeds the Hindi), and the CMS's English texts are left out of
 * the check, loudly. Once the CMS serves Hindi, nothing is left out, and an untranslated CMS text fails the walk.
 */
async function untranslatedCmsTexts(request: APIRequestContext): Promise<string[]> {
  const sources = ['globals/site-settings', 'globals/landing', 'globals/pricing-page', 'pages', 'posts', 'faqs', 'testimonials', 'tiers']
  const texts: string[] = []
  for (const source of sources) {
    const read = async (locale: string) => (await request.get(`/api/${source}`, { params: { locale, depth: 0, limit: 100 } })).json()
    const [en, hi] = [await read('en'), await read('hi')]
    if (JSON.stringify(en) !== JSON.stringify(hi)) return []
    stringsIn(en, texts)
  }
  test.info().annotations.push({ type: 'cms', description: 'the CMS serves no Hindi yet: its English texts are not checked on Hindi pages' })
  // Editors write tokens ({contactEmail}) that the page fills in: the words around them are theirs too. Longest first,
  // so a text is taken out whole before a shorter one inside it (the site's name) breaks it up.
  const pieces = texts.flatMap((text) => [text, ...text.split(/\{\w+\}/).map(squash)])
  return [...new Set(pieces.filter((text) => text.length >= 4))].sort((a, b) => b.length - a.length)
}

async function expectAllHindi(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN')
  const cms = await untranslatedCmsTexts(page.request)
  const leaks: string[] = []
  const title = await page.title()
  for (const { text } of [...(await readableText(page)), { text: title }]) {
    const line = squash(text)
    if (cms.some((written) => written.includes(line))) continue
    let ours = line
    for (const written of cms) if (ours.includes(written)) ours = ours.replaceAll(written, ' ')
    for (const ui of ENGLISH_UI) if (wholeWords(ours, ui)) leaks.push(`"${ui}" in "${line.slice(0, 80)}"`)
  }
  expect([...new Set(leaks)], `English UI strings on the Hindi page ${page.url()}`).toEqual([])
}

async function expectAllEnglish(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN')
  // The switcher names Hindi in Hindi, marked lang="hi"; anything else in Devanagari is a leak.
  const leaks = (await readableText(page)).filter(({ text, lang }) => DEVANAGARI.test(text) && !lang.startsWith('hi')).map(({ text }) => text.slice(0, 80))
  expect(leaks, `Devanagari on the English page ${page.url()}`).toEqual([])
}

async function firstPostPath(request: APIRequestContext) {
  const { docs } = (await (await request.get('/api/posts', { params: { limit: 1, depth: 0, sort: '-publishedAt' } })).json()) as {
    docs: { slug: string }[]
  }
  return `/blog/${docs[0].slug}`
}

const WIDTHS = [
  { name: 'desktop', viewport: { width: 1366, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const

const LANGUAGES = [
  { locale: 'hi', acceptLanguage: 'hi-IN,hi;q=0.9', check: expectAllHindi },
  { locale: 'en', acceptLanguage: 'en-IN,en;q=0.9', check: expectAllEnglish },
] as const

const pageErrors = new WeakMap<Page, string[]>()

/** A visitor with their own browser language; every page they open is watched for errors (a hydration mismatch among them). */
let visitors = 0

async function visitor(browser: Browser, acceptLanguage: string, viewport: { width: number; height: number }): Promise<BrowserContext> {
  visitors += 1
  // Chromium writes Accept-Language from the context's locale; each visitor also comes from an address of their own,
  // so the per-address sign-up limit counts one visitor, as in real life (fixtures.ts does the same).
  const context = await browser.newContext({
    viewport,
    locale: acceptLanguage.split(',')[0] || 'en-US',
    extraHTTPHeaders: { 'Accept-Language': acceptLanguage, 'X-Forwarded-For': `10.211.${Math.floor(visitors / 250) % 250}.${(visitors % 250) + 1}` },
  })
  context.on('page', (page) => {
    const errors: string[] = []
    pageErrors.set(page, errors)
    page.on('pageerror', (error) => errors.push(error.message))
    page.on('console', (message) => {
      // The 404 page's own status is reported by the browser as a failed resource; that one is expected.
      if (message.type() === 'error' && !/status of 404/.test(message.text())) errors.push(message.text())
    })
  })
  return context
}

async function open(page: Page, path: string, status = 200) {
  const response = await page.goto(path)
  expect(response?.status(), `status of ${path}`).toBe(status)
  await waitForHydration(page)
}

function expectNoErrors(page: Page) {
  expect(pageErrors.get(page) ?? [], `errors on ${page.url()}`).toEqual([])
}

/** Signs in through the form in English (the fixtures' labels), then forgets that choice: the account decides. */
async function signIn(context: BrowserContext, page: Page, customer: { email: string; password: string }) {
  await signInThroughForm(page, customer, '/auth?lng=en')
  await page.waitForURL('**/dashboard')
  await context.clearCookies({ name: 'lng' })
}

for (const { name, viewport } of WIDTHS)
  for (const { locale, acceptLanguage, check } of LANGUAGES) {
    test.describe(`${locale} at ${name} width, signed out`, () => {
      // English pages differ from one width to the other only in the phone menu, which '/' opens; every public page is
      // also axe-checked at phone width in English by public-pages.spec.ts. Hindi, whose words run longer, is walked whole.
      const paths = name === 'phone' && locale === 'en' ? ['/'] : [...PUBLIC_PATHS, 'a blog post', '/no-such-page']
      for (const path of paths) {
        test(`${path} is all ${locale} and axe-clean`, async ({ browser, page }) => {
          const context = await visitor(browser, acceptLanguage, viewport)
          try {
            const tab = await context.newPage()
            const target = path === 'a blog post' ? await firstPostPath(page.request) : path
            await open(tab, target, path === '/no-such-page' ? 404 : 200)
            if (name === 'phone') await tab.getByRole('banner').locator('summary:visible').click()
            await check(tab)
            await expectNoSeriousA11yViolations(tab)
            expectNoErrors(tab)
          } finally {
            await context.close()
          }
        })
      }
    })

    // One customer signs in once and opens each signed-in page in turn: a sign-up per page would only repeat the
    // sign-in flow, which accounts.spec.ts covers.
    test(`the signed-in pages are all ${locale} and axe-clean at ${name} width`, async ({ browser }) => {
      // Ten pages, each checked word by word and by axe, and an analysis generated on the way.
      test.slow()
      const context = await visitor(browser, acceptLanguage, viewport)
      try {
        const tab = await context.newPage()
        const customer = await createVerifiedCustomer(tab.request, newCustomer(`i18n-${locale}-${name}`), locale)
        await signIn(context, tab, customer)
        // With a birth profile, so that the daily reading and the life-and-career analysis show their generated texts.
        await saveProfile(tab.request, customer.fullName, ECLIPSE_BIRTH)
        for (const path of [
          '/daily-reading',
          '/numerology',
          '/dashboard',
          '/settings',
          '/horoscope',
          '/profile-setup',
          '/consultations',
          '/daily-affirmations',
          '/astro-journal',
        ]) {
          await test.step(path, async () => {
            await open(tab, path)
            // The page itself, not where a missing profile sends the customer (the daily reading's generated text).
            expect(new URL(tab.url()).pathname).toBe(path)
            await check(tab)
            await expectNoSeriousA11yViolations(tab)
          })
        }
        await test.step('/life-career with a generated analysis', async () => {
          const words = locale === 'hi' ? hindi.lifeCareer : english.lifeCareer
          await open(tab, '/life-career')
          await tab.getByRole('button', { name: words.generate, exact: true }).click()
          await expect(tab.getByRole('button', { name: words.regenerate, exact: true })).toBeVisible()
          await check(tab)
          await expectNoSeriousA11yViolations(tab)
        })
      } finally {
        await context.close()
      }
    })

    test(`/auth is all ${locale} at ${name} width, signed out and axe-clean`, async ({ browser }) => {
      const context = await visitor(browser, acceptLanguage, viewport)
      try {
        const tab = await context.newPage()
        await open(tab, '/auth')
        await check(tab)
        await expectNoSeriousA11yViolations(tab)
      } finally {
        await context.close()
      }
    })
  }

test.describe('choosing the language', () => {
  for (const { name, viewport } of WIDTHS) {
    test(`the switcher keeps the page and sets <html lang>, at ${name} width`, async ({ browser }) => {
      const context = await visitor(browser, 'en-IN', viewport)
      try {
        const tab = await context.newPage()
        await open(tab, '/pricing?sketches=4')
        await expect(tab.locator('html')).toHaveAttribute('lang', 'en-IN')
        const banner = tab.getByRole('banner')
        if (name === 'phone') await banner.locator('summary:visible').click()
        await banner.getByRole('button', { name: 'हिन्दी' }).click()
        await tab.waitForURL('**/pricing?sketches=4')
        await expect(tab.locator('html')).toHaveAttribute('lang', 'hi-IN')
        await expect(tab.getByRole('heading', { level: 1 })).toBeVisible()
        // Remembered: the next page is Hindi too, though the browser asks for English.
        await open(tab, '/about')
        await expect(tab.locator('html')).toHaveAttribute('lang', 'hi-IN')
        if (name === 'phone') await banner.locator('summary:visible').click()
        await banner.getByRole('button', { name: 'English' }).click()
        await tab.waitForURL('**/about')
        await expect(tab.locator('html')).toHaveAttribute('lang', 'en-IN')
      } finally {
        await context.close()
      }
    })
  }

  test('the switcher works without JavaScript, on the landing page too', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: { 'Accept-Language': 'en' } })
    try {
      const tab = await context.newPage()
      await tab.goto('/blog')
      await tab.getByRole('banner').getByRole('button', { name: 'हिन्दी' }).first().click()
      await tab.waitForURL('**/blog')
      await expect(tab.locator('html')).toHaveAttribute('lang', 'hi-IN')
      await tab.goto('/')
      await expect(tab.locator('html')).toHaveAttribute('lang', 'hi-IN')
    } finally {
      await context.close()
    }
  })

  test('?lng=hi makes a page shareable in Hindi, and remembers it', async ({ browser }) => {
    const context = await visitor(browser, 'en-US', WIDTHS[0].viewport)
    try {
      const tab = await context.newPage()
      await open(tab, '/about?lng=hi')
      await expect(tab.locator('html')).toHaveAttribute('lang', 'hi-IN')
      await open(tab, '/pricing')
      await expect(tab.locator('html')).toHaveAttribute('lang', 'hi-IN')
      await open(tab, '/pricing?lng=en')
      await expect(tab.locator('html')).toHaveAttribute('lang', 'en-IN')
    } finally {
      await context.close()
    }
  })

  test('Accept-Language decides for a new visitor; English otherwise', async ({ playwright, baseURL }) => {
    for (const [header, lang] of [
      ['hi-IN,hi;q=0.9,en;q=0.8', 'hi-IN'],
      ['hi', 'hi-IN'],
      ['en-GB,en;q=0.9', 'en-IN'],
      ['fr-FR,fr;q=0.9', 'en-IN'],
      ['', 'en-IN'],
    ]) {
      const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: header ? { 'Accept-Language': header } : {} })
      const html = await (await api.get('/contact')).text()
      expect(html, `Accept-Language: ${header}`).toContain(`<html lang="${lang}"`)
      await api.dispose()
    }
  })

  test("a signed-in customer's account decides, and the switcher saves the choice to it", async ({ browser }) => {
    const context = await visitor(browser, 'en-IN', WIDTHS[0].viewport)
    try {
      const tab = await context.newPage()
      const customer = await createVerifiedCustomer(tab.request, newCustomer('i18n-account'), 'hi')
      await signIn(context, tab, customer)
      await open(tab, '/about?lng=en')
      await expect(tab.locator('html'), 'the account beats ?lng=').toHaveAttribute('lang', 'hi-IN')
      await tab.getByRole('banner').getByRole('button', { name: 'English' }).click()
      await tab.waitForURL('**/about?lng=en')
      await expect(tab.locator('html')).toHaveAttribute('lang', 'en-IN')
      // Another browser, signed in to the same account, follows the saved setting.
      const other = await visitor(browser, 'hi-IN', WIDTHS[0].viewport)
      try {
        const second = await other.newPage()
        await signIn(other, second, customer)
        await open(second, '/about')
        await expect(second.locator('html')).toHaveAttribute('lang', 'en-IN')
      } finally {
        await other.close()
      }
    } finally {
      await context.close()
    }
  })

  test('the language endpoint refuses an unknown language with 400', async ({ request }) => {
    const response = await request.post('/language', { form: { lng: 'xx', redirectTo: '/' }, maxRedirects: 0 })
    expect(response.status()).toBe(400)
    const away = await request.post('/language', { form: { lng: 'hi', redirectTo: '//evil.example/x' }, maxRedirects: 0 })
    expect(away.status()).toBe(303)
    expect(away.headers().location).toBe('/')
  })
})

test('every public page names its language versions (hreflang en, hi, x-default)', async ({ request, baseURL }) => {
  for (const path of [...PUBLIC_PATHS, await firstPostPath(request)]) {
    const html = await (await request.get(path)).text()
    const links = Object.fromEntries([...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/gi)].map((m) => [m[1], m[2]]))
    const plain = new URL(path, baseURL).href
    expect(links, path).toEqual({ en: `${plain}?lng=en`, hi: `${plain}?lng=hi`, 'x-default': plain })
  }
})

test('the page cache never hands one language’s page to the other', async ({ playwright, baseURL }) => {
  const hindiVisitor = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'Accept-Language': 'hi-IN' } })
  const englishVisitor = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'Accept-Language': 'en-IN' } })
  try {
    for (let round = 0; round < 2; round++) {
      const hi = await hindiVisitor.get('/terms')
      const en = await englishVisitor.get('/terms')
      expect(await hi.text()).toContain('<html lang="hi-IN"')
      expect(await en.text()).toContain('<html lang="en-IN"')
      if (round === 1) expect([hi.headers()['x-page-cache'], en.headers()['x-page-cache']]).toEqual(['HIT', 'HIT'])
    }
  } finally {
    await hindiVisitor.dispose()
    await englishVisitor.dispose()
  }
})

test('the landing page ships under 10 kB of JavaScript, gzipped, in both languages', async ({ playwright, baseURL }) => {
  for (const acceptLanguage of ['en-IN', 'hi-IN']) {
    const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'Accept-Language': acceptLanguage } })
    const html = await (await api.get('/')).text()
    let bytes = 0
    for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
      const src = /src="([^"]+)"/.exec(match[1])?.[1]
      bytes += src ? gzipSync(await (await api.get(src)).body()).length : gzipSync(match[2]).length
    }
    for (const match of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) bytes += gzipSync(await (await api.get(match[1])).body()).length
    expect(bytes, `landing JavaScript in ${acceptLanguage}`).toBeLessThan(10 * 1024)
    await api.dispose()
  }
})
