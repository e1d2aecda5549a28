import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, it } from 'vitest'
import { readAs } from '../../tests/helpers/validation-text'
import enValidation from '../locales/en/validation'
import { isMissingRequired, profileFormSchema } from './profile'

const errorsEn = enValidation.profile

const now = new Date('2026-11-22T10:00:00Z')

function form(fields: Record<string, string>) {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.append(name, value)
  return data
}

const complete = {
  fullName: 'Asha Verma',
  birthDay: '14',
  birthMonth: '8',
  birthYear: '1992',
  birthHour: '07',
  birthMinute: '45',
  birthPeriod: 'PM',
  gender: 'female',
  placeId: '1275339',
}

/** The submission, with its field errors readable whatever its status. */
function parse(fields: Record<string, string>, language: 'en' | 'hi' = 'en') {
  const submission = parseWithZod(form(fields), { schema: profileFormSchema(now) })
  const error = submission.status === 'success' ? undefined : submission.error
  const read = error && Object.fromEntries(Object.entries(error).map(([name, list]) => [name, list?.map((text) => readAs(text, language))]))
  return Object.assign(submission, { error: read })
}

describe('profile form', () => {
  it('turns a complete form into a profile with a 24-hour time', () => {
    const submission = parse(complete)
    expect(submission.status).toBe('success')
    if (submission.status !== 'success') return
    expect(submission.value).toEqual({
      fullName: 'Asha Verma',
      dateOfBirth: '1992-08-14',
      timeOfBirth: '19:45',
      birthTimeUnknown: false,
      gender: 'female',
      questions: null,
      place: { kind: 'gazetteer', id: '1275339' },
    })
  })

  it('leaves the time out when it is unknown, whatever the pickers say', () => {
    const submission = parse({ ...complete, birthTimeUnknown: 'on' })
    expect(submission.status === 'success' && submission.value.timeOfBirth).toBeNull()
  })

  it('treats a form without any time as a profile without a time', () => {
    const { birthHour: _h, birthMinute: _m, ...noTime } = complete
    const submission = parse(noTime)
    expect(submission.status === 'success' && submission.value.timeOfBirth).toBeNull()
  })

  it('asks for the minute when only the hour is chosen', () => {
    const { birthMinute: _m, ...hourOnly } = complete
    const submission = parse(hourOnly)
    expect(submission.error?.birthMinute).toEqual([errorsEn.timeIncomplete])
  })

  it('names every missing required field at once, and that earns the Missing Information toast', () => {
    const submission = parse({})
    const errors = submission.error ?? {}
    expect(errors.fullName).toEqual(['Please enter your full name'])
    expect(errors.birthDay).toBeTruthy()
    expect(errors.gender).toEqual(['Please choose your gender'])
    expect(errors.placeQuery).toEqual(['Please choose your place of birth'])
    expect(isMissingRequired(submission.payload)).toBe(true)
  })

  it('does not call an out-of-range date missing', () => {
    const submission = parse({ ...complete, birthYear: '1919' })
    expect(submission.error?.birthYear).toEqual([errorsEn.dateRange])
    expect(isMissingRequired(submission.payload)).toBe(false)
  })

  it('calls a place entered by hand missing when it has no name, and a chosen place not missing', () => {
    const { placeId: _placeId, ...withoutPlace } = complete
    expect(isMissingRequired({ ...withoutPlace, placeManual: 'on', latitude: '19.07', longitude: '72.88', timeZone: 'Asia/Kolkata' })).toBe(true)
    expect(isMissingRequired(complete)).toBe(false)
    expect(isMissingRequired({ ...complete, fullName: '   ' })).toBe(true)
  })

  it('refuses dates that do not exist and dates after today', () => {
    expect(parse({ ...complete, birthYear: '2023', birthMonth: '2', birthDay: '29' }).error?.birthDay).toEqual([errorsEn.dateInvalid])
    expect(parse({ ...complete, birthYear: '2026', birthMonth: '12', birthDay: '1' }).error?.birthYear).toEqual([errorsEn.dateRange])
    expect(parse({ ...complete, birthYear: '2026', birthMonth: '11', birthDay: '22' }).status).toBe('success')
  })

  it('accepts coordinates by hand, and checks them', () => {
    const { placeId: _p, ...noPlace } = complete
    const manual = { ...noPlace, placeManual: 'on', placeName: 'Hampi', latitude: '15.335', longitude: '76.46', timeZone: 'Asia/Kolkata' }
    const submission = parse(manual)
    expect(submission.status === 'success' && submission.value.place).toEqual({
      kind: 'manual',
      name: 'Hampi',
      country: null,
      latitude: 15.335,
      longitude: 76.46,
      timeZone: 'Asia/Kolkata',
    })
    const bad = parse({ ...manual, latitude: '91', longitude: 'east', timeZone: 'Mars/Base' })
    expect(bad.error?.latitude).toEqual([errorsEn.latitude])
    expect(bad.error?.longitude).toEqual([errorsEn.longitude])
    expect(bad.error?.timeZone).toEqual([errorsEn.timeZone])
  })

  it('keeps a place typed without JavaScript for the server to look up', () => {
    const { placeId: _p, ...noPlace } = complete
    const submission = parse({ ...noPlace, placeQuery: 'Bangalore' })
    expect(submission.status === 'success' && submission.value.place).toEqual({ kind: 'search', query: 'Bangalore' })
  })

  it('refuses a gender outside the list and a forged place id', () => {
    const submission = parse({ ...complete, gender: 'robot', placeId: '1 OR 1=1' })
    expect(submission.error?.gender).toEqual([errorsEn.gender])
    expect(submission.error?.placeId).toBeTruthy()
  })

  it('speaks Hindi on /profile-setup', () => {
    const submission = parse({}, 'hi')
    expect(submission.error?.fullName).toEqual(['कृपया अपना पूरा नाम लिखें'])
    expect(isMissingRequired(submission.payload)).toBe(true)
  })

  it('refuses control characters and overlong text', () => {
    const submission = parse({ ...complete, fullName: 'A\u0000B', questions: 'q'.repeat(2001) })
    expect(submission.error?.fullName).toEqual([errorsEn.characters])
    expect(submission.error?.questions).toEqual([errorsEn.questionsLong])
  })

  it('keeps names and places on one line and questions free of control characters', () => {
    const manual = { ...complete, placeId: '', placeManual: 'on', latitude: '19.07', longitude: '72.87', timeZone: 'Asia/Kolkata' }
    const submission = parse({
      ...manual,
      fullName: 'Asha\r\nVerma',
      placeName: 'Mumbai\u001b[2J',
      placeCountry: 'India\tX',
      questions: 'Career?\u0000',
    })
    expect(submission.error?.fullName).toEqual([errorsEn.characters])
    expect(submission.error?.placeName).toEqual([errorsEn.characters])
    expect(submission.error?.placeCountry).toEqual([errorsEn.characters])
    expect(submission.error?.questions).toEqual([errorsEn.questionsCharacters])
    const search = parse({ ...complete, placeId: '', placeQuery: 'Pune\nX' })
    expect(search.error?.placeQuery).toEqual([errorsEn.characters])
  })

  it('keeps the line breaks of the questions', () => {
    const submission = parse({ ...complete, questions: 'Career?\r\n\tAnd love?' })
    expect(submission.status === 'success' && submission.value.questions).toBe('Career?\r\n\tAnd love?')
  })
})
