import { useTranslation } from 'react-i18next'
import { Form } from 'react-router'
import { useLocale } from '../../i18n/use-locale'
import { AccessSummary } from '../payments/access-summary'
import { useBusy, type Account } from './shared'

/** A signed-in customer's credits and access, with Start trial while the trial is unused. */
export function AccessCard({ account }: { account: Account }) {
  const { t: pt } = useTranslation('payments')
  const locale = useLocale()
  const busy = useBusy()
  return (
    <section aria-labelledby="access-heading" className="mx-auto mt-10 max-w-3xl rounded-2xl border border-violet-100 bg-white p-5 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="access-heading" className="text-xl font-semibold text-night-900">
          {pt('access.heading')}
        </h2>
        {account.complimentary ? (
          <span className="rounded-full bg-night-800 px-3 py-1 text-sm font-semibold text-white">{pt('buy.adminBadge')}</span>
        ) : null}
      </div>
      <dl className="mt-3 grid gap-2 text-slate-700 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-slate-600">{pt('access.balance')}</dt>
          <dd className="text-lg font-semibold text-night-900" data-testid="credit-balance">
            {pt('access.credits', { count: account.access.balance })}
          </dd>
        </div>
        <div>
          <dt className="sr-only">{pt('access.heading')}</dt>
          <dd>
            <AccessSummary access={account.access} locale={locale} />
          </dd>
        </div>
      </dl>
      {account.access.trial === 'never' ? (
        <Form method="post" className="mt-4">
          <input type="hidden" name="intent" value="trial" />
          <button
            type="submit"
            disabled={busy('trial')}
            className="min-h-11 rounded-xl bg-saffron-400 px-5 py-2.5 font-semibold text-night-950 hover:bg-saffron-300 disabled:opacity-70"
          >
            {pt('access.startTrial')}
          </button>
        </Form>
      ) : null}
    </section>
  )
}
