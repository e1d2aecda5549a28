import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { data, Form, Link, useActionData, useNavigation } from 'react-router'
import { ShareButtons, type ShareLinkState } from '../components/share/share-buttons'
import { PremiumGateView } from '../components/premium/premium-gate-view'
import { FormMessage } from '../components/ui/form-parts'
import { FlashToast, useToast, type ToastInput } from '../components/ui/toast'
import { useZoneCookie } from '../components/use-zone-cookie'
import { getFixedT, getLocale } from '../i18n/i18n.server'
import { useLocale } from '../i18n/use-locale'
import {
  forecastGaps,
  generateSoulmate,
  getTodaysForecast,
  listSoulmates,
  refreshForecast,
  soulmateTestFailuresEnabled,
  type DailyForecast,
  type SoulmateReading,
} from '../services/love.server'
import { today, userZone } from '../services/lucky.server'
import { lockedView, premiumAction, premiumGate } from '../services/premium.server'
import { getProfile, type Profile } from '../services/profiles.server'
import { shareLinksFor } from '../services/sharing.server'
import { planetKey } from '../utils/astrology-names'
import { longDate } from '../utils/dates'
import { getEnv } from '../utils/env.server'
import { readForm } from '../utils/form.server'
import { pageMeta } from '../utils/meta'
import { redirectWithToast } from '../utils/session.server'
import type { Route } from './+types/love-forecasts'

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? pageMeta(loaderData.meta.title, loaderData.meta.description) : [])

/** The browser tests' way to make one generation fail (only where soulmateTestFailuresEnabled says so). */
const TEST_FAILURE_COOKIE = 'soulmate-test-failure'

async function profileOf(user: Parameters<typeof getProfile>[0]): Promise<Profile | null> {
  try {
    return await getProfile(user)
  } catch (error) {
    // Spec 8: a failed profile lookup counts as no profile.
    console.error('Reading the profile for love forecasts failed', error)
    return null
  }
}

export async function loader({ request }: Route.LoaderArgs) {
  const locale = await getLocale(request)
  const t = await getFixedT(locale, 'love')
  const meta = { title: t('meta.title'), description: t('meta.description') }
  const gate = await premiumGate(request)
  // Premium is checked here, on the server: without it the page holds no forecast and no soulmate (spec 6).
  if (gate.state !== 'open') return data({ meta, gate: lockedView(gate), page: null })
  const { user, access } = gate
  const profile = await profileOf(user)
  const missing = forecastGaps(profile)
  const zone = userZone({ cookie: request.headers.get('Cookie'), profileZone: profile?.place.timeZone ?? null })
  const day = today(zone)
  const soulmates = await listSoulmates(user)
  const shares = await shareLinksFor(
    user,
    'soulmate-reading',
    soulmates.map((reading) => String(reading.id)),
    locale,
    getEnv().APP_URL,
  )
  const base = { balance: access.balance, zone, date: day.date, soulmates, shares }
  if (!profile || missing.length > 0) {
    return data({ meta, gate: null, page: { ...base, missing, forecast: null, ready: null, failed: false, moonBasis: false } })
  }
  const moonBasis = profile.birthTimeUnknown || !profile.timeOfBirth
  try {
    const forecast = await getTodaysForecast(user, profile, day, locale)
    const ready: ToastInput | null = forecast.made ? { title: t('forecast.ready'), description: t('forecast.readyText') } : null
    return data({ meta, gate: null, page: { ...base, missing, forecast: forecast as DailyForecast, ready, failed: false, moonBasis } })
  } catch (error) {
    console.error('Making the love forecast failed', error)
    return data({ meta, gate: null, page: { ...base, missing, forecast: null, ready: null, failed: true, moonBasis } }, { status: 503 })
  }
}

type ActionResult = { intent: string; code: string; toast: ToastInput; reading?: SoulmateReading }

