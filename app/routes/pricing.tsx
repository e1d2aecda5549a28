import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { AccessCard } from '../components/pricing/access-card'
import { Buy, CouponBox } from '../components/pricing/purchase'
import { SketchSlider, TierPrice } from '../components/pricing/tier-parts'
import { CheckList } from '../components/ui/check-list'
import { useToast } from '../components/ui/toast'
import { discountedAmount, tierForSketches } from '../domain/pricing'
import { pageMeta } from '../utils/meta'
import type { Route } from './+types/pricing'
import type { PricingActionResult } from './pricing.server'

// The loader and action run on the server only; the client bundle drops these named re-exports (ADR 174).
export { action, loader } from './pricing.server'

/** Paints first, then fetches its client bundle (ADR 150): a phone on a slow link sees the page before the scripts arrive. */
export const handle = { hydrate: 'after-paint' } as const

export const meta: Route.MetaFunction = ({ data }) => (data ? pageMeta(data.meta.title, data.meta.description) : [])

export default function Pricing({ loaderData, actionData: answer }: Route.ComponentProps) {
  const { tiers, copy, account, testMode } = loaderData
  const { t } = useTranslation('pricing')
  const { t: pt } = useTranslation('payments')
  const actionData = answer as PricingActionResult | undefined
  const { toast } = useToast()
  const [sketches, setSketches] = useState(loaderData.sketches)
  const [code, setCode] = useState('')
  // The coupon the server last accepted, until the customer removes it (removing remembers which answer it undid).
  const [removed, setRemoved] = useState<PricingActionResult | null>(null)
  const applied = actionData?.intent === 'coupon' && actionData.coupon && removed !== actionData ? actionData.coupon : null
  const tier = tierForSketches(tiers, sketches)

  useEffect(() => {
    if (!actionData) return
    toast(actionData.toast)
  }, [actionData, toast])

  // What the page shows is only a preview: the server computes the amount again from the tier and the code.
  const total = tier && applied ? discountedAmount(tier.price, applied.percentOff) : null
  const removeCoupon = () => {
    setRemoved(actionData ?? null)
    setCode('')
    toast({ title: pt('toasts.couponRemoved') })
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-14">
      {testMode ? (
        <p role="note" className="mb-8 rounded-2xl border-2 border-dashed border-amber-500 bg-amber-50 px-4 py-3 text-sm text-amber-950">
          <strong className="mr-2 rounded bg-amber-500 px-2 py-0.5 font-bold text-night-950">{pt('testMode')}</strong>
          {pt('testModeNote')}
        </p>
      ) : null}
      <div className="text-center">
        <h1 className="font-[family-name:var(--font-display)] text-4xl font-semibold text-night-900">{copy.heading}</h1>
        <p className="mx-auto mt-3 max-w-2xl text-slate-600">{copy.intro}</p>
      </div>

      {account ? <AccessCard account={account} /> : null}

      <div id="plans" className="mt-12 grid gap-8 lg:grid-cols-2">
        <section aria-labelledby="free-heading" className="flex flex-col rounded-3xl border border-violet-100 bg-white p-5 shadow-sm sm:p-8">
          <h2 id="free-heading" className="text-2xl font-semibold text-night-900">
            {copy.freeName}
          </h2>
          <p className="mt-2 text-4xl font-bold text-night-900">{copy.freePrice}</p>
          <CheckList items={copy.freeFeatures} className="mt-6 flex-1 text-slate-700" />
          <Link to="/auth" className="mt-8 rounded-xl border border-night-800 px-6 py-3 text-center font-semibold text-night-900 hover:bg-violet-50">
            {copy.freeButton}
          </Link>
        </section>

        <section aria-labelledby="sketch-heading" className="relative flex flex-col rounded-3xl border-2 border-violet-600 bg-white p-5 shadow-md sm:p-8">
          <h2 id="sketch-heading" className="text-2xl font-semibold text-night-900">
            {copy.sketchHeading}
          </h2>
          {tier ? (
            <>
              <SketchSlider sketches={sketches} onChange={setSketches} />
              <TierPrice tier={tier} total={total} />
              {account?.complimentary ? null : (
                <div className="mt-6">
                  <CouponBox applied={applied} code={code} onCode={setCode} onRemove={removeCoupon} />
                </div>
              )}
              <Buy account={account} tier={tier} sketches={sketches} applied={applied} free={total?.amount === 0} />
            </>
          ) : (
            <p className="mt-6 text-slate-600">{t('comingSoon')}</p>
          )}
        </section>
      </div>
    </div>
  )
}
