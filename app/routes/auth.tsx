import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { useEffect, useState } from 'react'
import { Trans, useTranslation } from 'react-i18next'
import { data, Form, Link, useActionData, useNavigation, useSearchParams } from 'react-router'
import { LanguageSelect } from '../components/language-select'
import { InputField, useMessageText } from '../components/ui/field'
import { FormCard, FormMessage, SubmitButton, useIntentBusy } from '../components/ui/form-parts'
import { Tabs } from '../components/ui/tabs'
import { useToast, type ToastInput } from '../components/ui/toast'
import { EmailOnlySchema, PASSWORD_MIN, SignInSchema, signUpSchema } from '../schemas/account'
import { localeForLanguage } from '../i18n/locale'
import { message } from '../schemas/messages'
import { serverPasswordRules } from '../utils/common-passwords.server'
import { AccountError, requestSignInLink, resendVerification, signUp, type AccountErrorCode } from '../services/accounts.server'
import { getFixedT } from '../i18n/i18n.server'
import { authenticateWithPassword, beginSession, requireAnonymous } from '../utils/auth.server'
import { requestText } from '../utils/form-text.server'
import { readForm } from '../utils/form.server'
import { pageMeta } from '../utils/meta'
import { clientAddress, limitAccountAction, tooManyAttemptsMessage, type AccountAction } from '../utils/rate-limit.server'
import { safeRedirect } from '../utils/redirect'
import { redirectWithToast } from '../utils/session.server'
import type { Route } from './+types/auth'

/** Paints first, then fetches its client bundle (ADR 150): a phone on a slow link sees the page before the scripts arrive. */
export const handle = { hydrate: 'after-paint' } as const

type Tab = 'sign-in' | 'sign-up'

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? pageMeta(loaderData.meta.title, loaderData.meta.description) : [])

/** The browser checks what it can; the list of common passwords is the server's (ADR 037). */
const BrowserSignUpSchema = signUpSchema()

export async function loader({ request }: Route.LoaderArgs) {
  await requireAnonymous(request)
  const t = await getFixedT(request, 'auth')
  return { meta: { title: t('meta.title'), description: t('meta.description') } }
}

type ActionResult = {
  intent: 'sign-in' | 'sign-up' | 'resend' | 'sign-in-link'
  result: SubmissionResult<string[]>
  toast?: ToastInput
  /** A refused attempt's heading (the spec's "Error signing in"), said once, inline above the reason (ADR 138). */
  failure?: string
  /** Sign-in refused for an unverified address: offer to send the link again. */
  unverifiedEmail?: string
  /** Password sign-in held back for this address (ADR 166): offer a one-time sign-in link by e-mail. */
  linkEmail?: string
  linkSent?: boolean
  /** Sign-up done: the address the verification link went to. */
  createdEmail?: string
  /** Why the account action failed, for the form to offer the next step (say, sign in instead). */
  errorCode?: AccountErrorCode
  resent?: boolean
}

const reply = (body: ActionResult, status = 200) => data(body, { status })

