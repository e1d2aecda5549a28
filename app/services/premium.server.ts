// The premium gate  (spec 2.15, 2.16, 2.18 and 6): affirmations, love forecasts and the journal answer a
// signed-out visitor with a sign-in prompt, a customer without access with the Premium Feature page, and only a
// customer with a running trial or paid period with the feature. Every loader and every action asks here, so hiding
// a button in the page is never the only guard.
import { data } from 'react-router'
import type { ToastInput } from '../utils/toast'
import { getFixedT } from '../i18n/i18n.server'
import { getUser } from '../utils/auth.server'
import { getAccess, type AccessStatus } from './access.server'
import type { SessionUser } from './customers.server'

export type PremiumGate =
  | { state: 'signed-out'; returnTo: string }
  | { state: 'locked'; user: SessionUser; access: AccessStatus }
  | { state: 'open'; user: SessionUser; access: AccessStatus }

/** What a locked page needs to draw its prompt: no customer data beyond their own access. */
export type LockedView = { state: 'signed-out'; returnTo: string } | { state: 'locked'; access: AccessStatus }

/** Where the request stands: signed out, signed in without premium access, or signed in with it. */
export async function premiumGate(request: Request, now: Date = new Date()): Promise<PremiumGate> {
  const user = await getUser(request)
  if (!user) {
    const url = new URL(request.url)
    return { state: 'signed-out', returnTo: `${url.pathname}${url.search}` }
  }
  const access = await getAccess(user.id, now)
  return access.premium ? { state: 'open', user, access } : { state: 'locked', user, access }
}

/** The part of a closed gate a loader may hand to the page (`<PremiumGateView>`). */
export function lockedView(gate: Exclude<PremiumGate, { state: 'open' }>): LockedView {
  return gate.state === 'signed-out' ? gate : { state: 'locked', access: gate.access }
}

type PremiumRefusal = { code: 'sign-in-required' | 'premium-required'; toast: ToastInput }

/**
 * For actions: the customer and their access when the gate is open; otherwise the answer to send back as it is
 * (401 signed out, 403 without access), with a toast in the request's language. Nothing is stored on a refusal
 * because the caller returns before reading the form.
 */
export async function premiumAction(
  request: Request,
  now: Date = new Date(),
): Promise<{ ok: true; user: SessionUser; access: AccessStatus } | { ok: false; response: ReturnType<typeof data<PremiumRefusal>> }> {
  const gate = await premiumGate(request, now)
  if (gate.state === 'open') return { ok: true, user: gate.user, access: gate.access }
  const t = await getFixedT(request, 'premium')
  const refusal: PremiumRefusal =
    gate.state === 'signed-out'
      ? { code: 'sign-in-required', toast: { title: t('refused.signInTitle'), description: t('refused.signInText'), variant: 'destructive' } }
      : { code: 'premium-required', toast: { title: t('refused.premiumTitle'), description: t('refused.premiumText'), variant: 'destructive' } }
  return { ok: false, response: data(refusal, { status: gate.state === 'signed-out' ? 401 : 403 }) }
}
