import { useTranslation } from 'react-i18next'
import type { CalendarDayFacts } from '../../routes/astro-calendar.server'
import type { CalendarPlace } from '../../services/calendar.server'
import { karanaKey, nakshatraKey, planetKey, rashiKey, tithiKeys, weekdayKey, yogaKey } from '../../utils/astrology-names'
import { longDate } from '../../utils/dates'
import type { Locale } from '../../utils/locales.mjs'
import { EnergyBar } from '../energy-bar'
import { Card } from '../ui/card'
import { Muhurtas } from './muhurtas'
import { PHASE_GLYPHS } from './phase-glyphs'
import { ScrollTable } from './scroll-table'

type Clock = { time: string; nextDay: boolean } | null

function Until({ at }: { at: Clock }) {
  const { t } = useTranslation('calendar')
  if (!at) return null
  return <span className="block text-sm text-slate-600">{at.nextDay ? t('day.untilNextDay', { time: at.time }) : t('day.until', { time: at.time })}</span>
}

export function DayView({ day, place, locale }: { day: CalendarDayFacts; place: CalendarPlace; locale: Locale }) {
  const { t } = useTranslation(['calendar', 'astrology'])
  const tithi = tithiKeys(day.tithi.number)
  const rows: { label: string; value: string; until?: Clock }[] = [
    { label: t('day.weekday'), value: t(`astrology:${weekdayKey(day.weekday - 1)}`) },
    {
      label: t('day.tithi'),
      value: t('astrology:tithiWithPaksha', { paksha: t(`astrology:${tithi.paksha}`), tithi: t(`astrology:${tithi.tithi}`) }),
      until: day.clocks.tithi,
    },
    {
      label: t('day.nakshatra'),
      value: `${t(`astrology:${nakshatraKey(day.nakshatra.number)}`)} (${t('day.pada', { pada: day.nakshatra.pada })})`,
      until: day.clocks.nakshatra,
    },
    { label: t('day.yoga'), value: t(`astrology:${yogaKey(day.yoga.number)}`), until: day.clocks.yoga },
    { label: t('day.karana'), value: t(`astrology:${karanaKey(day.karana.number)}`), until: day.clocks.karana },
    { label: t('day.sunrise'), value: day.clocks.sunrise?.time ?? t('day.noSunrise') },
    {
      label: t('day.sunset'),
      value: day.clocks.sunset
        ? day.clocks.sunset.nextDay
          ? t('day.nextDay', { time: day.clocks.sunset.time })
          : day.clocks.sunset.time
        : t('day.noSunset'),
    },
  ]
  return (
    <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-2">
      <Card aria-labelledby="day-heading">
        <h2 id="day-heading" className="text-xl font-semibold text-night-900">
          {longDate(day.date, locale)}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t('at', { place: place.label })}</p>
        <p className="mt-4 flex items-center gap-3 text-night-900">
          <span aria-hidden="true" className="text-3xl">
            {PHASE_GLYPHS[day.phase.name]}
          </span>
          <span>
            <span className="block text-sm text-slate-600">{t('day.moonPhase')}</span>
            <span className="font-semibold">{t(`phases.${day.phase.name}`)}</span>{' '}
            <span className="text-sm text-slate-600">({t('day.illumination', { percent: Math.round(day.phase.illumination * 100) })})</span>
          </span>
        </p>
        <dl className="mt-4 divide-y divide-violet-50">
          {rows.map((row) => (
            <div key={row.label} className="grid grid-cols-[minmax(0,7rem)_minmax(0,1fr)] gap-2 py-2 break-words">
              <dt className="text-sm text-slate-600">{row.label}</dt>
              <dd className="font-medium text-night-900">
                {row.value}
                <Until at={row.until ?? null} />
              </dd>
            </div>
          ))}
        </dl>
        <p className="mt-2 text-xs text-slate-600">{t('day.times', { zone: place.timeZone })}</p>
      </Card>

      <div className="space-y-6">
        <Card aria-labelledby="energy-heading">
          <h2 id="energy-heading" className="text-xl font-semibold text-night-900">
            {t('energy.heading')}
          </h2>
          <EnergyBar level={day.energy} label={t('energy.level', { level: day.energy })} />
          <p className="mt-2 text-sm text-slate-700">{t(day.energy >= 7 ? 'energy.high' : day.energy >= 5 ? 'energy.medium' : 'energy.low')}</p>
        </Card>

        <Card aria-labelledby="activities-heading">
          <h2 id="activities-heading" className="text-xl font-semibold text-night-900">
            {t('activities.heading')}
          </h2>
          <div className="mt-3 grid gap-4 sm:grid-cols-2">
            <Activities kind="favourable" codes={day.activities.favourable} />
            <Activities kind="avoid" codes={day.activities.avoid} />
          </div>
          <p className="mt-3 text-xs text-slate-600">{t('activities.why')}</p>
        </Card>
      </div>

      <Muhurtas muhurtas={day.muhurtas} />

      <Transits transits={day.transits} />
    </div>
  )
}

const ACTIVITY_TONES = {
  favourable: { heading: 'text-green-800', mark: 'text-green-700', glyph: '✓' },
  avoid: { heading: 'text-red-800', mark: 'text-red-700', glyph: '✕' },
} as const

/** The activities the day favours, or those it advises against (spec 9). */
function Activities({
  kind,
  codes,
}: {
  kind: keyof typeof ACTIVITY_TONES
  codes: readonly CalendarDayFacts['activities'][keyof typeof ACTIVITY_TONES][number][]
}) {
  const { t } = useTranslation('calendar')
  const tone = ACTIVITY_TONES[kind]
  return (
    <div>
      <h3 className={`font-semibold ${tone.heading}`}>{t(`activities.${kind}`)}</h3>
      <ul className="mt-2 space-y-1" data-testid={kind}>
        {codes.map((code) => (
          <li key={code} className="flex gap-2 text-slate-800">
            <span aria-hidden="true" className={tone.mark}>
              {tone.glyph}
            </span>
            {t(`activities.${code}`)}
          </li>
        ))}
      </ul>
    </div>
  )
}

/** Where each graha stands on the day, in a table that scrolls inside its card on a narrow screen. */
function Transits({ transits }: { transits: CalendarDayFacts['transits'] }) {
  const { t } = useTranslation(['calendar', 'astrology'])
  return (
    <Card aria-labelledby="transits-heading" className="lg:col-span-2">
      <h2 id="transits-heading" className="text-xl font-semibold text-night-900">
        {t('transits.heading')}
      </h2>
      <ScrollTable
        labelledBy="transits-heading"
        caption={t('transits.caption')}
        columns={[t('transits.planet'), t('transits.sign'), t('transits.degree'), t('transits.motion')]}
        minWidth="min-w-[18rem]"
      >
        {transits.map((row) => (
          <tr key={row.graha} className="border-b border-violet-50">
            <th scope="row" className="py-2 pr-3 font-medium text-night-900">
              {t(`astrology:${planetKey(row.graha)}`)}
            </th>
            <td className="py-2 pr-3">{t(`astrology:${rashiKey(row.sign)}`)}</td>
            <td className="py-2 pr-3">{row.degree}°</td>
            <td className="py-2">{row.retrograde ? <strong className="text-red-800">{t('transits.retrograde')}</strong> : t('transits.direct')}</td>
          </tr>
        ))}
      </ScrollTable>
    </Card>
  )
}
