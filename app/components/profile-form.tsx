import { getFormProps, getInputProps, getSelectProps, useForm, type FieldMetadata, type SubmissionResult } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { useEffect, useMemo, useState, type ReactNode } from 'react'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import { Form, useNavigate, useNavigation } from 'react-router'
import { BIRTH_YEAR_MIN, GENDERS } from '../schemas/birth-details'
import { isMissingRequired, profileFieldsSchema, profileFormSchema } from '../schemas/profile'
import { clearDraft, readDraft, writeDraft, type ProfileDraft } from '../utils/profile-draft'
import { BirthPlaceSearch, type BirthPlaceValue } from './birth-place-search'
import { InputField, inputClass, TextareaField, useMessageText, withoutKey } from './ui/field'
import { SubmitButton } from './ui/form-parts'
import { useToast, type ToastInput } from './ui/toast'

type Defaults = ProfileDraft

const pad = (n: number) => String(n).padStart(2, '0')

const MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const

/**
 * The ARIA state of a control whose error is shown once for its group (the date, the time, the gender). Conform would
 * point aria-describedby at `${field.id}-error`, which does not exist here; this points it at the group's message.
 */
function groupedControlA11y(errors: string[] | undefined, errorId: string) {
  const invalid = Boolean(errors?.length)
  return { 'aria-invalid': invalid || undefined, 'aria-describedby': invalid ? errorId : undefined }
}

/** The form's words: the profile catalogue, in the page's language. */
type ProfileT = TFunction<'profile'>

export type ProfileFormProps = {
  /** Where this form lives, so a signed-out visitor comes back to it after signing in. */
  path: '/horoscope' | '/profile-setup'
  signedIn: boolean
  defaults: Defaults | null
  maxYear: number
  lastResult?: SubmissionResult<string[]>
  resultToast?: ToastInput
}

/** The birth-profile form: the same fields and rules in either language (/horoscope, and /profile-setup in Hindi). */
export function ProfileForm(props: ProfileFormProps) {
  // A draft left before signing in fills the form again (spec 4); it wins over a saved profile, being newer.
  const [draft, setDraft] = useState<Defaults | null>(null)
  // eslint-disable-next-line react-hooks/set-state-in-effect -- localStorage exists only in the browser: read after hydration, so server and browser render the same first
  useEffect(() => setDraft(readDraft()), [])
  const { toast } = useToast()
  const { t } = useTranslation('toasts')
  useEffect(() => {
    if (draft && props.signedIn) toast({ title: t('profile.draftRestored') })
  }, [draft, props.signedIn, t, toast])
  return <ProfileFormBody key={draft ? 'draft' : 'saved'} {...props} defaults={draft ?? props.defaults} />
}

type ProfileFields = ReturnType<typeof useProfileForm>[1]

/** The form's Conform state: its schema, the spec's toasts on a failed submit, the signed-out draft. */
function useProfileForm({ path, signedIn, defaults, lastResult }: Pick<ProfileFormProps, 'path' | 'signedIn' | 'defaults' | 'lastResult'>) {
  const { t } = useTranslation('toasts')
  const schema = useMemo(() => profileFormSchema(), [])
  const navigation = useNavigation()
  const navigate = useNavigate()
  const { toast } = useToast()

  return useForm({
    id: path === '/profile-setup' ? 'profile-hi' : 'profile-en',
    lastResult: navigation.state === 'idle' ? lastResult : undefined,
    defaultValue: defaults ?? undefined,
    constraint: getZodConstraint(profileFieldsSchema()),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => {
      const submission = parseWithZod(formData, { schema })
      // A submit (not a field check) with required fields left empty gets the spec's "Missing Information" toast. Any
      // other field error is said once, beside its field: a toast repeating it would outlive the fix.
      if (!formData.has('__intent__') && submission.status === 'error' && isMissingRequired(submission.payload)) {
        toast({ title: t('profile.missingTitle'), description: t('profile.missingText'), variant: 'destructive' })
      }
      return submission
    },
    onSubmit: (event, { formData }) => {
      if (signedIn) {
        clearDraft()
        return
      }
      // Signed out: the draft waits in this browser and the visitor signs in first (spec 4, "Profile form").
      event.preventDefault()
      writeDraft(formData)
      toast({ title: t('profile.signInTitle'), description: t('profile.signInText') })
      navigate(`/auth?${new URLSearchParams({ redirectTo: path })}`)
    },
  })
}

