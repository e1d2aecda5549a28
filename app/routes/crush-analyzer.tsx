import { useTranslation } from 'react-i18next'
import { data, Form, Link, useNavigation } from 'react-router'
import { isAstrologyInputError } from '../astrology'
import { ConfirmDelete } from '../components/confirm-delete'
import { ShareButtons, type ShareLinkState } from '../components/share/share-buttons'
import { inputClass } from '../components/ui/field'
import { SubmitButton } from '../components/ui/form-parts'
import { FlashToast, type ToastInput } from '../components/ui/toast'
import { getFixedT, getLocale } from '../i18n/i18n.server'
import { useLocale } from '../i18n/use-locale'
import { latestToday } from '../schemas/birth-details'
import { CRUSH_NAME_MAX, type CrushErrorCode, type CrushField, parseCrushForm } from '../schemas/crush'
import { analyseCrush, type CrushView, deleteCrushAnalysis, listCrushAnalyses } from '../services/crush.server'
import { today, userZone } from '../services/lucky.server'
import { getProfile } from '../services/profiles.server'
import { shareLinksFor } from '../services/sharing.server'
import { nakshatraKey, rashiKey } from '../utils/astrology-names'
import { requireUser } from '../utils/auth.server'
import { longDate } from '../utils/dates'
import { getEnv } from '../utils/env.server'
import { readForm } from '../utils/form.server'
import { pageMeta } from '../utils/meta'
import { redirectWithToast } from '../utils/session.server'
import type { Route } from './+types/crush-analyzer'

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? pageMeta(loaderData.meta.title, loaderData.meta.description) : [])

const PATH = '/crush-analyzer'

/** Session and profile required (spec 6; the analysis reads the customer's chart, spec 8 "Analysis page without profile"). */
async function requireProfile(request: Request) {
  const user = await requireUser(request)
  const profile = await getProfile(user)
  if (!profile) {
    const t = await getFixedT(request, 'crush')
    throw await redirectWithToast('/horoscope', { title: t('profileRequired'), description: t('profileRequiredText') })
  }
  return { user, profile }
}

export async function loader({ request }: Route.LoaderArgs) {
  const { user, profile } = await requireProfile(request)
  const locale = await getLocale(request)
  const t = await getFixedT(locale, 'crush')
  // "Today" for the daily figure is the customer's day, as for readings and lucky elements (ADR 085).
  const day = today(userZone({ cookie: request.headers.get('Cookie'), profileZone: profile.place.timeZone })).date
  const list = await listCrushAnalyses(user, day, locale)
  const shares = await shareLinksFor(
    user,
    'crush',
    list.map((item) => item.id),
    locale,
    getEnv().APP_URL,
  )
  return { meta: { title: t('metaTitle'), description: t('metaDescription') }, list, shares, maxDate: latestToday() }
}

type Errors = Partial<Record<CrushField, CrushErrorCode | 'required'>>
type ActionAnswer = { errors: Errors; toast: ToastInput; values: { crushName?: string; crushDate?: string } }

