import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocale } from '../../i18n/use-locale'
import { formatRupees, savingsPercent, SKETCH_MAX, SKETCH_MIN } from '../../domain/pricing'
import { CheckList } from '../ui/check-list'
import type { Tier } from './shared'

/** How many sketches: a slider that previews the tier, and without JavaScript asks the server for its price. */
export function SketchSlider({ sketches, onChange }: { sketches: number; onChange: (sketches: number) => void }) {
  const { t } = useTranslation('pricing')
  const sliderId = useId()
  return (
    <form method="get" className="mt-6">
      <label htmlFor={sliderId} className="flex items-center justify-between text-sm font-medium text-slate-700">
        <span>{t('howMany')}</span>
        <output htmlFor={sliderId} className="text-lg font-bold text-night-900">
          {sketches}
        </output>
      </label>
      <input
        id={sliderId}
        name="sketches"
        type="range"
        min={SKETCH_MIN}
        max={SKETCH_MAX}
        step={1}
        value={sketches}
        onChange={(event) => onChange(Number(event.target.value))}
        aria-valuetext={t('sketches', { count: sketches })}
        className="mt-3 w-full accent-violet-700"
      />
      <noscript>
        <button type="submit" className="mt-2 text-sm font-semibold text-violet-700">
          {t('showPrice')}
        </button>
      </noscript>
    </form>
  )
}

/** The tier's price, what it gives, and, with a coupon applied, the discount and the total. */
export function TierPrice({ tier, total }: { tier: Tier; total: { discount: number; amount: number } | null }) {
  const { t } = useTranslation('pricing')
  const { t: pt } = useTranslation('payments')
  const locale = useLocale()
  return (
    <div className="mt-6 rounded-2xl bg-violet-50 p-4 sm:p-6" aria-live="polite">
      <div className="flex flex-wrap items-center gap-2">
        <p className="text-lg font-semibold text-night-900">{tier.name}</p>
        {tier.mostPopular ? <span className="rounded-full bg-saffron-400 px-2.5 py-0.5 text-xs font-bold text-night-950">{t('mostPopular')}</span> : null}
      </div>
      {/* On a 320 px phone the price, the struck-out price and the saving do not fit one line: they wrap. */}
      <p className="mt-2 flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="text-4xl font-bold text-night-900">{formatRupees(tier.price, locale)}</span>
        {tier.regularPrice > tier.price ? (
          <>
            <span className="text-lg text-slate-600 line-through">
              <span className="sr-only">{t('regularPrice')} </span>
              {formatRupees(tier.regularPrice, locale)}
            </span>
            <span className="rounded-full bg-green-100 px-2.5 py-0.5 text-sm font-semibold text-green-800">
              {t('save', { percent: savingsPercent(tier) })}
            </span>
          </>
        ) : null}
      </p>
      <p className="mt-1 text-sm text-slate-600">{t('creditsAndAccess', { credits: tier.credits, days: tier.accessDays })}</p>
      {total ? (
        <dl className="mt-3 space-y-1 text-sm text-slate-700">
          <div className="flex justify-between gap-2">
            <dt>{pt('coupon.discount')}</dt>
            <dd>−{formatRupees(total.discount, locale)}</dd>
          </div>
          <div className="flex justify-between gap-2 text-base font-semibold text-night-900">
            <dt>{pt('coupon.total')}</dt>
            <dd data-testid="total">{formatRupees(total.amount, locale)}</dd>
          </div>
        </dl>
      ) : null}
      <CheckList items={tier.features} className="mt-4 text-slate-700" />
    </div>
  )
}
