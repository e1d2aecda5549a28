import type { TFunction } from 'i18next'
import { ChevronDown } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { data, Form, Link } from 'react-router'
import { sunSign } from '../astrology'
import { SignOutButton } from '../components/sign-out-button'
import { FormMessage } from '../components/ui/form-parts'
import { useZoneCookie } from '../components/use-zone-cookie'
import type { Graha } from '../astrology'
import { Tabs } from '../components/ui/tabs'
import { fromClockTime } from '../schemas/birth-details'
import { KundliChart, kundliSummary } from '../components/kundli-chart/kundli-chart'
import { getFixedT, getLocale } from '../i18n/i18n.server'
import { useLocale } from '../i18n/use-locale'
import { nakshatraKey, planetKey, rashiKey, westernSignKey } from '../utils/astrology-names'
import { languageNotice } from '../utils/language-notice.server'
import { today, userZone } from '../services/lucky.server'
import { getProfile } from '../services/profiles.server'
import { listSavedItems } from '../services/saved-items.server'
import { SavedItems } from '../components/saved-items'
import { MoonDayNote } from '../components/moon-day-note'
import { latestLifeCareer, type LifeCareerView } from '../services/life-career.server'
import { chartSummary, getTodaysReading, type ChartSummary, type DailyReading } from '../services/readings.server'
import { requireUser } from '../utils/auth.server'
import { doNotKeepPage } from '../utils/customer-page.server'
import { longDate } from '../utils/dates'
import { pageMeta } from '../utils/meta'
import type { Route } from './+types/dashboard'

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? pageMeta(loaderData.meta.title, loaderData.meta.description) : [])

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request)
  const profile = await getProfile(user)
  const locale = await getLocale(request)
  const t = await getFixedT(locale, 'dashboard')
  const notice = await languageNotice(request, user.preferredLanguage)
  const common = {
    fullName: user.fullName,
    meta: { title: t('meta.title'), description: t('meta.description') },
    // Shown once: the cookie set with this answer remembers it was said (ADR 056).
    untranslatedLanguage: notice ? user.preferredLanguage : null,
    // Saved numerology reports and soulmate analyses (issue 14, spec 3 saved_items). A failed lookup is only logged
    // (spec 8) and the list shows empty: it never takes the dashboard down.
    savedItems: await listSavedItems(user).catch((error: unknown) => {
      console.error('Reading the saved items for the dashboard failed', error)
      return []
    }),
  }
  const init = notice ? { headers: { 'Set-Cookie': notice.setCookie } } : undefined
  if (!profile) return data({ ...common, profile: null, chart: null, reading: null, readingError: false, zone: null, life: null }, init)
  const [, month, day] = profile.dateOfBirth.split('-').map(Number) as [number, number, number]
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
  // The Life tab's latest analysis in brief (issue 13), read beside the reading; its failure only hides the brief.
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
  return data(
    {
      ...common,
      chart,
      reading,
      readingError: reading === null,
      zone,
      life: await life,
      profile: {
        fullName: profile.fullName,
        dateOfBirth: profile.dateOfBirth,
        timeOfBirth: profile.timeOfBirth,
        sunSign: westernSignKey(sunSign(month, day)),
        place: [profile.place.name, profile.place.country].filter(Boolean).join(', '),
        timeZone: profile.place.timeZone,
        latitude: profile.place.latitude,
        longitude: profile.place.longitude,
      },
    },
    init,
  )
}

const coordinate = (value: number, positive: string, negative: string) => `${Math.abs(value).toFixed(2)}° ${value >= 0 ? positive : negative}`

/** The profile's 'HH:MM' on the 12-hour clock, its AM/PM in the page's language. */
function clockTime(value: string, t: TFunction<'profile'>): string {
  const time = fromClockTime(value)
  return time ? `${Number(time.hour)}:${time.minute} ${t(time.period === 'AM' ? 'am' : 'pm')}` : value
}

const buttonClass = 'inline-flex items-center justify-center rounded-xl bg-night-800 px-5 py-3 font-semibold text-white hover:bg-night-700'

