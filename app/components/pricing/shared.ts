import { useNavigation } from 'react-router'
import type { Route } from '../../routes/+types/pricing'

type PricingData = Route.ComponentProps['loaderData']
export type Tier = PricingData['tiers'][number]
export type Account = NonNullable<PricingData['account']>
export type AppliedCoupon = { code: string; percentOff: number }

/** Whether the form with this intent is being sent now. */
export function useBusy() {
  const navigation = useNavigation()
  return (intent: string) => navigation.state !== 'idle' && navigation.formData?.get('intent') === intent
}
