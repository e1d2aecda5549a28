import { getFormProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { useTranslation } from 'react-i18next'
import { Form, Link, useNavigation } from 'react-router'
import type { AuthActionResult } from '../../routes/auth.server'
import { SignInSchema } from '../../schemas/account'
import { InputField, useMessageText } from '../ui/field'
import { FormMessage, SubmitButton, useIntentBusy } from '../ui/form-parts'
import { EmailOffer } from './email-offer'
import { Failure } from './failure'

export function SignInForm({ redirectTo, actionData }: { redirectTo: string; actionData?: AuthActionResult }) {
  const { t } = useTranslation('auth')
  const read = useMessageText()
  const busy = useIntentBusy('sign-in')
  const navigation = useNavigation()
  const [form, fields] = useForm({
    id: 'sign-in',
    lastResult: navigation.state === 'idle' && actionData?.intent === 'sign-in' ? actionData.result : undefined,
    constraint: getZodConstraint(SignInSchema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: SignInSchema }),
  })

  return (
    <div className="space-y-5">
      <Form method="post" {...getFormProps(form)} className="space-y-5">
        <input type="hidden" name="intent" value="sign-in" />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        {form.errors?.length ? (
          <FormMessage tone="error">
            <Failure title={actionData?.failure} reason={read(form.errors[0]!)} />
          </FormMessage>
        ) : null}
        <InputField field={fields.email} label={t('fields.email')} type="email" autoComplete="email" />
        <InputField field={fields.password} label={t('fields.password')} type="password" autoComplete="current-password" />
        <SubmitButton busy={busy} label={t('signIn.submit')} busyLabel={t('signIn.busy')} />
        <p className="text-center text-sm">
          <Link to="/auth/forgot" className="font-medium text-violet-700 underline underline-offset-2 hover:text-violet-900">
            {t('signIn.forgot')}
          </Link>
        </p>
      </Form>
      {actionData?.unverifiedEmail || actionData?.intent === 'resend' ? (
        <EmailOffer intent="resend" email={actionData.unverifiedEmail ?? ''} actionData={actionData} />
      ) : null}
      {actionData?.linkEmail ? <EmailOffer intent="sign-in-link" email={actionData.linkEmail} actionData={actionData} /> : null}
    </div>
  )
}
