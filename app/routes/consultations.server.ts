import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect } from 'react-router'
import { dateIn, DEFAULT_DURATION, horizonEnd, isConsultationType, isDuration, slotAt, type Slot } from '../domain/consultations/slots'
import { getFixedT, getLocale } from '../i18n/i18n.server'
import { isCalendarDate } from '../schemas/birth-details'
import { BookingIdSchema, BookingSchema, CancelBookingSchema, type BookingFieldError, type Selection } from '../schemas/booking'
import { firstFieldError } from '../schemas/fields'
import { REVIEW_TEXT_MAX, ReviewSchema, type ReviewFieldError } from '../schemas/review'
import {
  bookConsultation,
  cancelConsultation,
  getFreeSlots,
  listAstrologers,
  listMyConsultations,
  type BookingRefusal,
} from '../services/consultations.server'
import { userZone } from '../services/lucky.server'
import { resumeConsultationPayment, startConsultationPayment } from '../services/payments-consultations.server'
import { getEnv } from '../utils/env.server'
import { formatOrderAmount } from '../domain/money'
import type { SessionUser } from '../services/accounts.server'
import { requireUser } from '../utils/auth.server'
import { readForm } from '../utils/form.server'
import { redirectWithToast } from '../utils/session.server'
import { reviewConsultation, type ReviewRefusal } from '../services/reviews.server'
import type { Route } from './+types/consultations'

/** What the address says is chosen so far; anything malformed is simply not chosen. */
function selectionFrom(params: URLSearchParams, today: string, lastDay: string): Selection {
  const astrologer = Number(params.get('astrologer'))
  const type = params.get('type')
  const date = params.get('date')
  const duration = Number(params.get('duration'))
  const startsAt = params.get('startsAt')
  return {
    astrologer: Number.isSafeInteger(astrologer) && astrologer > 0 ? astrologer : null,
    type: isConsultationType(type) ? type : null,
    date: date && isCalendarDate(date) && date >= today && date <= lastDay ? date : null,
    duration: isDuration(duration) ? duration : DEFAULT_DURATION,
    startsAt: startsAt && !Number.isNaN(Date.parse(startsAt)) ? startsAt : null,
  }
}

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request)
  const locale = await getLocale(request)
  const t = await getFixedT(locale, 'consultations')
  const zone = userZone({ cookie: request.headers.get('Cookie'), profileZone: null })
  const now = Date.now()
  const today = dateIn(zone, now)
  // The last day with free times: bookings open 60 days ahead (ADR 161).
  const lastDay = dateIn(zone, horizonEnd(now) - 1)
  const params = new URL(request.url).searchParams
  const selection = selectionFrom(params, today, lastDay)
  const [astrologers, mine] = await Promise.all([listAstrologers(locale), listMyConsultations(user, locale)])
  const slots =
    selection.astrologer && selection.date
      ? await getFreeSlots({ astrologer: selection.astrologer, date: selection.date, timeZone: zone, duration: selection.duration })
      : null
  return {
    meta: { title: t('meta.title'), description: t('meta.description') },
    zone,
    today,
    lastDay,
    astrologers,
    selection,
    slots,
    mine: mine.map((booking) => ({
      ...booking,
      local: slotAt(zone, Date.parse(booking.startsAt)),
      holdUntil: booking.holdUntil ? slotAt(zone, Date.parse(booking.holdUntil)).time : null,
    })),
    // The booking whose cancellation is being confirmed (ADR 197): one of the customer's own that may still be cancelled.
    confirmCancel: mine.find((booking) => booking.cancellable && String(booking.id) === params.get('cancel'))?.id ?? null,
  }
}

type ActionError =
  BookingRefusal | BookingFieldError | 'not-found' | 'date' | 'payments-off' | 'checkout-unavailable' | 'resume-unavailable' | 'hold-ended'

const refuse = (error: ActionError, nextSlots: Slot[] = [], status = 400, retryAfterSeconds?: number) =>
  data(
    { error, nextSlots, minutes: retryAfterSeconds ? Math.max(1, Math.ceil(retryAfterSeconds / 60)) : null },
    { status, headers: retryAfterSeconds ? { 'Retry-After': String(retryAfterSeconds) } : undefined },
  )

type IntentArgs = { request: Request; form: FormData; user: SessionUser; t: Awaited<ReturnType<typeof getFixedT>> }

