import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import {
  DEFAULT_DURATION,
  DURATIONS,
  isConsultationType,
  isDuration,
  type ConsultationType,
  type Duration,
  type Slot,
} from '../../domain/consultations/slots'
import { NOTES_MAX } from '../../domain/consultations/rules'
import { useLocale } from '../../i18n/use-locale'
import { isCalendarDate } from '../../schemas/birth-details'
import type { Selection } from '../../schemas/booking'
import { longDate } from '../../utils/dates'
import { Field, inputClass } from '../ui/field'
import { FormMessage } from '../ui/form-parts'
import { useMoney, type BookingActionData, type ConsultationsData } from './shared'

const selectClass = `${inputClass} bg-white`

/** Why the last booking was refused: a taken time offers the next free ones, anything else says what was wrong. */
export function BookingProblem({ actionData, slotLink }: { actionData: BookingActionData; slotLink: (slot: Slot) => string }) {
  const { t } = useTranslation('consultations')
  const locale = useLocale()
  if (actionData?.error === 'taken') {
    return (
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
    )
  }
  if (!actionData?.error) return null
  return (
    <div className="mt-4">
      <FormMessage tone="error">
        <strong>{t('failed.title')}</strong>{' '}
        {actionData.error === 'rate-limited' ? t('errors.rate-limited', { count: actionData.minutes ?? 1 }) : t(`errors.${actionData.error}`)}
      </FormMessage>
    </div>
  )
}

export function AstrologerSelect({
  astrologers,
  value,
  onChange,
}: {
  astrologers: ConsultationsData['astrologers']
  value: number | null
  onChange: (id: number | null) => void
}) {
  const { t } = useTranslation('consultations')
  const money = useMoney()
  return (
    <Field id="book-astrologer" label={t('form.astrologer')}>
      {(a11y) => (
        <select
          {...a11y}
          name="astrologer"
          required
          value={value ?? ''}
          onChange={(event) => onChange(Number(event.target.value) || null)}
          className={selectClass}
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
      )}
    </Field>
  )
}

type TypeAndDurationProps = {
  types: readonly ConsultationType[]
  current: Selection
  onType: (type: ConsultationType | null) => void
  onDuration: (duration: Duration) => void
}

export function TypeAndDuration({ types, current, onType, onDuration }: TypeAndDurationProps) {
  const { t } = useTranslation('consultations')
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field id="book-type" label={t('form.type')}>
        {(a11y) => (
          <select
            {...a11y}
            name="type"
            required
            value={current.type && types.includes(current.type) ? current.type : ''}
            onChange={(event) => onType(isConsultationType(event.target.value) ? event.target.value : null)}
            className={selectClass}
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
        )}
      </Field>
      <Field id="book-duration" label={t('form.duration')}>
        {(a11y) => (
          <select
            {...a11y}
            name="duration"
            value={current.duration}
            onChange={(event) => onDuration(isDuration(Number(event.target.value)) ? (Number(event.target.value) as Duration) : DEFAULT_DURATION)}
            className={selectClass}
          >
            {DURATIONS.map((minutes) => (
              <option key={minutes} value={minutes}>
                {t('form.minutes', { count: minutes })}
              </option>
            ))}
          </select>
        )}
      </Field>
    </div>
  )
}

export function DateField({
  today,
  lastDay,
  value,
  onChange,
}: {
  today: string
  lastDay: string
  value: string | null
  onChange: (date: string) => void
}) {
  const { t } = useTranslation('consultations')
  const locale = useLocale()
  return (
    <Field id="book-date" label={t('form.date')} hint={t('form.dateHint', { date: longDate(lastDay, locale) })}>
      {(a11y) => (
        <div className="flex flex-wrap gap-2">
          <input
            {...a11y}
            name="date"
            type="date"
            required
            min={today}
            max={lastDay}
            value={value ?? ''}
            onChange={(event) =>
              isCalendarDate(event.target.value) && event.target.value >= today && event.target.value <= lastDay ? onChange(event.target.value) : undefined
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
      )}
    </Field>
  )
}

type TimeFieldProps = { zone: string; slots: ConsultationsData['slots']; value: string | null; onChange: (startsAt: string | null) => void }

export function TimeField({ zone, slots, value, onChange }: TimeFieldProps) {
  const { t } = useTranslation('consultations')
  return (
    <Field
      id="book-time"
      label={t('form.time')}
      hint={!slots ? t('form.pickFirst') : slots.length === 0 ? t('form.noTimes') : t('form.timesIn', { zone })}
    >
      {(a11y) => (
        <select
          {...a11y}
          name="startsAt"
          required
          value={value ?? ''}
          disabled={!slots?.length}
          onChange={(event) => onChange(event.target.value || null)}
          className={`${selectClass} disabled:bg-slate-100`}
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
      )}
    </Field>
  )
}

export function NotesField() {
  const { t } = useTranslation('consultations')
  return (
    <Field id="book-notes" label={t('form.notes')}>
      {(a11y) => <textarea {...a11y} name="notes" rows={3} maxLength={NOTES_MAX} placeholder={t('form.notesHint')} className={inputClass} />}
    </Field>
  )
}
