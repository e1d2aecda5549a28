import { useTranslation } from 'react-i18next'
import type { Graha } from '~/astrology'
import type { KundliDrawing } from '~/services/kundli.server'
import { KundliChart, kundliSummary } from '../kundli-chart/kundli-chart'

/** One chart (rasi or navamsa) in one style, with its text for screen readers. */
function ChartFigure({ drawing, variant, title }: { drawing: KundliDrawing; variant: 'north' | 'south'; title: string }) {
  const { t } = useTranslation(['kundli', 'design'])
  const summary = kundliSummary(drawing, {
    title,
    signNames: t('design:signs', { returnObjects: true }) as Record<string, string>,
    bodyNames: t('design:planets', { returnObjects: true }) as Record<Graha, string>,
    house: (values) => t('design:kundli.house', values),
    withPlanets: (values) => t('design:kundli.housePlanets', values),
  })
  return (
    <figure className="min-w-0">
      <figcaption className="text-sm font-semibold text-night-900">{title}</figcaption>
      <KundliChart
        kundli={drawing}
        variant={variant}
        bodyLabels={t('design:planetAbbreviations', { returnObjects: true }) as Record<Graha, string>}
        signLabels={t('design:signAbbreviations', { returnObjects: true }) as Record<string, string>}
        lagnaLabel={t('design:planetAbbreviations.ascendant')}
        summary={summary}
        className="mx-auto mt-2 w-full max-w-sm text-night-900"
      />
    </figure>
  )
}

/** The rasi chart beside the navamsa chart, in the North and then the South Indian style. */
export function KundliCharts({ rasi, navamsa }: { rasi: KundliDrawing; navamsa: KundliDrawing }) {
  const { t } = useTranslation('kundli')
  return (
    <>
      {(['north', 'south'] as const).map((variant) => (
        <div key={variant} className="mt-6" data-testid={`charts-${variant}`}>
          <h3 className="text-lg font-semibold text-night-900">{t(`charts.${variant}`)}</h3>
          <div className="mt-3 grid gap-6 sm:grid-cols-2">
            <ChartFigure drawing={rasi} variant={variant} title={`${t('charts.rasi')}, ${t(`charts.${variant}`)}`} />
            <ChartFigure drawing={navamsa} variant={variant} title={`${t('charts.navamsa')}, ${t(`charts.${variant}`)}`} />
          </div>
        </div>
      ))}
    </>
  )
}
