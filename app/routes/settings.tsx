import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { data, Form, Link, useActionData, useNavigation, useSearchParams } from 'react-router'
import { LanguageSelect } from '../components/language-select'
import { AccountPayments } from '../components/payments/account-payments'
import { InputField, useMessageText } from '../components/ui/field'
import { FormMessage, SubmitButton, useIntentBusy } from '../components/ui/form-parts'
import { useToast, type ToastInput } from '../components/ui/toast'
import { changePasswordSchema, DELETE_CONFIRMATION, DeleteAccountSchema, LanguageSchema, PASSWORD_MIN, RevokeSessionSchema } from '../schemas/account'
import { localeForLanguage } from '../i18n/locale'
import { isTranslatedLanguage } from '../schemas/languages'
import { message } from '../schemas/messages'
import { getFixedT } from '../i18n/i18n.server'
import { useLocale } from '../i18n/use-locale'
import { requestText } from '../utils/form-text.server'
import { AccountError, changeLanguage, changePassword, deleteAccount } from '../services/accounts.server'
import { listSessions, revokeAllSessions, revokeSession } from '../services/sessions.server'
import { getAccess } from '../services/access.server'
import { listOrders } from '../services/payments.server'
import { beginSession, requireUser } from '../utils/auth.server'
import { describeDevice } from '../utils/device'
import { readForm } from '../utils/form.server'
import { longDate } from '../utils/dates'
import { pageMeta } from '../utils/meta'
import { clearDraft } from '../utils/profile-draft'
import { serverPasswordRules } from '../utils/common-passwords.server'
import { clearSessionCookie, redirectWithToast } from '../utils/session.server'
import type { Route } from './+types/settings'

/** The browser checks what it can; the list of common passwords is the server's (ADR 037). */
const BrowserChangePasswordSchema = changePasswordSchema()

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? pageMeta(loaderData.meta.title, loaderData.meta.description) : [])

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request)
  const t = await getFixedT(request, 'settings')
  const sessions = (await listSessions(user)).map((session) => ({ ...session, device: describeDevice(session.userAgent, t) }))
  const [access, orders] = await Promise.all([getAccess(user.id), listOrders(user)])
  return {
    email: user.email,
    preferredLanguage: user.preferredLanguage,
    sessions,
    access,
    orders: orders.map((order) => ({ ...order, id: String(order.id) })),
    meta: { title: t('meta.title'), description: t('meta.description') },
  }
}

