import { describe, expect, it } from 'vitest'
import { type Birth, resolveBirthMoment, assertPlace } from './birth'

const base: Birth = { date: '1990-05-15', time: '10:30', tz: 'Asia/Kolkata', lat: 19.076, lon: 72.8777 }

describe('resolveBirthMoment', () => {
  it('turns local date, time and zone into a UTC instant', () => {
    expect(resolveBirthMoment(base)).toEqual({
      instant: '1990-05-15T05:00:00.000Z',
      epochMs: Date.parse('1990-05-15T05:00:00Z'),
      localDate: '1990-05-15',
      localTime: '10:30',
      offset: '+05:30',
      offsetSeconds: 19_800,
      timeKnown: true,
      day: null,
    })
  })

  it('uses the historical offset: Madras time (+05:21:10) in 1900, war time (+06:30) in 1943', () => {
    expect(resolveBirthMoment({ ...base, date: '1900-03-01', time: '06:00' })).toMatchObject({
      instant: '1900-03-01T00:38:50.000Z',
      offset: '+05:21:10',
    })
    expect(resolveBirthMoment({ ...base, date: '1943-06-01', time: '06:30' })).toMatchObject({
      instant: '1943-06-01T00:00:00.000Z',
      offset: '+06:30',
    })
  })

  it('takes noon for an unknown time, says so, and gives the bounds of the local day', () => {
    const moment = resolveBirthMoment({ ...base, time: null })
    expect(moment).toMatchObject({ instant: '1990-05-15T06:30:00.000Z', localTime: '12:00', timeKnown: false })
    expect(moment.day).toEqual({ startMs: Date.parse('1990-05-14T18:30:00Z'), endMs: Date.parse('1990-05-15T18:30:00Z') })
  })

  it('reports daylight-saving gaps and overlaps unless told how to read them', () => {
    const gap: Birth = { date: '2024-03-10', time: '02:30', tz: 'America/New_York', lat: 40.7, lon: -74 }
    expect(() => resolveBirthMoment(gap)).toThrowError(expect.objectContaining({ code: 'NONEXISTENT_LOCAL_TIME', field: 'time' }))
    expect(resolveBirthMoment({ ...gap, disambiguation: 'later' }).instant).toBe('2024-03-10T07:30:00.000Z')
    const overlap: Birth = { ...gap, date: '2024-11-03', time: '01:30' }
    expect(() => resolveBirthMoment(overlap)).toThrowError(expect.objectContaining({ code: 'AMBIGUOUS_LOCAL_TIME' }))
    expect(resolveBirthMoment({ ...overlap, disambiguation: 'earlier' }).instant).toBe('2024-11-03T05:30:00.000Z')
  })

  it.each([
    [{ date: '2023-02-30' }, 'INVALID_DATE', 'date'],
    [{ date: '1850-01-01' }, 'DATE_OUT_OF_RANGE', 'date'],
    [{ time: '25:00' }, 'INVALID_TIME', 'time'],
    [{ time: '' }, 'INVALID_TIME', 'time'],
    [{ tz: 'Not/AZone' }, 'INVALID_TIME_ZONE', 'tz'],
    [{ lat: 91 }, 'INVALID_LATITUDE', 'lat'],
    [{ lat: Number.NaN }, 'INVALID_LATITUDE', 'lat'],
    [{ lon: -180.5 }, 'INVALID_LONGITUDE', 'lon'],
    [{ lon: '72' }, 'INVALID_LONGITUDE', 'lon'],
    [{ disambiguation: 'guess' }, 'INVALID_ARGUMENT', 'disambiguation'],
  ])('rejects %j with %s', (override, code, field) => {
    expect(() => resolveBirthMoment({ ...base, ...(override as Partial<Birth>) })).toThrowError(expect.objectContaining({ code, field }))
  })

  it('rejects a missing birth object', () => {
    expect(() => resolveBirthMoment(null as unknown as Birth)).toThrowError(expect.objectContaining({ code: 'INVALID_ARGUMENT' }))
  })
})

describe('assertPlace', () => {
  it('checks coordinates and zone', () => {
    expect(assertPlace({ lat: 28.61, lon: 77.21, tz: 'Asia/Kolkata' })).toEqual({ lat: 28.61, lon: 77.21, tz: 'Asia/Kolkata' })
    expect(() => assertPlace({ lat: 28.61, lon: 77.21 })).toThrowError(expect.objectContaining({ code: 'INVALID_TIME_ZONE' }))
    expect(() => assertPlace('Delhi')).toThrowError(expect.objectContaining({ code: 'INVALID_ARGUMENT' }))
  })
})
