// The daily reading (spec 2.7) and the dashboard's chart and Daily tab. Signed out the reading asks for a session;
// without a profile it leads to the profile form (ADR 091); with one it shows the sections, the numbers, the colours,
// the Why-today panel and sharing, the same all day; the dashboard shows the rashi, nakshatra with pada, lagna, the
// Western sun sign and the kundli, and today's reading in brief.
import type { Page } from '@playwright/test'
import {
  ANY_WIDTH,
  type Birth,
  createVerifiedCustomer,
  expect,
  expectNoSeriousA11yViolations,
  ECLIPSE_BIRTH,
  newCustomer,
  saveProfile,
  signInThroughForm,
  signedInCustomer,
  test,
  visit,
  toast,
  expectNoSidewaysScroll,
} from './fixtures'

async function customerWithProfile(page: Page, tag: string, birth: Birth = ECLIPSE_BIRTH) {
  const customer = await signedInCustomer(page, tag, 'Kavya Rao')
  await saveProfile(page.request, 'Kavya Rao', birth)
  return customer
}

const SECTIONS = ['overview', 'love', 'career', 'health', 'challenge', 'solution', 'advice'] as const

/** Each section's words: its paragraphs joined as the reading stores them (ADR 192), without the citations. */
async function readingTexts(page: Page) {
  const paragraphs = async (testId: string) => (await page.getByTestId(testId).getByTestId('reading-paragraph').allInnerTexts()).map((text) => text.trim())
  const texts: Record<string, string> = {}
  for (const section of SECTIONS) texts[section] = (await paragraphs(`section-${section}`)).join('\n\n')
  // The solution sits inside the challenge's card, after the challenge's own paragraphs.
  const solution = await paragraphs('section-solution')
  texts.challenge = (await paragraphs('section-challenge')).slice(0, -solution.length || undefined).join('\n\n')
  return texts
}

