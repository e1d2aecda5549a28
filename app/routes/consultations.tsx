import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { data, Form, Link, useNavigation, useSubmit } from 'react-router'
import { inputClass } from '../components/ui/field'
import { FormMessage } from '../components/ui/form-parts'
import { useToast } from '../components/ui/toast'
import { useZoneCookie } from '../components/use-zone-cookie'
import {
  consultationPrice,
  CONSULTATION_TYPES,
  dateIn,
  DEFAULT_DURATION,
  DURATIONS,
  horizonEnd,
  instantOf,
  isConsultationType,
  isDuration,
  slotAt,
  type ConsultationStatus,
  type ConsultationType,
  type Duration,
  type Slot,
} from '../domain/consultations/slots'
import { NOTES_MAX } from '../domain/consultations/rules'
import { getFixedT, getLocale } from '../i18n/i18n.server'
import { useLocale } from '../i18n/use-locale'
import { isCalendarDate } from '../schemas/birth-details'
import {
  bookConsultation,
  cancelConsultation,
  getFreeSlots,
  listAstrologers,
  listMyConsultations,
  type BookingRefusal,
} from '../services/consultations.server'
import { userZone } from '../services/lucky.server'
import { requireUser } from '../utils/auth.server'
import { formatNumber, longDate } from '../utils/dates'
import { readForm } from '../utils/form.server'
import { pageMeta } from '../utils/meta'
import { redirectWithToast } from '../utils/session.server'
import type { Route } from './+types/consultations'

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? pageMeta(loaderData.meta.title, loaderData.meta.description) : [])

type Selection = { astrologer: number | null; type: ConsultationType | null; date: string | null; duration: Duration; startsAt: string | null }

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
  const selection = selectionFrom(new URL(request.url).searchParams, today, lastDay)
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
    mine: mine.map((booking) => ({ ...booking, local: slotAt(zone, Date.parse(booking.startsAt)) })),
  }
}

type ActionError = BookingRefusal | 'date' | 'time' | 'notes'

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request)
  const t = await getFixedT(request, 'consultations')
  // A body that is not a form (JSON, plain text, nothing, a broken multipart body) is a 400 with a message (ADR 162).
  const form = await readForm(request)
  const text = (name: string) => {
    const value = form.get(name)
    return typeof value === 'string' ? value.trim() : ''
  }
  const refuse = (error: ActionError, nextSlots: Slot[] = [], status = 400, retryAfterSeconds?: number) =>
    data(
      { error, nextSlots, minutes: retryAfterSeconds ? Math.max(1, Math.ceil(retryAfterSeconds / 60)) : null },
      { status, headers: retryAfterSeconds ? { 'Retry-After': String(retryAfterSeconds) } : undefined },
    )

  if (text('intent') === 'cancel') {
    const id = Number(text('id'))
    if (!Number.isSafeInteger(id) || id <= 0) return refuse('not-found')
    const result = await cancelConsultation(user, id)
    if (!result.ok) return refuse(result.code)
    return redirectWithToast('/consultations', { title: t('mine.cancelled'), description: t('mine.cancelledText') })
  }

  const astrologer = Number(text('astrologer'))
  const type = text('type')
  const duration = Number(text('duration'))
  const startsAt = text('startsAt')
  const notes = text('notes')
  if (!Number.isSafeInteger(astrologer) || astrologer <= 0) return refuse('astrologer')
  if (!isConsultationType(type)) return refuse('type')
  if (!isDuration(duration)) return refuse('duration')
  const instant = instantOf(startsAt)
  if (instant === null) return refuse('time')
  if (notes.length > NOTES_MAX) return refuse('notes')
  const zone = userZone({ cookie: request.headers.get('Cookie'), profileZone: null })
  const result = await bookConsultation(user, {
    astrologer,
    type,
    duration,
    startsAt: new Date(instant).toISOString(),
    timeZone: zone,
    notes: notes || null,
  })
  if (!result.ok) {
    const next = result.nextSlots.map((slot) => slotAt(zone, Date.parse(slot.startsAt)))
    if (result.code === 'rate-limited') return refuse(result.code, [], 429, result.retryAfterSeconds)
    return refuse(result.code, next, result.code === 'taken' ? 409 : 400)
  }
  return redirectWithToast('/consultations', { title: t('booked.title'), description: t('booked.description') })
}

