// The built-in test checkout (ADR 102): stands in for Stripe's hosted page while the site has no Stripe
// keys. Paying sends a signed checkout.session.completed event to our own /hooks/stripe, so fulfilment runs exactly
// as for a real payment; cancelling returns to a fresh pricing page. Marked TEST MODE throughout.
import { useTranslation } from 'react-i18next'
import { data, Form, redirect, useNavigation } from 'react-router'
import { getFixedT } from '../i18n/i18n.server'
import { useLocale } from '../i18n/use-locale'
import { cancelTestCheckout, completeTestCheckout, findTestCheckoutOrder } from '../services/payments.server'
import { requireUser } from '../utils/auth.server'
import { pageMeta } from '../utils/meta'
import { formatOrderAmount } from '../domain/money'
import { redirectWithToast } from '../utils/session.server'
import type { Route } from './+types/checkout-test'

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request)
  const order = await findTestCheckoutOrder(user, params.order)
  if (!order) throw data('Not found', { status: 404 })
  const t = await getFixedT(request, 'payments')
  return { order: { ...order, id: String(order.id) }, meta: { title: `${t('testMode')} · ${t('checkout.title')}`, description: t('checkout.lead') } }
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? [...pageMeta(loaderData.meta.title, loaderData.meta.description), { name: 'robots', content: 'noindex' }] : []

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireUser(request)
  const t = await getFixedT(request, 'payments')
  const intent = (await request.formData().catch(() => null))?.get('intent')
  if (intent === 'cancel') {
    const { consultation } = await cancelTestCheckout(user, params.order)
    return redirectWithToast(consultation ? '/consultations' : '/pricing', { title: t('toasts.cancelled') })
  }
  if (intent !== 'pay') return data({ error: t('toasts.tryAgain') }, { status: 400 })
  try {
    if ((await completeTestCheckout(user, params.order)) === 'not-found') return data({ error: t('checkout.closed') }, { status: 404 })
  } catch (error) {
    console.error('Test checkout failed', error)
    return redirectWithToast('/pricing', { title: t('toasts.paymentFailed'), description: t('toasts.tryAgain'), variant: 'destructive' })
  }
  return redirect(`/pricing/success?order=${encodeURIComponent(params.order)}`, 303)
}

export default function CheckoutTest({ loaderData }: Route.ComponentProps) {
  const { order } = loaderData
  const { t } = useTranslation('payments')
  const locale = useLocale()
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle'
  return (
    <section aria-labelledby="checkout-heading" className="mx-auto w-full max-w-md px-4 py-12">
      <div className="rounded-2xl border-4 border-dashed border-amber-500 bg-white p-6 shadow-sm sm:p-8">
        <p className="inline-block rounded bg-amber-500 px-3 py-1 text-sm font-bold tracking-wide text-night-950">{t('testMode')}</p>
        <h1 id="checkout-heading" className="mt-4 font-[family-name:var(--font-display)] text-3xl font-semibold text-night-900">
          {t('checkout.title')}
        </h1>
        <p className="mt-2 text-sm text-slate-600">{t('checkout.lead')}</p>
        <dl className="mt-6 space-y-2 text-slate-700">
          <div className="flex justify-between gap-3">
            <dt>{t('checkout.item')}</dt>
            <dd className="text-right font-semibold text-night-900">{order.tierName}</dd>
          </div>
          <div className="flex justify-between gap-3">
            <dt>{t('checkout.price')}</dt>
            <dd>{formatOrderAmount(order.listPrice, order.currency, locale)}</dd>
          </div>
          {order.couponCode ? (
            <div className="flex justify-between gap-3">
              <dt>{t('checkout.coupon')}</dt>
              <dd>{order.couponCode}</dd>
            </div>
          ) : null}
          <div className="flex justify-between gap-3 border-t border-slate-200 pt-2 text-lg font-semibold text-night-900">
            <dt>{t('checkout.total')}</dt>
            <dd data-testid="checkout-total">{formatOrderAmount(order.amount, order.currency, locale)}</dd>
          </div>
        </dl>
        {order.status === 'pending' ? (
          <Form method="post" className="mt-8 flex flex-col gap-3">
            <button
              type="submit"
              name="intent"
              value="pay"
              disabled={busy}
              className="rounded-xl bg-night-800 px-6 py-3 font-semibold text-white hover:bg-night-700 disabled:opacity-70"
            >
              {t('checkout.pay', { amount: formatOrderAmount(order.amount, order.currency, locale) })}
            </button>
            <button
              type="submit"
              name="intent"
              value="cancel"
              disabled={busy}
              className="rounded-xl border border-night-800 px-6 py-3 font-semibold text-night-900 hover:bg-violet-50 disabled:opacity-70"
            >
              {t('checkout.cancel')}
            </button>
          </Form>
        ) : (
          <p role="status" className="mt-8 text-slate-700">
            {t('checkout.closed')}
          </p>
        )}
      </div>
    </section>
  )
}
