import { getFormProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { data, Form, Link, useActionData, useNavigation } from 'react-router'
import { InputField } from '../../components/ui/field'
import { FormCard, FormMessage, SubmitButton } from '../../components/ui/form-parts'
import { EmailOnlySchema } from '../../schemas/account'
import { AccountError, requestPasswordReset } from '../../services/accounts.server'
import { requireAnonymous } from '../../utils/auth.server'
import { pageMeta } from '../../utils/meta'
import { readForm } from '../../utils/form.server'
import { clientAddress, limitAccountAction, tooManyAttempts } from '../../utils/rate-limit.server'
import type { Route } from './+types/forgot'

export const meta: Route.MetaFunction = () => pageMeta('Forgot your password', 'Get a link to choose a new password for your Cosmic Insights account.')

export async function loader({ request }: Route.LoaderArgs) {
  await requireAnonymous(request)
  return null
}

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await readForm(request), { schema: EmailOnlySchema })
  if (submission.status !== 'success') return data({ result: submission.reply(), sent: false }, { status: 400 })
  const verdict = await limitAccountAction('reset', clientAddress(context), submission.value.email)
  if (!verdict.ok) return data({ result: submission.reply({ formErrors: [tooManyAttempts(verdict.retryAfterSeconds)] }), sent: false }, { status: 429 })
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
  const [form, fields] = useForm({
    id: 'forgot',
    lastResult: navigation.state === 'idle' ? actionData?.result : undefined,
    constraint: getZodConstraint(EmailOnlySchema),
    shouldValidate: 'onBlur',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: EmailOnlySchema }),
  })

  return (
    <FormCard
      headingId="forgot-heading"
      title="Forgot your password?"
      lead="Enter the e-mail address of your account and we will send you a link to choose a new password."
    >
      {actionData?.sent ? (
        <FormMessage tone="success">If an account uses that address, a link to reset the password is on its way. The link works for one hour.</FormMessage>
      ) : (
        <Form method="post" {...getFormProps(form)} className="space-y-5">
          {form.errors?.length ? <FormMessage tone="error">{form.errors[0]}</FormMessage> : null}
          <InputField field={fields.email} label="Email" type="email" autoComplete="email" />
          <SubmitButton busy={navigation.state === 'submitting'} label="Send reset link" busyLabel="Sending..." />
        </Form>
      )}
      <p className="mt-5 text-center text-sm">
        <Link to="/auth" className="font-medium text-violet-700 underline underline-offset-2">
          Back to Sign In
        </Link>
      </p>
    </FormCard>
  )
}