function ProfileFormBody({ path, signedIn, defaults, maxYear, lastResult, resultToast }: ProfileFormProps) {
  const { t } = useTranslation('profile')
  const read = useMessageText()
  const navigation = useNavigation()
  const { toast } = useToast()
  const [form, fields] = useProfileForm({ path, signedIn, defaults, lastResult })

  // The server sends a toast only for the spec's "Missing Information" summary; every other refusal is shown in the
  // form, once (ADR 138).
  useEffect(() => {
    if (navigation.state === 'idle' && resultToast) toast(resultToast)
  }, [resultToast, navigation.state, toast])

  const saving = navigation.state !== 'idle' && navigation.formMethod === 'POST'

  return (
    <Form method="post" {...getFormProps(form)} className="space-y-6">
      {form.errors?.length ? (
        // The form's aria-describedby (from getFormProps) names this id.
        <p id={form.errorId} role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
          {read(form.errors[0]!)}
        </p>
      ) : null}
      <InputField field={fields.fullName} label={t('fullName')} autoComplete="name" />
      <BirthDateFieldset fields={fields} t={t} errorId={`${form.id}-birth-date-error`} maxYear={maxYear} />
      <BirthTimeFieldset fields={fields} t={t} formId={form.id} defaultUnknown={defaults?.birthTimeUnknown === 'on'} />
      <BirthPlaceSearch
        id="birth-place"
        defaultValue={placeDefaults(defaults)}
        errors={[...(fields.placeQuery.errors ?? []), ...(fields.placeId.errors ?? [])].map(read)}
        fieldErrors={{
          placeName: fields.placeName.errors?.map(read),
          latitude: fields.latitude.errors?.map(read),
          longitude: fields.longitude.errors?.map(read),
          timeZone: fields.timeZone.errors?.map(read),
        }}
      />
      <GenderFieldset fields={fields} t={t} errorId={`${form.id}-gender-error`} />
      <TextareaField field={fields.questions} label={`${t('questions')} ${t('optional')}`} rows={3} placeholder={t('questionsHint')} />
      <SubmitButton busy={saving} label={t('save')} busyLabel={t('saving')} />
    </Form>
  )
}

/** The place the form starts with: the draft's or the saved profile's, picked from the list or entered by hand. */
function placeDefaults(defaults: Defaults | null): BirthPlaceValue | undefined {
  if (!defaults?.placeName) return undefined
  return {
    placeId: defaults.placeId,
    placeName: defaults.placeName,
    placeCountry: defaults.placeCountry,
    latitude: defaults.latitude ?? '',
    longitude: defaults.longitude ?? '',
    timeZone: defaults.timeZone ?? '',
    manual: defaults.placeManual === 'on',
  }
}

/** Every distinct message of a group's fields, so a control described by the group's message finds its own. */
function groupErrors(...group: FieldMetadata<unknown>[]) {
  return [...new Set(group.flatMap((field) => field.errors ?? []))]
}

// The selects keep less side padding than text boxes: on a 320 px phone every word of theirs must show whole ("Minute",
// not "Minut"), with the browser's arrow beside it.
const selectClass = `${inputClass.replace('px-4', 'pr-2 pl-3')} bg-white`

// Each select of a row is at least as wide as its longest word needs (measured in tests/e2e/phones.spec.ts) and grows
// to share the row; a row too narrow for all three wraps its last select onto a line of its own.
const DAY = 'grow shrink-0 basis-[4.5rem]'
const MONTH = 'grow shrink-0 basis-[8rem]'
const YEAR = 'grow shrink-0 basis-[5.25rem]'
const HOUR = 'grow shrink-0 basis-[5rem]'
const MINUTE = 'grow shrink-0 basis-[6rem]'
const PERIOD = 'grow shrink-0 basis-[5.5rem]'

/** A group's error, shown once under its controls; each control's aria-describedby names it. */
function GroupError({ id, messages }: { id: string; messages: string[] }) {
  const read = useMessageText()
  return messages.length ? (
    <p id={id} className="mt-1 text-sm text-red-700">
      {messages.map(read).join(' ')}
    </p>
  ) : null
}

/** One select of a group (day, month, year; hour, minute, AM/PM): its label is for screen readers, the legend says the rest. */
function GroupedSelect({
  field,
  label,
  errorId,
  disabled,
  className = selectClass,
  children,
}: {
  field: FieldMetadata<unknown>
  label: string
  errorId: string
  disabled?: boolean
  className?: string
  children: ReactNode
}) {
  return (
    <>
      <label className="sr-only" htmlFor={field.id}>
        {label}
      </label>
      <select
        {...withoutKey(getSelectProps(field))}
        {...groupedControlA11y(field.errors, errorId)}
        key={field.key}
        disabled={disabled}
        className={className}
      >
        {children}
      </select>
    </>
  )
}

