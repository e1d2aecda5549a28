// Soulmate compatibility (spec 2.9). Session and profile required; the partner form's errors answer 400 and store
// nothing; an analysis shows the 36-point breakdown, Manglik, the doshas and the texts, is listed newest first, reopens
// and is deleted; an unknown birth time on a day the Moon moved shows one score per possibility.
import type { Page } from '@playwright/test'
import { expect, expectNoSeriousA11yViolations, signedInCustomer, test, visit, ANY_WIDTH, toast, expectNoSidewaysScroll } from './fixtures'

test.beforeEach(({ consoleGuard }) => consoleGuard.allow(/Failed to load resource: the server responded with a status of (400|404)/))

async function saveProfile(page: Page, gender: 'Male' | 'Female') {
  await visit(page, '/horoscope')
  await page.getByLabel('Full Name').fill('Arjun Mehta')
  await page.getByLabel('Day').selectOption('15')
  await page.getByLabel('Month').selectOption({ label: 'June' })
  await page.getByLabel('Year').selectOption('1990')
  await page.getByLabel('Hour').selectOption('08')
  await page.getByLabel('Minute').selectOption('30')
  await page.getByLabel('AM/PM').selectOption('AM')
  await page.getByRole('combobox', { name: 'Place of birth' }).fill('Delhi')
  await page
    .getByRole('option', { name: /^Delhi, India$/ })
    .first()
    .click()
  await page.getByRole('radio', { name: gender, exact: true }).check()
  await page.getByRole('button', { name: 'Save My Cosmic Profile' }).click()
  await page.waitForURL('**/dashboard')
}

async function fillPartner(page: Page, partner: { name: string; date: string; time?: string; gender: 'Male' | 'Female' | 'Other'; place: string }) {
  await page.getByLabel('Partner’s name').fill(partner.name)
  await page.getByLabel('Date of birth').fill(partner.date)
  if (partner.time) await page.getByLabel('Time of birth').fill(partner.time)
  else await page.getByLabel('I don’t know the birth time').check()
  await page.getByRole('radio', { name: partner.gender, exact: true }).check()
  await page.getByRole('combobox', { name: 'Place of birth' }).fill(partner.place)
  await page.getByRole('listbox', { name: 'Place of birth' }).getByRole('option').first().click()
}

test('signed out, the page sends the visitor to sign in and back', ANY_WIDTH, async ({ page }) => {
  await page.goto('/soulmate-analysis')
  await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fsoulmate-analysis/)
})

test('without a profile the customer is sent to complete it ("Profile Required")', ANY_WIDTH, async ({ page }) => {
  await signedInCustomer(page, 'soulmate-no-profile', 'Kiran Rao')
  await page.goto('/soulmate-analysis')
  await expect(page).toHaveURL(/\/horoscope$/)
  await expect(toast(page, 'Profile Required')).toBeVisible()
})

