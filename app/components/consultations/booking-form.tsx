import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Form, useNavigation, useSubmit } from 'react-router'
import { consultationPrice, CONSULTATION_TYPES, type Slot } from '../../domain/consultations/slots'
import type { Selection } from '../../schemas/booking'
import { AstrologerSelect, BookingProblem, DateField, NotesField, TimeField, TypeAndDuration } from './booking-fields'
import { cardClass, useMoney, type BookingActionData, type ConsultationsData } from './shared'

/** The booking form: astrologer, type, length, day, a free time and notes (spec 5, "Consultation booking"). */
export function BookingForm({ loaderData, actionData }: { loaderData: ConsultationsData; actionData: BookingActionData }) {
  const { t } = useTranslation('consultations')
  const { zone, today, lastDay, astrologers, selection, slots } = loaderData
  const navigation = useNavigation()
  const submit = useSubmit()
  const money = useMoney()
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'book'
  // The form starts from what the address chose (a Select button, a new day); the visitor's own edits live in it.
  const [current, setChosen] = useState<Selection>(selection)
  const astrologer = astrologers.find((a) => a.id === current.astrologer) ?? null
  const types = astrologer ? astrologer.consultationTypes : CONSULTATION_TYPES
  const startsAt = slots?.some((slot) => slot.startsAt === current.startsAt) ? current.startsAt : null
  const ready = Boolean(astrologer && current.type && types.includes(current.type) && current.date && startsAt)

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
      <BookingProblem actionData={actionData} slotLink={slotLink} />
      <Form method="post" className="mt-4 space-y-4" preventScrollReset>
        <input type="hidden" name="intent" value="book" />
        <AstrologerSelect astrologers={astrologers} value={current.astrologer} onChange={(id) => reload({ astrologer: id })} />
        <TypeAndDuration
          types={types}
          current={current}
          onType={(type) => setChosen({ ...current, type })}
          onDuration={(duration) => reload({ duration })}
        />
        <DateField today={today} lastDay={lastDay} value={current.date} onChange={(date) => reload({ date })} />
        <TimeField zone={zone} slots={slots} value={startsAt} onChange={(value) => setChosen({ ...current, startsAt: value })} />
        <NotesField />
        {astrologer ? (
          <p className="font-semibold text-night-900">
            {t('form.price', { price: money(consultationPrice(astrologer.pricePerSession, current.duration)) })}
          </p>
        ) : null}
        {/* What paying and cancelling mean, said before the booking is made (ADRs 196 and 197). */}
        <div id="book-terms" className="space-y-1 rounded-xl bg-violet-50 p-3 text-sm text-slate-700">
          <p>{t('form.payment')}</p>
          <p data-testid="refund-rule">{t('form.refundRule')}</p>
        </div>
        <button
          type="submit"
          disabled={!ready || busy}
          aria-describedby={ready ? 'book-terms' : 'book-required book-terms'}
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
