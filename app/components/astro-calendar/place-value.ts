import type { CalendarPlace } from '../../services/calendar.server'
import type { BirthPlaceValue } from '../birth-place-search'

/** A gazetteer place as the place search starts with it; a place typed by hand starts the search empty. */
export function placeSearchValue(place: CalendarPlace | null): BirthPlaceValue | undefined {
  if (!place?.id) return undefined
  return {
    placeId: place.id,
    placeName: place.label.split(',')[0]!,
    latitude: place.latitude,
    longitude: place.longitude,
    timeZone: place.timeZone,
    label: place.label,
  }
}
