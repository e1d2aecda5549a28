import { useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { data, Form, Link, redirect, useActionData, useNavigation } from 'react-router'
import { AccessSummary } from '../components/payments/access-summary'
import { CheckList } from '../components/ui/check-list'
import { inputClass } from '../components/ui/field'
import { useToast, type ToastInput } from '../components/ui/toast'
import { getFixedT, getLocale } from '../i18n/i18n.server'
import { useLocale } from '../i18n/use-locale'
import { getAccess, startTrial } from '../services/access.server'
import { getPricingPage, listTiers } from '../services/content.server'
import { checkCoupon, isComplimentary, MAX_PENDING_ORDERS, startPurchase, type CouponProblem } from '../services/payments.server'
import { paymentMode } from '../services/payments-stripe.server'
import { getUser, requireUser } from '../utils/auth.server'
import { getEnv } from '../utils/env.server'
import { requestText } from '../utils/form-text.server'
import { pageMeta } from '../utils/meta'
import { safeRedirect } from '../utils/redirect'
import { clientAddress, limitForm, tooManyAttemptsMessage } from '../utils/rate-limit.server'
import { COUPON_CODE, COUPON_CODE_MAX, discountedAmount, formatRupees, savingsPercent, SKETCH_MAX, SKETCH_MIN, tierForSketches } from '../domain/pricing'
import { redirectWithToast } from '../utils/session.server'
import type { Route } from './+types/pricing'

/** Paints first, then fetches its client bundle (ADR 150): a phone on a slow link sees the page before the scripts arrive. */
export const handle = { hydrate: 'after-paint' } as const

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const locale = await getLocale(request)
  const [tiers, copy, t, pt, user] = await Promise.all([
    listTiers(locale),
    getPricingPage(locale),
    getFixedT(locale, 'pricing'),
    getFixedT(locale, 'payments'),
    getUser(request),
  ])
  // Stripe's cancel address: back to a fresh pricing page, told that nothing was charged.
  if (url.searchParams.has('cancelled')) throw await redirectWithToast('/pricing', { title: pt('toasts.cancelled') })
  const requested = Number(url.searchParams.get('sketches'))
  const sketches = Number.isInteger(requested) && requested >= SKETCH_MIN && requested <= SKETCH_MAX ? requested : 6
  const account = user ? { access: await getAccess(user.id), complimentary: await isComplimentary(user.email) } : null
  return {
    tiers,
    sketches,
    account,
    testMode: paymentMode() === 'test-checkout',
    copy: { ...copy, freeFeatures: (copy.freeFeatures ?? []).map((f) => f.feature) },
    meta: { title: t('title'), description: t('description') },
  }
}

export const meta: Route.MetaFunction = ({ data }) => (data ? pageMeta(data.meta.title, data.meta.description) : [])

type ActionResult = { intent: string; toast: ToastInput; coupon?: { code: string; percentOff: number } }