export async function action({ request }: Route.ActionArgs) {
  const allowed = await premiumAction(request)
  if (!allowed.ok) return allowed.response
  const { user } = allowed
  const form = await readForm(request)
  const intent = form.get('intent')
  const locale = await getLocale(request)
  const t = await getFixedT(locale, 'love')
  const answer = (result: ActionResult, status = 200) => data<ActionResult>(result, { status })
  const profile = await profileOf(user)

  if (intent === 'refresh') {
    const missing = forecastGaps(profile)
    if (!profile || missing.length > 0) {
      return answer({ intent, code: 'profile-incomplete', toast: { title: t('missing.title'), variant: 'destructive' } }, 400)
    }
    const zone = userZone({ cookie: request.headers.get('Cookie'), profileZone: profile.place.timeZone })
    try {
      await refreshForecast(user, profile, today(zone), locale)
    } catch (error) {
      console.error('Refreshing the love forecast failed', error)
      return answer({ intent, code: 'failed', toast: { title: t('forecast.failed'), variant: 'destructive' } }, 503)
    }
    return redirectWithToast('/love-forecasts', { title: t('forecast.ready'), description: t('forecast.readyText') })
  }

  if (intent === 'generate') {
    const failOnPurpose = soulmateTestFailuresEnabled() && (request.headers.get('Cookie') ?? '').includes(`${TEST_FAILURE_COOKIE}=1`)
    const result = await generateSoulmate(user, profile, { simulateFailure: failOnPurpose })
    if (result.ok) {
      return answer({
        intent,
        code: 'generated',
        toast: { title: t('soulmate.generated'), description: t('soulmate.generatedText') },
        reading: result.reading,
      })
    }
    const refusals = {
      'profile-incomplete': [400, t('soulmate.incomplete'), t('soulmate.incompleteText')],
      'no-credits': [402, t('soulmate.noCredits'), t('soulmate.noCreditsText')],
      'generation-failed': [503, t('soulmate.failed'), t('soulmate.failedText')],
    } as const
    const [status, title, description] = refusals[result.code]
    return answer({ intent, code: result.code, toast: { title, description, variant: 'destructive' } }, status)
  }

  return answer({ intent: String(intent ?? ''), code: 'bad-intent', toast: { title: t('soulmate.badRequest'), variant: 'destructive' } }, 400)
}

const cardClass = 'rounded-2xl border border-violet-100 bg-white p-5 shadow-sm sm:p-6'
const buttonClass =
  'inline-flex min-h-tap items-center justify-center rounded-xl bg-night-800 px-5 py-2.5 font-semibold text-white hover:bg-night-700 disabled:opacity-70'
const outlineClass =
  'inline-flex min-h-tap items-center justify-center rounded-xl border border-night-800 px-4 py-2 font-semibold text-night-800 hover:bg-violet-50'

// Spec 9's colours, each dark enough on white for its text (axe's contrast rule) and light enough as a bar.
const COLOUR_CLASSES = {
  green: { text: 'text-emerald-800', bar: 'bg-emerald-600', ring: 'border-emerald-200' },
  yellow: { text: 'text-yellow-800', bar: 'bg-yellow-400', ring: 'border-yellow-200' },
  orange: { text: 'text-orange-800', bar: 'bg-orange-500', ring: 'border-orange-200' },
  red: { text: 'text-red-800', bar: 'bg-red-600', ring: 'border-red-200' },
} as const

/** Love forecasts (spec 2.16): the credits card, the three scores, the lucky love time and the soulmate generator. */
export default function LoveForecastsPage({ loaderData }: Route.ComponentProps) {
  const { gate, page } = loaderData
  if (gate || !page) return <PremiumGateView feature="love-forecasts" view={gate!} />
  return <LoveForecasts page={page} />
}

type PageData = NonNullable<Route.ComponentProps['loaderData']['page']>

