import { useTranslation } from 'react-i18next'
import { data, Form, Link, redirect } from 'react-router'
import { BirthPlaceSearch, type BirthPlaceValue } from '../components/birth-place-search'
import { EnergyBar } from '../components/energy-bar'
import { FormMessage } from '../components/ui/form-parts'
import { useZoneCookie } from '../components/use-zone-cookie'
import { inputClass } from '../components/ui/field'
import { getFixedT, getLocale } from '../i18n/i18n.server'
import { useLocale } from '../i18n/use-locale'
import { isAstrologyInputError } from '../astrology'
import { isLatitude, isLongitude, isTimeZone, todayIn } from '../schemas/birth-details'
import { CALENDAR_MAX_DATE, CALENDAR_MIN_DATE, parseCalendarQuery, type CalendarView } from '../schemas/day-query'
import {
  calendarDayAt,
  calendarMonthAt,
  choosePlace,
  coordinatesOf,
  type CalendarDayView,
  type CalendarMonthView,
  type CalendarPlace,
} from '../services/calendar.server'
import { userZone } from '../services/lucky.server'
import { searchPlaces } from '../services/places.server'
import { getProfile, type Profile } from '../services/profiles.server'
import { nakshatraKey, karanaKey, planetKey, rashiKey, tithiKeys, weekdayKey, yogaKey } from '../utils/astrology-names'
import { getUser } from '../utils/auth.server'
import { intlLocale, longDate } from '../utils/dates'
import type { Locale } from '../utils/locales.mjs'
import { pageMeta } from '../utils/meta'
import type { Route } from './+types/astro-calendar'

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? pageMeta(loaderData.meta.title, loaderData.meta.description) : [])

type ErrorCode = 'date-format' | 'date-range' | 'place-format' | 'unknown-place' | 'manual-place' | 'view' | 'repeated'

/** The instants the page shows, as clock times at the place, in the page's language. */
function clock(iso: string | null, place: CalendarPlace, locale: Locale, date: string) {
  if (!iso) return null
  const at = new Date(iso)
  const time = new Intl.DateTimeFormat(intlLocale(locale), { hour: 'numeric', minute: '2-digit', timeZone: place.timeZone }).format(at)
  return { time, nextDay: todayIn(place.timeZone, at) > date }
}

function dayFacts(day: CalendarDayView, place: CalendarPlace, locale: Locale) {
  return {
    ...day,
    clocks: {
      sunrise: clock(day.sunrise, place, locale, day.date),
      sunset: clock(day.sunset, place, locale, day.date),
      tithi: clock(day.tithi.endsAt, place, locale, day.date),
      nakshatra: clock(day.nakshatra.endsAt, place, locale, day.date),
      yoga: clock(day.yoga.endsAt, place, locale, day.date),
      karana: clock(day.karana.endsAt, place, locale, day.date),
    },
  }
}

/** A place typed by hand into the search's own fields (the birth-place search offers it): used as given, if valid. */
function manualPlace(params: URLSearchParams): CalendarPlace | 'invalid' | null {
  if (params.get('placeManual') !== 'on') return null
  const name = (params.get('placeName') ?? '').trim().slice(0, 120)
  const latitude = Number(params.get('latitude'))
  const longitude = Number(params.get('longitude'))
  const timeZone = params.get('timeZone') ?? ''
  if (!name || /\p{Cc}/u.test(name) || !isLatitude(latitude) || !isLongitude(longitude) || !isTimeZone(timeZone)) return 'invalid'
  return { id: null, label: name, latitude, longitude, timeZone }
}

