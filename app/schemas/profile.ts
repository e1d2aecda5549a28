// The birth-profile form of /horoscope and /profile-setup: one schema for both languages, its messages keys of the
// validation catalogue (ADR 055). Spec 2.5, 2.19, 4 ("Profile form"), 5 and 8.
import { formatIsoDate } from '../astrology/calendar'
import { BIRTH_YEAR_MIN, GENDERS, isBirthDate, isTimeZone, latestYear, toClockTime } from './birth-details'
import { multiLineText, oneLineText } from './fields'
import { message } from './messages'
import { z } from './zod'

/** The form's messages, as keys (ADR 055). */
const t = {
  fullName: message('profile.fullName'),
  fullNameLong: message('profile.fullNameLong'),
  characters: message('profile.characters'),
  questionsCharacters: message('profile.questionsCharacters'),
  dateOfBirth: message('profile.dateOfBirth'),
  dateRange: message('profile.dateRange'),
  dateInvalid: message('profile.dateInvalid'),
  timeIncomplete: message('profile.timeIncomplete'),
  gender: message('profile.gender'),
  place: message('profile.place'),
  placeName: message('profile.placeName'),
  placeNotFound: message('profile.placeNotFound'),
  latitude: message('profile.latitude'),
  longitude: message('profile.longitude'),
  timeZone: message('profile.timeZone'),
  questionsLong: message('profile.questionsLong'),
}

/** The place as the form gives it: a gazetteer entry, a search typed without JavaScript, or coordinates by hand. */
export type PlaceChoice =
  | { kind: 'gazetteer'; id: string }
  | { kind: 'search'; query: string }
  | {
      kind: 'manual'
      name: string
      country: string | null
      latitude: number
      longitude: number
      timeZone: string
    }

/** The form's fields one by one, before the rules that join them; also the source of the inputs' HTML constraints. */
export function profileFieldsSchema(now: Date = new Date()) {
  const optionalLine = (max: number, tooLong: string) => oneLineText(max, { tooLong, characters: t.characters }).optional()
  return z.object({
    fullName: oneLineText(100, { required: t.fullName, tooLong: t.fullNameLong, characters: t.characters }),
    birthDay: z.number({ error: t.dateOfBirth }).int(t.dateOfBirth).min(1, t.dateOfBirth).max(31, t.dateOfBirth),
    birthMonth: z.number({ error: t.dateOfBirth }).int(t.dateOfBirth).min(1, t.dateOfBirth).max(12, t.dateOfBirth),
    birthYear: z.number({ error: t.dateOfBirth }).int(t.dateOfBirth).min(BIRTH_YEAR_MIN, t.dateRange).max(latestYear(now), t.dateRange),
    birthHour: z.number({ error: t.timeIncomplete }).int(t.timeIncomplete).min(1, t.timeIncomplete).max(12, t.timeIncomplete).optional(),
    birthMinute: z.number({ error: t.timeIncomplete }).int(t.timeIncomplete).min(0, t.timeIncomplete).max(59, t.timeIncomplete).optional(),
    birthPeriod: z.enum(['AM', 'PM'], { error: t.timeIncomplete }).default('AM'),
    birthTimeUnknown: z.boolean().default(false),
    gender: z.enum(GENDERS, { error: t.gender }),
    questions: multiLineText(2000, { tooLong: t.questionsLong, characters: t.questionsCharacters }).optional(),
    placeId: z
      .string()
      .regex(/^\d{1,12}$/, t.place)
      .optional(),
    placeQuery: optionalLine(120, t.placeNotFound),
    placeManual: z.boolean().default(false),
    placeName: optionalLine(120, t.placeName),
    placeCountry: optionalLine(80, t.placeName),
    latitude: z.number({ error: t.latitude }).min(-90, t.latitude).max(90, t.latitude).optional(),
    longitude: z.number({ error: t.longitude }).min(-180, t.longitude).max(180, t.longitude).optional(),
    timeZone: optionalLine(64, t.timeZone),
  })
}

