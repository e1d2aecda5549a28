import { describe, expect, it } from 'vitest'
import { birthChart } from './chart'
import { COLOURS, DIRECTIONS, GEMSTONES } from './daily-draws'
import { whyToday } from './gochara'
import { GRAHA_NUMBER, dayGrahas, dailyLuckyNumbers, dailyPowerColours, horaLord, personalLuckyElements, signLuckyElements, to12Hour } from './lucky'

const mumbai = { tz: 'Asia/Kolkata', lat: 19.076, lon: 72.8777 }
const factorsFor = (birthDate: string, date = '2024-06-01') =>
  whyToday(birthChart({ date: birthDate, time: '10:30', ...mumbai }), { date, tz: 'Asia/Kolkata' })
const digitRoot = (n: number) => 1 + ((n - 1) % 9)

describe('dayGrahas', () => {
  it('starts from the running antardasha, then today’s star lord, the Moon-sign lord, the mahadasha lord, the weekday lord', () => {
    const f = factorsFor('1990-05-15')
    const grahas = dayGrahas(f)
    expect(grahas[0]).toBe(f.dasha.antardasha)
    expect(new Set(grahas).size).toBe(grahas.length)
    expect(grahas.length).toBeGreaterThanOrEqual(5)
    expect(grahas).toContain('jupiter') // Dhanu's lord
    expect(grahas).toContain('saturn') // 1 June 2024 was a Saturday
  })
})

describe('horaLord', () => {
  it('runs the Chaldean order from the weekday lord at sunrise', () => {
    // Sunday: Sun, Venus, Mercury, Moon, Saturn, Jupiter, Mars, Sun …
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((h) => horaLord(0, h))).toEqual(['sun', 'venus', 'mercury', 'moon', 'saturn', 'jupiter', 'mars', 'sun'])
    // The 25th hora is the next day's first: Monday begins with the Moon.
    expect(horaLord(0, 24)).toBe('moon')
  })
})

describe('personalLuckyElements', () => {
  it('draws every element from the day’s ruling graha by the written tables', () => {
    const f = factorsFor('1990-05-15')
    const lucky = personalLuckyElements(f)
    const graha = dayGrahas(f)[0]!
    expect(lucky.graha).toBe(graha)
    expect(lucky.number).toBeGreaterThanOrEqual(1)
    expect(lucky.number).toBeLessThanOrEqual(50)
    expect(digitRoot(lucky.number)).toBe(GRAHA_NUMBER[graha])
    expect(COLOURS.map((c) => c.name)).toContain(lucky.colour.name)
    expect(GEMSTONES).toContain(lucky.gemstone)
    expect(DIRECTIONS).toContain(lucky.direction)
    expect(lucky.time).toMatch(/^(0[6-9]|1\d|2[01]):[0-5]\d$/)
    const ruler = graha === 'rahu' ? 'saturn' : graha === 'ketu' ? 'mars' : graha
    expect(horaLord(f.weekday, Number(lucky.time.slice(0, 2)) - 6)).toBe(ruler)
  })

  it('is the same all day, personal to the chart, and new on Refresh', () => {
    const f = factorsFor('1990-05-15')
    expect(personalLuckyElements(f)).toEqual(personalLuckyElements(factorsFor('1990-05-15')))
    expect(personalLuckyElements(f)).not.toEqual(personalLuckyElements(factorsFor('1990-05-24')))
    const refreshed = personalLuckyElements(f, 1)
    expect(refreshed.refresh).toBe(1)
    expect(refreshed.graha).toBe(dayGrahas(f)[1])
    expect(refreshed).not.toEqual(personalLuckyElements(f))
  })

  it('reaches all ten colours and all ten gems over the grahas and both halves of the month', () => {
    const colours = new Set<string>()
    const gems = new Set<string>()
    for (let d = 1; d <= 30; d++) {
      const f = factorsFor('1990-05-15', `2024-04-${String(d).padStart(2, '0')}`)
      for (let refresh = 0; refresh < 9; refresh++) {
        const lucky = personalLuckyElements(f, refresh)
        colours.add(lucky.colour.name)
        gems.add(lucky.gemstone)
      }
    }
    expect(colours.size).toBe(10)
    expect(gems.size).toBe(10)
  })
})

describe('signLuckyElements', () => {
  it('gives a visitor the day’s elements for a Moon sign, without a chart', () => {
    const aries = signLuckyElements({ date: '2024-06-01', tz: 'Asia/Kolkata', moonSign: 1 })
    expect(aries).toEqual(signLuckyElements({ date: '2024-06-01', tz: 'Asia/Kolkata', moonSign: 1 }))
    expect(aries).not.toEqual(signLuckyElements({ date: '2024-06-01', tz: 'Asia/Kolkata', moonSign: 4 }))
    expect(() => signLuckyElements({ date: '2024-06-01', tz: 'Asia/Kolkata', moonSign: 13 })).toThrow(/moonSign/)
  })
})

describe('daily numbers and power colours', () => {
  it('gives five distinct numbers 1–50, each reducing to one of the day’s grahas', () => {
    const f = factorsFor('1990-05-15')
    const numbers = dailyLuckyNumbers(f)
    expect(numbers).toHaveLength(5)
    expect(new Set(numbers).size).toBe(5)
    for (const n of numbers) {
      expect(n).toBeGreaterThanOrEqual(1)
      expect(n).toBeLessThanOrEqual(50)
    }
    expect(numbers.map(digitRoot).sort()).toEqual(
      dayGrahas(f)
        .slice(0, 5)
        .map((g) => GRAHA_NUMBER[g])
        .sort(),
    )
    expect(dailyLuckyNumbers(factorsFor('1990-05-15', '2024-06-02'))).not.toEqual(numbers)
  })

  it('agree with the lucky-elements page: its number for each of the day’s first five grahas is one of the reading’s', () => {
    for (const [birth, day] of [
      ['1990-05-15', undefined],
      ['1985-11-02', '2026-11-08'],
      ['2001-01-30', '2024-06-02'],
    ] as const) {
      const f = factorsFor(birth, day)
      const numbers = dailyLuckyNumbers(f)
      for (const refresh of [0, 1, 2, 3, 4]) expect(numbers, `${birth} ${day} refresh ${refresh}`).toContain(personalLuckyElements(f, refresh).number)
    }
  })

  it('gives 5 distinct power colours, the 3 of the reading page being the first 3', () => {
    const f = factorsFor('1990-05-15')
    const five = dailyPowerColours(f, 5)
    expect(new Set(five.map((c) => c.name)).size).toBe(5)
    expect(dailyPowerColours(f, 3)).toEqual(five.slice(0, 3))
  })
})

describe('to12Hour', () => {
  it.each([
    ['06:05', { hour: 6, minute: 5, period: 'am' }],
    ['12:30', { hour: 12, minute: 30, period: 'pm' }],
    ['21:59', { hour: 9, minute: 59, period: 'pm' }],
    ['00:10', { hour: 12, minute: 10, period: 'am' }],
  ])('%s', (time, expected) => expect(to12Hour(time)).toEqual(expected))
})
