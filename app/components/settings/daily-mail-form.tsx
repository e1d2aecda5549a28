import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { useTranslation } from 'react-i18next'
import { Form, useNavigation } from 'react-router'
import { NUDGE_HOURS, nudgeClock } from '../../domain/daily-nudge'
import { DailyNudgeSchema } from '../../schemas/daily-nudge'
import { SelectField, withoutKey } from '../ui/field'
import { SubmitButton, useIntentBusy } from '../ui/form-parts'
import { headingClass, sectionClass, type LastResult } from './shared'

export type DailyMailChoice = { email: boolean; hour: number; timeZone: string }

/** The daily reading by e-mail (ADR 216): a plain form, off unless ticked, the hour on the customer's clock. */
export function DailyMailForm({ choice, language, lastResult }: { choice: DailyMailChoice; language: string } & LastResult) {
  const navigation = useNavigation()
  const busy = useIntentBusy('daily-mail')
  const { t } = useTranslation('nudge')
  const [form, fields] = useForm({
    id: 'daily-mail',
    lastResult: navigation.state === 'idle' ? lastResult : undefined,
    defaultValue: { email: choice.email ? 'on' : undefined, hour: String(choice.hour) },
    constraint: getZodConstraint(DailyNudgeSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: DailyNudgeSchema }),
  })
  return (
    <section aria-labelledby="daily-mail-heading" className={sectionClass}>
      <h2 id="daily-mail-heading" className={headingClass}>
        {t('settings.heading')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('settings.lead')}</p>
      <Form method="post" {...getFormProps(form)} className="mt-4 space-y-4">
        <input type="hidden" name="intent" value="daily-mail" />
        <label className="flex items-start gap-3 text-slate-800">
          <input {...withoutKey(getInputProps(fields.email, { type: 'checkbox' }))} key={fields.email.key} className="mt-1 size-5 accent-violet-700" />
          <span>{t('settings.email')}</span>
        </label>
        <SelectField field={fields.hour} label={t('settings.hour')}>
          {NUDGE_HOURS.map((hour) => (
            <option key={hour} value={hour}>
              {nudgeClock(hour)}
            </option>
          ))}
        </SelectField>
        <p className="text-sm text-slate-600">{t('settings.zone', { zone: choice.timeZone, language })}</p>
        <SubmitButton busy={busy} label={t('settings.submit')} busyLabel={t('settings.busy')} className="sm:w-auto" />
      </Form>
    </section>
  )
}
