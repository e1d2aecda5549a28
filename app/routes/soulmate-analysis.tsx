import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { PartnerForm } from '../components/soulmate/partner-form'
import { PastAnalyses } from '../components/soulmate/past-analyses'
import { Result } from '../components/soulmate/result'
import { PageHeading } from '../components/ui/page-heading'
import { FlashToast } from '../components/ui/toast'
import { pageMeta } from '../utils/meta'
import type { Route } from './+types/soulmate-analysis'

// The loader and the action run on the server only (ADR 174).
export { action, loader } from './soulmate-analysis.server'

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? pageMeta(loaderData.meta.title, loaderData.meta.description) : [])

const PATH = '/soulmate-analysis'
const link = 'font-medium text-violet-700 underline underline-offset-2'

export default function SoulmateAnalysis({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('compatibility')
  const { view, share, list, notFound, maxDate } = loaderData
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <FlashToast toast={actionData?.toast ?? null} />
      <p>
        <Link to="/dashboard" className={link}>
          {t('soulmate.back')}
        </Link>
      </p>
      <PageHeading className="mt-4">{t('soulmate.heading')}</PageHeading>
      {view ? (
        <>
          <Result view={view} share={share} />
          <p className="mt-6">
            <Link to={PATH} className={link}>
              {t('soulmate.list.newAnalysis')}
            </Link>
          </p>
        </>
      ) : (
        <>
          <p className="mt-2 text-slate-600">{t('soulmate.lead')}</p>
          {notFound ? (
            <p role="alert" className="mt-4 rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
              {t('soulmate.errors.notFound')}
            </p>
          ) : null}
          <PartnerForm errors={actionData?.errors ?? {}} values={actionData?.values ?? {}} maxDate={maxDate} />
        </>
      )}
      <PastAnalyses list={list} current={view?.id ?? null} zone={loaderData.zone} />
    </div>
  )
}
