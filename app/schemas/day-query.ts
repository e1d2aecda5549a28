// The query strings of the astro calendar and the lucky elements pages: shareable, so anything may arrive in
// them. Each parser answers a value or a code the route turns into a 400 with a message from the catalogue.
import { ZONE_COOKIE } from '../utils/cookie-names.mjs'
import { isCalendarDate, isTimeZone } from './birth-details'

/** The calendar's range (1920–2100; the engine reaches further back, the product does not). */
export const CALENDAR_MIN_DATE = '1920-01-01'
export const CALENDAR_MAX_DATE = '2100-12-31'

const CALENDAR_VIEWS = ['day', 'month'] as const
export type CalendarView = (typeof CALENDAR_VIEWS)[number]

export type CalendarQueryError = 'date-format' | 'date-range' | 'place-format' | 'view' | 'repeated'
export type CalendarQuery = { date: string | null; place: string | null; view: CalendarView }
export type Parsed<T, E> = { ok: true; value: T } | { ok: false; code: E }

/** A gazetteer id: the place the search box picked (ADR 030). */
const PLACE_ID = /^\d{1,20}$/

function single(params: URLSearchParams, name: string): string | null | undefined {
  const all = params.getAll(name)
  if (all.length > 1) return undefined
  return all[0] ?? null
}

export function parseCalendarQuery(params: URLSearchParams): Parsed<CalendarQuery, CalendarQueryError> {
  const date = single(params, 'date')
  const place = single(params, 'place')
  const view = single(params, 'view')
  if (date === undefined || place === undefined || view === undefined) return { ok: false, code: 'repeated' }
  if (date !== null && !isCalendarDate(date)) return { ok: false, code: 'date-format' }
  if (date !== null && (date < CALENDAR_MIN_DATE || date > CALENDAR_MAX_DATE)) return { ok: false, code: 'date-range' }
  if (place !== null && !PLACE_ID.test(place)) return { ok: false, code: 'place-format' }
  if (view !== null && !(CALENDAR_VIEWS as readonly string[]).includes(view)) return { ok: false, code: 'view' }
  return { ok: true, value: { date, place, view: (view as CalendarView | null) ?? 'day' } }
}

export type LuckyQueryError = 'sign' | 'refresh' | 'repeated'

/** Presses of Refresh a signed-out visitor may carry in the address (the elements cycle long before this). */
const LUCKY_REFRESH_MAX = 1000

/** `?sign=1…12&refresh=n`: the Moon sign a signed-out visitor picked (1 = Mesha … 12 = Meena) and their Refresh count. */
export function parseLuckyQuery(params: URLSearchParams): Parsed<{ sign: number | null; refresh: number }, LuckyQueryError> {
  const sign = single(params, 'sign')
  const refresh = single(params, 'refresh')
  if (sign === undefined || refresh === undefined) return { ok: false, code: 'repeated' }
  if (sign !== null && !/^(?:[1-9]|1[0-2])$/.test(sign)) return { ok: false, code: 'sign' }
  if (refresh !== null && (!/^\d{1,4}$/.test(refresh) || Number(refresh) > LUCKY_REFRESH_MAX)) return { ok: false, code: 'refresh' }
  return { ok: true, value: { sign: sign === null ? null : Number(sign), refresh: refresh === null ? 0 : Number(refresh) } }
}

export function zoneFromCookie(header: string | null): string | null {
  if (!header) return null
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=')
    if (name !== ZONE_COOKIE) continue
    let value: string
    try {
      value = decodeURIComponent(rest.join('='))
    } catch {
      return null
    }
    return isTimeZone(value) ? value : null
  }
  return null
}
