import { angleDifference } from './crossing'
import type { Graha } from './ephemeris'
import type { Planet } from './planets'
import { lordOfSign, signNumberOf } from './rashi'

/**
 * A planet's dignity in the sign it occupies, and combustion (docs/astrology.md, "Dignity and combustion").
 *
 * Tables (tradition: Brihat Parashara Hora Shastra ch. 3, "Planetary characters"):
 * - exaltation sign (debilitation is the sign opposite): Sun Aries, Moon Taurus, Mars Capricorn, Mercury Virgo,
 *   Jupiter Cancer, Venus Pisces, Saturn Libra;
 * - moolatrikona: Sun Leo 0–20°, Moon Taurus 3–30°, Mars Aries 0–12°, Mercury Virgo 15–20°, Jupiter Sagittarius
 *   0–10°, Venus Libra 0–15°, Saturn Aquarius 0–20°; for the Moon and Mercury the rest of their exaltation sign
 *   before that is exaltation, and Mercury's Virgo after 20° is its own sign;
 * - own signs: the signs a planet rules (rashi.ts);
 * - otherwise the natural (naisargika) friendship of the planet with the lord of its sign: friendly, neutral or
 *   enemy. The temporary friendship of the chart and the compound ("great friend") grades are not applied.
 * Rahu and Ketu have no dignity here: the texts disagree on their signs, so we show none rather than pick one.
 */

export type Dignity = 'exalted' | 'debilitated' | 'moolatrikona' | 'own' | 'friendly' | 'neutral' | 'enemy'

const EXALTATION: Readonly<Record<Planet, number>> = { sun: 1, moon: 2, mars: 10, mercury: 6, jupiter: 4, venus: 12, saturn: 7 }

/** Moolatrikona sign and its span of degrees within the sign, [from, to). */
const MOOLATRIKONA: Readonly<Record<Planet, { sign: number; from: number; to: number }>> = {
  sun: { sign: 5, from: 0, to: 20 },
  moon: { sign: 2, from: 3, to: 30 },
  mars: { sign: 1, from: 0, to: 12 },
  mercury: { sign: 6, from: 15, to: 20 },
  jupiter: { sign: 9, from: 0, to: 10 },
  venus: { sign: 7, from: 0, to: 15 },
  saturn: { sign: 11, from: 0, to: 20 },
}

// Natural friends and enemies; every other planet is neutral (BPHS ch. 3).
const FRIENDS: Readonly<Record<Planet, readonly Planet[]>> = {
  sun: ['moon', 'mars', 'jupiter'],
  moon: ['sun', 'mercury'],
  mars: ['sun', 'moon', 'jupiter'],
  mercury: ['sun', 'venus'],
  jupiter: ['sun', 'moon', 'mars'],
  venus: ['mercury', 'saturn'],
  saturn: ['mercury', 'venus'],
}
const ENEMIES: Readonly<Record<Planet, readonly Planet[]>> = {
  sun: ['venus', 'saturn'],
  moon: [],
  mars: ['mercury'],
  mercury: ['moon'],
  jupiter: ['mercury', 'venus'],
  venus: ['sun', 'moon'],
  saturn: ['sun', 'moon', 'mars'],
}

const isPlanet = (graha: Graha): graha is Planet => graha !== 'rahu' && graha !== 'ketu'

/** The dignity of a graha at a sidereal longitude; null for Rahu and Ketu. */
export function dignityOf(graha: Graha, longitude: number): Dignity | null {
  if (!isPlanet(graha)) return null
  const sign = signNumberOf(longitude)
  const degree = longitude - (sign - 1) * 30
  const mt = MOOLATRIKONA[graha]
  if (sign === mt.sign && degree >= mt.from && degree < mt.to) return 'moolatrikona'
  if (sign === EXALTATION[graha]) {
    // The Moon's Taurus and Mercury's Virgo are shared: exaltation before the moolatrikona, own sign after it.
    return degree < mt.from || mt.sign !== sign ? 'exalted' : 'own'
  }
  if (sign === ((EXALTATION[graha] + 5) % 12) + 1) return 'debilitated'
  const lord = lordOfSign(sign)
  if (lord === graha) return 'own'
  if (FRIENDS[graha].includes(lord)) return 'friendly'
  if (ENEMIES[graha].includes(lord)) return 'enemy'
  return 'neutral'
}

/**
 * Combustion orbs in degrees of longitude from the Sun (the orbs of Surya Siddhanta as the almanacs use them): Moon
 * 12, Mars 17, Mercury 14 (12 when retrograde), Jupiter 11, Venus 10 (8 when retrograde), Saturn 15. The Sun and the
 * nodes are never combust.
 */
const COMBUSTION_ORB: Readonly<Partial<Record<Graha, { direct: number; retrograde: number }>>> = {
  moon: { direct: 12, retrograde: 12 },
  mars: { direct: 17, retrograde: 17 },
  mercury: { direct: 14, retrograde: 12 },
  jupiter: { direct: 11, retrograde: 11 },
  venus: { direct: 10, retrograde: 8 },
  saturn: { direct: 15, retrograde: 15 },
}

/** True when the graha lies within its orb of the Sun (inclusive). */
export function isCombust(graha: Graha, longitude: number, sunLongitude: number, retrograde: boolean): boolean {
  const orb = COMBUSTION_ORB[graha]
  if (!orb) return false
  return Math.abs(angleDifference(longitude, sunLongitude)) <= (retrograde ? orb.retrograde : orb.direct)
}
