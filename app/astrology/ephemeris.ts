import { AstroTime, Body, e_tilt, GeoMoon, GeoVector, SiderealTime, SunPosition } from 'astronomy-engine'
import { lahiriAyanamsaFromPrecession } from './ayanamsa'
import { utDaysSinceJ2000 } from './calendar'
import { deltaTDays } from './delta-t'
import { apply, centuriesFromDays, DEG_TO_RAD, meanObliquity, multiply, precessionIau2006, RAD_TO_DEG, rotX, type Matrix3, type Vector3 } from './frames'

/**
 * Geocentric ecliptic longitudes of the grahas, tropical and sidereal (Lahiri), from astronomy-engine.
 *
 * Conventions (see docs/astrology.md):
 * - Apparent places: light-time and aberration included, geocentric, like the Swiss Ephemeris default.
 * - Sidereal = longitude on the mean ecliptic and mean equinox of date − mean Lahiri ayanamsa.
 *   That is what the Swiss Ephemeris returns for SEFLG_SIDEREAL (it drops nutation from both terms).
 * - Tropical = apparent longitude on the true equinox of date (nutation added, from astronomy-engine's
 *   IAU 2000B nutation), as almanacs print it.
 * - Time: UT from the caller; TT = UT + ΔT from our table (delta-t.ts), not astronomy-engine's default.
 * - Rahu is the mean lunar node (Chapront/Meeus series), Ketu the point opposite. Mean node is the
 *   traditional Indian almanac choice.
 */

export type Graha = 'sun' | 'moon' | 'mercury' | 'venus' | 'mars' | 'jupiter' | 'saturn' | 'rahu' | 'ketu'
export const GRAHAS: readonly Graha[] = ['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'rahu', 'ketu']

/** Everything about an instant that several bodies share; build once per instant with `instantAt`. */
export interface Instant {
  readonly epochMs: number
  /** Days of UT since J2000. */
  readonly ut: number
  /** Days of TT since J2000. */
  readonly tt: number
  /** astronomy-engine time whose `tt` is ours (its `ut` follows its own ΔT and is not used). */
  readonly engineTime: AstroTime
  /** J2000 mean equator → mean ecliptic of date. */
  readonly ecliptic: Matrix3
  /** Mean Lahiri ayanamsa, degrees. */
  readonly ayanamsa: number
}

export function instantAt(epochMs: number): Instant {
  const ut = utDaysSinceJ2000(epochMs)
  const tt = ut + deltaTDays(ut)
  const T = centuriesFromDays(tt)
  const precession = precessionIau2006(T)
  return {
    epochMs,
    ut,
    tt,
    engineTime: AstroTime.FromTerrestrialTime(tt),
    ecliptic: multiply(rotX(meanObliquity(T)), precession),
    ayanamsa: lahiriAyanamsaFromPrecession(precession),
  }
}

/** Light from the Moon takes about 1.28 s (384 400 km / c); the Moon moves 0.7″ in that time. */
const MOON_LIGHT_TIME_DAYS = 384_400 / 299_792.458 / 86_400

const PLANET_BODIES = {
  mercury: Body.Mercury,
  venus: Body.Venus,
  mars: Body.Mars,
  jupiter: Body.Jupiter,
  saturn: Body.Saturn,
} as const

export function normalizeDegrees(value: number): number {
  const r = value % 360
  return r < 0 ? r + 360 : r
}

function eclipticLongitude(instant: Instant, eqj: Vector3): number {
  const v = apply(instant.ecliptic, eqj)
  const degrees = Math.atan2(v[1], v[0]) * RAD_TO_DEG
  return degrees < 0 ? degrees + 360 : degrees
}

/** Nutation in longitude, degrees. */
function nutationInLongitude(instant: Instant): number {
  return e_tilt(instant.engineTime).dpsi / 3600
}

/** Mean lunar ascending node, mean equinox of date, degrees (Chapront ELP-2000/82, Meeus eq. 47.7). */
function meanNodeLongitude(tt: number): number {
  const T = centuriesFromDays(tt)
  return normalizeDegrees(125.0445479 - 1934.1362891 * T + 0.0020754 * T * T + (T * T * T) / 467_441 - (T * T * T * T) / 60_616_000)
}

/** Apparent geocentric longitude on the mean ecliptic and mean equinox of date, degrees. */
export function meanOfDateLongitude(instant: Instant, graha: Graha): number {
  switch (graha) {
    case 'moon': {
      const moon = GeoMoon(AstroTime.FromTerrestrialTime(instant.tt - MOON_LIGHT_TIME_DAYS))
      return eclipticLongitude(instant, [moon.x, moon.y, moon.z])
    }
    case 'sun':
      // SunPosition is apparent on the true equinox of date; take its own nutation back out.
      return normalizeDegrees(SunPosition(instant.engineTime).elon - nutationInLongitude(instant))
    case 'rahu':
      return meanNodeLongitude(instant.tt)
    case 'ketu':
      return normalizeDegrees(meanNodeLongitude(instant.tt) + 180)
    default: {
      const v = GeoVector(PLANET_BODIES[graha], instant.engineTime, true)
      return eclipticLongitude(instant, [v.x, v.y, v.z])
    }
  }
}

function siderealFromMeanOfDate(instant: Instant, longitude: number): number {
  return normalizeDegrees(longitude - instant.ayanamsa)
}

export function tropicalFromMeanOfDate(instant: Instant, longitude: number): number {
  return normalizeDegrees(longitude + nutationInLongitude(instant))
}

export interface Longitudes {
  /** Sidereal (Lahiri) longitude, degrees [0, 360). */
  readonly sidereal: number
  /** Apparent tropical longitude (true equinox of date), degrees [0, 360). */
  readonly tropical: number
}

export function grahaLongitudes(instant: Instant, graha: Graha): Longitudes {
  const meanOfDate = meanOfDateLongitude(instant, graha)
  return {
    sidereal: siderealFromMeanOfDate(instant, meanOfDate),
    tropical: tropicalFromMeanOfDate(instant, meanOfDate),
  }
}

export function siderealLongitude(instant: Instant, graha: Graha): number {
  return siderealFromMeanOfDate(instant, meanOfDateLongitude(instant, graha))
}

export function siderealMoonAt(epochMs: number): number {
  return siderealLongitude(instantAt(epochMs), 'moon')
}

/**
 * Ascendant (lagna): the ecliptic point rising on the eastern horizon, from apparent sidereal time,
 * the true obliquity and the geographic latitude. Returned tropical (true equinox) and sidereal.
 * Undefined near the poles, where the ecliptic can lie along the horizon; callers restrict latitude.
 */
export function ascendantLongitudes(instant: Instant, latitude: number, longitude: number): Longitudes {
  // Sidereal time follows the Earth's rotation, i.e. UT itself, not astronomy-engine's TT-derived UT.
  const time = new AstroTime(instant.ut)
  const tilt = e_tilt(time)
  const ramc = (SiderealTime(time) * 15 + longitude) * DEG_TO_RAD
  const obliquity = tilt.tobl * DEG_TO_RAD
  const phi = latitude * DEG_TO_RAD
  const tropical = normalizeDegrees(Math.atan2(Math.cos(ramc), -(Math.sin(ramc) * Math.cos(obliquity) + Math.tan(phi) * Math.sin(obliquity))) * RAD_TO_DEG)
  const meanOfDate = tropical - tilt.dpsi / 3600
  return { tropical, sidereal: siderealFromMeanOfDate(instant, meanOfDate) }
}
