import type { TFunction } from 'i18next'
import { data } from 'react-router'
import type { ToastInput } from '../components/ui/toast'
import { getFixedT, getLocale } from '../i18n/i18n.server'
import {
  forecastGaps,
  generateSoulmate,
  getTodaysForecast,
  listSoulmates,
  refreshForecast,
  soulmatePlan,
  soulmateTestFailuresEnabled,
  type DailyForecast,
  type SoulmateReading,
} from '../services/love.server'
import { today, userZone } from '../services/lucky.server'
import { lockedView, premiumAction, premiumGate } from '../services/premium.server'
import { getProfile, type Profile } from '../services/profiles.server'
import { shareLinksFor } from '../services/sharing.server'
import type { Locale } from '../utils/locales.mjs'
import { getEnv } from '../utils/env.server'
import { readForm } from '../utils/form.server'
import { redirectWithToast } from '../utils/session.server'
import type { Route } from './+types/love-forecasts'

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
  const plan = await soulmatePlan(user, profile).catch((error: unknown) => {
    console.error('Reading which soulmate lens comes next failed', error)
    return null
  })
  const base = { balance: access.balance, zone, date: day.date, soulmates, shares, plan }
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

/** What an intent answers when it does not redirect: its code, a toast, and a new soulmate reading if one was made. */
export type ActionResult = { intent: string; code: string; toast: ToastInput; reading?: SoulmateReading }

type User = Parameters<typeof getProfile>[0]
type Context = { request: Request; user: User; profile: Profile | null; locale: Locale; t: TFunction<'love'> }

const answer = (result: ActionResult, status = 200) => data<ActionResult>(result, { status })

/** Two intents, each premium: `refresh` today's forecast, `generate` a soulmate reading (one credit). */
export async function action({ request }: Route.ActionArgs) {
  const allowed = await premiumAction(request)
  if (!allowed.ok) return allowed.response
  const { user } = allowed
  const form = await readForm(request)
  const intent = form.get('intent')
  const locale = await getLocale(request)
  const t = await getFixedT(locale, 'love')
  const context: Context = { request, user, profile: await profileOf(user), locale, t }
  if (intent === 'refresh') return refresh(context)
  if (intent === 'generate') return generate(context)
  return answer({ intent: String(intent ?? ''), code: 'bad-intent', toast: { title: t('soulmate.badRequest'), variant: 'destructive' } }, 400)
}

async function refresh({ request, user, profile, locale, t }: Context) {
  const intent = 'refresh'
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

async function generate({ request, user, profile, t }: Context) {
  const intent = 'generate'
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
    // Every lens is drawn for this birth data: refused before any credit moved (ADR 194).
    'all-drawn': [409, t('soulmate.repeat'), t('soulmate.repeatText')],
    'generation-failed': [503, t('soulmate.failed'), t('soulmate.failedText')],
  } as const
  const [status, title, description] = refusals[result.code]
  return answer({ intent, code: result.code, toast: { title, description, variant: 'destructive' } }, status)
}
