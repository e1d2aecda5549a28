import { describe, expect, it } from 'vitest'
import { pointOnWheel, signSectorPath, spreadBodies, WHEEL } from './geometry'

const close = (a: number, b: number) => expect(a).toBeCloseTo(b, 6)

describe('pointOnWheel', () => {
  it('puts 0° sidereal Aries at the left of the wheel (nine o’clock) when nothing is rotated', () => {
    const p = pointOnWheel(0, 100)
    close(p.x, WHEEL.centre - 100)
    close(p.y, WHEEL.centre)
  })

  it('runs counter-clockwise as a chart does: 90° (0° Cancer) at the bottom, 180° at the right, 270° at the top', () => {
    const cancer = pointOnWheel(90, 100)
    close(cancer.x, WHEEL.centre)
    close(cancer.y, WHEEL.centre + 100)
    const libra = pointOnWheel(180, 100)
    close(libra.x, WHEEL.centre + 100)
    close(libra.y, WHEEL.centre)
    const capricorn = pointOnWheel(270, 100)
    close(capricorn.x, WHEEL.centre)
    close(capricorn.y, WHEEL.centre - 100)
  })

  it('rotates so the given longitude (a lagna) sits at the left', () => {
    const lagna = pointOnWheel(123.4, 80, 123.4)
    close(lagna.x, WHEEL.centre - 80)
    close(lagna.y, WHEEL.centre)
  })

  it('treats 360° and -30° as 0° and 330°', () => {
    const a = pointOnWheel(360, 50)
    const b = pointOnWheel(0, 50)
    close(a.x, b.x)
    close(a.y, b.y)
    const c = pointOnWheel(-30, 50)
    const d = pointOnWheel(330, 50)
    close(c.x, d.x)
    close(c.y, d.y)
  })
})

describe('signSectorPath', () => {
  it('draws Aries from the left edge (0°) to 30°, between the two radii', () => {
    const path = signSectorPath(1, 90, 60)
    const outerStart = pointOnWheel(0, 90)
    expect(path.startsWith(`M ${outerStart.x.toFixed(2)} ${outerStart.y.toFixed(2)}`)).toBe(true)
    const innerEnd = pointOnWheel(30, 60)
    expect(path).toContain(`${innerEnd.x.toFixed(2)} ${innerEnd.y.toFixed(2)}`)
    expect(path.endsWith('Z')).toBe(true)
  })

  it('refuses a sign outside 1–12', () => {
    expect(() => signSectorPath(0, 90, 60)).toThrow(RangeError)
    expect(() => signSectorPath(13, 90, 60)).toThrow(RangeError)
  })
})

describe('spreadBodies', () => {
  it('keeps bodies far apart on the first ring', () => {
    const placed = spreadBodies([
      { id: 'sun', longitude: 10 },
      { id: 'moon', longitude: 100 },
    ])
    expect(placed.map((b) => b.ring)).toEqual([0, 0])
  })

  it('moves a body that would overlap its neighbour to the next ring, also across 0° Aries', () => {
    const placed = spreadBodies([
      { id: 'sun', longitude: 215 },
      { id: 'mercury', longitude: 218 },
      { id: 'venus', longitude: 359 },
      { id: 'mars', longitude: 2 },
    ])
    const ring = Object.fromEntries(placed.map((b) => [b.id, b.ring]))
    expect(ring.sun).not.toBe(ring.mercury)
    expect(ring.venus).not.toBe(ring.mars)
  })

  it('keeps each body at its true longitude (only the radius changes)', () => {
    const placed = spreadBodies([
      { id: 'a', longitude: 5 },
      { id: 'b', longitude: 6 },
      { id: 'c', longitude: 7 },
    ])
    expect(placed.map((b) => b.longitude).sort((x, y) => x - y)).toEqual([5, 6, 7])
    expect(new Set(placed.map((b) => b.ring)).size).toBe(3)
  })
})
