import { describe, expect, it } from 'vitest'
import { angleDifference, nextCrossing } from './crossing'

const DAY = 86_400_000

describe('angleDifference', () => {
  it.each([
    [10, 350, 20],
    [350, 10, -20],
    [180, 0, 180],
    [0, 180, 180],
    [725, 5, 0],
  ])('%f − %f = %f', (a, b, d) => {
    expect(angleDifference(a, b)).toBeCloseTo(d, 12)
  })
})

describe('nextCrossing', () => {
  it('finds where a wrapping, unevenly growing angle reaches the target', () => {
    // 13°/day with a ±1.5° wobble over 27.5 days, like the Moon.
    const angle = (ms: number) => {
      const days = ms / DAY
      return (((13 * days + 1.5 * Math.sin((2 * Math.PI * days) / 27.5)) % 360) + 360) % 360
    }
    for (const target of [0, 13.3333, 200, 359.9]) {
      const start = 3.7 * DAY
      const t = nextCrossing(angle, start, angle(start), target, 13)
      expect(t).toBeGreaterThan(start)
      expect(Math.abs(angleDifference(angle(t), target))).toBeLessThan(1e-5)
      expect(t - start).toBeLessThan(28.5 * DAY)
    }
  })
})