async function profileOf(request: Request): Promise<Profile | null> {
  const user = await getUser(request)
  if (!user) return null
  try {
    return await getProfile(user)
  } catch (error) {
    // The page works without it (New Delhi); the failure is only logged.
    console.error('Reading the profile for the astro calendar failed', error)
    return null
  }
}

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const params = url.searchParams
  const locale = await getLocale(request)
  const t = await getFixedT(locale, 'calendar')
  const meta = { title: t('meta.title'), description: t('meta.description') }

  // The search box sends the picked place's fields; the shareable address names it by its gazetteer id alone.
  if (!params.has('place') && (params.has('placeId') || params.has('placeQuery')) && params.get('placeManual') !== 'on') {
    const typed = (params.get('placeQuery') ?? '').trim()
    // Without script the box sends only what was typed: its best match stands in. An empty box keeps the default place.
    const id = params.get('placeId') || (typed ? (searchPlaces(typed, 1)[0]?.id ?? '0') : null)
    const next = new URLSearchParams()
    for (const key of ['date', 'view', 'lng']) if (params.get(key)) next.set(key, params.get(key)!)
    if (id) next.set('place', id)
    throw redirect(`${url.pathname}?${next}`)
  }

  const profile = await profileOf(request)
  const zone = userZone({ cookie: request.headers.get('Cookie'), profileZone: profile?.place.timeZone ?? null })
  const today = todayIn(zone)
  const fallback = choosePlace(null, profile)
  const base = { meta, today, zone, min: CALENDAR_MIN_DATE, max: CALENDAR_MAX_DATE }
  const refuse = (code: ErrorCode) =>
    data(
      { ...base, error: code, date: today, view: 'day' as CalendarView, place: fallback.ok ? fallback.place : null, day: null, month: null },
      { status: 400 },
    )

  const query = parseCalendarQuery(params)
  if (!query.ok) return refuse(query.code)
  const manual = manualPlace(params)
  if (manual === 'invalid') return refuse('manual-place')
  const chosen = manual ? { ok: true as const, place: manual } : choosePlace(query.value.place, profile)
  if (!chosen.ok) return refuse(chosen.code)
  const { place } = chosen
  const date = query.value.date ?? today
  const view = query.value.view
  try {
    if (view === 'month') {
      const [year, month] = date.split('-').map(Number) as [number, number]
      const calendar: CalendarMonthView = calendarMonthAt(year, month, coordinatesOf(place))
      return data({ ...base, error: null, date, view, place, day: null, month: calendar })
    }
    return data({ ...base, error: null, date, view, place, day: dayFacts(calendarDayAt(date, coordinatesOf(place)), place, locale), month: null })
  } catch (error) {
    // The engine refuses what it cannot compute (a date past its range): the visitor's input, not our fault.
    if (isAstrologyInputError(error)) return refuse('date-range')
    throw error
  }
}

function shiftDate(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + days)
  return d.toISOString().slice(0, 10)
}

function shiftMonth(date: string, months: number): string {
  const [y, m] = date.split('-').map(Number) as [number, number]
  const d = new Date(Date.UTC(y, m - 1 + months, 1))
  return d.toISOString().slice(0, 10)
}

const linkClass = 'rounded-lg border border-violet-200 px-3 py-2 text-sm font-medium text-violet-800 hover:bg-violet-50'