export function profileFormSchema(now: Date = new Date()) {
  return (
    profileFieldsSchema(now)
      // The place and the time are checked even when another field failed, so one submit names every missing field.
      .superRefine(
        (form, ctx) => {
          if (!form.birthTimeUnknown && (form.birthHour === undefined) !== (form.birthMinute === undefined)) {
            ctx.addIssue({
              code: 'custom',
              path: [form.birthHour === undefined ? 'birthHour' : 'birthMinute'],
              message: t.timeIncomplete,
            })
          }
          if (form.placeManual) {
            if (!form.placeName)
              ctx.addIssue({
                code: 'custom',
                path: ['placeName'],
                message: t.placeName,
              })
            if (typeof form.latitude !== 'number')
              ctx.addIssue({
                code: 'custom',
                path: ['latitude'],
                message: t.latitude,
              })
            if (typeof form.longitude !== 'number')
              ctx.addIssue({
                code: 'custom',
                path: ['longitude'],
                message: t.longitude,
              })
            if (typeof form.timeZone !== 'string' || !isTimeZone(form.timeZone))
              ctx.addIssue({
                code: 'custom',
                path: ['timeZone'],
                message: t.timeZone,
              })
          } else if (!form.placeId && !form.placeQuery) {
            ctx.addIssue({
              code: 'custom',
              path: ['placeQuery'],
              message: t.place,
            })
          }
        },
        { when: () => true },
      )
      .superRefine((form, ctx) => {
        // Zod runs this after a field's range check failed too; that field already says what is wrong.
        if (form.birthYear < BIRTH_YEAR_MIN || form.birthYear > latestYear(now) || form.birthDay > 31 || form.birthMonth > 12) return
        const date = formatIsoDate({ year: form.birthYear, month: form.birthMonth, day: form.birthDay })
        const real = new Date(Date.UTC(form.birthYear, form.birthMonth - 1, form.birthDay)).getUTCDate() === form.birthDay
        if (!real)
          ctx.addIssue({
            code: 'custom',
            path: ['birthDay'],
            message: t.dateInvalid,
          })
        else if (!isBirthDate(date, now))
          ctx.addIssue({
            code: 'custom',
            path: ['birthYear'],
            message: t.dateRange,
          })
      })
      .transform((form) => {
        const known = !form.birthTimeUnknown && form.birthHour !== undefined && form.birthMinute !== undefined
        const place: PlaceChoice = form.placeManual
          ? {
              kind: 'manual',
              name: form.placeName!,
              country: form.placeCountry || null,
              latitude: form.latitude!,
              longitude: form.longitude!,
              timeZone: form.timeZone!,
            }
          : form.placeId
            ? { kind: 'gazetteer', id: form.placeId }
            : { kind: 'search', query: form.placeQuery! }
        return {
          fullName: form.fullName,
          dateOfBirth: formatIsoDate({ year: form.birthYear, month: form.birthMonth, day: form.birthDay }),
          timeOfBirth: known ? toClockTime(form.birthHour!, form.birthMinute!, form.birthPeriod) : null,
          birthTimeUnknown: form.birthTimeUnknown,
          gender: form.gender,
          questions: form.questions || null,
          place,
        }
      })
  )
}

/** The fields a profile cannot be saved without (spec 2.5); the place is one of two ways to give it. */
const REQUIRED_FIELDS = ['fullName', 'birthDay', 'birthMonth', 'birthYear', 'gender'] as const

/**
 * Whether the form was sent with a required field left empty, which earns the "Missing Information" toast (spec 8);
 * any other mistake gets the field's own message. Read from what was sent, not from the messages it produced.
 */
export function isMissingRequired(sent: Record<string, unknown> | undefined): boolean {
  const blank = (name: string) => {
    const value = sent?.[name]
    return typeof value !== 'string' || value.trim() === ''
  }
  const placeMissing = blank('placeManual') ? blank('placeId') && blank('placeQuery') : blank('placeName')
  return REQUIRED_FIELDS.some(blank) || placeMissing
}
