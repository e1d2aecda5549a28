import { describe, expect, it } from 'vitest'
import { chartSummary } from './readings.server'
import type { Profile } from './profiles.server'

const mumbai = { id: null, name: 'Mumbai', country: 'India', latitude: 19.07283, longitude: 72.88261, timeZone: 'Asia/Kolkata' }
const profile = (dateOfBirth: string, timeOfBirth: string | null): Profile => ({
  id: `${dateOfBirth}-${timeOfBirth}`,
  updatedAt: '2026-11-27T00:00:00.000Z',
  fullName: 'Test',
  dateOfBirth,
  timeOfBirth,
  birthTimeUnknown: timeOfBirth === null,
  gender: 'other',
  questions: null,
  place: mumbai,
})

describe('chartSummary: the Moon of a birth day without a time', () => {
  it('says the Moon moved from Karka to Simha and from Ashlesha to Magha on 3 May 1990; the card shows the noon Moon', () => {
    const chart = chartSummary(profile('1990-05-03', null))
    expect(chart.moonDay).toEqual({ from: { sign: 4, nakshatra: 9 }, to: { sign: 5, nakshatra: 10 }, signChanges: true, nakshatraChanges: true })
    expect([chart.moonSign, chart.nakshatra]).toEqual([5, 10])
  })

  it('says only the nakshatra moved when the sign stayed (4 May 1990: Magha to Purva Phalguni in Simha)', () => {
    expect(chartSummary(profile('1990-05-04', null)).moonDay).toEqual({
      from: { sign: 5, nakshatra: 10 },
      to: { sign: 5, nakshatra: 11 },
      signChanges: false,
      nakshatraChanges: true,
    })
  })

  it('says nothing with a birth time, or when the Moon stayed in one sign and nakshatra all day (19 April 1990)', () => {
    expect(chartSummary(profile('1990-05-03', '06:30')).moonDay).toBeNull()
    // The Moon moves about 13° a day and a nakshatra is 13°20′: a day in one nakshatra is the rarer case.
    expect(chartSummary(profile('1990-04-19', null)).moonDay).toBeNull()
  })
})
