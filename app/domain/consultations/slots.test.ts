import { describe, expect, it } from 'vitest'
import { blockKeys, bookingProblem, consultationPrice, freeSlots, instantOf, nextFreeSlots, type AstrologerCalendar } from './slots'

const at = (iso: string) => Date.parse(iso)

// Mondays and Wednesdays 10:00–13:00 in India (04:30–07:30 UTC), one day off.
const india: AstrologerCalendar = {
  timeZone: 'Asia/Kolkata',
  availability: [
    { weekday: 'mon', from: '10:00', to: '13:00' },
    { weekday: 'wed', from: '10:00', to: '11:00' },
  ],
  daysOff: ['2026-12-07'],
}
// Fridays 09:00–10:30 in Berlin: CET (UTC+1) in winter, CEST (UTC+2) in summer.
const berlin: AstrologerCalendar = { timeZone: 'Europe/Berlin', availability: [{ weekday: 'fri', from: '09:00', to: '10:30' }], daysOff: [] }
const NOW = at('2026-11-24T00:00:00Z')

describe('freeSlots', () => {
  it("lists the astrologer's working half hours of the customer's day, in the customer's zone", () => {
    const slots = freeSlots(india, [], { date: '2026-11-30', timeZone: 'Asia/Kolkata', duration: 30, now: NOW })
    expect(slots.map((s) => s.time)).toEqual(['10:00', '10:30', '11:00', '11:30', '12:00', '12:30'])
    expect(slots[0]!.startsAt).toBe('2026-11-30T04:30:00.000Z')
  })

  it('shows the same hours to a customer in London as their own clock reads them', () => {
    const slots = freeSlots(india, [], { date: '2026-11-30', timeZone: 'Europe/London', duration: 30, now: NOW })
    expect(slots.map((s) => s.time)).toEqual(['04:30', '05:00', '05:30', '06:00', '06:30', '07:00'])
  })

  it("a customer west of the astrologer sees Monday's hours on their Sunday evening", () => {
    const sunday = freeSlots(india, [], { date: '2026-11-29', timeZone: 'America/Los_Angeles', duration: 30, now: NOW })
    expect(sunday.map((s) => s.time)).toEqual(['20:30', '21:00', '21:30', '22:00', '22:30', '23:00'])
    expect(freeSlots(india, [], { date: '2026-11-30', timeZone: 'America/Los_Angeles', duration: 30, now: NOW })).toEqual([])
  })

  it('follows daylight saving in the astrologer zone', () => {
    const winter = freeSlots(berlin, [], { date: '2026-12-04', timeZone: 'UTC', duration: 30, now: NOW })
    const summer = freeSlots(berlin, [], { date: '2027-07-02', timeZone: 'UTC', duration: 30, now: at('2027-06-01T00:00:00Z') })
    expect(winter.map((s) => s.time)).toEqual(['08:00', '08:30', '09:00'])
    expect(summer.map((s) => s.time)).toEqual(['07:00', '07:30', '08:00'])
  })

  it('a longer session needs every half hour it covers to be free and within the hours', () => {
    const booked = [{ startsAt: at('2026-11-30T05:30:00Z'), duration: 30 }] // 11:00 IST
    const slots = freeSlots(india, booked, { date: '2026-11-30', timeZone: 'Asia/Kolkata', duration: 60, now: NOW })
    expect(slots.map((s) => s.time)).toEqual(['10:00', '11:30', '12:00'])
    const ninety = freeSlots(india, [], { date: '2026-12-02', timeZone: 'Asia/Kolkata', duration: 90, now: NOW })
    expect(ninety).toEqual([])
  })

  it('leaves out days off and times already past', () => {
    expect(freeSlots(india, [], { date: '2026-12-07', timeZone: 'Asia/Kolkata', duration: 30, now: NOW })).toEqual([])
    const late = freeSlots(india, [], { date: '2026-11-30', timeZone: 'Asia/Kolkata', duration: 30, now: at('2026-11-30T05:45:00Z') })
    expect(late.map((s) => s.time)).toEqual(['11:30', '12:00', '12:30'])
  })
})

describe('bookingProblem', () => {
  const ok = { startsAt: at('2026-11-30T04:30:00Z'), duration: 60 }
  it('accepts a free time within the hours', () => expect(bookingProblem(india, [], ok, NOW)).toBeNull())
  it('refuses the past', () => expect(bookingProblem(india, [], ok, at('2026-12-01T00:00:00Z'))).toBe('past'))
  it('refuses a duration other than 30, 60, 90', () => expect(bookingProblem(india, [], { ...ok, duration: 45 }, NOW)).toBe('duration'))
  it('refuses a day off', () => expect(bookingProblem(india, [], { startsAt: at('2026-12-07T04:30:00Z'), duration: 30 }, NOW)).toBe('day-off'))
  it('refuses outside the hours, also when only the end runs over', () => {
    expect(bookingProblem(india, [], { startsAt: at('2026-12-01T04:30:00Z'), duration: 30 }, NOW)).toBe('outside-availability')
    expect(bookingProblem(india, [], { startsAt: at('2026-11-30T07:00:00Z'), duration: 60 }, NOW)).toBe('outside-availability')
    expect(bookingProblem(india, [], { startsAt: at('2026-11-30T04:40:00Z'), duration: 30 }, NOW)).toBe('outside-availability')
  })
  it('refuses an overlap with a booking', () => {
    expect(bookingProblem(india, [{ startsAt: at('2026-11-30T05:00:00Z'), duration: 90 }], ok, NOW)).toBe('taken')
  })
  it('refuses a working hour 60 days ahead or later, and the year 9999 (ADR 161)', () => {
    // Monday 2027-01-18 is 55 days after NOW, Monday 2027-01-25 62 days.
    expect(bookingProblem(india, [], { startsAt: at('2027-01-18T04:30:00Z'), duration: 30 }, NOW)).toBeNull()
    expect(bookingProblem(india, [], { startsAt: at('2027-01-25T04:30:00Z'), duration: 30 }, NOW)).toBe('too-far')
    expect(bookingProblem(india, [], { startsAt: at('9999-12-27T04:30:00Z'), duration: 30 }, NOW)).toBe('too-far')
  })
})

