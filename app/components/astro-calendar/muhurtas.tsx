import { useTranslation } from 'react-i18next'
import type { MuhurtaFacts } from '../../routes/astro-calendar.server'
import { Card } from '../ui/card'
import { ScrollTable } from './scroll-table'

type Facts = Extract<MuhurtaFacts, { status: 'ok' }>
type Clock = Facts['sunrise']
type Span = Facts['rahuKaal']
type Row = Facts['day'][number]

const QUALITY_TONE = { good: 'text-green-800', neutral: 'text-slate-700', bad: 'text-red-800' } as const

function useClock() {
  const { t } = useTranslation('calendar')
  return (at: Clock) => (at.nextDay ? t('muhurtas.nextDay', { time: at.time }) : at.previousDay ? t('muhurtas.previousDay', { time: at.time }) : at.time)
}

function useSpan() {
  const { t } = useTranslation('calendar')
  const clock = useClock()
  return (span: Span) => {
    // A window wholly in the next (or the day before's) calendar day says so once, after both times.
    if (span.start.nextDay && span.end.nextDay) return t('muhurtas.windowNextDay', { start: span.start.time, end: span.end.time })
    if (span.start.previousDay && span.end.previousDay) return t('muhurtas.windowPreviousDay', { start: span.start.time, end: span.end.time })
    return t('muhurtas.window', { start: clock(span.start), end: clock(span.end) })
  }
}

/**
 * The day's muhurtas (ADR 206): the kaals to avoid, Abhijit and Brahma muhurta, and the day and night choghadiyas with
 * the one running now marked. Server-rendered text and tables only, so it reads the same before JavaScript arrives.
 */
export function Muhurtas({ muhurtas }: { muhurtas: MuhurtaFacts }) {
  const { t } = useTranslation('calendar')
  return (
    <Card aria-labelledby="muhurtas-heading" className="lg:col-span-2" data-testid="muhurtas">
      <h2 id="muhurtas-heading" className="text-xl font-semibold text-night-900">
        {t('muhurtas.heading')}
      </h2>
      {muhurtas.status === 'ok' ? <MuhurtaTimes muhurtas={muhurtas} /> : <p className="mt-3 text-slate-800">{t(`muhurtas.${muhurtas.status}`)}</p>}
      <p className="mt-4 text-xs text-slate-600">{t('muhurtas.rules')}</p>
    </Card>
  )
}

function MuhurtaTimes({ muhurtas }: { muhurtas: Facts }) {
  const { t } = useTranslation('calendar')
  const clock = useClock()
  const span = useSpan()
  const windows = (keys: readonly ('rahuKaal' | 'yamaganda' | 'gulikaKaal' | 'abhijit' | 'brahmaMuhurta')[]) =>
    keys.map((key) => {
      const value = muhurtas[key]
      const missing = key === 'abhijit' ? t('muhurtas.noAbhijit') : t('muhurtas.noBrahma')
      return (
        <div key={key} className="grid grid-cols-[minmax(0,8rem)_minmax(0,1fr)] gap-2 py-2 break-words">
          <dt className="text-sm text-slate-600">{t(`muhurtas.${key}`)}</dt>
          <dd className={value ? 'font-medium text-night-900' : 'text-sm text-slate-700'}>{value ? span(value) : missing}</dd>
        </div>
      )
    })
  // Before sunrise the running choghadiya is the last night's, which the tables below do not hold.
  const running = muhurtas.beforeSunrise
  const lastNight = running
    ? { name: t(`muhurtas.names.${running.name}`), quality: t(`muhurtas.qualities.${running.quality}`), end: clock(running.end) }
    : null
  return (
    <>
      <p className="mt-1 text-sm text-slate-600">
        {muhurtas.nextSunrise
          ? t('muhurtas.span', { sunrise: clock(muhurtas.sunrise), sunset: clock(muhurtas.sunset), nextSunrise: clock(muhurtas.nextSunrise) })
          : t('muhurtas.spanNoNight', { sunrise: clock(muhurtas.sunrise), sunset: clock(muhurtas.sunset) })}
      </p>
      <div className="mt-4 grid gap-6 md:grid-cols-2">
        <div>
          <h3 className="font-semibold text-red-800">{t('muhurtas.avoid')}</h3>
          <dl className="mt-1 divide-y divide-violet-50" data-testid="muhurtas-avoid">
            {windows(['rahuKaal', 'yamaganda', 'gulikaKaal'])}
          </dl>
        </div>
        <div>
          <h3 className="font-semibold text-green-800">{t('muhurtas.auspicious')}</h3>
          <dl className="mt-1 divide-y divide-violet-50" data-testid="muhurtas-auspicious">
            {windows(['abhijit', 'brahmaMuhurta'])}
          </dl>
        </div>
      </div>
      {lastNight ? (
        <p className="mt-6 rounded-lg bg-violet-50 px-3 py-2 text-slate-800" data-testid="muhurtas-before-sunrise">
          <span className="mr-2 rounded-full bg-violet-700 px-2 py-0.5 text-xs font-semibold text-white">{t('muhurtas.now')}</span>
          {t('muhurtas.beforeSunrise', { name: lastNight.name, quality: lastNight.quality, end: lastNight.end })}
        </p>
      ) : null}
      <div className="mt-6 grid gap-6 md:grid-cols-2">
        <ChoghadiyaTable id="day-choghadiya" rows={muhurtas.day} now={muhurtas.now?.half === 'day' ? muhurtas.now.index : null} />
        {muhurtas.night ? (
          <ChoghadiyaTable id="night-choghadiya" rows={muhurtas.night} now={muhurtas.now?.half === 'night' ? muhurtas.now.index : null} />
        ) : (
          <div>
            <h3 className="font-semibold text-night-900">{t('muhurtas.nightChoghadiya')}</h3>
            <p className="mt-2 text-sm text-slate-700">{t('muhurtas.noNight')}</p>
          </div>
        )}
      </div>
    </>
  )
}

/** Eight choghadiyas in a table that scrolls inside the card on a narrow screen; the one running now says so in words. */
function ChoghadiyaTable({ id, rows, now }: { id: 'day-choghadiya' | 'night-choghadiya'; rows: readonly Row[]; now: number | null }) {
  const { t } = useTranslation('calendar')
  const span = useSpan()
  const half = id === 'day-choghadiya' ? 'day' : 'night'
  return (
    <div>
      <h3 id={`${id}-heading`} className="font-semibold text-night-900">
        {t(`muhurtas.${half}Choghadiya`)}
      </h3>
      <ScrollTable
        labelledBy={`${id}-heading`}
        caption={t(`muhurtas.${half}Caption`)}
        columns={[t('muhurtas.time'), t('muhurtas.name'), t('muhurtas.quality')]}
        minWidth="min-w-[17rem]"
        testId={id}
      >
        {rows.map((row, index) => {
          const current = index === now
          return (
            <tr key={index} aria-current={current ? 'time' : undefined} className={`border-b border-violet-50 ${current ? 'bg-violet-50' : ''}`}>
              <td className="py-2 pr-3 text-slate-800">{span(row)}</td>
              <th scope="row" className="py-2 pr-3 font-medium text-night-900">
                {t(`muhurtas.names.${row.name}`)}
                {current ? (
                  <span className="ml-2 rounded-full bg-violet-700 px-2 py-0.5 text-xs font-semibold text-white">{t('muhurtas.now')}</span>
                ) : null}
              </th>
              <td className={`py-2 ${QUALITY_TONE[row.quality]}`}>{t(`muhurtas.qualities.${row.quality}`)}</td>
            </tr>
          )
        })}
      </ScrollTable>
    </div>
  )
}