export async function action({ request, context }: Route.ActionArgs) {
  const locale = await getLocale(request)
  const t = await getFixedT(locale, 'payments')
  const form = await request.formData().catch(() => null)
  const intent = String(form?.get('intent') ?? '')
  const refuse = (title: string, description: string, status = 400) =>
    data<ActionResult>({ intent, toast: { title, description, variant: 'destructive' } }, { status })
  const invalid = (problem: CouponProblem) => refuse(t('toasts.invalidCoupon'), t(`toasts.reasons.${problem}`))
  // Every answer about a code says whether it exists, so codes are tried a few times per client address only.
  const couponLimit = async () => {
    const verdict = await limitForm('coupon', clientAddress(context))
    if (verdict.ok) return null
    return refuse(t('toasts.error'), (await requestText(locale)).read(tooManyAttemptsMessage(verdict.retryAfterSeconds)), 429)
  }

  if (intent === 'coupon') {
    const code = String(form?.get('code') ?? '').trim()
    if (!code) return refuse(t('toasts.error'), t('toasts.enterCoupon'))
    if (!COUPON_CODE.test(code)) return refuse(t('toasts.invalidCoupon'), t('toasts.notValid'))
    const limited = await couponLimit()
    if (limited) return limited
    const user = await getUser(request)
    try {
      const checked = await checkCoupon(code, user?.id ?? null)
      if (!checked.ok) return invalid(checked.problem)
      return data<ActionResult>({
        intent,
        coupon: { code: checked.code, percentOff: checked.percentOff },
        toast: { title: t('toasts.couponApplied'), description: t('toasts.couponAppliedText', { code: checked.code, percent: checked.percentOff }) },
      })
    } catch (error) {
      console.error('Coupon check failed', error)
      return refuse(t('toasts.error'), t('toasts.couponFailed'), 503)
    }
  }

  if (intent === 'trial') {
    const user = await requireUser(request)
    const started = await startTrial(user.id)
    if (!started.ok) return refuse(t('toasts.error'), t('toasts.trialUsed'), 409)
    // Started from a premium feature's page, the customer goes back to it; otherwise they stay on pricing.
    return redirectWithToast(safeRedirect(form?.get('returnTo'), '/pricing'), {
      title: t('toasts.trialStarted'),
      description: t('toasts.trialStartedText'),
    })
  }

  if (intent === 'buy') {
    const user = await requireUser(request)
    // Only the tier (as the slider's number) and the code come from the browser; everything else is the server's.
    const sketches = Number(form?.get('sketches'))
    const couponCode = String(form?.get('couponCode') ?? '').trim()
    if (!Number.isInteger(sketches) || sketches < SKETCH_MIN || sketches > SKETCH_MAX) return refuse(t('toasts.paymentFailed'), t('toasts.tryAgain'))
    if (couponCode && !COUPON_CODE.test(couponCode)) return refuse(t('toasts.invalidCoupon'), t('toasts.notValid'))
    const limited = couponCode ? await couponLimit() : null
    if (limited) return limited
    // Orders opened by one customer, from any address (ADR 163).
    const opened = await limitForm('purchase', `user:${user.id}`)
    if (!opened.ok) return refuse(t('toasts.paymentFailed'), (await requestText(locale)).read(tooManyAttemptsMessage(opened.retryAfterSeconds)), 429)
    try {
      const result = await startPurchase(user, { sketches, couponCode: couponCode || null }, { origin: getEnv().APP_URL })
      if (result.outcome === 'checkout') return redirect(result.url, 303)
      if (result.outcome === 'granted') {
        const tier = tierForSketches(await listTiers(locale), sketches)
        const title = result.reason === 'complimentary' ? t('toasts.adminAccess') : t('toasts.freeAccess')
        return redirectWithToast('/dashboard', {
          title,
          description: t('toasts.grantedText', { credits: tier?.credits ?? 0, days: tier?.accessDays ?? 0 }),
        })
      }
      if (result.problem === 'payments-off') return refuse(t('toasts.paymentFailed'), t('toasts.paymentsOff'), 503)
      if (result.problem === 'no-tier') return refuse(t('toasts.paymentFailed'), t('toasts.tryAgain'), 404)
      if (result.problem === 'too-many-pending') return refuse(t('toasts.paymentFailed'), t('toasts.tooManyPending', { count: MAX_PENDING_ORDERS }), 409)
      if (result.problem === 'checkout-unavailable') return refuse(t('toasts.paymentFailed'), t('toasts.checkoutUnavailable'), 503)
      return invalid(result.problem)
    } catch (error) {
      console.error('Purchase failed', error)
      return refuse(t('toasts.paymentFailed'), t('toasts.tryAgain'), 502)
    }
  }
  return refuse(t('toasts.error'), t('toasts.tryAgain'))
}

