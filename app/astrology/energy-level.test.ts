import { describe, expect, it } from 'vitest'
import { energyLevel, karanaQuality, tithiQuality } from './energy-level'
import type { NakshatraNature } from './nakshatra'

describe('energy level tables', () => {
  it.each([
    [1, 0.7],
    [6, 0.7],
    [11, 0.7],
    [16, 0.7], // Nanda
    [2, 0.8],
    [7, 0.8], // Bhadra
    [3, 0.75],
    [13, 0.75], // Jaya
    [4, 0.2],
    [9, 0.2],
    [14, 0.2],
    [29, 0.2], // Rikta
    [5, 1],
    [10, 1],
    [15, 1],
    [25, 1], // Purna (15 = Purnima)
    [30, 0.1], // Amavasya
  ])('tithi %i has quality %f', (tithi, quality) => expect(tithiQuality(tithi)).toBe(quality))

  it.each([
    [1, 0.5],
    [2, 1],
    [8, 0.1],
    [15, 0.1],
    [56, 1],
    [57, 0.1],
    [58, 0.5],
    [60, 0.5],
  ])('karana %i has quality %f', (karana, quality) => {
    expect(karanaQuality(karana)).toBe(quality) // 8, 15 … 57 are Vishti
  })
})

describe('energyLevel', () => {
  it('spans the 10-segment bar from the worst day to the best', () => {
    const worst = energyLevel({ tithi: 30, nakshatraNature: 'sharp', yoga: 1, weekday: 2, karana: 8, illumination: 0 })
    const best = energyLevel({ tithi: 15, nakshatraNature: 'soft', yoga: 16, weekday: 4, karana: 2, illumination: 1 })
    expect(worst.level).toBe(2)
    expect(best.level).toBe(10)
  })

  it('always lands on 1–10', () => {
    const natures: NakshatraNature[] = ['fixed', 'movable', 'fierce', 'mixed', 'swift', 'soft', 'sharp']
    for (let tithi = 1; tithi <= 30; tithi++) {
      for (const nature of natures) {
        const { level } = energyLevel({
          tithi,
          nakshatraNature: nature,
          yoga: (tithi % 27) + 1,
          weekday: tithi % 7,
          karana: tithi * 2 - 1,
          illumination: tithi / 30,
        })
        expect(Number.isInteger(level) && level >= 1 && level <= 10).toBe(true)
      }
    }
  })
})
