import type { Submission, SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data } from 'react-router'
import type { ToastInput } from '../components/ui/toast'
import { getFixedT } from '../i18n/i18n.server'
import { localeForLanguage } from '../i18n/locale'
import { changePasswordSchema, DeleteAccountSchema, LanguageSchema, RevokeSessionSchema } from '../schemas/account'
import { nudgeClock } from '../domain/daily-nudge'
import { DailyNudgeSchema, PushDeviceSchema, ReminderChoiceSchema, RemovePushDeviceSchema } from '../schemas/daily-nudge'
import { isTranslatedLanguage } from '../schemas/languages'
import { message } from '../schemas/messages'
import { getAccess } from '../services/access.server'
import { AccountError, changeLanguage, changePassword, deleteAccount, type SessionUser } from '../services/accounts.server'
import {
  addPushDevice,
  getNudgeChoice,
  getReminderChannel,
  listPushDevices,
  PushDeviceError,
  removePushDevice,
  saveNudgeChoice,
  saveReminderChannel,
} from '../services/daily-nudge.server'
import { MAX_PUSH_DEVICES, vapidPublicKey } from '../services/push.server'
import { birthplaceFeed } from '../services/festivals.server'
import { userZone } from '../services/lucky.server'
import { getProfile } from '../services/profiles.server'
import { listOrders } from '../services/payments.server'
import { listSessions, revokeAllSessions, revokeSession } from '../services/sessions.server'
import { beginSession, requireUser } from '../utils/auth.server'
import { serverPasswordRules } from '../utils/common-passwords.server'
import { describeDevice } from '../utils/device'
import { requestText } from '../utils/form-text.server'
import { readForm } from '../utils/form.server'
import { clearSessionCookie, redirectWithToast } from '../utils/session.server'
import type { Route } from './+types/settings'

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request)
  const t = await getFixedT(request, 'settings')
  const sessions = (await listSessions(user)).map((session) => ({ ...session, device: describeDevice(session.userAgent, t) }))
  const [access, orders, festivalFeed, dailyMail, pushDevices, reminders] = await Promise.all([
    getAccess(user.id),
    listOrders(user),
    birthplaceFeed(user),
    nudgeChoiceOf(request, user),
    listPushDevices(user),
    getReminderChannel(user),
  ])
  return {
    email: user.email,
    preferredLanguage: user.preferredLanguage,
    sessions,
    access,
    orders: orders.map((order) => ({ ...order, id: String(order.id) })),
    festivalFeed,
    dailyMail,
    reminders,
    // No key, no notifications: the section is left out (ADR 249).
    push: vapidPublicKey() ? { publicKey: vapidPublicKey() as string, devices: pushDevices } : null,
    meta: { title: t('meta.title'), description: t('meta.description') },
  }
}

/** The customer's clock, as the site reads it everywhere (ADR 085): the browser's zone, else the birthplace's. */
async function customerZone(request: Request, user: SessionUser) {
  const profile = await getProfile(user).catch(() => null)
  return userZone({ cookie: request.headers.get('Cookie'), profileZone: profile?.place.timeZone ?? null })
}

/** The daily reading by e-mail as Settings shows it (ADR 216): the stored choice, or off at 07:00 on the customer's clock. */
async function nudgeChoiceOf(request: Request, user: SessionUser) {
  return getNudgeChoice(user, await customerZone(request, user))
}

export type SettingsIntent = 'language' | 'password' | 'delete' | 'revoke' | 'sign-out-everywhere' | 'daily-mail' | 'reminders' | 'push-on' | 'push-remove'
type ActionResult = { intent: SettingsIntent; result: SubmissionResult<string[]>; toast?: ToastInput }
type IntentArgs = { request: Request; form: FormData; user: SessionUser; t: Awaited<ReturnType<typeof requestText>>['t'] }

const reply = (body: ActionResult, init?: ResponseInit) => data(body, init)

