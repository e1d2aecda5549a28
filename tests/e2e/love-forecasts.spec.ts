// Love forecasts and the soulmate generator (spec 2.16): signed out a sign-in prompt and no data; without
// access the Premium Feature page; with the trial or a paid pack the credits card, three scores with spec 9's colours
// and bars, advice and the lucky love time, once a day; the generator refuses without credits or a complete profile,
// spends one credit, shows the result in a dialog, and gives the credit back when generation fails.
import type { APIRequestContext, Page } from '@playwright/test'
import { ANY_WIDTH, expect, expectNoSeriousA11yViolations, signedInCustomer, test, visit, toast, expectNoSidewaysScroll } from './fixtures'

const LUCKY_TIMES = ['06:30', '09:15', '12:30', '15:45', '18:20', '21:00']

/** Meera's profile, with her birth time or (`timeKnown: false`) without it. */
async function saveProfile(api: APIRequestContext, { timeKnown = true } = {}) {
  const time: Record<string, string> = timeKnown ? { birthHour: '05', birthMinute: '20', birthPeriod: 'PM' } : { birthTimeUnknown: 'on' }
  const saved = await api.post('/horoscope', {
    form: {
      fullName: 'Meera Iyer',
      birthDay: '14',
      birthMonth: '2',
      birthYear: '1993',
      ...time,
      gender: 'female',
      placeManual: 'on',
      placeName: 'Chennai',
      latitude: '13.0827',
      longitude: '80.2707',
      timeZone: 'Asia/Kolkata',
    },
    maxRedirects: 0,
  })
  expect(saved.status(), 'saving the profile').toBe(302)
}

/**
 * Starts the 15-day trial from the pricing page, so the forecast page is first opened by the test itself: started from
 * the Premium Feature page, the trial comes back to the forecast, whose "ready" toast would then race the trial's own
 * toast (one toast shows at a time). The way back from the gate is tested in affirmations-journal.spec.ts.
 */
async function startTrial(page: Page) {
  await visit(page, '/pricing')
  await page.getByRole('button', { name: 'Start your 15-day free trial' }).click()
  await expect(toast(page, 'Your free trial has started')).toBeVisible()
}

/** Premium access and 10 credits through a 100% coupon on the 1-sketch pack (the coupon flow of ADR 164, no checkout). */
async function buyFreePack(page: Page, adminApi: APIRequestContext) {
  const code = `LOVE100X${Date.now().toString(36).toUpperCase()}`
  const made = await adminApi.post('/api/coupons', { data: { code, percentOff: 100, active: true } })
  expect(made.status(), await made.text()).toBe(201)
  await visit(page, '/pricing?sketches=1')
  const card = page.getByRole('region').filter({ has: page.getByRole('slider', { name: /How many sketches/ }) })
  await card.getByLabel('Coupon code').fill(code)
  await card.getByLabel('Coupon code').press('Enter')
  await expect(card.getByTestId('total')).toHaveText('₹0')
  await card.getByRole('button', { name: 'Get it free' }).click()
  await page.waitForURL('**/dashboard')
}

/** Nothing sticks out sideways at the narrowest phone width either, and axe finds nothing serious there. */
async function expectFitsAt320(page: Page) {
  const size = page.viewportSize()!
  await page.setViewportSize({ width: 320, height: 640 })
  await expectNoSidewaysScroll(page)
  await expectNoSeriousA11yViolations(page)
  await page.setViewportSize(size)
}

/** The site in Hindi from here on (the language form's answer, as a browser without JavaScript sends it). */
async function switchToHindi(page: Page, origin: string) {
  const switched = await page.request.post('/language', {
    form: { lng: 'hi', redirectTo: '/love-forecasts' },
    headers: { Origin: origin },
    maxRedirects: 0,
  })
  expect(switched.status()).toBe(303)
}

/** No sideways scroll and nothing serious for axe at 320, 390 and 1366 px. */
async function expectFitsAtEveryWidth(page: Page) {
  for (const width of [320, 390, 1366]) {
    await page.setViewportSize({ width, height: 800 })
    await expectNoSidewaysScroll(page)
    await expectNoSeriousA11yViolations(page)
  }
}

const BAND = (score: number) => (score >= 8 ? 'green' : score >= 6 ? 'yellow' : score >= 4 ? 'orange' : 'red')