function BirthDateFieldset({ fields, t, errorId, maxYear }: { fields: ProfileFields; t: ProfileT; errorId: string; maxYear: number }) {
  const errors = groupErrors(fields.birthDay, fields.birthMonth, fields.birthYear)
  const years = Array.from({ length: maxYear - BIRTH_YEAR_MIN + 1 }, (_, i) => maxYear - i)
  return (
    <fieldset aria-describedby={errors.length ? errorId : undefined}>
      <legend className="block text-sm font-medium text-slate-700">{t('dateOfBirth')}</legend>
      <div className="mt-1 flex flex-wrap gap-2">
        <GroupedSelect field={fields.birthDay} label={t('day')} errorId={errorId} className={`${selectClass} ${DAY}`}>
          <option value="">{t('day')}</option>
          {Array.from({ length: 31 }, (_, i) => i + 1).map((day) => (
            <option key={day} value={day}>
              {day}
            </option>
          ))}
        </GroupedSelect>
        <GroupedSelect field={fields.birthMonth} label={t('month')} errorId={errorId} className={`${selectClass} ${MONTH}`}>
          <option value="">{t('month')}</option>
          {MONTHS.map((month) => (
            <option key={month} value={month}>
              {t(`months.m${month}`)}
            </option>
          ))}
        </GroupedSelect>
        <GroupedSelect field={fields.birthYear} label={t('year')} errorId={errorId} className={`${selectClass} ${YEAR}`}>
          <option value="">{t('year')}</option>
          {years.map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </GroupedSelect>
      </div>
      <GroupError id={errorId} messages={errors} />
    </fieldset>
  )
}

function BirthTimeFieldset({ fields, t, formId, defaultUnknown }: { fields: ProfileFields; t: ProfileT; formId: string; defaultUnknown: boolean }) {
  const [timeUnknown, setTimeUnknown] = useState(defaultUnknown)
  const errors = groupErrors(fields.birthHour, fields.birthMinute, fields.birthPeriod)
  const errorId = `${formId}-birth-time-error`
  const hintId = `${formId}-birth-time-hint`
  const className = `${selectClass} disabled:bg-slate-100`
  return (
    <fieldset aria-describedby={errors.length ? `${errorId} ${hintId}` : hintId}>
      <legend className="block text-sm font-medium text-slate-700">
        {t('timeOfBirth')} <span className="font-normal text-slate-500">{t('optional')}</span>
      </legend>
      <div className="mt-1 flex flex-wrap gap-2">
        <GroupedSelect field={fields.birthHour} label={t('hour')} errorId={errorId} disabled={timeUnknown} className={`${className} ${HOUR}`}>
          <option value="">{t('hour')}</option>
          {Array.from({ length: 12 }, (_, i) => pad(i + 1)).map((hour) => (
            <option key={hour} value={hour}>
              {hour}
            </option>
          ))}
        </GroupedSelect>
        <GroupedSelect field={fields.birthMinute} label={t('minute')} errorId={errorId} disabled={timeUnknown} className={`${className} ${MINUTE}`}>
          <option value="">{t('minute')}</option>
          {Array.from({ length: 60 }, (_, i) => pad(i)).map((minute) => (
            <option key={minute} value={minute}>
              {minute}
            </option>
          ))}
        </GroupedSelect>
        <GroupedSelect field={fields.birthPeriod} label={t('period')} errorId={errorId} disabled={timeUnknown} className={`${className} ${PERIOD}`}>
          <option value="AM">{t('am')}</option>
          <option value="PM">{t('pm')}</option>
        </GroupedSelect>
      </div>
      <label className="mt-2 flex items-center gap-2 text-sm text-slate-700">
        <input
          {...withoutKey(getInputProps(fields.birthTimeUnknown, { type: 'checkbox' }))}
          key={fields.birthTimeUnknown.key}
          onChange={(event) => setTimeUnknown(event.currentTarget.checked)}
          className="h-4 w-4 rounded border-slate-400"
        />
        {t('timeUnknown')}
      </label>
      <p id={hintId} className="mt-1 text-xs text-slate-500">
        {t('timeHint')}
      </p>
      <GroupError id={errorId} messages={errors} />
    </fieldset>
  )
}

function GenderFieldset({ fields, t, errorId }: { fields: ProfileFields; t: ProfileT; errorId: string }) {
  const { gender } = fields
  return (
    <fieldset aria-describedby={gender.errors?.length ? errorId : undefined}>
      <legend className="block text-sm font-medium text-slate-700">{t('gender')}</legend>
      <div className="mt-2 flex flex-wrap gap-3">
        {GENDERS.map((value) => (
          <label
            key={value}
            className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-4 py-2 has-[:checked]:border-violet-600 has-[:checked]:bg-violet-50"
          >
            <input
              {...withoutKey(getInputProps(gender, { type: 'radio', value }))}
              {...groupedControlA11y(gender.errors, errorId)}
              id={`${gender.id}-${value}`}
              key={`${gender.key}-${value}`}
              className="h-4 w-4"
            />
            {t(`genders.${value}`)}
          </label>
        ))}
      </div>
      <GroupError id={errorId} messages={gender.errors?.slice(0, 1) ?? []} />
    </fieldset>
  )
}
