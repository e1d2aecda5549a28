import { todayIn } from '../schemas/birth-details'
import { choosePlace } from '../services/calendar.server'
import { FESTIVAL_MAX_YEAR, festivalFeed, parseFestivalQuery } from '../services/festivals.server'
import { getEnv } from '../utils/env.server'
import { isLocale } from '../utils/locales.mjs'
import type { Route } from './+types/festivals-ics'

const refuse = (message: string) =>
  new Response(`${message}\n`, { status: 400, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } })

/**
 * The festival calendar as an iCalendar feed (ADR 198): `?year=YYYY&place=<id>&lng=en|hi`. Without a year it covers
 * this year and the next, for a subscription; without a place, New Delhi; without `lng`, English. The same for every visitor, so it is public
 * and cached for a day.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams
  const query = parseFestivalQuery(params)
  if (!query.ok) return refuse(query.code === 'year' ? 'year must be from 1920 to 2100' : 'place must be a gazetteer id')
  const lng = params.getAll('lng')
  if (lng.length > 1 || (lng[0] !== undefined && !isLocale(lng[0]))) return refuse('lng must be en or hi')
  const chosen = choosePlace(query.placeId, null)
  if (!chosen.ok) return refuse('unknown place')
  const { place } = chosen
  // The same address gives the same answer to everyone (it is cached publicly): English unless `lng` says otherwise.
  const locale = lng[0] && isLocale(lng[0]) ? lng[0] : 'en'
  const current = Number(todayIn(place.timeZone).slice(0, 4))
  const years = query.year ? [query.year] : current < FESTIVAL_MAX_YEAR ? [current, current + 1] : [current]
  const body = await festivalFeed({ years, place, locale, origin: new URL(getEnv().APP_URL).origin })
  const name = `festivals-${years.join('-')}-${place.id}-${locale}.ics`
  return new Response(body, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `inline; filename="${name}"`,
      'Cache-Control': 'public, max-age=86400',
    },
  })
}