describe('the booking horizon (ADR 161)', () => {
  it('offers no free time 60 days ahead or later: the calendar and the rules agree', () => {
    expect(freeSlots(india, [], { date: '2027-01-18', timeZone: 'Asia/Kolkata', duration: 30, now: NOW })).toHaveLength(6)
    expect(freeSlots(india, [], { date: '2027-01-25', timeZone: 'Asia/Kolkata', duration: 30, now: NOW })).toEqual([])
    // The last day cut at the very instant: 60 days after 05:00 UTC leaves the half hours before it.
    const cut = freeSlots(india, [], { date: '2027-01-25', timeZone: 'Asia/Kolkata', duration: 30, now: at('2026-11-26T05:00:00Z') })
    expect(cut.map((s) => s.time)).toEqual(['10:00'])
  })
  it('offers the loser of a race no time beyond it either', () => {
    const next = nextFreeSlots(india, [], { after: at('2027-01-20T00:00:00Z'), timeZone: 'Asia/Kolkata', duration: 30, now: NOW, count: 20 })
    expect(next.length).toBeGreaterThan(0)
    for (const slot of next) expect(Date.parse(slot.startsAt)).toBeLessThan(NOW + 60 * 86_400_000)
  })
})

describe('instantOf (ADR 162)', () => {
  it('reads an ISO date and time with its offset, or a valid Date', () => {
    expect(instantOf('2027-01-15T10:30:00Z')).toBe(at('2027-01-15T10:30:00Z'))
    expect(instantOf('2027-01-15T16:00+05:30')).toBe(at('2027-01-15T10:30:00Z'))
    expect(instantOf('2027-01-15T10:30:00.123Z')).toBe(at('2027-01-15T10:30:00.123Z'))
    expect(instantOf(new Date('2027-01-15T10:30:00Z'))).toBe(at('2027-01-15T10:30:00Z'))
  })
  it('refuses anything else', () => {
    for (const value of [
      null,
      undefined,
      true,
      '',
      1e308,
      1_800_000_000_000,
      [],
      {},
      'tomorrow',
      '2027-01-15',
      '2027-01-15T10:30',
      '2027-02-31T10:00:00Z',
      '2027-13-01T10:00:00Z',
      '+275760-09-13T00:00:00.000Z',
      new Date(NaN),
    ])
      expect(instantOf(value), JSON.stringify(value)).toBeNull()
  })
})

describe('blockKeys', () => {
  it('gives overlapping bookings a common key in the same column and distinct bookings none', () => {
    const a = blockKeys(7, at('2026-11-30T04:30:00Z'), 60)
    const b = blockKeys(7, at('2026-11-30T05:00:00Z'), 90)
    const c = blockKeys(7, at('2026-11-30T05:30:00Z'), 30)
    const other = blockKeys(8, at('2026-11-30T04:30:00Z'), 60)
    const shared = (x: (string | null)[], y: (string | null)[]) => x.some((key, i) => key !== null && key === y[i])
    expect(a).toHaveLength(3)
    expect(shared(a, b)).toBe(true)
    expect(shared(b, c)).toBe(true)
    expect(shared(a, c)).toBe(false)
    expect(shared(a, other)).toBe(false)
    expect(a.filter((key) => key !== null)).toHaveLength(2)
  })
})

describe('nextFreeSlots', () => {
  it('offers the next free times after a taken one, across days', () => {
    const booked = [{ startsAt: at('2026-11-30T04:30:00Z'), duration: 90 }]
    const next = nextFreeSlots(india, booked, { after: at('2026-11-30T04:30:00Z'), timeZone: 'Asia/Kolkata', duration: 90, now: NOW, count: 3 })
    expect(next.map((s) => `${s.date} ${s.time}`)).toEqual(['2026-11-30 11:30', '2026-12-14 10:00', '2026-12-14 10:30'])
  })
})

describe('consultationPrice', () => {
  it('is the price per 30-minute session times the sessions, with the spec fallback of 50', () => {
    expect(consultationPrice(60, 30)).toBe(60)
    expect(consultationPrice(45, 60)).toBe(90)
    expect(consultationPrice(40, 90)).toBe(120)
    expect(consultationPrice(null, 30)).toBe(50)
  })
})