export default function AstroCalendar({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(['calendar', 'astrology'])
  const { error, date, view, place, day, month, today, zone, min, max } = loaderData
  const locale = useLocale()
  useZoneCookie(zone)
  const search = (next: { date?: string; view?: CalendarView }) => {
    const params = new URLSearchParams()
    params.set('date', next.date ?? date)
    if (place?.id) params.set('place', place.id)
    else if (place) {
      // A place typed by hand travels as the search's own fields (ADR 086).
      params.set('placeManual', 'on')
      params.set('placeName', place.label)
      params.set('latitude', String(place.latitude))
      params.set('longitude', String(place.longitude))
      params.set('timeZone', place.timeZone)
    }
    const v = next.view ?? view
    if (v !== 'day') params.set('view', v)
    return `?${params}`
  }
  const placeValue: BirthPlaceValue | undefined = place?.id
    ? {
        placeId: place.id,
        placeName: place.label.split(',')[0]!,
        latitude: place.latitude,
        longitude: place.longitude,
        timeZone: place.timeZone,
        label: place.label,
      }
    : undefined

  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="font-[family-name:var(--font-display)] text-3xl font-semibold text-night-900 sm:text-4xl">{t('heading')}</h1>
      <p className="mt-2 text-slate-600">{t('intro')}</p>

      <Form method="get" className="mt-6 rounded-2xl border border-violet-100 bg-white p-5 shadow-sm" aria-labelledby="calendar-form-legend">
        <p id="calendar-form-legend" className="sr-only">
          {t('form.legend')}
        </p>
        {error ? (
          <div className="mb-4">
            <FormMessage tone="error">{t(`errors.${error}`)}</FormMessage>
          </div>
        ) : null}
        <div className="grid gap-4 md:grid-cols-[minmax(0,12rem)_minmax(0,1fr)]">
          <div>
            <label htmlFor="calendar-date" className="block text-sm font-medium text-slate-700">
              {t('form.date')}
            </label>
            <input
              id="calendar-date"
              name="date"
              type="date"
              min={min}
              max={max}
              defaultValue={date}
              required
              aria-describedby="calendar-date-hint"
              aria-invalid={error === 'date-format' || error === 'date-range' ? true : undefined}
              className={`mt-1 ${inputClass}`}
            />
            <p id="calendar-date-hint" className="mt-1 text-xs text-slate-600">
              {t('form.dateHint')}
            </p>
          </div>
          <BirthPlaceSearch
            id="calendar-place"
            key={place?.id ?? place?.label ?? 'none'}
            context="calendar"
            defaultValue={placeValue}
            errors={error === 'unknown-place' || error === 'place-format' || error === 'manual-place' ? t(`errors.${error}`) : undefined}
          />
        </div>
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <fieldset className="flex items-center gap-3">
            <legend className="sr-only">{t('views.label')}</legend>
            {(['day', 'month'] as const).map((v) => (
              <label key={v} className="flex items-center gap-1.5 text-sm text-slate-800">
                <input type="radio" name="view" value={v} defaultChecked={view === v} className="size-4 accent-violet-700" />
                {t(`views.${v}`)}
              </label>
            ))}
          </fieldset>
          <button type="submit" className="rounded-xl bg-night-800 px-5 py-2.5 font-semibold text-white hover:bg-night-700">
            {t('form.show')}
          </button>
        </div>
      </Form>

      {place && (day || month) ? (
        <nav aria-label={t('views.label')} className="mt-6 flex flex-wrap items-center gap-2">
          {view === 'day' ? (
            <>
              {date > min ? (
                <Link to={search({ date: shiftDate(date, -1) })} className={linkClass}>
                  ← {t('form.previousDay')}
                </Link>
              ) : null}
              <Link to={search({ date: today })} className={linkClass}>
                {t('form.today')}
              </Link>
              {date < max ? (
                <Link to={search({ date: shiftDate(date, 1) })} className={linkClass}>
                  {t('form.nextDay')} →
                </Link>
              ) : null}
              <Link to={search({ view: 'month' })} className={linkClass}>
                {t('views.month')}
              </Link>
            </>
          ) : (
            <>
              {date.slice(0, 7) > min.slice(0, 7) ? (
                <Link to={search({ date: shiftMonth(date, -1) })} className={linkClass}>
                  ← {t('form.previousMonth')}
                </Link>
              ) : null}
              <Link to={search({ date: today })} className={linkClass}>
                {t('form.today')}
              </Link>
              {date.slice(0, 7) < max.slice(0, 7) ? (
                <Link to={search({ date: shiftMonth(date, 1) })} className={linkClass}>
                  {t('form.nextMonth')} →
                </Link>
              ) : null}
              <Link to={search({ view: 'day' })} className={linkClass}>
                {t('views.day')}
              </Link>
            </>
          )}
          <a href={`/astro-calendar${search({})}`} className="ml-auto text-sm font-medium text-violet-700 underline underline-offset-2">
            {t('share')}
          </a>
        </nav>
      ) : null}

      {place && day ? <DayView day={day} place={place} locale={locale} /> : null}
      {place && month ? <MonthView month={month} place={place} locale={locale} link={(d) => search({ date: d, view: 'day' })} /> : null}
    </div>
  )
}

type DayData = NonNullable<Route.ComponentProps['loaderData']['day']>
type Clock = { time: string; nextDay: boolean } | null

function Until({ at }: { at: Clock }) {
  const { t } = useTranslation('calendar')
  if (!at) return null
  return <span className="block text-sm text-slate-600">{at.nextDay ? t('day.untilNextDay', { time: at.time }) : t('day.until', { time: at.time })}</span>
}

