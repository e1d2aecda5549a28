/**
 * Rotations between the J2000 mean equator (astronomy-engine's EQJ frame) and the mean equator /
 * mean ecliptic of a date. Matrices are row-major arrays of 9 numbers; `apply(m, v)` is m·v.
 *
 * Precession: IAU 2006 (Capitaine, Wallace & Chapront 2003, A&A 412, 567, Table 1; the ψA, ωA, χA
 * and εA series), the same model astronomy-engine uses internally, so a vector it produced from a
 * mean-of-date position rotates back exactly. Over 1900–2100 it agrees with the Vondrák 2011 model
 * the Swiss Ephemeris uses by default to a few milliarcseconds.
 * IAU 1976 (Lieske et al. 1977, A&A 58, 1) is needed only for the Lahiri ayanamsa's definition.
 */

export type Matrix3 = readonly [number, number, number, number, number, number, number, number, number]
export type Vector3 = readonly [number, number, number]

const ARCSEC_TO_RAD = Math.PI / (180 * 3600)
export const DEG_TO_RAD = Math.PI / 180
export const RAD_TO_DEG = 180 / Math.PI

/** Julian centuries of TT since J2000 from days of TT since J2000. */
export function centuriesFromDays(ttDays: number): number {
  return ttDays / 36_525
}

/** Mean obliquity of the ecliptic (IAU 2006), radians. */
export function meanObliquity(T: number): number {
  const arcsec = ((((-0.0000000434 * T - 0.000000576) * T + 0.0020034) * T - 0.0001831) * T - 46.836769) * T + 84381.406
  return arcsec * ARCSEC_TO_RAD
}

/** Frame rotation about x: coordinates of a vector in axes turned by `angle`. */
export function rotX(angle: number): Matrix3 {
  const c = Math.cos(angle)
  const s = Math.sin(angle)
  return [1, 0, 0, 0, c, s, 0, -s, c]
}

function rotY(angle: number): Matrix3 {
  const c = Math.cos(angle)
  const s = Math.sin(angle)
  return [c, 0, -s, 0, 1, 0, s, 0, c]
}

function rotZ(angle: number): Matrix3 {
  const c = Math.cos(angle)
  const s = Math.sin(angle)
  return [c, s, 0, -s, c, 0, 0, 0, 1]
}

export function multiply(a: Matrix3, b: Matrix3): Matrix3 {
  return [
    a[0] * b[0] + a[1] * b[3] + a[2] * b[6],
    a[0] * b[1] + a[1] * b[4] + a[2] * b[7],
    a[0] * b[2] + a[1] * b[5] + a[2] * b[8],
    a[3] * b[0] + a[4] * b[3] + a[5] * b[6],
    a[3] * b[1] + a[4] * b[4] + a[5] * b[7],
    a[3] * b[2] + a[4] * b[5] + a[5] * b[8],
    a[6] * b[0] + a[7] * b[3] + a[8] * b[6],
    a[6] * b[1] + a[7] * b[4] + a[8] * b[7],
    a[6] * b[2] + a[7] * b[5] + a[8] * b[8],
  ]
}

export function transpose(m: Matrix3): Matrix3 {
  return [m[0], m[3], m[6], m[1], m[4], m[7], m[2], m[5], m[8]]
}

export function apply(m: Matrix3, v: Vector3): Vector3 {
  return [m[0] * v[0] + m[1] * v[1] + m[2] * v[2], m[3] * v[0] + m[4] * v[1] + m[5] * v[2], m[6] * v[0] + m[7] * v[1] + m[8] * v[2]]
}

/** Longitude (degrees, [0, 360)) of a vector in the x–y plane of its frame. */
export function longitudeOf(v: Vector3): number {
  const degrees = Math.atan2(v[1], v[0]) * RAD_TO_DEG
  return degrees < 0 ? degrees + 360 : degrees
}

const EPSILON_J2000 = 84381.406 * ARCSEC_TO_RAD

/** IAU 2006 precession: J2000 mean equator → mean equator of date. P = R3(χA)·R1(−ωA)·R3(−ψA)·R1(ε0). */
export function precessionIau2006(T: number): Matrix3 {
  const psiA = ((((-0.0000000951 * T + 0.000132851) * T - 0.00114045) * T - 1.0790069) * T + 5038.481507) * T
  const omegaA = ((((0.0000003337 * T - 0.000000467) * T - 0.00772503) * T + 0.0512623) * T - 0.025754) * T + 84381.406
  const chiA = ((((-0.000000056 * T + 0.000170663) * T - 0.00121197) * T - 2.3814292) * T + 10.556403) * T
  return multiply(rotZ(chiA * ARCSEC_TO_RAD), multiply(rotX(-omegaA * ARCSEC_TO_RAD), multiply(rotZ(-psiA * ARCSEC_TO_RAD), rotX(EPSILON_J2000))))
}

/** IAU 1976 precession: J2000 mean equator → mean equator of date. P = R3(−zA)·R2(θA)·R3(−ζA). */
export function precessionIau1976(T: number): Matrix3 {
  const zeta = ((0.017998 * T + 0.30188) * T + 2306.2181) * T
  const z = ((0.018203 * T + 1.09468) * T + 2306.2181) * T
  const theta = ((-0.041833 * T - 0.42665) * T + 2004.3109) * T
  return multiply(rotZ(-z * ARCSEC_TO_RAD), multiply(rotY(theta * ARCSEC_TO_RAD), rotZ(-zeta * ARCSEC_TO_RAD)))
}

/** J2000 mean equator → mean ecliptic and mean equinox of date (no nutation). */
export function eclipticOfDate(T: number): Matrix3 {
  return multiply(rotX(meanObliquity(T)), precessionIau2006(T))
}
