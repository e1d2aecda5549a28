import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { CalendarMonthView, CalendarPlace } from '../../services/calendar.server'
import { weekdayKey } from '../../utils/astrology-names'
import { intlLocale, longDate } from '../../utils/dates'
import type { Locale } from '../../utils/locales.mjs'
import { cardClass } from '../ui/card'
import { PHASE_GLYPHS } from './phase-glyphs'

export function MonthView({
  month,
  place,
  locale,
  link,
}: {
  month: CalendarMonthView
  place: CalendarPlace
  locale: Locale
  link: (date: string) => string
}) {
  const { t } = useTranslation(['calendar', 'astrology'])
  const title = new Intl.DateTimeFormat(intlLocale(locale), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(month.year, month.month - 1, 1)),
  )
  const weekdays = Array.from({ length: 7 }, (_, i) => t(`astrology:${weekdayKey(i)}`))
  // 1 November 2026 was a Sunday: Intl's short names of that week, which cut Devanagari at a sensible place.
  const short = new Intl.DateTimeFormat(intlLocale(locale), { weekday: 'short', timeZone: 'UTC' })
  const shortNames = Array.from({ length: 7 }, (_, i) => short.format(new Date(Date.UTC(2026, 10, 1 + i))))
  const cells: (CalendarMonthView['days'][number] | null)[] = [...Array.from({ length: month.leadingBlanks }, () => null), ...month.days]
  while (cells.length % 7) cells.push(null)
  const weeks = Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7))
  return (
    <section aria-labelledby="month-heading" className={cardClass({ padding: 'sm', className: 'mt-6' })}>
      <h2 id="month-heading" className="text-xl font-semibold text-night-900">
        {t('month.heading', { month: title })}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('at', { place: place.label })}</p>
      <table className="mt-3 w-full table-fixed border-collapse text-center text-xs sm:text-sm">
        <caption className="sr-only">{t('month.caption')}</caption>
        <thead>
          <tr>
            {weekdays.map((name, i) => (
              <th key={name} scope="col" className="py-1 font-medium text-slate-600">
                <abbr title={name} className="no-underline">
                  {shortNames[i]}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, w) => (
            <tr key={w}>
              {week.map((cell, i) =>
                cell ? (
                  <td key={cell.date} className="h-16 border border-violet-50 p-0.5 align-top sm:h-20">
                    <Link
                      to={link(cell.date)}
                      aria-label={`${longDate(cell.date, locale)}: ${t(`phases.${cell.phase}`)}${cell.observances.length ? `, ${cell.observances.map((o) => t(`observances.${o}`)).join(', ')}` : ''}`}
                      className="flex h-full flex-col items-center rounded hover:bg-violet-50 focus-visible:outline-2 focus-visible:outline-violet-700"
                    >
                      <span className="font-semibold text-night-900">{Number(cell.date.slice(8))}</span>
                      <span aria-hidden="true">{PHASE_GLYPHS[cell.phase]}</span>
                      {cell.observances.map((o) => (
                        <span
                          key={o}
                          aria-hidden="true"
                          className="mt-0.5 w-full truncate rounded bg-amber-100 px-0.5 text-[0.65rem] leading-tight text-amber-900"
                        >
                          {t(`observances.${o}`)}
                        </span>
                      ))}
                    </Link>
                  </td>
                ) : (
                  <td key={`blank-${w}-${i}`} className="border border-violet-50" />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
