// The festival calendar (ADR 189, ADR 198): the engine's festival days of a year at a place, each with the rule it
// follows and its muhurat as clock times at the place, for the page, the iCalendar feed and the dashboard's card.
// Pure computation, so no database: each year at a place is kept in memory.
import { FESTIVAL_RULES, festivalSteps, type FestivalDay, type FestivalRule } from '../astrology/festivals'
import { todayIn } from '../schemas/birth-details'
import { BoundedMap } from '../utils/bounded-map.mjs'
import { clockTimeIn, longDate } from '../utils/dates'
import type { Locale } from '../utils/locales.mjs'
import { festivalName, ruleText, windowText, type FestivalRuleView, type FestivalRow, type Translate } from '../domain/festival-text'
import { getFixedT } from '../i18n/i18n.server'
import { getEnv } from '../utils/env.server'
import { writeCalendar } from '../utils/ical'
import { choosePlace, coordinatesOf, type CalendarPlace } from './calendar.server'
import type { SessionUser } from './accounts.server'
import { getProfile, type Profile } from './profiles.server'

export const FESTIVAL_MIN_YEAR = 1920
export const FESTIVAL_MAX_YEAR = 2100

// A year at a place is about fifty small records; a few hundred places' years fit in well under a megabyte.
const memo = new BoundedMap<string, Promise<readonly FestivalDay[]>>(400)

/** The longest the festival work holds the event loop before it lets other requests run (ADR 198). */
const SLICE_MS = 8

/**
 * The engine's festival days of a year at a place, computed once. A year costs a few hundred milliseconds of CPU, so it
 * is worked out in the engine's small steps, handing the event loop back every few milliseconds: a visitor asking for
 * many places and years slows only their own answers, never holds everyone else's (ADR 198). The same year and place
 * asked for again while it is worked out joins that work.
 */
export function festivalDays(year: number, place: CalendarPlace): Promise<readonly FestivalDay[]> {
  const key = `${year}:${place.latitude.toFixed(4)},${place.longitude.toFixed(4)},${place.timeZone}`
  const known = memo.get(key)
  if (known) return known
  const days = inSlices(festivalSteps(year, coordinatesOf(place)))
  memo.set(key, days)
  // A failed computation is not remembered.
  days.catch(() => {
    if (memo.get(key) === days) memo.delete(key)
  })
  return days
}

/** Runs an engine's steps, yielding to the event loop whenever a slice has taken `SLICE_MS`. */
async function inSlices<T>(steps: Generator<void, T>): Promise<T> {
  let since = performance.now()
  for (;;) {
    const step = steps.next()
    if (step.done) return step.value
    if (performance.now() - since >= SLICE_MS) {
      await new Promise<void>((resolve) => setImmediate(resolve))
      since = performance.now()
    }
  }
}

export const isEkadashi = (key: string) => key.endsWith('-ekadashi')

/** The rule a festival follows, as plain data the page and the feed put into words. */
export function ruleOf(day: Pick<FestivalDay, 'key' | 'shortDvadashi'>): FestivalRuleView {
  const rule: FestivalRule | undefined = FESTIVAL_RULES[day.key]
  if (!rule) return day.shortDvadashi ? { kind: 'ekadashi', shortDvadashi: true } : { kind: 'ekadashi' }
  switch (rule.kind) {
    case 'tithi':
      return { kind: 'tithi', month: rule.month, tithi: rule.tithi, kala: rule.kala[0]! }
    case 'purnimaWithoutBhadra':
      return { kind: 'bhadra', month: rule.month, tithi: 15, kala: rule.kala }
    case 'sankranti':
      return { kind: 'sankranti' }
    case 'dayAfter':
      return { kind: 'dayAfter', festival: rule.festival }
  }
}

/** A clock time at the place, in the language, and whether it falls after the festival's date. */
function clockAt(iso: string, place: CalendarPlace, locale: Locale, date: string) {
  const at = new Date(iso)
  const time = clockTimeIn(at, place.timeZone, locale)
  const day = todayIn(place.timeZone, at)
  return { time, nextDay: day > date }
}

/** The festival days as the page and the feed show them: the rule and the window's clock times at the place. */
export async function festivalRows(year: number, place: CalendarPlace, locale: Locale): Promise<FestivalRow[]> {
  return (await festivalDays(year, place)).map((day) => {
    const { window } = day
    // A window at sunrise says nothing the date does not; a window that is the whole tithi is no muhurat either.
    const shown = window && window.kind !== 'udaya' && window.kind !== 'tithi'
    return {
      key: day.key,
      date: day.date,
      ekadashi: isEkadashi(day.key),
      rule: ruleOf(day),
      window: shown
        ? {
            kind: window.kind,
            start: clockAt(window.start, place, locale, day.date),
            end: window.start === window.end ? null : clockAt(window.end, place, locale, day.date),
          }
        : null,
      vaishnava: day.vaishnava ?? null,
    }
  })
}

/** The customer's birthplace as the calendar names it (a hand-typed place has no gazetteer id). */
export function birthplaceOf(profile: Pick<Profile, 'place'>): CalendarPlace {
  const chosen = choosePlace(null, profile)
  if (!chosen.ok) throw new Error('A profile always names a place')
  return chosen.place
}

export type NextFestival = { key: string; date: string; days: number; place: string; placeId: string | null }

