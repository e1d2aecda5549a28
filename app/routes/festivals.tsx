import { useTranslation } from 'react-i18next'
import { Form, Link } from 'react-router'
import { placeSearchValue } from '../components/astro-calendar/place-value'
import { BirthPlaceSearch } from '../components/birth-place-search'
import { FestivalList } from '../components/festivals/festival-list'
import { Button, buttonClass } from '../components/ui/button'
import { Card, cardClass } from '../components/ui/card'
import { inputClass } from '../components/ui/field'
import { FormMessage } from '../components/ui/form-parts'
import { PageHeading } from '../components/ui/page-heading'
import { useLocale } from '../i18n/use-locale'
import { pageMeta } from '../utils/meta'
import type { Route } from './+types/festivals'

// The loader runs on the server only (ADR 174).
export { loader } from './festivals.server'

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? pageMeta(loaderData.meta.title, loaderData.meta.description) : [])

/** The festival calendar of a year at a place (ADR 198). */
export default function Festivals({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(['festivals', 'calendar'])
  const locale = useLocale()
  const { error, year, place, rows, feed, download, min, max } = loaderData
  const placeValue = placeSearchValue(place)
  const festivals = rows?.filter((r) => !r.ekadashi) ?? []
  const ekadashis = rows?.filter((r) => r.ekadashi) ?? []

  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <PageHeading>{t('heading', { year })}</PageHeading>
      <p className="mt-2 max-w-3xl text-slate-600">{t('intro')}</p>

      <Form method="get" className={cardClass({ className: 'mt-6' })} aria-labelledby="festivals-form-legend">
        <p id="festivals-form-legend" className="sr-only">
          {t('form.legend')}
        </p>
        {error ? (
          <div className="mb-4">
            <FormMessage tone="error">{t(`errors.${error}`, { min, max })}</FormMessage>
          </div>
        ) : null}
        <div className="grid gap-4 md:grid-cols-[minmax(0,10rem)_minmax(0,1fr)]">
          <div>
            <label htmlFor="festivals-year" className="block text-sm font-medium text-slate-700">
              {t('form.year')}
            </label>
            <input
              id="festivals-year"
              name="year"
              type="number"
              inputMode="numeric"
              min={min}
              max={max}
              step={1}
              defaultValue={year}
              required
              aria-describedby="festivals-year-hint"
              aria-invalid={error === 'year' ? true : undefined}
              className={`mt-1 ${inputClass}`}
            />
            <p id="festivals-year-hint" className="mt-1 text-xs text-slate-600">
              {t('form.yearHint', { min, max })}
            </p>
          </div>
          <BirthPlaceSearch
            id="festivals-place"
            key={place?.id ?? place?.label ?? 'none'}
            context="calendar"
            defaultValue={placeValue}
            errors={error === 'place' ? t('errors.place') : undefined}
          />
        </div>
        <Button type="submit" className="mt-4">
          {t('form.show')}
        </Button>
      </Form>

      {rows && place ? (
        <>
          <p className="mt-6 text-sm text-slate-700" data-testid="festivals-place">
            {t('at', { place: place.label })}
          </p>
          {feed && download ? (
            <div className="mt-3 flex flex-wrap gap-3">
              <a href={feed.webcal} className={buttonClass({ variant: 'outline', size: 'sm' })}>
                {t('feed.subscribe')}
              </a>
              <a href={download} className={buttonClass({ variant: 'soft', size: 'sm' })}>
                {t('feed.download', { year })}
              </a>
            </div>
          ) : null}

          <Card aria-labelledby="festivals-heading" className="mt-6">
            <h2 id="festivals-heading" className="text-xl font-semibold text-night-900">
              {t('sections.festivals')}
            </h2>
            <FestivalList rows={festivals} locale={locale} testId="festival-list" />
            <p className="mt-4 text-sm text-slate-600">{t('janmashtamiNote')}</p>
            <p className="mt-2 text-sm text-slate-600">{t('monthsNote')}</p>
          </Card>

          <Card aria-labelledby="ekadashis-heading" className="mt-6">
            <h2 id="ekadashis-heading" className="text-xl font-semibold text-night-900">
              {t('sections.ekadashis')}
            </h2>
            <p className="mt-1 text-sm text-slate-600">{t('sections.ekadashisIntro')}</p>
            <FestivalList rows={ekadashis} locale={locale} testId="ekadashi-list" />
          </Card>

          <p className="mt-6">
            <Link
              to={`/astro-calendar?view=month${place.id ? `&place=${place.id}` : ''}`}
              className="font-medium text-violet-700 underline underline-offset-2"
            >
              {t('calendar:heading')}
            </Link>
          </p>
        </>
      ) : null}
    </div>
  )
}