function LoveForecasts({ page }: { page: PageData }) {
  const { t } = useTranslation('love')
  const locale = useLocale()
  const navigation = useNavigation()
  const actionData = useActionData<typeof action>() as ActionResult | undefined
  const { toast } = useToast()
  // The dialog shows a past reading the customer opened, or the one just generated until it is closed.
  const [viewing, setViewing] = useState<SoulmateReading | null>(null)
  const [closedAnswer, setClosedAnswer] = useState<ActionResult | null>(null)
  const fresh = actionData?.reading && closedAnswer !== actionData ? actionData.reading : null
  const shown = viewing ?? fresh
  useZoneCookie(page.zone)
  const busy = (intent: string) => navigation.state !== 'idle' && navigation.formData?.get('intent') === intent

  useEffect(() => {
    if (actionData && 'toast' in actionData) toast(actionData.toast)
  }, [actionData, toast])

  function close() {
    setViewing(null)
    if (actionData) setClosedAnswer(actionData)
  }

  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <FlashToast toast={page.ready} />
      <h1 className="font-[family-name:var(--font-display)] text-3xl font-semibold text-night-900 sm:text-4xl">{t('heading')}</h1>
      <p className="mt-2 text-slate-700">{t('lead')}</p>

      <div className="mt-6 grid gap-4 md:grid-cols-3">
        <section aria-labelledby="credits-heading" className={`${cardClass} md:col-span-1`} data-testid="credits">
          <h2 id="credits-heading" className="text-lg font-semibold text-night-900">
            {t('credits.heading')}
          </h2>
          <p className="mt-2 text-3xl font-semibold text-night-900">{t('credits.balance', { count: page.balance })}</p>
          <p className="mt-1 text-sm text-slate-600">{t('credits.note')}</p>
          <Link to="/pricing" className={`mt-4 ${outlineClass}`}>
            {t('credits.viewPlans')}
          </Link>
        </section>
        <div className={`${cardClass} flex flex-col justify-between gap-4 md:col-span-2`}>
          <p className="text-slate-700">{t('forecast.date', { date: longDate(page.date, locale) })}</p>
          <div className="flex flex-wrap gap-3">
            {page.forecast ? (
              <Form method="post">
                <input type="hidden" name="intent" value="refresh" />
                <button type="submit" disabled={busy('refresh')} className={buttonClass}>
                  {busy('refresh') ? t('forecast.refreshing') : t('forecast.refresh')}
                </button>
              </Form>
            ) : null}
            <Link to="/horoscope" className={outlineClass}>
              {t('forecast.updateProfile')}
            </Link>
          </div>
        </div>
      </div>

      {page.missing.length > 0 ? (
        <section aria-labelledby="missing-heading" className={`mt-6 ${cardClass}`} data-testid="profile-missing">
          <h2 id="missing-heading" className="text-xl font-semibold text-night-900">
            {t('missing.title')}
          </h2>
          <p className="mt-2 text-slate-700">{t('missing.body')}</p>
          <ul className="mt-2 list-disc ps-6 text-slate-800">
            {page.missing.map((field) => (
              <li key={field}>{t(`missing.fields.${field}`)}</li>
            ))}
          </ul>
          <Link to="/horoscope" className={`mt-4 ${buttonClass}`}>
            {t('missing.action')}
          </Link>
        </section>
      ) : null}

      {page.failed ? (
        <div className="mt-6 space-y-3">
          <FormMessage tone="error">{t('forecast.failed')}</FormMessage>
          <Link to="/love-forecasts" reloadDocument className={buttonClass}>
            {t('forecast.tryAgain')}
          </Link>
        </div>
      ) : null}

      {page.forecast ? <Forecast forecast={page.forecast} moonBasis={page.moonBasis} /> : null}

      <Generator busy={busy('generate')} />

      <PastSoulmates soulmates={page.soulmates} onView={setViewing} />

      {shown ? <SoulmateDialog key={String(shown.id)} reading={shown} share={page.shares[String(shown.id)] ?? null} onClose={close} /> : null}
    </div>
  )
}

