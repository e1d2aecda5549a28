import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm, type SubmissionResult } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { useEffect, useMemo, useState } from 'react'
import { Form, useNavigate, useNavigation } from 'react-router'
import { BIRTH_YEAR_MIN, GENDERS } from '../schemas/birth-details'
import { isMissingRequired, PROFILE_COPY, profileFieldsSchema, profileFormSchema, type ProfileLanguage } from '../schemas/profile'
import { clearDraft, readDraft, writeDraft, type ProfileDraft } from '../utils/profile-draft'
import { BirthPlaceSearch, englishBirthPlaceLabels, type BirthPlaceLabels } from './birth-place-search'
import { Field, inputClass, withoutKey } from './ui/field'
import { SubmitButton } from './ui/form-parts'
import { useToast, type ToastInput } from './ui/toast'

const hindiBirthPlaceLabels: BirthPlaceLabels = {
  label: 'जन्म स्थान',
  placeholder: 'शहर या कस्बे का नाम लिखें',
  hint: 'हिंदी या अंग्रेज़ी में लिखें और सूची से अपना जन्म स्थान चुनें; पास का बड़ा शहर भी चलेगा।',
  searching: 'खोज रहे हैं…',
  noResults: 'कोई स्थान नहीं मिला। दूसरी वर्तनी आज़माएं, या निर्देशांक स्वयं भरें।',
  results: '{count} स्थान मिले। चुनने के लिए ऊपर और नीचे तीर कुंजियों का उपयोग करें।',
  unavailable: 'स्थान खोज अभी उपलब्ध नहीं है। कृपया निर्देशांक स्वयं भरें।',
  manual: 'निर्देशांक स्वयं भरें',
  placeName: 'स्थान का नाम',
  latitude: 'अक्षांश (−90 से 90, उत्तर धनात्मक)',
  longitude: 'देशांतर (−180 से 180, पूर्व धनात्मक)',
  timeZone: 'समय क्षेत्र',
  timeZoneHint: 'IANA समय क्षेत्र का नाम, जैसे Asia/Kolkata या Europe/London।',
}

const PLACE_LABELS: Record<ProfileLanguage, BirthPlaceLabels> = { en: englishBirthPlaceLabels, hi: hindiBirthPlaceLabels }

type Defaults = ProfileDraft

const pad = (n: number) => String(n).padStart(2, '0')

/**
 * The ARIA state of a control whose error is shown once for its group (the date, the time, the gender). Conform would
 * point aria-describedby at `${field.id}-error`, which does not exist here; this points it at the group's message.
 */
function groupedControlA11y(errors: string[] | undefined, errorId: string) {
  const invalid = Boolean(errors?.length)
  return { 'aria-invalid': invalid || undefined, 'aria-describedby': invalid ? errorId : undefined }
}

export type ProfileFormProps = {
  language: ProfileLanguage
  signedIn: boolean
  defaults: Defaults | null
  maxYear: number
  lastResult?: SubmissionResult<string[]>
  resultToast?: ToastInput
}

/** The birth-profile form: the same fields and rules in English (/horoscope) and Hindi (/profile-setup). */
export function ProfileForm(props: ProfileFormProps) {
  // A draft left before signing in fills the form again (spec 4); it wins over a saved profile, being newer.
  const [draft, setDraft] = useState<Defaults | null>(null)
  // eslint-disable-next-line react-hooks/set-state-in-effect -- localStorage exists only in the browser: read after hydration, so server and browser render the same first
  useEffect(() => setDraft(readDraft()), [])
  const { toast } = useToast()
  const t = PROFILE_COPY[props.language]
  useEffect(() => {
    if (draft && props.signedIn) toast({ title: t.draftRestored })
  }, [draft, props.signedIn, t, toast])
  return <ProfileFormBody key={draft ? 'draft' : 'saved'} {...props} defaults={draft ?? props.defaults} />
}

