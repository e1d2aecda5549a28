// Pricing (spec 2.20 and 9): the sketch slider picks the tier, prices and savings follow, and buying asks a
// signed-out visitor to sign in first.
import type { Locator, Page } from '@playwright/test'
import { ANY_WIDTH, createVerifiedCustomer, expect, newCustomer, signInThroughForm, test, visit } from './fixtures'

type Tier = { name: string; price: string; regular?: string; save?: string; popular: boolean }

const ONE: Tier = { name: '1 Soulmate Sketch', price: '₹49', popular: false }
const SIX: Tier = { name: '6 Soulmate Sketches', price: '₹199', regular: '₹294', save: 'Save 32%', popular: true }
const TWELVE: Tier = { name: '12 Soulmate Sketches', price: '₹299', regular: '₹588', save: 'Save 49%', popular: false }

const expectedTier = (sketches: number) => (sketches <= 3 ? ONE : sketches <= 9 ? SIX : TWELVE)

function pricingCard(page: Page) {
  const slider = page.getByRole('slider', { name: /How many sketches/ })
  const card = page.getByRole('region').filter({ has: slider })
  return { slider, card }
}

async function expectTier(card: Locator, sketches: number) {
  const tier = expectedTier(sketches)
  await expect(card.getByRole('slider')).toHaveValue(String(sketches))
  await expect(card.getByText(tier.name, { exact: true })).toBeVisible()
  await expect(card.getByText(tier.price, { exact: true })).toBeVisible()
  if (tier.regular) {
    await expect(card.getByText(new RegExp(`Regular price\\s*${tier.regular}`))).toBeVisible()
    await expect(card.getByText(tier.save!, { exact: true })).toBeVisible()
  } else {
    await expect(card.getByText(/Regular price/)).toHaveCount(0)
    await expect(card.getByText(/^Save \d+%$/)).toHaveCount(0)
  }
  await expect(card.getByText('Most Popular', { exact: true })).toHaveCount(tier.popular ? 1 : 0)

  const buy = card.getByRole('link', { name: `Buy ${tier.name}` })
  await expect(buy).toBeVisible()
  const href = (await buy.getAttribute('href'))!
  expect(href.startsWith('/auth?redirectTo=')).toBe(true)
  // After signing in the buyer comes back to the same choice.
  const back = new URL(href, 'http://site').searchParams.get('redirectTo')!
  expect(new URL(back, 'http://site').pathname).toBe('/pricing')
  expect(new URL(back, 'http://site').searchParams.get('sketches')).toBe(String(sketches))
}

test('the slider moves through 1 to 12 sketches with the keyboard and picks the tier of spec 9', async ({ page }) => {
  await visit(page, '/pricing')
  const { slider, card } = pricingCard(page)
  await expect(slider).toHaveAttribute('min', '1')
  await expect(slider).toHaveAttribute('max', '12')
  await slider.focus()

  await slider.press('Home')
  await expectTier(card, 1)
  for (let sketches = 2; sketches <= 12; sketches++) {
    await slider.press('ArrowRight')
    await expect(slider).toHaveValue(String(sketches))
    // Check every boundary fully; the rest only by tier name, to keep the run short.
    if ([3, 4, 9, 10, 12].includes(sketches)) await expectTier(card, sketches)
    else await expect(card.getByText(expectedTier(sketches).name, { exact: true })).toBeVisible()
  }
  await slider.press('ArrowRight')
  await expectTier(card, 12)

  await slider.press('ArrowLeft')
  await slider.press('ArrowLeft')
  await expectTier(card, 10)
  await slider.press('ArrowLeft')
  await expectTier(card, 9)
  await slider.press('Home')
  await expectTier(card, 1)
  await slider.press('End')
  await expectTier(card, 12)
})

test('the chosen number of sketches is announced with the slider', async ({ page }) => {
  await visit(page, '/pricing')
  const { slider } = pricingCard(page)
  await slider.focus()
  await slider.press('End')
  await expect(slider).toHaveAttribute('aria-valuetext', /12 sketches/)
})

test('buying while signed out leads to sign-in and back to the chosen pack', async ({ page }) => {
  const customer = await createVerifiedCustomer(page.request, newCustomer('pricing'))
  await visit(page, '/pricing?sketches=10')
  const { card } = pricingCard(page)
  await expectTier(card, 10)
  await card.getByRole('link', { name: /^Buy / }).click()
  await expect(page).toHaveURL((url) => url.pathname === '/auth' && url.searchParams.get('redirectTo') === '/pricing?sketches=10')
  await signInThroughForm(page, customer, `/auth?redirectTo=${encodeURIComponent('/pricing?sketches=10')}`)
  await expect(page).toHaveURL((url) => url.pathname === '/pricing' && url.search === '?sketches=10')
  // Signed in, the pack is bought here (tests/e2e/payments.spec.ts follows the purchase).
  await expect(pricingCard(page).card.getByRole('button', { name: `Buy ${TWELVE.name}` })).toBeVisible()
})

test('the tier for ?sketches= is rendered on the server', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false })
  const page = await context.newPage()
  try {
    for (const [sketches, tier] of [
      [2, ONE],
      [5, SIX],
      [11, TWELVE],
    ] as const) {
      const response = await page.goto(`/pricing?sketches=${sketches}`)
      expect(response?.status()).toBe(200)
      const { card } = pricingCard(page)
      await expect(card.getByRole('slider')).toHaveValue(String(sketches))
      await expect(card.getByText(tier.name, { exact: true })).toBeVisible()
      await expect(card.getByText(tier.price, { exact: true })).toBeVisible()
    }
  } finally {
    await context.close()
  }
})

for (const value of ['abc', '0', '13', '-1', '2.5', '%00', '<b>']) {
  test(`?sketches=${value} falls back to the default pack`, ANY_WIDTH, async ({ page }) => {
    await visit(page, `/pricing?sketches=${encodeURIComponent(value)}`)
    const { card } = pricingCard(page)
    await expectTier(card, 6)
  })
}

test('the free plan is offered next to the packs', async ({ page }) => {
  await visit(page, '/pricing')
  const regions = page.getByRole('main').getByRole('region')
  await expect(regions).toHaveCount(2)
  const free = regions.filter({ hasNot: page.getByRole('slider') })
  await expect(free.getByRole('heading', { level: 2 })).toBeVisible()
  await expect(free.getByRole('listitem').first()).toBeVisible()
  await expect(free.getByRole('link')).toHaveAttribute('href', /^\/auth/)
})