/** The signed-in home (spec 2.6). */
export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { fullName, profile, untranslatedLanguage, chart, reading, zone, life } = loaderData
  const { t } = useTranslation(['dashboard', 'astrology', 'profile', 'settings', 'reading'])
  const { t: tp } = useTranslation('profile')
  const locale = useLocale()
  const hindi = locale === 'hi'
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h1 className="font-[family-name:var(--font-display)] text-3xl font-semibold text-night-900 sm:text-4xl">{t('welcome', { name: fullName })}</h1>
          <p className="mt-1 text-slate-600">{t('subtitle')}</p>
        </div>
        <div className="flex gap-3">
          <Link to="/settings" className="rounded-xl border border-night-800 px-4 py-2 font-semibold text-night-800 hover:bg-violet-50">
            {t('settings')}
          </Link>
          <SignOutButton className="rounded-xl bg-night-800 px-4 py-2 font-semibold text-white hover:bg-night-700" />
        </div>
      </header>

      {untranslatedLanguage ? (
        <section
          aria-labelledby="language-notice-heading"
          className="mt-6 rounded-2xl border border-violet-200 bg-violet-50 p-5"
          data-testid="language-notice"
        >
          <h2 id="language-notice-heading" className="font-semibold text-night-900">
            {t('languageNotice.heading')}
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            {t('languageNotice.text', { language: t(`settings:languageNames.${untranslatedLanguage}` as 'settings:languageNames.en') })}
          </p>
        </section>
      ) : null}

      {profile ? (
        <div className="mt-8">
          <Tabs
            label={t('tabs.label')}
            idPrefix="dashboard"
            initial="daily"
            items={[
              {
                id: 'daily',
                label: t('tabs.daily'),
                panel: (
                  <div className="space-y-6">
                    <TodayBrief reading={reading} zone={zone ?? ''} />
                    <section aria-labelledby="profile-summary-heading" className="rounded-2xl border border-violet-100 bg-white p-6 shadow-sm">
                      <div className="flex flex-wrap items-start justify-between gap-3">
                        <h2 id="profile-summary-heading" className="text-xl font-semibold text-night-900">
                          {t('profile.heading')}
                        </h2>
                        <Link
                          to={hindi ? '/profile-setup' : '/horoscope'}
                          className="text-sm font-medium text-violet-700 underline underline-offset-2 hover:text-violet-900"
                        >
                          {t('profile.edit')}
                        </Link>
                      </div>
                      {chart ? <ChartFacts chart={chart} sunSign={t(`astrology:${profile.sunSign}`)} /> : null}
                      {chart?.moonDay ? <MoonDayNote moonDay={chart.moonDay} /> : null}
                      <Facts
                        className="mt-4 text-sm"
                        rows={[
                          [t('profile.name'), profile.fullName],
                          [
                            t('profile.born'),
                            `${longDate(profile.dateOfBirth, locale)}${profile.timeOfBirth ? `, ${clockTime(profile.timeOfBirth, tp)}` : ` ${t('profile.timeUnknown')}`}`,
                          ],
                          [t('profile.place'), profile.place],
                        ]}
                      />
                      {/* The zone and coordinates the readings use, shown when asked for, as in the birth-place search (issue 12). */}
                      <details className="group mt-3 text-sm">
                        <summary className="inline-flex min-h-tap cursor-pointer list-none items-center gap-1 font-medium text-violet-700 sm:min-h-0 sm:py-1 [&::-webkit-details-marker]:hidden">
                          {t('profile.placeDetails')}
                          <ChevronDown aria-hidden="true" className="size-4 transition-transform group-open:rotate-180" />
                        </summary>
                        <Facts
                          className="mt-2"
                          rows={[
                            [t('profile.timeZone'), profile.timeZone],
                            [
                              t('profile.coordinates'),
                              `${coordinate(profile.latitude, t('profile.north'), t('profile.south'))}, ${coordinate(profile.longitude, t('profile.east'), t('profile.west'))}`,
                            ],
                          ]}
                        />
                      </details>
                      {chart ? <BirthChartFigure chart={chart} /> : null}
                    </section>
                  </div>
                ),
              },
              {
                id: 'life',
                label: t('tabs.life'),
                panel: <LifeBrief life={life} />,
              },
              {
                id: 'soulmate',
                label: t('tabs.soulmate'),
                panel: (
                  <section aria-labelledby="soulmate-heading" className="rounded-2xl border border-violet-100 bg-white p-6 text-center shadow-sm">
                    <h2 id="soulmate-heading" className="text-xl font-semibold text-night-900">
                      {t('soulmate.heading')}
                    </h2>
                    <p className="mt-2 text-slate-600">{t('soulmate.text')}</p>
                    <Link to="/soulmate-analysis" className={`mt-5 ${buttonClass}`}>
                      {t('soulmate.start')}
                    </Link>
                  </section>
                ),
              },
            ]}
          />
        </div>
      ) : (
        <section aria-labelledby="complete-heading" className="mt-8 rounded-2xl border border-saffron-300 bg-amber-50 p-8 text-center">
          <h2 id="complete-heading" className="text-2xl font-semibold text-night-900">
            {t('complete.heading')}
          </h2>
          <p className="mx-auto mt-2 max-w-md text-slate-700">{t('complete.text')}</p>
          <div className="mt-6 flex flex-col items-center justify-center gap-3 sm:flex-row">
            <Link to={hindi ? '/profile-setup' : '/horoscope'} className={buttonClass}>
              {t('complete.action')}
            </Link>
            {hindi ? null : (
              // The Hindi form (spec 2.19), offered in its own language like a language switcher.
              <Link to="/profile-setup" lang="hi" className="font-medium text-violet-700 underline underline-offset-2">
                {t('complete.otherLanguage')}
              </Link>
            )}
          </div>
        </section>
      )}

      <SavedItems items={loaderData.savedItems} />
    </div>
  )
}

