import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Analysis } from '../components/crush/analysis'
import { CrushForm } from '../components/crush/crush-form'
import { PageHeading } from '../components/ui/page-heading'
import { FlashToast } from '../components/ui/toast'
import { pageMeta } from '../utils/meta'
import type { Route } from './+types/crush-analyzer'

// The loader and the action run on the server only (ADR 174).
export { action, loader } from './crush-analyzer.server'

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? pageMeta(loaderData.meta.title, loaderData.meta.description) : [])

const link = 'font-medium text-violet-700 underline underline-offset-2'

export default function CrushAnalyzer({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('crush')
  const { list, shares, maxDate, zone } = loaderData
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <FlashToast toast={actionData?.toast ?? null} />
      <p>
        <Link to="/dashboard" className={link}>
          {t('back')}
        </Link>
      </p>
      <PageHeading className="mt-4">{t('heading')}</PageHeading>
      <p className="mt-2 text-slate-600">{t('lead')}</p>
      <CrushForm errors={actionData?.errors ?? {}} values={actionData?.values ?? {}} maxDate={maxDate} />
      <section aria-labelledby="past-heading" className="mt-8">
        <h2 id="past-heading" className="text-2xl font-semibold text-night-900">
          {t('list.heading')}
        </h2>
        {list.length === 0 ? (
          <p className="mt-3 text-slate-600">{t('list.empty')}</p>
        ) : (
          <ul className="mt-4 space-y-6" data-testid="crush-analyses">
            {list.map((item) => (
              <li key={item.id}>
                <Analysis item={item} share={shares[item.id] ?? null} zone={zone} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}
