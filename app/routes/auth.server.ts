import { parseWithZod } from '@conform-to/zod/v4'
import type { SubmissionResult } from '@conform-to/react'
import { data } from 'react-router'
import type { ToastInput } from '../components/ui/toast'
import { getFixedT } from '../i18n/i18n.server'
import { localeForLanguage } from '../i18n/locale'
import { EmailOnlySchema, SignInSchema, signUpSchema } from '../schemas/account'
import { message } from '../schemas/messages'
import { AccountError, requestSignInLink, resendVerification, signUp, type AccountErrorCode } from '../services/accounts.server'
import { authenticateWithPassword, beginSession, requireAnonymous } from '../utils/auth.server'
import { serverPasswordRules } from '../utils/common-passwords.server'
import { requestText } from '../utils/form-text.server'
import { readForm } from '../utils/form.server'
import { clientAddress, limitAccountAction, tooManyAttemptsMessage, type AccountAction } from '../utils/rate-limit.server'
import { safeRedirect } from '../utils/redirect'
import { redirectWithToast } from '../utils/session.server'
import type { Route } from './+types/auth'

export async function loader({ request }: Route.LoaderArgs) {
  await requireAnonymous(request)
  const t = await getFixedT(request, 'auth')
  return { meta: { title: t('meta.title'), description: t('meta.description') } }
}

export type AuthActionResult = {
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

const reply = (body: AuthActionResult, status = 200) => data(body, { status })

async function limited(context: unknown, action: AccountAction, email: string | null) {
  const verdict = await limitAccountAction(action, clientAddress(context), email)
  return verdict.ok ? null : tooManyAttemptsMessage(verdict.retryAfterSeconds)
}

type IntentArgs = { request: Request; context: unknown; form: FormData; t: Awaited<ReturnType<typeof requestText>>['t'] }

async function signIn({ request, context, form, t }: IntentArgs) {
  const intent = 'sign-in'
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

async function signUpIntent({ context, form, t }: IntentArgs) {
  const intent = 'sign-up'
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

async function resend({ context, form, t }: IntentArgs) {
  const intent = 'resend'
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

async function signInLink({ context, form, t }: IntentArgs) {
  const intent = 'sign-in-link'
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

const INTENTS = { 'sign-in': signIn, 'sign-up': signUpIntent, resend, 'sign-in-link': signInLink }

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request)
  const intent = form.get('intent')
  const { t } = await requestText(request)
  if (typeof intent === 'string' && Object.hasOwn(INTENTS, intent)) return INTENTS[intent as keyof typeof INTENTS]({ request, context, form, t })
  return reply({ intent: 'sign-in', result: { status: 'error', error: { '': [message('account.unknownAuthForm')] } } }, 400)
}
