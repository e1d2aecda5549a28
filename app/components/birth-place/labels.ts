// The element ids the birth-place search shares between its parts. Its words are the `places` catalogue's
// (app/locales/*/places.ts), read by each part in the page's language.
import type { TFunction } from 'i18next'

/** The search's words in the page's language. */
export type PlacesT = TFunction<'places'>

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
