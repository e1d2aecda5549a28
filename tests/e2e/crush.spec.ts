// The crush analyzer (spec 2.17) and the dashboard's saved items. Session and profile required; the form's errors answer
// 400 with the spec's words and store nothing; an analysis shows the score, its band's text, the Moon's sign change
// on the crush's birthday and the daily figure marked as entertainment, lists newest first and deletes after a
// question, by keyboard too. The dashboard lists saved numerology reports and soulmate analyses, reopens and deletes.
import type { APIRequestContext, Page } from '@playwright/test'
import { ANY_WIDTH, expect, expectNoSeriousA11yViolations, signedInCustomer, test, visit, toast, expectNoSidewaysScroll } from './fixtures'

test.beforeEach(({ consoleGuard }) => consoleGuard.allow(/Failed to load resource: the server responded with a status of (400|404)/))

/** A profile saved through the form's action: 15 June 1990, 08:30, New Delhi. */
async function saveProfile(api: APIRequestContext, fullName: string) {
  const saved = await api.post('/horoscope', {
    form: {
      fullName,
      birthDay: '15',
      birthMonth: '6',
      birthYear: '1990',
      birthHour: '08',
      birthMinute: '30',
      birthPeriod: 'AM',
      gender: 'male',
      placeManual: 'on',
      placeName: 'New Delhi',
      latitude: '28.6139',
      longitude: '77.209',
      timeZone: 'Asia/Kolkata',
    },
    maxRedirects: 0,
  })
  expect(saved.status(), 'saving the profile').toBe(302)
}

async function customerWithProfile(page: Page, tag: string) {
  await signedInCustomer(page, tag, 'Arjun Mehta')
  await saveProfile(page.request, 'Arjun Mehta')
}

async function analyse(page: Page, name: string, date: string) {
  await page.getByLabel('Their name').fill(name)
  await page.getByLabel('Their birthdate').fill(date)
  await page.getByRole('button', { name: 'Analyze' }).click()
  await expect(toast(page, 'Analysis Complete!')).toBeVisible()
}

test('signed out, the page sends the visitor to sign in and back', ANY_WIDTH, async ({ page }) => {
  await page.goto('/crush-analyzer')
  await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fcrush-analyzer/)
})

test('without a profile the customer is sent to complete it ("Profile Required")', ANY_WIDTH, async ({ page }) => {
  await signedInCustomer(page, 'crush-no-profile', 'Kiran Rao')
  await page.goto('/crush-analyzer')
  await expect(page).toHaveURL(/\/horoscope$/)
  await expect(toast(page, 'Profile Required')).toBeVisible()
})

test('missing and wrong fields answer 400 with the spec’s words and store nothing', ANY_WIDTH, async ({ page }) => {
  await customerWithProfile(page, 'crush-errors')
  await visit(page, '/crush-analyzer')
  const answer = page.waitForResponse((r) => r.url().includes('/crush-analyzer') && r.request().method() === 'POST')
  // Spaces alone are no name.
  await page.getByLabel('Their name').fill('   ')
  await page.getByRole('button', { name: 'Analyze' }).click()
  expect((await answer).status()).toBe(400)
  await expect(toast(page, 'Missing Information')).toBeVisible()
  await expect(toast(page, 'Please enter both name and birthdate for analysis.')).toBeVisible()
  await expect(page.getByText('Please enter their name')).toBeVisible()
  await expect(page.getByText('Please enter their birthdate')).toBeVisible()
  await expect(page.getByLabel('Their name')).toHaveAttribute('aria-invalid', 'true')
  await expectNoSeriousA11yViolations(page)

  const origin = { Origin: new URL(page.url()).origin }
  for (const form of <Record<string, string>[]>[
    { intent: 'analyse', crushName: 'Priya', crushDate: '1992-02-30' },
    { intent: 'analyse', crushName: 'Priya', crushDate: '2099-01-01' },
    { intent: 'analyse', crushName: 'x'.repeat(101), crushDate: '1992-11-02' },
    { intent: 'delete', id: '999999' },
  ]) {
    const raw = await page.request.post('/crush-analyzer', { form, headers: origin })
    expect(raw.status(), JSON.stringify(form).slice(0, 80)).toBe(form.intent === 'delete' ? 404 : 400)
  }
  await visit(page, '/crush-analyzer')
  await expect(page.getByText('No analyses yet.')).toBeVisible()
})

