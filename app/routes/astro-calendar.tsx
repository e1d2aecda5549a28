import { useTranslation } from 'react-i18next'
import { Form, Link } from 'react-router'
import { CalendarNav } from '../components/astro-calendar/calendar-nav'
import { DayView } from '../components/astro-calendar/day-view'
import { MonthView } from '../components/astro-calendar/month-view'
import { placeSearchValue } from '../components/astro-calendar/place-value'
import { BirthPlaceSearch } from '../components/birth-place-search'
import { Button } from '../components/ui/button'
import { cardClass } from '../components/ui/card'
import { inputClass } from '../components/ui/field'
import { FormMessage } from '../components/ui/form-parts'
import { PageHeading } from '../components/ui/page-heading'
import { useZoneCookie } from '../components/use-zone-cookie'
import { useLocale } from '../i18n/use-locale'
import type { CalendarView } from '../schemas/day-query'
import { pageMeta } from '../utils/meta'
import type { Route } from './+types/astro-calendar'

// The loader runs on the server only (ADR 174).
export { loader } from './astro-calendar.server'

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? pageMeta(loaderData.meta.title, loaderData.meta.description) : [])

export default function AstroCalendar({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(['calendar', 'astrology', 'festivals'])
  const { error, date, view, place, day, month, today, zone, min, max } = loaderData
  const locale = useLocale()
  useZoneCookie(zone)
  const search = (next: { date?: string; view?: CalendarView }) => {
    const params = new URLSearchParams()
    params.set('date', next.date ?? date)
    if (place?.id) params.set('place', place.id)
    else if (place) {
      // A place typed by hand travels as the search's own fields (ADR 086).
      params.set('placeManual', 'on')
      params.set('placeName', place.label)
      params.set('latitude', String(place.latitude))
      params.set('longitude', String(place.longitude))
      params.set('timeZone', place.timeZone)
    }
    const v = next.view ?? view
    if (v !== 'day') params.set('view', v)
    return `?${params}`
  }
  const placeValue = placeSearchValue(place)

  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <PageHeading>{t('heading')}</PageHeading>
      <p className="mt-2 text-slate-600">{t('intro')}</p>

      <Form method="get" className={cardClass({ className: 'mt-6' })} aria-labelledby="calendar-form-legend">
        <p id="calendar-form-legend" className="sr-only">
          {t('form.legend')}
        </p>
        {error ? (
          <div className="mb-4">
            <FormMessage tone="error">{t(`errors.${error}`)}</FormMessage>
          </div>
        ) : null}
        <div className="grid gap-4 md:grid-cols-[minmax(0,12rem)_minmax(0,1fr)]">
          <div>
            <label htmlFor="calendar-date" className="block text-sm font-medium text-slate-700">
              {t('form.date')}
            </label>
            <input
              id="calendar-date"
              name="date"
              type="date"
              min={min}
              max={max}
              defaultValue={date}
              required
              aria-describedby="calendar-date-hint"
              aria-invalid={error === 'date-format' || error === 'date-range' ? true : undefined}
              className={`mt-1 ${inputClass}`}
            />
            <p id="calendar-date-hint" className="mt-1 text-xs text-slate-600">
              {t('form.dateHint')}
            </p>
          </div>
          <BirthPlaceSearch
            id="calendar-place"
            key={place?.id ?? place?.label ?? 'none'}
            context="calendar"
            defaultValue={placeValue}
            errors={error === 'unknown-place' || error === 'place-format' || error === 'manual-place' ? t(`errors.${error}`) : undefined}
          />
        </div>
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <fieldset className="flex items-center gap-3">
            <legend className="sr-only">{t('views.label')}</legend>
            {(['day', 'month'] as const).map((v) => (
              <label key={v} className="flex items-center gap-1.5 text-sm text-slate-800">
                <input type="radio" name="view" value={v} defaultChecked={view === v} className="size-4 accent-violet-700" />
                {t(`views.${v}`)}
              </label>
            ))}
          </fieldset>
          <Button type="submit">{t('form.show')}</Button>
        </div>
      </Form>

      {place && (day || month) ? <CalendarNav view={view} date={date} today={today} min={min} max={max} search={search} /> : null}

      {place && day ? <DayView day={day} place={place} locale={locale} /> : null}
      {place ? (
        <p className="mt-6">
          <Link
            to={`/festivals?year=${date.slice(0, 4)}${place.id ? `&place=${place.id}` : ''}`}
            className="font-medium text-violet-700 underline underline-offset-2"
          >
            {t('festivals:calendarLink', { year: date.slice(0, 4) })}
          </Link>
        </p>
      ) : null}
      {place && month ? (
        <MonthView month={month} festivals={loaderData.festivals} place={place} locale={locale} link={(d) => search({ date: d, view: 'day' })} />
      ) : null}
    </div>
  )
}
