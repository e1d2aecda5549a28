import { useTranslation } from 'react-i18next'
import type { ChartSummary } from '../services/readings.server'
import { nakshatraKey, rashiKey } from '../utils/astrology-names'

/**
 * Without a birth time the profile card shows the noon Moon; when the Moon changed sign or nakshatra during the birth
 * day, this says from which to which, and that a birth time settles it.
 */
export function MoonDayNote({ moonDay }: { moonDay: NonNullable<ChartSummary['moonDay']> }) {
  const { t } = useTranslation(['reading', 'astrology'])
  const sign = (n: number) => t(`astrology:${rashiKey(n)}`)
  const nakshatra = (n: number) => t(`astrology:${nakshatraKey(n)}`)
  const { from, to } = moonDay
  const text =
    moonDay.signChanges && moonDay.nakshatraChanges
      ? t('dashboard.moonMoved.both', {
          fromSign: sign(from.sign),
          toSign: sign(to.sign),
          fromNakshatra: nakshatra(from.nakshatra),
          toNakshatra: nakshatra(to.nakshatra),
        })
      : moonDay.signChanges
        ? t('dashboard.moonMoved.sign', { from: sign(from.sign), to: sign(to.sign) })
        : t('dashboard.moonMoved.nakshatra', { from: nakshatra(from.nakshatra), to: nakshatra(to.nakshatra) })
  return (
    <p className="mt-3 rounded-xl bg-amber-50 px-4 py-3 text-sm text-slate-800" data-testid="moon-day">
      {text}
    </p>
  )
}