/**
 * The next festival (not an Ekadashi) on or after `today` at the customer's birthplace, for the dashboard's card. A
 * failure is only logged: the card says the calendar is not available and the dashboard stays up.
 */
export async function nextFestival(profile: Pick<Profile, 'place'>, today: string): Promise<NextFestival | null> {
  try {
    const place = birthplaceOf(profile)
    const year = Number(today.slice(0, 4))
    const years = year < FESTIVAL_MAX_YEAR ? [year, year + 1] : [year]
    for (const y of years) {
      const found = (await festivalDays(y, place)).find((d) => d.date >= today && !isEkadashi(d.key))
      if (found) {
        const days = Math.round((Date.parse(found.date) - Date.parse(today)) / 86_400_000)
        return { key: found.key, date: found.date, days, place: place.label, placeId: place.id }
      }
    }
    return null
  } catch (error) {
    console.error('Computing the next festival for the dashboard failed', error)
    return null
  }
}

export type FestivalQuery = { ok: true; year: number | null; placeId: string | null } | { ok: false; code: 'year' | 'place' }

/** `year` (1920–2100) and `place` (a gazetteer id) from a query; both optional, each given at most once. */
export function parseFestivalQuery(params: URLSearchParams): FestivalQuery {
  const years = params.getAll('year')
  const places = params.getAll('place')
  if (years.length > 1 || (years[0] !== undefined && years[0] !== '' && !/^\d{4}$/.test(years[0]))) return { ok: false, code: 'year' }
  const year = years[0] === undefined || years[0] === '' ? null : Number(years[0])
  if (year !== null && (year < FESTIVAL_MIN_YEAR || year > FESTIVAL_MAX_YEAR)) return { ok: false, code: 'year' }
  if (places.length > 1 || (places[0] !== undefined && places[0] !== '' && !/^\d{1,12}$/.test(places[0]))) return { ok: false, code: 'place' }
  return { ok: true, year, placeId: places[0] || null }
}

// The date the festival rules last changed, as every event's DTSTAMP: the same request gives the same bytes. Move it
// when a rule in app/astrology/festivals.ts changes, so calendar apps take the new dates (ADR 198).
const RULES_STAMP = '20261128T020000Z'

/**
 * The iCalendar feed of a place: one all-day event per festival and Ekadashi, UID `<key>-<YYYY-MM-DD>@<host>`. A year
 * gives that year; none gives this year and the next, what a subscription wants.
 */
export async function festivalFeed(options: { years: readonly number[]; place: CalendarPlace; locale: Locale; origin: string }): Promise<string> {
  const { years, place, locale, origin } = options
  const t = (await getFixedT(locale, 'festivals')) as unknown as Translate
  const host = new URL(origin).host
  const link = (year: number) =>
    `${origin}/festivals?${new URLSearchParams({ year: String(year), ...(place.id ? { place: place.id } : {}), lng: locale })}`
  const rows = await Promise.all(years.map(async (year) => ({ year, rows: await festivalRows(year, place, locale) })))
  const events = rows.flatMap(({ year, rows }) =>
    rows.map((row) => {
      const lines = [
        t('festivals:feed.rule', { rule: ruleText(t, row.rule) }),
        ...(row.window ? [t('festivals:feed.muhurat', { window: windowText(t, row.window), zone: place.timeZone })] : []),
        ...(row.vaishnava ? [t('festivals:feed.vaishnava', { date: longDate(row.vaishnava, locale) })] : []),
        t('festivals:feed.more', { url: link(year) }),
      ]
      return { uid: `${row.key}-${row.date}@${host}`, date: row.date, summary: festivalName(t, row.key), description: lines.join('\n') }
    }),
  )
  const name = t('festivals:feed.calendarName', { year: years.join('–'), place: place.label })
  return writeCalendar({ prodId: `-//${host}//Festivals//${locale.toUpperCase()}`, name, stamp: RULES_STAMP, events })
}

/** The feed's addresses for a place: https to paste into a calendar's "From URL", webcal to subscribe with a tap. */
export function feedLinks(placeId: string, locale: Locale, year?: number) {
  const url = new URL('/festivals.ics', getEnv().APP_URL)
  if (year) url.searchParams.set('year', String(year))
  url.searchParams.set('place', placeId)
  url.searchParams.set('lng', locale)
  return { https: url.href, webcal: url.href.replace(/^https?:/, 'webcal:') }
}

/** The festival days of a month at a place, for the astro calendar's month view; none where the year is out of range. */
export async function festivalsInMonth(year: number, month: number, place: CalendarPlace): Promise<{ date: string; key: string }[]> {
  if (year < FESTIVAL_MIN_YEAR || year > FESTIVAL_MAX_YEAR) return []
  const prefix = `${year}-${String(month).padStart(2, '0')}-`
  return (await festivalDays(year, place)).filter((d) => d.date.startsWith(prefix)).map((d) => ({ date: d.date, key: d.key }))
}

/** What Settings offers to subscribe to: the birthplace's feed in both languages; none for a place typed by hand. */
export async function birthplaceFeed(user: SessionUser) {
  const profile = await getProfile(user).catch((error: unknown) => {
    console.error('Reading the profile for the festival feed failed', error)
    return null
  })
  if (!profile) return null
  const place = birthplaceOf(profile)
  return { place: place.label, placeId: place.id, en: place.id ? feedLinks(place.id, 'en') : null, hi: place.id ? feedLinks(place.id, 'hi') : null }
}
