// What a customer sees of the limits on open checkouts and held coupons (ADR 163), through the TEST MODE checkout.
import type { APIRequestContext, Page } from '@playwright/test'
import { expect, signedInCustomer, test, visit, toast } from './fixtures'

const sketchCard = (page: Page) => page.getByRole('region').filter({ has: page.getByRole('slider', { name: /How many sketches/ }) })

async function createCoupon(adminApi: APIRequestContext, percentOff: number) {
  const code = `E2EHOLD${Date.now().toString(36).toUpperCase()}`
  const response = await adminApi.post('/api/coupons', { data: { code, percentOff, active: true } })
  expect(response.status(), await response.text()).toBe(201)
  return code
}

test('a coupon held by an open checkout is refused for a second one until that checkout is cancelled', async ({ page, adminApi, consoleGuard }) => {
  consoleGuard.allow(/status of 400 \(Bad Request\) \(http:\/\/[^)]+\/pricing\.data/)
  const code = await createCoupon(adminApi, 20)
  await signedInCustomer(page, 'hold-coupon')
  // A first checkout with the code, left open in another tab.
  const first = await page.request.post('/pricing', { form: { intent: 'buy', sketches: '6', couponCode: code }, maxRedirects: 0 })
  expect(first.status()).toBe(303)
  const checkout = first.headers().location!
  await visit(page, '/pricing?sketches=6')
  const box = sketchCard(page).getByLabel('Coupon code')
  await box.fill(code)
  await box.press('Enter')
  await expect(toast(page, 'Invalid Coupon')).toBeVisible()
  await expect(toast(page, /This coupon is held by a checkout you opened in the last hour/)).toBeVisible()
  // Cancelling the open checkout gives the use back.
  await visit(page, checkout)
  await page.getByRole('button', { name: 'Cancel' }).click()
  await expect(page).toHaveURL(/\/pricing$/)
  await box.fill(code)
  await box.press('Enter')
  await expect(toast(page, 'Coupon Applied!')).toBeVisible()
  await expect(sketchCard(page).getByTestId('total')).toHaveText('₹159')
})

test('five open checkouts at most: the sixth purchase is refused with a clear message', async ({ page, consoleGuard }) => {
  consoleGuard.allow(/status of 409 \(Conflict\) \(http:\/\/[^)]+\/pricing\.data/)
  await signedInCustomer(page, 'hold-five')
  for (let i = 0; i < 5; i++) {
    const opened = await page.request.post('/pricing', { form: { intent: 'buy', sketches: '1' }, maxRedirects: 0 })
    expect(opened.status()).toBe(303)
  }
  await visit(page, '/pricing?sketches=6')
  await sketchCard(page).getByRole('button', { name: 'Buy 6 Soulmate Sketches' }).click()
  await expect(toast(page, 'Payment Failed')).toBeVisible()
  await expect(toast(page, /You have 5 checkouts waiting for payment/)).toBeVisible()
  await expect(page).toHaveURL(/\/pricing\?sketches=6$/)
  await visit(page, '/settings')
  await expect(page.getByRole('list', { name: 'Orders' }).getByRole('listitem').filter({ hasText: 'Awaiting payment' })).toHaveCount(5)
})
