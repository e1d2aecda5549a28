import { type CivilDate, formatIsoDate } from '../astrology/calendar'
import { localDayBounds, wallClockAt } from '../astrology/time-zone'

/** The business's own zone (ADR 199): the days an editor picks in the admin are days here. */
export const DEFAULT_BUSINESS_TIME_ZONE = 'Asia/Kolkata'

/** Payload's day picker stores the day picked as noon UTC of that date, whatever the editor's browser zone. */
const PICKED_DAY = /^(\d{4}-\d{2}-\d{2})T12:00:00(\.000)?Z$/

/**
 * The calendar day (YYYY-MM-DD) a stored date names: a day as the admin's picker stores it is that date; any other
 * instant (sent through the API) is read as the day it falls on in `zone`. Null for an empty or unreadable value.
 */
export function businessDayOf(value: Date | string | null | undefined, zone: string): string | null {
  if (value === null || value === undefined || value === '') return null
  const iso = value instanceof Date ? (Number.isNaN(value.getTime()) ? '' : value.toISOString()) : value
  const picked = PICKED_DAY.exec(iso)
  if (picked) return picked[1]!
  const ms = new Date(iso).getTime()
  if (Number.isNaN(ms)) return null
  return formatIsoDate(wallClockAt(zone, ms).date)
}

/** How a day is stored: as the admin's picker stores it, so the form shows the same date in any browser. */
export function storedDay(day: string): string {
  return `${day}T12:00:00.000Z`
}

const civil = (day: string): CivilDate => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  return { year, month, day: date }
}

/**
 * Whether `now` falls inside a window of whole days in `zone` (ADR 199): from the start of the first day to the end of
 * the last. An empty end is open.
 */
export function dayWindowState(
  window: { from?: Date | string | null; until?: Date | string | null },
  now: Date,
  zone: string,
): 'open' | 'not-started' | 'ended' {
  const from = businessDayOf(window.from, zone)
  const until = businessDayOf(window.until, zone)
  const at = now.getTime()
  if (from !== null && at < localDayBounds(zone, civil(from)).startMs) return 'not-started'
  if (until !== null && at >= localDayBounds(zone, civil(until)).endMs) return 'ended'
  return 'open'
}
