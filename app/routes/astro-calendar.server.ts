import { data } from 'react-router'
import { choghadiyaAt, isAstrologyInputError, lastNightChoghadiya, type Choghadiya, type MuhurtaDay, type TimeWindow } from '../astrology'
import { addDays, formatIsoDate, parseIsoDate } from '../astrology/calendar'
import { getFixedT, getLocale } from '../i18n/i18n.server'
import { todayIn } from '../schemas/birth-details'
import { CALENDAR_MAX_DATE, CALENDAR_MIN_DATE, parseCalendarQuery, type CalendarView } from '../schemas/day-query'
import {
  calendarDayAt,
  calendarMonthAt,
  calendarMuhurtasAt,
  choosePlace,
  coordinatesOf,
  type CalendarDayView,
  type CalendarMonthView,
  type CalendarPlace,
} from '../services/calendar.server'
import { festivalsInMonth } from '../services/festivals.server'
import { userZone } from '../services/lucky.server'
import { clockTimeIn } from '../utils/dates'
import { manualPlace, redirectPlaceSearch, visitorProfile } from '../utils/place-query.server'
import type { Locale } from '../utils/locales.mjs'
import type { Route } from './+types/astro-calendar'

type ErrorCode = 'date-format' | 'date-range' | 'place-format' | 'unknown-place' | 'manual-place' | 'view' | 'repeated'

/** The instants the page shows, as clock times at the place, in the page's language. */
function clock(iso: string | null, place: CalendarPlace, locale: Locale, date: string) {
  if (!iso) return null
  const at = new Date(iso)
  const time = clockTimeIn(at, place.timeZone, locale)
  const civil = todayIn(place.timeZone, at)
  return { time, nextDay: civil > date, previousDay: civil < date }
}

type Clock = NonNullable<ReturnType<typeof clock>>

/** The night choghadiya of the day before running at `nowMs`, with its end as a clock time of this day. */
function runningBeforeSunrise(
  muhurtas: MuhurtaDay,
  nowMs: number,
  dayBefore: () => MuhurtaDay,
  at: (iso: string) => Clock,
): { name: Choghadiya['name']; quality: Choghadiya['quality']; end: Clock } | null {
  const running = lastNightChoghadiya(muhurtas, nowMs, dayBefore)
  return running ? { name: running.name, quality: running.quality, end: at(running.end) } : null
}

/**
 * The muhurtas as the page shows them: clock times at the place, and the choghadiya running now (ADR 206). Before the
 * day's sunrise the choghadiya running is the last of the night before, which this day's tables do not hold:
 * `beforeSunrise` names it, from the day before's muhurtas (`dayBefore`, asked for only then).
 */
function muhurtaFacts(muhurtas: MuhurtaDay, place: CalendarPlace, locale: Locale, nowMs: number, dayBefore: () => MuhurtaDay) {
  if (muhurtas.status !== 'ok') return { status: muhurtas.status }
  const at = (iso: string) => clock(iso, place, locale, muhurtas.date) as Clock
  const span = (w: TimeWindow | null) => (w ? { start: at(w.start), end: at(w.end) } : null)
  const list = (choghadiyas: readonly Choghadiya[]) => choghadiyas.map((c) => ({ name: c.name, quality: c.quality, ...span(c)! }))
  return {
    status: muhurtas.status,
    sunrise: at(muhurtas.sunrise),
    sunset: at(muhurtas.sunset),
    nextSunrise: muhurtas.nextSunrise ? at(muhurtas.nextSunrise) : null,
    rahuKaal: span(muhurtas.rahuKaal)!,
    yamaganda: span(muhurtas.yamaganda)!,
    gulikaKaal: span(muhurtas.gulikaKaal)!,
    abhijit: span(muhurtas.abhijit),
    brahmaMuhurta: span(muhurtas.brahmaMuhurta),
    day: list(muhurtas.dayChoghadiyas),
    night: muhurtas.nightChoghadiyas ? list(muhurtas.nightChoghadiyas) : null,
    now: choghadiyaAt(muhurtas, nowMs),
    beforeSunrise: runningBeforeSunrise(muhurtas, nowMs, dayBefore, at),
  }
}

/** The day's muhurtas as the page shows them, or the reason there are none. */
export type MuhurtaFacts = ReturnType<typeof muhurtaFacts>

function dayFacts(day: CalendarDayView, muhurtas: MuhurtaDay, place: CalendarPlace, locale: Locale) {
  const dayBefore = () => calendarMuhurtasAt(formatIsoDate(addDays(parseIsoDate(day.date, 'date'), -1)), coordinatesOf(place))
  return {
    ...day,
    muhurtas: muhurtaFacts(muhurtas, place, locale, Date.now(), dayBefore),
    clocks: {
      sunrise: clock(day.sunrise, place, locale, day.date),
      // The sunset that ends the day begun at sunrise; far north in summer it falls after midnight (ADR 207).
      sunset: clock(muhurtas.status === 'ok' ? muhurtas.sunset : day.sunset, place, locale, day.date),
      tithi: clock(day.tithi.endsAt, place, locale, day.date),
      nakshatra: clock(day.nakshatra.endsAt, place, locale, day.date),
      yoga: clock(day.yoga.endsAt, place, locale, day.date),
      karana: clock(day.karana.endsAt, place, locale, day.date),
    },
  }
}

/** A day as the page shows it: the engine's facts and their clock times at the place. */
export type CalendarDayFacts = ReturnType<typeof dayFacts>

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const params = url.searchParams
  const locale = await getLocale(request)
  const t = await getFixedT(locale, 'calendar')
  const meta = { title: t('meta.title'), description: t('meta.description') }

  // The search box sends the picked place's fields; the shareable address names it by its gazetteer id alone.
  redirectPlaceSearch(url, ['date', 'view'])

  const profile = await visitorProfile(request, 'astro calendar')
  const zone = userZone({ cookie: request.headers.get('Cookie'), profileZone: profile?.place.timeZone ?? null })
  const today = todayIn(zone)
  const fallback = choosePlace(null, profile)
  const base = { meta, today, zone, min: CALENDAR_MIN_DATE, max: CALENDAR_MAX_DATE }
  const refuse = (code: ErrorCode) =>
    data(
      {
        ...base,
        error: code,
        date: today,
        view: 'day' as CalendarView,
        place: fallback.ok ? fallback.place : null,
        day: null,
        month: null,
        festivals: [],
      },
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
      return data({ ...base, error: null, date, view, place, day: null, month: calendar, festivals: await festivalsInMonth(year, month, place) })
    }
    const day = dayFacts(calendarDayAt(date, coordinatesOf(place)), calendarMuhurtasAt(date, coordinatesOf(place)), place, locale)
    return data({ ...base, error: null, date, view, place, day, month: null, festivals: [] })
  } catch (error) {
    // The engine refuses what it cannot compute (a date past its range): the visitor's input, not our fault.
    if (isAstrologyInputError(error)) return refuse('date-range')
    throw error
  }
}
