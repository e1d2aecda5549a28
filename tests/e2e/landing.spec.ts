// The landing page (spec 2.3): its eight sections in order, links, blog teasers, FAQ, testimonials and the newsletter.
import type { Page, Route } from '@playwright/test'
import {
  ANY_WIDTH,
  CATEGORY_BADGE,
  expect,
  expectedLongDate,
  LONG_DATE,
  expectExclusiveAccordion,
  test,
  uniqueEmail,
  visit,
  ANY_DATABASE,
  toastRegion,
} from './fixtures'

/** The page's sections, each found by its accessible name (the heading that labels it). */
function sections(page: Page) {
  const main = page.getByRole('main')
  const region = (name: string | RegExp) => main.getByRole('region', { name, exact: true })
  return {
    hero: main.getByRole('region').filter({ has: page.getByRole('heading', { level: 1 }) }),
    features: region('Everything your stars are saying'),
    app: region('Take Cosmic Insights with you'),
    cta: region('Ready to meet your chart?'),
    blog: region('Latest from the blog'),
    newsletter: region('Weekly cosmic insights in your inbox'),
    faq: region('Frequently asked questions'),
    testimonials: region('What our users say'),
  }
}

test('the eight sections appear in the order of the spec', ANY_DATABASE, async ({ page }) => {
  await visit(page, '/')
  const s = sections(page)
  const inOrder = [s.hero, s.features, s.app, s.cta, s.blog, s.newsletter, s.faq, s.testimonials]
  for (const section of inOrder) await expect(section).toHaveCount(1)

  // Each section follows the previous one in the document.
  const handles = await Promise.all(inOrder.map((section) => section.elementHandle()))
  for (let i = 1; i < handles.length; i++) {
    const follows = await page.evaluate(([previous, current]) => Boolean(previous!.compareDocumentPosition(current!) & Node.DOCUMENT_POSITION_FOLLOWING), [
      handles[i - 1],
      handles[i],
    ] as const)
    expect(follows, `section ${i + 1} comes after section ${i}`).toBe(true)
  }
  // Nothing else is a named section of the page.
  await expect(page.getByRole('main').getByRole('region')).toHaveCount(8)

  await expect(s.features.getByRole('listitem')).toHaveCount(6)
  await expect(s.features.getByRole('heading', { level: 3 })).toHaveCount(6)
})

