import { describe, expect, it } from 'vitest'
import { skyAt } from './sky.server'

describe('skyAt', () => {
  it('gives the nine grahas, Rahu and Ketu opposite each other', () => {
    const sky = skyAt(new Date('2026-11-23T21:00:00Z'))
    expect(sky.bodies.map((b) => b.id)).toEqual(['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'rahu', 'ketu'])
    const rahu = sky.bodies.find((b) => b.id === 'rahu')!.longitude
    const ketu = sky.bodies.find((b) => b.id === 'ketu')!.longitude
    expect(Math.abs(((rahu - ketu + 360) % 360) - 180)).toBeLessThan(1e-6)
    expect(sky.at).toBe('2026-11-23T21:00:00.000Z')
  })

  it('puts the Sun at the start of sidereal Aries at Mesha Sankranti (14 April) and in Scorpio in late November', () => {
    const april = skyAt(new Date('2026-04-14T12:00:00Z')).bodies.find((b) => b.id === 'sun')!.longitude
    expect(Math.min(april, 360 - april)).toBeLessThan(1.5)
    const november = skyAt(new Date('2026-11-23T12:00:00Z')).bodies.find((b) => b.id === 'sun')!.longitude
    expect(Math.floor(november / 30) + 1).toBe(8)
  })
})
