// The loader and action of the birth-profile form, shared by /horoscope (English) and /profile-setup (Hindi). It
// lives beside those routes, not in services/: it speaks Conform, toasts and the form's copy (CONVENTIONS.md).
import { parseWithZod } from '@conform-to/zod/v4'
import { data } from 'react-router'
import type { ToastInput } from '../components/ui/toast'
import { fromClockTime, latestYear, todayIn } from '../schemas/birth-details'
import { isMissingRequired, PROFILE_COPY, profileFormSchema, type PlaceChoice, type ProfileLanguage } from '../schemas/profile'
import { getUser } from '../utils/auth.server'
import { readForm } from '../utils/form.server'
import { redirectWithToast } from '../utils/session.server'
import { getPlace, searchPlaces } from '../services/places.server'
import { getProfile, profileRejection, saveProfile, type BirthPlace, type Profile } from '../services/profiles.server'

const PROFILE_PATHS: Record<ProfileLanguage, string> = { en: '/horoscope', hi: '/profile-setup' }

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

export async function profileFormAction(request: Request, language: ProfileLanguage) {
  const t = PROFILE_COPY[language]
  const submission = parseWithZod(await readForm(request), { schema: profileFormSchema(language) })
  const fail = (status: number, toast: ToastInput, formErrors?: string[], fieldErrors?: Record<string, string[]>) =>
    data({ result: submission.reply({ formErrors, fieldErrors }), toast }, { status })

  if (submission.status !== 'success') {
    const missing = isMissingRequired(submission.payload)
    return fail(
      400,
      missing
        ? { title: t.missingTitle, description: t.missingText, variant: 'destructive' }
        : { title: t.errorTitle, description: Object.values(submission.error ?? {}).flat()[0] ?? undefined, variant: 'destructive' },
    )
  }

  const user = await getUser(request)
  if (!user) {
    // Without JavaScript the draft cannot wait in local storage; the visitor signs in and fills the form again.
    return redirectWithToast(`/auth?${new URLSearchParams({ redirectTo: PROFILE_PATHS[language] })}`, { title: t.signInTitle, description: t.signInText })
  }

  const place = resolvePlace(submission.value.place)
  if (!place) {
    const field = submission.value.place.kind === 'gazetteer' ? 'placeId' : 'placeQuery'
    return fail(400, { title: t.errorTitle, description: t.errors.placeNotFound, variant: 'destructive' }, undefined, {
      [field]: [t.errors.placeNotFound],
      placeQuery: [t.errors.placeNotFound],
    })
  }

  // The form allowed any date up to today anywhere on Earth; at the place of birth it may still be yesterday.
  if (submission.value.dateOfBirth > todayIn(place.timeZone)) {
    return fail(400, { title: t.errorTitle, description: t.errors.dateRange, variant: 'destructive' }, undefined, { birthYear: [t.errors.dateRange] })
  }

  const { place: _choice, ...rest } = submission.value
  try {
    await saveProfile(user, { ...rest, place })
  } catch (error) {
    const rejection = profileRejection(error)
    if (rejection !== null) return fail(400, { title: t.errorTitle, description: rejection, variant: 'destructive' }, [rejection])
    console.error('Saving a profile failed', error)
    const message = language === 'hi' ? 'प्रोफ़ाइल सहेजी नहीं जा सकी। कृपया फिर से प्रयास करें।' : 'Your profile could not be saved. Please try again.'
    return fail(503, { title: t.errorTitle, description: message, variant: 'destructive' }, [message])
  }
  return redirectWithToast('/dashboard', { title: t.saved })
}