test('calls to action lead where the spec says', ANY_DATABASE, async ({ page }) => {
  await visit(page, '/')
  const s = sections(page)
  await expect(s.hero.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/auth')
  await expect(s.hero.getByRole('link', { name: 'Try Demo' })).toHaveAttribute('href', '/horoscope')
  await expect(s.cta.getByRole('link', { name: 'Start Your Journey' })).toHaveAttribute('href', '/horoscope')
  await expect(s.blog.getByRole('link', { name: /View All Articles/ })).toHaveAttribute('href', '/blog')
  await expect(s.faq.getByRole('link', { name: 'Contact Our Support Team' })).toHaveAttribute('href', '/contact')

  await s.blog.getByRole('link', { name: /View All Articles/ }).click()
  await expect(page).toHaveURL(/\/blog$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

// The store and APK buttons became "Install the app" (ADR 060): tests/e2e/design.spec.ts.

// The site installs as a web app (ADR 060): the app section's words promise no APK and no store, in either language.
for (const [lng, heading] of [
  ['en', 'Take Cosmic Insights with you'],
  ['hi', 'Cosmic Insights को हमेशा अपने साथ रखें'],
] as const) {
  test(`the app section speaks of installing the site, not of an APK or a store (${lng})`, ANY_DATABASE, async ({ page }) => {
    await visit(page, `/?lng=${lng}`)
    const app = page.getByRole('main').getByRole('region', { name: heading, exact: true })
    await expect(app).toHaveCount(1)
    const words = await app.innerText()
    expect(words).not.toMatch(/APK|App Store|Play Store|Google Play|from the store|स्टोर से/i)
  })
}

test('the blog teasers are the three newest articles, each with category, read time, title, excerpt and long date', async ({ page }) => {
  await visit(page, '/blog')
  const newest = await page.getByRole('main').getByRole('article').getByRole('heading').allTextContents()
  expect(newest.length).toBeGreaterThanOrEqual(3)

  await visit(page, '/')
  const teasers = sections(page).blog.getByRole('article')
  await expect(teasers).toHaveCount(3)
  expect(await teasers.getByRole('heading').allTextContents()).toEqual(newest.slice(0, 3))

  for (const teaser of await teasers.all()) {
    await expect(teaser.getByText(CATEGORY_BADGE)).toHaveCount(1)
    await expect(teaser.getByText(/^\d+ min read$/)).toHaveCount(1)
    await expect(teaser.getByRole('heading')).not.toBeEmpty()
    await expect(
      teaser
        .getByRole('paragraph')
        .filter({ hasText: /\w{3,}.*\w{3,}/ })
        .first(),
    ).toBeVisible()
    const date = teaser.locator('time')
    await expect(date).toHaveText(LONG_DATE)
    await expect(date).toHaveText(expectedLongDate((await date.getAttribute('datetime'))!))
  }
})

test.describe('FAQ', ANY_DATABASE, () => {
  test('six questions, one open at a time, and the open one closes when chosen again', async ({ page }) => {
    await visit(page, '/')
    const faq = sections(page).faq
    await expect(faq.locator('summary')).toHaveCount(6)
    await expectExclusiveAccordion(faq)
  })

  test('the questions cover the topics of the spec', async ({ page }) => {
    await visit(page, '/')
    const faq = sections(page).faq
    for (const topic of [/accurate/i, /profiles/i, /European/i, /how often|updated/i, /astrologer|consultation/i, /secure|data/i]) {
      await expect(faq.locator('summary').filter({ hasText: topic }).first(), String(topic)).toBeVisible()
    }
  })
})

test('six testimonials, each with five stars, a name and a city', ANY_DATABASE, async ({ page }) => {
  await visit(page, '/')
  const quotes = sections(page).testimonials.getByRole('listitem')
  await expect(quotes).toHaveCount(6)
  for (const quote of await quotes.all()) {
    // Five drawn stars (SVG icons), named once for screen readers.
    await expect(quote.getByRole('img', { name: '5 out of 5 stars' }).locator('svg')).toHaveCount(5)
    await expect(quote.getByRole('blockquote')).not.toBeEmpty()
    // The name and, on its own line, the city.
    expect(await quote.getByRole('paragraph').last().innerText()).toMatch(/^\S.*\n\S.*$/)
  }
})

test.describe('newsletter', () => {
  const SUCCESS_TITLE = 'Welcome to our cosmic community! ✨'
  const SUCCESS_BODY = "You'll receive weekly insights and exclusive content."
  const isNewsletterPost = (url: URL | string) => new URL(url).pathname.startsWith('/newsletter')

  test('subscribing shows progress, a success toast, clears the field, and works again for the same address', async ({ page }) => {
    await visit(page, '/')
    const form = sections(page).newsletter
    const email = form.getByRole('textbox', { name: 'Email address' })
    const button = form.getByRole('button', { name: /Subscrib/ })
    const address = uniqueEmail('newsletter')

    // Hold the request until the busy state has been seen.
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(isNewsletterPost, async (route: Route) => {
      await held
      await route.continue()
    })

    await email.fill(address)
    const response = page.waitForResponse((r) => isNewsletterPost(r.url()) && r.request().method() === 'POST')
    await button.click()
    await expect(button).toHaveText('Subscribing...')
    await expect(button).toBeDisabled()
    release()
    expect((await response).status()).toBe(200)

    // Announced through the polite live region; the close button sits beside it in the toast (ADR 080).
    await expect(page.getByRole('status').filter({ hasText: SUCCESS_TITLE })).toBeVisible()
    const toast = toastRegion(page).filter({ hasText: SUCCESS_TITLE })
    await expect(toast).toBeVisible()
    await expect(toast).toContainText(SUCCESS_BODY)
    await expect(email).toHaveValue('')
    await expect(button).toHaveText('Subscribe')
    await expect(button).toBeEnabled()
    await page.unroute(isNewsletterPost)

    // The same address again is welcomed again, not refused.
    await toast.getByRole('button', { name: 'Dismiss notification' }).click()
    await expect(toast).toHaveCount(0)
    await email.fill(address)
    const again = page.waitForResponse((r) => isNewsletterPost(r.url()) && r.request().method() === 'POST')
    await button.click()
    expect((await again).status()).toBe(200)
    await expect(page.getByRole('status').filter({ hasText: SUCCESS_TITLE })).toBeVisible()
    await expect(page.getByRole('alert')).toHaveCount(0)
    await expect(email).toHaveValue('')
  })

  test('an empty submit is stopped by the browser and sends nothing', ANY_WIDTH, async ({ page }) => {
    await visit(page, '/')
    const form = sections(page).newsletter
    const email = form.getByRole('textbox', { name: 'Email address' })
    const sent: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST' && isNewsletterPost(request.url())) sent.push(request.postData() ?? '')
    })

    await form.getByRole('button', { name: 'Subscribe' }).click()
    expect(await email.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true)
    await expect(page).toHaveURL(/\/$/)

    // A real subscription afterwards is the only request that ever left the page.
    await email.fill(uniqueEmail('after-empty'))
    const response = page.waitForResponse((r) => isNewsletterPost(r.url()) && r.request().method() === 'POST')
    await form.getByRole('button', { name: 'Subscribe' }).click()
    await response
    expect(sent).toHaveLength(1)
    expect(sent[0]).toContain('after-empty')
  })

  test('without JavaScript the form still subscribes and says so', ANY_WIDTH, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false })
    const page = await context.newPage()
    try {
      await page.goto('/')
      const form = sections(page).newsletter
      await form.getByRole('textbox', { name: 'Email address' }).fill(uniqueEmail('no-js'))
      await form.getByRole('button', { name: 'Subscribe' }).click()
      await expect(page).toHaveURL(/\/\?newsletter=subscribed#newsletter$/)
      await expect(sections(page).newsletter.getByRole('status')).toContainText(SUCCESS_TITLE)
    } finally {
      await context.close()
    }
  })

  test('the endpoint refuses bad input with 400, never 500', ANY_WIDTH, async ({ request }) => {
    const json = { Accept: 'application/json' }
    const bad = await request.post('/newsletter', { form: { email: 'not-an-email', source: 'landing' }, headers: json })
    expect(bad.status()).toBe(400)
    expect(await bad.json()).toEqual({ ok: false, error: expect.stringMatching(/valid email/i) })

    const garbage = 'x'.repeat(5_000) + '@' + '%$#<>'.repeat(1_000)
    const huge = await request.post('/newsletter', { form: { email: garbage, source: 'landing' }, headers: json })
    expect(huge.status()).toBe(400)
    expect(await huge.json()).toMatchObject({ ok: false })

    const notAForm = await request.post('/newsletter', {
      data: Buffer.from('\u0000\u00ff'.repeat(5_000), 'latin1'),
      headers: { ...json, 'Content-Type': 'application/x-www-form-urlencoded' },
    })
    expect(notAForm.status()).toBe(400)

    const missing = await request.post('/newsletter', { form: {}, headers: json })
    expect(missing.status()).toBe(400)

    // A browser without JavaScript posting a bad address is sent back to the form, not shown an error page.
    const noScript = await request.post('/newsletter', { form: { email: 'nope' }, maxRedirects: 0 })
    expect(noScript.status()).toBe(303)
    expect(noScript.headers().location).toMatch(/^\/\?newsletter=invalid/)

    // Visiting the address itself leads to the form.
    const visitEndpoint = await request.get('/newsletter', { maxRedirects: 0 })
    expect(visitEndpoint.status()).toBeGreaterThanOrEqual(300)
    expect(visitEndpoint.status()).toBeLessThan(400)
    expect(visitEndpoint.headers().location).toBe('/#newsletter')

    const ok = await request.post('/newsletter', { form: { email: uniqueEmail('direct'), source: 'landing' }, headers: json })
    expect(ok.status()).toBe(200)
    expect(await ok.json()).toMatchObject({ ok: true, title: SUCCESS_TITLE, description: SUCCESS_BODY })
  })
})