function ProfileFormBody({ language, signedIn, defaults, maxYear, lastResult, resultToast }: ProfileFormProps) {
  const t = PROFILE_COPY[language]
  const schema = useMemo(() => profileFormSchema(language), [language])
  const navigation = useNavigation()
  const navigate = useNavigate()
  const { toast } = useToast()
  const [timeUnknown, setTimeUnknown] = useState(defaults?.birthTimeUnknown === 'on')

  const [form, fields] = useForm({
    id: `profile-${language}`,
    lastResult: navigation.state === 'idle' ? lastResult : undefined,
    defaultValue: defaults ?? undefined,
    constraint: getZodConstraint(profileFieldsSchema(language)),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => {
      const submission = parseWithZod(formData, { schema })
      // A submit (not a field check) that fails gets the spec's toast.
      if (!formData.has('__intent__') && submission.status === 'error') {
        toast(
          isMissingRequired(language, submission.error)
            ? { title: t.missingTitle, description: t.missingText, variant: 'destructive' }
            : { title: t.errorTitle, description: Object.values(submission.error ?? {}).flat()[0] ?? undefined, variant: 'destructive' },
        )
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
      toast({ title: t.signInTitle, description: t.signInText })
      navigate(`/auth?${new URLSearchParams({ redirectTo: language === 'hi' ? '/profile-setup' : '/horoscope' })}`)
    },
  })

  useEffect(() => {
    if (navigation.state === 'idle' && resultToast) toast(resultToast)
  }, [resultToast, navigation.state, toast])

  const saving = navigation.state !== 'idle' && navigation.formMethod === 'POST'
  const years = Array.from({ length: maxYear - BIRTH_YEAR_MIN + 1 }, (_, i) => maxYear - i)
  // Each group shows every distinct message of its fields, so a control described by the group's message finds its own.
  const dateErrors = [...new Set([...(fields.birthDay.errors ?? []), ...(fields.birthMonth.errors ?? []), ...(fields.birthYear.errors ?? [])])]
  const timeErrors = [...new Set([...(fields.birthHour.errors ?? []), ...(fields.birthMinute.errors ?? []), ...(fields.birthPeriod.errors ?? [])])]
  const ids = { date: `${form.id}-birth-date-error`, time: `${form.id}-birth-time-error`, timeHint: `${form.id}-birth-time-hint`, gender: `${form.id}-gender-error` }
  const selectClass = `${inputClass} bg-white`

  return (
    <Form method="post" {...getFormProps(form)} className="space-y-6">
      {form.errors?.length ? (
        // The form's aria-describedby (from getFormProps) names this id.
        <p id={form.errorId} role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
          {form.errors[0]}
        </p>
      ) : null}

      <Field id={fields.fullName.id} label={t.fullName} errors={fields.fullName.errors}>
        {(a11y) => <input {...withoutKey(getInputProps(fields.fullName, { type: 'text' }))} {...a11y} key={fields.fullName.key} autoComplete="name" className={inputClass} />}
      </Field>

      <fieldset aria-describedby={dateErrors.length ? ids.date : undefined}>
        <legend className="block text-sm font-medium text-slate-700">{t.dateOfBirth}</legend>
        <div className="mt-1 grid grid-cols-[1fr_1.6fr_1.2fr] gap-2">
          <label className="sr-only" htmlFor={fields.birthDay.id}>
            {t.day}
          </label>
          <select {...withoutKey(getSelectProps(fields.birthDay))} {...groupedControlA11y(fields.birthDay.errors, ids.date)} key={fields.birthDay.key} className={selectClass}>
            <option value="">{t.day}</option>
            {Array.from({ length: 31 }, (_, i) => i + 1).map((day) => (
              <option key={day} value={day}>
                {day}
              </option>
            ))}
          </select>
          <label className="sr-only" htmlFor={fields.birthMonth.id}>
            {t.month}
          </label>
          <select {...withoutKey(getSelectProps(fields.birthMonth))} {...groupedControlA11y(fields.birthMonth.errors, ids.date)} key={fields.birthMonth.key} className={selectClass}>
            <option value="">{t.month}</option>
            {t.months.map((name, i) => (
              <option key={name} value={i + 1}>
                {name}
              </option>
            ))}
          </select>
          <label className="sr-only" htmlFor={fields.birthYear.id}>
            {t.year}
          </label>
          <select {...withoutKey(getSelectProps(fields.birthYear))} {...groupedControlA11y(fields.birthYear.errors, ids.date)} key={fields.birthYear.key} className={selectClass}>
            <option value="">{t.year}</option>
            {years.map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          </select>
        </div>
        {dateErrors.length ? (
          <p id={ids.date} className="mt-1 text-sm text-red-700">
            {dateErrors.join(' ')}
          </p>
        ) : null}
      </fieldset>

      <fieldset aria-describedby={timeErrors.length ? `${ids.time} ${ids.timeHint}` : ids.timeHint}>
        <legend className="block text-sm font-medium text-slate-700">
          {t.timeOfBirth} <span className="font-normal text-slate-500">{t.optional}</span>
        </legend>
        <div className="mt-1 grid grid-cols-3 gap-2">
          <label className="sr-only" htmlFor={fields.birthHour.id}>
            {t.hour}
          </label>
          <select {...withoutKey(getSelectProps(fields.birthHour))} {...groupedControlA11y(fields.birthHour.errors, ids.time)} key={fields.birthHour.key} disabled={timeUnknown} className={`${selectClass} disabled:bg-slate-100`}>
            <option value="">{t.hour}</option>
            {Array.from({ length: 12 }, (_, i) => pad(i + 1)).map((hour) => (
              <option key={hour} value={hour}>
                {hour}
              </option>
            ))}
          </select>
          <label className="sr-only" htmlFor={fields.birthMinute.id}>
            {t.minute}
          </label>
          <select {...withoutKey(getSelectProps(fields.birthMinute))} {...groupedControlA11y(fields.birthMinute.errors, ids.time)} key={fields.birthMinute.key} disabled={timeUnknown} className={`${selectClass} disabled:bg-slate-100`}>
            <option value="">{t.minute}</option>
            {Array.from({ length: 60 }, (_, i) => pad(i)).map((minute) => (
              <option key={minute} value={minute}>
                {minute}
              </option>
            ))}
          </select>
          <label className="sr-only" htmlFor={fields.birthPeriod.id}>
            {t.period}
          </label>
          <select {...withoutKey(getSelectProps(fields.birthPeriod))} {...groupedControlA11y(fields.birthPeriod.errors, ids.time)} key={fields.birthPeriod.key} disabled={timeUnknown} className={`${selectClass} disabled:bg-slate-100`}>
            <option value="AM">AM</option>
            <option value="PM">PM</option>
          </select>
        </div>
        <label className="mt-2 flex items-center gap-2 text-sm text-slate-700">
          <input
            {...withoutKey(getInputProps(fields.birthTimeUnknown, { type: 'checkbox' }))}
            key={fields.birthTimeUnknown.key}
            onChange={(event) => setTimeUnknown(event.currentTarget.checked)}
            className="h-4 w-4 rounded border-slate-400"
          />
          {t.timeUnknown}
        </label>
        <p id={ids.timeHint} className="mt-1 text-xs text-slate-500">
          {t.timeHint}
        </p>
        {timeErrors.length ? (
          <p id={ids.time} className="mt-1 text-sm text-red-700">
            {timeErrors.join(' ')}
          </p>
        ) : null}
      </fieldset>

      <BirthPlaceSearch
        id="birth-place"
        labels={PLACE_LABELS[language]}
        defaultValue={
          defaults?.placeName
            ? {
                placeId: defaults.placeId,
                placeName: defaults.placeName,
                placeCountry: defaults.placeCountry,
                latitude: defaults.latitude ?? '',
                longitude: defaults.longitude ?? '',
                timeZone: defaults.timeZone ?? '',
                manual: defaults.placeManual === 'on',
              }
            : undefined
        }
        errors={[...(fields.placeQuery.errors ?? []), ...(fields.placeId.errors ?? [])]}
        fieldErrors={{ placeName: fields.placeName.errors, latitude: fields.latitude.errors, longitude: fields.longitude.errors, timeZone: fields.timeZone.errors }}
      />

      <fieldset aria-describedby={fields.gender.errors?.length ? ids.gender : undefined}>
        <legend className="block text-sm font-medium text-slate-700">{t.gender}</legend>
        <div className="mt-2 flex flex-wrap gap-3">
          {GENDERS.map((gender) => (
            <label key={gender} className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-4 py-2 has-[:checked]:border-violet-600 has-[:checked]:bg-violet-50">
              <input
                {...withoutKey(getInputProps(fields.gender, { type: 'radio', value: gender }))}
                {...groupedControlA11y(fields.gender.errors, ids.gender)}
                id={`${fields.gender.id}-${gender}`}
                key={`${fields.gender.key}-${gender}`}
                className="h-4 w-4"
              />
              {t.genders[gender]}
            </label>
          ))}
        </div>
        {fields.gender.errors?.length ? (
          <p id={ids.gender} className="mt-1 text-sm text-red-700">
            {fields.gender.errors[0]}
          </p>
        ) : null}
      </fieldset>

      <Field id={fields.questions.id} label={`${t.questions} ${t.optional}`} errors={fields.questions.errors}>
        {(a11y) => <textarea {...withoutKey(getTextareaProps(fields.questions))} {...a11y} key={fields.questions.key} rows={3} placeholder={t.questionsHint} className={inputClass} />}
      </Field>

      <SubmitButton busy={saving} label={t.save} busyLabel={t.saving} />
    </Form>
  )
}