async function language({ form, user }: IntentArgs) {
  const submission = parseWithZod(form, { schema: LanguageSchema })
  if (submission.status !== 'success') return reply({ intent: 'language', result: submission.reply() }, { status: 400 })
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

/** The account refused: a wrong password is said beside its field, anything else above the form. */
function refusedByAccount(
  intent: SettingsIntent,
  submission: { reply: (options: Parameters<Submission<unknown>['reply']>[0]) => SubmissionResult<string[]> },
  error: unknown,
  passwordField: string,
  hideFields: string[],
) {
  if (!(error instanceof AccountError)) throw error
  const onPassword = error.code === 'wrong-password'
  const result = submission.reply({
    hideFields,
    fieldErrors: onPassword ? { [passwordField]: [error.message] } : undefined,
    formErrors: onPassword ? undefined : [error.message],
  })
  return reply({ intent, result }, { status: error.status })
}

async function password({ request, form, user, t }: IntentArgs) {
  const intent = 'password'
  const submission = parseWithZod(form, { schema: changePasswordSchema(serverPasswordRules) })
  const hidden = { hideFields: ['currentPassword', 'newPassword', 'confirmPassword'] }
  if (submission.status !== 'success') return reply({ intent, result: submission.reply(hidden) }, { status: 400 })
  try {
    const account = await changePassword(user, submission.value.currentPassword, submission.value.newPassword)
    // Every session has ended, API tokens included; this browser carries on in a new one. A redirect, so the page
    // drawn next is asked for with the new cookie: drawn in answer to the post itself, as a browser without scripts
    // gets it, its loader would read the old one, which the change has just ended, and send the customer to sign-in.
    const cookie = await beginSession(request, account)
    return redirectWithToast('/settings', { title: t('passwordChanged.title'), description: t('passwordChanged.text') }, [cookie])
  } catch (error) {
    return refusedByAccount(intent, submission, error, 'currentPassword', hidden.hideFields)
  }
}

async function deleteIntent({ request, form, user, t }: IntentArgs) {
  const intent = 'delete'
  const submission = parseWithZod(form, { schema: DeleteAccountSchema })
  const hidden = { hideFields: ['password'] }
  if (submission.status !== 'success') return reply({ intent, result: submission.reply(hidden) }, { status: 400 })
  try {
    await deleteAccount(user, submission.value.password)
  } catch (error) {
    return refusedByAccount(intent, submission, error, 'password', hidden.hideFields)
  }
  // The account's sessions went with it; the cookie naming one is forgotten too.
  return redirectWithToast('/auth', { title: t('accountDeleted.title'), description: t('accountDeleted.text') }, [await clearSessionCookie(request)])
}

async function revoke({ request, form, user, t }: IntentArgs) {
  const intent = 'revoke'
  const submission = parseWithZod(form, { schema: RevokeSessionSchema })
  if (submission.status !== 'success') return reply({ intent, result: submission.reply() }, { status: 400 })
  const ended = await revokeSession(user, submission.value.session)
  if (!ended) return reply({ intent, result: submission.reply({ formErrors: [message('account.sessionEnded')] }) }, { status: 404 })
  if (submission.value.session === String(user.sessionId)) {
    return redirectWithToast('/', { title: t('signedOut.title'), description: t('signedOut.thisDevice') }, [await clearSessionCookie(request)])
  }
  return reply({ intent, result: submission.reply(), toast: { title: t('signedOut.title'), description: t('signedOut.otherDevice') } })
}

async function signOutEverywhere({ request, user, t }: IntentArgs) {
  await revokeAllSessions(user.id)
  return redirectWithToast('/', { title: t('signedOutEverywhere.title'), description: t('signedOutEverywhere.text') }, [await clearSessionCookie(request)])
}

async function dailyMail({ request, form, user }: IntentArgs) {
  const intent = 'daily-mail'
  const submission = parseWithZod(form, { schema: DailyNudgeSchema })
  if (submission.status !== 'success') return reply({ intent, result: submission.reply() }, { status: 400 })
  const { email, hour } = submission.value
  await saveNudgeChoice(user, { email, hour, timeZone: await customerZone(request, user) })
  const t = await getFixedT(request, 'nudge')
  return redirectWithToast('/settings', {
    title: t('settings.saved.title'),
    description: email ? t('settings.saved.on', { hour: nudgeClock(hour) }) : t('settings.saved.off'),
  })
}

/** How the consultation reminders come (ADR 267): by mail, as notifications, both or neither. */
async function reminders({ request, form, user }: IntentArgs) {
  const intent = 'reminders'
  const submission = parseWithZod(form, { schema: ReminderChoiceSchema })
  if (submission.status !== 'success') return reply({ intent, result: submission.reply() }, { status: 400 })
  const channel = submission.value.reminders
  await saveReminderChannel(user, channel, await customerZone(request, user))
  const t = await getFixedT(request, 'nudge')
  return redirectWithToast('/settings', { title: t('reminders.saved.title'), description: t(`reminders.saved.${channel}`) })
}

/** "Notify me on this device" (ADR 249): the island posts the browser's subscription once the customer allowed it. */
async function pushOn({ request, form, user }: IntentArgs) {
  const intent = 'push-on'
  const submission = parseWithZod(form, { schema: PushDeviceSchema })
  if (submission.status !== 'success') return reply({ intent, result: submission.reply() }, { status: 400 })
  if (!vapidPublicKey()) return reply({ intent, result: submission.reply({ formErrors: [message('nudge.subscription')] }) }, { status: 404 })
  const choice = await nudgeChoiceOf(request, user)
  try {
    const device = describeDevice(request.headers.get('User-Agent'), await getFixedT(request, 'settings'))
    await addPushDevice(user, submission.value, device, choice.timeZone)
  } catch (error) {
    if (!(error instanceof PushDeviceError)) throw error
    return reply({ intent, result: submission.reply({ formErrors: [message('nudge.tooManyDevices', { max: MAX_PUSH_DEVICES })] }) }, { status: 409 })
  }
  const words = await getFixedT(request, 'nudge')
  return redirectWithToast('/settings', { title: words('push.saved.title'), description: words('push.saved.text', { hour: nudgeClock(choice.hour) }) })
}

async function pushRemove({ request, form, user }: IntentArgs) {
  const intent = 'push-remove'
  const submission = parseWithZod(form, { schema: RemovePushDeviceSchema })
  if (submission.status !== 'success') return reply({ intent, result: submission.reply() }, { status: 400 })
  let device: string
  try {
    device = await removePushDevice(user, submission.value.device)
  } catch (error) {
    if (!(error instanceof PushDeviceError)) throw error
    return reply({ intent, result: submission.reply({ formErrors: [message('nudge.deviceGone')] }) }, { status: 404 })
  }
  const words = await getFixedT(request, 'nudge')
  return redirectWithToast('/settings', { title: words('push.removed.title'), description: words('push.removed.text', { device }) })
}

const INTENTS: Record<SettingsIntent, (args: IntentArgs) => Promise<ReturnType<typeof reply> | Response>> = {
  language,
  password,
  delete: deleteIntent,
  revoke,
  'sign-out-everywhere': signOutEverywhere,
  'daily-mail': dailyMail,
  reminders,
  'push-on': pushOn,
  'push-remove': pushRemove,
}

const isIntent = (value: unknown): value is SettingsIntent => typeof value === 'string' && Object.hasOwn(INTENTS, value)

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request)
  // A body that is not a form (JSON, plain text) is the client's mistake: 400, not 500.
  const form = await readForm(request)
  const intent = form.get('intent')
  const { t } = await requestText(request)
  if (isIntent(intent)) return INTENTS[intent]({ request, form, user, t })
  return reply({ intent: 'language', result: { status: 'error', error: { '': [message('account.unknownForm')] } } }, { status: 400 })
}