function DayView({ day, place, locale }: { day: DayData; place: CalendarPlace; locale: Locale }) {
  const { t } = useTranslation(['calendar', 'astrology'])
  const tithi = tithiKeys(day.tithi.number)
  const rows: { label: string; value: string; until?: Clock }[] = [
    { label: t('day.weekday'), value: t(`astrology:${weekdayKey(day.weekday - 1)}`) },
    {
      label: t('day.tithi'),
      value: t('astrology:tithiWithPaksha', { paksha: t(`astrology:${tithi.paksha}`), tithi: t(`astrology:${tithi.tithi}`) }),
      until: day.clocks.tithi,
    },
    {
      label: t('day.nakshatra'),
      value: `${t(`astrology:${nakshatraKey(day.nakshatra.number)}`)} (${t('day.pada', { pada: day.nakshatra.pada })})`,
      until: day.clocks.nakshatra,
    },
    { label: t('day.yoga'), value: t(`astrology:${yogaKey(day.yoga.number)}`), until: day.clocks.yoga },
    { label: t('day.karana'), value: t(`astrology:${karanaKey(day.karana.number)}`), until: day.clocks.karana },
    { label: t('day.sunrise'), value: day.clocks.sunrise?.time ?? t('day.noSunrise') },
    { label: t('day.sunset'), value: day.clocks.sunset?.time ?? t('day.noSunset') },
  ]
  return (
    <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-2">
      <section aria-labelledby="day-heading" className="rounded-2xl border border-violet-100 bg-white p-5 shadow-sm">
        <h2 id="day-heading" className="text-xl font-semibold text-night-900">
          {longDate(day.date, locale)}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t('at', { place: place.label })}</p>
        <p className="mt-4 flex items-center gap-3 text-night-900">
          <span aria-hidden="true" className="text-3xl">
            {PHASE_GLYPHS[day.phase.name]}
          </span>
          <span>
            <span className="block text-sm text-slate-600">{t('day.moonPhase')}</span>
            <span className="font-semibold">{t(`phases.${day.phase.name}`)}</span>{' '}
            <span className="text-sm text-slate-600">({t('day.illumination', { percent: Math.round(day.phase.illumination * 100) })})</span>
          </span>
        </p>
        <dl className="mt-4 divide-y divide-violet-50">
          {rows.map((row) => (
            <div key={row.label} className="grid grid-cols-[minmax(0,7rem)_minmax(0,1fr)] gap-2 py-2 break-words">
              <dt className="text-sm text-slate-600">{row.label}</dt>
              <dd className="font-medium text-night-900">
                {row.value}
                <Until at={row.until ?? null} />
              </dd>
            </div>
          ))}
        </dl>
        <p className="mt-2 text-xs text-slate-600">{t('day.times', { zone: place.timeZone })}</p>
      </section>

      <div className="space-y-6">
        <section aria-labelledby="energy-heading" className="rounded-2xl border border-violet-100 bg-white p-5 shadow-sm">
          <h2 id="energy-heading" className="text-xl font-semibold text-night-900">
            {t('energy.heading')}
          </h2>
          <EnergyBar level={day.energy} label={t('energy.level', { level: day.energy })} />
          <p className="mt-2 text-sm text-slate-700">{t(day.energy >= 7 ? 'energy.high' : day.energy >= 5 ? 'energy.medium' : 'energy.low')}</p>
        </section>

        <section aria-labelledby="activities-heading" className="rounded-2xl border border-violet-100 bg-white p-5 shadow-sm">
          <h2 id="activities-heading" className="text-xl font-semibold text-night-900">
            {t('activities.heading')}
          </h2>
          <div className="mt-3 grid gap-4 sm:grid-cols-2">
            <div>
              <h3 className="font-semibold text-green-800">{t('activities.favourable')}</h3>
              <ul className="mt-2 space-y-1" data-testid="favourable">
                {day.activities.favourable.map((code) => (
                  <li key={code} className="flex gap-2 text-slate-800">
                    <span aria-hidden="true" className="text-green-700">
                      ✓
                    </span>
                    {t(`activities.${code}`)}
                  </li>
                ))}
              </ul>
            </div>
            <div>
              <h3 className="font-semibold text-red-800">{t('activities.avoid')}</h3>
              <ul className="mt-2 space-y-1" data-testid="avoid">
                {day.activities.avoid.map((code) => (
                  <li key={code} className="flex gap-2 text-slate-800">
                    <span aria-hidden="true" className="text-red-700">
                      ✕
                    </span>
                    {t(`activities.${code}`)}
                  </li>
                ))}
              </ul>
            </div>
          </div>
          <p className="mt-3 text-xs text-slate-600">{t('activities.why')}</p>
        </section>
      </div>

      <section aria-labelledby="transits-heading" className="rounded-2xl border border-violet-100 bg-white p-5 shadow-sm lg:col-span-2">
        <h2 id="transits-heading" className="text-xl font-semibold text-night-900">
          {t('transits.heading')}
        </h2>
        {/* A narrow screen scrolls the table inside its card; the region takes focus so keys can scroll it too (axe: scrollable-region-focusable). */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard */}
        <div className="mt-3 overflow-x-auto" role="region" aria-labelledby="transits-heading" tabIndex={0}>
          <table className="w-full min-w-[18rem] text-left text-sm">
            <caption className="pb-2 text-left text-slate-600">{t('transits.caption')}</caption>
            <thead>
              <tr className="border-b border-violet-100 text-slate-600">
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t('transits.planet')}
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t('transits.sign')}
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t('transits.degree')}
                </th>
                <th scope="col" className="py-2 font-medium">
                  {t('transits.motion')}
                </th>
              </tr>
            </thead>
            <tbody>
              {day.transits.map((row) => (
                <tr key={row.graha} className="border-b border-violet-50">
                  <th scope="row" className="py-2 pr-3 font-medium text-night-900">
                    {t(`astrology:${planetKey(row.graha)}`)}
                  </th>
                  <td className="py-2 pr-3">{t(`astrology:${rashiKey(row.sign)}`)}</td>
                  <td className="py-2 pr-3">{row.degree}°</td>
                  <td className="py-2">{row.retrograde ? <strong className="text-red-800">{t('transits.retrograde')}</strong> : t('transits.direct')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </div>
  )
}

// The eight phases as the Moon looks from the northern hemisphere; decoration only (the name is written beside it).
const PHASE_GLYPHS: Record<string, string> = {
  'new-moon': '🌑',
  'waxing-crescent': '🌒',
  'first-quarter': '🌓',
  'waxing-gibbous': '🌔',
  'full-moon': '🌕',
  'waning-gibbous': '🌖',
  'last-quarter': '🌗',
  'waning-crescent': '🌘',
}

function MonthView({ month, place, locale, link }: { month: CalendarMonthView; place: CalendarPlace; locale: Locale; link: (date: string) => string }) {
  const { t } = useTranslation(['calendar', 'astrology'])
  const title = new Intl.DateTimeFormat(intlLocale(locale), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(month.year, month.month - 1, 1)),
  )
  const weekdays = Array.from({ length: 7 }, (_, i) => t(`astrology:${weekdayKey(i)}`))
  // 1 November 2026 was a Sunday: Intl's short names of that week, which cut Devanagari at a sensible place.
  const short = new Intl.DateTimeFormat(intlLocale(locale), { weekday: 'short', timeZone: 'UTC' })
  const shortNames = Array.from({ length: 7 }, (_, i) => short.format(new Date(Date.UTC(2026, 10, 1 + i))))
  const cells: (CalendarMonthView['days'][number] | null)[] = [...Array.from({ length: month.leadingBlanks }, () => null), ...month.days]
  while (cells.length % 7) cells.push(null)
  const weeks = Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7))
  return (
    <section aria-labelledby="month-heading" className="mt-6 rounded-2xl border border-violet-100 bg-white p-3 shadow-sm sm:p-5">
      <h2 id="month-heading" className="text-xl font-semibold text-night-900">
        {t('month.heading', { month: title })}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('at', { place: place.label })}</p>
      <table className="mt-3 w-full table-fixed border-collapse text-center text-xs sm:text-sm">
        <caption className="sr-only">{t('month.caption')}</caption>
        <thead>
          <tr>
            {weekdays.map((name, i) => (
              <th key={name} scope="col" className="py-1 font-medium text-slate-600">
                <abbr title={name} className="no-underline">
                  {shortNames[i]}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, w) => (
            <tr key={w}>
              {week.map((cell, i) =>
                cell ? (
                  <td key={cell.date} className="h-16 border border-violet-50 p-0.5 align-top sm:h-20">
                    <Link
                      to={link(cell.date)}
                      aria-label={`${longDate(cell.date, locale)}: ${t(`phases.${cell.phase}`)}${cell.observances.length ? `, ${cell.observances.map((o) => t(`observances.${o}`)).join(', ')}` : ''}`}
                      className="flex h-full flex-col items-center rounded hover:bg-violet-50 focus-visible:outline-2 focus-visible:outline-violet-700"
                    >
                      <span className="font-semibold text-night-900">{Number(cell.date.slice(8))}</span>
                      <span aria-hidden="true">{PHASE_GLYPHS[cell.phase]}</span>
                      {cell.observances.map((o) => (
                        <span
                          key={o}
                          aria-hidden="true"
                          className="mt-0.5 w-full truncate rounded bg-amber-100 px-0.5 text-[0.65rem] leading-tight text-amber-900"
                        >
                          {t(`observances.${o}`)}
                        </span>
                      ))}
                    </Link>
                  </td>
                ) : (
                  <td key={`blank-${w}-${i}`} className="border border-violet-50" />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
