import { getFormProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { useTranslation } from 'react-i18next'
import { Form } from 'react-router'
import { RATINGS, REVIEW_TEXT_MAX, ReviewSchema } from '../../schemas/review'
import { Button } from '../ui/button'
import { inputClass } from '../ui/field'
import { FormMessage } from '../ui/form-parts'
import type { ConsultationsData } from './shared'

type Booking = ConsultationsData['mine'][number]

/** Stars for a rating, read out as words (the stars themselves are hidden from screen readers). */
export function Stars({ rating }: { rating: number }) {
  const whole = Math.round(rating)
  return (
    <span aria-hidden="true" className="tracking-wide text-amber-700">
      {'★'.repeat(whole)}
      <span className="text-slate-500">{'★'.repeat(5 - whole)}</span>
    </span>
  )
}

/**
 * After a completed consultation: the customer's rating and review once given, or the form to give them (ADR 215).
 * A plain form with radio buttons, so it works before JavaScript; the same schema checks it in the browser and on the
 * server, and a refusal from the server is said beside this booking.
 */
export function ReviewStep({ booking, refused }: { booking: Booking; refused: { error: string; text: string } | null }) {
  const { t } = useTranslation('consultations')
  const [form, fields] = useForm({
    id: `review-${booking.id}`,
    shouldValidate: 'onSubmit',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ReviewSchema }),
  })
  if (booking.review) {
    return (
      <div id={`review-${booking.id}`} className="mt-3 rounded-xl bg-violet-50 p-3 text-sm text-slate-800" data-testid="own-review">
        <p className="font-semibold">
          <Stars rating={booking.review.rating} /> {t('review.yours', { rating: booking.review.rating })}
        </p>
        {booking.review.text ? <p className="mt-1 whitespace-pre-line break-words">{booking.review.text}</p> : null}
        {booking.review.hidden ? <p className="mt-1 text-slate-600">{t('review.hidden')}</p> : null}
      </div>
    )
  }
  if (!booking.reviewable) return null
  const clientError = fields.rating.errors?.[0] ?? fields.text.errors?.[0] ?? fields.id.errors?.[0] ?? null
  const error = clientError ?? refused?.error ?? null
  const headingId = `review-${booking.id}-heading`
  const hintId = `review-${booking.id}-hint`
  const errorId = `review-${booking.id}-error`
  return (
    <Form method="post" preventScrollReset {...getFormProps(form)} aria-labelledby={headingId} className="mt-3 rounded-xl border border-violet-200 p-4">
      <h3 id={headingId} className="font-semibold text-night-900">
        {t('review.heading')}
      </h3>
      <input type="hidden" name="intent" value="review" />
      <input type="hidden" name="id" value={booking.id} />
      <fieldset className="mt-2" aria-describedby={error ? errorId : undefined}>
        <legend className="text-sm font-medium text-slate-700">{t('review.rating')}</legend>
        <div className="mt-1 flex flex-wrap gap-2">
          {RATINGS.map((value) => (
            <label
              key={value}
              className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 has-[:checked]:border-violet-700 has-[:checked]:bg-violet-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-violet-500"
            >
              <input type="radio" name="rating" value={value} required className="size-4 accent-violet-700" />
              <span>{t('review.star', { count: value })}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <label htmlFor={`review-${booking.id}-text`} className="mt-3 block text-sm font-medium text-slate-700">
        {t('review.text')}
      </label>
      <textarea
        id={`review-${booking.id}-text`}
        name="text"
        rows={3}
        maxLength={REVIEW_TEXT_MAX}
        defaultValue={refused?.text}
        aria-describedby={hintId}
        className={`mt-1 ${inputClass}`}
      />
      <p id={hintId} className="mt-1 text-xs text-slate-600">
        {t('review.textHint')}
      </p>
      {error ? (
        <div id={errorId} className="mt-3">
          <FormMessage tone="error">{t(`reviewErrors.${error}` as 'reviewErrors.rating')}</FormMessage>
        </div>
      ) : null}
      <Button type="submit" size="sm" className="mt-3">
        {t('review.submit')}
      </Button>
    </Form>
  )
}
