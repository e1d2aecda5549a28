import { describe, expect, it } from 'vitest'
import { parsePartnerForm } from './partner'

const form = (fields: Record<string, string>) => {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.set(name, value)
  return data
}
const NOW = new Date('2026-11-24T06:00:00Z')
const valid = { partnerName: ' Priya ', partnerDate: '1992-11-02', partnerTime: '19:45', partnerGender: 'female', placeId: '1259229' }

describe('parsePartnerForm (spec 5: name, date and place required, time optional)', () => {
  it('reads a complete form, trimmed', () => {
    expect(parsePartnerForm(form(valid), NOW)).toEqual({
      ok: true,
      value: { name: 'Priya', gender: 'female', dateOfBirth: '1992-11-02', timeOfBirth: '19:45', place: { kind: 'gazetteer', id: '1259229' } },
    })
  })

  it('an unknown time wins over a time typed', () => {
    const parsed = parsePartnerForm(form({ ...valid, partnerTimeUnknown: 'on' }), NOW)
    expect(parsed.ok && parsed.value.timeOfBirth).toBeNull()
  })

  it('an empty form names every missing field and counts as missing information', () => {
    expect(parsePartnerForm(form({}), NOW)).toEqual({
      ok: false,
      missing: true,
      errors: { partnerName: 'nameRequired', partnerDate: 'dateRequired', partnerGender: 'genderRequired', place: 'placeRequired' },
    })
  })

  it.each([
    [{ partnerDate: '1990-02-30' }, { partnerDate: 'dateInvalid' }],
    [{ partnerDate: '1919-12-31' }, { partnerDate: 'dateRange' }],
    [{ partnerDate: '2026-11-25' }, { partnerDate: 'dateRange' }],
    [{ partnerTime: '25:00' }, { partnerTime: 'timeInvalid' }],
    [{ partnerGender: 'robot' }, { partnerGender: 'genderRequired' }],
    [{ partnerName: 'A\u0007B' }, { partnerName: 'nameCharacters' }],
    [{ partnerName: 'x'.repeat(101) }, { partnerName: 'nameTooLong' }],
    [{ placeId: 'abc' }, { place: 'placeNotFound' }],
    [{ placeId: '', placeManual: 'on', placeName: 'Farm', latitude: '95', longitude: '10', timeZone: 'Asia/Kolkata' }, { place: 'placeManual' }],
  ])('refuses %j with %j', (change, errors) => {
    expect(parsePartnerForm(form({ ...valid, ...change }), NOW)).toMatchObject({ ok: false, missing: false, errors })
  })

  it('takes coordinates by hand', () => {
    const parsed = parsePartnerForm(
      form({ ...valid, placeId: '', placeManual: 'on', placeName: 'Farm', latitude: '26.9', longitude: '75.8', timeZone: 'Asia/Kolkata' }),
      NOW,
    )
    expect(parsed.ok && parsed.value.place).toEqual({
      kind: 'manual',
      name: 'Farm',
      country: null,
      latitude: 26.9,
      longitude: 75.8,
      timeZone: 'Asia/Kolkata',
    })
  })
})
