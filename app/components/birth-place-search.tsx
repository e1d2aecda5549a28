import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { placeIds, type PlacesT } from './birth-place/labels'
import { ManualPlaceFields, type ManualField } from './birth-place/manual-place-fields'
import { PlaceCombobox } from './birth-place/place-combobox'
import { usePlaceSearch, type PlaceSelection, type SearchStatus } from './birth-place/use-place-search'

/**
 * Choosing a place of birth (ADR 030): a search box over /places (the ARIA 1.2 combobox pattern with a listbox), or,
 * for a place the list lacks, its name, coordinates and time zone by hand.
 *
 * What the form posts, by plain names:
 * - a picked place: placeId, placeName, placeCountry, latitude, longitude, timeZone (and placeQuery, the label shown);
 * - by hand: placeManual=on, placeName, latitude, longitude, timeZone;
 * - without JavaScript: placeQuery as typed, and placeManual=on with the hand-entered fields if that box is ticked.
 *   The server resolves placeQuery to the search's best match when no placeId comes.
 *
 * The parts: usePlaceSearch (the search and its keys), PlaceCombobox (the box and its list), ManualPlaceFields.
 */

export type BirthPlaceValue = {
  placeId?: string
  placeName: string
  placeCountry?: string
  latitude: number | string
  longitude: number | string
  timeZone: string
  manual?: boolean
  /** What the search box shows; "placeName, placeCountry" when absent. */
  label?: string
}

function fromValue(value: BirthPlaceValue | undefined): PlaceSelection | null {
  if (!value?.placeId || value.manual) return null
  return {
    id: value.placeId,
    name: value.placeName,
    country: value.placeCountry ?? '',
    latitude: String(value.latitude),
    longitude: String(value.longitude),
    timeZone: value.timeZone,
    label: value.label ?? [value.placeName, value.placeCountry].filter(Boolean).join(', '),
  }
}

/** What the screen reader hears as the search goes (results and "searching" are not shown in words). */
export function announcement(t: PlacesT, status: SearchStatus, count: number): string {
  if (status === 'searching') return t('searching')
  if (status === 'failed') return t('unavailable')
  if (status === 'done') return count === 0 ? t('noResults') : count === 1 ? t('resultOne') : t('results', { count })
  return ''
}

export function BirthPlaceSearch({
  id,
  defaultValue,
  errors,
  fieldErrors = {},
  context,
}: {
  id?: string
  /** Another use of the search than a place of birth: its label and hint come from `label_<context>`, `hint_<context>`. */
  context?: 'calendar'
  defaultValue?: BirthPlaceValue
  /** About the place as a whole ("Choose a place of birth"). */
  errors?: string[] | string
  /** About the hand-entered fields. */
  fieldErrors?: Partial<Record<ManualField, string[]>>
}) {
  const { t } = useTranslation('places')
  const generatedId = useId()
  const ids = placeIds(id ?? `birth-place-${generatedId.replace(/[^\w-]/g, '')}`)
  const errorList = typeof errors === 'string' ? [errors] : (errors ?? [])

  const search = usePlaceSearch(fromValue(defaultValue))
  const { selected } = search
  const [hydrated, setHydrated] = useState(false)
  const [manual, setManual] = useState(Boolean(defaultValue?.manual))
  // What the hand-entered fields start with when they appear: the picked place, so a near miss can be corrected.
  const [manualStart, setManualStart] = useState(() => ({
    placeName: defaultValue?.placeName ?? '',
    latitude: defaultValue ? String(defaultValue.latitude) : '',
    longitude: defaultValue ? String(defaultValue.longitude) : '',
    timeZone: defaultValue?.timeZone ?? '',
  }))
  const manualRef = useRef<HTMLInputElement>(null)

  useEffect(() => {
    // Keep a box ticked before the page's script arrived.
    if (manualRef.current?.checked) setManual(true)
    // eslint-disable-next-line react-hooks/set-state-in-effect -- hydration is the event: the first render must match the server's, which has no script yet
    setHydrated(true)
  }, [])

  function toggleManual(on: boolean) {
    setManual(on)
    if (!on) return
    search.cancel()
    search.close()
    if (selected) {
      setManualStart({ placeName: selected.name, latitude: selected.latitude, longitude: selected.longitude, timeZone: selected.timeZone })
    }
  }

  const showSearch = !hydrated || !manual
  const showManual = !hydrated || manual

  return (
    <div className="space-y-3">
      {/* The search box's label, kept in sight while it is swapped for the hand-entered fields (their legend says it). */}
      {showSearch ? null : (
        <p aria-hidden="true" className="block text-sm font-medium text-slate-700">
          {t('label', { context })}
        </p>
      )}
      {showSearch ? <PlaceCombobox ids={ids} errors={errorList} hydrated={hydrated} search={search} context={context} /> : null}

      <p role="status" className="sr-only">
        {hydrated && !manual ? announcement(t, search.status, search.results.length) : ''}
      </p>

      {hydrated && selected && !manual ? (
        <>
          <input type="hidden" name="placeId" value={selected.id} />
          <input type="hidden" name="placeName" value={selected.name} />
          <input type="hidden" name="placeCountry" value={selected.country} />
          <input type="hidden" name="latitude" value={selected.latitude} />
          <input type="hidden" name="longitude" value={selected.longitude} />
          <input type="hidden" name="timeZone" value={selected.timeZone} />
        </>
      ) : null}

      <div className="grid grid-cols-[auto_1fr] items-center gap-x-2 gap-y-3">
        <input
          ref={manualRef}
          id={ids.manual}
          type="checkbox"
          name="placeManual"
          value="on"
          checked={manual}
          onChange={(event) => toggleManual(event.target.checked)}
          className="peer size-5 rounded border-slate-300 accent-violet-700"
        />
        <label htmlFor={ids.manual} className="text-sm text-slate-700">
          {t('manual')}
        </label>
        {showManual ? <ManualPlaceFields ids={ids} hydrated={hydrated} start={manualStart} errors={fieldErrors} context={context} /> : null}
      </div>

      {hydrated && manual && errorList.length ? (
        <p id={ids.error} className="text-sm text-red-700">
          {errorList[0]}
        </p>
      ) : null}
    </div>
  )
}
