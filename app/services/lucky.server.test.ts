import { describe, expect, it } from 'vitest'
import { luckyForSign, userZone } from './lucky.server'

describe('luckyForSign', () => {
  it('gives the day’s elements for a Moon sign: the same all day, different for another sign', () => {
    const a = luckyForSign(5, { date: '2026-11-24', tz: 'Asia/Kolkata' })
    expect(a).toEqual(luckyForSign(5, { date: '2026-11-24', tz: 'Asia/Kolkata' }))
    expect(a.number).toBeGreaterThanOrEqual(1)
    expect(a.number).toBeLessThanOrEqual(99)
    expect(a.colour.hex).toMatch(/^#[0-9A-F]{6}$/i)
    expect(a.time12).toMatchObject({ period: expect.stringMatching(/^(am|pm)$/) })
    const all = Array.from({ length: 12 }, (_, i) => luckyForSign(i + 1, { date: '2026-11-24', tz: 'Asia/Kolkata' }))
    expect(new Set(all.map((x) => `${x.number}-${x.colour.name}-${x.gemstone}`)).size).toBeGreaterThan(1)
  })
})

describe('userZone', () => {
  it('is the browser’s zone (cookie), else the profile’s, else Asia/Kolkata', () => {
    expect(userZone({ cookie: 'tz=Europe%2FBerlin', profileZone: 'America/New_York' })).toBe('Europe/Berlin')
    expect(userZone({ cookie: 'tz=Nowhere%2FLand', profileZone: 'America/New_York' })).toBe('America/New_York')
    expect(userZone({ cookie: null, profileZone: null })).toBe('Asia/Kolkata')
  })
})
