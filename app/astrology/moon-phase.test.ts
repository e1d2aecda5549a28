import { describe, expect, it } from 'vitest'
import { illuminatedFraction, intermediatePhaseIndex, MOON_PHASES, phaseByIndex, principalPhaseCrossed } from './moon-phase'

describe('moon phase boundaries', () => {
  it('lists the eight phases in order', () => {
    expect(MOON_PHASES.map((phase) => phase.label)).toEqual([
      'New Moon',
      'Waxing Crescent',
      'First Quarter',
      'Waxing Gibbous',
      'Full Moon',
      'Waning Gibbous',
      'Last Quarter',
      'Waning Crescent',
    ])
  })

  it.each([
    [350, 2, 0], // new moon during the day
    [85, 97, 1],
    [175, 187, 2],
    [265, 278, 3],
    [0, 12, 0], // exactly at the start of the day counts
    [78, 90, null], // exactly at the end of the day belongs to the next
    [100, 112, null],
  ])('from %f° to %f° crosses principal phase %s', (start, end, crossed) => {
    expect(principalPhaseCrossed(start, end)).toBe(crossed)
  })

  it.each([
    [10, 'waxing-crescent'],
    [100, 'waxing-gibbous'],
    [200, 'waning-gibbous'],
    [300, 'waning-crescent'],
  ])('a day at %f° without a principal phase is %s', (elongation, name) => expect(phaseByIndex(intermediatePhaseIndex(elongation)).name).toBe(name))

  it('lights 0, ½ and all of the disc at new, quarter and full moon', () => {
    expect(illuminatedFraction(0)).toBeCloseTo(0, 12)
    expect(illuminatedFraction(90)).toBeCloseTo(0.5, 12)
    expect(illuminatedFraction(180)).toBeCloseTo(1, 12)
  })
})
