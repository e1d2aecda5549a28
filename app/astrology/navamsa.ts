/**
 * The navamsa (D9) chart (BPHS ch. 6, "Divisional charts"): each sign is cut into nine parts of 3°20′ and the
 * parts are counted on through the zodiac from 0° Aries, so the first navamsa of a movable sign starts in the sign
 * itself, of a fixed sign in its 9th, of a dual sign in its 5th. A navamsa part is exactly one nakshatra pada, which
 * is why the D9 sign of a planet changes when its pada does.
 */

const NAVAMSA_SPAN = 30 / 9

/** The navamsa sign 1–12 of a sidereal longitude in degrees. */
export function navamsaSign(longitude: number): number {
  const ninth = Math.floor((((longitude % 360) + 360) % 360) / NAVAMSA_SPAN)
  return (ninth % 12) + 1
}