test.describe('the daily reading', () => {
  test('signed out, it asks for a session and comes back afterwards', async ({ request }) => {
    const response = await request.get('/daily-reading', { maxRedirects: 0 })
    expect(response.status()).toBe(302)
    expect(response.headers().location).toBe('/auth?redirectTo=%2Fdaily-reading')
  })

  test('without a profile it goes to the profile form with "Profile Required", and makes no reading up', async ({ page }) => {
    await signedInCustomer(page, 'reading-no-profile')
    await page.goto('/daily-reading')
    await expect(page).toHaveURL(/\/horoscope$/)
    await expect(toast(page, 'Profile Required')).toBeVisible()
    await expect(toast(page, 'Please complete your profile first')).toBeVisible()
    await expect(page.getByLabel('Full Name')).toBeVisible()
  })

  test('with a profile: the sections, 5 numbers, 3 colours, Why today and sharing, the same all day', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    // A browser without native share: the page offers to copy instead.
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true }))
    await customerWithProfile(page, 'reading-profile')
    await visit(page, '/daily-reading')
    await expect(page.getByRole('heading', { level: 1, name: 'Your Daily Reading' })).toBeVisible()
    const texts = await readingTexts(page)
    for (const section of SECTIONS) expect(texts[section], section).toMatch(/\w{3,}/)
    for (const section of SECTIONS) expect(texts[section], section).not.toBe('There is no text for this section yet.')

    const numbers = (await page.getByTestId('lucky-numbers').getByRole('listitem').allInnerTexts()).map(Number)
    expect(numbers).toHaveLength(5)
    expect(new Set(numbers).size).toBe(5)
    for (const n of numbers) expect(n >= 1 && n <= 50, `lucky number ${n}`).toBe(true)
    await expect(page.getByTestId('power-colours').getByRole('img', { name: /^Colour swatch: / })).toHaveCount(3)

    // Why today names the chart's own sky: the Moon's house from natal Tula, the tara from Swati, the running dasha.
    const why = page.getByRole('region', { name: 'Why today' })
    await expect(why.getByTestId('why-moon')).toHaveText(/^The Moon passes house (1[0-2]|[1-9]) from your Moon sign Tula \(gochara\): /)
    await expect(why.getByTestId('why-nakshatra')).toHaveText(/^Today’s nakshatra is [A-Z][\w ]+: the .+ tara counted from your birth star Swati, /)
    await expect(why.getByTestId('why-dasha')).toHaveText(
      /^You are in the (Sun|Moon|Mars|Mercury|Jupiter|Venus|Saturn|Rahu|Ketu) mahadasha and the \w+ antardasha, which runs until \d{1,2} \w+ \d{4}\.$/,
    )
    await expect(why.getByRole('heading', { name: 'Notable transits' })).toBeVisible()

    // Sharing: a public link first (ADR 124); the buttons then carry the first 100 characters of the overview and it.
    await page.getByRole('button', { name: 'Create share link' }).click()
    await expect(page.getByTestId('share-url')).toHaveText(/\/s\/[\w-]{22}$/)
    const shareUrl = encodeURIComponent((await page.getByTestId('share-url').innerText()).trim())
    const shareText = encodeURIComponent(texts.overview!.slice(0, 100))
    await expect(page.locator('[data-share="x"]')).toHaveAttribute('href', `https://twitter.com/intent/tweet?text=${shareText}&url=${shareUrl}`)
    await expect(page.locator('[data-share="facebook"]')).toHaveAttribute('href', `https://www.facebook.com/sharer/sharer.php?u=${shareUrl}`)
    await expect(page.locator('[data-share="whatsapp"]')).toHaveAttribute('href', new RegExp(`^https://wa\\.me/\\?text=${escape(shareText)}`))
    await page.getByRole('button', { name: 'Copy link' }).click()
    await expect(toast(page, 'Copied to clipboard')).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(texts.overview!.slice(0, 100))

    await expect(page.getByRole('link', { name: 'Get Another Reading' })).toHaveAttribute('href', '/horoscope')
    await expectNoSidewaysScroll(page)
    await expectNoSeriousA11yViolations(page)

    // Stored for the day: another visit shows the same reading.
    await visit(page, '/daily-reading')
    expect(await readingTexts(page)).toEqual(texts)
  })

  test('native share is used where the browser has it', async ({ page }) => {
    await page.addInitScript(() => {
      const calls: unknown[] = []
      ;(window as unknown as { shared: unknown[] }).shared = calls
      Object.defineProperty(Navigator.prototype, 'share', { value: async (data: unknown) => void calls.push(data), configurable: true })
    })
    await customerWithProfile(page, 'reading-share')
    await visit(page, '/daily-reading')
    await page.getByRole('button', { name: 'Create share link' }).click()
    await expect(page.getByRole('button', { name: 'Copy link' })).toHaveCount(0)
    await page.getByRole('button', { name: 'Share', exact: true }).click()
    const shared = (await page.evaluate(() => (window as unknown as { shared: { text: string; url: string }[] }).shared)) as {
      text: string
      url: string
    }[]
    expect(shared).toHaveLength(1)
    expect(shared[0]!.text.length).toBeLessThanOrEqual(100)
    expect(shared[0]!.url).toMatch(/\/s\/[\w-]{22}$/)
  })

  test('in Hindi the reading speaks Hindi', async ({ page }) => {
    await signInThroughForm(page, await createVerifiedCustomer(page.request, newCustomer('reading-hi', 'Kavya Rao'), 'hi'))
    await page.waitForURL('**/dashboard')
    await saveProfile(page.request, 'Kavya Rao', ECLIPSE_BIRTH)
    await visit(page, '/daily-reading')
    await expect(page.getByRole('heading', { level: 1, name: 'आज का आपका भविष्यफल' })).toBeVisible()
    await expect(page.getByTestId('section-overview').getByTestId('reading-paragraph').first()).toHaveText(/[\u0900-\u097F]{3,}/)
    await expect(page.getByRole('region', { name: 'आज ऐसा क्यों' }).getByTestId('why-moon')).toContainText('चंद्र राशि तुला से भाव')
    await expectNoSeriousA11yViolations(page)
  })

  test('each paragraph names the factor of Why today it comes from, in English and in Hindi', async ({ page }) => {
    await customerWithProfile(page, 'reading-cites')
    await visit(page, '/daily-reading')
    const why = page.getByRole('region', { name: 'Why today' })
    const house = /house (\d+) from your Moon sign/.exec(await why.getByTestId('why-moon').innerText())![1]
    const dasha = /in the (\w+) mahadasha and the (\w+) antardasha/.exec(await why.getByTestId('why-dasha').innerText())!
    // The overview opens with the day's strongest factor, and every section cites the factors it is written from.
    await expect(page.getByTestId('strongest-factor')).toHaveText(/^Today’s strongest factor: .+/)
    const strongest = (await page.getByTestId('strongest-factor').innerText()).replace('Today’s strongest factor: ', '')
    await expect(page.getByTestId('section-overview').getByTestId('reading-source').first()).toHaveText(`From: ${strongest}`)
    await expect(page.getByTestId('section-overview').getByTestId('reading-source').nth(1)).toHaveText(`From: your ${dasha[1]} mahadasha`)
    await expect(page.getByTestId('section-love').getByTestId('reading-source')).toHaveText([
      `From: the Moon in house ${house} from your Moon sign`,
      `From: your ${dasha[2]} antardasha`,
    ])
    await expect(page.getByTestId('section-career').getByTestId('reading-source')).toHaveText([
      `From: your ${dasha[1]} mahadasha`,
      `From: the Moon in house ${house} from your Moon sign`,
    ])
    await expect(page.getByTestId('section-health').getByTestId('reading-source').first()).toHaveText(/^From: today’s tara, /)
    for (const section of SECTIONS) await expect(page.getByTestId(`section-${section}`).getByTestId('reading-source').first()).toBeVisible()

    // The same birth for a customer who reads in Hindi: the same factors, cited in Hindi.
    await page.context().clearCookies()
    await signInThroughForm(page, await createVerifiedCustomer(page.request, newCustomer('reading-cites-hi', 'Kavya Rao'), 'hi'))
    await page.waitForURL('**/dashboard')
    await saveProfile(page.request, 'Kavya Rao', ECLIPSE_BIRTH)
    await visit(page, '/daily-reading')
    await expect(page.getByTestId('strongest-factor')).toHaveText(/^आज का सबसे प्रबल कारक: [\u0900-\u097F]/)
    await expect(page.getByTestId('section-love').getByTestId('reading-source').first()).toHaveText(`आधार: आपकी चंद्र राशि से भाव ${house} में चंद्रमा`)
    await expect(page.getByTestId('section-career').getByTestId('reading-source').first()).toHaveText(/^आधार: आपकी [\u0900-\u097F]+ की महादशा$/)
    await expectNoSeriousA11yViolations(page)
  })

  for (const width of [320, 1366]) {
    test(`at ${width} px the reading and the dashboard fit the screen`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 })
      await customerWithProfile(page, `reading-${width}`)
      for (const path of ['/daily-reading', '/dashboard']) {
        await visit(page, path)
        await expect(page.getByTestId(path === '/dashboard' ? 'kundli' : 'why-today')).toBeVisible()
        await expectNoSidewaysScroll(page)
        await expectNoSeriousA11yViolations(page)
      }
    })
  }
})

