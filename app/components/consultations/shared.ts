import { useLocale } from '../../i18n/use-locale'
import { formatNumber } from '../../utils/dates'
import type { Route } from '../../routes/+types/consultations'

export type ConsultationsData = Route.ComponentProps['loaderData']
export type BookingActionData = Route.ComponentProps['actionData']

export const cardClass = 'rounded-2xl border border-violet-100 bg-white p-5 shadow-sm'

/** Prices are in whole dollars (spec 8). */
export function useMoney() {
  const locale = useLocale()
  return (value: number) => formatNumber(value, locale, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })
}
