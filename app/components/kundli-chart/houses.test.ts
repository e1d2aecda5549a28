import { describe, expect, it } from 'vitest'
import { birthChart } from '~/astrology'
import { houseCentre, housesOf, kundliFromChart, NORTH_HOUSE_POLYGONS, signNumberPosition, SOUTH_SIGN_CELLS } from './houses'

describe('housesOf', () => {
  it('counts whole-sign houses from the lagna: lagna in Leo puts Leo in house 1 and Cancer in house 12', () => {
    const houses = housesOf(5, [])
    expect(houses[0]).toMatchObject({ house: 1, sign: 5 })
    expect(houses[11]).toMatchObject({ house: 12, sign: 4 })
    expect(houses.map((h) => h.sign)).toEqual([5, 6, 7, 8, 9, 10, 11, 12, 1, 2, 3, 4])
  })

  it('places each planet in the house of its sign, wrapping past Pisces', () => {
    const houses = housesOf(11, [
      { id: 'sun', longitude: 305 }, // Aquarius 5°: the lagna's sign → house 1
      { id: 'moon', longitude: 2 }, // Aries: Aquarius → Pisces → Aries, house 3
      { id: 'saturn', longitude: 295 }, // Capricorn: house 12
      { id: 'mars', longitude: 359.5 }, // Pisces: house 2
    ])
    const houseOf = (id: string) => houses.find((h) => h.bodies.some((b) => b.id === id))!.house
    expect(houseOf('sun')).toBe(1)
    expect(houseOf('moon')).toBe(3)
    expect(houseOf('saturn')).toBe(12)
    expect(houseOf('mars')).toBe(2)
  })

  it('refuses a lagna sign outside 1–12', () => {
    expect(() => housesOf(0, [])).toThrow(RangeError)
  })
})

describe('kundliFromChart', () => {
  const birth = { date: '1990-05-15', time: '06:30', tz: 'Asia/Kolkata', lat: 28.6139, lon: 77.209 }

  it('takes the lagna from the chart and puts every graha in the house its sidereal sign gives', () => {
    const chart = birthChart(birth)
    const kundli = kundliFromChart(chart)
    expect(kundli.lagnaSign).toBe(chart.ascendant!.rashi.number)
    expect(kundli.moonLagna).toBe(false)
    const houses = housesOf(kundli.lagnaSign, kundli.bodies)
    for (const [graha, position] of Object.entries(chart.grahas)) {
      const expected = ((position.rashi.number - kundli.lagnaSign + 12) % 12) + 1
      expect(houses.find((h) => h.bodies.some((b) => b.id === graha))!.house).toBe(expected)
    }
    // Sunrise in Delhi in mid-May: the Sun rises with the lagna, so both are in the first house (sidereal Taurus).
    expect(houses[0]!.bodies.map((b) => b.id)).toContain('sun')
  })

  it('without a birth time, counts from the Moon’s sign (chandra lagna)', () => {
    const chart = birthChart({ ...birth, time: null })
    const kundli = kundliFromChart(chart)
    expect(kundli.moonLagna).toBe(true)
    expect(kundli.lagnaSign).toBe(chart.moon.rashi.number)
  })
})

describe('chart layouts', () => {
  it('North Indian: house 1 is the top diamond, house 4 the left one, house 7 the bottom one, house 10 the right one', () => {
    expect(houseCentre(1)).toEqual({ x: 200, y: 100 })
    expect(houseCentre(4)).toEqual({ x: 100, y: 200 })
    expect(houseCentre(7)).toEqual({ x: 200, y: 300 })
    expect(houseCentre(10)).toEqual({ x: 300, y: 200 })
    expect(NORTH_HOUSE_POLYGONS).toHaveLength(12)
  })

  it('North Indian: houses run counter-clockwise, so house 2 is top left and house 12 top right', () => {
    expect(houseCentre(2).x).toBeLessThan(200)
    expect(houseCentre(2).y).toBeLessThan(60)
    expect(houseCentre(12).x).toBeGreaterThan(200)
    expect(houseCentre(12).y).toBeLessThan(60)
  })

  it('South Indian: signs are fixed, Pisces top left, Aries next to it, Virgo bottom right', () => {
    expect(SOUTH_SIGN_CELLS[12]).toEqual({ row: 0, col: 0 })
    expect(SOUTH_SIGN_CELLS[1]).toEqual({ row: 0, col: 1 })
    expect(SOUTH_SIGN_CELLS[6]).toEqual({ row: 3, col: 3 })
    expect(new Set(Object.values(SOUTH_SIGN_CELLS).map((c) => `${c.row},${c.col}`)).size).toBe(12)
  })
})

describe('North Indian sign numbers', () => {
  // Even-odd ray casting, and the distance from a point to the polygon's nearest edge.
  const inside = (polygon: readonly (readonly [number, number])[], x: number, y: number) =>
    polygon.reduce((isIn, [x1, y1], i) => {
      const [x2, y2] = polygon[(i + 1) % polygon.length]!
      return y1 > y !== y2 > y && x < ((x2 - x1) * (y - y1)) / (y2 - y1) + x1 ? !isIn : isIn
    }, false)
  const edgeDistance = (polygon: readonly (readonly [number, number])[], x: number, y: number) =>
    Math.min(
      ...polygon.map(([x1, y1], i) => {
        const [x2, y2] = polygon[(i + 1) % polygon.length]!
        const t = Math.max(0, Math.min(1, ((x - x1) * (x2 - x1) + (y - y1) * (y2 - y1)) / ((x2 - x1) ** 2 + (y2 - y1) ** 2)))
        return Math.hypot(x - (x1 + t * (x2 - x1)), y - (y1 + t * (y2 - y1)))
      }),
    )

  it('sit inside their own house, clear of its edges and of the planets’ names in its middle', () => {
    for (let house = 1; house <= 12; house++) {
      const polygon = NORTH_HOUSE_POLYGONS[house - 1]!
      const { x, y } = signNumberPosition(house)
      expect(inside(polygon, x, y), `house ${house}`).toBe(true)
      // A two-digit number at font size 12 reaches about 7 units from its middle.
      expect(edgeDistance(polygon, x, y), `house ${house}`).toBeGreaterThan(8)
      const centre = houseCentre(house)
      expect(Math.hypot(x - centre.x, y - centre.y), `house ${house}`).toBeGreaterThan(35)
    }
  })
})
