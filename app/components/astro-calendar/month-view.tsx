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
  festivals,
  place,
  locale,
  link,
}: {
  month: CalendarMonthView
  /** The festival days of the month by their own rules (ADR 189): named in the cells and in the list below. */
  festivals: readonly { date: string; key: string }[]
  place: CalendarPlace
  locale: Locale
  link: (date: string) => string
}) {
  const { t } = useTranslation(['calendar', 'astrology', 'festivals'])
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
  // A day's marks: its festivals by name, then the sunrise observances a named Ekadashi does not already say.
  const marks = (day: CalendarMonthView['days'][number]) => {
    const named = festivals.filter((f) => f.date === day.date)
    const ekadashi = named.some((f) => f.key.endsWith('-ekadashi'))
    return [
      ...named.map((f) => ({ id: f.key, label: t(`festivals:names.${f.key}` as 'festivals:names.diwali'), festival: true })),
      ...day.observances.filter((o) => !(o === 'ekadashi' && ekadashi)).map((o) => ({ id: o, label: t(`observances.${o}`), festival: false })),
    ]
  }
  const marked = month.days.map((day) => ({ date: day.date, marks: marks(day) })).filter((d) => d.marks.length)
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
                      aria-label={[`${longDate(cell.date, locale)}: ${t(`phases.${cell.phase}`)}`, ...marks(cell).map((m) => m.label)].join(', ')}
                      className="flex h-full min-w-0 flex-col items-center rounded hover:bg-violet-50 focus-visible:outline-2 focus-visible:outline-violet-700"
                    >
                      <span className="font-semibold text-night-900">{Number(cell.date.slice(8))}</span>
                      <span aria-hidden="true">{PHASE_GLYPHS[cell.phase]}</span>
                      {/* A phone's cell is too narrow for a name: a dot each, the names in the list below the table. */}
                      <span aria-hidden="true" className="flex gap-0.5 sm:hidden">
                        {marks(cell).map((m) => (
                          <span key={m.id} className={`size-1.5 rounded-full ${m.festival ? 'bg-rose-600' : 'bg-amber-500'}`} />
                        ))}
                      </span>
                      {marks(cell).map((m) => (
                        <span
                          key={m.id}
                          aria-hidden="true"
                          data-mark={m.id}
                          className={`mt-0.5 hidden w-full rounded px-0.5 text-[0.65rem] leading-tight [overflow-wrap:anywhere] sm:block ${m.festival ? 'bg-rose-50 text-rose-900' : 'bg-amber-100 text-amber-900'}`}
                        >
                          {m.label}
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
      {marked.length ? (
        <ul className="mt-3 space-y-1 text-sm" data-testid="month-marks">
          {marked.map((day) => (
            <li key={day.date} className="flex gap-2">
              <Link to={link(day.date)} className="shrink-0 font-medium text-violet-700 underline underline-offset-2">
                {longDate(day.date, locale)}
              </Link>
              <span className="min-w-0 text-slate-800">{day.marks.map((m) => m.label).join(', ')}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}
