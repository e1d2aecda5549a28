// Navigation without dead ends (ADR 078): every same-site link on every page a visitor can reach from the landing
// page answers, signed out and signed in with a profile, in English and in Hindi; and every feature of the spec's
// route table (2.1) has a page, an honest "coming soon" until its own issue lands, behind a session only where spec 6
// asks for one.
//
// And every page has a way in (ADR 191): the pages of the route table (app/routes.ts) that a visitor can open must each
// be linked from a page that visitor reaches, or be exempt with a reason (tests/e2e/route-pages.ts).
//
// The crawl reads server-rendered HTML with the request API (no rendering: every link is in the HTML, the pages are
// rendered on the server), once per URL, and never follows /admin, /api or /sign-out.
import type { APIRequestContext, PlaywrightWorkerArgs } from '@playwright/test'
import { createVerifiedCustomer, expect, newCustomer, test } from './fixtures'
import { pagesNeedingAWayIn, pagesWithoutAWayIn, staleExemptions } from './route-pages'

/** Not crawled: the CMS, its APIs, and the link that would end the session being crawled. */
const SKIPPED = /^\/(admin|api|sign-out)(\/|$)/
/** A crawl that finds more than this many URLs is following something it should not (a link that grows each time). */
const MAX_URLS = 400
const CONCURRENCY = 4

type Answer = { url: string; status: number; from: string }

/** The href of every <a> in an HTML document, entities decoded. */
function hrefsIn(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*?\shref\s*=\s*(?:"([^"]*)"|'([^']*)')/gi)].map(([, double, single]) =>
    (double ?? single ?? '').replaceAll('&amp;', '&').replaceAll('&#x27;', "'").replaceAll('&quot;', '"'),
  )
}

/**
 * Walks the site from `/` breadth-first, each same-site URL once (path and query; the fragment is dropped), and
 * returns every answer with the page that linked to it. Redirects are followed: a link to a page that needs a session
 * answers with sign-in, which is not a dead end. Links are read from pages without a query string only (below).
 */
async function crawl(api: APIRequestContext, origin: string): Promise<Answer[]> {
  const seen = new Set<string>(['/'])
  const queue: { url: string; from: string }[] = [{ url: '/', from: '(start)' }]
  const answers: Answer[] = []
  const visit = async ({ url, from }: { url: string; from: string }) => {
    let response = await api.get(url)
    // A customer's second PDF while the first is being made is asked to wait (429 with Retry-After, ADR 159): the
    // crawl, a few links at a time, waits as asked and tries once more, as a person would.
    const wait = Number(response.headers()['retry-after'])
    if (response.status() === 429 && wait > 0 && wait <= 15) {
      await new Promise((resolve) => setTimeout(resolve, wait * 1000))
      response = await api.get(url)
    }
    answers.push({ url, status: response.status(), from })
    if (!(response.headers()['content-type'] ?? '').startsWith('text/html')) return
    // A page reached with a query string is checked but not followed further: its links are the same page's other
    // states (the astro calendar's next month links to the month after, for ever), already reached from the page itself.
    if (url.includes('?')) return
    for (const href of hrefsIn(await response.text())) {
      if (!href || href.startsWith('#') || /^(mailto|tel|javascript):/i.test(href)) continue
      const target = new URL(href, new URL(url, origin))
      if (target.origin !== origin || SKIPPED.test(target.pathname)) continue
      const key = target.pathname + target.search
      if (seen.has(key)) continue
      seen.add(key)
      queue.push({ url: key, from: url })
    }
  }
  // A few requests at a time, as a browser would: the crawl stays well under a minute on a busy machine.
  while (queue.length) {
    const batch = queue.splice(0, CONCURRENCY)
    await Promise.all(batch.map(visit))
    expect(seen.size, `the crawl found more than ${MAX_URLS} URLs`).toBeLessThanOrEqual(MAX_URLS)
  }
  return answers
}

/** A request context of its own (its own cookies), as one visitor from one address, in one language. */
function visitor(playwright: PlaywrightWorkerArgs['playwright'], baseURL: string, language: 'en' | 'hi', address: string) {
  return playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { 'Accept-Language': language === 'hi' ? 'hi-IN,hi;q=0.9' : 'en-IN,en;q=0.9', 'X-Forwarded-For': address },
  })
}

