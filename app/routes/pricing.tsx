import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { CheckList } from '../components/ui/check-list'
import { getFixedT, getLocale } from '../i18n/i18n.server'
import { useLocale } from '../i18n/use-locale'
import { getPricingPage, listTiers } from '../services/content.server'
import { pageMeta } from '../utils/meta'
import { formatRupees, savingsPercent, SKETCH_MAX, SKETCH_MIN, tierForSketches } from '../utils/pricing'
import type { Route } from './+types/pricing'

export async function loader({ request }: Route.LoaderArgs) {
  const requested = Number(new URL(request.url).searchParams.get('sketches'))
  const sketches = Number.isInteger(requested) && requested >= SKETCH_MIN && requested <= SKETCH_MAX ? requested : 6
  const locale = await getLocale(request)
  const [tiers, copy, t] = await Promise.all([listTiers(locale), getPricingPage(locale), getFixedT(locale, 'pricing')])
  return {
    tiers,
    sketches,
    copy: { ...copy, freeFeatures: (copy.freeFeatures ?? []).map((f) => f.feature) },
    meta: { title: t('title'), description: t('description') },
  }
}

export const meta: Route.MetaFunction = ({ data }) => (data ? pageMeta(data.meta.title, data.meta.description) : [])

export default function Pricing({ loaderData }: Route.ComponentProps) {
  const { tiers, copy } = loaderData
  const { t } = useTranslation('pricing')
  const locale = useLocale()
  const [sketches, setSketches] = useState(loaderData.sketches)
  const sliderId = useId()
  const tier = tierForSketches(tiers, sketches)

  return (
    <div className="mx-auto max-w-6xl px-4 py-14">
      <div className="text-center">
        <h1 className="font-[family-name:var(--font-display)] text-4xl font-semibold text-night-900">{copy.heading}</h1>
        <p className="mx-auto mt-3 max-w-2xl text-slate-600">{copy.intro}</p>
      </div>

      <div className="mt-12 grid gap-8 lg:grid-cols-2">
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
                  onChange={(event) => setSketches(Number(event.target.value))}
                  aria-valuetext={t('sketches', { count: sketches })}
                  className="mt-3 w-full accent-violet-700"
                />
                <noscript>
                  <button type="submit" className="mt-2 text-sm font-semibold text-violet-700">
                    {t('showPrice')}
                  </button>
                </noscript>
              </form>
              <div className="mt-6 rounded-2xl bg-violet-50 p-4 sm:p-6" aria-live="polite">
                <div className="flex flex-wrap items-center gap-2">
                  <p className="text-lg font-semibold text-night-900">{tier.name}</p>
                  {tier.mostPopular ? (
                    <span className="rounded-full bg-saffron-400 px-2.5 py-0.5 text-xs font-bold text-night-950">{t('mostPopular')}</span>
                  ) : null}
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
                <CheckList items={tier.features} className="mt-4 text-slate-700" />
              </div>
              <Link
                to={`/auth?redirectTo=${encodeURIComponent(`/pricing?sketches=${sketches}`)}`}
                className="mt-8 rounded-xl bg-night-800 px-6 py-3 text-center font-semibold text-white hover:bg-night-700"
              >
                {t('buy', { name: tier.name })}
              </Link>
            </>
          ) : (
            <p className="mt-6 text-slate-600">{t('comingSoon')}</p>
          )}
        </section>
      </div>
    </div>
  )
}
