import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { AstrologerList } from '../components/consultations/astrologer-list'
import { BookingForm } from '../components/consultations/booking-form'
import { MyConsultations } from '../components/consultations/my-consultations'
import { useToast } from '../components/ui/toast'
import { useZoneCookie } from '../components/use-zone-cookie'
import { pageMeta } from '../utils/meta'
import type { Route } from './+types/consultations'

// The loader and action run on the server only; the client bundle drops these named re-exports (ADR 174).
export { action, loader } from './consultations.server'

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? pageMeta(loaderData.meta.title, loaderData.meta.description) : [])

export default function Consultations({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('consultations')
  const { zone, astrologers, selection, mine, confirmCancel } = loaderData
  useZoneCookie(zone)
  const { toast } = useToast()

  useEffect(() => {
    if (actionData?.error && actionData.error !== 'taken')
      toast({ title: t('failed.title'), description: t('failed.description'), variant: 'destructive' })
  }, [actionData, toast, t])

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="font-[family-name:var(--font-display)] text-3xl font-semibold text-night-900 sm:text-4xl">{t('heading')}</h1>
      <p className="mt-2 max-w-3xl text-slate-600">{t('intro', { zone })}</p>
      <AstrologerList astrologers={astrologers} selection={selection} />
      <div className="mt-10 grid gap-8 lg:grid-cols-2">
        <BookingForm key={JSON.stringify(selection)} loaderData={loaderData} actionData={actionData} />
        <MyConsultations
          mine={mine}
          confirmCancel={confirmCancel}
          reviewError={
            actionData && 'reviewError' in actionData
              ? { error: actionData.reviewError, bookingId: actionData.reviewFor, text: actionData.reviewText }
              : null
          }
        />
      </div>
    </div>
  )
}
