import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect } from 'react-router'
import type { ToastInput } from '../components/ui/toast'
import { getFixedT, getLocale } from '../i18n/i18n.server'
import { firstFieldError } from '../schemas/fields'
import { BuySchema, CouponSchema, TrialSchema, type PricingFormError } from '../schemas/pricing'
import { getAccess, startTrial } from '../services/access.server'
import { getPricingPage, listTiers } from '../services/content.server'
import { checkCoupon, isComplimentary, MAX_PENDING_ORDERS, startPurchase, type CouponProblem } from '../services/payments.server'
import { paymentMode } from '../services/payments-stripe.server'
import { getUser, requireUser } from '../utils/auth.server'
import { getEnv } from '../utils/env.server'
import { requestText } from '../utils/form-text.server'
import { safeRedirect } from '../utils/redirect'
import { clientAddress, limitForm, tooManyAttemptsMessage } from '../utils/rate-limit.server'
import { SKETCH_MAX, SKETCH_MIN, tierForSketches } from '../domain/pricing'
import { redirectWithToast } from '../utils/session.server'
import type { Route } from './+types/pricing'

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

export type PricingActionResult = { intent: string; toast: ToastInput; coupon?: { code: string; percentOff: number } }

type Locale = Awaited<ReturnType<typeof getLocale>>
type IntentArgs = {
  request: Request
  context: unknown
  form: FormData
  locale: Locale
  t: Awaited<ReturnType<typeof getFixedT>>
  refuse: (title: string, description: string, status?: number) => ReturnType<typeof data<PricingActionResult>>
}

/** The toast for a form refused before anything was looked up. */
function refusedForm({ t, refuse }: IntentArgs, problem: PricingFormError) {
  if (problem === 'enterCoupon') return refuse(t('toasts.error'), t('toasts.enterCoupon'))
  if (problem === 'tier') return refuse(t('toasts.paymentFailed'), t('toasts.tryAgain'))
  return refuse(t('toasts.invalidCoupon'), t('toasts.notValid'))
}

// Every answer about a code says whether it exists, so codes are tried a few times per client address only.
async function couponLimit({ context, locale, t, refuse }: IntentArgs) {
  const verdict = await limitForm('coupon', clientAddress(context))
  if (verdict.ok) return null
  return refuse(t('toasts.error'), (await requestText(locale)).read(tooManyAttemptsMessage(verdict.retryAfterSeconds)), 429)
}

const invalid = ({ t, refuse }: IntentArgs, problem: CouponProblem) => refuse(t('toasts.invalidCoupon'), t(`toasts.reasons.${problem}`))

async function coupon(args: IntentArgs) {
  const { request, form, t, refuse } = args
  const submission = parseWithZod(form, { schema: CouponSchema })
  if (submission.status !== 'success') return refusedForm(args, firstFieldError<PricingFormError>(submission.error, ['code'], 'notValid'))
  const limited = await couponLimit(args)
  if (limited) return limited
  const user = await getUser(request)
  try {
    const checked = await checkCoupon(submission.value.code, user?.id ?? null)
    if (!checked.ok) return invalid(args, checked.problem)
    return data<PricingActionResult>({
      intent: 'coupon',
      coupon: { code: checked.code, percentOff: checked.percentOff },
      toast: { title: t('toasts.couponApplied'), description: t('toasts.couponAppliedText', { code: checked.code, percent: checked.percentOff }) },
    })
  } catch (error) {
    console.error('Coupon check failed', error)
    return refuse(t('toasts.error'), t('toasts.couponFailed'), 503)
  }
}

async function trial({ request, form, t, refuse }: IntentArgs) {
  const user = await requireUser(request)
  const started = await startTrial(user.id)
  if (!started.ok) return refuse(t('toasts.error'), t('toasts.trialUsed'), 409)
  const submission = parseWithZod(form, { schema: TrialSchema })
  const returnTo = submission.status === 'success' ? submission.value.returnTo : undefined
  // Started from a premium feature's page, the customer goes back to it; otherwise they stay on pricing.
  return redirectWithToast(safeRedirect(returnTo, '/pricing'), {
    title: t('toasts.trialStarted'),
    description: t('toasts.trialStartedText'),
  })
}

/** What came of a purchase the server has started: off to checkout, access granted, or a refusal. */
async function purchaseOutcome(args: IntentArgs, user: Awaited<ReturnType<typeof requireUser>>, sketches: number, couponCode: string | null) {
  const { locale, t, refuse } = args
  const result = await startPurchase(user, { sketches, couponCode }, { origin: getEnv().APP_URL })
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
  return invalid(args, result.problem)
}

async function buy(args: IntentArgs) {
  const { request, form, locale, t, refuse } = args
  const user = await requireUser(request)
  const submission = parseWithZod(form, { schema: BuySchema })
  if (submission.status !== 'success') return refusedForm(args, firstFieldError<PricingFormError>(submission.error, ['sketches', 'couponCode'], 'tier'))
  const { sketches } = submission.value
  const couponCode = submission.value.couponCode || null
  const limited = couponCode ? await couponLimit(args) : null
  if (limited) return limited
  // Orders opened by one customer, from any address (ADR 163).
  const opened = await limitForm('purchase', `user:${user.id}`)
  if (!opened.ok) return refuse(t('toasts.paymentFailed'), (await requestText(locale)).read(tooManyAttemptsMessage(opened.retryAfterSeconds)), 429)
  try {
    return await purchaseOutcome(args, user, sketches, couponCode)
  } catch (error) {
    console.error('Purchase failed', error)
    return refuse(t('toasts.paymentFailed'), t('toasts.tryAgain'), 502)
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const locale = await getLocale(request)
  const t = await getFixedT(locale, 'payments')
  const form = await request.formData().catch(() => null)
  const intent = String(form?.get('intent') ?? '')
  const refuse = (title: string, description: string, status = 400) =>
    data<PricingActionResult>({ intent, toast: { title, description, variant: 'destructive' } }, { status })
  if (!form) return refuse(t('toasts.error'), t('toasts.tryAgain'))
  const args = { request, context, form, locale, t, refuse }
  if (intent === 'coupon') return coupon(args)
  if (intent === 'trial') return trial(args)
  if (intent === 'buy') return buy(args)
  return refuse(t('toasts.error'), t('toasts.tryAgain'))
}