test('an analysis: score, band text, the Moon’s sign change, the daily figure; newest first; delete asks first, by keyboard too', async ({ page }) => {
  await customerWithProfile(page, 'crush-flow')
  await visit(page, '/crush-analyzer')
  await expect(page.getByRole('heading', { level: 1, name: 'Crush Analyzer' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Return to Dashboard' })).toHaveAttribute('href', '/dashboard')
  await expect(page.getByText('No analyses yet.')).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await expectNoSidewaysScroll(page)

  // 10 March 2001: the Moon moved from Simha into Kanya during the day.
  await analyse(page, '  Priya   Sharma ', '2001-03-10')
  const analyses = page.getByTestId('crush-analysis')
  await expect(analyses).toHaveCount(1)
  const first = analyses.first()
  await expect(first.getByRole('heading', { name: 'You and Priya Sharma' })).toBeVisible()
  await expect(first.getByTestId('crush-score')).toHaveText(/^\d{1,3}% compatible$/)
  await expect(first.getByText(/^(Written in the stars|A very promising match|A good match|A slow burn)$/)).toBeVisible()
  await expect(first.getByTestId('crush-text')).not.toHaveText('No text has been written for this band yet.')
  await expect(first.getByTestId('sign-change')).toHaveText(
    /^That day the Moon moved from Simha into Kanya at \d{2}:\d{2} \(Asia\/Kolkata time\)\. Born before then, Priya Sharma’s Moon sign is Simha/,
  )
  const figure = first.getByTestId('thinking-about-you')
  await expect(figure).toContainText(/Thinking about you today: \d{2}%/)
  await expect(figure).toContainText('Just for fun: a playful figure for entertainment, not a prediction.')
  await expect(first.getByText(/^Life path numbers: yours 4, Priya Sharma’s \d{1,2}\.$/)).toBeVisible()
  // The same day, the same figure.
  const percent = await figure.getByText(/Thinking about you today/).textContent()
  await visit(page, '/crush-analyzer')
  await expect(page.getByTestId('thinking-about-you').getByText(/Thinking about you today/)).toHaveText(percent!)
  await expectNoSeriousA11yViolations(page)
  await expectNoSidewaysScroll(page)

  // A second one on a day the Moon stayed in one sign: newest first.
  await analyse(page, 'Sam Kapoor', '1990-06-15')
  await expect(analyses).toHaveCount(2)
  await expect(analyses.nth(0)).toContainText('You and Sam Kapoor')
  await expect(analyses.nth(1)).toContainText('You and Priya Sharma')
  await expect(analyses.nth(0).getByTestId('sign-change')).toContainText('The Moon stayed in')

  // Delete asks first; Escape keeps it and puts focus back on Delete.
  const remove = page.getByRole('button', { name: 'Delete the analysis of Priya Sharma' })
  await remove.focus()
  await page.keyboard.press('Enter')
  const yes = page.getByRole('button', { name: 'Yes, delete' })
  await expect(yes).toBeFocused()
  await expect(page.getByText('Delete the analysis of Priya Sharma? This cannot be undone.')).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await page.keyboard.press('Escape')
  await expect(yes).toHaveCount(0)
  await expect(remove).toBeFocused()
  await expect(analyses).toHaveCount(2)
  // Then by keyboard to the end.
  await page.keyboard.press('Enter')
  await expect(yes).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(toast(page, 'Deleted')).toBeVisible()
  await expect(analyses).toHaveCount(1)
  await expect(page.getByRole('heading', { name: 'You and Priya Sharma' })).toHaveCount(0)
})

test('the dashboard lists saved items, reopens and deletes them, with an empty state', ANY_WIDTH, async ({ page }) => {
  await customerWithProfile(page, 'saved-items')
  await visit(page, '/dashboard')
  const saved = page.getByTestId('saved-items')
  await expect(saved.getByRole('heading', { name: 'Saved items' })).toBeVisible()
  await expect(saved).toContainText('Nothing saved yet.')
  await expect(saved.getByRole('link', { name: 'Numerology' })).toHaveAttribute('href', '/numerology')

  // A numerology report saved, then a soulmate analysis.
  await visit(page, '/numerology')
  await page.getByRole('button', { name: 'Generate Report' }).click()
  await expect(toast(page, 'Numerology Report Generated')).toBeVisible()
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(toast(page, 'Report Saved')).toBeVisible()
  const analysed = await page.request.post('/soulmate-analysis', {
    form: {
      intent: 'analyse',
      partnerName: 'Priya Sharma',
      partnerDate: '1992-11-02',
      partnerTime: '19:45',
      partnerGender: 'female',
      placeManual: 'on',
      placeName: 'Pune',
      latitude: '18.52',
      longitude: '73.86',
      timeZone: 'Asia/Kolkata',
    },
    headers: { Origin: new URL(page.url()).origin },
    maxRedirects: 0,
  })
  expect(analysed.status()).toBe(302)

  await visit(page, '/dashboard')
  const items = saved.getByRole('listitem')
  await expect(items).toHaveCount(2)
  await expect(items.nth(0)).toContainText('Compatibility analysis')
  await expect(items.nth(0)).toContainText(/You and Priya Sharma: \d{1,3}%/)
  await expect(items.nth(1)).toContainText('Numerology report')
  await expect(items.nth(1)).toContainText('Report for Arjun Mehta')
  await expectNoSeriousA11yViolations(page)
  await expectNoSidewaysScroll(page)

  await saved.getByRole('link', { name: 'Open Report for Arjun Mehta' }).click()
  await expect(page).toHaveURL(/\/numerology\?id=\d+$/)
  await expect(page.getByRole('heading', { name: 'Report for Arjun Mehta' })).toBeVisible()
  await visit(page, '/dashboard')
  await saved.getByRole('link', { name: /^Open You and Priya Sharma/ }).click()
  await expect(page).toHaveURL(/\/soulmate-analysis\?id=\d+$/)
  await expect(page.getByRole('heading', { name: 'You and Priya Sharma' })).toBeVisible()

  await visit(page, '/dashboard')
  await saved.getByRole('button', { name: 'Delete Report for Arjun Mehta' }).click()
  await saved.getByRole('button', { name: 'Yes, delete' }).click()
  await expect(toast(page, 'Deleted')).toBeVisible()
  await expect(items).toHaveCount(1)
  await saved.getByRole('button', { name: /^Delete You and Priya Sharma/ }).click()
  await saved.getByRole('button', { name: 'Yes, delete' }).click()
  await expect(toast(page, 'Deleted')).toBeVisible()
  await expect(saved).toContainText('Nothing saved yet.')
  // The analysis itself is gone too.
  await visit(page, '/soulmate-analysis')
  await expect(page.getByText('No analyses yet.')).toBeVisible()
  // A post no page of ours would send.
  const raw = await page.request.post('/saved-items', {
    form: { intent: 'delete', kind: 'posts', id: '1' },
    headers: { Origin: new URL(page.url()).origin },
  })
  expect(raw.status()).toBe(400)
})

test('in Hindi the crush analyzer and the saved items speak Hindi, at 320 px', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 320, height: 720 })
  await customerWithProfile(page, 'crush-hindi')
  const switched = await page.request.post('/language', {
    form: { lng: 'hi', redirectTo: '/crush-analyzer' },
    headers: { Origin: baseURL! },
    maxRedirects: 0,
  })
  expect(switched.status()).toBe(303)
  await visit(page, '/crush-analyzer')
  await expect(page.getByRole('heading', { level: 1, name: 'क्रश एनालाइज़र' })).toBeVisible()
  await page.getByRole('button', { name: 'विश्लेषण करें' }).click()
  await expect(toast(page, 'जानकारी अधूरी है')).toBeVisible()
  await page.getByLabel('उनका नाम').fill('प्रिया')
  await page.getByLabel('उनकी जन्मतिथि').fill('2001-03-10')
  await page.getByRole('button', { name: 'विश्लेषण करें' }).click()
  await expect(toast(page, 'विश्लेषण पूरा हुआ!')).toBeVisible()
  const analysis = page.getByTestId('crush-analysis').first()
  await expect(analysis.getByRole('heading', { name: 'आप और प्रिया' })).toBeVisible()
  await expect(analysis.getByTestId('crush-text')).toHaveText(/[\u0900-\u097F]/)
  await expect(analysis.getByTestId('thinking-about-you')).toContainText('सिर्फ़ मनोरंजन के लिए')
  await expectNoSidewaysScroll(page)
  await expectNoSeriousA11yViolations(page)
  await visit(page, '/dashboard')
  await expect(page.getByTestId('saved-items').getByRole('heading', { name: 'सहेजी गई चीज़ें' })).toBeVisible()
  await expectNoSidewaysScroll(page)
})
