// The soulmate form's partner (spec 5: name, date of birth and place required, time optional). The answer is codes,
// which the page reads from the `compatibility` catalogue in its language; the server is the judge, the browser's
// `required` attributes only a convenience.
import { forbiddenCharacter } from './characters'
import { GENDERS, type Gender, isBirthDate, isCalendarDate, isClockTime, isTimeZone } from './birth-details'

export type PartnerErrorCode =
  | 'nameRequired'
  | 'nameTooLong'
  | 'nameCharacters'
  | 'dateRequired'
  | 'dateInvalid'
  | 'dateRange'
  | 'timeInvalid'
  | 'genderRequired'
  | 'placeRequired'
  | 'placeNotFound'
  | 'placeManual'

export type PartnerField = 'partnerName' | 'partnerDate' | 'partnerTime' | 'partnerGender' | 'place'

export type PlaceChoice =
  | { kind: 'gazetteer'; id: string }
  | { kind: 'search'; query: string }
  | { kind: 'manual'; name: string; country: string | null; latitude: number; longitude: number; timeZone: string }

type PartnerForm = { name: string; gender: Gender; dateOfBirth: string; timeOfBirth: string | null; place: PlaceChoice }

export type PartnerParse = { ok: true; value: PartnerForm } | { ok: false; errors: Partial<Record<PartnerField, PartnerErrorCode>>; missing: boolean }

const text = (form: FormData, name: string) => {
  const value = form.get(name)
  return typeof value === 'string' ? value.trim() : ''
}

const NUMBER = /^-?\d{1,3}(\.\d{1,8})?$/

/** Reads and checks the partner form; `missing` is true when a required field was left empty (the "Missing" toast). */
export function parsePartnerForm(form: FormData, now: Date = new Date()): PartnerParse {
  const errors: Partial<Record<PartnerField, PartnerErrorCode>> = {}
  let missing = false
  const name = text(form, 'partnerName')
  if (!name) {
    errors.partnerName = 'nameRequired'
    missing = true
  } else if (name.length > 100) errors.partnerName = 'nameTooLong'
  else if (forbiddenCharacter(name, 'one-line') !== null) errors.partnerName = 'nameCharacters'

  const date = text(form, 'partnerDate')
  if (!date) {
    errors.partnerDate = 'dateRequired'
    missing = true
  } else if (!isCalendarDate(date)) errors.partnerDate = 'dateInvalid'
  else if (!isBirthDate(date, now)) errors.partnerDate = 'dateRange'

  const unknown = text(form, 'partnerTimeUnknown') === 'on'
  const time = unknown ? '' : text(form, 'partnerTime')
  if (time && !isClockTime(time)) errors.partnerTime = 'timeInvalid'

  const gender = text(form, 'partnerGender')
  if (!(GENDERS as readonly string[]).includes(gender)) {
    errors.partnerGender = 'genderRequired'
    missing ||= gender === ''
  }

  let place: PlaceChoice | null = null
  if (text(form, 'placeManual') === 'on') {
    const placeName = text(form, 'placeName')
    const [lat, lon, zone] = [text(form, 'latitude'), text(form, 'longitude'), text(form, 'timeZone')]
    const latitude = Number(lat)
    const longitude = Number(lon)
    if (
      !placeName ||
      placeName.length > 120 ||
      forbiddenCharacter(placeName, 'one-line') !== null ||
      !NUMBER.test(lat) ||
      !NUMBER.test(lon) ||
      Math.abs(latitude) > 90 ||
      Math.abs(longitude) > 180 ||
      !isTimeZone(zone)
    ) {
      errors.place = 'placeManual'
      missing ||= !placeName
    } else place = { kind: 'manual', name: placeName, country: null, latitude, longitude, timeZone: zone }
  } else {
    const id = text(form, 'placeId')
    const query = text(form, 'placeQuery')
    if (id && /^\d{1,12}$/.test(id)) place = { kind: 'gazetteer', id }
    else if (id) errors.place = 'placeNotFound'
    else if (query && query.length <= 120 && forbiddenCharacter(query, 'one-line') === null) place = { kind: 'search', query }
    else if (query) errors.place = 'placeNotFound'
    else {
      errors.place = 'placeRequired'
      missing = true
    }
  }

  if (Object.keys(errors).length > 0 || !place) return { ok: false, errors, missing }
  return { ok: true, value: { name, gender: gender as Gender, dateOfBirth: date, timeOfBirth: time || null, place } }
}
