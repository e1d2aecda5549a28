import { getFormProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { useTranslation } from 'react-i18next'
import { data, Form, Link, useActionData, useNavigation } from 'react-router'
import { InputField, useMessageText } from '../../components/ui/field'
import { FormCard, FormMessage, SubmitButton } from '../../components/ui/form-parts'
import { PASSWORD_MIN, resetPasswordSchema, TokenField } from '../../schemas/account'
import { serverPasswordRules } from '../../utils/common-passwords.server'
import { AccountError, resetPassword } from '../../services/accounts.server'
import { pageMeta } from '../../utils/meta'
import { readForm } from '../../utils/form.server'
import { getFixedT } from '../../i18n/i18n.server'
import { beginSession } from '../../utils/auth.server'
import { requestText } from '../../utils/form-text.server'
import { clientAddress, limitAccountAction, tooManyAttemptsMessage } from '../../utils/rate-limit.server'
import { redirectWithToast } from '../../utils/session.server'
import type { Route } from './+types/reset'

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? pageMeta(loaderData.meta.title, loaderData.meta.description) : [])

export async function loader({ request }: Route.LoaderArgs) {
  const token = TokenField.safeParse(new URL(request.url).searchParams.get('token') ?? '')
  const t = await getFixedT(request, 'auth')
  const meta = { title: t('reset.metaTitle'), description: t('reset.metaDescription') }
  // An incomplete link is the visitor's to fix (open the mail again), so it answers 400 like any bad input.
  return data({ token: token.success ? token.data : null, meta }, { status: token.success ? 200 : 400 })
}

/** The browser checks what it can; the list of common passwords is the server's (ADR 037). */
const BrowserResetSchema = resetPasswordSchema()

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await readForm(request), { schema: resetPasswordSchema(serverPasswordRules) })
  if (submission.status !== 'success') return data({ result: submission.reply({ hideFields: ['password', 'confirmPassword'] }) }, { status: 400 })
  const verdict = await limitAccountAction('reset', clientAddress(context), null)
  if (!verdict.ok) return data({ result: submission.reply({ formErrors: [tooManyAttemptsMessage(verdict.retryAfterSeconds)] }) }, { status: 429 })
  try {
    const account = await resetPassword(submission.value.token, submission.value.password)
    // Every earlier session has ended; this browser is signed in under the new password.
    const cookie = await beginSession(request, account)
    const { t } = await requestText(request)
    return redirectWithToast('/dashboard', { title: t('passwordReset.title'), description: t('passwordReset.text') }, [cookie])
  } catch (error) {
    if (!(error instanceof AccountError)) throw error
    return data({ result: submission.reply({ formErrors: [error.message], hideFields: ['password', 'confirmPassword'] }) }, { status: error.status })
  }
}

export default function Reset({ loaderData }: Route.ComponentProps) {
  const actionData = useActionData<typeof action>()
  const navigation = useNavigation()
  const { t } = useTranslation('auth')
  const read = useMessageText()
  const [form, fields] = useForm({
    id: 'reset',
    lastResult: navigation.state === 'idle' ? actionData?.result : undefined,
    constraint: getZodConstraint(BrowserResetSchema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: BrowserResetSchema }),
  })

  if (!loaderData.token) {
    return (
      <FormCard headingId="reset-heading" title={t('reset.title')}>
        <FormMessage tone="error">{t('reset.incomplete')}</FormMessage>
        <p className="mt-5 text-center text-sm">
          <Link to="/auth/forgot" className="font-medium text-violet-700 underline underline-offset-2">
            {t('reset.newLink')}
          </Link>
        </p>
      </FormCard>
    )
  }

  return (
    <FormCard headingId="reset-heading" title={t('reset.title')} lead={t('reset.lead')}>
      <Form method="post" {...getFormProps(form)} className="space-y-5">
        <input type="hidden" name="token" value={loaderData.token} />
        {form.errors?.length ? (
          <FormMessage tone="error">
            {read(form.errors[0]!)}{' '}
            <Link to="/auth/forgot" className="font-semibold underline underline-offset-2">
              {t('reset.askNewLink')}
            </Link>
          </FormMessage>
        ) : null}
        <InputField field={fields.password} label={t('fields.newPassword')} type="password" autoComplete="new-password" />
        <InputField field={fields.confirmPassword} label={t('fields.repeatPassword')} type="password" autoComplete="new-password" />
        <p className="-mt-3 text-xs text-slate-500">{t('passwordHint', { count: PASSWORD_MIN })}</p>
        <SubmitButton busy={navigation.state === 'submitting'} label={t('reset.submit')} busyLabel={t('reset.busy')} />
      </Form>
    </FormCard>
  )
}
