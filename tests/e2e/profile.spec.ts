// Birth profiles in English (/horoscope) and Hindi (/profile-setup), the anonymous draft, the dashboard
// shell, the header when signed in, and the pages that need a session.
import type { Locator, Page } from '@playwright/test'
import {
  ANY_WIDTH,
  expect,
  expectNoSeriousA11yViolations,
  signInThroughForm,
  signedInCustomer,
  submitSignIn,
  createVerifiedCustomer,
  newCustomer,
  test,
  visit,
  waitForHydration,
  ANY_WIDTH_OR_DATABASE,
  ANY_DATABASE,
  toast,
} from './fixtures'

test.beforeEach(({ consoleGuard }) => consoleGuard.allow(/Failed to load resource: the server responded with a status of 400/))

async function choosePlace(page: Page, typed: string, option: RegExp) {
  const box = page.getByRole('combobox', { name: /Place of birth|जन्म स्थान/ })
  await box.fill(typed)
  const choice = page.getByRole('option', { name: option }).first()
  await expect(choice).toBeVisible()
  await choice.click()
}

/** Fills the Hindi form: 5 March 2001, time unknown, Allahabad typed in Devanagari, female. */
async function fillHindiProfile(page: Page, name = 'प्रिया शर्मा') {
  await page.getByLabel('पूरा नाम').fill(name)
  await page.getByLabel('दिन').selectOption('5')
  await page.getByLabel('महीना').selectOption({ label: 'मार्च' })
  await page.getByLabel('वर्ष').selectOption('2001')
  await page.getByLabel('मुझे अपना जन्म समय नहीं पता').check()
  // Typed in Devanagari, found by how it sounds.
  await choosePlace(page, 'इलाहाबाद', /^Prayagraj, Uttar Pradesh, India$/)
  await page.getByRole('radio', { name: 'महिला' }).check()
}

const readDraft = (page: Page) => page.evaluate(() => JSON.parse(window.localStorage.getItem('astrologyData') ?? 'null') as Record<string, string> | null)

/** Signs out with the header's button (inside the menu on a phone) and waits for the home page. */
async function signOutFromHeader(page: Page, isMobile: boolean) {
  const banner = page.getByRole('banner')
  if (isMobile) await banner.getByLabel('Menu', { exact: true }).click()
  await banner.getByRole('button', { name: 'Sign Out' }).filter({ visible: true }).click()
  await page.waitForURL((url) => url.pathname === '/')
  await waitForHydration(page)
}

/**
 * A control in error as a screen reader meets it: aria-invalid, and a description (aria-describedby) made of elements
 * that exist, are visible, and say what is wrong.
 */
async function expectDescribedError(page: Page, control: Locator, message: string) {
  await expect(control).toHaveAttribute('aria-invalid', 'true')
  await expect(control).toHaveAccessibleDescription(message)
  const ids = (await control.getAttribute('aria-describedby'))?.split(/\s+/).filter(Boolean) ?? []
  expect(ids.length, 'aria-describedby names at least one element').toBeGreaterThan(0)
  for (const id of ids) await expect(page.locator(`[id="${id}"]`), `the element #${id} describing the control`).toBeVisible()
}

/** Fills the English form: 14 August 1992, 7:45 PM, Bengaluru (found by its old name), female. */
async function fillEnglishProfile(page: Page, name = 'Asha Verma') {
  await page.getByLabel('Full Name').fill(name)
  await page.getByLabel('Day').selectOption('14')
  await page.getByLabel('Month').selectOption({ label: 'August' })
  await page.getByLabel('Year').selectOption('1992')
  await page.getByLabel('Hour').selectOption('07')
  await page.getByLabel('Minute').selectOption('45')
  await page.getByLabel('AM/PM').selectOption('PM')
  await choosePlace(page, 'Bangalore', /^Bengaluru, Karnataka, India$/)
  await page.getByRole('radio', { name: 'Female' }).check()
}