export async function action({ request }: Route.ActionArgs) {
  const { user, profile } = await requireProfile(request)
  const t = await getFixedT(request, 'crush')
  const form = await readForm(request)
  const values = { crushName: String(form.get('crushName') ?? '').slice(0, 200), crushDate: String(form.get('crushDate') ?? '').slice(0, 20) }
  const refuse = (errors: Errors, toast: ToastInput, status = 400) => data({ errors, toast, values } satisfies ActionAnswer, { status })

  if (form.get('intent') === 'delete') {
    if (!(await deleteCrushAnalysis(user, String(form.get('id') ?? ''))))
      return refuse({}, { title: t('errors.errorTitle'), description: t('errors.notFound'), variant: 'destructive' }, 404)
    return redirectWithToast(PATH, { title: t('deleted') })
  }

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

const card = 'rounded-2xl border border-violet-100 bg-white p-5 shadow-sm sm:p-6'
const link = 'font-medium text-violet-700 underline underline-offset-2'

export default function CrushAnalyzer({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('crush')
  const { list, shares, maxDate } = loaderData
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <FlashToast toast={actionData?.toast ?? null} />
      <p>
        <Link to="/dashboard" className={link}>
          {t('back')}
        </Link>
      </p>
      <h1 className="mt-4 font-[family-name:var(--font-display)] text-3xl font-semibold text-night-900 sm:text-4xl">{t('heading')}</h1>
      <p className="mt-2 text-slate-600">{t('lead')}</p>
      <CrushForm errors={actionData?.errors ?? {}} values={actionData?.values ?? {}} maxDate={maxDate} />
      <section aria-labelledby="past-heading" className="mt-8">
        <h2 id="past-heading" className="text-2xl font-semibold text-night-900">
          {t('list.heading')}
        </h2>
        {list.length === 0 ? (
          <p className="mt-3 text-slate-600">{t('list.empty')}</p>
        ) : (
          <ul className="mt-4 space-y-6" data-testid="crush-analyses">
            {list.map((item) => (
              <li key={item.id}>
                <Analysis item={item} share={shares[item.id] ?? null} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}

function CrushForm({ errors, values, maxDate }: { errors: Errors; values: ActionAnswer['values']; maxDate: string }) {
  const { t } = useTranslation('crush')
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'analyse'
  const message = (field: CrushField) => {
    const code = errors[field]
    return code === undefined ? null : code === 'required' ? t(`errors.${field}`) : t(`errors.${code}`)
  }
  const described = (field: CrushField, hint?: string) => {
    const ids = [errors[field] ? `${field}-error` : null, hint ?? null].filter(Boolean).join(' ')
    return { 'aria-invalid': errors[field] ? true : undefined, 'aria-describedby': ids || undefined }
  }
  return (
    <Form method="post" className={`mt-6 space-y-5 ${card}`} noValidate>
      <input type="hidden" name="intent" value="analyse" />
      <h2 className="text-xl font-semibold text-night-900">{t('form.legend')}</h2>
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <label htmlFor="crushName" className="block text-sm font-medium text-slate-700">
            {t('form.name')}
          </label>
          <input
            id="crushName"
            name="crushName"
            required
            maxLength={CRUSH_NAME_MAX}
            autoComplete="off"
            defaultValue={values.crushName}
            className={`mt-1 ${inputClass}`}
            {...described('crushName')}
          />
          <ErrorText field="crushName" text={message('crushName')} />
        </div>
        <div>
          <label htmlFor="crushDate" className="block text-sm font-medium text-slate-700">
            {t('form.date')}
          </label>
          <input
            id="crushDate"
            name="crushDate"
            type="date"
            required
            min="1920-01-01"
            max={maxDate}
            defaultValue={values.crushDate}
            className={`mt-1 ${inputClass}`}
            {...described('crushDate', 'crushDate-hint')}
          />
          <p id="crushDate-hint" className="mt-1 text-xs text-slate-600">
            {t('form.dateHint')}
          </p>
          <ErrorText field="crushDate" text={message('crushDate')} />
        </div>
      </div>
      <SubmitButton busy={busy} label={t('form.submit')} busyLabel={t('form.busy')} className="sm:w-auto" />
    </Form>
  )
}

function ErrorText({ field, text }: { field: CrushField; text: string | null }) {
  return text ? (
    <p id={`${field}-error`} className="mt-1 text-sm text-red-700">
      {text}
    </p>
  ) : null
}

function Analysis({ item, share }: { item: CrushView; share: ShareLinkState | null }) {
  const { t } = useTranslation(['crush', 'astrology', 'share'])
  const locale = useLocale()
  const { match, name } = item
  const rashi = (n: number) => t(`astrology:${rashiKey(n)}`)
  const headingId = `crush-${item.id}-heading`
  return (
    <article aria-labelledby={headingId} className={card} data-testid="crush-analysis">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={headingId} className="break-words text-xl font-semibold text-night-900">
            {t('result.heading', { name })}
          </h3>
          <p className="text-sm text-slate-600">{t('list.analysedOn', { date: longDate(item.createdAt.slice(0, 10), locale) })}</p>
        </div>
        <ConfirmDelete what={t('crushItem', { name })} fields={{ intent: 'delete', id: item.id }} />
      </div>
      <p className="mt-3 text-4xl font-bold text-night-900" data-testid="crush-score">
        {t('result.score', { score: item.score })}
      </p>
      <p className="mt-1 text-lg font-semibold text-violet-800">{t(`result.bands.${item.band}`)}</p>
      <p className="mt-1 text-sm text-slate-600">{t('result.bandHint')}</p>

      <h4 className="mt-5 font-semibold text-night-900">{t('result.analysis')}</h4>
      <p className="mt-1 text-slate-700" data-testid="crush-text">
        {item.analysis ?? t('result.noText')}
      </p>

      <div className="mt-5 rounded-xl bg-rose-50 p-4" data-testid="thinking-about-you">
        <p className="text-lg font-semibold text-rose-900">{t('result.thinking', { percent: item.thinkingAboutYou })}</p>
        <p className="mt-1 text-sm text-rose-900">{t('result.thinkingNote')}</p>
        {item.insight ? (
          <>
            <h4 className="mt-3 font-semibold text-rose-900">{t('result.insight')}</h4>
            <p className="mt-1 text-rose-950">{item.insight}</p>
          </>
        ) : null}
      </div>

      <div className="mt-5 space-y-2 text-sm text-slate-700">
        <p>
          {t('result.moons', {
            name,
            selfRashi: rashi(match.selfMoon.rashi.number),
            selfNakshatra: t(`astrology:${nakshatraKey(match.selfMoon.nakshatra.number)}`),
            crushRashi: rashi(match.crushMoon.rashi.number),
            crushNakshatra: t(`astrology:${nakshatraKey(match.crushMoon.nakshatra.number)}`),
          })}
        </p>
        <p data-testid="sign-change">
          {match.signChange
            ? t('result.signChange', {
                name,
                from: rashi(match.signChange.from),
                to: rashi(match.signChange.to),
                time: match.signChange.at,
                zone: item.tz,
              })
            : t('result.steady', { name, rashi: rashi(match.crushMoon.rashi.number) })}
        </p>
        <p>{t('result.lifePaths', { name, self: match.lifePaths.self, crush: match.lifePaths.crush })}</p>
        <p className="text-slate-600">{t('result.how', { total: match.ashtakoot.total })}</p>
      </div>
      <ShareButtons kind="crush" itemId={item.id} link={share} level={4} note={t('share:kinds.crush.privacy')} />
    </article>
  )
}