test('signed out: a sign-in prompt and no forecast; the actions answer 401', ANY_WIDTH, async ({ page }) => {
  await visit(page, '/love-forecasts')
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to use Love Forecasts' })).toBeVisible()
  await expect(page.getByTestId('premium-gate').getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth?redirectTo=%2Flove-forecasts')
  await expect(page.getByTestId('scores')).toHaveCount(0)
  await expect(page.getByTestId('soulmate-generator')).toHaveCount(0)
  for (const intent of ['refresh', 'generate']) {
    const answer = await page.request.post('/love-forecasts', { form: { intent }, headers: { Origin: new URL(page.url()).origin } })
    expect(answer.status()).toBe(401)
  }
  await expectNoSeriousA11yViolations(page)
})

test('without access: the Premium Feature page with the trial and View Plans; the actions answer 403', ANY_WIDTH, async ({ page }) => {
  await signedInCustomer(page, 'love-locked')
  await saveProfile(page.request)
  await visit(page, '/love-forecasts')
  const gate = page.getByTestId('premium-gate')
  await expect(gate.getByText('Premium Feature', { exact: true })).toBeVisible()
  await expect(gate.getByRole('button', { name: 'Start your 15-day FREE trial' })).toBeVisible()
  await expect(gate.getByRole('link', { name: 'View Plans' })).toHaveAttribute('href', '/pricing')
  await expect(page.getByTestId('scores')).toHaveCount(0)
  const answer = await page.request.post('/love-forecasts', { form: { intent: 'generate' }, headers: { Origin: new URL(page.url()).origin } })
  expect(answer.status()).toBe(403)
  await expectNoSidewaysScroll(page)
  await expectNoSeriousA11yViolations(page)
})

test('trial with a profile and no credits: the scores, advice and lucky love time, once a day; the generator says No Credits Available', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/status of 402/)
  await signedInCustomer(page, 'love-trial')
  await saveProfile(page.request)
  await startTrial(page)
  await visit(page, '/love-forecasts')
  await expect(toast(page, "Today's Personal Forecast Ready!")).toBeVisible()
  await expect(page.getByTestId('credits')).toContainText('0 credits')
  await expect(page.getByTestId('credits').getByRole('link', { name: 'View Plans' })).toHaveAttribute('href', '/pricing')
  const scores: number[] = []
  for (const area of ['love', 'career', 'finance']) {
    const card = page.getByTestId(`score-${area}`)
    const bar = card.getByRole('progressbar')
    const score = Number(await bar.getAttribute('aria-valuenow'))
    expect(score).toBeGreaterThanOrEqual(1)
    expect(score).toBeLessThanOrEqual(10)
    scores.push(score)
    await expect(card).toHaveAttribute('data-colour', BAND(score))
    await expect(card).toContainText(`${score}/10`)
    // Spec 9: the bar is the score times ten per cent of its track.
    const width = await bar.evaluate((track) => (track.firstElementChild as HTMLElement).style.width)
    expect(width).toBe(`${score * 10}%`)
    await expect(card.getByRole('heading', { name: 'Advice' })).toBeVisible()
  }
  expect(LUCKY_TIMES).toContain((await page.getByTestId('lucky-love-time').locator('time').textContent())?.trim())
  await expect(page.getByRole('link', { name: 'Update Profile' })).toHaveAttribute('href', '/horoscope')
  await expectNoSidewaysScroll(page)
  await expectNoSeriousA11yViolations(page)
  await expectFitsAt320(page)

  // The same forecast all day: a second visit shows it again without making another.
  await visit(page, '/love-forecasts')
  await expect(toast(page, "Today's Personal Forecast Ready!")).toHaveCount(0)
  const again = await page
    .getByTestId('scores')
    .getByRole('progressbar')
    .evaluateAll((bars) => bars.map((b) => Number(b.getAttribute('aria-valuenow'))))
  expect(again).toEqual(scores)
  await page.getByRole('button', { name: 'Refresh Forecast' }).click()
  await expect(toast(page, "Today's Personal Forecast Ready!")).toBeVisible()

  // Out of credits.
  await page.getByRole('button', { name: 'Generate My Soulmate' }).click()
  await expect(toast(page, 'No Credits Available')).toBeVisible()
  await expect(toast(page, 'Please purchase credits to generate AI soulmate profiles.')).toBeVisible()
  await expect(page.getByTestId('past-soulmates')).toContainText('No soulmate readings yet.')
})