/** Terms and their details, two columns from `sm` up: the profile summary and its place details. */
function Facts({ rows, className }: { rows: [term: string, detail: string][]; className: string }) {
  return (
    <dl className={`grid gap-x-6 gap-y-3 sm:grid-cols-2 ${className}`}>
      {rows.map(([term, detail]) => (
        <div key={term}>
          <dt className="text-slate-500">{term}</dt>
          <dd className="font-medium text-slate-900">{detail}</dd>
        </div>
      ))}
    </dl>
  )
}

/** The sidereal facts Indian readers look for first, then the Western sun sign, labelled as such. */
function ChartFacts({ chart, sunSign }: { chart: ChartSummary; sunSign: string }) {
  const { t } = useTranslation(['reading', 'astrology'])
  return (
    <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-2" data-testid="chart-facts">
      <div>
        <dt className="text-sm text-slate-500">{t('dashboard.moonSign')}</dt>
        <dd className="text-lg font-semibold text-night-900" data-testid="moon-sign">
          {t(`astrology:${rashiKey(chart.moonSign)}`)}
        </dd>
      </div>
      <div>
        <dt className="text-sm text-slate-500">{t('dashboard.nakshatra')}</dt>
        <dd className="text-lg font-semibold text-night-900" data-testid="nakshatra">
          {t('dashboard.nakshatraPada', { nakshatra: t(`astrology:${nakshatraKey(chart.nakshatra)}`), pada: chart.pada })}
        </dd>
      </div>
      <div>
        <dt className="text-sm text-slate-500">{t('dashboard.lagna')}</dt>
        {chart.lagna ? (
          <dd className="text-lg font-semibold text-night-900" data-testid="lagna">
            {t(`astrology:${rashiKey(chart.lagna)}`)}
          </dd>
        ) : (
          <dd className="text-sm text-slate-700" data-testid="lagna">
            {t('dashboard.lagnaUnknown')}
          </dd>
        )}
      </div>
      <div>
        <dt className="text-sm text-slate-500">{t('dashboard.sunSign')}</dt>
        <dd className="text-lg font-semibold text-night-900" data-testid="sun-sign">
          {sunSign}
        </dd>
      </div>
    </dl>
  )
}

/** The North Indian kundli, drawn as SVG on the server, with its text for screen readers. */
function BirthChartFigure({ chart }: { chart: ChartSummary }) {
  const { t } = useTranslation(['reading', 'design'])
  const signNames = t('design:signs', { returnObjects: true }) as Record<string, string>
  const bodyNames = t('design:planets', { returnObjects: true }) as Record<Graha, string>
  const summary = kundliSummary(chart.kundli, {
    title: t('design:kundli.northTitle'),
    signNames,
    bodyNames,
    house: (values) => t('design:kundli.house', values),
    withPlanets: (values) => t('design:kundli.housePlanets', values),
  })
  return (
    <figure className="mt-6" data-testid="kundli">
      <figcaption className="font-semibold text-night-900">{t('dashboard.chartHeading')}</figcaption>
      <KundliChart
        kundli={chart.kundli}
        variant="north"
        bodyLabels={t('design:planetAbbreviations', { returnObjects: true }) as Record<Graha, string>}
        signLabels={t('design:signAbbreviations', { returnObjects: true }) as Record<string, string>}
        lagnaLabel={t('design:planetAbbreviations.ascendant')}
        summary={summary}
        className="mx-auto mt-3 w-full max-w-sm text-night-900"
      />
      {chart.kundli.moonLagna ? <p className="mt-2 text-sm text-slate-700">{t('dashboard.chartMoon')}</p> : null}
    </figure>
  )
}

