import { useTranslation } from 'react-i18next'
import { Form, useNavigation } from 'react-router'
import type { ActionAnswer, Errors } from '../../routes/crush-analyzer.server'
import { CRUSH_NAME_MAX, type CrushField } from '../../schemas/crush'
import { cardClass } from '../ui/card'
import { inputClass } from '../ui/field'
import { SubmitButton } from '../ui/form-parts'

/** The crush's name and birth date (spec 2.17); what a refused try sent comes back in `values`. */
export function CrushForm({ errors, values, maxDate }: { errors: Errors; values: ActionAnswer['values']; maxDate: string }) {
  const { t } = useTranslation('crush')
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'analyse'
  const message = (field: CrushField) => {
    const code = errors[field]
    return code === undefined ? null : code === 'required' ? t(`errors.${field}`) : t(`errors.${code}`)
  }
  const described = (field: CrushField, hint?: string) => {
    const ids = [errors[field] ? `${field}-error` : null, hint ?? null].filter(Boolean).join(' ')
    return { 'aria-invalid': errors[field] ? true : undefined, 'aria-describedby': ids || undefined }
  }
  return (
    <Form method="post" className={cardClass({ className: 'mt-6 space-y-5' })} noValidate>
      <input type="hidden" name="intent" value="analyse" />
      <h2 className="text-xl font-semibold text-night-900">{t('form.legend')}</h2>
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <label htmlFor="crushName" className="block text-sm font-medium text-slate-700">
            {t('form.name')}
          </label>
          <input
            id="crushName"
            name="crushName"
            required
            maxLength={CRUSH_NAME_MAX}
            autoComplete="off"
            defaultValue={values.crushName}
            className={`mt-1 ${inputClass}`}
            {...described('crushName')}
          />
          <ErrorText field="crushName" text={message('crushName')} />
        </div>
        <div>
          <label htmlFor="crushDate" className="block text-sm font-medium text-slate-700">
            {t('form.date')}
          </label>
          <input
            id="crushDate"
            name="crushDate"
            type="date"
            required
            min="1920-01-01"
            max={maxDate}
            defaultValue={values.crushDate}
            className={`mt-1 ${inputClass}`}
            {...described('crushDate', 'crushDate-hint')}
          />
          <p id="crushDate-hint" className="mt-1 text-xs text-slate-600">
            {t('form.dateHint')}
          </p>
          <ErrorText field="crushDate" text={message('crushDate')} />
        </div>
      </div>
      <SubmitButton busy={busy} label={t('form.submit')} busyLabel={t('form.busy')} className="sm:w-auto" />
    </Form>
  )
}

function ErrorText({ field, text }: { field: CrushField; text: string | null }) {
  return text ? (
    <p id={`${field}-error`} className="mt-1 text-sm text-red-700">
      {text}
    </p>
  ) : null
}