export default function Pricing({ loaderData }: Route.ComponentProps) {
  const { tiers, copy, account, testMode } = loaderData
  const { t } = useTranslation('pricing')
  const { t: pt } = useTranslation('payments')
  const locale = useLocale()
  const actionData = useActionData<typeof action>() as ActionResult | undefined
  const navigation = useNavigation()
  const { toast } = useToast()
  const [sketches, setSketches] = useState(loaderData.sketches)
  const [code, setCode] = useState('')
  // The coupon the server last accepted, until the customer removes it (removing remembers which answer it undid).
  const [removed, setRemoved] = useState<ActionResult | null>(null)
  const applied = actionData?.intent === 'coupon' && actionData.coupon && removed !== actionData ? actionData.coupon : null
  const sliderId = useId()
  const couponId = useId()
  const tier = tierForSketches(tiers, sketches)
  const busy = (intent: string) => navigation.state !== 'idle' && navigation.formData?.get('intent') === intent

  useEffect(() => {
    if (!actionData) return
    toast(actionData.toast)
  }, [actionData, toast])

  // What the page shows is only a preview: the server computes the amount again from the tier and the code.
  const total = tier && applied ? discountedAmount(tier.price, applied.percentOff) : null

  return (
    <div className="mx-auto max-w-6xl px-4 py-14">
      {testMode ? (
        <p role="note" className="mb-8 rounded-2xl border-2 border-dashed border-amber-500 bg-amber-50 px-4 py-3 text-sm text-amber-950">
          <strong className="mr-2 rounded bg-amber-500 px-2 py-0.5 font-bold text-night-950">{pt('testMode')}</strong>
          {pt('testModeNote')}
        </p>
      ) : null}
      <div className="text-center">
        <h1 className="font-[family-name:var(--font-display)] text-4xl font-semibold text-night-900">{copy.heading}</h1>
        <p className="mx-auto mt-3 max-w-2xl text-slate-600">{copy.intro}</p>
      </div>

      {account ? (
        <section aria-labelledby="access-heading" className="mx-auto mt-10 max-w-3xl rounded-2xl border border-violet-100 bg-white p-5 shadow-sm sm:p-6">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="access-heading" className="text-xl font-semibold text-night-900">
              {pt('access.heading')}
            </h2>
            {account.complimentary ? (
              <span className="rounded-full bg-night-800 px-3 py-1 text-sm font-semibold text-white">{pt('buy.adminBadge')}</span>
            ) : null}
          </div>
          <dl className="mt-3 grid gap-2 text-slate-700 sm:grid-cols-2">
            <div>
              <dt className="text-sm text-slate-600">{pt('access.balance')}</dt>
              <dd className="text-lg font-semibold text-night-900" data-testid="credit-balance">
                {pt('access.credits', { count: account.access.balance })}
              </dd>
            </div>
            <div>
              <dt className="sr-only">{pt('access.heading')}</dt>
              <dd>
                <AccessSummary access={account.access} locale={locale} />
              </dd>
            </div>
          </dl>
          {account.access.trial === 'never' ? (
            <Form method="post" className="mt-4">
              <input type="hidden" name="intent" value="trial" />
              <button
                type="submit"
                disabled={busy('trial')}
                className="min-h-11 rounded-xl bg-saffron-400 px-5 py-2.5 font-semibold text-night-950 hover:bg-saffron-300 disabled:opacity-70"
              >
                {pt('access.startTrial')}
              </button>
            </Form>
          ) : null}
        </section>
      ) : null}

      <div id="plans" className="mt-12 grid gap-8 lg:grid-cols-2">
        <section aria-labelledby="free-heading" className="flex flex-col rounded-3xl border border-violet-100 bg-white p-5 shadow-sm sm:p-8">
          <h2 id="free-heading" className="text-2xl font-semibold text-night-900">
            {copy.freeName}
          </h2>
          <p className="mt-2 text-4xl font-bold text-night-900">{copy.freePrice}</p>
          <CheckList items={copy.freeFeatures} className="mt-6 flex-1 text-slate-700" />
          <Link to="/auth" className="mt-8 rounded-xl border border-night-800 px-6 py-3 text-center font-semibold text-night-900 hover:bg-violet-50">
            {copy.freeButton}
          </Link>
        </section>

        <section aria-labelledby="sketch-heading" className="relative flex flex-col rounded-3xl border-2 border-violet-600 bg-white p-5 shadow-md sm:p-8">
          <h2 id="sketch-heading" className="text-2xl font-semibold text-night-900">
            {copy.sketchHeading}
          </h2>
          {tier ? (
            <>
              <form method="get" className="mt-6">
                <label htmlFor={sliderId} className="flex items-center justify-between text-sm font-medium text-slate-700">
                  <span>{t('howMany')}</span>
                  <output htmlFor={sliderId} className="text-lg font-bold text-night-900">
                    {sketches}
                  </output>
                </label>
                <input
                  id={sliderId}
                  name="sketches"
                  type="range"
                  min={SKETCH_MIN}
                  max={SKETCH_MAX}
                  step={1}
                  value={sketches}
                  onChange={(event) => setSketches(Number(event.target.value))}
                  aria-valuetext={t('sketches', { count: sketches })}
                  className="mt-3 w-full accent-violet-700"
                />
                <noscript>
                  <button type="submit" className="mt-2 text-sm font-semibold text-violet-700">
                    {t('showPrice')}
                  </button>
                </noscript>
              </form>
              <div className="mt-6 rounded-2xl bg-violet-50 p-4 sm:p-6" aria-live="polite">
                <div className="flex flex-wrap items-center gap-2">
                  <p className="text-lg font-semibold text-night-900">{tier.name}</p>
                  {tier.mostPopular ? (
                    <span className="rounded-full bg-saffron-400 px-2.5 py-0.5 text-xs font-bold text-night-950">{t('mostPopular')}</span>
                  ) : null}
                </div>
                {/* On a 320 px phone the price, the struck-out price and the saving do not fit one line: they wrap. */}
                <p className="mt-2 flex flex-wrap items-baseline gap-x-3 gap-y-1">
                  <span className="text-4xl font-bold text-night-900">{formatRupees(tier.price, locale)}</span>
                  {tier.regularPrice > tier.price ? (
                    <>
                      <span className="text-lg text-slate-600 line-through">
                        <span className="sr-only">{t('regularPrice')} </span>
                        {formatRupees(tier.regularPrice, locale)}
                      </span>
                      <span className="rounded-full bg-green-100 px-2.5 py-0.5 text-sm font-semibold text-green-800">
                        {t('save', { percent: savingsPercent(tier) })}
                      </span>
                    </>
                  ) : null}
                </p>
                <p className="mt-1 text-sm text-slate-600">{t('creditsAndAccess', { credits: tier.credits, days: tier.accessDays })}</p>
                {total && applied ? (
                  <dl className="mt-3 space-y-1 text-sm text-slate-700">
                    <div className="flex justify-between gap-2">
                      <dt>{pt('coupon.discount')}</dt>
                      <dd>−{formatRupees(total.discount, locale)}</dd>
                    </div>
                    <div className="flex justify-between gap-2 text-base font-semibold text-night-900">
                      <dt>{pt('coupon.total')}</dt>
                      <dd data-testid="total">{formatRupees(total.amount, locale)}</dd>
                    </div>
                  </dl>
                ) : null}
                <CheckList items={tier.features} className="mt-4 text-slate-700" />
              </div>

              {account?.complimentary ? null : (
                <div className="mt-6">
                  {applied ? (
                    <div className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-green-200 bg-green-50 px-4 py-2 text-sm text-green-900">
                      <span>{pt('coupon.applied', { code: applied.code, percent: applied.percentOff })}</span>
                      <button
                        type="button"
                        className="min-h-11 font-semibold text-green-900 underline"
                        onClick={() => {
                          setRemoved(actionData ?? null)
                          setCode('')
                          toast({ title: pt('toasts.couponRemoved') })
                        }}
                      >
                        {pt('coupon.remove')}
                      </button>
                    </div>
                  ) : (
                    <Form method="post" className="flex flex-wrap items-end gap-2">
                      <input type="hidden" name="intent" value="coupon" />
                      <div className="min-w-0 flex-1">
                        <label htmlFor={couponId} className="block text-sm font-medium text-slate-700">
                          {pt('coupon.label')}
                        </label>
                        <input
                          id={couponId}
                          name="code"
                          value={code}
                          onChange={(event) => setCode(event.target.value.toUpperCase())}
                          autoComplete="off"
                          autoCapitalize="characters"
                          spellCheck={false}
                          maxLength={COUPON_CODE_MAX}
                          className={`mt-1 uppercase ${inputClass}`}
                        />
                      </div>
                      <button
                        type="submit"
                        disabled={busy('coupon')}
                        className="min-h-11 rounded-lg border border-night-800 px-4 py-2.5 font-semibold text-night-900 hover:bg-violet-50 disabled:opacity-70"
                      >
                        {busy('coupon') ? pt('coupon.applying') : pt('coupon.apply')}
                      </button>
                    </Form>
                  )}
                </div>
              )}

              {account ? (
                <Form method="post" className="mt-6 flex flex-col">
                  <input type="hidden" name="intent" value="buy" />
                  <input type="hidden" name="sketches" value={sketches} />
                  <input type="hidden" name="couponCode" value={applied?.code ?? ''} />
                  <button
                    type="submit"
                    disabled={busy('buy')}
                    className="rounded-xl bg-night-800 px-6 py-3 text-center font-semibold text-white hover:bg-night-700 disabled:opacity-70"
                  >
                    {busy('buy')
                      ? pt('buy.busy')
                      : account.complimentary
                        ? pt('buy.adminButton')
                        : total?.amount === 0
                          ? pt('buy.free')
                          : t('buy', { name: tier.name })}
                  </button>
                </Form>
              ) : (
                <Link
                  to={`/auth?redirectTo=${encodeURIComponent(`/pricing?sketches=${sketches}`)}`}
                  className="mt-8 rounded-xl bg-night-800 px-6 py-3 text-center font-semibold text-white hover:bg-night-700"
                >
                  {t('buy', { name: tier.name })}
                </Link>
              )}
            </>
          ) : (
            <p className="mt-6 text-slate-600">{t('comingSoon')}</p>
          )}
        </section>
      </div>
    </div>
  )
}