test('a signed-in customer saves a profile in English and sees it on the dashboard', async ({ page }) => {
  await signedInCustomer(page, 'profile-en', 'Asha Verma')
  await visit(page, '/dashboard')
  await expect(page.getByRole('heading', { name: 'Complete Your Profile' })).toBeVisible()
  await page.getByRole('link', { name: 'Complete Your Profile' }).click()
  await expect(page).toHaveURL(/\/horoscope$/)
  await fillEnglishProfile(page)
  await page.getByRole('button', { name: 'Save My Cosmic Profile' }).click()
  await page.waitForURL('**/dashboard')
  await expect(toast(page, 'Profile saved!')).toBeVisible()

  await expect(page.getByRole('heading', { name: 'Welcome, Asha Verma' })).toBeVisible()
  await expect(page.getByTestId('sun-sign')).toHaveText('Leo')
  const summary = page.getByRole('tabpanel', { name: 'Daily' })
  await expect(summary).toContainText('14 August 1992, 7:45 PM')
  await expect(summary).toContainText('Bengaluru')
  await expect(summary).toContainText('India')
  await expect(summary).toContainText('Asia/Kolkata')

  // Tabs: life offers the life and career analysis (spec 2.8); soulmate leads to the compatibility analysis.
  await page.getByRole('tab', { name: 'Life' }).click()
  await expect(page.getByRole('tabpanel', { name: 'Life' }).getByRole('button', { name: 'Generate Analysis' })).toBeVisible()
  await page.getByRole('tab', { name: 'Life' }).press('ArrowRight')
  await expect(page.getByRole('tab', { name: 'Soulmate' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('link', { name: 'Start Compatibility Analysis' })).toHaveAttribute('href', '/soulmate-analysis')
  await expectNoSeriousA11yViolations(page)

  // The form shows the saved profile; saving again updates the one profile.
  await visit(page, '/horoscope')
  await expect(page.getByLabel('Full Name')).toHaveValue('Asha Verma')
  await expect(page.getByLabel('Hour')).toHaveValue('07')
  await expect(page.getByLabel('AM/PM')).toHaveValue('PM')
  await expect(page.getByRole('combobox', { name: 'Place of birth' })).toHaveValue(/Bengaluru/)
  await page.getByLabel('Full Name').fill('Asha V. Verma')
  await page.getByLabel("I don't know my birth time").check()
  await page.getByRole('button', { name: 'Save My Cosmic Profile' }).click()
  await page.waitForURL('**/dashboard')
  await expect(page.getByRole('tabpanel', { name: 'Daily' })).toContainText('14 August 1992 (time unknown)')
  await expect(page.getByRole('tabpanel', { name: 'Daily' })).toContainText('Asha V. Verma')
})

test('missing fields stop the form with "Missing Information" and save nothing', ANY_DATABASE, async ({ page }) => {
  await signedInCustomer(page, 'profile-missing')
  await visit(page, '/horoscope')
  await page.getByRole('button', { name: 'Save My Cosmic Profile' }).click()
  await expect(toast(page, 'Missing Information')).toBeVisible()
  await expect(toast(page, 'Please fill in all required fields')).toBeVisible()
  await expect(page.getByText('Please enter your full name')).toBeVisible()
  await expect(page.getByText('Please choose your date of birth')).toBeVisible()
  await expect(page.getByText('Please choose your place of birth')).toBeVisible()
  await expect(page.getByText('Please choose your gender')).toBeVisible()
  await expect(page).toHaveURL(/\/horoscope$/)
  await visit(page, '/dashboard')
  await expect(page.getByRole('heading', { name: 'Complete Your Profile' })).toBeVisible()
})

test('a date that does not exist and a half-chosen time are pointed out', ANY_DATABASE, async ({ page }) => {
  await signedInCustomer(page, 'profile-bad')
  await visit(page, '/horoscope')
  await fillEnglishProfile(page)
  await page.getByLabel('Day').selectOption('31')
  await page.getByLabel('Month').selectOption({ label: 'February' })
  await page.getByLabel('Minute').selectOption('')
  await page.getByRole('button', { name: 'Save My Cosmic Profile' }).click()
  await expect(page.getByRole('main').getByText('That date does not exist')).toBeVisible()
  await expect(page.getByRole('main').getByText(/^Please choose both the hour and the minute/)).toBeVisible()
  await expect(page).toHaveURL(/\/horoscope$/)
})

test('the year picker runs from this year back to 1920', ANY_DATABASE, async ({ page }) => {
  await visit(page, '/horoscope')
  const years = await page.getByLabel('Year').locator('option').allTextContents()
  const thisYear = new Date().getUTCFullYear()
  expect(Number(years[1])).toBeGreaterThanOrEqual(thisYear)
  expect(years.at(-1)).toBe('1920')
})

test('coordinates and a time zone can be entered by hand', async ({ page }) => {
  await signedInCustomer(page, 'profile-manual')
  await visit(page, '/horoscope')
  await page.getByLabel('Full Name').fill('Manual Place')
  await page.getByLabel('Day').selectOption('1')
  await page.getByLabel('Month').selectOption({ label: 'January' })
  await page.getByLabel('Year').selectOption('1985')
  await page.getByRole('radio', { name: 'Male', exact: true }).check()
  await page.getByLabel('Enter coordinates by hand').check()
  await page.getByLabel('Place name').fill('Hampi')
  await page.getByLabel(/^Latitude/).fill('95')
  await page.getByLabel(/^Longitude/).fill('76.46')
  await page.getByLabel('Time zone', { exact: true }).fill('Asia/Kolkata')
  await page.getByRole('button', { name: 'Save My Cosmic Profile' }).click()
  await expect(page.getByRole('main').getByText('Latitude must be a number from -90 to 90')).toBeVisible()
  await page.getByLabel(/^Latitude/).fill('15.335')
  await page.getByRole('button', { name: 'Save My Cosmic Profile' }).click()
  await page.waitForURL('**/dashboard')
  const summary = page.getByRole('tabpanel', { name: 'Daily' })
  await expect(summary).toContainText('Hampi')
  await expect(summary).toContainText('15.34° N, 76.46° E')
  await expect(page.getByTestId('sun-sign')).toHaveText('Capricorn')
})

test('the Hindi profile form saves with Hindi messages', async ({ page }) => {
  await signedInCustomer(page, 'profile-hi', 'प्रिया')
  await visit(page, '/profile-setup')
  await expect(page.getByRole('heading', { name: 'प्रोफ़ाइल सेटअप' })).toBeVisible()
  // AM/PM too, as Hindi forms write them.
  await expect(page.getByLabel('पूर्वाह्न/अपराह्न')).toHaveValue('AM')
  await expect(page.getByLabel('पूर्वाह्न/अपराह्न').getByRole('option')).toHaveText(['पूर्वाह्न', 'अपराह्न'])
  await page.getByRole('button', { name: 'प्रोफ़ाइल सहेजें' }).click()
  await expect(toast(page, 'त्रुटि')).toBeVisible()
  await expect(page.getByText('कृपया अपना पूरा नाम लिखें')).toBeVisible()

  await fillHindiProfile(page)
  await page.getByLabel(/सितारों से आपके सवाल/).fill('मेरा करियर कैसा रहेगा?')
  await page.getByRole('button', { name: 'प्रोफ़ाइल सहेजें' }).click()
  await page.waitForURL('**/dashboard')
  await expect(toast(page, 'प्रोफ़ाइल सहेजी गई!')).toBeVisible()
  await expect(page.getByTestId('sun-sign')).toHaveText('Pisces')
  await expect(page.getByRole('tabpanel', { name: 'Daily' })).toContainText('Prayagraj')
  await expectNoSeriousA11yViolations(page)
})

test('a signed-out visitor keeps a draft, signs in, finds the form filled again, and saves it', async ({ page }) => {
  const customer = await createVerifiedCustomer(page.request, newCustomer('draft', 'Draft Person'))
  await visit(page, '/horoscope')
  await fillEnglishProfile(page, 'Draft Person')
  await page.getByRole('button', { name: 'Save My Cosmic Profile' }).click()
  await expect(toast(page, 'Please sign in')).toBeVisible()
  await expect(toast(page, 'Create an account to save your cosmic profile')).toBeVisible()
  await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fhoroscope$/)
  const draft = await page.evaluate(() => JSON.parse(window.localStorage.getItem('astrologyData') ?? 'null'))
  expect(draft).toMatchObject({ fullName: 'Draft Person', birthDay: '14', birthYear: '1992', gender: 'female' })

  await submitSignIn(page, customer)
  await page.waitForURL('**/horoscope')
  await expect(page.getByLabel('Full Name')).toHaveValue('Draft Person')
  await expect(page.getByLabel('Month')).toHaveValue('8')
  await expect(page.getByRole('combobox', { name: 'Place of birth' })).toHaveValue(/Bengaluru/)
  await expect(page.getByRole('radio', { name: 'Female' })).toBeChecked()
  await page.getByRole('button', { name: 'Save My Cosmic Profile' }).click()
  await page.waitForURL('**/dashboard')
  await expect(page.getByTestId('sun-sign')).toHaveText('Leo')
  expect(await page.evaluate(() => window.localStorage.getItem('astrologyData'))).toBeNull()
})

test('in Hindi, a signed-out visitor keeps a draft, signs in, finds the form filled again, and saves it', ANY_WIDTH, async ({ page }) => {
  const customer = await createVerifiedCustomer(page.request, newCustomer('draft-hi', 'प्रिया शर्मा'), 'hi')
  await visit(page, '/profile-setup')
  await fillHindiProfile(page)
  await page.getByRole('button', { name: 'प्रोफ़ाइल सहेजें' }).click()
  await expect(toast(page, 'कृपया साइन इन करें')).toBeVisible()
  await expect(toast(page, 'अपनी प्रोफ़ाइल सहेजने के लिए खाता बनाएं')).toBeVisible()
  await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fprofile-setup$/)
  expect(await readDraft(page)).toMatchObject({
    fullName: 'प्रिया शर्मा',
    birthDay: '5',
    birthMonth: '3',
    birthYear: '2001',
    birthTimeUnknown: 'on',
    gender: 'female',
  })

  await submitSignIn(page, customer)
  await page.waitForURL('**/profile-setup')
  await expect(toast(page, 'साइन इन से पहले भरी गई जानकारी हमने फिर से भर दी है।')).toBeVisible()
  await expect(page.getByLabel('पूरा नाम')).toHaveValue('प्रिया शर्मा')
  await expect(page.getByLabel('दिन')).toHaveValue('5')
  await expect(page.getByLabel('महीना')).toHaveValue('3')
  await expect(page.getByLabel('वर्ष')).toHaveValue('2001')
  await expect(page.getByLabel('मुझे अपना जन्म समय नहीं पता')).toBeChecked()
  await expect(page.getByLabel('घंटा')).toBeDisabled()
  await expect(page.getByRole('combobox', { name: 'जन्म स्थान' })).toHaveValue(/Prayagraj/)
  await expect(page.getByRole('radio', { name: 'महिला' })).toBeChecked()
  await page.getByRole('button', { name: 'प्रोफ़ाइल सहेजें' }).click()
  await page.waitForURL('**/dashboard')
  await expect(toast(page, 'प्रोफ़ाइल सहेजी गई!')).toBeVisible()
  // This customer prefers Hindi, so the dashboard is Hindi, its sign named as Indian readers know it.
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN')
  await expect(page.getByRole('heading', { name: 'स्वागत है, प्रिया शर्मा' })).toBeVisible()
  await expect(page.getByTestId('sun-sign')).toHaveText('मीन')
  await expect(page.getByRole('tabpanel', { name: 'आज' })).toContainText('(समय अज्ञात)')
  expect(await readDraft(page)).toBeNull()
})

