import type { TFunction } from 'i18next'
import { data } from 'react-router'
import { isAstrologyInputError } from '../astrology'
import type { ToastInput } from '../components/ui/toast'
import { getFixedT, getLocale } from '../i18n/i18n.server'
import { latestToday, todayIn } from '../schemas/birth-details'
import { parsePartnerForm, type PartnerErrorCode, type PartnerField, type PlaceChoice } from '../schemas/partner'
import { analyseCompatibility, deleteCompatibilityReading, getCompatibilityReading, listCompatibilityReadings } from '../services/compatibility.server'
import { getPlace, searchPlaces } from '../services/places.server'
import type { BirthPlace, Profile } from '../services/profiles.server'
import { requireProfile } from '../services/profile-gate.server'
import { userZone } from '../services/lucky.server'
import { shareLinkFor } from '../services/sharing.server'
import { type requireUser } from '../utils/auth.server'
import { getEnv } from '../utils/env.server'
import { readForm } from '../utils/form.server'
import { redirectWithToast } from '../utils/session.server'
import type { Route } from './+types/soulmate-analysis'

const PATH = '/soulmate-analysis'

export async function loader({ request }: Route.LoaderArgs) {
  const { user, profile } = await requireProfile(request)
  const locale = await getLocale(request)
  const t = await getFixedT(locale, 'compatibility')
  const meta = { title: t('soulmate.metaTitle'), description: t('soulmate.metaDescription') }
  // The past analyses' dates are written in the zone of the customer's day (ADR 186).
  const zone = userZone({ cookie: request.headers.get('Cookie'), profileZone: profile.place.timeZone })
  const id = new URL(request.url).searchParams.get('id')
  const [list, view] = await Promise.all([listCompatibilityReadings(user), id === null ? null : getCompatibilityReading(user, id, locale)])
  if (id !== null && !view) return data({ meta, zone, list, view: null, share: null, notFound: true, maxDate: latestToday() }, { status: 404 })
  const share = view ? await shareLinkFor(user, 'compatibility', view.id, locale, getEnv().APP_URL) : null
  return { meta, zone, list, view, share, notFound: false, maxDate: latestToday() }
}

/** A gazetteer place is looked up by its id here: what the browser sent about it is not trusted. */
function resolvePlace(choice: PlaceChoice): BirthPlace | null {
  if (choice.kind === 'manual') return { id: null, ...choice }
  const place = choice.kind === 'gazetteer' ? getPlace(choice.id) : searchPlaces(choice.query, 1)[0]
  if (!place) return null
  return { id: place.id, name: place.name, country: place.country, latitude: place.latitude, longitude: place.longitude, timeZone: place.timeZone }
}

/** What a refused analysis or delete answers: each field's error code, the toast, and the values to put back. */
export type ActionAnswer = {
  errors: Partial<Record<PartnerField, PartnerErrorCode | 'birthData'>>
  toast: ToastInput
  values: Record<string, string>
}

type User = Awaited<ReturnType<typeof requireUser>>
type Translate = TFunction<'compatibility'>

/** Two intents: `delete` a past analysis, or (the form's default) analyse a partner. */
export async function action({ request }: Route.ActionArgs) {
  const { user, profile } = await requireProfile(request)
  const t = await getFixedT(request, 'compatibility')
  const form = await readForm(request)
  if (form.get('intent') === 'delete') return deleteAnalysis(user, String(form.get('id') ?? ''), t)
  return analyse(user, profile, form, t)
}

async function deleteAnalysis(user: User, id: string, t: Translate) {
  const deleted = await deleteCompatibilityReading(user, id)
  if (!deleted) {
    const answer: ActionAnswer = {
      errors: {},
      toast: { title: t('soulmate.errors.errorTitle'), description: t('soulmate.errors.notFound'), variant: 'destructive' },
      values: {},
    }
    return data(answer, { status: 404 })
  }
  return redirectWithToast(PATH, { title: t('soulmate.deleted') })
}

async function analyse(user: User, profile: Profile, form: FormData, t: Translate) {
  const values = Object.fromEntries([...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
  const refuse = (errors: ActionAnswer['errors'], toast: ToastInput, status = 400) => data({ errors, toast, values } satisfies ActionAnswer, { status })
  const parsed = parsePartnerForm(form)
  if (!parsed.ok) {
    const first = Object.values(parsed.errors)[0]
    return refuse(
      parsed.errors,
      parsed.missing
        ? { title: t('soulmate.errors.missingTitle'), description: t('soulmate.errors.missingText'), variant: 'destructive' }
        : { title: t('soulmate.errors.errorTitle'), description: first ? t(`soulmate.errors.${first}`) : undefined, variant: 'destructive' },
    )
  }
  const place = resolvePlace(parsed.value.place)
  if (!place)
    return refuse(
      { place: 'placeNotFound' },
      { title: t('soulmate.errors.errorTitle'), description: t('soulmate.errors.placeNotFound'), variant: 'destructive' },
    )
  // The form allowed any date up to today anywhere on Earth; at the place of birth it may still be yesterday.
  if (parsed.value.dateOfBirth > todayIn(place.timeZone))
    return refuse(
      { partnerDate: 'dateRange' },
      { title: t('soulmate.errors.errorTitle'), description: t('soulmate.errors.dateRange'), variant: 'destructive' },
    )

  let id: string
  try {
    id = await analyseCompatibility(user, profile, { ...parsed.value, place })
  } catch (error) {
    if (isAstrologyInputError(error))
      return refuse(
        { partnerDate: 'birthData' },
        { title: t('soulmate.errors.errorTitle'), description: t('soulmate.errors.birthData'), variant: 'destructive' },
      )
    console.error('A compatibility analysis failed', error)
    return refuse({}, { title: t('soulmate.errors.errorTitle'), description: t('soulmate.errors.failed'), variant: 'destructive' }, 503)
  }
  return redirectWithToast(`${PATH}?id=${id}`, { title: t('soulmate.complete') })
}
