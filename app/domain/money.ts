// An order's amount as the customer reads it, in its own currency: packs are sold in whole rupees (ADR 099),
// consultations at the astrologer's listed price in dollars (spec 8, ADR 196).
import { formatNumber } from '../utils/dates'
import type { Locale } from '../utils/locales.mjs'

export function formatOrderAmount(amount: number, currency: 'inr' | 'usd', locale: Locale): string {
  const whole = Number.isInteger(amount)
  return formatNumber(amount, locale, {
    style: 'currency',
    currency: currency.toUpperCase(),
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  })
}
