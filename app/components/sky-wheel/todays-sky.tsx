import { useTranslation } from 'react-i18next'
import { SkyWheel, skySummary, type WheelBodyId } from './sky-wheel'
import type { Sky } from '~/services/sky.server'

const BODIES: readonly WheelBodyId[] = ['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'rahu', 'ketu', 'ascendant']
const SIGNS = Array.from({ length: 12 }, (_, i) => String(i + 1))

/** The landing hero's art: the sky now, drawn on the server, with its time and a sentence for screen readers. */
export function TodaysSky({ sky, className = '' }: { sky: Sky; className?: string }) {
  const { t } = useTranslation('design')
  const planetNames = Object.fromEntries(BODIES.map((id) => [id, id === 'ascendant' ? t('kundli.lagna') : t(`planets.${id}`)])) as Record<
    WheelBodyId,
    string
  >
  const bodyLabels = Object.fromEntries(BODIES.map((id) => [id, t(`planetAbbreviations.${id}`)])) as Record<WheelBodyId, string>
  const signNames = Object.fromEntries(SIGNS.map((n) => [n, t(`signs.${n}` as `signs.1`)]))
  const signLabels = Object.fromEntries(SIGNS.map((n) => [n, t(`signAbbreviations.${n}` as `signAbbreviations.1`)]))
  const positions = skySummary(sky.bodies, { planetNames, signNames, position: (values) => t('sky.position', values) })
  // India's clock for an Indian audience; the page is cached for everyone, so it cannot be the visitor's own zone.
  const time = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    new Date(sky.at),
  )
  return (
    <figure className={className}>
      <SkyWheel bodies={sky.bodies} signLabels={signLabels} bodyLabels={bodyLabels} summary={t('sky.summary', { positions })} className="h-auto w-full" />
      <figcaption className="mt-3 text-center text-caption text-violet-100">
        <span className="font-semibold text-saffron-300">{t('sky.heading')}</span> · {t('sky.updated', { time })}
        <span className="mt-1 block text-violet-200">{t('sky.caption')}</span>
      </figcaption>
    </figure>
  )
}
