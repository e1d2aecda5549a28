import type { TFunction } from 'i18next'
import { ChevronDown } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { Graha } from '../../astrology'
import { useLocale } from '../../i18n/use-locale'
import type { DashboardProfile } from '../../routes/dashboard.server'
import { fromClockTime } from '../../schemas/birth-details'
import type { ChartSummary } from '../../services/readings.server'
import { nakshatraKey, rashiKey } from '../../utils/astrology-names'
import { longDate } from '../../utils/dates'
import { KundliChart, kundliSummary } from '../kundli-chart/kundli-chart'
import { MoonDayNote } from '../moon-day-note'
import { Card } from '../ui/card'

const coordinate = (value: number, positive: string, negative: string) => `${Math.abs(value).toFixed(2)}° ${value >= 0 ? positive : negative}`

/** The profile's 'HH:MM' on the 12-hour clock, its AM/PM in the page's language. */
function clockTime(value: string, t: TFunction<'profile'>): string {
  const time = fromClockTime(value)
  return time ? `${Number(time.hour)}:${time.minute} ${t(time.period === 'AM' ? 'am' : 'pm')}` : value
}

/** The Daily tab's profile card: the chart's facts, the birth details, the place's zone and coordinates, the kundli. */
export function ProfileSummary({ profile, chart }: { profile: DashboardProfile; chart: ChartSummary | null }) {
  const { t } = useTranslation(['dashboard', 'astrology'])
  const { t: tp } = useTranslation('profile')
  const { t: tk } = useTranslation('kundli')
  const locale = useLocale()
  const hindi = locale === 'hi'
  return (
    <Card aria-labelledby="profile-summary-heading" padding="lg">
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
      {/* The zone and coordinates the readings use, shown when asked for, as in the birth-place search. */}
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
      {chart ? (
        <Link
          to="/kundli"
          className="mt-3 inline-block text-sm font-medium text-violet-700 underline underline-offset-2 hover:text-violet-900"
          data-testid="kundli-link"
        >
          {tk('dashboardLink')}
        </Link>
      ) : null}
    </Card>
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
