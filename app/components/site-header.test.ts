import { describe, expect, it } from 'vitest'
import { dailyHoroscopeTarget, isDailyHoroscopePath } from './site-header'

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

// Spec 2.2: the button is the current entry on these two pages only, whatever its target.
describe('isDailyHoroscopePath', () => {
  it.each([
    ['/dashboard', true],
    ['/horoscope', true],
    ['/pricing', false],
    ['/', false],
    ['/profile-setup', false],
    ['/dashboard/extra', false],
  ])('%s → %s', (path, active) => {
    expect(isDailyHoroscopePath(path)).toBe(active)
  })
})
