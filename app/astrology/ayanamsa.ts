import {
  apply,
  centuriesFromDays,
  longitudeOf,
  meanObliquity,
  multiply,
  precessionIau1976,
  precessionIau2006,
  rotX,
  transpose,
  type Matrix3,
} from './frames'

/**
 * Lahiri (Chitrapaksha) ayanamsa, defined exactly as the Swiss Ephemeris defines SE_SIDM_LAHIRI
 * (sweph.h, ayanamsa table entry 1; algorithm of swi_get_ayanamsa_ex in sweph.c; ADR
 * docs/decisions/010-lahiri-ayanamsa-as-swiss-ephemeris.md), because the
 * reference positions this product is judged against are Swiss Ephemeris ones:
 *
 * - epoch t0 = JD 2435553.5 TT (1956-03-21 00:00 TT), the Indian Calendar Reform Committee's date;
 * - value at t0 = 23°15′00.658″ − 0.004658035° : the committee's 23°15′00.658″ is a *true* ayanamsa,
 *   and the subtracted 16.77″ is the nutation in longitude at t0 (Wahr 1980), giving the *mean* value;
 * - for another date t: take the mean vernal point of t, precess it to J2000 and on to t0, express it
 *   on the mean ecliptic of t0; the ayanamsa is the value at t0 minus that point's longitude there;
 * - precession: the current model for the whole path, then a correction so the t0→J2000 stretch
 *   follows IAU 1976, the model the Lahiri definition was made with (SE's "prec_offset" for Lahiri).
 *
 * The result is the mean ayanamsa (no nutation). A sidereal longitude is the tropical longitude
 * referred to the mean equinox of date minus this value, which equals the apparent (true equinox)
 * longitude minus the true ayanamsa: nutation cancels, as in the Swiss Ephemeris (it sets
 * SEFLG_NONUT for sidereal positions).
 */

const LAHIRI_T0_TT_DAYS = 2435553.5 - 2451545.0
const LAHIRI_VALUE_AT_T0 = 23.250182778 - 0.004658035

const T0 = centuriesFromDays(LAHIRI_T0_TT_DAYS)

/** Mean equator of date t0 → mean ecliptic of t0, via J2000 (IAU 2006 throughout). */
const J2000_TO_ECLIPTIC_T0: Matrix3 = multiply(rotX(meanObliquity(T0)), precessionIau2006(T0))

/**
 * How far the vernal point of t0 lands from itself after going t0→J2000 by IAU 2006 and back by
 * IAU 1976, measured on the ecliptic of t0, in degrees (a fraction of an arcsecond).
 */
const MODEL_CORRECTION_DEGREES = (() => {
  const atJ2000 = apply(transpose(precessionIau2006(T0)), [1, 0, 0])
  const back = apply(multiply(rotX(meanObliquity(T0)), precessionIau1976(T0)), atJ2000)
  const longitude = longitudeOf(back)
  return longitude > 180 ? longitude - 360 : longitude
})()

/** Mean Lahiri ayanamsa in degrees for a TT instant given as days since J2000. */
export function lahiriAyanamsa(ttDaysSinceJ2000: number): number {
  return lahiriAyanamsaFromPrecession(precessionIau2006(centuriesFromDays(ttDaysSinceJ2000)))
}

/** Same, reusing the date's IAU 2006 precession matrix when the caller already has it. */
export function lahiriAyanamsaFromPrecession(precession: Matrix3): number {
  // The mean vernal point of date expressed in J2000 axes is the first row of P(t).
  const onEclipticT0 = apply(J2000_TO_ECLIPTIC_T0, [precession[0], precession[1], precession[2]])
  let longitude = longitudeOf(onEclipticT0)
  if (longitude > 180) longitude -= 360
  return LAHIRI_VALUE_AT_T0 - longitude - MODEL_CORRECTION_DEGREES
}
