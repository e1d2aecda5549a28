import { parseWithZod } from '@conform-to/zod/v4'
import type { TFunction } from 'i18next'
import { data } from 'react-router'
import { isAstrologyInputError } from '../astrology'
import type { ToastInput } from '../components/ui/toast'
import { getFixedT, getLocale } from '../i18n/i18n.server'
import { latestToday } from '../schemas/birth-details'
import { type CrushErrorCode, type CrushField, parseCrushForm } from '../schemas/crush'
import { recordAction } from '../schemas/records'
import { analyseCrush, deleteCrushAnalysis, listCrushAnalyses } from '../services/crush.server'
import { today, userZone } from '../services/lucky.server'
import type { Profile } from '../services/profiles.server'
import { requireProfile } from '../services/profile-gate.server'
import { shareLinksFor } from '../services/sharing.server'
import { type requireUser } from '../utils/auth.server'
import { getEnv } from '../utils/env.server'
import { readForm } from '../utils/form.server'
import { redirectWithToast } from '../utils/session.server'
import type { Route } from './+types/crush-analyzer'

const PATH = '/crush-analyzer'

export async function loader({ request }: Route.LoaderArgs) {
  const { user, profile } = await requireProfile(request)
  const locale = await getLocale(request)
  const t = await getFixedT(locale, 'crush')
  // "Today" for the daily figure is the customer's day, as for readings and lucky elements (ADR 085).
  const day = today(userZone({ cookie: request.headers.get('Cookie'), profileZone: profile.place.timeZone }))
  const list = await listCrushAnalyses(user, day.date, locale)
  const shares = await shareLinksFor(
    user,
    'crush',
    list.map((item) => item.id),
    locale,
    getEnv().APP_URL,
  )
  return { meta: { title: t('metaTitle'), description: t('metaDescription') }, list, shares, maxDate: latestToday(), zone: day.tz }
}

/** Each field's error code, as the form shows it beside the field. */
export type Errors = Partial<Record<CrushField, CrushErrorCode | 'required'>>
/** What a refused analysis or delete answers: the errors, the toast, and the values to put back. */
export type ActionAnswer = { errors: Errors; toast: ToastInput; values: { crushName?: string; crushDate?: string } }

type Refuse = (errors: Errors, toast: ToastInput, status?: number) => ReturnType<typeof data<ActionAnswer>>
type User = Awaited<ReturnType<typeof requireUser>>

/** Two intents: `delete` a past analysis, or (the form's default) analyse a crush. */
export async function action({ request }: Route.ActionArgs) {
  const { user, profile } = await requireProfile(request)
  const t = await getFixedT(request, 'crush')
  const form = await readForm(request)
  const values = { crushName: String(form.get('crushName') ?? '').slice(0, 200), crushDate: String(form.get('crushDate') ?? '').slice(0, 20) }
  const refuse: Refuse = (errors, toast, status = 400) => data({ errors, toast, values } satisfies ActionAnswer, { status })
  if (form.get('intent') === 'delete') {
    const submission = parseWithZod(form, { schema: recordAction('delete') })
    if (submission.status !== 'success' || !(await deleteCrushAnalysis(user, submission.value.id)))
      return refuse({}, { title: t('errors.errorTitle'), description: t('errors.notFound'), variant: 'destructive' }, 404)
    return redirectWithToast(PATH, { title: t('deleted') })
  }
  return analyse(user, profile, form, t, refuse)
}

async function analyse(user: User, profile: Profile, form: FormData, t: TFunction<'crush'>, refuse: Refuse) {
  const parsed = parseCrushForm(form)
  if (!parsed.ok) {
    if (parsed.missing)
      return refuse(Object.fromEntries(parsed.empty.map((field) => [field, 'required'])), {
        title: t('errors.missingTitle'),
        description: t('errors.missingText'),
        variant: 'destructive',
      })
    const first = Object.values(parsed.errors)[0]
    return refuse(parsed.errors, { title: t('errors.errorTitle'), description: first ? t(`errors.${first}`) : undefined, variant: 'destructive' })
  }
  try {
    await analyseCrush(user, profile, parsed.value)
  } catch (error) {
    if (isAstrologyInputError(error))
      return refuse({ crushDate: 'dateInvalid' }, { title: t('errors.errorTitle'), description: t('errors.dateInvalid'), variant: 'destructive' })
    console.error('A crush analysis failed', error)
    return refuse({}, { title: t('errors.errorTitle'), description: t('errors.failed'), variant: 'destructive' }, 503)
  }
  return redirectWithToast(PATH, { title: t('complete') })
}
