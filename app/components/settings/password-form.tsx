import { getFormProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { useTranslation } from 'react-i18next'
import { Form, useNavigation } from 'react-router'
import { changePasswordSchema, PASSWORD_MIN } from '../../schemas/account'
import { InputField, useMessageText } from '../ui/field'
import { FormMessage, SubmitButton, useIntentBusy } from '../ui/form-parts'
import { headingClass, sectionClass, type LastResult } from './shared'

/** The browser checks what it can; the list of common passwords is the server's (ADR 037). */
const BrowserChangePasswordSchema = changePasswordSchema()

export function PasswordForm({ lastResult }: LastResult) {
  const navigation = useNavigation()
  const busy = useIntentBusy('password')
  const { t } = useTranslation('settings')
  const read = useMessageText()
  const [form, fields] = useForm({
    id: 'password',
    lastResult: navigation.state === 'idle' ? lastResult : undefined,
    constraint: getZodConstraint(BrowserChangePasswordSchema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: BrowserChangePasswordSchema }),
  })
  return (
    <section aria-labelledby="password-heading" className={sectionClass}>
      <h2 id="password-heading" className={headingClass}>
        {t('password.heading')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('password.lead')}</p>
      <Form method="post" {...getFormProps(form)} className="mt-4 space-y-4">
        <input type="hidden" name="intent" value="password" />
        {form.errors?.length ? <FormMessage tone="error">{read(form.errors[0]!)}</FormMessage> : null}
        <InputField field={fields.currentPassword} label={t('password.current')} type="password" autoComplete="current-password" />
        <InputField field={fields.newPassword} label={t('password.new')} type="password" autoComplete="new-password" />
        <InputField field={fields.confirmPassword} label={t('password.repeat')} type="password" autoComplete="new-password" />
        <p className="text-xs text-slate-500">{t('password.hint', { count: PASSWORD_MIN })}</p>
        <SubmitButton busy={busy} label={t('password.submit')} busyLabel={t('password.busy')} className="sm:w-auto" />
      </Form>
    </section>
  )
}