test.describe('the dashboard', () => {
  test('the profile card: rashi, nakshatra with pada, lagna, the Western sun sign and the kundli; the Daily tab', async ({ page }) => {
    await customerWithProfile(page, 'dashboard-chart')
    await visit(page, '/dashboard')
    const daily = page.getByRole('tabpanel', { name: 'Daily' })
    await expect(daily.getByTestId('moon-sign')).toHaveText('Tula')
    await expect(daily.getByTestId('nakshatra')).toHaveText('Swati, pada 2')
    await expect(daily.getByTestId('lagna')).toHaveText('Dhanu')
    await expect(daily.getByTestId('sun-sign')).toHaveText('Scorpio')
    await expect(daily.getByTestId('moon-day')).toHaveCount(0)
    await expect(daily.getByText('Sun sign (Western)')).toBeVisible()
    await expect(daily.getByRole('img', { name: /^Birth chart \(North Indian style\)\. House 1: Sagittarius/ })).toBeVisible()

    // Today's reading in brief, made on this first visit, the same as the full page's.
    const brief = daily.getByTestId('today-brief')
    const overview = (await brief.locator('p').first().innerText()).trim()
    await expect(brief.getByTestId('brief-colours').getByRole('img')).toHaveCount(5)
    await expect(brief.getByTestId('brief-numbers')).toHaveText(/^\d{1,2}(, \d{1,2}){4}$/)
    await expectNoSidewaysScroll(page)
    await expectNoSeriousA11yViolations(page)
    await brief.getByRole('link', { name: 'Read your full reading' }).click()
    await page.waitForURL('**/daily-reading')
    // The brief shows the overview's paragraphs run together; the page shows them one by one, each with its source.
    // The address changes before the page is drawn, so the paragraphs are read until they are there.
    const paragraphs = page.getByTestId('section-overview').getByTestId('reading-paragraph')
    await expect.poll(async () => (await paragraphs.allInnerTexts()).join(' ')).toBe(overview)
  })

  test('without a birth time: no lagna, and the kundli is drawn from the Moon sign and says so', async ({ page }) => {
    await customerWithProfile(page, 'dashboard-no-time', { ...ECLIPSE_BIRTH, time: null })
    await visit(page, '/dashboard')
    const daily = page.getByRole('tabpanel', { name: 'Daily' })
    await expect(daily.getByTestId('moon-sign')).toHaveText('Tula')
    await expect(daily.getByTestId('lagna')).toHaveText('Add your birth time to see your lagna.')
    // That day the Moon passed from Chitra through Swati (its noon nakshatra) into Vishakha: the card says so.
    await expect(daily.getByTestId('moon-day')).toHaveText(
      'On the day you were born your Moon moved from Chitra to Vishakha nakshatra; this card shows it at noon. Add your birth time to settle it.',
    )
    await expect(daily.getByText(/drawn from your Moon sign \(Chandra lagna\)/)).toBeVisible()
    await expect(daily.getByRole('img', { name: /^Birth chart \(North Indian style\)\. House 1: Libra/ })).toBeVisible()
    await expectNoSeriousA11yViolations(page)
  })

  test('without a profile it offers to complete one, as before', async ({ page }) => {
    await signedInCustomer(page, 'dashboard-no-profile')
    await visit(page, '/dashboard')
    await expect(page.getByRole('heading', { name: 'Complete Your Profile' })).toBeVisible()
    await expect(page.getByTestId('today-brief')).toHaveCount(0)
  })
})