const cardClass = 'rounded-2xl border border-violet-100 bg-white p-5 shadow-sm'
const BADGE: Record<ConsultationStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  confirmed: 'bg-green-100 text-green-900',
  completed: 'bg-blue-100 text-blue-900',
  cancelled: 'bg-red-100 text-red-900',
}

export default function Consultations({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('consultations')
  const locale = useLocale()
  const { zone, astrologers, selection, mine } = loaderData
  useZoneCookie(zone)
  const { toast } = useToast()
  const money = (value: number) => formatNumber(value, locale, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })

  useEffect(() => {
    if (actionData?.error && actionData.error !== 'taken')
      toast({ title: t('failed.title'), description: t('failed.description'), variant: 'destructive' })
  }, [actionData, toast, t])

  const selectLink = (id: number) => {
    const params = new URLSearchParams({ astrologer: String(id), duration: String(selection.duration) })
    if (selection.date) params.set('date', selection.date)
    return `?${params}#book`
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="font-[family-name:var(--font-display)] text-3xl font-semibold text-night-900 sm:text-4xl">{t('heading')}</h1>
      <p className="mt-2 max-w-3xl text-slate-600">{t('intro', { zone })}</p>
      <section aria-labelledby="astrologers-heading" className="mt-8">
        <h2 id="astrologers-heading" className="text-2xl font-semibold text-night-900">
          {t('astrologers.heading')}
        </h2>
        {astrologers.length === 0 ? <p className="mt-3 text-slate-600">{t('astrologers.none')}</p> : null}
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {astrologers.map((a) => (
            <li key={a.id} className={`${cardClass} flex flex-col ${a.id === selection.astrologer ? 'ring-2 ring-violet-500' : ''}`}>
              <div className="flex items-start gap-4">
                {a.photo ? (
                  <img src={a.photo.url} alt={a.photo.alt} width={80} height={80} loading="lazy" className="size-20 shrink-0 rounded-full object-cover" />
                ) : null}
                <div className="min-w-0">
                  <h3 className="text-lg font-semibold text-night-900">{a.name}</h3>
                  <p className="text-sm text-violet-800">{a.specialty}</p>
                  <p className="mt-1 text-sm text-slate-700">
                    <span aria-hidden="true">★ </span>
                    {t('astrologers.rating', { rating: formatNumber(a.rating, locale, { minimumFractionDigits: 1 }) })}
                  </p>
                </div>
              </div>
              <p className="mt-3 text-sm text-slate-700">{t('astrologers.languages', { languages: a.languages.join(', ') })}</p>
              {a.yearsOfExperience ? <p className="text-sm text-slate-700">{t('astrologers.experience', { count: a.yearsOfExperience })}</p> : null}
              <p className="mt-3 text-lg font-semibold text-night-900">
                {t('astrologers.price', { price: money(a.pricePerSession) })}
                <span className="block text-xs font-normal text-slate-600">{t('astrologers.perSession')}</span>
              </p>
              <Link
                to={selectLink(a.id)}
                preventScrollReset
                aria-label={t('astrologers.selectName', { name: a.name })}
                aria-current={a.id === selection.astrologer ? 'true' : undefined}
                className="mt-4 inline-flex min-h-11 items-center justify-center rounded-xl bg-night-800 px-5 py-2.5 font-semibold text-white hover:bg-night-700"
              >
                {a.id === selection.astrologer ? t('astrologers.selected') : t('astrologers.select')}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <div className="mt-10 grid gap-8 lg:grid-cols-2">
        <BookingForm key={JSON.stringify(selection)} loaderData={loaderData} actionData={actionData} />
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
                    <p className="font-semibold text-night-900">
                      {t('mine.when', { date: longDate(booking.local.date, locale), time: booking.local.time })}
                    </p>
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
      </div>
    </div>
  )
}

function BookingForm({ loaderData, actionData }: Pick<Route.ComponentProps, 'loaderData' | 'actionData'>) {
  const { t } = useTranslation('consultations')
  const locale = useLocale()
  const { zone, today, lastDay, astrologers, selection, slots } = loaderData
  const navigation = useNavigation()
  const submit = useSubmit()
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'book'
  // The form starts from what the address chose (a Select button, a new day); the visitor's own edits live in it.
  const [current, setChosen] = useState<Selection>(selection)
  const astrologer = astrologers.find((a) => a.id === current.astrologer) ?? null
  const types = astrologer ? astrologer.consultationTypes : CONSULTATION_TYPES
  const startsAt = slots?.some((slot) => slot.startsAt === current.startsAt) ? current.startsAt : null
  const ready = Boolean(astrologer && current.type && types.includes(current.type) && current.date && startsAt)
  const money = (value: number) => formatNumber(value, locale, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })

  /** Asks the server for the free times of what is chosen now (the astrologer, day or length changed). */
  function reload(next: Partial<Selection>) {
    const merged = { ...current, ...next }
    setChosen(merged)
    const params = new URLSearchParams()
    if (merged.astrologer) params.set('astrologer', String(merged.astrologer))
    if (merged.type) params.set('type', merged.type)
    if (merged.date) params.set('date', merged.date)
    params.set('duration', String(merged.duration))
    submit(params, { method: 'get', replace: true, preventScrollReset: true })
  }

  const slotLink = (slot: Slot) => {
    const params = new URLSearchParams({
      astrologer: String(current.astrologer ?? ''),
      date: slot.date,
      duration: String(current.duration),
      startsAt: slot.startsAt,
    })
    if (current.type) params.set('type', current.type)
    return `?${params}#book`
  }

  return (
    <section id="book" aria-labelledby="book-heading" className={cardClass}>
      <h2 id="book-heading" className="text-2xl font-semibold text-night-900">
        {t('form.heading')}
      </h2>
      {actionData?.error === 'taken' ? (
        <div className="mt-4">
          <FormMessage tone="error">
            <strong>{t('taken.title')}</strong> {actionData.nextSlots.length ? t('taken.description') : t('taken.none')}
            {actionData.nextSlots.length ? (
              <ul className="mt-2 list-disc ps-5">
                {actionData.nextSlots.map((slot) => (
                  <li key={slot.startsAt}>
                    <Link to={slotLink(slot)} preventScrollReset className="font-medium underline underline-offset-2">
                      {t('mine.when', { date: longDate(slot.date, locale), time: slot.time })}
                    </Link>
                  </li>
                ))}
              </ul>
            ) : null}
          </FormMessage>
        </div>
      ) : actionData?.error ? (
        <div className="mt-4">
          <FormMessage tone="error">
            <strong>{t('failed.title')}</strong>{' '}
            {actionData.error === 'rate-limited' ? t('errors.rate-limited', { count: actionData.minutes ?? 1 }) : t(`errors.${actionData.error}`)}
          </FormMessage>
        </div>
      ) : null}
      <Form method="post" className="mt-4 space-y-4" preventScrollReset>
        <input type="hidden" name="intent" value="book" />
        <div>
          <label htmlFor="book-astrologer" className="block text-sm font-medium text-slate-700">
            {t('form.astrologer')}
          </label>
          <select
            id="book-astrologer"
            name="astrologer"
            required
            value={current.astrologer ?? ''}
            onChange={(event) => reload({ astrologer: Number(event.target.value) || null })}
            className={`mt-1 ${inputClass} bg-white`}
          >
            <option value="" disabled>
              {t('form.chooseAstrologer')}
            </option>
            {astrologers.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name} · {money(a.pricePerSession)}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor="book-type" className="block text-sm font-medium text-slate-700">
              {t('form.type')}
            </label>
            <select
              id="book-type"
              name="type"
              required
              value={current.type && types.includes(current.type) ? current.type : ''}
              onChange={(event) => setChosen({ ...current, type: isConsultationType(event.target.value) ? event.target.value : null })}
              className={`mt-1 ${inputClass} bg-white`}
            >
              <option value="" disabled>
                {t('form.chooseType')}
              </option>
              {types.map((type) => (
                <option key={type} value={type}>
                  {t(`types.${type}`)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="book-duration" className="block text-sm font-medium text-slate-700">
              {t('form.duration')}
            </label>
            <select
              id="book-duration"
              name="duration"
              value={current.duration}
              onChange={(event) =>
                reload({ duration: isDuration(Number(event.target.value)) ? (Number(event.target.value) as Duration) : DEFAULT_DURATION })
              }
              className={`mt-1 ${inputClass} bg-white`}
            >
              {DURATIONS.map((minutes) => (
                <option key={minutes} value={minutes}>
                  {t('form.minutes', { count: minutes })}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div>
          <label htmlFor="book-date" className="block text-sm font-medium text-slate-700">
            {t('form.date')}
          </label>
          <div className="mt-1 flex flex-wrap gap-2">
            <input
              id="book-date"
              name="date"
              type="date"
              required
              min={today}
              max={lastDay}
              aria-describedby="book-date-hint"
              value={current.date ?? ''}
              onChange={(event) =>
                isCalendarDate(event.target.value) && event.target.value >= today && event.target.value <= lastDay
                  ? reload({ date: event.target.value })
                  : undefined
              }
              className={`${inputClass} min-w-0 flex-1`}
            />
            {/* Without JavaScript, this asks for the day's free times; with it, they load as the choices change. */}
            <button
              type="submit"
              formMethod="get"
              formNoValidate
              className="min-h-11 rounded-xl border border-night-800 px-4 py-2 font-semibold text-night-800 hover:bg-violet-50"
            >
              {t('form.showTimes')}
            </button>
          </div>
          <p id="book-date-hint" className="mt-1 text-sm text-slate-600">
            {t('form.dateHint', { date: longDate(lastDay, locale) })}
          </p>
        </div>
        <div>
          <label htmlFor="book-time" className="block text-sm font-medium text-slate-700">
            {t('form.time')}
          </label>
          <select
            id="book-time"
            name="startsAt"
            required
            value={startsAt ?? ''}
            disabled={!slots?.length}
            aria-describedby="book-time-hint"
            onChange={(event) => setChosen({ ...current, startsAt: event.target.value || null })}
            className={`mt-1 ${inputClass} bg-white disabled:bg-slate-100`}
          >
            <option value="" disabled>
              {t('form.chooseTime')}
            </option>
            {(slots ?? []).map((slot) => (
              <option key={slot.startsAt} value={slot.startsAt}>
                {slot.time}
              </option>
            ))}
          </select>
          <p id="book-time-hint" className="mt-1 text-sm text-slate-600">
            {!slots ? t('form.pickFirst') : slots.length === 0 ? t('form.noTimes') : t('form.timesIn', { zone })}
          </p>
        </div>
        <div>
          <label htmlFor="book-notes" className="block text-sm font-medium text-slate-700">
            {t('form.notes')}
          </label>
          <textarea id="book-notes" name="notes" rows={3} maxLength={NOTES_MAX} placeholder={t('form.notesHint')} className={`mt-1 ${inputClass}`} />
        </div>
        {astrologer ? (
          <p className="font-semibold text-night-900">
            {t('form.price', { price: money(consultationPrice(astrologer.pricePerSession, current.duration)) })}
          </p>
        ) : null}
        <button
          type="submit"
          disabled={!ready || busy}
          aria-describedby={ready ? undefined : 'book-required'}
          className="min-h-11 w-full rounded-xl bg-night-800 px-6 py-3 font-semibold text-white hover:bg-night-700 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {busy ? t('form.submitting') : t('form.submit')}
        </button>
        {ready ? null : (
          <p id="book-required" className="text-sm text-slate-600">
            {t('form.required')}
          </p>
        )}
      </Form>
    </section>
  )
}
