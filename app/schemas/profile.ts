// The birth-profile form of /horoscope (English) and /profile-setup (Hindi): one schema, two languages of copy.
// Spec 2.5, 2.19, 4 ("Profile form"), 5 and 8.
import { formatIsoDate } from '../astrology/calendar'
import { BIRTH_YEAR_MIN, GENDERS, isBirthDate, isTimeZone, latestYear, toClockTime } from './birth-details'
import { multiLineText, oneLineText } from './fields'
import { z } from './zod'

export type ProfileLanguage = 'en' | 'hi'

const en = {
  fullName: 'Full Name',
  dateOfBirth: 'Date of Birth',
  day: 'Day',
  month: 'Month',
  year: 'Year',
  timeOfBirth: 'Time of Birth',
  optional: '(optional)',
  hour: 'Hour',
  minute: 'Minute',
  period: 'AM/PM',
  timeUnknown: "I don't know my birth time",
  timeHint: 'An exact time makes your rising sign and houses precise. Without it we use midday.',
  gender: 'Gender',
  genders: { male: 'Male', female: 'Female', other: 'Other' },
  choose: 'Choose…',
  questions: 'Questions for the stars',
  questionsHint: 'Anything you would like your readings to look at.',
  save: 'Save My Cosmic Profile',
  saving: 'Saving...',
  saved: 'Profile saved!',
  months: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  missingTitle: 'Missing Information',
  missingText: 'Please fill in all required fields',
  errorTitle: 'Error',
  signInTitle: 'Please sign in',
  signInText: 'Create an account to save your cosmic profile',
  draftRestored: 'We filled in the details you entered before signing in.',
  errors: {
    fullName: 'Please enter your full name',
    fullNameLong: 'Your name is too long (100 characters at most)',
    characters: 'This must be one line of text, without control characters',
    questionsCharacters: 'Your questions cannot contain control characters',
    dateOfBirth: 'Please choose your date of birth',
    dateRange: 'Date of birth must be between 1 January 1920 and today',
    dateInvalid: 'That date does not exist',
    timeIncomplete: 'Please choose both the hour and the minute, or tick "I don\'t know my birth time"',
    gender: 'Please choose your gender',
    place: 'Please choose your place of birth',
    placeNotFound: 'We could not find that place. Please choose one from the list, or enter the coordinates by hand.',
    placeName: 'Please enter the name of the place',
    latitude: 'Latitude must be a number from -90 to 90',
    longitude: 'Longitude must be a number from -180 to 180',
    timeZone: 'Please enter a time zone such as Asia/Kolkata',
    questionsLong: 'Your questions are too long (2,000 characters at most)',
  },
}

export type ProfileCopy = typeof en

const hi: ProfileCopy = {
  fullName: 'पूरा नाम',
  dateOfBirth: 'जन्म तिथि',
  day: 'दिन',
  month: 'महीना',
  year: 'वर्ष',
  timeOfBirth: 'जन्म समय',
  optional: '(वैकल्पिक)',
  hour: 'घंटा',
  minute: 'मिनट',
  period: 'AM/PM',
  timeUnknown: 'मुझे अपना जन्म समय नहीं पता',
  timeHint: 'सही समय से लग्न और भाव सटीक बनते हैं। समय न हो तो हम दोपहर 12 बजे का समय लेते हैं।',
  gender: 'लिंग',
  genders: { male: 'पुरुष', female: 'महिला', other: 'अन्य' },
  choose: 'चुनें…',
  questions: 'विशेष प्रश्न',
  questionsHint: 'आप अपनी रीडिंग में जो कुछ भी जानना चाहते हैं।',
  save: 'प्रोफ़ाइल सहेजें',
  saving: 'सहेजा जा रहा है...',
  saved: 'प्रोफ़ाइल सहेजी गई!',
  months: ['जनवरी', 'फ़रवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्टूबर', 'नवंबर', 'दिसंबर'],
  missingTitle: 'त्रुटि',
  missingText: 'कृपया सभी आवश्यक फ़ील्ड भरें',
  errorTitle: 'त्रुटि',
  signInTitle: 'कृपया साइन इन करें',
  signInText: 'अपनी प्रोफ़ाइल सहेजने के लिए खाता बनाएं',
  draftRestored: 'साइन इन से पहले भरी गई जानकारी हमने फिर से भर दी है।',
  errors: {
    fullName: 'कृपया अपना पूरा नाम लिखें',
    fullNameLong: 'नाम बहुत लंबा है (अधिकतम 100 अक्षर)',
    characters: 'यह एक ही पंक्ति में हो, बिना नियंत्रण वर्णों के',
    questionsCharacters: 'प्रश्नों में नियंत्रण वर्ण नहीं हो सकते',
    dateOfBirth: 'कृपया अपनी जन्म तिथि चुनें',
    dateRange: 'जन्म तिथि 1 जनवरी 1920 और आज के बीच होनी चाहिए',
    dateInvalid: 'यह तिथि मौजूद नहीं है',
    timeIncomplete: 'कृपया घंटा और मिनट दोनों चुनें, या "मुझे अपना जन्म समय नहीं पता" चुनें',
    gender: 'कृपया अपना लिंग चुनें',
    place: 'कृपया अपना जन्म स्थान चुनें',
    placeNotFound: 'यह स्थान नहीं मिला। कृपया सूची से चुनें, या निर्देशांक स्वयं भरें।',
    placeName: 'कृपया स्थान का नाम लिखें',
    latitude: 'अक्षांश -90 से 90 के बीच की संख्या होनी चाहिए',
    longitude: 'देशांतर -180 से 180 के बीच की संख्या होनी चाहिए',
    timeZone: 'कृपया Asia/Kolkata जैसा समय क्षेत्र लिखें',
    questionsLong: 'प्रश्न बहुत लंबे हैं (अधिकतम 2,000 अक्षर)',
  },
}

export const PROFILE_COPY: Record<ProfileLanguage, ProfileCopy> = { en, hi }

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
export function profileFieldsSchema(language: ProfileLanguage, now: Date = new Date()) {
  const t = PROFILE_COPY[language].errors
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

export function profileFormSchema(language: ProfileLanguage, now: Date = new Date()) {
  const t = PROFILE_COPY[language].errors
  return (
    profileFieldsSchema(language, now)
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
