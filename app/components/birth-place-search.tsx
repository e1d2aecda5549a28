import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import type { Place } from '../services/places.server'
import { Field, inputClass } from './ui/field'

/**
 * Choosing a place of birth (ADR 030): a search box over /places (the ARIA 1.2 combobox pattern with a listbox), or,
 * for a place the list lacks, its name, coordinates and time zone by hand.
 *
 * What the form posts, by plain names:
 * - a picked place: placeId, placeName, placeCountry, latitude, longitude, timeZone (and placeQuery, the label shown);
 * - by hand: placeManual=on, placeName, latitude, longitude, timeZone;
 * - without JavaScript: placeQuery as typed, and placeManual=on with the hand-entered fields if that box is ticked.
 *   The server resolves placeQuery to the search's best match when no placeId comes.
 */

export type BirthPlaceLabels = {
  label: string
  placeholder: string
  hint: string
  searching: string
  noResults: string
  /** Announced to screen readers when results arrive; "{count}" is replaced by their number. */
  results: string
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
  unavailable: 'The place search is unavailable. Please enter the coordinates by hand.',
  manual: 'Enter coordinates by hand',
  placeName: 'Place name',
  latitude: 'Latitude (−90 to 90, north is positive)',
  longitude: 'Longitude (−180 to 180, east is positive)',
  timeZone: 'Time zone',
  timeZoneHint: 'An IANA zone name, such as Asia/Kolkata or Europe/London.',
}

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

type ManualField = 'placeName' | 'latitude' | 'longitude' | 'timeZone'

type Selection = { id: string; name: string; country: string; latitude: string; longitude: string; timeZone: string; label: string }

type Status = 'idle' | 'searching' | 'done' | 'failed'

const DEBOUNCE_MS = 150
const QUERY_MAX = 80

