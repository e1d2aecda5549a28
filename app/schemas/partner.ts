// The soulmate form's partner (spec 5: name, date of birth and place required, time optional). The answer is codes,
// which the page reads from the `compatibility` catalogue in its language; the server is the judge, the browser's
// `required` attributes only a convenience.
import { parseWithZod } from '@conform-to/zod/v4'
import { forbiddenCharacter } from './characters'
import { GENDERS, type Gender, isBirthDate, isCalendarDate, isClockTime, isTimeZone } from './birth-details'
import { z } from './zod'

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

/** The longest partner name and place name the form takes. */
const NAME_MAX = 100
const PLACE_NAME_MAX = 120

const NUMBER = /^-?\d{1,3}(\.\d{1,8})?$/

const oneLine = (value: string) => forbiddenCharacter(value, 'one-line') === null

/** A text field, trimmed; an absent one (Conform reads an empty field so) is empty text, and its checks still run. */
const field = z.string().trim().catch('')

type PlaceFields = {
  placeManual?: string
  placeName?: string
  latitude?: string
  longitude?: string
  timeZone?: string
  placeId?: string
  placeQuery?: string
}

/** The place: typed by hand (`placeManual`), picked from the search (`placeId`), or a query to look up. */
function placeChoice(fields: PlaceFields): { ok: true; place: PlaceChoice } | { ok: false; code: PartnerErrorCode; missing: boolean } {
  if (fields.placeManual === 'on') {
    const [name, lat, lon, zone] = [fields.placeName ?? '', fields.latitude ?? '', fields.longitude ?? '', fields.timeZone ?? '']
    const [latitude, longitude] = [Number(lat), Number(lon)]
    const fine =
      name &&
      name.length <= PLACE_NAME_MAX &&
      oneLine(name) &&
      NUMBER.test(lat) &&
      NUMBER.test(lon) &&
      Math.abs(latitude) <= 90 &&
      Math.abs(longitude) <= 180 &&
      isTimeZone(zone)
    if (!fine) return { ok: false, code: 'placeManual', missing: !name }
    return { ok: true, place: { kind: 'manual', name, country: null, latitude, longitude, timeZone: zone } }
  }
  const [id, query] = [fields.placeId ?? '', fields.placeQuery ?? '']
  if (id) return /^\d{1,12}$/.test(id) ? { ok: true, place: { kind: 'gazetteer', id } } : { ok: false, code: 'placeNotFound', missing: false }
  if (query)
    return query.length <= PLACE_NAME_MAX && oneLine(query)
      ? { ok: true, place: { kind: 'search', query } }
      : { ok: false, code: 'placeNotFound', missing: false }
  return { ok: false, code: 'placeRequired', missing: true }
}

/** Every field is read as optional text, so the whole form is checked at once; each check's message is its code. */
const partnerSchema = (now: Date) =>
  z
    .object({
      partnerName: field
        .refine((name) => Boolean(name), 'nameRequired')
        .refine((name) => !name || name.length <= NAME_MAX, 'nameTooLong')
        .refine((name) => !name || oneLine(name), 'nameCharacters'),
      partnerDate: field
        .refine((date) => Boolean(date), 'dateRequired')
        .refine((date) => !date || isCalendarDate(date), 'dateInvalid')
        .refine((date) => !date || isBirthDate(date, now), 'dateRange'),
      partnerTimeUnknown: field,
      partnerTime: field,
      // A choice left empty is missing information; anything else not on the list is simply wrong.
      partnerGender: field
        .refine((gender) => !gender || (GENDERS as readonly string[]).includes(gender), 'genderRequired')
        .refine(Boolean, 'genderMissing'),
      placeManual: field,
      placeName: field,
      latitude: field,
      longitude: field,
      timeZone: field,
      placeId: field,
      placeQuery: field,
    })
    .superRefine((value, context) => {
      // An unknown time wins over a time typed.
      if (value.partnerTimeUnknown !== 'on' && value.partnerTime && !isClockTime(value.partnerTime))
        context.addIssue({ code: 'custom', path: ['partnerTime'], message: 'timeInvalid' })
      const place = placeChoice(value)
      if (!place.ok) context.addIssue({ code: 'custom', path: ['place'], message: place.missing ? `${place.code}:missing` : place.code })
    })

const FIELDS: readonly PartnerField[] = ['partnerName', 'partnerDate', 'partnerTime', 'partnerGender', 'place']

/** Reads and checks the partner form; `missing` is true when a required field was left empty (the "Missing" toast). */
export function parsePartnerForm(form: FormData, now: Date = new Date()): PartnerParse {
  const submission = parseWithZod(form, { schema: partnerSchema(now) })
  if (submission.status !== 'success') {
    const errors: Partial<Record<PartnerField, PartnerErrorCode>> = {}
    let missing = false
    for (const name of FIELDS) {
      const first = submission.error?.[name]?.[0]
      if (!first) continue
      const [code, flag] = first === 'genderMissing' ? ['genderRequired', 'missing'] : first.split(':')
      errors[name] = code as PartnerErrorCode
      missing ||= flag === 'missing' || code === 'nameRequired' || code === 'dateRequired'
    }
    return { ok: false, errors, missing }
  }
  const value = submission.value
  const place = placeChoice(value)
  if (!place.ok) return { ok: false, errors: { place: place.code }, missing: place.missing }
  const time = value.partnerTimeUnknown === 'on' ? '' : (value.partnerTime ?? '')
  return {
    ok: true,
    value: {
      name: value.partnerName!,
      gender: value.partnerGender as Gender,
      dateOfBirth: value.partnerDate!,
      timeOfBirth: time || null,
      place: place.place,
    },
  }
}
