import { type CivilDate, civilFromDays, daysFromCivil, formatIsoDate, MS_PER_DAY, pad2, toIsoInstant, wallClockMs } from './calendar'
import { AstrologyInputError } from './errors'

/**
 * Local wall-clock time <-> UTC through the IANA zone data that Node's ICU carries (Node 20 has full
 * historical data, including local mean time with seconds: Asia/Kolkata was +05:21:10 until 1906 and
 * +06:30 in the war-time periods of 1941–45). No tz library: Intl.DateTimeFormat is the only source.
 */

/**
 * How to read a wall-clock time that a daylight-saving change makes ambiguous or skips.
 * - `reject` (default for births): throw AMBIGUOUS_LOCAL_TIME / NONEXISTENT_LOCAL_TIME, never guess.
 * - `earlier` / `later`: the earlier or later of the two readings (Temporal's semantics; for a skipped
 *   time, `earlier` moves the reading back by the gap and `later` moves it forward).
 */
export type Disambiguation = 'reject' | 'earlier' | 'later'

/** Internal mode for day boundaries: overlaps take the first occurrence, gaps move forward. */
type Resolution = Disambiguation | 'compatible'

export interface ZonedInstant {
  readonly epochMs: number
  /** UTC offset in seconds (east positive) in force at that instant. */
  readonly offsetSeconds: number
}

export interface WallClock {
  readonly date: CivilDate
  readonly secondsOfDay: number
}

// Constructing an Intl.DateTimeFormat costs tens of microseconds; formatting with one costs about one.
// Keep one per zone, bounded (least recently used first out) so hostile zone strings cannot grow it.
const FORMATTER_CACHE_LIMIT = 64
const formatters = new Map<string, Intl.DateTimeFormat>()

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  const cached = formatters.get(timeZone)
  if (cached) {
    formatters.delete(timeZone)
    formatters.set(timeZone, cached)
    return cached
  }
  let formatter: Intl.DateTimeFormat
  try {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
  } catch {
    throw new AstrologyInputError('INVALID_TIME_ZONE', 'tz', `"${timeZone}" is not a known IANA time zone`)
  }
  if (formatters.size >= FORMATTER_CACHE_LIMIT) {
    const oldest = formatters.keys().next().value
    if (oldest !== undefined) formatters.delete(oldest)
  }
  formatters.set(timeZone, formatter)
  return formatter
}

/** Throws INVALID_TIME_ZONE unless `value` names a zone ICU knows (case-insensitive, aliases allowed). */
export function assertTimeZone(value: unknown, field = 'tz'): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 64) {
    throw new AstrologyInputError('INVALID_TIME_ZONE', field, `${field} must be an IANA time zone name such as "Asia/Kolkata"`)
  }
  formatterFor(value)
  return value
}

/** Wall-clock reading in `timeZone` at a UTC instant (to the whole second). */
export function wallClockAt(timeZone: string, epochMs: number): WallClock {
  // en-US, h23, 2-digit fields: "MM/DD/YYYY, HH:MM:SS". Read the six numbers without allocating parts.
  const text = formatterFor(timeZone).format(epochMs)
  const numbers = [0, 0, 0, 0, 0, 0]
  let index = 0
  let current = -1
  for (let i = 0; i < text.length && index < 6; i++) {
    const code = text.charCodeAt(i)
    if (code >= 48 && code <= 57) {
      current = (current < 0 ? 0 : current * 10) + (code - 48)
    } else if (current >= 0) {
      numbers[index++] = current
      current = -1
    }
  }
  if (current >= 0 && index < 6) numbers[index++] = current
  if (index !== 6) throw new Error(`Unexpected time format from Intl: "${text}"`)
  const [month, day, year, hour, minute, second] = numbers as [number, number, number, number, number, number]
  return { date: { year, month, day }, secondsOfDay: hour * 3600 + minute * 60 + second }
}

/** UTC offset (seconds, east positive) in force in `timeZone` at the instant. */
export function offsetSecondsAt(timeZone: string, epochMs: number): number {
  const wholeSecond = Math.floor(epochMs / 1000) * 1000
  const wall = wallClockAt(timeZone, wholeSecond)
  return Math.round((wallClockMs(wall.date, wall.secondsOfDay) - wholeSecond) / 1000)
}

/**
 * The UTC instant of a wall-clock reading. A reading that a transition skips or repeats is
 * resolved per `disambiguation`; with 'reject' it throws with both candidates in `details`.
 */
