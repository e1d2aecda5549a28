import { useTranslation } from 'react-i18next'
import { Form, useNavigation } from 'react-router'
import type { ActionAnswer } from '../../routes/soulmate-analysis.server'
import type { PartnerField } from '../../schemas/partner'
import { BirthPlaceSearch } from '../birth-place-search'
import { cardClass } from '../ui/card'
import { inputClass } from '../ui/field'
import { SubmitButton } from '../ui/form-parts'

/** The partner's birth details (spec 2.10); what a refused try sent comes back in `values`. */
export function PartnerForm({ errors, values, maxDate }: { errors: ActionAnswer['errors']; values: Record<string, string>; maxDate: string }) {
  const { t } = useTranslation('compatibility')
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'analyse'
  const error = (field: PartnerField) => {
    const code = errors[field]
    return code ? t(`soulmate.errors.${code}`) : null
  }
  const described = (field: PartnerField) => (errors[field] ? { 'aria-invalid': true, 'aria-describedby': `${field}-error` } : {})
  const place =
    values.placeName && values.latitude && values.longitude && values.timeZone
      ? {
          placeId: values.placeId,
          placeName: values.placeName,
          placeCountry: values.placeCountry,
          latitude: values.latitude,
          longitude: values.longitude,
          timeZone: values.timeZone,
          manual: values.placeManual === 'on',
        }
      : undefined
  return (
    <Form method="post" className={cardClass({ className: 'mt-6 space-y-5' })} noValidate>
      <input type="hidden" name="intent" value="analyse" />
      <h2 className="text-xl font-semibold text-night-900">{t('soulmate.form.legend')}</h2>
      <div>
        <label htmlFor="partnerName" className="block text-sm font-medium text-slate-700">
          {t('soulmate.form.name')}
        </label>
        <input
          id="partnerName"
          name="partnerName"
          required
          maxLength={100}
          autoComplete="off"
          defaultValue={values.partnerName}
          className={`mt-1 ${inputClass}`}
          {...described('partnerName')}
        />
        <ErrorText field="partnerName" text={error('partnerName')} />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <label htmlFor="partnerDate" className="block text-sm font-medium text-slate-700">
            {t('soulmate.form.date')}
          </label>
          <input
            id="partnerDate"
            name="partnerDate"
            type="date"
            required
            min="1920-01-01"
            max={maxDate}
            defaultValue={values.partnerDate}
            className={`mt-1 ${inputClass}`}
            {...described('partnerDate')}
          />
          <ErrorText field="partnerDate" text={error('partnerDate')} />
        </div>
        <div>
          <label htmlFor="partnerTime" className="block text-sm font-medium text-slate-700">
            {t('soulmate.form.time')} <span className="font-normal text-slate-500">{t('soulmate.form.optional')}</span>
          </label>
          <input
            id="partnerTime"
            name="partnerTime"
            type="time"
            defaultValue={values.partnerTime}
            className={`mt-1 ${inputClass}`}
            aria-describedby={errors.partnerTime ? 'partnerTime-error partnerTime-hint' : 'partnerTime-hint'}
            aria-invalid={errors.partnerTime ? true : undefined}
          />
          <label className="mt-2 flex items-center gap-2 text-sm text-slate-700">
            <input type="checkbox" name="partnerTimeUnknown" value="on" defaultChecked={values.partnerTimeUnknown === 'on'} className="h-4 w-4" />
            {t('soulmate.form.timeUnknown')}
          </label>
          <p id="partnerTime-hint" className="mt-1 text-xs text-slate-600">
            {t('soulmate.form.timeHint')}
          </p>
          <ErrorText field="partnerTime" text={error('partnerTime')} />
        </div>
      </div>
      <fieldset aria-describedby={errors.partnerGender ? 'partnerGender-error' : undefined}>
        <legend className="block text-sm font-medium text-slate-700">{t('soulmate.form.gender')}</legend>
        <div className="mt-2 flex flex-wrap gap-3">
          {(['male', 'female', 'other'] as const).map((value) => (
            <label
              key={value}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-4 py-2 has-[:checked]:border-violet-600 has-[:checked]:bg-violet-50"
            >
              <input type="radio" name="partnerGender" value={value} required defaultChecked={values.partnerGender === value} className="h-4 w-4" />
              {t(`soulmate.form.genders.${value}`)}
            </label>
          ))}
        </div>
        <ErrorText field="partnerGender" text={error('partnerGender')} />
      </fieldset>
      <BirthPlaceSearch id="partner-place" defaultValue={place} errors={error('place') ?? undefined} />
      <SubmitButton busy={busy} label={t('soulmate.form.submit')} busyLabel={t('soulmate.form.busy')} className="sm:w-auto" />
    </Form>
  )
}

function ErrorText({ field, text }: { field: PartnerField; text: string | null }) {
  return text ? (
    <p id={`${field}-error`} className="mt-1 text-sm text-red-700">
      {text}
    </p>
  ) : null
}
