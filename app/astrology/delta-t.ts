/**
 * ΔT = TT − UT in seconds. The Moon moves about 0.55″ per second of time, so ΔT must match the one
 * the Swiss Ephemeris uses (its yearly table) rather than astronomy-engine's default Espenak–Meeus
 * polynomial, which runs 2–9 s high after 2015 (71.6 s predicted for 2020 against 69.4 s observed).
 *
 * Source: yearly values at 1 January as published in the Astronomical Almanac / IERS Bulletins
 * (observed UT1), the same series the Swiss Ephemeris tabulates in swephlib.c; 2024–2028 are the
 * Swiss Ephemeris's own extrapolated entries. Linear interpolation between years (error < 0.1 s). After 2028, the
 * published prediction below.
 */
const FIRST_YEAR = 1900
// prettier-ignore
const DELTA_T_SECONDS: readonly number[] = [
  /* 1900 */ -2.72, -1.54, -0.02, 1.24, 2.64, 3.86, 5.37, 6.14, 7.75, 9.13,
  /* 1910 */ 10.46, 11.53, 13.36, 14.65, 16.01, 17.20, 18.24, 19.06, 20.25, 20.95,
  /* 1920 */ 21.16, 22.25, 22.41, 23.03, 23.49, 23.62, 23.86, 24.49, 24.34, 24.08,
  /* 1930 */ 24.02, 24.00, 23.87, 23.95, 23.86, 23.93, 23.73, 23.92, 23.96, 24.02,
  /* 1940 */ 24.33, 24.83, 25.30, 25.70, 26.24, 26.77, 27.28, 27.78, 28.25, 28.71,
  /* 1950 */ 29.15, 29.57, 29.97, 30.36, 30.72, 31.07, 31.35, 31.68, 32.18, 32.68,
  /* 1960 */ 33.15, 33.59, 34.00, 34.47, 35.03, 35.73, 36.54, 37.43, 38.29, 39.20,
  /* 1970 */ 40.18, 41.17, 42.23, 43.37, 44.49, 45.48, 46.46, 47.52, 48.53, 49.59,
  /* 1980 */ 50.54, 51.38, 52.17, 52.96, 53.79, 54.34, 54.87, 55.32, 55.82, 56.30,
  /* 1990 */ 56.86, 57.57, 58.31, 59.12, 59.98, 60.78, 61.63, 62.30, 62.97, 63.47,
  /* 2000 */ 63.83, 64.09, 64.30, 64.47, 64.57, 64.69, 64.85, 65.15, 65.46, 65.78,
  /* 2010 */ 66.07, 66.32, 66.60, 66.91, 67.28, 67.64, 68.10, 68.59, 68.97, 69.22,
  /* 2020 */ 69.36, 69.36, 69.29, 69.18, 69.10, 69.00, 68.90, 68.80, 68.80,
]
const LAST_YEAR = FIRST_YEAR + DELTA_T_SECONDS.length - 1

/**
 * The predicted ΔT of Stephenson, Morrison & Hohenkerk (2016, revised by Morrison et al. 2021), as published by HM
 * Nautical Almanac Office, written as a cubic in the years since 2000: the curve the Swiss Ephemeris (2.10 on)
 * follows after its table (ADR 188). About 77 s for 2059 and 93 s for 2100, where the blend into Stephenson's 1997
 * parabola gave 126 s and 210 s.
 */
function predictedSeconds(year: number): number {
  const t = year - 2000
  return 64 + t * (0.173_667 + t * (0.0008 + t * 0.000_004_033_33))
}

/** Years over which the gap between the table's last value and the prediction fades out. */
const JOIN_YEARS = 100

/** ΔT in seconds for a decimal Gregorian year (e.g. 1987.5). */
export function deltaTSeconds(year: number): number {
  if (year <= FIRST_YEAR) {
    // Only reached for the last hours of 1899 UTC; extend the first interval's slope.
    return DELTA_T_SECONDS[0]! + (year - FIRST_YEAR) * (DELTA_T_SECONDS[1]! - DELTA_T_SECONDS[0]!)
  }
  if (year < LAST_YEAR) {
    const index = Math.floor(year - FIRST_YEAR)
    const fraction = year - FIRST_YEAR - index
    const a = DELTA_T_SECONDS[index]!
    const b = DELTA_T_SECONDS[index + 1]!
    return a + fraction * (b - a)
  }
  // After the table: the prediction, shifted to start at the table's last value, the shift fading out over a century.
  const gap = predictedSeconds(LAST_YEAR) - DELTA_T_SECONDS[DELTA_T_SECONDS.length - 1]!
  return predictedSeconds(year) - gap * Math.max(0, 1 - (year - LAST_YEAR) / JOIN_YEARS)
}

const DAYS_PER_GREGORIAN_YEAR = 365.2425

/** ΔT in days for a UT given as days since J2000. */
export function deltaTDays(utDaysSinceJ2000: number): number {
  return deltaTSeconds(2000 + utDaysSinceJ2000 / DAYS_PER_GREGORIAN_YEAR) / 86_400
}
