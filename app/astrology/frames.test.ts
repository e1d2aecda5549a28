import { AstroTime, GeoMoon, Libration } from 'astronomy-engine'
import { describe, expect, it } from 'vitest'
import { apply, centuriesFromDays, eclipticOfDate, longitudeOf, multiply, precessionIau1976, precessionIau2006, transpose } from './frames'

function expectIdentity(m: readonly number[]) {
  const identity = [1, 0, 0, 0, 1, 0, 0, 0, 1]
  m.forEach((value, i) => expect(value).toBeCloseTo(identity[i]!, 14))
}

describe('precession matrices', () => {
  it.each([-1, -0.44, 0, 0.3, 1])('are rotations at T = %f', (T) => {
    const p = precessionIau2006(T)
    expectIdentity(multiply(p, transpose(p)))
    const q = precessionIau1976(T)
    expectIdentity(multiply(q, transpose(q)))
  })

  it('are the identity at J2000', () => {
    expectIdentity(precessionIau2006(0))
    expectIdentity(precessionIau1976(0))
  })

  it('move the equinox by the general precession (about 50.3″ a year)', () => {
    // The mean equinox of 2100 seen on the ecliptic of J2000, about 1.397° further along.
    const equinox2100 = apply(transpose(eclipticOfDate(1)), [1, 0, 0])
    const onJ2000Ecliptic = apply(eclipticOfDate(0), equinox2100)
    expect(longitudeOf(onJ2000Ecliptic)).toBeCloseTo(360 - 1.3969, 3)
  })

  it('IAU 1976 and IAU 2006 agree to under half an arcsecond between 1956 and 2000', () => {
    const T = centuriesFromDays(2435553.5 - 2451545)
    const a = apply(transpose(precessionIau2006(T)), [1, 0, 0])
    const b = apply(transpose(precessionIau1976(T)), [1, 0, 0])
    const angle = Math.acos(a[0] * b[0] + a[1] * b[1] + a[2] * b[2]) * (180 / Math.PI) * 3600
    expect(angle).toBeLessThan(0.5)
  })

  it("match astronomy-engine's own mean-of-date frame (its Moon comes back to its raw longitude)", () => {
    for (const tt of [-29_000, -10_000, 0, 7_000, 11_000]) {
      const time = AstroTime.FromTerrestrialTime(tt)
      const moon = GeoMoon(time)
      const ours = longitudeOf(apply(eclipticOfDate(centuriesFromDays(tt)), [moon.x, moon.y, moon.z]))
      const raw = Libration(time).mlon // the lunar theory's mean-of-date longitude, before any rotation
      expect(Math.abs(ours - raw) * 3600).toBeLessThan(1e-6)
    }
  })
})
