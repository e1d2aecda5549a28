// The pages that read the customer's chart need a profile (spec 8, "Analysis page without profile"): without one the
// customer is sent to complete it, with the one "Profile Required" message of the `toasts` catalogue. No invented
// default profile (ADR 091): a reading of a birth that is not the customer's would be a wrong one.
import { getFixedT } from '../i18n/i18n.server'
import { requireUser } from '../utils/auth.server'
import { redirectWithToast } from '../utils/session.server'
import { getProfile } from './profiles.server'

/** The way to the profile form, with the message saying why. */
export async function profileRequired(request: Request): Promise<Response> {
  const t = await getFixedT(request, 'toasts')
  return redirectWithToast('/horoscope', { title: t('profileRequired.title'), description: t('profileRequired.text') })
}

/** The signed-in customer and their profile; without a profile, thrown: the way to complete it. */
export async function requireProfile(request: Request) {
  const user = await requireUser(request)
  const profile = await getProfile(user)
  if (!profile) throw await profileRequired(request)
  return { user, profile }
}