async function cancel({ request, form, user, t }: IntentArgs) {
  const submission = parseWithZod(form, { schema: CancelBookingSchema })
  if (submission.status !== 'success') return refuse('not-found')
  const { id, confirm } = submission.value
  // Asked first, on the page itself, so it works before JavaScript (ADR 197).
  if (confirm !== 'yes') return redirect(`/consultations?cancel=${id}#cancel-${id}`, 303)
  const result = await cancelConsultation(user, id)
  if (!result.ok) return refuse(result.code)
  return redirectWithToast('/consultations', {
    title: t('mine.cancelled'),
    description:
      result.refunded === null
        ? t('mine.cancelledText')
        : t('mine.cancelledRefunded', { price: formatOrderAmount(result.refunded, 'usd', await getLocale(request)) }),
  })
}

/** Pay now (ADR 196): back to the checkout of a booking still held; a hold that ended says so. */
async function pay({ form, user }: IntentArgs) {
  const submission = parseWithZod(form, { schema: BookingIdSchema })
  if (submission.status !== 'success') return refuse('not-found')
  const payment = await resumeConsultationPayment(user, submission.value.id)
  if (payment.outcome === 'checkout') return redirect(payment.url, 303)
  if (payment.outcome === 'refused' && payment.problem === 'checkout-unavailable') return refuse('resume-unavailable', [], 503)
  return refuse('hold-ended', [], 409)
}

/**
 * A rating and short review of a completed consultation (ADR 215). A refusal is answered beside the booking it was
 * for (`reviewFor`), not at the booking form.
 */
async function review({ form, user, t }: IntentArgs) {
  const submission = parseWithZod(form, { schema: ReviewSchema })
  const reviewFor = Number(form.get('id')) || null
  // What the customer typed comes back with the refusal, so the form keeps it (bounded like the field itself).
  const typed = form.get('text')
  const reviewText = typeof typed === 'string' ? typed.slice(0, REVIEW_TEXT_MAX) : ''
  const refused = (error: ReviewFieldError | ReviewRefusal, status: number) =>
    data({ error: null, nextSlots: [], minutes: null, reviewError: error, reviewFor, reviewText }, { status })
  if (submission.status !== 'success') return refused(firstFieldError<ReviewFieldError>(submission.error, ['id', 'rating', 'text'], 'rating'), 400)
  const result = await reviewConsultation(user, submission.value)
  if (!result.ok) return refused(result.code, result.code === 'not-found' ? 404 : 409)
  return redirectWithToast(`/consultations#review-${submission.value.id}`, { title: t('review.thanks'), description: t('review.thanksText') })
}

async function book({ request, form, user, t }: IntentArgs) {
  const submission = parseWithZod(form, { schema: BookingSchema })
  if (submission.status !== 'success') return refuse(firstFieldError<BookingFieldError>(submission.error, Object.keys(BookingSchema.shape), 'astrologer'))
  const { astrologer, type, duration, startsAt, notes } = submission.value
  const zone = userZone({ cookie: request.headers.get('Cookie'), profileZone: null })
  const result = await bookConsultation(user, {
    astrologer,
    type,
    duration,
    startsAt: new Date(startsAt).toISOString(),
    timeZone: zone,
    notes: notes || null,
  })
  if (!result.ok) {
    const next = result.nextSlots.map((slot) => slotAt(zone, Date.parse(slot.startsAt)))
    if (result.code === 'rate-limited') return refuse(result.code, [], 429, result.retryAfterSeconds)
    return refuse(result.code, next, result.code === 'taken' ? 409 : 400)
  }
  // Paid at booking, at the astrologer's listed price (ADR 196): off to the checkout while the time is held.
  const payment = await startConsultationPayment(user, result.booking.id, { origin: getEnv().APP_URL })
  if (payment.outcome === 'checkout') return redirect(payment.url, 303)
  if (payment.outcome === 'refused')
    return refuse(payment.problem === 'not-found' ? 'not-found' : payment.problem, [], payment.problem === 'not-found' ? 400 : 503)
  return redirectWithToast('/consultations', { title: t('booked.title'), description: t('booked.description') })
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request)
  const t = await getFixedT(request, 'consultations')
  // A body that is not a form (JSON, plain text, nothing, a broken multipart body) is a 400 with a message (ADR 162).
  const form = await readForm(request)
  const intent = form.get('intent')
  const args = { request, form, user, t }
  const chosen = typeof intent === 'string' ? intent.trim() : ''
  if (chosen === 'review') return review(args)
  return chosen === 'cancel' ? cancel(args) : chosen === 'pay' ? pay(args) : book(args)
}
