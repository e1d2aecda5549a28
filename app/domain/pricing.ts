// Pricing rules shared by the pricing page and, later, checkout. Plain data in, plain data out.
import { formatNumber } from '../utils/dates'
import type { Locale } from '../utils/locales.mjs'

export const SKETCH_MIN = 1
export const SKETCH_MAX = 12

/**
 * A coupon's code: 3 to 40 letters, digits, hyphens or underscores (spec 9). The CMS stores it in capitals and the
 * pricing page refuses any other code before asking, both by this one rule.
 */
export const COUPON_CODE = /^[A-Za-z0-9_-]{3,40}$/
export const COUPON_CODE_MAX = 40
export const COUPON_CODE_RULE = 'Use 3 to 40 letters, digits, hyphens or underscores'

/** A customer's open checkouts at once (ADR 163): each pending order takes one of these places. */
export const MAX_PENDING_ORDERS = 5

export type PricedTier = { sketches: number; price: number; regularPrice: number }

/**
 * The tier the sketch slider lands on: the tier nearest to the number chosen, the smaller one on a tie.
 * With the seeded tiers of 1, 6 and 12 sketches this is exactly spec 9: 1–3 → 1, 4–9 → 6, 10–12 → 12.
 */
export function tierForSketches<T extends PricedTier>(tiers: readonly T[], sketches: number): T | null {
  if (tiers.length === 0) return null
  const wanted = Math.min(SKETCH_MAX, Math.max(SKETCH_MIN, Math.round(sketches)))
  let best = tiers[0]
  for (const tier of tiers) {
    const distance = Math.abs(tier.sketches - wanted)
    const bestDistance = Math.abs(best.sketches - wanted)
    if (distance < bestDistance || (distance === bestDistance && tier.sketches < best.sketches)) best = tier
  }
  return best
}

/** Savings against the regular price, as a whole percent (0 when there is no saving). */
export function savingsPercent({ price, regularPrice }: PricedTier): number {
  if (regularPrice <= 0 || price >= regularPrice) return 0
  return Math.round(((regularPrice - price) / regularPrice) * 100)
}

/**
 * A pack's feature line may not state a percentage (ADR 190): the card words the saving itself from the price and the
 * regular price, and a saving typed by an editor goes stale the day the price changes. Digits (Latin or Devanagari)
 * followed by %, "percent"/"per cent" or प्रतिशत.
 */
const PERCENTAGE = /[0-9०-९]\s*(%|٪|per\s*cent|प्रतिशत)/i

export function statesAPercentage(text: string): boolean {
  return PERCENTAGE.test(text)
}

/** The admin's answer to a feature line that states a percentage (Payload field validation). */
export const FEATURE_PERCENTAGE_MESSAGE =
  'A feature line cannot state a percentage: the card shows the saving itself, worked out from the price and the regular price.'

export function formatRupees(amount: number, locale: Locale = 'en'): string {
  return formatNumber(amount, locale, { style: 'currency', currency: 'INR', maximumFractionDigits: 0 })
}

/** The least a purchase that is not free costs, in rupees: Stripe's least charge in INR is ₹0.50, and we charge whole rupees. */
const MIN_CHARGE = 1

/**
 * Spec 9: a coupon's discount is the tier's price times its percent, rounded; the rest is charged (the server's sum).
 * Only a 100% coupon makes a purchase free: a smaller one that would round to the whole price leaves ₹1 (ADR 164).
 */
export function discountedAmount(price: number, percentOff: number): { discount: number; amount: number } {
  const rounded = Math.round((price * percentOff) / 100)
  const discount = percentOff >= 100 ? price : Math.min(rounded, Math.max(0, price - MIN_CHARGE))
  return { discount, amount: price - discount }
}
