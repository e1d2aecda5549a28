import { useTranslation } from 'react-i18next'
import { Form } from 'react-router'
import type { ConsultationStatus } from '../../domain/consultations/slots'
import { useLocale } from '../../i18n/use-locale'
import { longDate } from '../../utils/dates'
import { cardClass, useMoney, type ConsultationsData } from './shared'

const BADGE: Record<ConsultationStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  confirmed: 'bg-green-100 text-green-900',
  completed: 'bg-blue-100 text-blue-900',
  cancelled: 'bg-red-100 text-red-900',
}

/** The customer's own bookings, each with Cancel while it may still be cancelled. */
export function MyConsultations({ mine }: Pick<ConsultationsData, 'mine'>) {
  const { t } = useTranslation('consultations')
  const locale = useLocale()
  const money = useMoney()
  return (
    <section aria-labelledby="mine-heading" className={cardClass}>
      <h2 id="mine-heading" className="text-2xl font-semibold text-night-900">
        {t('mine.heading')}
      </h2>
      {mine.length === 0 ? (
        <div className="mt-4">
          <p className="text-lg font-semibold text-night-900">{t('mine.empty')}</p>
          <p className="mt-1 text-slate-600">{t('mine.emptyHint')}</p>
        </div>
      ) : (
        <ul className="mt-4 space-y-3">
          {mine.map((booking) => (
            <li key={booking.id} className="rounded-xl border border-slate-200 p-4">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <p className="font-semibold text-night-900">{t('mine.when', { date: longDate(booking.local.date, locale), time: booking.local.time })}</p>
                <span className={`rounded-full px-3 py-1 text-sm font-semibold ${BADGE[booking.status]}`}>{t(`status.${booking.status}`)}</span>
              </div>
              <p className="mt-1 text-slate-700">{t('mine.with', { type: t(`types.${booking.type}`), astrologer: booking.astrologer })}</p>
              <p className="text-sm text-slate-600">{t('mine.details', { duration: booking.duration, price: money(booking.price) })}</p>
              {booking.cancellable ? (
                <Form method="post" className="mt-3" preventScrollReset>
                  <input type="hidden" name="intent" value="cancel" />
                  <input type="hidden" name="id" value={booking.id} />
                  <button
                    type="submit"
                    aria-label={t('mine.cancelName', { date: longDate(booking.local.date, locale), time: booking.local.time })}
                    className="min-h-11 rounded-xl border border-red-700 px-4 py-2 font-semibold text-red-800 hover:bg-red-50"
                  >
                    {t('mine.cancel')}
                  </button>
                </Form>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {mine.length ? <p className="mt-3 text-sm text-slate-600">{t('mine.cancelHint')}</p> : null}
    </section>
  )
}
