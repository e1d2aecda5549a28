import { getFormProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { useTranslation } from 'react-i18next'
import { data, Form, Link, useActionData, useNavigation } from 'react-router'
import { InputField, useMessageText } from '../../components/ui/field'
import { FormCard, FormMessage, SubmitButton } from '../../components/ui/form-parts'
import { EmailOnlySchema } from '../../schemas/account'
import { AccountError, requestPasswordReset } from '../../services/accounts.server'
import { getFixedT } from '../../i18n/i18n.server'
import { requireAnonymous } from '../../utils/auth.server'
import { pageMeta } from '../../utils/meta'
import { readForm } from '../../utils/form.server'
import { clientAddress, limitAccountAction, tooManyAttemptsMessage } from '../../utils/rate-limit.server'
import type { Route } from './+types/forgot'

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? pageMeta(loaderData.meta.title, loaderData.meta.description) : [])

export async function loader({ request }: Route.LoaderArgs) {
  await requireAnonymous(request)
  const t = await getFixedT(request, 'auth')
  return { meta: { title: t('forgot.metaTitle'), description: t('forgot.metaDescription') } }
}

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await readForm(request), { schema: EmailOnlySchema })
  if (submission.status !== 'success') return data({ result: submission.reply(), sent: false }, { status: 400 })
  const verdict = await limitAccountAction('reset', clientAddress(context), submission.value.email)
  if (!verdict.ok)
    return data({ result: submission.reply({ formErrors: [tooManyAttemptsMessage(verdict.retryAfterSeconds)] }), sent: false }, { status: 429 })
  try {
    await requestPasswordReset(submission.value.email)
  } catch (error) {
    if (!(error instanceof AccountError)) throw error
    return data({ result: submission.reply({ formErrors: [error.message] }), sent: false }, { status: error.status })
  }
  // The same answer whether or not the address has an account, so the form tells nobody who is a customer.
  return { result: submission.reply(), sent: true }
}

export default function Forgot() {
  const actionData = useActionData<typeof action>()
  const navigation = useNavigation()
  const { t } = useTranslation('auth')
  const read = useMessageText()
  const [form, fields] = useForm({
    id: 'forgot',
    lastResult: navigation.state === 'idle' ? actionData?.result : undefined,
    constraint: getZodConstraint(EmailOnlySchema),
    shouldValidate: 'onBlur',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: EmailOnlySchema }),
  })

  return (
    <FormCard headingId="forgot-heading" title={t('forgot.title')} lead={t('forgot.lead')}>
      {actionData?.sent ? (
        <FormMessage tone="success">{t('forgot.sent')}</FormMessage>
      ) : (
        <Form method="post" {...getFormProps(form)} className="space-y-5">
          {form.errors?.length ? <FormMessage tone="error">{read(form.errors[0]!)}</FormMessage> : null}
          <InputField field={fields.email} label={t('fields.email')} type="email" autoComplete="email" />
          <SubmitButton busy={navigation.state === 'submitting'} label={t('forgot.submit')} busyLabel={t('forgot.busy')} />
        </Form>
      )}
      <p className="mt-5 text-center text-sm">
        <Link to="/auth" className="font-medium text-violet-700 underline underline-offset-2">
          {t('forgot.back')}
        </Link>
      </p>
    </FormCard>
  )
}
