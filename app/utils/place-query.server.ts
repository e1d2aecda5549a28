// The place of a public page that reads the sky somewhere (the astro calendar, the festival calendar): the shareable
// address names it by gazetteer id, the place search sends its own fields, and a place typed by hand travels as those
// fields (ADR 086).
import { redirect } from 'react-router'
import { isLatitude, isLongitude, isTimeZone } from '../schemas/birth-details'
import type { CalendarPlace } from '../services/calendar.server'
import { searchPlaces } from '../services/places.server'
import { getProfile, type Profile } from '../services/profiles.server'
import { getUser } from './auth.server'

/**
 * The place search's fields, sent by a plain GET form, become `place=<id>` by a redirect that keeps `keep`. Without
 * script the box sends only what was typed: its best match stands in ('0', no place, when nothing matches). An empty
 * box keeps the default place. Returns nothing when there is nothing to redirect.
 */
export function redirectPlaceSearch(url: URL, keep: readonly string[]): void {
  const params = url.searchParams
  if (params.has('place') || !(params.has('placeId') || params.has('placeQuery')) || params.get('placeManual') === 'on') return
  const typed = (params.get('placeQuery') ?? '').trim()
  const id = params.get('placeId') || (typed ? (searchPlaces(typed, 1)[0]?.id ?? '0') : null)
  const next = new URLSearchParams()
  for (const key of [...keep, 'lng']) if (params.get(key)) next.set(key, params.get(key)!)
  if (id) next.set('place', id)
  throw redirect(`${url.pathname}?${next}`)
}

/** A place typed by hand into the search's own fields (the birth-place search offers it): used as given, if valid. */
export function manualPlace(params: URLSearchParams): CalendarPlace | 'invalid' | null {
  if (params.get('placeManual') !== 'on') return null
  const name = (params.get('placeName') ?? '').trim().slice(0, 120)
  const latitude = Number(params.get('latitude'))
  const longitude = Number(params.get('longitude'))
  const timeZone = params.get('timeZone') ?? ''
  if (!name || /\p{Cc}/u.test(name) || !isLatitude(latitude) || !isLongitude(longitude) || !isTimeZone(timeZone)) return 'invalid'
  return { id: null, label: name, latitude, longitude, timeZone }
}

/** The signed-in visitor's profile, if any: its birthplace is the page's default place. */
export async function visitorProfile(request: Request, page: string): Promise<Profile | null> {
  const user = await getUser(request)
  if (!user) return null
  try {
    return await getProfile(user)
  } catch (error) {
    // The page works without it (New Delhi); the failure is only logged.
    console.error(`Reading the profile for the ${page} failed`, error)
    return null
  }
}