test('an analysis: the score, the breakdown, Manglik and doshas, saved, reopened and deleted', async ({ page }) => {
  await signedInCustomer(page, 'soulmate-flow', 'Arjun Mehta')
  await saveProfile(page, 'Male')
  await visit(page, '/soulmate-analysis')
  await expect(page.getByRole('heading', { level: 1, name: 'Soulmate compatibility' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Return to Dashboard' })).toHaveAttribute('href', '/dashboard')
  await expect(page.getByText('No analyses yet.')).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await expectNoSidewaysScroll(page)

  await fillPartner(page, { name: 'Priya Sharma', date: '1992-11-02', time: '19:45', gender: 'Female', place: 'Pune' })
  await page.getByRole('button', { name: 'Analyse Compatibility' }).click()
  await expect(toast(page, 'Analysis Complete!')).toBeVisible()
  await expect(page).toHaveURL(/\/soulmate-analysis\?id=\d+$/)
  await expect(page.getByRole('heading', { name: 'You and Priya Sharma' })).toBeVisible()
  await expect(page.getByTestId('compatibility-score')).toHaveText(/^\d{1,3}% compatible$/)
  await expect(page.getByText(/^(Exceptional|Strong|Moderate|Challenging) match$/)).toBeVisible()
  await expect(page.getByText(/^\d+(\.5)? of 36 gunas$/).first()).toBeVisible()
  const rows = page.getByTestId('koota-breakdown').getByRole('listitem')
  await expect(rows).toHaveCount(8)
  for (const [name, max] of [
    ['Varna', 1],
    ['Vashya', 2],
    ['Tara', 3],
    ['Yoni', 4],
    ['Graha Maitri', 5],
    ['Gana', 6],
    ['Bhakoot', 7],
    ['Nadi', 8],
  ] as const) {
    await expect(rows.filter({ hasText: name }).first()).toContainText(new RegExp(`of ${max}$`))
  }
  await expect(page.getByText('Varna, Vashya and Gana are scored traditionally', { exact: false })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Manglik (Mangal dosha)' })).toBeVisible()
  await expect(page.getByTestId('manglik-match')).toHaveText(/Manglik/)
  await expect(page.getByRole('heading', { name: 'Nadi and Bhakoot doshas' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Strengths' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Growth areas' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Advice' })).toBeVisible()
  // Both birth times known: nothing is uncertain, so no section about it.
  await expect(page.getByTestId('unknown-time')).toHaveCount(0)
  await expectNoSeriousA11yViolations(page)
  await expectNoSidewaysScroll(page)

  // A second analysis: the list is newest first, and each reopens.
  await page.getByRole('link', { name: 'New analysis' }).click()
  await fillPartner(page, { name: 'Sam Kapoor', date: '1991-04-20', time: '06:10', gender: 'Male', place: 'Mumbai' })
  await page.getByRole('button', { name: 'Analyse Compatibility' }).click()
  await expect(page.getByRole('heading', { name: 'You and Sam Kapoor' })).toBeVisible()
  await expect(page.getByText('we score both ways round and show the average', { exact: false })).toBeVisible()
  const past = page.getByTestId('past-analyses').getByRole('listitem')
  await expect(past).toHaveCount(2)
  await expect(past.nth(0)).toContainText('Sam Kapoor')
  await expect(past.nth(1)).toContainText('Priya Sharma')
  await page.getByRole('link', { name: 'Open the analysis with Priya Sharma' }).click()
  await expect(page.getByRole('heading', { name: 'You and Priya Sharma' })).toBeVisible()

  // Delete asks first, as the crush list and saved items do; Escape keeps it, and the keyboard alone can confirm.
  const remove = page.getByRole('button', { name: 'Delete the analysis with Priya Sharma' })
  await remove.click()
  await expect(page.getByText('Delete the analysis with Priya Sharma? This cannot be undone.')).toBeVisible()
  const yes = page.getByRole('button', { name: 'Yes, delete' })
  await expect(yes).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(yes).toHaveCount(0)
  await expect(remove).toBeFocused()
  await expect(page.getByTestId('past-analyses').getByRole('listitem')).toHaveCount(2)
  await page.keyboard.press('Enter')
  await expect(yes).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(toast(page, 'Deleted')).toBeVisible()
  await expect(page.getByTestId('past-analyses').getByRole('listitem')).toHaveCount(1)
  await expect(page.getByRole('link', { name: 'Open the analysis with Priya Sharma' })).toHaveCount(0)
})

test('an unknown birth time on a day the Moon changed nakshatra shows a score for each possibility', ANY_WIDTH, async ({ page }) => {
  await signedInCustomer(page, 'soulmate-unknown', 'Arjun Mehta')
  await saveProfile(page, 'Male')
  await visit(page, '/soulmate-analysis')
  // 10 March 2001 in Delhi: the Moon crossed from Purva Phalguni through Uttara Phalguni into Hasta, and from Simha into Kanya.
  await fillPartner(page, { name: 'Neha Gupta', date: '2001-03-10', gender: 'Female', place: 'New Delhi' })
  await page.getByRole('button', { name: 'Analyse Compatibility' }).click()
  const section = page.getByTestId('unknown-time')
  await expect(section.getByRole('heading', { name: 'The birth time is not known' })).toBeVisible()
  await expect(section.getByRole('listitem')).toHaveCount(4)
  await expect(section.getByRole('listitem').first()).toContainText('Neha Gupta born between 00:00 and')
  await expect(section.getByRole('listitem').last()).toContainText('and 24:00')
  await expectNoSeriousA11yViolations(page)
})

test('missing and wrong fields answer 400 with messages and store nothing', ANY_WIDTH, async ({ page }) => {
  await signedInCustomer(page, 'soulmate-errors', 'Arjun Mehta')
  await saveProfile(page, 'Female')
  await visit(page, '/soulmate-analysis')
  const answer = page.waitForResponse((r) => r.url().includes('/soulmate-analysis') && r.request().method() === 'POST')
  await page.getByRole('button', { name: 'Analyse Compatibility' }).click()
  expect((await answer).status()).toBe(400)
  await expect(toast(page, 'Missing Information')).toBeVisible()
  await expect(page.getByText('Please enter your partner’s name')).toBeVisible()
  await expect(page.getByText('Please enter your partner’s date of birth')).toBeVisible()
  await expect(page.getByText('Please choose your partner’s place of birth')).toBeVisible()
  await expect(page.getByLabel('Partner’s name')).toHaveAttribute('aria-invalid', 'true')
  await expectNoSeriousA11yViolations(page)

  // A date in the future.
  await fillPartner(page, { name: 'Future Child', date: '2099-01-01', time: '10:00', gender: 'Male', place: 'Pune' })
  await page.getByRole('button', { name: 'Analyse Compatibility' }).click()
  await expect(page.locator('#partnerDate-error')).toHaveText('Date of birth must be between 1 January 1920 and today')
  await expect(page.getByText('No analyses yet.')).toBeVisible()

  // Straight to the action, bypassing the form: still 400, still nothing stored.
  const raw = await page.request.post('/soulmate-analysis', {
    form: { intent: 'analyse', partnerName: 'X', partnerDate: '1990-02-30', partnerGender: 'robot', placeId: 'abc' },
    headers: { Origin: new URL(page.url()).origin },
  })
  expect(raw.status()).toBe(400)
  await visit(page, '/soulmate-analysis')
  await expect(page.getByText('No analyses yet.')).toBeVisible()
  // Another customer's or a missing analysis is not found.
  await visit(page, '/soulmate-analysis?id=999999', 404)
  await expect(page.getByText('That analysis does not exist or was deleted.')).toBeVisible()
})

test('in Hindi the page speaks Hindi, at 320 px', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 320, height: 720 })
  await signedInCustomer(page, 'soulmate-hindi', 'Arjun Mehta')
  await saveProfile(page, 'Male')
  // A signed-in customer's own language decides (ADR 056): the switcher saves Hindi to the account.
  const switched = await page.request.post('/language', {
    form: { lng: 'hi', redirectTo: '/soulmate-analysis' },
    headers: { Origin: baseURL! },
    maxRedirects: 0,
  })
  expect(switched.status()).toBe(303)
  await visit(page, '/soulmate-analysis')
  await expect(page.getByRole('heading', { level: 1, name: 'जीवनसाथी गुण मिलान' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'गुण मिलान करें' })).toBeVisible()
  await expectNoSidewaysScroll(page)
  await expectNoSeriousA11yViolations(page)
})
