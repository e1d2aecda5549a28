import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { data, Form, Link, useNavigation } from 'react-router'
import { isAstrologyInputError } from '../astrology'
import { Field, inputClass } from '../components/ui/field'
import { FlashToast, type ToastInput } from '../components/ui/toast'
import { getFixedT, getLocale } from '../i18n/i18n.server'
import { parseWithZod } from '@conform-to/zod/v4'
import { firstFieldError } from '../schemas/fields'
import { NUMEROLOGY_NAME_MAX, NumerologyNameSchema, SaveReportSchema, type NumerologyNameError } from '../schemas/numerology'
import { generateNumerologyReport, latestNumerologyReport, getNumerologyReport, saveNumerologyReport } from '../services/numerology.server'
import { userZone } from '../services/lucky.server'
import { getProfile } from '../services/profiles.server'
import { requireUser } from '../utils/auth.server'
import { readForm } from '../utils/form.server'
import { pageMeta } from '../utils/meta'
import { redirectWithToast } from '../utils/session.server'
import { shareLinkFor } from '../services/sharing.server'
import { getEnv } from '../utils/env.server'
import type { Route } from './+types/numerology'
import { PageHeading } from '../components/ui/page-heading'
import { cardClass } from '../components/ui/card'
import { NumerologyReport } from '../components/numerology/report'

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? pageMeta(loaderData.meta.title, loaderData.meta.description) : [])

const PATH = '/numerology'

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request)
  const locale = await getLocale(request)
  const t = await getFixedT(locale, 'compatibility')
  const meta = { title: t('numerology.metaTitle'), description: t('numerology.metaDescription') }
  // `?id=` reopens a saved report (the dashboard's saved items); one that is not the customer's shows the latest.
  const id = new URL(request.url).searchParams.get('id')
  const profile = await getProfile(user)
  // The personal cycles are read on the customer's own calendar day (ADR 211, ADR 085 for the zone).
  const clock = {
    dateOfBirth: profile?.dateOfBirth ?? null,
    zone: userZone({ cookie: request.headers.get('Cookie'), profileZone: profile?.place.timeZone ?? null }),
  }
  const chosen = id === null ? null : await getNumerologyReport(user, id, locale, clock)
  const report = chosen ?? (await latestNumerologyReport(user, locale, clock))
  const share = report ? await shareLinkFor(user, 'numerology', report.id, locale, getEnv().APP_URL) : null
  return { meta, hasProfile: profile !== null, defaultName: report?.name ?? profile?.fullName ?? user.fullName, report, share }
}

type NameError = NumerologyNameError | 'profileRequired' | 'failed'

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request)
  const t = await getFixedT(request, 'compatibility')
  const form = await readForm(request)
  const refuse = (error: NameError, name: string, status = 400) =>
    data(
      { error, name, toast: { title: t('soulmate.errors.errorTitle'), description: t(`numerology.${error}`), variant: 'destructive' } as ToastInput },
      { status },
    )

  if (form.get('intent') === 'save') {
    const saved = parseWithZod(form, { schema: SaveReportSchema })
    const { id, name } = saved.status === 'success' ? saved.value : { id: '', name: '' }
    if (!(await saveNumerologyReport(user, id, t('numerology.reportFor', { name })))) return refuse('failed', '', 404)
    return redirectWithToast(PATH, { title: t('numerology.reportSaved') })
  }

  const submission = parseWithZod(form, { schema: NumerologyNameSchema })
  if (submission.status !== 'success') {
    const code = firstFieldError<NumerologyNameError>(submission.error, ['name'], 'nameRequired')
    const raw = submission.payload.name
    const typed = typeof raw === 'string' ? raw.trim().slice(0, NUMEROLOGY_NAME_MAX) : ''
    return refuse(code, code === 'nameLetters' ? '' : typed)
  }
  const { name } = submission.value
  const profile = await getProfile(user)
  if (!profile) return refuse('profileRequired', name)
  try {
    await generateNumerologyReport(user, name, profile.dateOfBirth)
  } catch (error) {
    if (isAstrologyInputError(error)) return refuse('nameLetters', name)
    console.error('A numerology report failed', error)
    return refuse('failed', name, 503)
  }
  return redirectWithToast(PATH, { title: t('numerology.generated') })
}

const link = 'font-medium text-violet-700 underline underline-offset-2'

export default function Numerology({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('compatibility')
  const { report, share, hasProfile, defaultName } = loaderData
  const navigation = useNavigation()
  const [name, setName] = useState(actionData?.name ?? defaultName)
  const generating = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'generate'
  const saving = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'save'
  const error = actionData?.error ?? null
  const fieldError = error && error !== 'failed' ? t(`numerology.${error}`) : null

  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <FlashToast toast={actionData?.toast ?? null} />
      <PageHeading>{t('numerology.heading')}</PageHeading>
      <p className="mt-2 text-slate-600">{t('numerology.lead')}</p>

      {hasProfile ? null : (
        <p className="mt-4 rounded-lg bg-amber-50 px-4 py-3 text-slate-800">
          {t('numerology.profileRequired')}{' '}
          <Link to="/horoscope" className={link}>
            {t('numerology.completeProfile')}
          </Link>
        </p>
      )}

      <Form method="post" className={cardClass({ className: 'mt-6' })} noValidate>
        <input type="hidden" name="intent" value="generate" />
        <Field id="numerology-name" label={t('numerology.nameLabel')} errors={fieldError ? [fieldError] : undefined} hint={t('numerology.nameHint')}>
          {(a11y) => (
            <div className="flex flex-wrap gap-3">
              <input
                {...a11y}
                name="name"
                required
                maxLength={NUMEROLOGY_NAME_MAX}
                value={name}
                onChange={(event) => setName(event.currentTarget.value)}
                className={`${inputClass} min-w-0 flex-1 basis-60`}
              />
              <button
                type="submit"
                disabled={generating || name.trim() === ''}
                className="min-h-11 rounded-xl bg-night-800 px-5 py-2.5 font-semibold text-white hover:bg-night-700 disabled:opacity-70"
              >
                {generating ? t('numerology.generating') : t('numerology.generate')}
              </button>
            </div>
          )}
        </Field>
      </Form>

      {report ? <NumerologyReport report={report} share={share} saving={saving} /> : <p className="mt-6 text-slate-600">{t('numerology.empty')}</p>}
    </div>
  )
}