test('signing out clears the draft, so the next person at this browser finds an empty form', async ({ page, isMobile }) => {
  const customer = await createVerifiedCustomer(page.request, newCustomer('draft-out', 'Shared Browser'))
  await visit(page, '/horoscope')
  await fillEnglishProfile(page, 'Shared Browser')
  await page.getByRole('button', { name: 'Save My Cosmic Profile' }).click()
  await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fhoroscope$/)
  expect(await readDraft(page)).toMatchObject({ fullName: 'Shared Browser' })
  await signInThroughForm(page, customer, '/auth?redirectTo=%2Fhoroscope')
  await page.waitForURL('**/horoscope')
  await expect(page.getByLabel('Full Name')).toHaveValue('Shared Browser')

  // Signed in but not saved: the draft is still there until Sign Out.
  expect(await readDraft(page)).not.toBeNull()
  await signOutFromHeader(page, isMobile)
  expect(await readDraft(page)).toBeNull()
  await visit(page, '/horoscope')
  await expect(page.getByLabel('Full Name')).toHaveValue('')
  await expect(page.getByRole('radio', { name: 'Female' })).not.toBeChecked()
})

test('errors on the date, time and gender controls reach screen readers', ANY_DATABASE, async ({ page }) => {
  await visit(page, '/horoscope')
  // A half-chosen time (hour without minute) and nothing else: every group shows an error.
  await page.getByLabel('Hour').selectOption('07')
  await page.getByRole('button', { name: 'Save My Cosmic Profile' }).click()
  await expect(toast(page, 'Missing Information')).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  for (const label of ['Day', 'Month', 'Year']) await expectDescribedError(page, page.getByLabel(label), 'Please choose your date of birth')
  await expectDescribedError(page, page.getByLabel('Minute'), 'Please choose both the hour and the minute, or tick "I don\'t know my birth time"')
  for (const gender of ['Male', 'Female', 'Other'])
    await expectDescribedError(page, page.getByRole('radio', { name: gender, exact: true }), 'Please choose your gender')
  await expectDescribedError(page, page.getByLabel('Full Name'), 'Please enter your full name')

  // A date that does not exist (checked once the other fields are right) is on the day alone; the month and year say nothing.
  await fillEnglishProfile(page)
  await page.getByLabel('Day').selectOption('31')
  await page.getByLabel('Month').selectOption({ label: 'February' })
  await page.getByRole('button', { name: 'Save My Cosmic Profile' }).click()
  await expectDescribedError(page, page.getByLabel('Day'), 'That date does not exist')
  await expect(page.getByLabel('Month')).not.toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByLabel('Month')).not.toHaveAttribute('aria-describedby', /./)

  // The Hindi form is wired the same way.
  await visit(page, '/profile-setup')
  await page.getByRole('button', { name: 'प्रोफ़ाइल सहेजें' }).click()
  await expect(page.getByText('कृपया अपना पूरा नाम लिखें')).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  for (const label of ['दिन', 'महीना', 'वर्ष']) await expectDescribedError(page, page.getByLabel(label), 'कृपया अपनी जन्म तिथि चुनें')
  for (const gender of ['पुरुष', 'महिला', 'अन्य']) await expectDescribedError(page, page.getByRole('radio', { name: gender }), 'कृपया अपना लिंग चुनें')
})

