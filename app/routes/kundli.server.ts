import { data } from 'react-router'
import { getFixedT, getLocale } from '../i18n/i18n.server'
import { type KundliRemedy, kundliRemedies, kundliView, type KundliView } from '../services/kundli.server'
import { requireProfile } from '../services/profile-gate.server'
import { doNotKeepPage } from '../utils/customer-page.server'
import type { Route } from './+types/kundli'

/**
 * The kundli page's loader: signed out goes to sign-in, no profile to the profile form (the reading pages' gate), then
 * the deeper kundli of the profile. A failed computation is logged and said on the page with a 503.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { profile } = await requireProfile(request)
  const locale = await getLocale(request)
  const t = await getFixedT(locale, 'kundli')
  const meta = { title: t('meta.title'), description: t('meta.description') }
  const zone = profile.place.timeZone
  let view: KundliView | null = null
  try {
    view = kundliView(profile, new Date())
  } catch (error) {
    console.error('Computing the kundli failed', error)
    doNotKeepPage(context)
    return data({ meta, zone, view, remedies: [] as KundliRemedy[] }, { status: 503 })
  }
  return data({ meta, zone, view, remedies: await kundliRemedies(view, locale) })
}
