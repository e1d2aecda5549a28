// Where Stripe (or the test checkout) sends the customer after paying. Credits come only from the webhook, which may
// arrive a moment later: the page waits for the order to be fulfilled, then says so and goes on to the dashboard.
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { data, Link, useRevalidator } from 'react-router'
import { getFixedT } from '../i18n/i18n.server'
import { orderStatus } from '../services/payments.server'
import { paymentMode } from '../services/payments-stripe.server'
import { requireUser } from '../utils/auth.server'
import { pageMeta } from '../utils/meta'
import { redirectWithToast } from '../utils/session.server'
import type { Route } from './+types/pricing-success'

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request)
  const t = await getFixedT(request, 'payments')
  const order = await orderStatus(user, new URL(request.url).searchParams.get('order') ?? '')
  if (order === null) throw data('Not found', { status: 404 })
  const { status } = order
  // A consultation's payment goes back to the consultations, confirmed or not (ADR 196).
  if (order.consultation && status !== 'pending' && status !== 'expired') {
    const ct = await getFixedT(request, 'consultations')
    if (status === 'paid') throw await redirectWithToast('/consultations', { title: ct('paid.title'), description: ct('paid.description') })
    throw await redirectWithToast('/consultations', { title: ct('paid.notConfirmed'), description: ct('paid.notConfirmedText'), variant: 'destructive' })
  }
  if (status === 'paid') throw await redirectWithToast('/dashboard', { title: t('toasts.paymentSuccessful') })
  if (status === 'cancelled' || status === 'refunded')
    throw await redirectWithToast('/pricing', { title: t('toasts.paymentFailed'), description: t('toasts.tryAgain'), variant: 'destructive' })
  return { testMode: paymentMode() === 'test-checkout', meta: { title: t('success.title'), description: t('success.waiting') } }
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? pageMeta(loaderData.meta.title, loaderData.meta.description) : [])

/** How often, and for how long, the page asks again before saying the payment is still unconfirmed. */
const POLL_MS = 1000
const POLL_FOR_MS = 60_000

export default function PricingSuccess({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('payments')
  const revalidator = useRevalidator()
  const [gaveUp, setGaveUp] = useState(false)
  useEffect(() => {
    const started = Date.now()
    const timer = setInterval(() => {
      if (Date.now() - started > POLL_FOR_MS) {
        clearInterval(timer)
        setGaveUp(true)
      } else if (revalidator.state === 'idle') void revalidator.revalidate()
    }, POLL_MS)
    return () => clearInterval(timer)
  }, [revalidator])

  return (
    <section aria-labelledby="success-heading" className="mx-auto max-w-md px-4 py-16 text-center">
      {loaderData.testMode ? <p className="mb-6 inline-block rounded bg-amber-500 px-3 py-1 text-sm font-bold text-night-950">{t('testMode')}</p> : null}
      <h1 id="success-heading" className="font-[family-name:var(--font-display)] text-3xl font-semibold text-night-900">
        {t('success.waiting')}
      </h1>
      <p role="status" className="mt-4 text-slate-600">
        {gaveUp ? t('success.stillWaiting') : t('success.waitingNote')}
      </p>
      {/* Without JavaScript the page cannot ask again by itself: a link does. */}
      <noscript>
        <meta httpEquiv="refresh" content="2" />
      </noscript>
      <Link to="/dashboard" className="mt-8 inline-block min-h-11 font-semibold text-violet-800 underline">
        {t('success.toDashboard')}
      </Link>
    </section>
  )
}