/** Every answer that is a dead end: a 4xx (404 above all) or a 5xx. */
const deadEnds = (answers: Answer[]) =>
  answers.filter((answer) => answer.status >= 400).map(({ url, status, from }) => `${status} ${url} (linked from ${from})`)

const paths = (answers: Answer[]) => answers.map((answer) => answer.url.split('?')[0])

/**
 * The pages of the route table this visitor can open (a fixed path that answers 200 without a redirect; for a signed-in
 * visitor also every page with parameters) that the crawl found no link to, each named.
 */
async function pagesWithNoWayIn(api: APIRequestContext, answers: Answer[], signedIn: boolean): Promise<string[]> {
  const expected = []
  for (const page of pagesNeedingAWayIn()) {
    if (page.pattern) {
      if (signedIn) expected.push(page)
    } else if ((await api.get(page.path, { maxRedirects: 0 })).status() === 200) expected.push(page)
  }
  // Sanity: the table gives the crawl something to check.
  expect(expected.length, 'pages of the route table this visitor can open').toBeGreaterThan(5)
  return pagesWithoutAWayIn(expected, ['/', ...paths(answers)]).map(
    (path) => `${path} has no link from the pages a ${signedIn ? 'signed-in' : 'signed-out'} visitor reaches`,
  )
}

test('the exemptions from the way-in check name pages of the route table', () => {
  expect(staleExemptions()).toEqual([])
  expect(pagesNeedingAWayIn().map((page) => page.path)).toEqual(expect.arrayContaining(['/', '/dashboard', '/consultations', '/blog/:slug']))
})

test.describe('the link crawl', () => {
  for (const language of ['en', 'hi'] as const) {
    test(`signed out, in ${language === 'en' ? 'English' : 'Hindi'}, no link leads to a 404 or an error`, async ({ playwright, baseURL }) => {
      // The crawl and the route table's probes, on a busy machine.
      test.setTimeout(180_000)
      const api = await visitor(playwright, baseURL!, language, `10.251.0.${language === 'en' ? 1 : 2}`)
      const answers = await crawl(api, new URL(baseURL!).origin)
      const noWayIn = await pagesWithNoWayIn(api, answers, false)
      await api.dispose()
      expect(deadEnds(answers)).toEqual([])
      expect(noWayIn).toEqual([])
      // The crawl really went round the site: the header's, the footer's and the landing page's links.
      expect(paths(answers)).toEqual(
        expect.arrayContaining([
          '/',
          '/blog',
          '/pricing',
          '/about',
          '/contact',
          '/horoscope',
          '/auth',
          '/love-forecasts',
          '/numerology',
          '/astro-calendar',
          '/lucky-elements',
        ]),
      )
      expect(answers.some((answer) => answer.url.startsWith('/blog/'))).toBe(true)
    })

    test(`signed in with a profile, in ${language === 'en' ? 'English' : 'Hindi'}, no link leads to a 404 or an error`, async ({
      playwright,
      baseURL,
    }) => {
      test.setTimeout(180_000)
      const api = await visitor(playwright, baseURL!, language, `10.251.1.${language === 'en' ? 1 : 2}`)
      const customer = await createVerifiedCustomer(api, newCustomer(`crawl-${language}`), language)
      const signIn = await api.post('/auth', { form: { intent: 'sign-in', email: customer.email, password: customer.password }, maxRedirects: 0 })
      expect(signIn.status(), 'sign-in').toBe(302)
      const saved = await api.post('/horoscope', {
        form: {
          fullName: customer.fullName,
          birthDay: '14',
          birthMonth: '8',
          birthYear: '1992',
          birthHour: '07',
          birthMinute: '45',
          birthPeriod: 'PM',
          gender: 'female',
          placeManual: 'on',
          placeName: 'Bengaluru',
          latitude: '12.97',
          longitude: '77.59',
          timeZone: 'Asia/Kolkata',
        },
        maxRedirects: 0,
      })
      expect(saved.status(), 'saving the profile').toBe(302)
      const answers = await crawl(api, new URL(baseURL!).origin)
      const noWayIn = await pagesWithNoWayIn(api, answers, true)
      await api.dispose()
      expect(deadEnds(answers)).toEqual([])
      expect(noWayIn).toEqual([])
      expect(paths(answers)).toEqual(expect.arrayContaining(['/dashboard', '/settings', '/soulmate-analysis', '/numerology', '/love-forecasts']))
    })
  }
})
