import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Field, inputClass } from '../ui/field'
import { describedBy, type PlaceIds } from './labels'
import { QUERY_MAX } from './use-place-search'

export type ManualField = 'placeName' | 'latitude' | 'longitude' | 'timeZone'

/** "Kolkata (GMT+5:30)": the city a zone is named after and its offset today, for the list; the value stays the zone's name. */
function zoneLabel(zone: string) {
  const city = zone.slice(zone.lastIndexOf('/') + 1).replaceAll('_', ' ')
  const offset = new Intl.DateTimeFormat('en', { timeZone: zone, timeZoneName: 'shortOffset' })
    .formatToParts()
    .find((part) => part.type === 'timeZoneName')?.value
  return offset ? `${city} (${offset})` : city
}

/** The IANA zone names this browser knows, for the time-zone field's suggestions; none before hydration. */
function useTimeZoneNames() {
  const [zones, setZones] = useState<string[]>([])
  useEffect(() => {
    // After hydration only: the server's and the browser's zone lists differ (Chrome says Asia/Calcutta).
    const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []
    // eslint-disable-next-line react-hooks/set-state-in-effect -- read after hydration so the server's and the browser's first renders match
    setZones([...new Set([...known, 'Asia/Kolkata', 'UTC'])].sort())
  }, [])
  return zones
}

/**
 * A place the list lacks, by hand: its name, coordinates and time zone. Without JavaScript the fields are in the page
 * from the start and shown by CSS alone when the "by hand" box (the `peer` just before them) is ticked.
 */
export function ManualPlaceFields({
  ids,
  hydrated,
  start,
  errors,
  context,
}: {
  ids: PlaceIds
  context?: 'calendar'
  hydrated: boolean
  /** What the fields start with: the picked place, so a near miss can be corrected. */
  start: Record<ManualField, string>
  errors: Partial<Record<ManualField, string[]>>
}) {
  const { t } = useTranslation('places')
  const zones = useTimeZoneNames()
  const base = ids.base
  return (
    <fieldset className={`col-span-2 gap-3 sm:grid-cols-2 ${hydrated ? 'grid' : 'hidden peer-checked:grid'}`}>
      <legend className="sr-only">{t('label', { context })}</legend>
      <div className="sm:col-span-2">
        <Field id={`${base}-name`} label={t('placeName')} errors={errors.placeName}>
          {(props) => (
            <input
              {...props}
              type="text"
              name="placeName"
              defaultValue={start.placeName}
              required={hydrated}
              maxLength={QUERY_MAX}
              autoComplete="off"
              className={inputClass}
            />
          )}
        </Field>
      </div>
      <Field id={`${base}-latitude`} label={t('latitude')} errors={errors.latitude}>
        {(props) => (
          <input
            {...props}
            type="number"
            name="latitude"
            defaultValue={start.latitude}
            required={hydrated}
            min={-90}
            max={90}
            step="any"
            className={inputClass}
          />
        )}
      </Field>
      <Field id={`${base}-longitude`} label={t('longitude')} errors={errors.longitude}>
        {(props) => (
          <input
            {...props}
            type="number"
            name="longitude"
            defaultValue={start.longitude}
            required={hydrated}
            min={-180}
            max={180}
            step="any"
            className={inputClass}
          />
        )}
      </Field>
      <div className="sm:col-span-2">
        <Field id={`${base}-zone`} label={t('timeZone')} errors={errors.timeZone}>
          {(props) => (
            <>
              <input
                {...props}
                aria-describedby={describedBy(props['aria-describedby'], `${base}-zone-hint`)}
                type="text"
                name="timeZone"
                list={ids.zones}
                defaultValue={start.timeZone}
                required={hydrated}
                maxLength={64}
                placeholder="Asia/Kolkata"
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                className={inputClass}
              />
              <p id={`${base}-zone-hint`} className="mt-1 text-sm text-slate-500">
                {t('timeZoneHint')}
              </p>
            </>
          )}
        </Field>
        <datalist id={ids.zones}>
          {zones.map((zone) => (
            <option key={zone} value={zone} label={zoneLabel(zone)} />
          ))}
        </datalist>
      </div>
    </fieldset>
  )
}
