import { describe, expect, it } from 'vitest'
import { businessDayOf, dayWindowState, storedDay } from './business-day'

const IST = 'Asia/Kolkata'

describe('business days (ADR 199)', () => {
  it('reads a picked day as its date and any other instant as the day it falls on in the zone', () => {
    expect(businessDayOf('2026-11-27T12:00:00.000Z', IST)).toBe('2026-11-27')
    expect(businessDayOf('2026-11-27T12:00:00Z', IST)).toBe('2026-11-27')
    // 00:10 IST on the 28th, 23:50 IST on the 27th.
    expect(businessDayOf('2026-11-27T18:40:00.000Z', IST)).toBe('2026-11-28')
    expect(businessDayOf(new Date('2026-11-27T18:20:00.000Z'), IST)).toBe('2026-11-27')
    expect(businessDayOf('2026-11-27T18:40:00.000Z', 'UTC')).toBe('2026-11-27')
    expect(businessDayOf(null, IST)).toBeNull()
    expect(businessDayOf('', IST)).toBeNull()
    expect(businessDayOf('soon', IST)).toBeNull()
    expect(storedDay('2026-11-27')).toBe('2026-11-27T12:00:00.000Z')
  })

  it('opens at the start of the first day and closes at the end of the last, in the zone', () => {
    const window = { from: storedDay('2026-11-27'), until: storedDay('2026-11-28') }
    expect(dayWindowState(window, new Date('2026-11-26T18:29:59.999Z'), IST)).toBe('not-started')
    expect(dayWindowState(window, new Date('2026-11-26T18:30:00.000Z'), IST)).toBe('open') // 00:00 IST on the 27th
    expect(dayWindowState(window, new Date('2026-11-27T06:00:00.000Z'), IST)).toBe('open') // 11:30 IST, before noon UTC
    expect(dayWindowState(window, new Date('2026-11-28T18:29:59.999Z'), IST)).toBe('open') // 23:59:59 IST on the 28th
    expect(dayWindowState(window, new Date('2026-11-28T18:30:00.000Z'), IST)).toBe('ended')
    expect(dayWindowState({}, new Date('2026-11-28T18:30:00.000Z'), IST)).toBe('open')
    // Another zone moves the edges with it.
    expect(dayWindowState(window, new Date('2026-11-26T23:59:00.000Z'), 'UTC')).toBe('not-started')
    expect(dayWindowState(window, new Date('2026-11-28T23:59:00.000Z'), 'UTC')).toBe('open')
  })
})
