import { data } from 'react-router'
import { sunSign } from '../astrology'
import type { TileStates } from '../components/dashboard/feature-tiles'
import { getFixedT, getLocale } from '../i18n/i18n.server'
import { nextFestival } from '../services/festivals.server'
import type { Locale } from '../utils/locales.mjs'
import { featureStates, type FeatureStates } from '../services/feature-states.server'
import { latestLifeCareer } from '../services/life-career.server'
import { today, userZone } from '../services/lucky.server'
import { getProfile, type Profile } from '../services/profiles.server'
import { chartSummary, getTodaysReading, type ChartSummary, type DailyReading } from '../services/readings.server'
import { listSavedItems } from '../services/saved-items.server'
import { westernSignKey } from '../utils/astrology-names'
import { intlLocale, longDate } from '../utils/dates'
import { requireUser } from '../utils/auth.server'
import { doNotKeepPage } from '../utils/customer-page.server'
import { languageNotice } from '../utils/language-notice.server'
import type { Route } from './+types/dashboard'

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request)
  // The tiles' figures (ADR 190), read beside everything else: a handful of counts and one row.
  const states = featureStates(user)
  const profile = await getProfile(user)
  const locale = await getLocale(request)
  const t = await getFixedT(locale, 'dashboard')
  const notice = await languageNotice(request, user.preferredLanguage)
  const common = {
    fullName: user.fullName,
    meta: { title: t('meta.title'), description: t('meta.description') },
    // Shown once: the cookie set with this answer remembers it was said (ADR 056).
    untranslatedLanguage: notice ? user.preferredLanguage : null,
    // Saved numerology reports and soulmate analyses (spec 3 saved_items). A failed lookup is only logged
    // (spec 8) and the list shows empty: it never takes the dashboard down.
    savedItems: await listSavedItems(user).catch((error: unknown) => {
      console.error('Reading the saved items for the dashboard failed', error)
      return []
    }),
    // The zone their "saved on" dates are written in: the customer's day's (ADR 186).
    savedZone: userZone({ cookie: request.headers.get('Cookie'), profileZone: profile?.place.timeZone ?? null }),
  }
  const init = notice ? { headers: { 'Set-Cookie': notice.setCookie } } : undefined
  if (!profile) {
    const tiles = tileStates(await states, { hasProfile: false, reading: null, life: null, zone: 'Asia/Kolkata', locale })
    return data({ ...common, tiles, profile: null, chart: null, reading: null, readingError: false, zone: null, life: null }, init)
  }
  let chart: ChartSummary | null = null
  try {
    chart = chartSummary(profile)
  } catch (error) {
    console.error('Computing the birth chart for the dashboard failed', error)
    doNotKeepPage(context)
  }
  // Today's reading, made on the first visit of the customer's day (spec 4); a failure is said in the Daily tab.
  const zone = userZone({ cookie: request.headers.get('Cookie'), profileZone: profile.place.timeZone })
  let reading: DailyReading | null = null
  // The Life tab's latest analysis in brief, read beside the reading; its failure only hides the brief.
  const life = latestLifeCareer(user, locale).catch((error: unknown) => {
    console.error('Reading the latest life and career analysis failed', error)
    doNotKeepPage(context)
    return null
  })
  try {
    reading = await getTodaysReading(user, profile, today(zone), locale)
  } catch (error) {
    console.error('Generating today’s reading for the dashboard failed', error)
    // The Daily tab says "try again": the next visit must try again, not be served this page from the cache.
    doNotKeepPage(context)
  }
  const lifeView = await life
  return data(
    {
      ...common,
      tiles: tileStates(await states, { hasProfile: true, reading, life: lifeView, zone, locale }),
      chart,
      reading,
      readingError: reading === null,
      zone,
      life: lifeView,
      nextFestival: await nextFestival(profile, today(zone).date),
      profile: profileView(profile),
    },
    init,
  )
}

/** The profile as the summary shows it: the place as one line and the Western sun sign of the birthday. */
function profileView(profile: Profile) {
  const [, month, day] = profile.dateOfBirth.split('-').map(Number) as [number, number, number]
  return {
    fullName: profile.fullName,
    dateOfBirth: profile.dateOfBirth,
    timeOfBirth: profile.timeOfBirth,
    sunSign: westernSignKey(sunSign(month, day)),
    place: [profile.place.name, profile.place.country].filter(Boolean).join(', '),
    timeZone: profile.place.timeZone,
    latitude: profile.place.latitude,
    longitude: profile.place.longitude,
  }
}

export type DashboardProfile = ReturnType<typeof profileView>

/** The tiles' states: the figures read above with today's reading and the latest analysis, dates in the customer's words. */
function tileStates(
  states: FeatureStates,
  {
    hasProfile,
    reading,
    life,
    zone,
    locale,
  }: { hasProfile: boolean; reading: DailyReading | null; life: { date: string } | null; zone: string; locale: Locale },
): TileStates {
  let nextConsultationDay: string | null = null
  if (states.nextConsultation) {
    const format = (timeZone: string) =>
      new Intl.DateTimeFormat(intlLocale(locale), { weekday: 'long', day: 'numeric', month: 'long', timeZone }).format(new Date(states.nextConsultation!))
    try {
      nextConsultationDay = format(zone)
    } catch {
      nextConsultationDay = format('Asia/Kolkata')
    }
  }
  return {
    readingReady: reading !== null,
    hasProfile,
    lifeDate: life ? longDate(life.date, locale) : null,
    credits: states.credits,
    premium: states.premium,
    nextConsultationDay,
    journalEntries: states.journalEntries,
    crushAnalyses: states.crushAnalyses,
    favouriteAffirmations: states.favouriteAffirmations,
  }
}
