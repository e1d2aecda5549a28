import { getFormProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { useTranslation } from 'react-i18next'
import { Form, useNavigation } from 'react-router'
import { REMINDER_CHANNELS, type ReminderChannel } from '../../domain/daily-nudge'
import { ReminderChoiceSchema } from '../../schemas/daily-nudge'
import { useMessageText } from '../ui/field'
import { SubmitButton, useIntentBusy } from '../ui/form-parts'
import { headingClass, sectionClass, type LastResult } from './shared'

/**
 * How a booked consultation's day-before reminder comes (ADR 267): by e-mail, as a notification, both or neither. A
 * plain form of radio buttons, so it works before the scripts arrive; the same schema checks it on the server.
 */
export function RemindersForm({ channel, lastResult }: { channel: ReminderChannel } & LastResult) {
  const navigation = useNavigation()
  const busy = useIntentBusy('reminders')
  const { t } = useTranslation('nudge')
  const read = useMessageText()
  const [form, fields] = useForm({
    id: 'reminders',
    lastResult: navigation.state === 'idle' ? lastResult : undefined,
    shouldValidate: 'onSubmit',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ReminderChoiceSchema }),
  })
  const errors = fields.reminders.errors
  return (
    <section aria-labelledby="reminders-heading" className={sectionClass}>
      <h2 id="reminders-heading" className={headingClass}>
        {t('reminders.heading')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('reminders.lead')}</p>
      <Form method="post" {...getFormProps(form)} className="mt-4 space-y-4">
        <input type="hidden" name="intent" value="reminders" />
        <fieldset aria-describedby={errors?.length ? 'reminders-error' : undefined}>
          <legend className="text-sm font-medium text-slate-700">{t('reminders.legend')}</legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {REMINDER_CHANNELS.map((value) => (
              <label
                key={value}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 px-3 text-slate-800 has-[:checked]:border-violet-700 has-[:checked]:bg-violet-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-violet-500"
              >
                <input type="radio" name={fields.reminders.name} value={value} defaultChecked={value === channel} className="size-4 accent-violet-700" />
                <span>{t(`reminders.${value}`)}</span>
              </label>
            ))}
          </div>
        </fieldset>
        {errors?.length ? (
          <p id="reminders-error" className="text-sm text-red-700">
            {read(errors[0]!)}
          </p>
        ) : null}
        <p className="text-sm text-slate-600">{t('reminders.pushNote')}</p>
        <SubmitButton busy={busy} label={t('reminders.submit')} busyLabel={t('reminders.busy')} className="sm:w-auto" />
      </Form>
    </section>
  )
}
