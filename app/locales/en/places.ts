// The birth-place search of the profile forms (app/components/birth-place-search.tsx and birth-place/*).
export default {
  label: 'Place of birth',
  placeholder: 'Start typing a town or city',
  hint: 'Choose your birthplace from the list; the nearest larger town will do.',
  searching: 'Searching…',
  noResults: 'No places found. Try another spelling, or enter the coordinates by hand.',
  // Announced to screen readers when results arrive.
  results: '{{count}} places found. Use the up and down arrow keys to choose.',
  resultOne: '1 place found. Press Enter to choose it.',
  // The disclosure that shows a picked place's coordinates and time zone.
  details: 'Coordinates and time zone',
  unavailable: 'The place search is unavailable. Please enter the coordinates by hand.',
  manual: 'Enter coordinates by hand',
  placeName: 'Place name',
  latitude: 'Latitude (−90 to 90, north is positive)',
  longitude: 'Longitude (−180 to 180, east is positive)',
  timeZone: 'Time zone',
  timeZoneHint: 'Type a city or region, such as Kolkata or London, and pick the time zone from the list.',
  // The astro calendar's place (i18next context 'calendar'): the day's sky is read there.
  label_calendar: 'Place',
  hint_calendar: 'Sunrise, sunset and the limbs depend on the place.',
}
