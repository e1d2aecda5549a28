import { describe, expect, it } from 'vitest'
import { dailyHoroscopeTarget } from './site-header'

// Spec 2.2: where the Daily Horoscope button leads.
describe('dailyHoroscopeTarget', () => {
  it.each([
    [null, '/auth'],
    [{ email: 'a@b.in', hasProfile: false }, '/horoscope'],
    [{ email: 'a@b.in', hasProfile: true }, '/dashboard'],
  ])('%j → %s', (user, target) => {
    expect(dailyHoroscopeTarget(user)).toBe(target)
  })
})
