// The words and element ids the birth-place search shares between its parts.

export type BirthPlaceLabels = {
  label: string
  placeholder: string
  hint: string
  searching: string
  noResults: string
  /** Announced to screen readers when results arrive; "{count}" is replaced by their number. */
  results: string
  /** The same, for one result. */
  resultOne: string
  /** The disclosure that shows a picked place's coordinates and time zone. */
  details: string
  unavailable: string
  manual: string
  placeName: string
  latitude: string
  longitude: string
  timeZone: string
  timeZoneHint: string
}

export const englishBirthPlaceLabels: BirthPlaceLabels = {
  label: 'Place of birth',
  placeholder: 'Start typing a town or city',
  hint: 'Choose your birthplace from the list; the nearest larger town will do.',
  searching: 'Searching…',
  noResults: 'No places found. Try another spelling, or enter the coordinates by hand.',
  results: '{count} places found. Use the up and down arrow keys to choose.',
  resultOne: '1 place found. Press Enter to choose it.',
  details: 'Coordinates and time zone',
  unavailable: 'The place search is unavailable. Please enter the coordinates by hand.',
  manual: 'Enter coordinates by hand',
  placeName: 'Place name',
  latitude: 'Latitude (−90 to 90, north is positive)',
  longitude: 'Longitude (−180 to 180, east is positive)',
  timeZone: 'Time zone',
  timeZoneHint: 'Type a city or region, such as Kolkata or London, and pick the time zone from the list.',
}

/** The ids of the search's elements, derived from one base id so labels, descriptions and the listbox find each other. */
export function placeIds(baseId: string) {
  return {
    base: baseId,
    input: baseId,
    listbox: `${baseId}-listbox`,
    hint: `${baseId}-hint`,
    chosen: `${baseId}-chosen`,
    error: `${baseId}-place-error`,
    manual: `${baseId}-manual`,
    zones: `${baseId}-zones`,
    option: (index: number) => `${baseId}-option-${index}`,
  }
}

export type PlaceIds = ReturnType<typeof placeIds>

/** An aria-describedby of the given ids, or none. */
export function describedBy(...ids: (string | false | undefined)[]) {
  return ids.filter(Boolean).join(' ') || undefined
}
