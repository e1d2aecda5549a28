// The loader and action of the birth-profile form, shared by /horoscope (the visitor's language) and /profile-setup
// (always Hindi, spec 2.19; ADR 057). It lives beside those routes, not in services/: it speaks Conform and toasts
// (docs/conventions.md). Its toasts are built here from the toasts catalogue, in the form's language.
import { parseWithZod } from '@conform-to/zod/v4'
import { data } from 'react-router'
import type { ToastInput } from '../components/ui/toast'
import { fromClockTime, latestYear, todayIn } from '../schemas/birth-details'
import { message } from '../schemas/messages'
import { isMissingRequired, profileFormSchema, type PlaceChoice } from '../schemas/profile'
import { requestText } from '../utils/form-text.server'
import type { Locale } from '../utils/locales.mjs'
import { getUser } from '../utils/auth.server'
import { readForm } from '../utils/form.server'
import { redirectWithToast } from '../utils/session.server'
import { getPlace, searchPlaces } from '../services/places.server'
import { getProfile, profileRejection, saveProfile, type BirthPlace, type Profile } from '../services/profiles.server'

/** Which of the two forms was sent: the path it lives at, and the language its words and toasts are in. */
export type ProfileFormPage = { path: '/horoscope' | '/profile-setup'; locale: Locale }

/** The form's fields as text, the shape the form's defaults and the anonymous draft (local storage) share. */
type ProfileFormDefaults = Record<string, string>

function profileFormDefaults(profile: Profile | null): ProfileFormDefaults | null {
  if (!profile) return null
  const [year, month, day] = profile.dateOfBirth.split('-')
  const time = profile.timeOfBirth ? fromClockTime(profile.timeOfBirth) : null
  return {
    fullName: profile.fullName,
    birthDay: String(Number(day)),
    birthMonth: String(Number(month)),
    birthYear: year!,
    ...(time ? { birthHour: time.hour, birthMinute: time.minute, birthPeriod: time.period } : {}),
    ...(profile.birthTimeUnknown ? { birthTimeUnknown: 'on' } : {}),
    gender: profile.gender,
    ...(profile.questions ? { questions: profile.questions } : {}),
    ...(profile.place.id ? { placeId: profile.place.id } : { placeManual: 'on' }),
    placeName: profile.place.name,
    ...(profile.place.country ? { placeCountry: profile.place.country } : {}),
    latitude: String(profile.place.latitude),
    longitude: String(profile.place.longitude),
    timeZone: profile.place.timeZone,
  }
}

export async function profileFormLoader(request: Request) {
  const user = await getUser(request)
  const profile = user ? await getProfile(user) : null
  return { signedIn: user !== null, defaults: profileFormDefaults(profile), maxYear: latestYear() }
}

/** A gazetteer place is looked up here by its id: the name, coordinates and zone the browser sent are not trusted. */
function resolvePlace(choice: PlaceChoice): BirthPlace | null {
  if (choice.kind === 'manual') return { id: null, ...choice }
  const place = choice.kind === 'gazetteer' ? getPlace(choice.id) : searchPlaces(choice.query, 1)[0]
  if (!place) return null
  return { id: place.id, name: place.name, country: place.country, latitude: place.latitude, longitude: place.longitude, timeZone: place.timeZone }
}

export async function profileFormAction(request: Request, page: ProfileFormPage) {
  const { t } = await requestText(page.locale)
  const submission = parseWithZod(await readForm(request), { schema: profileFormSchema() })
  // A refusal is said once, where the form shows it (beside a field, or above the form for a refused save); only the
  // spec's "Missing Information" summary is a toast, since it speaks of several fields at once (ADR 080, ADR 138).
  const fail = (status: number, errors: { formErrors?: string[]; fieldErrors?: Record<string, string[]> }, toast?: ToastInput) =>
    data({ result: submission.reply(errors), toast }, { status })

  if (submission.status !== 'success') {
    const missing = isMissingRequired(submission.payload)
    return fail(400, {}, missing ? { title: t('profile.missingTitle'), description: t('profile.missingText'), variant: 'destructive' } : undefined)
  }

  const user = await getUser(request)
  if (!user) {
    // Without JavaScript the draft cannot wait in local storage; the visitor signs in and fills the form again.
    return redirectWithToast(`/auth?${new URLSearchParams({ redirectTo: page.path })}`, {
      title: t('profile.signInTitle'),
      description: t('profile.signInText'),
    })
  }

  const place = resolvePlace(submission.value.place)
  if (!place) {
    const field = submission.value.place.kind === 'gazetteer' ? 'placeId' : 'placeQuery'
    const notFound = message('profile.placeNotFound')
    return fail(400, { fieldErrors: { [field]: [notFound], placeQuery: [notFound] } })
  }

  // The form allowed any date up to today anywhere on Earth; at the place of birth it may still be yesterday.
  if (submission.value.dateOfBirth > todayIn(place.timeZone)) {
    const dateRange = message('profile.dateRange')
    return fail(400, { fieldErrors: { birthYear: [dateRange] } })
  }

  const { place: _choice, ...rest } = submission.value
  try {
    await saveProfile(user, { ...rest, place })
  } catch (error) {
    const rejection = profileRejection(error)
    if (rejection !== null) {
      // The collection's rules speak English (they serve the API too); the form already checked the same rules, so
      // this is rare, and the visitor reads a message in the form's language while the log keeps Payload's words.
      console.warn('A profile was refused by its collection', rejection)
      const refused = message('profile.rejected')
      return fail(400, { formErrors: [refused] })
    }
    console.error('Saving a profile failed', error)
    const failed = message('profile.saveFailed')
    return fail(503, { formErrors: [failed] })
  }
  return redirectWithToast('/dashboard', { title: t('profile.saved') })
}
