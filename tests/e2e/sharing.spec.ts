// Sharing (ADR 124): the owner makes a public link from a reading page; the share buttons copy it ("Copied to
// clipboard", "Text copied for Instagram") and hand it to X, Facebook and WhatsApp; the public page shows the card and
// the summary with Open Graph and Twitter card meta and no birth data; Stop sharing makes it a friendly 404. A
// stranger can neither share nor print someone else's reading.
import type { APIRequestContext, Page } from '@playwright/test'
import sharp from 'sharp'
import { ANY_WIDTH, expect, expectNoSeriousA11yViolations, signedInCustomer, test, visit, toast, expectNoSidewaysScroll } from './fixtures'

const BIRTH = { day: '29', month: '11', year: '1992', place: 'Jaipur Birthplace', long: '29 November 1992' }
/** The birth time (07:45) as a page would show it ("07:45", "7:45 am"), not inside a timestamp such as T17:45:03. */
const BIRTH_TIME = /(?<![\d:])0?7:45(?![\d:])/

test.beforeEach(({ consoleGuard }) => consoleGuard.allow(/Failed to load resource: the server responded with a status of 404/))

async function saveProfile(api: APIRequestContext, fullName: string) {
  const saved = await api.post('/horoscope', {
    form: {
      fullName,
      birthDay: BIRTH.day,
      birthMonth: BIRTH.month,
      birthYear: BIRTH.year,
      birthHour: '07',
      birthMinute: '45',
      birthPeriod: 'AM',
      gender: 'female',
      placeManual: 'on',
      placeName: BIRTH.place,
      latitude: '26.9124',
      longitude: '75.7873',
      timeZone: 'Asia/Kolkata',
    },
    maxRedirects: 0,
  })
  expect(saved.status(), 'saving the profile').toBe(302)
}

/** A customer with a profile and a numerology report; answers the report's id. */
async function customerWithReport(page: Page, tag: string) {
  const customer = await signedInCustomer(page, tag, 'Mary Lynn')
  await saveProfile(page.request, 'Mary Lynn')
  await visit(page, '/numerology')
  await page.getByRole('button', { name: 'Generate Report' }).click()
  await expect(toast(page, 'Numerology Report Generated')).toBeVisible()
  const pdf = page.getByTestId('share').getByRole('link', { name: 'Download PDF' })
  const id = /\/share\/pdf\/numerology\/(\d+)$/.exec((await pdf.getAttribute('href')) ?? '')?.[1]
  expect(id, 'the report id in the PDF link').toBeTruthy()
  return { customer, id: id! }
}

