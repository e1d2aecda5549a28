import type { BirthChart, Graha } from '~/astrology'

export interface ChartBody {
  readonly id: Graha
  /** Sidereal longitude, degrees. */
  readonly longitude: number
}

export interface House {
  /** 1–12, counted from the lagna. */
  readonly house: number
  /** The sign (1 = Aries … 12 = Pisces) that fills the house. */
  readonly sign: number
  readonly bodies: readonly ChartBody[]
}

const signOfLongitude = (longitude: number) => Math.floor((((longitude % 360) + 360) % 360) / 30) + 1

/** Whole-sign houses, the North and South Indian charts' reckoning: house 1 is the lagna's sign, house 2 the next… */
export function housesOf(lagnaSign: number, bodies: readonly ChartBody[]): House[] {
  if (!Number.isInteger(lagnaSign) || lagnaSign < 1 || lagnaSign > 12) throw new RangeError(`lagna sign ${lagnaSign} is not 1–12`)
  return Array.from({ length: 12 }, (_, i) => {
    const sign = ((lagnaSign - 1 + i) % 12) + 1
    return { house: i + 1, sign, bodies: bodies.filter((b) => signOfLongitude(b.longitude) === sign) }
  })
}

export interface KundliInput {
  readonly lagnaSign: number
  /** True when the birth time is unknown and the Moon's sign stands in for the lagna (chandra lagna). */
  readonly moonLagna: boolean
  readonly bodies: readonly ChartBody[]
}

const ORDER: readonly Graha[] = ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn', 'rahu', 'ketu']

/** What the chart drawing needs from the engine's birth chart. */
export function kundliFromChart(chart: BirthChart): KundliInput {
  return {
    lagnaSign: chart.ascendant ? chart.ascendant.rashi.number : chart.moon.rashi.number,
    moonLagna: chart.ascendant === null,
    bodies: ORDER.map((id) => ({ id, longitude: chart.grahas[id].longitude })),
  }
}

// ── North Indian layout (a 400-unit square): the houses are fixed, the signs move ───────────────────────────────
// House 1 is the top diamond and the houses run counter-clockwise: 4 on the left, 7 at the bottom, 10 on the right.
type P = readonly [number, number]
const T: P = [200, 0],
  R: P = [400, 200],
  B: P = [200, 400],
  L: P = [0, 200],
  C: P = [200, 200]
const TL: P = [0, 0],
  TR: P = [400, 0],
  BR: P = [400, 400],
  BL: P = [0, 400]
const iTL: P = [100, 100],
  iTR: P = [300, 100],
  iBR: P = [300, 300],
  iBL: P = [100, 300]

export const NORTH_HOUSE_POLYGONS: readonly (readonly P[])[] = [
  [T, iTL, C, iTR],
  [TL, T, iTL],
  [TL, iTL, L],
  [L, iTL, C, iBL],
  [L, iBL, BL],
  [BL, iBL, B],
  [B, iBL, C, iBR],
  [B, iBR, BR],
  [BR, iBR, R],
  [R, iBR, C, iTR],
  [R, iTR, TR],
  [TR, iTR, T],
]

/** The middle of a house: the centre of its diamond, or its triangle's centroid. */
export function houseCentre(house: number): { x: number; y: number } {
  const polygon = NORTH_HOUSE_POLYGONS[house - 1]
  if (!polygon) throw new RangeError(`house ${house} is not 1–12`)
  const points = polygon.length === 4 ? [polygon[0]!, polygon[2]!] : polygon
  const x = points.reduce((sum, p) => sum + p[0], 0) / points.length
  const y = points.reduce((sum, p) => sum + p[1], 0) / points.length
  return { x: Math.round(x * 100) / 100, y: Math.round(y * 100) / 100 }
}

/**
 * Where a house's sign number goes: in the house's innermost corner (the chart's centre for the four diamonds, the
 * inner vertex for the triangles), a little way towards the house's middle, so it never sits on the planets' names,
 * which fill the middle, nor spills into a neighbouring house.
 */
export function signNumberPosition(house: number): { x: number; y: number } {
  const polygon = NORTH_HOUSE_POLYGONS[house - 1]
  if (!polygon) throw new RangeError(`house ${house} is not 1–12`)
  const centre = houseCentre(house)
  const inner = polygon.reduce((best, p) => (Math.hypot(p[0] - C[0], p[1] - C[1]) < Math.hypot(best[0] - C[0], best[1] - C[1]) ? p : best))
  const share = polygon.length === 4 ? 0.45 : 0.35
  return { x: inner[0] + (centre.x - inner[0]) * share, y: inner[1] + (centre.y - inner[1]) * share }
}

// ── South Indian layout (a 4 × 4 grid, the middle four cells empty): the signs are fixed, the lagna is marked ────
export const SOUTH_SIGN_CELLS: Readonly<Record<number, { row: number; col: number }>> = {
  12: { row: 0, col: 0 },
  1: { row: 0, col: 1 },
  2: { row: 0, col: 2 },
  3: { row: 0, col: 3 },
  4: { row: 1, col: 3 },
  5: { row: 2, col: 3 },
  6: { row: 3, col: 3 },
  7: { row: 3, col: 2 },
  8: { row: 3, col: 1 },
  9: { row: 3, col: 0 },
  10: { row: 2, col: 0 },
  11: { row: 1, col: 0 },
}