function Forecast({ forecast, moonBasis }: { forecast: DailyForecast; moonBasis: boolean }) {
  const { t } = useTranslation(['love', 'astrology'])
  return (
    <>
      <div className="mt-6 grid gap-4 md:grid-cols-3" data-testid="scores">
        {forecast.areas.map((area) => {
          const colours = COLOUR_CLASSES[area.colour]
          const name = t(`areas.${area.area}`)
          return (
            <section
              key={area.area}
              aria-labelledby={`score-${area.area}`}
              className={`rounded-2xl border-2 ${colours.ring} bg-white p-5 shadow-sm`}
              data-testid={`score-${area.area}`}
              data-colour={area.colour}
            >
              <div className="flex items-baseline justify-between gap-2">
                <h2 id={`score-${area.area}`} className="text-lg font-semibold text-night-900">
                  {name}
                </h2>
                <p className={`text-2xl font-bold ${colours.text}`}>{t('forecast.outOf', { score: area.score })}</p>
              </div>
              <div
                role="progressbar"
                aria-label={t('forecast.scoreLabel', { area: name })}
                aria-valuemin={0}
                aria-valuemax={10}
                aria-valuenow={area.score}
                className="mt-3 h-2.5 overflow-hidden rounded-full bg-slate-100"
              >
                {/* Spec 9: the bar is the score times ten per cent. */}
                <div className={`h-full rounded-full ${colours.bar}`} style={{ width: `${area.score * 10}%` }} />
              </div>
              <h3 className="mt-4 text-sm font-semibold text-night-900">{t('forecast.advice')}</h3>
              <p className="mt-1 text-slate-800">{area.advice ?? t('forecast.noAdvice')}</p>
              <details className="mt-3 text-sm text-slate-700">
                <summary className="cursor-pointer font-medium text-violet-800">{t('forecast.why')}</summary>
                {area.reasons.length > 0 ? (
                  <ul className="mt-2 list-disc space-y-1 ps-5">
                    {area.reasons.map((reason) => (
                      <li key={reason}>{t(`reasons.${reason}`)}</li>
                    ))}
                  </ul>
                ) : (
                  <p className="mt-2">{t('forecast.neutral')}</p>
                )}
              </details>
            </section>
          )
        })}
      </div>
      <section aria-labelledby="lucky-love-heading" className={`mt-4 ${cardClass}`} data-testid="lucky-love-time">
        <h2 id="lucky-love-heading" className="text-lg font-semibold text-night-900">
          {t('forecast.luckyLoveTime')}
        </h2>
        <p className="mt-1 text-2xl font-semibold text-night-900">
          <time>{forecast.luckyLoveTime}</time>
        </p>
        {moonBasis ? <p className="mt-2 text-sm text-slate-600">{t('forecast.moonBasis')}</p> : null}
      </section>
    </>
  )
}

function Generator({ busy }: { busy: boolean }) {
  const { t } = useTranslation('love')
  return (
    <section aria-labelledby="generator-heading" className={`mt-6 ${cardClass}`} data-testid="soulmate-generator">
      <h2 id="generator-heading" className="text-xl font-semibold text-night-900">
        {t('soulmate.heading')}
      </h2>
      <p className="mt-2 text-slate-800">{t('soulmate.lead')}</p>
      <p className="mt-2 text-sm text-slate-600">{t('soulmate.honest')}</p>
      <Form method="post" className="mt-4 flex flex-wrap items-center gap-3">
        <input type="hidden" name="intent" value="generate" />
        <button type="submit" disabled={busy} className={buttonClass}>
          {busy ? t('soulmate.generating') : t('soulmate.generate')}
        </button>
        <span className="text-sm text-slate-600">{t('soulmate.cost')}</span>
      </Form>
    </section>
  )
}