export function zonedToUtc(timeZone: string, date: CivilDate, secondsOfDay: number, disambiguation: Resolution = 'reject', field = 'time'): ZonedInstant {
  const wall = wallClockMs(date, secondsOfDay)
  // Real zones change offset at most once within two days, so the offsets one day either side
  // are the only ones the reading can have.
  const before = offsetSecondsAt(timeZone, wall - MS_PER_DAY)
  const after = offsetSecondsAt(timeZone, wall + MS_PER_DAY)
  const candidates: ZonedInstant[] = []
  for (const offset of before === after ? [before] : [before, after]) {
    const epochMs = wall - offset * 1000
    if (offsetSecondsAt(timeZone, epochMs) === offset) candidates.push({ epochMs, offsetSeconds: offset })
  }
  if (candidates.length === 1) return candidates[0]!
  const local = `${formatIsoDate(date)}T${clock(secondsOfDay)}`
  if (candidates.length === 2) {
    const [first, second] = candidates[0]!.epochMs < candidates[1]!.epochMs ? [candidates[0]!, candidates[1]!] : [candidates[1]!, candidates[0]!]
    if (disambiguation === 'earlier' || disambiguation === 'compatible') return first
    if (disambiguation === 'later') return second
    throw new AstrologyInputError(
      'AMBIGUOUS_LOCAL_TIME',
      field,
      `${local} happens twice in ${timeZone} (a daylight-saving change); say which one was meant`,
      { earlier: toIsoInstant(first.epochMs), later: toIsoInstant(second.epochMs), offsets: [first.offsetSeconds, second.offsetSeconds] },
    )
  }
  if (candidates.length === 0 && before !== after) {
    // A gap: the clock jumped from `before` to `after` and this reading never appeared.
    if (disambiguation === 'earlier') return { epochMs: wall - after * 1000, offsetSeconds: before }
    if (disambiguation === 'later' || disambiguation === 'compatible') return { epochMs: wall - before * 1000, offsetSeconds: after }
    throw new AstrologyInputError(
      'NONEXISTENT_LOCAL_TIME',
      field,
      `${local} does not exist in ${timeZone}: the clocks skipped it (a daylight-saving change)`,
      { earlier: toIsoInstant(wall - after * 1000), later: toIsoInstant(wall - before * 1000), offsets: [before, after] },
    )
  }
  // Not reachable with real zone data; fall back to the offset at the reading itself.
  const offset = offsetSecondsAt(timeZone, wall - before * 1000)
  return { epochMs: wall - offset * 1000, offsetSeconds: offset }
}

/** UTC instants of the start of a local calendar day and of the next one (23, 24 or 25 hours apart). */
export function localDayBounds(timeZone: string, date: CivilDate, field = 'date'): { startMs: number; endMs: number } {
  const startMs = zonedToUtc(timeZone, date, 0, 'compatible').epochMs
  const next = civilFromDays(daysFromCivil(date.year, date.month, date.day) + 1)
  const endMs = zonedToUtc(timeZone, next, 0, 'compatible').epochMs
  // A zone that crossed the date line skipped a whole day (Pacific/Apia on 2011-12-30).
  if (endMs - startMs < 3_600_000) {
    throw new AstrologyInputError('INVALID_DATE', field, `${formatIsoDate(date)} did not exist in ${timeZone}: the whole day was skipped`)
  }
  return { startMs, endMs }
}

function clock(secondsOfDay: number): string {
  const h = Math.floor(secondsOfDay / 3600)
  const m = Math.floor((secondsOfDay % 3600) / 60)
  const s = secondsOfDay % 60
  return `${pad2(h)}:${pad2(m)}${s ? `:${pad2(s)}` : ''}`
}

/** '+05:30', '-03:00', '+05:21:10'. */
export function formatOffset(offsetSeconds: number): string {
  const sign = offsetSeconds < 0 ? '-' : '+'
  const abs = Math.abs(offsetSeconds)
  const h = Math.floor(abs / 3600)
  const m = Math.floor((abs % 3600) / 60)
  const s = abs % 60
  return `${sign}${pad2(h)}:${pad2(m)}${s ? `:${pad2(s)}` : ''}`
}

/** For tests: the formatter cache must stay bounded. */
export function formatterCacheSize(): number {
  return formatters.size
}
