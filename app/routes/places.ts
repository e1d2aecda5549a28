import { PLACE_QUERY_MAX, searchPlaces, type Place } from '../services/places.server'
import type { Route } from './+types/places'

// Control characters (tabs, newlines, NUL) never belong in a place name. Format characters such as the zero-width
// joiner do, in Indic scripts; the search folds them away.
const CONTROL = /\p{Cc}/u

/** GET /places?q=… → { places }: the birth-place search box asks this as the user types (ADR 030). */
export function loader({ request }: Route.LoaderArgs) {
  const q = new URL(request.url).searchParams.get('q') ?? ''
  const problem =
    q.length > PLACE_QUERY_MAX
      ? `Type a place name of at most ${PLACE_QUERY_MAX} characters.`
      : CONTROL.test(q)
        ? 'A place name cannot contain control characters.'
        : null
  if (problem) return Response.json({ error: problem }, { status: 400, headers: { 'Cache-Control': 'no-store' } })
  let places: Place[]
  try {
    places = searchPlaces(q)
  } catch (error) {
    // Only a missing or broken generated/gazetteer.json gets here: a deployment fault, not the visitor's.
    console.error('Place search failed', error)
    return Response.json(
      { error: 'Place search is unavailable. Enter the coordinates by hand.' },
      { status: 503, headers: { 'Cache-Control': 'no-store' } },
    )
  }
  // The list only changes with a deployment, so browsers and proxies may keep an answer for a day.
  return Response.json({ places }, { headers: { 'Cache-Control': 'public, max-age=86400' } })
}
