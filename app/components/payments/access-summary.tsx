import { useTranslation } from 'react-i18next'
import type { AccessStatus } from '../../services/access.server'
import { longDate } from '../../utils/dates'
import type { Locale } from '../../utils/locales.mjs'

/** The trial's days left, or the day it ended with a way to the plans, and any paid period. */
export function AccessSummary({ access, locale }: { access: AccessStatus; locale: Locale }) {
  const { t } = useTranslation('payments')
  const paid = access.paidUntil && new Date(access.paidUntil) > new Date() ? access.paidUntil : null
  return (
    <div className="space-y-1 text-sm">
      {access.trial === 'running' ? <p className="font-semibold text-green-800">{t('access.trialDaysLeft', { count: access.trialDaysLeft })}</p> : null}
      {access.trial === 'ended' ? (
        <p>
          {t('access.trialEnded', { date: longDate(access.trialEndsAt!, locale) })}{' '}
          <a href="/pricing#plans" className="font-semibold text-violet-800 underline">
            {t('access.seePlans')}
          </a>
        </p>
      ) : null}
      {paid ? <p className="font-semibold text-night-900">{t('access.paidUntil', { date: longDate(paid, locale) })}</p> : null}
      {!paid && access.trial !== 'running' && access.trial !== 'ended' ? <p className="text-slate-600">{t('access.none')}</p> : null}
    </div>
  )
}