test('paid: a soulmate costs one credit and shows in a dialog; a failed generation gives the credit back', async ({
  page,
  adminApi,
  consoleGuard,
  context,
}) => {
  consoleGuard.allow(/status of 503/)
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await signedInCustomer(page, 'love-paid')
  await saveProfile(page.request)
  await buyFreePack(page, adminApi)
  await visit(page, '/love-forecasts')
  await expect(page.getByTestId('credits')).toContainText('10 credits')

  await page.getByRole('button', { name: 'Generate My Soulmate' }).click()
  await expect(toast(page, 'AI Soulmate Generated!')).toBeVisible()
  const dialog = page.getByRole('dialog', { name: 'Your Soulmate' })
  await expect(dialog).toBeVisible()
  const percent = Number((await dialog.getByTestId('love-percentage').textContent())!.replace('%', ''))
  expect(percent).toBeGreaterThanOrEqual(70)
  expect(percent).toBeLessThanOrEqual(99)
  for (const term of ['Appearance', 'Personality', 'Where you may meet', 'When', 'Kind of connection'])
    await expect(dialog.getByText(term, { exact: true })).toBeVisible()
  const sketch = dialog.getByRole('img', { name: /sketch portrait drawn from your chart/ })
  await expect(sketch).toHaveAttribute('src', /^data:image\/svg\+xml;utf8,/)
  await expect(dialog).not.toContainText('neural')
  await expectNoSeriousA11yViolations(page)
  await expectFitsAt320(page)
  // Sharing from the dialog: a public link to this reading (the share buttons, ADR 124), its page showing the percentage.
  const share = dialog.getByTestId('share')
  await share.getByRole('button', { name: 'Create share link' }).click()
  const sharedPath = new URL((await share.getByTestId('share-url').innerText()).trim()).pathname
  const shared = await page.request.get(sharedPath)
  expect(shared.status()).toBe(200)
  const sharedHtml = await shared.text()
  expect(sharedHtml).toContain('My soulmate sketch from my birth chart')
  expect(sharedHtml).toContain(`${percent}%`)
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  await expect(page.getByTestId('credits')).toContainText('9 credits')
  await expect(page.getByTestId('past-soulmates').getByRole('listitem')).toHaveCount(1)

  // The test seam (ADR 117): this generation fails after its credit is spent, and the credit comes back.
  await context.addCookies([{ name: 'soulmate-test-failure', value: '1', url: new URL(page.url()).origin }])
  await page.getByRole('button', { name: 'Generate My Soulmate' }).click()
  await expect(toast(page, 'Generation Failed')).toBeVisible()
  await expect(toast(page, 'Unable to generate AI soulmate. Please try again.')).toBeVisible()
  await expect(page.getByTestId('credits')).toContainText('9 credits')
  await expect(page.getByTestId('past-soulmates').getByRole('listitem')).toHaveCount(1)
  await context.clearCookies({ name: 'soulmate-test-failure' })

  // A past result opens again in the dialog, and Close returns to the page.
  await page.getByTestId('past-soulmates').getByRole('button', { name: 'View' }).click()
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toHaveCount(0)
  await expectNoSidewaysScroll(page)
})

