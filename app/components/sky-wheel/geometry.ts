/**
 * The zodiac wheel's geometry, kept apart from the markup so it can be tested as numbers.
 *
 * Convention (as on a printed chart): the wheel is drawn in a square viewBox of WHEEL.size units; the longitude given as
 * `atLeft` (0° Aries for today's sky, the lagna for a birth chart) sits at nine o'clock, and longitude grows
 * counter-clockwise, so the next sign is below it.
 */
export const WHEEL = { size: 400, centre: 200 } as const

export interface Point {
  readonly x: number
  readonly y: number
}

function normalise(degrees: number): number {
  return ((degrees % 360) + 360) % 360
}

/** Where a sidereal longitude falls at a given radius. */
export function pointOnWheel(longitude: number, radius: number, atLeft = 0): Point {
  // 180° puts `atLeft` at nine o'clock; SVG's y axis points down, so subtracting sin turns the angle counter-clockwise.
  const angle = ((180 + normalise(longitude - atLeft)) * Math.PI) / 180
  return { x: WHEEL.centre + radius * Math.cos(angle), y: WHEEL.centre - radius * Math.sin(angle) }
}

const fmt = (p: Point) => `${p.x.toFixed(2)} ${p.y.toFixed(2)}`

/** The ring sector of sign 1–12 between an outer and an inner radius, as an SVG path. */
export function signSectorPath(sign: number, outer: number, inner: number, atLeft = 0): string {
  if (!Number.isInteger(sign) || sign < 1 || sign > 12) throw new RangeError(`sign ${sign} is not 1–12`)
  const start = (sign - 1) * 30
  const end = start + 30
  // Counter-clockwise on screen is SVG's sweep-flag 0.
  return [
    `M ${fmt(pointOnWheel(start, outer, atLeft))}`,
    `A ${outer} ${outer} 0 0 0 ${fmt(pointOnWheel(end, outer, atLeft))}`,
    `L ${fmt(pointOnWheel(end, inner, atLeft))}`,
    `A ${inner} ${inner} 0 0 1 ${fmt(pointOnWheel(start, inner, atLeft))}`,
    'Z',
  ].join(' ')
}

export interface Body<Id extends string = string> {
  readonly id: Id
  readonly longitude: number
}

export interface PlacedBody<Id extends string = string> extends Body<Id> {
  /** 0 is the outermost ring of bodies; each further ring is drawn closer to the centre. */
  readonly ring: number
}

/**
 * Gives each body a ring so that no two labels on the same ring are closer than `minSeparation` degrees. The bodies keep
 * their true longitudes: a conjunction reads as bodies stacked along the same spoke, never as a false position.
 */
export function spreadBodies<Id extends string>(bodies: readonly Body<Id>[], minSeparation = 9): PlacedBody<Id>[] {
  const sorted = [...bodies].sort((a, b) => normalise(a.longitude) - normalise(b.longitude))
  const placed: PlacedBody<Id>[] = []
  for (const body of sorted) {
    let ring = 0
    // Compared with every body already placed, across 0° too (359° and 2° are 3° apart).
    while (placed.some((other) => other.ring === ring && arcDistance(other.longitude, body.longitude) < minSeparation)) ring++
    placed.push({ ...body, ring })
  }
  return placed
}

function arcDistance(a: number, b: number): number {
  const d = Math.abs(normalise(a) - normalise(b))
  return Math.min(d, 360 - d)
}