type Intent = 'language' | 'password' | 'delete' | 'revoke' | 'sign-out-everywhere'
type ActionResult = { intent: Intent; result: SubmissionResult<string[]>; toast?: ToastInput }

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request)
  // A body that is not a form (JSON, plain text) is the client's mistake: 400, not 500.
  const form = await readForm(request)
  const intent = form.get('intent')
  const reply = (body: ActionResult, init?: ResponseInit) => data(body, init)
  const { t } = await requestText(request)

  if (intent === 'language') {
    const submission = parseWithZod(form, { schema: LanguageSchema })
    if (submission.status !== 'success') return reply({ intent, result: submission.reply() }, { status: 400 })
    const language = submission.value.preferredLanguage
    await changeLanguage(user, language)
    // The account's language now decides the site's (ADR 056): the page is loaded again in it, and says so in it,
    // or says plainly that the site is not yet in the language chosen.
    const next = localeForLanguage(language)
    const [toasts, names] = await Promise.all([getFixedT(next, 'toasts'), getFixedT(next, 'settings')])
    const name = names(`languageNames.${language}`)
    const description = isTranslatedLanguage(language)
      ? toasts('languageSaved.translated', { language: name })
      : toasts('languageSaved.untranslated', { language: name })
    return redirectWithToast('/settings', { title: toasts('languageSaved.title'), description })
  }

  if (intent === 'password') {
    const submission = parseWithZod(form, { schema: changePasswordSchema(serverPasswordRules) })
    const hidden = { hideFields: ['currentPassword', 'newPassword', 'confirmPassword'] }
    if (submission.status !== 'success') return reply({ intent, result: submission.reply(hidden) }, { status: 400 })
    try {
      const account = await changePassword(user, submission.value.currentPassword, submission.value.newPassword)
      // Every session has ended, API tokens included; this browser carries on in a new one.
      const cookie = await beginSession(request, account)
      return reply(
        {
          intent,
          result: submission.reply({ resetForm: true }),
          toast: { title: t('passwordChanged.title'), description: t('passwordChanged.text') },
        },
        { headers: { 'Set-Cookie': cookie } },
      )
    } catch (error) {
      if (!(error instanceof AccountError)) throw error
      return reply(
        {
          intent,
          result: submission.reply({
            ...hidden,
            fieldErrors: error.code === 'wrong-password' ? { currentPassword: [error.message] } : undefined,
            formErrors: error.code === 'wrong-password' ? undefined : [error.message],
          }),
        },
        { status: error.status },
      )
    }
  }

  if (intent === 'delete') {
    const submission = parseWithZod(form, { schema: DeleteAccountSchema })
    const hidden = { hideFields: ['password'] }
    if (submission.status !== 'success') return reply({ intent, result: submission.reply(hidden) }, { status: 400 })
    try {
      await deleteAccount(user, submission.value.password)
    } catch (error) {
      if (!(error instanceof AccountError)) throw error
      const onPassword = error.code === 'wrong-password'
      return reply(
        {
          intent,
          result: submission.reply({
            ...hidden,
            fieldErrors: onPassword ? { password: [error.message] } : undefined,
            formErrors: onPassword ? undefined : [error.message],
          }),
        },
        { status: error.status },
      )
    }
    // The account's sessions went with it; the cookie naming one is forgotten too.
    return redirectWithToast('/auth', { title: t('accountDeleted.title'), description: t('accountDeleted.text') }, [await clearSessionCookie(request)])
  }

  if (intent === 'revoke') {
    const submission = parseWithZod(form, { schema: RevokeSessionSchema })
    if (submission.status !== 'success') return reply({ intent, result: submission.reply() }, { status: 400 })
    const ended = await revokeSession(user, submission.value.session)
    if (!ended) return reply({ intent, result: submission.reply({ formErrors: [message('account.sessionEnded')] }) }, { status: 404 })
    if (submission.value.session === String(user.sessionId)) {
      return redirectWithToast('/', { title: t('signedOut.title'), description: t('signedOut.thisDevice') }, [await clearSessionCookie(request)])
    }
    return reply({ intent, result: submission.reply(), toast: { title: t('signedOut.title'), description: t('signedOut.otherDevice') } })
  }

  if (intent === 'sign-out-everywhere') {
    await revokeAllSessions(user.id)
    return redirectWithToast('/', { title: t('signedOutEverywhere.title'), description: t('signedOutEverywhere.text') }, [
      await clearSessionCookie(request),
    ])
  }

  return reply({ intent: 'language', result: { status: 'error', error: { '': [message('account.unknownForm')] } } }, { status: 400 })
}

const sectionClass = 'rounded-2xl border border-violet-100 bg-white p-6 shadow-sm'
const headingClass = 'text-xl font-semibold text-night-900'

export default function Settings({ loaderData }: Route.ComponentProps) {
  const actionData = useActionData<typeof action>()
  const { toast } = useToast()
  useEffect(() => {
    if (actionData?.toast) toast(actionData.toast)
  }, [actionData, toast])
  const resultFor = (intent: Intent) => (actionData?.intent === intent ? actionData.result : undefined)
  const { t } = useTranslation('settings')
  const locale = useLocale()

  return (
    <div className="mx-auto max-w-2xl space-y-8 px-4 py-10">
      <div>
        <Link to="/dashboard" className="text-sm font-medium text-violet-700 underline underline-offset-2">
          {t('back')}
        </Link>
        <h1 className="mt-3 font-[family-name:var(--font-display)] text-4xl font-semibold text-night-900">{t('heading')}</h1>
        <p className="mt-1 text-slate-600">{t('signedInAs', { email: loaderData.email })}</p>
      </div>
      <LanguageForm preferredLanguage={loaderData.preferredLanguage} lastResult={resultFor('language')} />
      <PasswordForm lastResult={resultFor('password')} />
      <SessionsSection sessions={loaderData.sessions} lastResult={resultFor('revoke')} />
      <AccountPayments access={loaderData.access} orders={loaderData.orders} locale={locale} className={sectionClass} />
      <section aria-labelledby="data-heading" className={sectionClass}>
        <h2 id="data-heading" className={headingClass}>
          {t('data.heading')}
        </h2>
        <p className="mt-2 text-sm text-slate-600">{t('data.text')}</p>
        <a
          href="/settings/export"
          download
          className="mt-4 inline-block rounded-xl border border-night-800 px-5 py-2.5 font-semibold text-night-800 hover:bg-violet-50"
        >
          {t('data.download')}
        </a>
      </section>
      <DeleteForm lastResult={resultFor('delete')} />
    </div>
  )
}

