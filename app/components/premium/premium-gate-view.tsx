import { Crown, LogIn } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Form, Link, useLocation } from 'react-router'
import { useLocale } from '../../i18n/use-locale'
import type { LockedView } from '../../services/premium.server'
import { AccessSummary } from '../payments/access-summary'
import { useIntentBusy } from '../ui/form-parts'

type PremiumFeature = 'daily-affirmations' | 'love-forecasts' | 'astro-journal'

const primary = 'inline-flex min-h-tap items-center justify-center rounded-control bg-night-800 px-5 font-semibold text-white hover:bg-night-700'
const trial =
  'inline-flex min-h-tap items-center justify-center rounded-control bg-saffron-400 px-5 font-semibold text-night-950 hover:bg-saffron-300 disabled:opacity-70'

/** What a premium page shows when its gate is closed: the sign-in prompt or the Premium Feature page. */
export function PremiumGateView({ feature, view }: { feature: PremiumFeature; view: LockedView }) {
  return view.state === 'signed-out' ? <SignInPrompt feature={feature} returnTo={view.returnTo} /> : <PremiumFeaturePage feature={feature} view={view} />
}

function Panel({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <section
      aria-labelledby="premium-gate-heading"
      className="mx-auto flex max-w-xl flex-col items-center px-gutter py-section text-center sm:py-section-lg"
      data-testid="premium-gate"
    >
      <span aria-hidden="true" className="inline-flex size-14 items-center justify-center rounded-full bg-night-900 text-saffron-300">
        {icon}
      </span>
      {children}
    </section>
  )
}

/** Spec 2.15 and 2.18: a prompt with a link to /auth, not a redirect; signing in comes back here. */
function SignInPrompt({ feature, returnTo }: { feature: PremiumFeature; returnTo: string }) {
  const { t } = useTranslation('premium')
  const name = t(`features.${feature}`)
  return (
    <Panel icon={<LogIn className="size-7" strokeWidth={1.75} />}>
      <h1 id="premium-gate-heading" className="mt-6 font-[family-name:var(--font-display)] text-display-sm font-semibold text-ink">
        {t('signIn.title', { feature: name })}
      </h1>
      <p className="mt-4 text-lead text-ink">{t('signIn.body')}</p>
      <Link to={`/auth?${new URLSearchParams({ redirectTo: returnTo })}`} className={`mt-8 ${primary}`}>
        {t('signIn.action')}
      </Link>
    </Panel>
  )
}

/** Spec 2.15, 2.18 and 4: the Premium Feature page with the way to /pricing, and the trial while it was never taken. */
function PremiumFeaturePage({ feature, view }: { feature: PremiumFeature; view: Extract<LockedView, { state: 'locked' }> }) {
  const { t } = useTranslation('premium')
  const locale = useLocale()
  const busy = useIntentBusy('trial')
  const location = useLocation()
  const name = t(`features.${feature}`)
  return (
    <Panel icon={<Crown className="size-7" strokeWidth={1.75} />}>
      <p className="mt-6 text-caption font-semibold text-accent">{t('locked.badge')}</p>
      <h1 id="premium-gate-heading" className="mt-2 font-[family-name:var(--font-display)] text-display-sm font-semibold text-ink">
        {t('locked.title', { feature: name })}
      </h1>
      <p className="mt-4 text-lead text-ink">{t('locked.body')}</p>
      {view.access.trial === 'never' ? (
        // The trial starts through the pricing page's own action, the one place that starts it.
        <Form method="post" action="/pricing" className="mt-8 flex flex-col items-center gap-3">
          <p className="text-muted">{t('locked.trialOffer')}</p>
          <input type="hidden" name="intent" value="trial" />
          {/* Once started, the customer comes back to the feature they were opening, not to the pricing page. */}
          <input type="hidden" name="returnTo" value={location.pathname} />
          <button type="submit" disabled={busy} className={trial}>
            {busy ? t('locked.startingTrial') : t('locked.startTrial')}
          </button>
        </Form>
      ) : (
        <div className="mt-6 text-ink">
          <AccessSummary access={view.access} locale={locale} />
        </div>
      )}
      <Link to="/pricing" className={`mt-6 ${primary}`}>
        {t('locked.viewPlans')}
      </Link>
    </Panel>
  )
}