async function limited(context: unknown, action: AccountAction, email: string | null) {
  const verdict = await limitAccountAction(action, clientAddress(context), email)
  return verdict.ok ? null : tooManyAttemptsMessage(verdict.retryAfterSeconds)
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request)
  const intent = form.get('intent')
  const { t } = await requestText(request)

  if (intent === 'sign-in') {
    const submission = parseWithZod(form, { schema: SignInSchema })
    if (submission.status !== 'success') return reply({ intent, result: submission.reply({ hideFields: ['password'] }) }, 400)
    const wait = await limited(context, 'sign-in', submission.value.email)
    if (wait)
      return reply(
        {
          intent,
          result: submission.reply({ formErrors: [wait], hideFields: ['password'] }),
          failure: t('signInError'),
        },
        429,
      )
    try {
      const account = await authenticateWithPassword(request, clientAddress(context))
      const cookie = await beginSession(request, account)
      // The next page is in the account's language (ADR 056), so the greeting is too.
      const { t: greeting } = await requestText(localeForLanguage(account.preferredLanguage))
      return redirectWithToast(safeRedirect(submission.value.redirectTo), { title: greeting('welcomeBack') }, [cookie])
    } catch (error) {
      if (!(error instanceof AccountError)) throw error
      return reply(
        {
          intent,
          result: submission.reply({ formErrors: [error.message], hideFields: ['password'] }),
          failure: t('signInError'),
          unverifiedEmail: error.code === 'unverified' ? submission.value.email : undefined,
          linkEmail: error.code === 'locked' ? submission.value.email : undefined,
          errorCode: error.code,
        },
        error.status,
      )
    }
  }

  if (intent === 'sign-up') {
    const submission = parseWithZod(form, { schema: signUpSchema(serverPasswordRules) })
    if (submission.status !== 'success') return reply({ intent, result: submission.reply({ hideFields: ['password'] }) }, 400)
    const wait = await limited(context, 'sign-up', submission.value.email)
    if (wait)
      return reply(
        {
          intent,
          result: submission.reply({ formErrors: [wait], hideFields: ['password'] }),
          failure: t('signUpError'),
        },
        429,
      )
    try {
      await signUp(submission.value)
    } catch (error) {
      if (!(error instanceof AccountError)) throw error
      return reply(
        {
          intent,
          result: submission.reply({ formErrors: [error.message], hideFields: ['password'] }),
          failure: t('signUpError'),
          errorCode: error.code,
        },
        error.status,
      )
    }
    return reply({
      intent,
      result: submission.reply({ resetForm: true }),
      toast: { title: t('accountCreated.title'), description: t('accountCreated.text') },
      createdEmail: submission.value.email,
    })
  }

  if (intent === 'resend') {
    const submission = parseWithZod(form, { schema: EmailOnlySchema })
    if (submission.status !== 'success') return reply({ intent, result: submission.reply() }, 400)
    // Every answer carries the address back, so the link can be asked for once more from the same form.
    const unverifiedEmail = submission.value.email
    const wait = await limited(context, 'resend', unverifiedEmail)
    if (wait)
      return reply(
        {
          intent,
          unverifiedEmail,
          result: submission.reply({ formErrors: [wait] }),
          failure: t('error'),
        },
        429,
      )
    try {
      await resendVerification(unverifiedEmail)
    } catch (error) {
      if (!(error instanceof AccountError)) throw error
      return reply({ intent, unverifiedEmail, result: submission.reply({ formErrors: [error.message] }), errorCode: error.code }, error.status)
    }
    return reply({
      intent,
      unverifiedEmail,
      result: submission.reply(),
      resent: true,
      toast: { title: t('verificationSent.title'), description: t('verificationSent.text') },
    })
  }

  if (intent === 'sign-in-link') {
    const submission = parseWithZod(form, { schema: EmailOnlySchema })
    if (submission.status !== 'success') return reply({ intent, result: submission.reply() }, 400)
    const linkEmail = submission.value.email
    const wait = await limited(context, 'sign-in-link', linkEmail)
    if (wait) return reply({ intent, linkEmail, result: submission.reply({ formErrors: [wait] }), failure: t('error') }, 429)
    try {
      await requestSignInLink(linkEmail)
    } catch (error) {
      if (!(error instanceof AccountError)) throw error
      return reply({ intent, linkEmail, result: submission.reply({ formErrors: [error.message] }), errorCode: error.code }, error.status)
    }
    // The same answer whether or not the address has an account.
    return reply({ intent, linkEmail, result: submission.reply(), linkSent: true })
  }

  return reply({ intent: 'sign-in', result: { status: 'error', error: { '': [message('account.unknownAuthForm')] } } }, 400)
}

export default function Auth() {
  const actionData = useActionData<typeof action>()
  const [searchParams] = useSearchParams()
  const redirectTo = searchParams.get('redirectTo') ?? ''
  const [tab, setTab] = useState<Tab>(searchParams.get('tab') === 'sign-up' || actionData?.intent === 'sign-up' ? 'sign-up' : 'sign-in')
  const { toast } = useToast()
  const { t } = useTranslation('auth')

  useEffect(() => {
    if (actionData?.toast) toast(actionData.toast)
  }, [actionData, toast])

  return (
    <FormCard headingId="auth-heading" title={t('heading')} lead={t('lead')}>
      <Tabs<Tab>
        label={t('tabs.label')}
        idPrefix="auth"
        initial="sign-in"
        selected={tab}
        onSelect={setTab}
        items={[
          {
            id: 'sign-in',
            label: t('tabs.signIn'),
            panel: <SignInForm redirectTo={redirectTo} actionData={actionData?.intent !== 'sign-up' ? actionData : undefined} />,
          },
          {
            id: 'sign-up',
            label: t('tabs.signUp'),
            panel: (
              <SignUpForm
                redirectTo={redirectTo}
                actionData={actionData?.intent === 'sign-up' ? actionData : undefined}
                onSignIn={() => setTab('sign-in')}
              />
            ),
          },
        ]}
      />
    </FormCard>
  )
}

function SignInForm({ redirectTo, actionData }: { redirectTo: string; actionData?: ActionResult }) {
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
        <ResendForm email={actionData.unverifiedEmail ?? ''} actionData={actionData} />
      ) : null}
      {actionData?.linkEmail ? <SignInLinkForm email={actionData.linkEmail} actionData={actionData} /> : null}
    </div>
  )
}