function PastSoulmates({ soulmates, onView }: { soulmates: SoulmateReading[]; onView: (reading: SoulmateReading) => void }) {
  const { t } = useTranslation('love')
  const locale = useLocale()
  return (
    <section aria-labelledby="past-heading" className={`mt-6 ${cardClass}`} data-testid="past-soulmates">
      <h2 id="past-heading" className="text-xl font-semibold text-night-900">
        {t('past.heading')}
      </h2>
      {soulmates.length === 0 ? (
        <p className="mt-2 text-slate-700">{t('past.empty')}</p>
      ) : (
        <ul className="mt-3 grid gap-3 sm:grid-cols-2">
          {soulmates.map((reading) => (
            <li key={reading.id} className="flex items-center gap-3 rounded-xl border border-violet-100 p-3">
              <img src={reading.sketch} alt="" width={56} height={56} className="size-14 rounded-full" />
              <div className="min-w-0 flex-1">
                <p className="font-semibold text-night-900">
                  {t('result.lovePercentage')}: {reading.lovePercentage}%
                </p>
                <p className="text-sm text-slate-600">{t('result.generatedOn', { date: longDate(reading.generatedAt.slice(0, 10), locale) })}</p>
              </div>
              <button type="button" onClick={() => onView(reading)} className={outlineClass}>
                {t('past.view')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

function monthYear(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale === 'hi' ? 'hi-IN' : 'en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(iso))
}

/** The result in a modal dialog (the native <dialog>: focus moves in, Escape closes, focus returns to the page). */
function SoulmateDialog({ reading, share, onClose }: { reading: SoulmateReading; share: ShareLinkState | null; onClose: () => void }) {
  const { t } = useTranslation(['love', 'astrology'])
  const locale = useLocale()
  const ref = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const dialog = ref.current
    if (dialog && !dialog.open) dialog.showModal()
  }, [])
  const d = reading.description
  const tf = d.timeframe
  const period = tf ? { mahadasha: t(`astrology:${planetKey(tf.mahadasha)}`), antardasha: t(`astrology:${planetKey(tf.antardasha)}`) } : null
  const timing = !tf
    ? t('timing.none')
    : tf.running
      ? t('timing.running', { ...period, end: monthYear(tf.end, locale) })
      : t('timing.ahead', { ...period, start: monthYear(tf.start, locale), end: monthYear(tf.end, locale) })
  const rows = [
    { key: 'appearance', value: `${t(`appearance.${d.appearance}`)} ${t(`build.${d.build}`)}` },
    { key: 'personality', value: t(`personality.${d.personality}`) },
    { key: 'meeting', value: t(`meeting.${String(d.meeting) as '1'}`) },
    { key: 'timing', value: timing },
    { key: 'connection', value: t(`connection.${d.connection}`) },
  ] as const
  return (
    <dialog
      ref={ref}
      aria-labelledby="soulmate-title"
      onClose={onClose}
      className="m-auto w-[min(40rem,calc(100vw-1.5rem))] max-h-[calc(100dvh-1.5rem)] overflow-y-auto rounded-2xl bg-white p-5 text-night-900 shadow-xl backdrop:bg-night-950/60 sm:p-6"
      data-testid="soulmate-dialog"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id="soulmate-title" className="font-[family-name:var(--font-display)] text-2xl font-semibold">
          {t('result.title')}
        </h2>
        <button type="button" onClick={() => ref.current?.close()} className={outlineClass}>
          {t('result.close')}
        </button>
      </div>
      <div className="mt-4 flex flex-col items-center gap-4 sm:flex-row sm:items-start">
        <img src={reading.sketch} alt={t('result.sketchAlt')} width={160} height={160} className="size-40 shrink-0 rounded-2xl" />
        <div>
          <p className="text-sm text-slate-600">{t('result.lovePercentage')}</p>
          <p className="text-4xl font-bold text-violet-800" data-testid="love-percentage">
            {reading.lovePercentage}%
          </p>
          {d.basis === 'moon' ? <p className="mt-2 text-sm text-slate-600">{t('result.moonBasis')}</p> : null}
        </div>
      </div>
      <dl className="mt-4 space-y-3">
        {rows.map((row) => (
          <div key={row.key}>
            <dt className="text-sm font-semibold text-night-900">{t(`result.${row.key}`)}</dt>
            <dd className="text-slate-800">{row.value}</dd>
          </div>
        ))}
      </dl>
      <div data-testid="soulmate-share">
        <ShareButtons kind="soulmate-reading" itemId={String(reading.id)} link={share} level={3} />
      </div>
    </dialog>
  )
}