// Life and career (spec 2.8): the analysis of the day, made on request from the chart and the dashas ahead.
test.describe('life and career', () => {
  test('signed out it asks for a session; without a profile it goes to the profile form with "Profile Required"', ANY_WIDTH, async ({ page }) => {
    const response = await page.request.get('/life-career', { maxRedirects: 0 })
    expect(response.status()).toBe(302)
    expect(response.headers().location).toBe('/auth?redirectTo=%2Flife-career')
    await signedInCustomer(page, 'life-no-profile')
    await page.goto('/life-career')
    await expect(page).toHaveURL(/\/horoscope$/)
    await expect(toast(page, 'Profile Required')).toBeVisible()
    await expect(toast(page, 'Please complete your profile first')).toBeVisible()
  })

  test('from the dashboard’s Life tab: Generate, the sections and the timing by dasha, a new analysis, then the brief', async ({ page }) => {
    // Without a birth time the houses are counted from the Moon, and the page says so.
    await customerWithProfile(page, 'life-generate', { ...ECLIPSE_BIRTH, time: null })
    await visit(page, '/dashboard')
    await page.getByRole('tab', { name: 'Life' }).click()
    await page.getByRole('tabpanel', { name: 'Life' }).getByRole('button', { name: 'Generate Analysis' }).click()
    await page.waitForURL('**/life-career')
    await expect(toast(page, 'Analysis Generated!')).toBeVisible()
    await expect(page.getByRole('heading', { level: 1, name: 'Life & Career Analysis' })).toBeVisible()
    await expect(page.getByTestId('life-basis')).toHaveText(/counted from your Moon sign \(Chandra lagna\), Tula, not from the ascendant/)
    for (const name of ['Life path insights', 'Career predictions', 'Financial outlook']) {
      await expect(page.getByRole('region', { name }).locator('p')).toHaveText(/\w{3,}/)
    }
    const lists: Record<string, string[]> = {}
    for (const [name, count] of [
      ['Opportunities', 3],
      ['Challenges', 3],
      ['Recommendations', 4],
    ] as const) {
      lists[name] = await page.getByRole('region', { name }).getByRole('listitem').allInnerTexts()
      expect(lists[name], name).toHaveLength(count)
    }
    const timing = page.getByRole('region', { name: 'Timing' })
    for (const horizon of ['Next 3 months', 'Next 6 months', 'Next year', 'Next 2 years', 'Next 5 years']) {
      const period = timing.getByRole('listitem').filter({ has: page.getByRole('heading', { name: horizon, exact: true }) })
      await expect(period.getByTestId('timing-periods')).toHaveText(
        /^(Sun|Moon|Mars|Mercury|Jupiter|Venus|Saturn|Rahu|Ketu) mahadasha \(until \d{1,2} \w+ \d{4}\), \w+ antardasha \(until \d{1,2} \w+ \d{4}\)$/,
      )
      await expect(period.getByTestId('timing-focus')).toHaveText(/\w{3,}/)
    }
    await expect(page.getByRole('region', { name: 'The houses behind it' })).toContainText('10th house (career): ')
    await expectNoSidewaysScroll(page)
    await expectNoSeriousA11yViolations(page)

    // Loaded on entry; Generate New Analysis draws again for the same chart.
    await visit(page, '/life-career')
    await page.getByRole('button', { name: 'Generate New Analysis' }).click()
    await expect(toast(page, 'Analysis Generated!')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Generate New Analysis' })).toBeEnabled()

    await visit(page, '/dashboard')
    await page.getByRole('tab', { name: 'Life' }).click()
    const life = page.getByRole('tabpanel', { name: 'Life' })
    await expect(life).toContainText(/Running now: \w+ mahadasha, \w+ antardasha\./)
    await expect(life.getByRole('link', { name: 'Open your analysis' })).toHaveAttribute('href', '/life-career')
  })
})

// The failure states, reached through the test-only switch the browser tests' server has (ADR 129).
test.describe('when a reading cannot be made', ANY_WIDTH, () => {
  test('the daily reading, the dashboard and the analysis say so and offer to try again', async ({ page, consoleGuard }) => {
    // The pages answer 503 on purpose here, and the browser logs each such answer.
    consoleGuard.allow(/Failed to load resource: the server responded with a status of 503/)
    await customerWithProfile(page, 'reading-fails')
    await visit(page, '/daily-reading', 503)
    await expect(page.getByText('Could not generate today’s reading. Please try again.')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/daily-reading')
    await visit(page, '/dashboard')
    await expect(page.getByTestId('today-brief')).toContainText('Could not generate today’s reading. Please try again.')
    await visit(page, '/life-career')
    await page.getByRole('button', { name: 'Generate Analysis' }).click()
    await expect(page.getByRole('main').getByText('Failed to generate analysis. Please try again.')).toBeVisible()
    await expect(toast(page, 'Failed to generate analysis. Please try again.')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Generate Analysis' })).toBeEnabled()
  })
})

// Bad input: a zone cookie the server cannot read is ignored (the birthplace's day is used), never a failure.
test.describe('a zone cookie that names no zone', ANY_WIDTH, () => {
  for (const value of ['Mars%2FOlympus', '%00', 'Asia%2FKolkata%2F..%2F..', 'x'.repeat(300)]) {
    test(`"${value.slice(0, 20)}" is ignored and the reading and the dashboard still answer`, async ({ page, context, baseURL }) => {
      await customerWithProfile(page, `reading-bad-tz-${value.length}`)
      await context.addCookies([{ name: 'tz', value, url: baseURL! }])
      const response = await page.request.get('/daily-reading')
      expect(response.status()).toBe(200)
      expect(await response.text()).toContain('data-testid="why-today"')
      expect((await page.request.get('/dashboard')).status()).toBe(200)
    })
  }
})

/** A string as a literal inside a RegExp. */
function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
