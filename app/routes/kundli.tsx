import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { KundliCharts } from '../components/kundli/kundli-charts'
import { DashaTable, PlanetTable, SaturnTable, YogaList } from '../components/kundli/kundli-tables'
import { RemedyList } from '../components/kundli/remedies'
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
  const { view, zone, remedies } = loaderData
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <PageHeading>{t('heading')}</PageHeading>
      <p className="mt-2 text-slate-700">{t('intro')}</p>
      {view ? (
        <p className="mt-3">
          <a href="/kundli/pdf" download className="font-semibold text-night-900 underline underline-offset-2" data-testid="kundli-pdf">
            {t('pdf.download')}
          </a>
        </p>
      ) : null}
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
          <Section id="charts" title={t('charts.heading')} intro={t('charts.intro')}>
            <KundliCharts rasi={view.rasi} navamsa={view.navamsa} />
          </Section>
          <Section id="planets" title={t('planets.heading')}>
            <PlanetTable view={view} />
          </Section>
          <Section id="dasha" title={t('dasha.heading')} intro={t('dasha.intro')}>
            <DashaTable view={view} zone={zone} />
          </Section>
          <Section id="saturn" title={t('saturn.heading')} intro={t('saturn.intro', { moon: t(`astrology:${rashiKey(view.moonSign)}`) })}>
            <SaturnTable view={view} zone={zone} />
          </Section>
          <Section id="yogas" title={t('yogas.heading')}>
            <YogaList view={view} />
          </Section>
          <Section id="remedies" title={t('remedies.heading')} intro={t('remedies.intro')}>
            <RemedyList remedies={remedies} />
          </Section>
        </>
      )}
    </div>
  )
}

/** One part of the page: a card with its heading (`<id>-heading`) and, where it has one, a line of introduction. */
function Section({ id, title, intro, children }: { id: string; title: string; intro?: string; children: ReactNode }) {
  return (
    <Card className="mt-8" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="text-xl font-semibold text-night-900">
        {title}
      </h2>
      {intro ? <p className="mt-2 text-sm text-slate-700">{intro}</p> : null}
      {children}
    </Card>
  )
}
