import { useTranslation } from 'react-i18next'
import type { CalendarView } from '../../schemas/day-query'
import { ButtonLink } from '../ui/button'

function shiftDate(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + days)
  return d.toISOString().slice(0, 10)
}

function shiftMonth(date: string, months: number): string {
  const [y, m] = date.split('-').map(Number) as [number, number]
  const d = new Date(Date.UTC(y, m - 1 + months, 1))
  return d.toISOString().slice(0, 10)
}

/** Previous, today and next (by day or by month), the other view, and the shareable address of what is shown. */
export function CalendarNav({
  view,
  date,
  today,
  min,
  max,
  search,
}: {
  view: CalendarView
  date: string
  today: string
  min: string
  max: string
  search: (next: { date?: string; view?: CalendarView }) => string
}) {
  const { t } = useTranslation('calendar')
  return (
    <nav aria-label={t('views.label')} className="mt-6 flex flex-wrap items-center gap-2">
      {view === 'day' ? (
        <>
          {date > min ? (
            <ButtonLink to={search({ date: shiftDate(date, -1) })} variant="soft" size="sm">
              ← {t('form.previousDay')}
            </ButtonLink>
          ) : null}
          <ButtonLink to={search({ date: today })} variant="soft" size="sm">
            {t('form.today')}
          </ButtonLink>
          {date < max ? (
            <ButtonLink to={search({ date: shiftDate(date, 1) })} variant="soft" size="sm">
              {t('form.nextDay')} →
            </ButtonLink>
          ) : null}
          <ButtonLink to={search({ view: 'month' })} variant="soft" size="sm">
            {t('views.month')}
          </ButtonLink>
        </>
      ) : (
        <>
          {date.slice(0, 7) > min.slice(0, 7) ? (
            <ButtonLink to={search({ date: shiftMonth(date, -1) })} variant="soft" size="sm">
              ← {t('form.previousMonth')}
            </ButtonLink>
          ) : null}
          <ButtonLink to={search({ date: today })} variant="soft" size="sm">
            {t('form.today')}
          </ButtonLink>
          {date.slice(0, 7) < max.slice(0, 7) ? (
            <ButtonLink to={search({ date: shiftMonth(date, 1) })} variant="soft" size="sm">
              {t('form.nextMonth')} →
            </ButtonLink>
          ) : null}
          <ButtonLink to={search({ view: 'day' })} variant="soft" size="sm">
            {t('views.day')}
          </ButtonLink>
        </>
      )}
      <a href={`/astro-calendar${search({})}`} className="ml-auto text-sm font-medium text-violet-700 underline underline-offset-2">
        {t('share')}
      </a>
    </nav>
  )
}
