// Every control before the scripts arrive (ADR 246): with JavaScript off, a visitor opens /auth's tabs (links), signs
// up and signs in through plain forms that post, opens every tab of the dashboard and switches the language. A tap on a
// tab before hydration used to be lost; now it is a link the server answers.
import type { Browser } from '@playwright/test'
import { ECLIPSE_BIRTH, expect, linkIn, mailTo, newCustomer, saveProfile, test } from './fixtures'

async function withoutScript(browser: Browser, baseURL: string | undefined) {
  return browser.newContext({ javaScriptEnabled: false, baseURL, extraHTTPHeaders: { 'Accept-Language': 'en' } })
}

test('without JavaScript: sign up and sign in through /auth’s tabs and forms, then every dashboard tab and the language', async ({
  browser,
  baseURL,
  consoleGuard,
}) => {
  // The refused sign-up below answers 400, which the browser logs as a failed load.
  consoleGuard.allow(/Failed to load resource: the server responded with a status of 400/)
  test.setTimeout(120_000)
  const context = await withoutScript(browser, baseURL)
  try {
    const page = await context.newPage()
    const customer = newCustomer('no-script', 'Kavya Rao')
    await page.goto('/auth?redirectTo=%2Fdashboard')
    await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('tabpanel', { name: 'Sign Up' })).toBeHidden()

    // The Sign Up tab is a link: the server answers with that tab open, keeping where to go afterwards.
    await page.getByRole('tab', { name: 'Sign Up' }).click()
    await expect(page).toHaveURL(/\/auth\?tab=sign-up&redirectTo=%2Fdashboard$/)
    await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true')
    const signUp = page.getByRole('tabpanel', { name: 'Sign Up' })
    await expect(signUp).toBeVisible()
    await expect(page.getByRole('tabpanel', { name: 'Sign In' })).toBeHidden()

    // Bad input the browser cannot know (one of the most common passwords): the form posts, the server refuses with
    // the reason on the field, the tab stays open with what was typed.
    await signUp.getByLabel('Full Name').fill(customer.fullName)
    await signUp.getByLabel('Email').fill(customer.email)
    await signUp.getByLabel('Password').fill('123456')
    await signUp.getByRole('button', { name: 'Create Account' }).click()
    await expect(page.getByRole('tabpanel', { name: 'Sign Up' }).getByText('This password is one of the most common ones')).toBeVisible()
    await expect(page.getByRole('tabpanel', { name: 'Sign Up' }).getByLabel('Email')).toHaveValue(customer.email)

    await page.getByRole('tabpanel', { name: 'Sign Up' }).getByLabel('Password').fill(customer.password)
    await page.getByRole('tabpanel', { name: 'Sign Up' }).getByRole('button', { name: 'Create Account' }).click()
    await expect(page.getByText(`We sent a verification link to ${customer.email}`)).toBeVisible()
    // "Go to Sign In" is a link too.
    await page.getByRole('link', { name: 'Go to Sign In' }).click()
    await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fdashboard$/)
    await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true')
    const mail = await mailTo(customer.email)
    await page.goto(linkIn(mail, '/auth/verify'))

    // A wrong password is refused in the form, the right one opens the dashboard.
    await page.goto('/auth?tab=sign-up')
    await page.getByRole('tab', { name: 'Sign In' }).click()
    await expect(page).toHaveURL(/\/auth$/)
    const signIn = page.getByRole('tabpanel', { name: 'Sign In' })
    await signIn.getByLabel('Email').fill(customer.email)
    await signIn.getByLabel('Password').fill('not-the-password')
    await signIn.getByRole('button', { name: 'Sign In' }).click()
    await expect(page.getByRole('tabpanel', { name: 'Sign In' }).getByRole('alert')).toBeVisible()
    await page.getByRole('tabpanel', { name: 'Sign In' }).getByLabel('Email').fill(customer.email)
    await page.getByRole('tabpanel', { name: 'Sign In' }).getByLabel('Password').fill(customer.password)
    await page.getByRole('tabpanel', { name: 'Sign In' }).getByRole('button', { name: 'Sign In' }).click()
    await expect(page).toHaveURL(/\/dashboard$/)

    // Every tab of the dashboard, each a link the server answers with that tab open.
    await saveProfile(page.request, customer.fullName, ECLIPSE_BIRTH)
    await page.goto('/dashboard')
    await expect(page.getByRole('tab', { name: 'Daily' })).toHaveAttribute('aria-selected', 'true')
    for (const [name, query] of [
      ['Life', '?tab=life'],
      ['Soulmate', '?tab=soulmate'],
      ['Daily', ''],
    ] as const) {
      await page.getByRole('tab', { name }).click()
      await expect(page).toHaveURL(new RegExp(`/dashboard${query.replace('?', '\\?')}$`))
      await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true')
      await expect(page.getByRole('tabpanel', { name })).toBeVisible()
    }
    await expect(page.getByRole('tabpanel', { name: 'Life' })).toBeHidden()

    // The language: a plain form in the header.
    await page.getByRole('banner').getByRole('button', { name: 'हिन्दी' }).first().click()
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN')
    await expect(page.getByRole('tab', { name: 'आज' })).toHaveAttribute('aria-selected', 'true')
  } finally {
    await context.close()
  }
})