test('a shared numerology report: link, copy, X, Facebook, WhatsApp, Instagram, the public page, then Stop sharing', async ({
  page,
  context,
  browser,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  // A browser without native share: the buttons offer to copy instead.
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true }))
  await customerWithReport(page, 'share-flow')
  const share = page.getByTestId('share')
  await expect(share.getByRole('heading', { name: 'Share this reading' })).toBeVisible()
  await expect(share).toContainText('never your birth date, time or place')
  await share.getByRole('button', { name: 'Create share link' }).click()
  const urlLink = share.getByTestId('share-url')
  await expect(urlLink).toHaveText(/\/s\/[\w-]{22}$/)
  const url = (await urlLink.innerText()).trim()
  const path = new URL(url).pathname

  await share.getByRole('button', { name: 'Copy link' }).click()
  await expect(toast(page, 'Copied to clipboard')).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(url)
  await share.getByRole('button', { name: 'Copy for Instagram' }).click()
  await expect(toast(page, 'Text copied for Instagram')).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/My numerology report: Life path number \d+\n.*\/s\/[\w-]{22}$/)
  const encoded = encodeURIComponent(url)
  await expect(share.locator('[data-share="x"]')).toHaveAttribute(
    'href',
    new RegExp(`^https://twitter\\.com/intent/tweet\\?text=.+&url=${escapeRe(encoded)}$`),
  )
  await expect(share.locator('[data-share="facebook"]')).toHaveAttribute('href', `https://www.facebook.com/sharer/sharer.php?u=${encoded}`)
  await expect(share.locator('[data-share="whatsapp"]')).toHaveAttribute('href', new RegExp(`^https://wa\\.me/\\?text=.+${escapeRe(encoded)}$`))
  await expectNoSidewaysScroll(page)
  await expectNoSeriousA11yViolations(page)

  // The public page, to a visitor who is not signed in.
  const visitor = await browser.newContext()
  const stranger = await visitor.newPage()
  await visit(stranger, path)
  await expect(stranger.getByRole('heading', { level: 1, name: 'My numerology report' })).toBeVisible()
  await expect(stranger.getByTestId('share-score')).toContainText('Life path number')
  const meta = (selector: string) => stranger.locator(selector).getAttribute('content')
  const image = await meta('meta[property="og:image"]')
  expect(image).toMatch(/^https?:\/\/[^/]+\/s\/[\w-]{22}\/card\.png$/)
  expect(await meta('meta[name="twitter:card"]')).toBe('summary_large_image')
  expect(await meta('meta[name="twitter:image"]')).toBe(image)
  expect(await meta('meta[property="og:title"]')).toBe('My numerology report')
  expect(await meta('meta[property="og:image:width"]')).toBe('800')
  expect(await meta('meta[property="og:url"]')).toMatch(new RegExp(`${escapeRe(path)}$`))
  const html = await stranger.content()
  for (const secret of [BIRTH.long, '1992-11-29', BIRTH.place]) expect(html, secret).not.toContain(secret)
  expect(html, 'the birth time').not.toMatch(BIRTH_TIME)
  const card = await stranger.request.get(`${path}/card.png`)
  expect(card.headers()['content-type']).toBe('image/png')
  const size = await sharp(await card.body()).metadata()
  expect([size.width, size.height]).toEqual([800, 600])
  await expect(stranger.getByRole('img', { name: /^My numerology report: Life path number \d+$/ })).toBeVisible()
  await expectNoSidewaysScroll(stranger)
  await expectNoSeriousA11yViolations(stranger)

  // Stop sharing: the page and its card are gone, kindly.
  await share.getByRole('button', { name: 'Stop sharing' }).click()
  await expect(toast(page, 'Link removed: it no longer opens')).toBeVisible()
  await expect(share.getByRole('button', { name: 'Create share link' })).toBeVisible()
  await visit(stranger, path, 404)
  await expect(stranger.getByRole('heading', { level: 1, name: 'This link no longer works' })).toBeVisible()
  expect((await stranger.request.get(`${path}/card.png`)).status()).toBe(404)
  await visitor.close()
})

test('native share hands over the public link; the PDF is the owner’s', ANY_WIDTH, async ({ page, browser }) => {
  await page.addInitScript(() => {
    const calls: unknown[] = []
    ;(window as unknown as { shared: unknown[] }).shared = calls
    Object.defineProperty(Navigator.prototype, 'share', { value: async (data: unknown) => void calls.push(data), configurable: true })
  })
  const { id } = await customerWithReport(page, 'share-native')
  const share = page.getByTestId('share')
  await share.getByRole('button', { name: 'Create share link' }).click()
  await expect(share.getByRole('button', { name: 'Copy link' })).toHaveCount(0)
  await share.getByRole('button', { name: 'Share', exact: true }).click()
  const shared = await page.evaluate(() => (window as unknown as { shared: { url: string; text: string }[] }).shared)
  expect(shared).toHaveLength(1)
  expect(shared[0]!.url).toMatch(/\/s\/[\w-]{22}$/)

  const pdf = await page.request.get(`/share/pdf/numerology/${id}`)
  expect(pdf.status()).toBe(200)
  expect(pdf.headers()['content-type']).toBe('application/pdf')
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-')

  // Someone else: neither a link nor the PDF of this report, and no 500 for anything malformed.
  const other = await browser.newContext()
  const otherPage = await other.newPage()
  await signedInCustomer(otherPage, 'share-stranger')
  for (const form of [
    { intent: 'create', kind: 'numerology', itemId: id },
    { intent: 'create', kind: 'daily-reading', itemId: '2026-01-01' },
  ])
    expect((await otherPage.request.post('/share', { form })).status(), JSON.stringify(form)).toBe(404)
  for (const form of [
    { intent: 'create', kind: 'horoscope', itemId: id },
    { intent: 'create', kind: 'numerology', itemId: '1 OR 1=1' },
    { intent: 'launch', kind: '', itemId: '' },
  ])
    expect((await otherPage.request.post('/share', { form })).status(), JSON.stringify(form)).toBe(400)
  expect((await otherPage.request.post('/share', { form: { intent: 'revoke', token: 'x'.repeat(22) } })).status()).toBe(404)
  expect((await otherPage.request.get(`/share/pdf/numerology/${id}`)).status()).toBe(404)
  expect((await otherPage.request.get('/share/pdf/horoscope/1')).status()).toBe(404)
  await other.close()

  // Signed out: the PDF and the buttons' endpoint ask for a session.
  const anonymous = await browser.newContext()
  const response = await anonymous.request.get(`/share/pdf/numerology/${id}`, { maxRedirects: 0 })
  expect(response.status()).toBe(302)
  expect((await anonymous.request.get('/s/not-a-token')).status()).toBe(404)
  await anonymous.close()
})