/** Today's reading in brief (spec 2.6, 4): the overview, the numbers and the 5 power colours, and the way to the rest. */
function TodayBrief({ reading, zone }: { reading: DailyReading | null; zone: string }) {
  const { t } = useTranslation(['reading', 'lucky'])
  useZoneCookie(zone)
  return (
    <section aria-labelledby="today-heading" className="rounded-2xl border border-violet-100 bg-white p-6 shadow-sm" data-testid="today-brief">
      <h2 id="today-heading" className="text-xl font-semibold text-night-900">
        {t('dashboard.today')}
      </h2>
      {reading ? (
        <>
          <p className="mt-2 leading-relaxed text-slate-800">{reading.sections.overview ?? t('noText')}</p>
          <div className="mt-4 flex flex-wrap gap-x-8 gap-y-4">
            <div>
              <h3 className="text-sm font-medium text-slate-600">{t('luckyNumbers')}</h3>
              <p className="mt-1 font-semibold text-night-900" data-testid="brief-numbers">
                {reading.luckyNumbers.join(', ')}
              </p>
            </div>
            <div>
              <h3 className="text-sm font-medium text-slate-600">{t('powerColours')}</h3>
              <ul className="mt-1 flex flex-wrap gap-2" data-testid="brief-colours">
                {reading.dashboardColours.map((colour) => {
                  const name = t(`lucky:colours.${colour.name}` as 'lucky:colours.Red')
                  return (
                    <li key={colour.name} className="flex items-center gap-1.5 text-sm text-slate-800">
                      <span
                        role="img"
                        aria-label={t('swatch', { colour: name })}
                        className="inline-block size-5 rounded-full border border-slate-300"
                        style={{ backgroundColor: colour.hex }}
                      />
                      {name}
                    </li>
                  )
                })}
              </ul>
            </div>
          </div>
          <Link to="/daily-reading" className={`mt-5 ${buttonClass}`}>
            {t('dashboard.readFull')}
          </Link>
        </>
      ) : (
        <div className="mt-3 space-y-3">
          <FormMessage tone="error">{t('error')}</FormMessage>
          <Link to="/dashboard" reloadDocument className={buttonClass}>
            {t('tryAgain')}
          </Link>
        </div>
      )}
    </section>
  )
}

/** The Life tab (issue 13): the latest life and career analysis in brief, or the button that makes one. */
function LifeBrief({ life }: { life: LifeCareerView | null }) {
  const { t } = useTranslation(['lifeCareer', 'astrology'])
  const locale = useLocale()
  return (
    <section aria-labelledby="life-heading" className="rounded-2xl border border-violet-100 bg-white p-6 shadow-sm" data-testid="life-brief">
      <h2 id="life-heading" className="text-xl font-semibold text-night-900">
        {t('dashboard.heading')}
      </h2>
      {life ? (
        <>
          <p className="mt-1 text-sm text-slate-600">{t('dashboard.latest', { date: longDate(life.date, locale) })}</p>
          <p className="mt-2 font-medium text-violet-800">
            {t('dashboard.now', { maha: t(`astrology:${planetKey(life.now.mahadasha)}`), antar: t(`astrology:${planetKey(life.now.antardasha)}`) })}
          </p>
          <p className="mt-2 leading-relaxed text-slate-800">{life.paragraphs.careerPredictions ?? t('noText')}</p>
          <Link to="/life-career" className={`mt-5 ${buttonClass}`}>
            {t('dashboard.open')}
          </Link>
        </>
      ) : (
        <>
          <p className="mt-2 text-slate-600">{t('dashboard.none')}</p>
          <Form method="post" action="/life-career" className="mt-5">
            <input type="hidden" name="intent" value="generate" />
            <button type="submit" className={buttonClass}>
              {t('generate')}
            </button>
          </Form>
        </>
      )}
    </section>
  )
}