test('a signed-out submit with missing fields stays on the form', ANY_DATABASE, async ({ page }) => {
  await visit(page, '/horoscope')
  await page.getByLabel('Full Name').fill('Only A Name')
  await page.getByRole('button', { name: 'Save My Cosmic Profile' }).click()
  await expect(toast(page, 'Missing Information')).toBeVisible()
  await expect(page).toHaveURL(/\/horoscope$/)
  expect(await page.evaluate(() => window.localStorage.getItem('astrologyData'))).toBeNull()
})

test('the profile endpoint answers hostile input with 4xx and stores nothing', ANY_WIDTH, async ({ page }) => {
  await signedInCustomer(page, 'profile-hostile')
  const cases: Record<string, string>[] = [
    {},
    { fullName: 'X', birthDay: '1', birthMonth: '1', birthYear: '1800', gender: 'male', placeId: '1275339' },
    { fullName: 'X', birthDay: '1', birthMonth: '1', birthYear: '2000', gender: 'robot', placeId: '1275339' },
    { fullName: 'X', birthDay: '1', birthMonth: '1', birthYear: '2000', gender: 'male', placeId: '999999999999' },
    { fullName: 'X', birthDay: '1', birthMonth: '1', birthYear: '2000', gender: 'male', placeId: "1' OR '1'='1" },
    {
      fullName: 'X',
      birthDay: '1',
      birthMonth: '1',
      birthYear: '2000',
      gender: 'male',
      placeManual: 'on',
      placeName: 'Y',
      latitude: '1',
      longitude: '2',
      timeZone: 'Mars/Base',
    },
    { fullName: 'X'.repeat(500), birthDay: '1', birthMonth: '1', birthYear: '2000', gender: 'male', placeId: '1275339' },
  ]
  for (const form of cases) {
    const response = await page.request.post('/horoscope', { form, maxRedirects: 0 })
    expect(response.status(), JSON.stringify(form).slice(0, 100)).toBe(400)
  }
  await visit(page, '/dashboard')
  await expect(page.getByRole('heading', { name: 'Complete Your Profile' })).toBeVisible()
})

