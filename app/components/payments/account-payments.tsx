import { useTranslation } from 'react-i18next'
import type { AccessStatus } from '../../services/access.server'
import type { OrderSummary } from '../../services/payments.server'
import { longDate } from '../../utils/dates'
import type { Locale } from '../../utils/locales.mjs'
import { formatOrderAmount } from '../../domain/money'
import { AccessSummary } from './access-summary'

type Order = Omit<OrderSummary, 'id'> & { id: string }

/** Settings' view of what the customer bought and holds: the balance, the access and the orders. */
export function AccountPayments({ access, orders, locale, className }: { access: AccessStatus; orders: Order[]; locale: Locale; className: string }) {
  const { t } = useTranslation('payments')
  return (
    <section aria-labelledby="payments-heading" className={className}>
      <h2 id="payments-heading" className="text-xl font-semibold text-night-900">
        {t('access.heading')}
      </h2>
      <dl className="mt-3 space-y-2 text-slate-700">
        <div className="flex flex-wrap justify-between gap-2">
          <dt className="text-sm text-slate-600">{t('access.balance')}</dt>
          <dd className="font-semibold text-night-900" data-testid="settings-balance">
            {t('access.credits', { count: access.balance })}
          </dd>
        </div>
      </dl>
      <div className="mt-2">
        <AccessSummary access={access} locale={locale} />
      </div>
      <h3 className="mt-6 text-lg font-semibold text-night-900">{t('orders.heading')}</h3>
      {orders.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t('orders.empty')}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200" aria-label={t('orders.heading')}>
          {orders.map((order) => (
            <li key={order.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3 text-sm">
              <span className="font-semibold text-night-900">{order.tierName}</span>
              <span className="text-slate-600">{longDate(order.createdAt, locale)}</span>
              <span>
                {formatOrderAmount(order.amount, order.currency, locale)}
                {order.couponCode ? <span className="text-slate-600"> · {order.couponCode}</span> : null}
              </span>
              <span className="rounded-full bg-violet-50 px-2 py-0.5 text-violet-900">{t(`orders.statuses.${order.status}`)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
