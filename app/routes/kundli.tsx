import { useTranslation } from 'react-i18next'
import { KundliCharts } from '../components/kundli/kundli-charts'
import { DashaTable, PlanetTable, SaturnTable, YogaList } from '../components/kundli/kundli-tables'
import { Card } from '../components/ui/card'
import { FormMessage } from '../components/ui/form-parts'
import { PageHeading } from '../components/ui/page-heading'
import { rashiKey } from '../utils/astrology-names'
import { pageMeta } from '../utils/meta'
import type { Route } from './+types/kundli'

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? pageMeta(loaderData.meta.title, loaderData.meta.description) : [])

// The loader runs on the server only (ADR 174).
export { loader } from './kundli.server'

/** The deeper kundli: a read-only page of plain HTML and server-drawn SVG (docs/features.md, "Kundli"). */
export default function Kundli({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(['kundli', 'astrology'])
  const { view, zone } = loaderData
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <PageHeading>{t('heading')}</PageHeading>
      <p className="mt-2 text-slate-700">{t('intro')}</p>
      {view === null ? (
        <div className="mt-6">
          <FormMessage tone="error">{t('failed')}</FormMessage>
        </div>
      ) : (
        <>
          {view.reference === 'moon' ? (
            <p className="mt-3 text-sm text-slate-700" data-testid="moon-reference">
              {t('moonReference')}
            </p>
          ) : null}
          <Card className="mt-8" aria-labelledby="charts-heading">
            <h2 id="charts-heading" className="text-xl font-semibold text-night-900">
              {t('charts.heading')}
            </h2>
            <p className="mt-2 text-sm text-slate-700">{t('charts.intro')}</p>
            <KundliCharts rasi={view.rasi} navamsa={view.navamsa} />
          </Card>
          <Card className="mt-8" aria-labelledby="planets-heading">
            <h2 id="planets-heading" className="text-xl font-semibold text-night-900">
              {t('planets.heading')}
            </h2>
            <PlanetTable view={view} />
          </Card>
          <Card className="mt-8" aria-labelledby="dasha-heading">
            <h2 id="dasha-heading" className="text-xl font-semibold text-night-900">
              {t('dasha.heading')}
            </h2>
            <p className="mt-2 text-sm text-slate-700">{t('dasha.intro')}</p>
            <DashaTable view={view} zone={zone} />
          </Card>
          <Card className="mt-8" aria-labelledby="saturn-heading">
            <h2 id="saturn-heading" className="text-xl font-semibold text-night-900">
              {t('saturn.heading')}
            </h2>
            <p className="mt-2 text-sm text-slate-700">{t('saturn.intro', { moon: t(`astrology:${rashiKey(view.moonSign)}`) })}</p>
            <SaturnTable view={view} zone={zone} />
          </Card>
          <Card className="mt-8" aria-labelledby="yogas-heading">
            <h2 id="yogas-heading" className="text-xl font-semibold text-night-900">
              {t('yogas.heading')}
            </h2>
            <YogaList view={view} />
          </Card>
        </>
      )}
    </div>
  )
}