test('the place search shows places as people name them, says how many it found, and keeps coordinates out of sight', ANY_DATABASE, async ({ page }) => {
  await page.goto('/horoscope')
  const box = page.getByRole('combobox', { name: 'Place of birth' })
  await box.fill('Sawantwadi')
  const options = page.getByRole('listbox', { name: 'Place of birth' }).getByRole('option')
  await expect(options).toHaveText(['Sawantwadi, Maharashtra, India'])
  await expect(page.getByRole('status').filter({ hasText: 'place' })).toHaveText('1 place found. Press Enter to choose it.')
  await box.fill('Kashi')
  await expect(options.first()).toHaveText('Varanasi, Uttar Pradesh, India')
  await expect(page.getByRole('listbox', { name: 'Place of birth' })).not.toContainText('Asia/')
  await options.first().click()
  const details = page.locator('details').filter({ hasText: 'Coordinates and time zone' })
  const coordinates = details.getByText(/25\.\d+, 8[23]\.\d+ · Asia\/Kolkata/)
  await expect(details).toBeVisible()
  await expect(details).not.toHaveAttribute('open')
  await details.getByText('Coordinates and time zone').click()
  await expect(details).toHaveAttribute('open')
  await expect(coordinates).toBeVisible()
})

test('the place search answers in Latin letters and in Devanagari, and refuses malformed queries', ANY_WIDTH_OR_DATABASE, async ({ request }) => {
  const names = async (q: string) => {
    const response = await request.get(`/places?q=${encodeURIComponent(q)}`)
    expect(response.status(), q).toBe(200)
    return ((await response.json()) as { places: { name: string; timeZone: string }[] }).places.map((place) => place.name)
  }
  expect((await names('Bombay'))[0]).toBe('Mumbai')
  expect((await names('मुंबई'))[0]).toBe('Mumbai')
  expect((await names('गुड़गांव'))[0]).toBe('Gurugram')
  expect(await names('')).toEqual([])
  for (const q of ['M'.repeat(81), 'Mum\u0000bai', 'मुं\nबई']) {
    const response = await request.get(`/places?q=${encodeURIComponent(q)}`)
    expect(response.status(), q).toBe(400)
    expect(((await response.json()) as { error: string }).error).toBeTruthy()
  }
})