/** Offered when password sign-in is held back for the account: a one-time link by e-mail gets the owner in (ADR 166). */
function SignInLinkForm({ email, actionData }: { email: string; actionData: ActionResult }) {
  const { t } = useTranslation('auth')
  const read = useMessageText()
  const busy = useIntentBusy('sign-in-link')
  const asked = actionData.intent === 'sign-in-link'
  const error = asked ? (actionData.result.error?.['']?.[0] ?? actionData.result.error?.email?.[0]) : undefined
  return (
    <Form method="post" className="rounded-xl border border-violet-200 bg-violet-50 p-4 text-sm text-night-800">
      <input type="hidden" name="intent" value="sign-in-link" />
      <input type="hidden" name="email" value={email} />
      <p>{t('signInLink.text')}</p>
      {asked && actionData.linkSent ? (
        <p role="status" className="mt-2 font-medium text-green-800">
          {t('signInLink.sent')}
        </p>
      ) : null}
      {error ? (
        <div role="alert" className="mt-2 font-medium text-red-800">
          <Failure title={actionData.failure} reason={read(error)} />
        </div>
      ) : null}
      <button
        type="submit"
        disabled={busy}
        className="mt-3 rounded-lg bg-night-800 px-4 py-2 font-semibold text-white hover:bg-night-700 disabled:opacity-70"
      >
        {busy ? t('signInLink.busy') : t('signInLink.submit')}
      </button>
    </Form>
  )
}

function ResendForm({ email, actionData }: { email: string; actionData?: ActionResult }) {
  const { t } = useTranslation('auth')
  const read = useMessageText()
  const busy = useIntentBusy('resend')
  const sent = actionData?.intent === 'resend' && actionData.resent
  const error = actionData?.intent === 'resend' ? (actionData.result.error?.['']?.[0] ?? actionData.result.error?.email?.[0]) : undefined
  return (
    <Form method="post" className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950">
      <input type="hidden" name="intent" value="resend" />
      <input type="hidden" name="email" value={email} />
      <p>{t('resend.text')}</p>
      {sent ? (
        <p role="status" className="mt-2 font-medium text-green-800">
          {t('resend.sent')}
        </p>
      ) : null}
      {error ? (
        <div role="alert" className="mt-2 font-medium text-red-800">
          <Failure title={actionData?.failure} reason={read(error)} />
        </div>
      ) : null}
      <button
        type="submit"
        disabled={busy}
        className="mt-3 rounded-lg bg-night-800 px-4 py-2 font-semibold text-white hover:bg-night-700 disabled:opacity-70"
      >
        {busy ? t('resend.busy') : t('resend.submit')}
      </button>
    </Form>
  )
}

function SignUpForm({ redirectTo, actionData, onSignIn }: { redirectTo: string; actionData?: ActionResult; onSignIn: () => void }) {
  const { t, i18n } = useTranslation('auth')
  const read = useMessageText()
  const busy = useIntentBusy('sign-up')
  const navigation = useNavigation()
  const [form, fields] = useForm({
    id: 'sign-up',
    lastResult: navigation.state === 'idle' && actionData?.intent === 'sign-up' ? actionData.result : undefined,
    constraint: getZodConstraint(BrowserSignUpSchema),
    // A visitor reading the site in Hindi most likely wants Hindi: the choice starts at the page's language.
    defaultValue: { preferredLanguage: i18n.language },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: BrowserSignUpSchema }),
  })

  if (actionData?.createdEmail) {
    return (
      <div className="space-y-4">
        <FormMessage tone="success">
          <p className="font-semibold">{t('signUp.createdTitle')}</p>
          <p className="mt-1">
            <Trans t={t} i18nKey="signUp.createdText" values={{ email: actionData.createdEmail }} components={{ strong: <strong /> }} />
          </p>
        </FormMessage>
        <button
          type="button"
          onClick={onSignIn}
          className="w-full rounded-xl border border-night-800 px-6 py-3 font-semibold text-night-800 hover:bg-violet-50"
        >
          {t('signUp.goToSignIn')}
        </button>
      </div>
    )
  }

  return (
    <Form method="post" {...getFormProps(form)} className="space-y-5">
      <input type="hidden" name="intent" value="sign-up" />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {form.errors?.length ? (
        <FormMessage tone="error">
          <Failure title={actionData?.failure} reason={read(form.errors[0]!)} />
          {actionData?.errorCode === 'email-taken' ? (
            <>
              {' '}
              <button type="button" onClick={onSignIn} className="font-semibold underline underline-offset-2">
                {t('signUp.signInInstead')}
              </button>
            </>
          ) : null}
        </FormMessage>
      ) : null}
      <InputField field={fields.fullName} label={t('fields.fullName')} autoComplete="name" />
      <InputField field={fields.email} label={t('fields.email')} type="email" autoComplete="email" />
      <LanguageSelect field={fields.preferredLanguage} />
      <InputField field={fields.password} label={t('fields.password')} type="password" autoComplete="new-password" />
      <p className="-mt-3 text-xs text-slate-500">{t('passwordHint', { count: PASSWORD_MIN })}</p>
      <SubmitButton busy={busy} label={t('signUp.submit')} busyLabel={t('signUp.busy')} />
    </Form>
  )
}

/** A refused attempt, said once: the spec's heading for it, if the server gave one, then the reason. */
function Failure({ title, reason }: { title?: string; reason: string }) {
  if (!title) return <>{reason}</>
  return (
    <>
      <span className="block font-semibold">{title}</span> {reason}
    </>
  )
}