/** Buys the 1-sketch pack through the built-in test checkout (ADR 102): premium access and its credits. */
async function buyThroughTestCheckout(page: Page) {
  await visit(page, '/pricing?sketches=1')
  const card = page.getByRole('region').filter({ has: page.getByRole('slider', { name: /How many sketches/ }) })
  await card.getByRole('button', { name: /^Buy 1 Soulmate Sketch/ }).click()
  await expect(page).toHaveURL(/\/checkout\/test\/\d+$/)
  await page.getByRole('button', { name: /^Pay ₹[\d,]+ \(test\)$/ }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(toast(page, 'Payment Successful!')).toBeVisible()
}

const balanceOf = async (page: Page) =>
  Number(
    (await page
      .getByTestId('credits')
      .getByText(/^\d+ credits?$/)
      .textContent())!.split(' ')[0],
  )

/** Generates a sketch, checks the dialog names the lens and explains it, and answers what it showed; closes it. */
async function generateSketch(page: Page, lens: string | RegExp) {
  await page.getByRole('button', { name: 'Generate My Soulmate' }).click()
  await expect(toast(page, 'AI Soulmate Generated!')).toBeVisible()
  const dialog = page.getByRole('dialog', { name: 'Your Soulmate' })
  await expect(dialog.getByTestId('soulmate-lens')).toHaveText(lens)
  const portrait = (await dialog.getByTestId('soulmate-portrait').getAttribute('src'))!
  expect(portrait).toMatch(/^data:image\/svg\+xml;utf8,/)
  const why = (await dialog.getByTestId('soulmate-lens-why').textContent())!
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  return { portrait, why }
}

test('paid sketches: two different portraits and explanations for two credits; a repeat is refused with no credit taken', async ({
  page,
  context,
  consoleGuard,
}) => {
  consoleGuard.allow(/status of 409/)
  await signedInCustomer(page, 'love-lenses')
  // Without a birth time the chart gives fewer lenses (ADR 209), so ten credits draw them all and the card says why.
  await saveProfile(page.request, { timeKnown: false })
  await buyThroughTestCheckout(page)
  await visit(page, '/love-forecasts')
  const start = await balanceOf(page)
  const generator = page.getByTestId('soulmate-generator')
  await expect(generator.getByTestId('soulmate-next')).toHaveText(
    'Your next sketch reads your partner through your 7th house, the house of marriage, and its lord.',
  )
  const progress = (await generator.getByTestId('soulmate-progress').textContent())!
  const total = Number(/^0 of (\d+) lenses drawn for your birth data\.$/.exec(progress)?.[1])
  expect(total).toBeGreaterThanOrEqual(3)
  expect(total).toBeLessThanOrEqual(7)
  expect(start).toBeGreaterThanOrEqual(total)
  await expect(generator.getByTestId('soulmate-left')).toHaveText(`Your birth data can still give ${total} different sketches.`)
  await expect(generator.getByTestId('soulmate-need-time')).toHaveText(
    /^\d+ more lenses count from your lagna or need exact degrees, so they need your birth time: add it to your profile to open them\.$/,
  )

  const first = await generateSketch(page, 'Your 7th house')
  expect(first.why).toMatch(/^Your 7th house, the house of marriage, falls in /)
  await expect(generator.getByTestId('soulmate-next')).toHaveText('Your next sketch reads your partner through Venus, the planet of partners.')
  const second = await generateSketch(page, 'Venus')
  expect(second.why).toMatch(/^Venus, the planet of partners, is in /)
  expect(second.portrait).not.toBe(first.portrait)
  expect(second.why).not.toBe(first.why)
  await expect.poll(() => balanceOf(page)).toBe(start - 2)
  await expect(generator.getByTestId('soulmate-left')).toHaveText(new RegExp(`^Your birth data can still give ${total - 2} different sketch(es)?\\.$`))

  // Past Soulmates: each sketch once, with its lens and the day it was made on the customer's calendar (ADR 186).
  const today = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(new Date())
  const past = page.getByTestId('past-soulmates').getByRole('listitem')
  await expect(past).toHaveCount(2)
  await expect(past.nth(0)).toContainText('Venus')
  await expect(past.nth(1)).toContainText('Your 7th house')
  await expect(past.nth(0)).toContainText(`Made on ${today}`)
  await past
    .nth(1)
    .getByRole('button', { name: /^View the sketch read through Your 7th house/ })
    .click()
  const dialog = page.getByRole('dialog', { name: 'Your Soulmate' })
  await expect(dialog.getByTestId('soulmate-portrait')).toHaveAttribute('src', first.portrait)
  await expectFitsAtEveryWidth(page)
  await page.keyboard.press('Escape')

  // The rest of the lenses, each a sketch of its own, up to the last; a second tab opened before the last still offers one.
  const portraits = new Set([first.portrait, second.portrait])
  const explanations = new Set([first.why, second.why])
  let other: Page | null = null
  for (let drawn = 2; drawn < total; drawn++) {
    if (drawn === total - 1) {
      other = await context.newPage()
      await visit(other, '/love-forecasts')
    }
    await expect(generator.getByTestId('soulmate-next')).toHaveText(/^Your next sketch reads your partner through /)
    const sketch = await generateSketch(page, /\S/)
    portraits.add(sketch.portrait)
    explanations.add(sketch.why)
  }
  expect(portraits.size).toBe(total)
  expect(explanations.size).toBe(total)
  await expect.poll(() => balanceOf(page)).toBe(start - total)
  await expect(page.getByTestId('soulmate-all-drawn')).toContainText('You have a sketch through every lens for your birth data')
  await expect(generator.getByRole('button', { name: 'Generate My Soulmate' })).toHaveCount(0)
  await expect(generator.getByTestId('soulmate-progress')).toHaveText(`${total} of ${total} lenses drawn for your birth data.`)
  await expect(generator.getByTestId('soulmate-left')).toHaveCount(0)

  await other!.getByRole('button', { name: 'Generate My Soulmate' }).click()
  await expect(toast(other!, 'Nothing new to draw')).toBeVisible()
  await expect(toast(other!, 'You already have a sketch through every lens for your birth data. No credit was taken.')).toBeVisible()
  // The refused tab reads the page again (shouldRevalidate on 409): it now says every lens is drawn, and the ledger
  // moved only for the sketches made.
  await expect(other!.getByTestId('soulmate-all-drawn')).toContainText('You have a sketch through every lens for your birth data')
  await expect.poll(() => balanceOf(other!)).toBe(start - total)
  await expect(other!.getByTestId('past-soulmates').getByRole('listitem')).toHaveCount(total)
  await other!.close()
  await expectFitsAtEveryWidth(page)
})

test('paid sketches in Hindi: the lens, its explanation and the dates in Hindi', async ({ page, adminApi, baseURL }) => {
  await signedInCustomer(page, 'love-lenses-hi')
  await saveProfile(page.request)
  await buyFreePack(page, adminApi)
  await switchToHindi(page, baseURL!)
  await visit(page, '/love-forecasts')
  await expect(page.getByTestId('soulmate-next')).toHaveText('आपका अगला स्केच आपके जीवनसाथी को आपके सातवें भाव, यानी विवाह के भाव, और उसके स्वामी से पढ़ेगा।')
  await page.getByRole('button', { name: 'मेरा सोलमेट बनाएँ' }).click()
  await expect(toast(page, 'AI सोलमेट तैयार है!')).toBeVisible()
  const dialog = page.getByRole('dialog', { name: 'आपका सोलमेट' })
  await expect(dialog.getByTestId('soulmate-lens')).toHaveText('आपका सातवाँ भाव')
  await expect(dialog.getByTestId('soulmate-lens-why')).toContainText('विवाह का भाव')
  await expectFitsAtEveryWidth(page)
  await page.keyboard.press('Escape')
  const today = new Intl.DateTimeFormat('hi-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(new Date())
  await expect(page.getByTestId('past-soulmates').getByRole('listitem')).toContainText(`${today} को बना`)
  // With her birth time Meera's chart gives twelve or more lenses (ADR 209).
  const progress = (await page.getByTestId('soulmate-progress').textContent())!
  const total = Number(/^आपके जन्म विवरण की (\d+) दृष्टियों में से 1 से स्केच बन चुके हैं।$/.exec(progress)?.[1])
  expect(total).toBeGreaterThanOrEqual(12)
  await expect(page.getByTestId('soulmate-left')).toHaveText(`आपके जन्म विवरण से अभी ${total - 1} और अलग स्केच बन सकते हैं।`)
  await expect(page.getByTestId('soulmate-need-time')).toHaveCount(0)
})

test('incomplete profile, in Hindi: what is missing and where to add it; the generator says the profile is incomplete', async ({
  page,
  baseURL,
  consoleGuard,
}) => {
  consoleGuard.allow(/status of 400/)
  await signedInCustomer(page, 'love-incomplete')
  await startTrial(page)
  await switchToHindi(page, baseURL!)
  await visit(page, '/love-forecasts')
  await expect(page.getByRole('heading', { level: 1, name: 'प्रेम भविष्यफल' })).toBeVisible()
  const missing = page.getByTestId('profile-missing')
  await expect(missing.getByRole('listitem')).toHaveText(['आपका पूरा नाम', 'आपकी जन्म तिथि', 'आपका जन्म स्थान'])
  await expect(missing.getByRole('link', { name: 'प्रोफ़ाइल पूरी करें' })).toHaveAttribute('href', '/horoscope')
  await expect(page.getByTestId('scores')).toHaveCount(0)
  await page.getByRole('button', { name: 'मेरा सोलमेट बनाएँ' }).click()
  await expect(toast(page, 'प्रोफ़ाइल अधूरी है')).toBeVisible()
  await expectNoSidewaysScroll(page)
  await expectNoSeriousA11yViolations(page)
})

test('bad input is answered 400 and stores nothing', ANY_WIDTH, async ({ page, baseURL }) => {
  await signedInCustomer(page, 'love-bad-input')
  await startTrial(page)
  const origin = baseURL!
  for (const form of [{ intent: 'delete-everything' }, {}] as Record<string, string>[]) {
    const answer = await page.request.post('/love-forecasts', { form, headers: { Origin: origin } })
    expect(answer.status()).toBe(400)
  }
  const notAForm = await page.request.post('/love-forecasts', {
    data: '{"intent":"generate"}',
    headers: { Origin: origin, 'Content-Type': 'application/json' },
  })
  expect(notAForm.status()).toBe(400)
  await visit(page, '/love-forecasts')
  await expect(page.getByTestId('past-soulmates')).toContainText('No soulmate readings yet.')
})