test.describe('header when signed in', ANY_DATABASE, () => {
  test('shows the e-mail (the part before @ on a wide screen, all of it in the phone menu) and Sign Out', async ({ page, isMobile }) => {
    const customer = await signedInCustomer(page, 'header')
    await visit(page, '/dashboard')
    const banner = page.getByRole('banner')
    if (isMobile) {
      await banner.getByLabel('Menu', { exact: true }).click()
      await expect(banner.getByText(customer.email, { exact: true })).toBeVisible()
    } else {
      await expect(banner.getByText(customer.email.split('@')[0]!, { exact: true })).toBeVisible()
      await expect(banner.getByText(customer.email, { exact: true })).toBeHidden()
    }
    await expect(banner.getByRole('button', { name: 'Sign Out' }).first()).toBeVisible()
    await expect(banner.getByRole('link', { name: 'Sign In' })).toHaveCount(0)
  })

  test('Daily Horoscope leads to the profile form without a profile and to the dashboard with one', async ({ page }) => {
    await signedInCustomer(page, 'header-target')
    await visit(page, '/dashboard')
    const daily = page.getByRole('banner').getByRole('link', { name: 'Daily Horoscope', includeHidden: true }).first()
    await expect(daily).toHaveAttribute('href', '/horoscope')
    await visit(page, '/horoscope')
    await fillEnglishProfile(page)
    await page.getByRole('button', { name: 'Save My Cosmic Profile' }).click()
    await page.waitForURL('**/dashboard')
    await expect(daily).toHaveAttribute('href', '/dashboard')
  })

  test('signed out, Daily Horoscope leads to sign-in', async ({ page }) => {
    await visit(page, '/pricing')
    await expect(page.getByRole('banner').getByRole('link', { name: 'Daily Horoscope', includeHidden: true }).first()).toHaveAttribute('href', '/auth')
  })
})

