import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Field, inputClass } from '../ui/field'
import { describedBy, type PlaceIds } from './labels'
import { QUERY_MAX, type PlaceSearch } from './use-place-search'

/**
 * The search box over the gazetteer: a labelled text input that becomes an ARIA 1.2 combobox with a listbox once the
 * page's script runs. Without the script it is a plain text field the server resolves (placeQuery).
 */
export function PlaceCombobox({
  ids,
  errors,
  hydrated,
  search,
  context,
}: {
  ids: PlaceIds
  errors: string[]
  hydrated: boolean
  search: PlaceSearch
  context?: 'calendar'
}) {
  const { t } = useTranslation('places')
  const { inputRef, query, selected, results, status, open, active, setActive } = search
  const [focused, setFocused] = useState(false)
  const listboxOpen = hydrated && open && results.length > 0
  // "No places found" and failures show under the box while it has focus (results and "searching" are announced).
  const message = hydrated && focused && !selected && (status === 'done' ? results.length === 0 : status === 'failed')

  const highlighted = open && active >= 0 ? ids.option(active) : null
  useEffect(() => {
    if (highlighted) document.getElementById(highlighted)?.scrollIntoView({ block: 'nearest' })
  }, [highlighted])

  return (
    <Field id={ids.input} label={t('label', { context })} errors={errors}>
      {(props) => (
        <div className="relative">
          <input
            ref={inputRef}
            {...props}
            aria-describedby={describedBy(props['aria-describedby'], ids.hint)}
            type="text"
            name="placeQuery"
            value={query}
            onChange={(event) => search.type(event.target.value)}
            onKeyDown={search.onKeyDown}
            onFocus={() => setFocused(true)}
            onBlur={() => {
              setFocused(false)
              search.close()
            }}
            placeholder={t('placeholder')}
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
            aria-label={t('label', { context })}
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
                onClick={() => search.pick(place)}
                className={`cursor-pointer px-4 py-2.5 text-sm sm:py-2 ${index === active ? 'bg-violet-100 text-night-900' : 'text-slate-800'}`}
              >
                {place.label}
              </li>
            ))}
          </ul>
          {message ? (
            <p className="absolute inset-x-0 top-full z-30 mt-1 rounded-lg border border-slate-200 bg-white px-4 py-2.5 text-sm text-slate-600 shadow-lg">
              {status === 'failed' ? t('unavailable') : t('noResults')}
            </p>
          ) : null}
          <p id={ids.hint} className="mt-1 text-sm text-slate-500">
            {t('hint', { context })}
          </p>
          {hydrated && selected ? (
            <details id={ids.chosen} className="mt-1 text-sm text-slate-700">
              <summary className="min-h-11 cursor-pointer py-2 sm:min-h-0 sm:py-0">{t('details')}</summary>
              {selected.latitude}, {selected.longitude} · {selected.timeZone}
            </details>
          ) : null}
        </div>
      )}
    </Field>
  )
}
