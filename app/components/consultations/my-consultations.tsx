import { useTranslation } from 'react-i18next'
import { Form, Link } from 'react-router'
import type { ConsultationStatus } from '../../domain/consultations/slots'
import { useLocale } from '../../i18n/use-locale'
import { longDate } from '../../utils/dates'
import { Button } from '../ui/button'
import { ReviewStep } from './review-form'
import { cardClass, useMoney, type ConsultationsData } from './shared'

const BADGE: Record<ConsultationStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  confirmed: 'bg-green-100 text-green-900',
  completed: 'bg-blue-100 text-blue-900',
  cancelled: 'bg-red-100 text-red-900',
}

type Booking = ConsultationsData['mine'][number]

/** Where the booking's payment stands (ADRs 196 and 197), in one line. */
function PaymentLine({ booking }: { booking: Booking }) {
  const { t } = useTranslation('consultations')
  const money = useMoney()
  if (booking.lapsed) return <p className="mt-1 text-sm text-slate-600">{t('mine.lapsed')}</p>
  if (booking.payment === 'awaiting') return <AwaitingPayment booking={booking} />
  if (booking.payment === 'paid') return <p className="mt-1 text-sm text-green-900">{t('mine.paid', { price: money(booking.price) })}</p>
  if (booking.payment === 'refunded')
    return (
      <p className="mt-1 text-sm font-semibold text-blue-900" data-testid="refunded">
        {t('mine.refunded', { price: money(booking.price) })}
      </p>
    )
  return null
}

/**
 * A booking held for payment: until when, and Pay now, which goes back to the same checkout (ADR 196) for a customer
 * who left it. A plain form, so it works before JavaScript.
 */
function AwaitingPayment({ booking }: { booking: Booking }) {
  const { t } = useTranslation('consultations')
  const locale = useLocale()
  return (
    <div className="mt-1">
      <p className="text-sm text-amber-900">{t('mine.awaiting', { time: booking.holdUntil })}</p>
      <Form method="post" className="mt-2">
        <input type="hidden" name="intent" value="pay" />
        <input type="hidden" name="id" value={booking.id} />
        <Button type="submit" size="sm" aria-label={t('mine.payNowName', { date: longDate(booking.local.date, locale), time: booking.local.time })}>
          {t('mine.payNow')}
        </Button>
      </Form>
    </div>
  )
}

/**
 * Cancel is a link to this booking's confirmation, which states what the refund rule gives back (ADR 197); the form in
 * the confirmation cancels. Both are plain links and forms, so they work before JavaScript.
 */
function CancelStep({ booking, confirming }: { booking: Booking; confirming: boolean }) {
  const { t } = useTranslation('consultations')
  const locale = useLocale()
  const money = useMoney()
  const when = { date: longDate(booking.local.date, locale), time: booking.local.time }
  if (!confirming) {
    return (
      <Link
        to={`?cancel=${booking.id}#cancel-${booking.id}`}
        preventScrollReset
        aria-label={t('mine.cancelName', when)}
        className="mt-3 inline-flex min-h-11 items-center rounded-xl border border-red-700 px-4 py-2 font-semibold text-red-800 hover:bg-red-50"
      >
        {t('mine.cancel')}
      </Link>
    )
  }
  return (
    <div
      id={`cancel-${booking.id}`}
      role="group"
      aria-labelledby={`cancel-${booking.id}-heading`}
      className="mt-3 rounded-xl border border-red-200 bg-red-50 p-4"
    >
      <h3 id={`cancel-${booking.id}-heading`} className="font-semibold text-night-900">
        {t('confirm.heading')}
      </h3>
      <p className="mt-1 text-sm text-slate-700" data-testid="cancel-refund">
        {booking.refundOnCancel === 'full' ? t('confirm.refundFull', { price: money(booking.price) }) : t('confirm.refundNone')}
      </p>
      <div className="mt-3 flex flex-wrap gap-3">
        <Form method="post" preventScrollReset>
          <input type="hidden" name="intent" value="cancel" />
          <input type="hidden" name="id" value={booking.id} />
          <input type="hidden" name="confirm" value="yes" />
          <button type="submit" className="min-h-11 rounded-xl bg-red-800 px-4 py-2 font-semibold text-white hover:bg-red-700">
            {t('confirm.yes')}
          </button>
        </Form>
        <Link
          to="?#mine-heading"
          preventScrollReset
          className="inline-flex min-h-11 items-center rounded-xl border border-night-800 px-4 py-2 font-semibold text-night-900 hover:bg-violet-50"
        >
          {t('confirm.keep')}
        </Link>
      </div>
    </div>
  )
}

/** The customer's own bookings, each with Cancel (and its confirmation) while it may still be cancelled. */
export function MyConsultations({
  mine,
  confirmCancel,
  reviewError,
}: Pick<ConsultationsData, 'mine' | 'confirmCancel'> & {
  /** The server's refusal of a rating, and the booking it was for (ADR 215). */
  reviewError: { error: string; bookingId: number | null; text: string } | null
}) {
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
              <PaymentLine booking={booking} />
              {booking.cancellable ? <CancelStep booking={booking} confirming={booking.id === confirmCancel} /> : null}
              <ReviewStep booking={booking} refused={reviewError && reviewError.bookingId === booking.id ? reviewError : null} />
            </li>
          ))}
        </ul>
      )}
      {mine.length ? <p className="mt-3 text-sm text-slate-600">{t('mine.cancelHint')}</p> : null}
    </section>
  )
}
