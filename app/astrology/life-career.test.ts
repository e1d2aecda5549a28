import { describe, expect, it } from 'vitest'
import { birthChart } from './chart'
import { isAstrologyInputError } from './errors'
import { lifeCareerFacts, TIMING_HORIZONS } from './life-career'
import { dashaHorizons } from './vimshottari'

const mumbai = { tz: 'Asia/Kolkata', lat: 19.076, lon: 72.8777 }
const birth = { date: '1990-05-15', time: '10:30', ...mumbai }
const now = '2026-11-23T12:00:00Z'

describe('lifeCareerFacts', () => {
  it('counts the houses from the ascendant when the birth time is known', () => {
    const chart = birthChart(birth)
    const facts = lifeCareerFacts(chart, now)
    expect(facts.basis).toBe('ascendant')
    expect(facts.lagnaSign).toBe(4) // Karka lagna
    expect(facts.houses.map((h) => [h.house, h.sign, h.lord])).toEqual([
      [10, 1, 'mars'],
      [2, 5, 'sun'],
      [11, 2, 'venus'],
    ])
    for (const house of facts.houses) {
      const inSign = Object.entries(chart.grahas)
        .filter(([, p]) => p.rashi.number === house.sign)
        .map(([g]) => g)
      expect([...house.occupants].sort()).toEqual(inSign.sort())
      expect(house.lordHouse).toBe(((chart.grahas[house.lord].rashi.number - 4 + 12) % 12) + 1)
    }
  })

  it('counts from the Moon (Chandra lagna) without a birth time, and says so', () => {
    const chart = birthChart({ ...birth, time: null })
    const facts = lifeCareerFacts(chart, now)
    expect(facts.basis).toBe('moon')
    expect(facts.lagnaSign).toBe(chart.moon.rashi.number)
    expect(facts.houses[0]!.sign).toBe(((chart.moon.rashi.number + 8) % 12) + 1)
  })

  it('names the dashas running now and at +3 m, +6 m, +1 y, +2 y, +5 y as the engine’s horizons do', () => {
    const facts = lifeCareerFacts(birthChart(birth), now)
    const horizons = dashaHorizons(birth, now)
    expect(TIMING_HORIZONS).toEqual(['nextThreeMonths', 'nextSixMonths', 'nextYear', 'nextTwoYears', 'nextFiveYears'])
    for (const key of ['now', ...TIMING_HORIZONS] as const) {
      expect(facts.timing[key]).toMatchObject({
        mahadasha: horizons[key].mahadasha.lord,
        antardasha: horizons[key].antardasha.lord,
        at: horizons[key].at,
      })
    }
  })

  it('marks a period whose lord rules or occupies the 10th, 2nd or 11th with career, wealth or gains', () => {
    const chart = birthChart(birth)
    const facts = lifeCareerFacts(chart, now)
    for (const key of ['now', ...TIMING_HORIZONS] as const) {
      const period = facts.timing[key]
      for (const [theme, house] of [
        ['career', facts.houses[0]!],
        ['wealth', facts.houses[1]!],
        ['gains', facts.houses[2]!],
      ] as const) {
        const linked = [period.mahadasha, period.antardasha].some((lord) => house.lord === lord || house.occupants.includes(lord))
        expect(period.themes.includes(theme)).toBe(linked)
      }
    }
  })

  it('refuses an instant that is not one', () => {
    let error: unknown
    try {
      lifeCareerFacts(birthChart(birth), 'tomorrow')
    } catch (e) {
      error = e
    }
    expect(isAstrologyInputError(error)).toBe(true)
  })
})