test.describe('pages that need a session', ANY_WIDTH_OR_DATABASE, () => {
  for (const path of ['/dashboard', '/daily-reading', '/life-career', '/soulmate-analysis', '/numerology', '/consultations', '/settings']) {
    test(`${path} sends a signed-out visitor to sign in and back afterwards`, async ({ page }) => {
      const customer = await createVerifiedCustomer(page.request, newCustomer('guard'))
      await page.goto(path)
      await expect(page).toHaveURL(new RegExp(`/auth\\?redirectTo=${encodeURIComponent(path)}$`))
      await signInThroughForm(page, customer, page.url().replace(/^https?:\/\/[^/]+/, ''))
      // A reading or an analysis needs the customer's own birth (ADR 091, spec 8): without a profile it leads on to the profile form.
      await page.waitForURL(`**${path === '/daily-reading' || path === '/life-career' || path === '/soulmate-analysis' ? '/horoscope' : path}`)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    })
  }

  test('a signed-in visit to /auth goes to the dashboard', async ({ page }) => {
    await signedInCustomer(page, 'auth-signed-in')
    await page.goto('/auth')
    await expect(page).toHaveURL(/\/dashboard$/)
  })

  test('redirectTo never leaves the site', async ({ page }) => {
    const customer = await createVerifiedCustomer(page.request, newCustomer('redirect'))
    await signInThroughForm(page, customer, `/auth?redirectTo=${encodeURIComponent('https://evil.example/x')}`)
    await page.waitForURL('**/dashboard')
    for (const redirectTo of ['//evil.example', '/\\evil.example', 'javascript:alert(1)', '/numerology?x=1']) {
      const response = await page.request.post('/auth', {
        form: { intent: 'sign-in', email: customer.email, password: customer.password, redirectTo },
        maxRedirects: 0,
      })
      expect(response.status()).toBe(302)
      expect(response.headers().location, redirectTo).toBe(redirectTo === '/numerology?x=1' ? redirectTo : '/dashboard')
    }
  })
})

test('signed-in pages have no serious accessibility violations', ANY_DATABASE, async ({ page }) => {
  await signedInCustomer(page, 'a11y')
  for (const path of ['/dashboard', '/horoscope', '/profile-setup', '/settings', '/numerology']) {
    await visit(page, path)
    await expectNoSeriousA11yViolations(page)
  }
})