function fromValue(value: BirthPlaceValue | undefined): Selection | null {
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

function fromPlace(place: Place): Selection {
  return {
    id: place.id,
    name: place.name,
    country: place.country,
    latitude: String(place.latitude),
    longitude: String(place.longitude),
    timeZone: place.timeZone,
    label: place.label,
  }
}

function describedBy(...ids: (string | false | undefined)[]) {
  return ids.filter(Boolean).join(' ') || undefined
}

export function BirthPlaceSearch({
  id,
  labels,
  defaultValue,
  errors,
  fieldErrors = {},
}: {
  id?: string
  labels: BirthPlaceLabels
  defaultValue?: BirthPlaceValue
  /** About the place as a whole ("Choose a place of birth"). */
  errors?: string[] | string
  /** About the hand-entered fields. */
  fieldErrors?: Partial<Record<ManualField, string[]>>
}) {
  const generatedId = useId()
  const baseId = id ?? `birth-place-${generatedId.replace(/[^\w-]/g, '')}`
  const ids = {
    input: baseId,
    listbox: `${baseId}-listbox`,
    hint: `${baseId}-hint`,
    chosen: `${baseId}-chosen`,
    error: `${baseId}-place-error`,
    manual: `${baseId}-manual`,
    zones: `${baseId}-zones`,
    option: (index: number) => `${baseId}-option-${index}`,
  }
  const errorList = typeof errors === 'string' ? [errors] : (errors ?? [])

  const [hydrated, setHydrated] = useState(false)
  const [manual, setManual] = useState(Boolean(defaultValue?.manual))
  const [selected, setSelected] = useState<Selection | null>(() => fromValue(defaultValue))
  const [query, setQuery] = useState(() => fromValue(defaultValue)?.label ?? '')
  const [results, setResults] = useState<Place[]>([])
  const [status, setStatus] = useState<Status>('idle')
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const [focused, setFocused] = useState(false)
  const [zones, setZones] = useState<string[]>([])
  // What the hand-entered fields start with when they appear: the picked place, so a near miss can be corrected.
  const [manualStart, setManualStart] = useState(() => ({
    placeName: defaultValue?.placeName ?? '',
    latitude: defaultValue ? String(defaultValue.latitude) : '',
    longitude: defaultValue ? String(defaultValue.longitude) : '',
    timeZone: defaultValue?.timeZone ?? '',
  }))

  const inputRef = useRef<HTMLInputElement>(null)
  const manualRef = useRef<HTMLInputElement>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const request = useRef<AbortController | null>(null)

  useEffect(() => {
    // Keep what was typed or ticked before the page's script arrived.
    const typed = inputRef.current?.value ?? ''
    if (typed !== query) {
      setQuery(typed)
      setSelected(null)
    }
    if (manualRef.current?.checked) setManual(true)
    // After hydration only: the server's and the browser's zone lists differ (Chrome says Asia/Calcutta).
    const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []
    setZones([...new Set([...known, 'Asia/Kolkata', 'UTC'])].sort())
    setHydrated(true)
    return () => {
      clearTimeout(timer.current)
      request.current?.abort()
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, at hydration: `query` is still the server-rendered value it is compared with
  }, [])

  useEffect(() => {
    if (open && active >= 0) document.getElementById(`${baseId}-option-${active}`)?.scrollIntoView({ block: 'nearest' })
  }, [baseId, open, active])

  function cancelSearch() {
    clearTimeout(timer.current)
    request.current?.abort()
    request.current = null
  }

  function search(text: string) {
    cancelSearch()
    const q = text.replace(/\p{Cc}/gu, ' ').trim()
    if (!q || q.length > QUERY_MAX) {
      setResults([])
      setStatus('idle')
      setOpen(false)
      return
    }
    setStatus('searching')
    timer.current = setTimeout(async () => {
      const controller = new AbortController()
      request.current = controller
      try {
        const response = await fetch(`/places?q=${encodeURIComponent(q)}`, {
          signal: controller.signal,
          headers: { Accept: 'application/json' },
        })
        if (!response.ok) throw new Error(`Place search answered ${response.status}`)
        const body = (await response.json()) as { places: Place[] }
        if (controller.signal.aborted) return
        setResults(body.places)
        setActive(-1)
        setStatus('done')
        setOpen(document.activeElement === inputRef.current)
      } catch {
        if (controller.signal.aborted) return
        setResults([])
        setStatus('failed')
      }
    }, DEBOUNCE_MS)
  }

  function type(text: string) {
    setQuery(text)
    setSelected(null)
    setActive(-1)
    search(text)
  }

  function pick(place: Place) {
    cancelSearch()
    setSelected(fromPlace(place))
    setQuery(place.label)
    setResults([])
    setStatus('idle')
    setOpen(false)
    setActive(-1)
  }

  function close() {
    setOpen(false)
    setActive(-1)
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = results.length
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (count === 0) return
      event.preventDefault()
      const down = event.key === 'ArrowDown'
      if (!open) {
        setOpen(true)
        setActive(down ? 0 : count - 1)
      } else {
        setActive(down ? (active + 1) % count : active <= 0 ? count - 1 : active - 1)
      }
    } else if (event.key === 'Enter') {
      // Enter on a highlighted place picks it; otherwise the form submits as usual.
      if (open && active >= 0 && results[active]) {
        event.preventDefault()
        pick(results[active])
      }
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault()
        close()
      }
    }
  }

  function toggleManual(on: boolean) {
    setManual(on)
    if (!on) return
    cancelSearch()
    close()
    if (selected) {
      setManualStart({ placeName: selected.name, latitude: selected.latitude, longitude: selected.longitude, timeZone: selected.timeZone })
    }
  }

  const announcement =
    status === 'searching'
      ? labels.searching
      : status === 'failed'
        ? labels.unavailable
        : status === 'done'
          ? results.length
            ? labels.results.replace('{count}', String(results.length))
            : labels.noResults
          : ''
  const showSearch = !hydrated || !manual
  const showManual = !hydrated || manual
  const listboxOpen = hydrated && open && results.length > 0
  // "No places found" and failures show under the box while it has focus (results and "searching" are announced).
  const message = hydrated && focused && !selected && (status === 'done' ? results.length === 0 : status === 'failed')

  return (
    <div className="space-y-3">
      {/* The search box's label, kept in sight while it is swapped for the hand-entered fields (their legend says it). */}
      {showSearch ? null : (
        <p aria-hidden="true" className="block text-sm font-medium text-slate-700">
          {labels.label}
        </p>
      )}
      {showSearch ? (
        <Field id={ids.input} label={labels.label} errors={errorList}>
          {(props) => (
            <div className="relative">
              <input
                ref={inputRef}
                {...props}
                aria-describedby={describedBy(props['aria-describedby'], ids.hint, hydrated && selected ? ids.chosen : undefined)}
                type="text"
                name="placeQuery"
                value={query}
                onChange={(event) => type(event.target.value)}
                onKeyDown={onKeyDown}
                onFocus={() => setFocused(true)}
                onBlur={() => {
                  setFocused(false)
                  close()
                }}
                placeholder={labels.placeholder}
                maxLength={QUERY_MAX}
                autoComplete="off"
                autoCapitalize="words"
                spellCheck={false}
                // The combobox semantics only once the script that makes it one is running.
                {...(hydrated
                  ? {
                      role: 'combobox',
                      'aria-autocomplete': 'list' as const,
                      'aria-expanded': listboxOpen,
                      'aria-controls': ids.listbox,
                      'aria-activedescendant': listboxOpen && active >= 0 ? ids.option(active) : undefined,
                    }
                  : {})}
                className={inputClass}
              />
              <ul
                id={ids.listbox}
                role="listbox"
                aria-label={labels.label}
                hidden={!listboxOpen}
                className="absolute inset-x-0 top-full z-30 mt-1 max-h-72 overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
              >
                {results.map((place, index) => (
                  // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the combobox pattern: focus stays in the input, whose arrow keys and Enter choose an option
                  <li
                    key={place.id}
                    id={ids.option(index)}
                    role="option"
                    aria-selected={index === active}
                    // Keep focus in the box, so the click lands before the blur closes the list.
                    onMouseDown={(event) => event.preventDefault()}
                    onMouseMove={() => index !== active && setActive(index)}
                    onClick={() => pick(place)}
                    className={`cursor-pointer px-4 py-2.5 text-sm sm:py-2 ${index === active ? 'bg-violet-100 text-night-900' : 'text-slate-800'}`}
                  >
                    {place.label}
                    <span className="text-slate-500"> · {place.timeZone}</span>
                  </li>
                ))}
              </ul>
              {message ? (
                <p className="absolute inset-x-0 top-full z-30 mt-1 rounded-lg border border-slate-200 bg-white px-4 py-2.5 text-sm text-slate-600 shadow-lg">
                  {status === 'failed' ? labels.unavailable : labels.noResults}
                </p>
              ) : null}
              <p id={ids.hint} className="mt-1 text-sm text-slate-500">
                {labels.hint}
              </p>
              {hydrated && selected ? (
                <p id={ids.chosen} className="mt-1 text-sm text-slate-700">
                  {selected.latitude}, {selected.longitude} · {selected.timeZone}
                </p>
              ) : null}
            </div>
          )}
        </Field>
      ) : null}

      <p role="status" className="sr-only">
        {hydrated && !manual ? announcement : ''}
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
          {labels.manual}
        </label>
        {showManual ? (
          // Without JavaScript the ticked box shows these fields by CSS alone (peer-checked).
          <fieldset className={`col-span-2 gap-3 sm:grid-cols-2 ${hydrated ? 'grid' : 'hidden peer-checked:grid'}`}>
            <legend className="sr-only">{labels.label}</legend>
            <div className="sm:col-span-2">
              <Field id={`${baseId}-name`} label={labels.placeName} errors={fieldErrors.placeName}>
                {(props) => (
                  <input
                    {...props}
                    type="text"
                    name="placeName"
                    defaultValue={manualStart.placeName}
                    required={hydrated}
                    maxLength={QUERY_MAX}
                    autoComplete="off"
                    className={inputClass}
                  />
                )}
              </Field>
            </div>
            <Field id={`${baseId}-latitude`} label={labels.latitude} errors={fieldErrors.latitude}>
              {(props) => (
                <input
                  {...props}
                  type="number"
                  name="latitude"
                  defaultValue={manualStart.latitude}
                  required={hydrated}
                  min={-90}
                  max={90}
                  step="any"
                  className={inputClass}
                />
              )}
            </Field>
            <Field id={`${baseId}-longitude`} label={labels.longitude} errors={fieldErrors.longitude}>
              {(props) => (
                <input
                  {...props}
                  type="number"
                  name="longitude"
                  defaultValue={manualStart.longitude}
                  required={hydrated}
                  min={-180}
                  max={180}
                  step="any"
                  className={inputClass}
                />
              )}
            </Field>
            <div className="sm:col-span-2">
              <Field id={`${baseId}-zone`} label={labels.timeZone} errors={fieldErrors.timeZone}>
                {(props) => (
                  <>
                    <input
                      {...props}
                      aria-describedby={describedBy(props['aria-describedby'], `${baseId}-zone-hint`)}
                      type="text"
                      name="timeZone"
                      list={ids.zones}
                      defaultValue={manualStart.timeZone}
                      required={hydrated}
                      maxLength={64}
                      placeholder="Asia/Kolkata"
                      autoComplete="off"
                      autoCapitalize="none"
                      spellCheck={false}
                      className={inputClass}
                    />
                    <p id={`${baseId}-zone-hint`} className="mt-1 text-sm text-slate-500">
                      {labels.timeZoneHint}
                    </p>
                  </>
                )}
              </Field>
              <datalist id={ids.zones}>
                {zones.map((zone) => (
                  <option key={zone} value={zone} />
                ))}
              </datalist>
            </div>
          </fieldset>
        ) : null}
      </div>

      {hydrated && manual && errorList.length ? (
        <p id={ids.error} className="text-sm text-red-700">
          {errorList[0]}
        </p>
      ) : null}
    </div>
  )
}
