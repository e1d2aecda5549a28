import { useTranslation } from 'react-i18next'
import { longDate } from '../../utils/dates'
import type { Locale } from '../../utils/locales.mjs'
import { festivalName, ruleText, windowText, type FestivalRow, type Translate } from '../../domain/festival-text'

/** The festival days of a year, each with its date, the rule it follows and its muhurat (ADR 198). */
export function FestivalList({ rows, locale, testId }: { rows: readonly FestivalRow[]; locale: Locale; testId: string }) {
  const { t: typed } = useTranslation(['festivals', 'astrology'])
  const t = typed as unknown as Translate
  const weekday = new Intl.DateTimeFormat(locale === 'hi' ? 'hi-IN' : 'en-IN', { weekday: 'long', timeZone: 'UTC' })
  return (
    <ol className="mt-4 divide-y divide-violet-100" data-testid={testId}>
      {rows.map((row) => {
        const day = (date: string) => (
          <>
            <time dateTime={date}>{longDate(date, locale)}</time>, {weekday.format(new Date(`${date}T00:00:00Z`))}
          </>
        )
        return (
          <li key={`${row.key}-${row.date}`} data-festival={row.key} className="grid gap-1 py-3 sm:grid-cols-[minmax(0,16rem)_minmax(0,1fr)] sm:gap-4">
            <div className="min-w-0">
              <p className="font-semibold break-words text-night-900">{festivalName(t, row.key)}</p>
              <p className="text-sm text-slate-700">{day(row.date)}</p>
            </div>
            <dl className="min-w-0 space-y-0.5 text-sm">
              <div>
                <dt className="inline font-medium text-slate-700">{t('festivals:table.rule')}: </dt>
                <dd className="inline break-words text-slate-700">{ruleText(t, row.rule)}</dd>
              </div>
              {row.window ? (
                <div>
                  <dt className="inline font-medium text-slate-700">{t('festivals:table.muhurat')}: </dt>
                  <dd className="inline text-slate-700">{windowText(t, row.window)}</dd>
                </div>
              ) : null}
              {row.vaishnava ? (
                <div data-testid="vaishnava-day">
                  <dt className="inline font-medium text-slate-700">{t('festivals:table.vaishnava')}: </dt>
                  <dd className="inline text-slate-700">{day(row.vaishnava)}</dd>
                </div>
              ) : null}
            </dl>
          </li>
        )
      })}
    </ol>
  )
}