function LanguageForm({ preferredLanguage, lastResult }: { preferredLanguage: string; lastResult?: SubmissionResult<string[]> }) {
  const navigation = useNavigation()
  const busy = useIntentBusy('language')
  const { t } = useTranslation('settings')
  const [form, fields] = useForm({
    id: 'language',
    lastResult: navigation.state === 'idle' ? lastResult : undefined,
    defaultValue: { preferredLanguage },
    constraint: getZodConstraint(LanguageSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: LanguageSchema }),
  })
  return (
    <section aria-labelledby="language-heading" className={sectionClass}>
      <h2 id="language-heading" className={headingClass}>
        {t('language.heading')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('language.hint')}</p>
      <Form method="post" {...getFormProps(form)} className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-end">
        <input type="hidden" name="intent" value="language" />
        <div className="flex-1">
          <LanguageSelect field={fields.preferredLanguage} />
        </div>
        <SubmitButton busy={busy} label={t('language.submit')} busyLabel={t('language.busy')} className="sm:w-auto" />
      </Form>
    </section>
  )
}

function PasswordForm({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
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

type SessionRow = Route.ComponentProps['loaderData']['sessions'][number]

/** "Where you're signed in": each signed-in browser, with Sign out for one and for all (issue 10, hole 4). */
function SessionsSection({ sessions, lastResult }: { sessions: SessionRow[]; lastResult?: SubmissionResult<string[]> }) {
  const busy = useIntentBusy('revoke')
  const everywhereBusy = useIntentBusy('sign-out-everywhere')
  const error = lastResult?.error?.['']?.[0]
  const { t } = useTranslation('settings')
  const locale = useLocale()
  const read = useMessageText()
  const date = (value: string) => longDate(value, locale)
  return (
    <section aria-labelledby="sessions-heading" className={sectionClass}>
      <h2 id="sessions-heading" className={headingClass}>
        {t('sessions.heading')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('sessions.lead')}</p>
      {error ? <FormMessage tone="error">{read(error)}</FormMessage> : null}
      <ul className="mt-4 divide-y divide-violet-100" aria-label={t('sessions.listLabel')}>
        {sessions.map((session) => (
          <li key={session.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
            <div className="text-sm">
              <p className="font-medium text-night-900">
                {session.device}
                {session.current ? (
                  <span className="ml-2 rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">{t('sessions.thisDevice')}</span>
                ) : null}
              </p>
              <p className="text-slate-600">{t('sessions.times', { signedIn: date(session.createdAt), lastSeen: date(session.lastSeenAt) })}</p>
            </div>
            <Form method="post">
              <input type="hidden" name="intent" value="revoke" />
              <input type="hidden" name="session" value={String(session.id)} />
              <button
                type="submit"
                disabled={busy}
                aria-label={t(session.current ? 'sessions.signOutThisLabel' : 'sessions.signOutLabel', {
                  device: session.device,
                  signedIn: date(session.createdAt),
                })}
                className="rounded-lg border border-slate-400 px-3 py-1.5 text-sm font-semibold text-slate-700 hover:bg-violet-50 disabled:opacity-70"
              >
                {t('sessions.signOut')}
              </button>
            </Form>
          </li>
        ))}
      </ul>
      <Form method="post" className="mt-4">
        <input type="hidden" name="intent" value="sign-out-everywhere" />
        <button
          type="submit"
          disabled={everywhereBusy}
          className="rounded-xl border border-night-800 px-5 py-2.5 font-semibold text-night-800 hover:bg-violet-50 disabled:opacity-70"
        >
          {t('sessions.signOutEverywhere')}
        </button>
      </Form>
    </section>
  )
}

/** `?delete=confirm`: the confirmation step, asked for by "Delete my account…" when JavaScript is off. */
const CONFIRM_PARAM = 'delete'

function DeleteForm({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const navigation = useNavigation()
  const busy = useIntentBusy('delete')
  const { t } = useTranslation('settings')
  const read = useMessageText()
  const [searchParams] = useSearchParams()
  const [confirming, setConfirming] = useState(Boolean(lastResult) || searchParams.get(CONFIRM_PARAM) === 'confirm')
  // After Cancel, focus goes back to the button that opened the step rather than to the top of the page.
  const returnFocus = useRef(false)
  const [form, fields] = useForm({
    id: 'delete',
    lastResult: navigation.state === 'idle' ? lastResult : undefined,
    constraint: getZodConstraint(DeleteAccountSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: DeleteAccountSchema }),
    // The account goes, and with it any profile draft left in this browser (it holds birth details).
    onSubmit: () => clearDraft(),
  })
  // Without JavaScript the two buttons below submit these GET forms: the server renders the step open or closed. With
  // it, they open and close the step in place. Opening needs no #fragment: the browser skips autofocus when it has one.
  return (
    <section aria-labelledby="delete-heading" className="rounded-2xl border border-red-200 bg-red-50/50 p-6">
      <h2 id="delete-heading" className="text-xl font-semibold text-red-900">
        {t('delete.heading')}
      </h2>
      <p className="mt-2 text-sm text-slate-700">{t('delete.text')}</p>
      {confirming ? (
        <>
          <Form method="post" {...getFormProps(form)} className="mt-4 space-y-4">
            <input type="hidden" name="intent" value="delete" />
            {form.errors?.length ? <FormMessage tone="error">{read(form.errors[0]!)}</FormMessage> : null}
            <InputField
              field={fields.confirm}
              label={t('delete.confirmLabel', { word: DELETE_CONFIRMATION })}
              // eslint-disable-next-line jsx-a11y/no-autofocus -- opened on request, so the field the step is about takes the focus (keyboard and screen-reader users land in it)
              autoFocus
              autoComplete="off"
            />
            <InputField field={fields.password} label={t('delete.password')} type="password" autoComplete="current-password" />
            <div className="flex flex-col gap-3 sm:flex-row">
              <button
                type="submit"
                disabled={busy}
                className="rounded-xl bg-red-700 px-5 py-2.5 font-semibold text-white hover:bg-red-800 disabled:opacity-70"
              >
                {t('delete.submit')}
              </button>
              <button
                type="submit"
                form="delete-cancel"
                onClick={(event) => {
                  event.preventDefault()
                  returnFocus.current = true
                  setConfirming(false)
                }}
                className="rounded-xl border border-slate-400 px-5 py-2.5 font-semibold text-slate-700 hover:bg-white"
              >
                {t('delete.cancel')}
              </button>
            </div>
          </Form>
          <form id="delete-cancel" method="get" action="/settings#delete-heading" hidden />
        </>
      ) : (
        <form method="get" action="/settings">
          <button
            type="submit"
            name={CONFIRM_PARAM}
            value="confirm"
            ref={(button) => {
              if (button && returnFocus.current) {
                returnFocus.current = false
                button.focus()
              }
            }}
            onClick={(event) => {
              event.preventDefault()
              setConfirming(true)
            }}
            className="mt-4 rounded-xl border border-red-700 px-5 py-2.5 font-semibold text-red-800 hover:bg-white"
          >
            {t('delete.open')}
          </button>
        </form>
      )}
    </section>
  )
}