test('a crush analysis and the life and career analysis are shared from their pages; the crush stays unnamed', ANY_WIDTH, async ({ page, browser }) => {
  await signedInCustomer(page, 'share-crush-life', 'Mary Lynn')
  await saveProfile(page.request, 'Mary Lynn')
  const visitor = await browser.newContext()
  const stranger = await visitor.newPage()

  // The crush analyzer: each analysis has its own share buttons, which say the crush stays private (ADR 144).
  await visit(page, '/crush-analyzer')
  await page.getByLabel('Their name').fill('Zoya Khan')
  await page.getByLabel('Their birthdate').fill('1991-02-14')
  await page.getByRole('button', { name: 'Analyze' }).click()
  await expect(toast(page, 'Analysis Complete!')).toBeVisible()
  const analysis = page.getByTestId('crush-analysis')
  const score = (await analysis.getByTestId('crush-score').innerText()).match(/\d+%/)![0]
  const crushShare = analysis.getByTestId('share')
  await expect(crushShare).toContainText('your crush’s name and birth date stay private')
  await crushShare.getByRole('button', { name: 'Create share link' }).click()
  const crushPath = new URL((await crushShare.getByTestId('share-url').innerText()).trim()).pathname
  await expectNoSeriousA11yViolations(page)
  await visit(stranger, crushPath)
  await expect(stranger.getByRole('heading', { level: 1, name: 'My crush compatibility' })).toBeVisible()
  await expect(stranger.getByTestId('share-score')).toContainText(score)
  const crushHtml = await stranger.content()
  for (const secret of ['Zoya', 'Khan', '1991', '14 February', BIRTH.long, BIRTH.place]) expect(crushHtml, secret).not.toContain(secret)

  // Life and career: generated, then shared; the public page names the dasha running now, not the birth data.
  await visit(page, '/life-career')
  await page.getByRole('button', { name: 'Generate Analysis' }).click()
  await expect(toast(page, 'Analysis Generated!')).toBeVisible()
  const lifeShare = page.getByTestId('share')
  await lifeShare.getByRole('button', { name: 'Create share link' }).click()
  const lifePath = new URL((await lifeShare.getByTestId('share-url').innerText()).trim()).pathname
  await visit(stranger, lifePath)
  await expect(stranger.getByRole('heading', { level: 1, name: /^My life and career outlook, / })).toBeVisible()
  await expect(stranger.getByTestId('share-score')).toContainText('Dasha period running now')
  const lifeHtml = await stranger.content()
  for (const secret of [BIRTH.long, '1992-11-29', BIRTH.place]) expect(lifeHtml, secret).not.toContain(secret)
  expect(lifeHtml, 'the birth time').not.toMatch(BIRTH_TIME)
  const card = await stranger.request.get(`${lifePath}/card.png`)
  expect(card.headers()['content-type']).toBe('image/png')
  await visitor.close()
})

function escapeRe(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
