import { data } from 'react-router'
import { getFixedT, getLocale } from '../i18n/i18n.server'
import { todayIn } from '../schemas/birth-details'
import { choosePlace, type CalendarPlace } from '../services/calendar.server'
import { FESTIVAL_MAX_YEAR, FESTIVAL_MIN_YEAR, feedLinks, festivalRows, parseFestivalQuery } from '../services/festivals.server'
import { manualPlace, redirectPlaceSearch, visitorProfile } from '../utils/place-query.server'
import type { Route } from './+types/festivals'

/**
 * The festival calendar (ADR 198): `?year=YYYY&place=<gazetteer id>`, by default this year at the signed-in customer's
 * birthplace, else at New Delhi. Bad input is said on the page with a 400, the form kept.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const params = url.searchParams
  redirectPlaceSearch(url, ['year'])
  const locale = await getLocale(request)
  const t = await getFixedT(locale, 'festivals')
  const profile = await visitorProfile(request, 'festival calendar')
  const fallback = choosePlace(null, profile)
  const fallbackPlace = fallback.ok ? fallback.place : null
  const thisYear = (place: CalendarPlace | null) => Number(todayIn(place?.timeZone ?? 'Asia/Kolkata').slice(0, 4))
  const base = { min: FESTIVAL_MIN_YEAR, max: FESTIVAL_MAX_YEAR }
  const meta = (year: number) => ({ title: t('meta.title', { year }), description: t('meta.description', { year }) })

  const refuse = (code: 'year' | 'place', year: number) =>
    data({ ...base, error: code, year, place: fallbackPlace, rows: null, feed: null, download: null, meta: meta(year) }, { status: 400 })

  const query = parseFestivalQuery(params)
  if (!query.ok) return refuse(query.code, thisYear(fallbackPlace))
  const manual = manualPlace(params)
  const chosen = manual === 'invalid' ? null : manual ? { ok: true as const, place: manual } : choosePlace(query.placeId, profile)
  if (!chosen?.ok) return refuse('place', query.year ?? thisYear(fallbackPlace))
  const { place } = chosen
  const year = query.year ?? thisYear(place)
  // A place typed by hand has no gazetteer id, so no feed of its own.
  const feed = place.id ? feedLinks(place.id, locale) : null
  const download = place.id ? feedLinks(place.id, locale, year).https : null
  return data({ ...base, error: null, year, place, rows: await festivalRows(year, place, locale), feed, download, meta: meta(year) })
}
