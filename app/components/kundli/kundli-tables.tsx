import { useTranslation } from 'react-i18next'
import { useLocale } from '~/i18n/use-locale'
import type { KundliView } from '~/services/kundli.server'
import { planetKey, rashiKey } from '~/utils/astrology-names'
import { formatNumber, longDateIn } from '~/utils/dates'
import { ScrollTable } from '../astro-calendar/scroll-table'
import { kundliWords } from './kundli-words'

// Tables scroll inside their own box on a narrow phone, never the page (ScrollTable).
const TH = 'whitespace-nowrap px-3 py-2 font-semibold text-night-900'
const TD = 'whitespace-nowrap px-3 py-2 text-slate-800'

export function PlanetTable({ view }: { view: KundliView }) {
  const { t } = useTranslation(['kundli', 'astrology'])
  const { sign, degree, nakshatra, planet, dignity, motion } = kundliWords(t)
  const asc = view.ascendant
  return (
    <ScrollTable
      labelledBy="planets-heading"
      caption={t('planets.caption')}
      columns={(['planet', 'sign', 'degree', 'nakshatra', 'navamsa', 'house', 'dignity', 'state'] as const).map((key) => t(`planets.${key}`))}
      minWidth="min-w-[44rem]"
      testId="planet-table"
    >
      {asc ? (
        <tr data-graha="lagna">
          <th scope="row" className={TH}>
            {t('planets.lagna')}
          </th>
          <td className={TD}>{sign(asc.sign)}</td>
          <td className={TD}>{degree(asc.degree)}</td>
          <td className={TD}>{nakshatra(asc.nakshatra, asc.pada)}</td>
          <td className={TD}>{sign(asc.navamsaSign)}</td>
          <td className={TD}>1</td>
          <td className={TD}>{t('planets.none')}</td>
          <td className={TD}>{t('planets.none')}</td>
        </tr>
      ) : null}
      {view.planets.map((p) => (
        <tr key={p.graha} data-graha={p.graha}>
          <th scope="row" className={TH}>
            {planet(p.graha)}
          </th>
          <td className={TD}>{sign(p.sign)}</td>
          <td className={TD}>{degree(p.degree)}</td>
          <td className={TD}>{nakshatra(p.nakshatra, p.pada)}</td>
          <td className={TD}>{sign(p.navamsaSign)}</td>
          <td className={TD}>{p.house}</td>
          <td className={TD}>{dignity(p)}</td>
          <td className={TD}>{motion(p)}</td>
        </tr>
      ))}
    </ScrollTable>
  )
}

export function DashaTable({ view, zone }: { view: KundliView; zone: string }) {
  const { t } = useTranslation(['kundli', 'astrology'])
  const locale = useLocale()
  const date = (iso: string) => longDateIn(iso, zone, locale)
  const lord = (l: string) => t(`astrology:${planetKey(l as 'sun')}`)
  return (
    <>
      <p className="mt-2 text-slate-700" data-testid="dasha-balance">
        {t('dasha.balance', { lord: lord(view.balance.lord), years: formatNumber(view.balance.years, locale, { maximumFractionDigits: 1 }) })}
      </p>
      <div className="mt-3 space-y-2" data-testid="dasha-table">
        {view.mahadashas.map((m) => (
          <details key={m.start} open={m.running} className="rounded-lg border border-line" data-running={m.running || undefined}>
            <summary className="flex cursor-pointer flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-3 py-2 font-semibold text-night-900">
              <span id={`dasha-${m.lord}`}>
                {t('dasha.mahadasha', { lord: lord(m.lord) })}
                {m.running ? <span className="ml-2 rounded-full bg-saffron-300 px-2 py-0.5 text-xs text-night-900">{t('dasha.running')}</span> : null}
              </span>
              <span className="text-sm font-normal text-slate-700">
                {date(m.start)} – {date(m.end)}
              </span>
            </summary>
            <div className="mx-3 mb-3">
              <ScrollTable
                labelledBy={`dasha-${m.lord}`}
                caption={t('dasha.antardashas', { lord: lord(m.lord) })}
                columns={[t('dasha.lord'), t('dasha.start'), t('dasha.end')]}
                minWidth="min-w-[24rem]"
              >
                {m.antardashas.map((a) => (
                  <tr key={a.start} className={a.running ? 'bg-saffron-300/30' : undefined} data-running={a.running || undefined}>
                    <th scope="row" className={TH}>
                      {lord(m.lord)} – {lord(a.lord)}
                      {a.running ? <span className="ml-2 text-xs font-normal">({t('dasha.running')})</span> : null}
                    </th>
                    <td className={TD}>{date(a.start)}</td>
                    <td className={TD}>{date(a.end)}</td>
                  </tr>
                ))}
              </ScrollTable>
            </div>
          </details>
        ))}
      </div>
    </>
  )
}

export function SaturnTable({ view, zone }: { view: KundliView; zone: string }) {
  const { t } = useTranslation(['kundli', 'astrology'])
  const locale = useLocale()
  const date = (iso: string) => longDateIn(iso, zone, locale)
  if (view.saturn.length === 0) return <p className="mt-3 text-slate-700">{t('saturn.none')}</p>
  return (
    <ScrollTable
      labelledBy="saturn-heading"
      caption={t('saturn.caption')}
      columns={(['phase', 'sign', 'start', 'end'] as const).map((key) => t(`saturn.${key}`))}
      minWidth="min-w-[30rem]"
      testId="saturn-table"
    >
      {view.saturn.map((s) => (
        <tr key={s.start} className={s.current ? 'bg-saffron-300/30' : undefined} data-current={s.current || undefined}>
          <th scope="row" className={TH}>
            {t(`saturn.phases.${s.phase}`)}
            {s.current ? <span className="ml-2 text-xs font-normal">({t('saturn.current')})</span> : null}
          </th>
          <td className={TD}>{t(`astrology:${rashiKey(s.sign)}`)}</td>
          <td className={TD}>{date(s.start)}</td>
          <td className={TD}>{date(s.end)}</td>
        </tr>
      ))}
    </ScrollTable>
  )
}

export function YogaList({ view }: { view: KundliView }) {
  const { t } = useTranslation('kundli')
  return (
    <ul className="mt-3 space-y-3" data-testid="yogas">
      {view.yogas.map((y) => (
        <li key={y.code} className="rounded-lg border border-line p-3" data-yoga={y.code} data-present={y.present}>
          <p className="flex flex-wrap items-baseline justify-between gap-2">
            <span className="font-semibold text-night-900">{t(`yogas.names.${y.code}`)}</span>
            <span className={y.present ? 'font-semibold text-night-900' : 'text-slate-700'}>{y.present ? t('yogas.present') : t('yogas.absent')}</span>
          </p>
          <p className="mt-1 text-sm text-slate-700">{t(`yogas.meanings.${y.code}`)}</p>
        </li>
      ))}
    </ul>
  )
}
