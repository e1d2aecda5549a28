import { describe, expect, it } from 'vitest'
import { birthChart } from './chart'
import { horaLord } from './lucky'
import {
  forecastScores,
  GOCHARA_GOOD_HOUSES,
  gocharaQuality,
  loveForecast,
  luckyLoveTime,
  LUCKY_LOVE_TIMES,
  scoreBand,
  scoreColour,
  type ForecastPositions,
} from './love-forecast'

const mumbai = { tz: 'Asia/Kolkata', lat: 19.076, lon: 72.8777 }
const chart = birthChart({ date: '1990-05-15', time: '10:30', ...mumbai })
const noTime = birthChart({ date: '1990-05-15', time: null, ...mumbai })

const days = (from: string, count: number) =>
  Array.from({ length: count }, (_, i) => new Date(Date.parse(`${from}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10))

// A day on which every rule of each score points up, and one on which every rule points down (docs/astrology.md).
const best: ForecastPositions = {
  venusFromMoon: 5,
  venusRetrograde: false,
  moonQuality: 'favourable',
  moonFromLagna: 7,
  taraQuality: 'favourable',
  dashaLords: ['venus', 'mars'],
  seventhLord: 'saturn',
  sunFromMoon: 10,
  tenthLord: 'mars',
  tenthLordFromLagna: 10,
  tenthOccupants: [],
  saturnFromMoon: 11,
  saturnHeavy: false,
  jupiterFromMoon: 11,
  jupiterFromLagna: 11,
  secondLord: 'venus',
  secondLordFromLagna: 5,
  eleventhLord: 'jupiter',
  eleventhLordFromLagna: 9,
}
const worst: ForecastPositions = {
  ...best,
  venusFromMoon: 6,
  venusRetrograde: true,
  moonQuality: 'unfavourable',
  moonFromLagna: 8,
  taraQuality: 'unfavourable',
  dashaLords: ['ketu', 'ketu'],
  sunFromMoon: 1,
  tenthLordFromLagna: 6,
  saturnFromMoon: 1,
  saturnHeavy: true,
  jupiterFromMoon: 1,
  jupiterFromLagna: 1,
  secondLordFromLagna: 8,
  eleventhLordFromLagna: 12,
}

describe('score colours and bands (spec 9)', () => {
  it.each([
    [10, 'green', 'high'],
    [8, 'green', 'high'],
    [7, 'yellow', 'medium'],
    [6, 'yellow', 'medium'],
    [5, 'orange', 'medium'],
    [4, 'orange', 'medium'],
    [3, 'red', 'low'],
    [1, 'red', 'low'],
  ] as const)('%i is %s and %s', (score, colour, band) => {
    expect(scoreColour(score)).toBe(colour)
    expect(scoreBand(score)).toBe(band)
  })
})

describe('gocharaQuality (Phaladeepika ch. 26)', () => {
  it('reads the good houses of each graha from the table', () => {
    expect(GOCHARA_GOOD_HOUSES.venus).toEqual([1, 2, 3, 4, 5, 8, 9, 11, 12])
    expect(gocharaQuality('venus', 7)).toBe('unfavourable')
    expect(gocharaQuality('venus', 12)).toBe('favourable')
    expect(gocharaQuality('sun', 10)).toBe('favourable')
    expect(gocharaQuality('saturn', 3)).toBe('favourable')
    expect(gocharaQuality('saturn', 1)).toBe('unfavourable')
    expect(gocharaQuality('jupiter', 9)).toBe('favourable')
  })
})

describe('forecastScores', () => {
  it('gives 10 when every rule points up and 1 when every rule points down', () => {
    expect(forecastScores(best).map((s) => s.score)).toEqual([10, 10, 10])
    expect(forecastScores(worst).map((s) => s.score)).toEqual([1, 1, 1])
  })

  it('moves the love score with Venus and nothing else when only Venus changes', () => {
    const base = { ...best, moonQuality: 'neutral', moonFromLagna: 2, taraQuality: 'neutral', dashaLords: ['ketu', 'ketu'] } as const
    const [goodVenus] = forecastScores({ ...base, venusFromMoon: 4 })
    const [hardVenus] = forecastScores({ ...base, venusFromMoon: 7 })
    expect(goodVenus!.score - hardVenus!.score).toBe(4)
    expect(goodVenus!.reasons).toContain('venus-transit-good')
    expect(hardVenus!.reasons).toContain('venus-transit-hard')
    const [, careerA, financeA] = forecastScores({ ...base, venusFromMoon: 4 })
    const [, careerB, financeB] = forecastScores({ ...base, venusFromMoon: 7 })
    expect([careerA!.score, financeA!.score]).toEqual([careerB!.score, financeB!.score])
  })

  it('counts a dasha of the 10th lord for career and of the 2nd or 11th lord for money', () => {
    const neutral = { ...worst, moonFromLagna: 2, saturnHeavy: false, dashaLords: ['ketu', 'ketu'] } as const
    const [, career0, finance0] = forecastScores(neutral)
    const [, career1] = forecastScores({ ...neutral, dashaLords: ['ketu', 'mars'] })
    const [, , finance1] = forecastScores({ ...neutral, dashaLords: ['jupiter', 'ketu'] })
    expect(career1!.score).toBeGreaterThan(career0!.score)
    expect(finance1!.score).toBeGreaterThan(finance0!.score)
  })
})

describe('luckyLoveTime', () => {
  it('is one of the spec times, in the hora of Venus when Venus is strong', () => {
    for (let weekday = 0; weekday < 7; weekday++) {
      const time = luckyLoveTime({ weekday, venusStrong: true, seventhLord: 'saturn' })
      expect(LUCKY_LOVE_TIMES).toContain(time.time)
      const venusTimes = time.candidates.filter((c) => c.lord === 'venus')
      if (venusTimes.length > 0) expect(time.lord).toBe('venus')
    }
  })

  it('prefers the Moon over a weak Venus', () => {
    for (let weekday = 0; weekday < 7; weekday++) {
      const time = luckyLoveTime({ weekday, venusStrong: false, seventhLord: 'saturn' })
      if (time.candidates.some((c) => c.lord === 'moon')) expect(time.lord).toBe('moon')
    }
  })

  it('counts horas from 06:00', () => {
    const time = luckyLoveTime({ weekday: 5, venusStrong: true, seventhLord: 'mars' })
    expect(time.candidates.map((c) => c.lord)).toEqual([0, 3, 6, 9, 12, 15].map((h) => horaLord(5, h)))
    expect(time.time).toBe('06:30') // Friday's first hora is Venus's own
  })
})

describe('loveForecast', () => {
  it('scores whole numbers from 1 to 10 that change from day to day', () => {
    const seen = { love: new Set<number>(), career: new Set<number>(), finance: new Set<number>() }
    for (const date of days('2026-01-01', 90)) {
      const forecast = loveForecast(chart, { date, tz: 'Asia/Kolkata' })
      for (const area of ['love', 'career', 'finance'] as const) {
        const { score } = forecast[area]
        expect(Number.isInteger(score) && score >= 1 && score <= 10).toBe(true)
        seen[area].add(score)
      }
      expect(LUCKY_LOVE_TIMES).toContain(forecast.luckyLoveTime)
    }
    expect(seen.love.size).toBeGreaterThanOrEqual(4)
    expect(seen.career.size).toBeGreaterThanOrEqual(3)
    expect(seen.finance.size).toBeGreaterThanOrEqual(3)
  })

  it('is the same for the same chart and day, and counts houses from the Moon without a birth time', () => {
    const day = { date: '2026-11-24', tz: 'Asia/Kolkata' }
    expect(loveForecast(chart, day)).toEqual(loveForecast(chart, day))
    expect(loveForecast(chart, day).basis).toBe('ascendant')
    const moonBased = loveForecast(noTime, day)
    expect(moonBased.basis).toBe('moon')
    expect(moonBased.lagnaSign).toBe(noTime.moon.rashi.number)
  })
})
