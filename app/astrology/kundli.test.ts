import { describe, expect, it } from 'vitest'
import { kundli } from './kundli'

const mumbai = { tz: 'Asia/Kolkata', lat: 19.076, lon: 72.8777 }
const birth = { date: '1990-05-15', time: '10:30', ...mumbai }

describe('kundli', () => {
  const k = kundli(birth, '2026-01-01T00:00:00Z')
  const row = (graha: string) => k.planets.find((p) => p.graha === graha)!

  it('has a row for each of the nine grahas, houses counted from the lagna', () => {
    expect(k.reference).toBe('ascendant')
    expect(k.planets.map((p) => p.graha)).toEqual(['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'rahu', 'ketu'])
    for (const p of k.planets) {
      expect(p.house).toBe(((p.sign - k.referenceSign + 12) % 12) + 1)
      expect(p.degreeInSign).toBeCloseTo(p.longitude - (p.sign - 1) * 30, 9)
    }
  })

  it('places the Moon in Uttara Ashadha pada 1, whose navamsa is Sagittarius', () => {
    // The Moon of this birth is at 266°40′–270° (chart.test.ts): Uttara Ashadha pada 1, the 81st ninth of the zodiac
    // (266.67 / 3.333 = 80) → 80 mod 12 + 1 = Sagittarius. Jupiter rules Sagittarius and is neutral to the Moon.
    expect(row('moon')).toMatchObject({ sign: 9, nakshatra: { name: 'Uttara Ashadha' }, pada: 1, navamsaSign: 9, dignity: 'neutral' })
  })

  it('marks the planets retrograde that the almanacs show retrograde on 15 May 1990', () => {
    // Mercury was retrograde 23 Apr – 17 May 1990 and Saturn from mid-April to early September; Jupiter had turned
    // direct in March; the mean nodes always regress; the luminaries never do.
    expect(k.planets.filter((p) => p.retrograde).map((p) => p.graha)).toEqual(['mercury', 'saturn', 'rahu', 'ketu'])
    expect(row('sun').combust).toBe(false)
    expect(row('rahu').dignity).toBeNull()
  })

  it('runs Rahu’s mahadasha on 1 Jan 2026', () => {
    // The birth falls in the Sun's dasha (Uttara Ashadha is the Sun's), with at most 6 years left: then the Moon (10)
    // and Mars (7) bring Rahu's 18 years in between 2007 and 2014, so they run until 2025 at the earliest, 2031 at most.
    expect(k.vimshottari.balance.lord).toBe('sun')
    expect(k.vimshottari.mahadashas).toHaveLength(9)
    expect(k.running?.mahadasha.lord).toBe('rahu')
    expect(k.vimshottari.mahadashas.every((m) => m.antardashas.length === 9)).toBe(true)
  })

  it('lists Saturn’s periods over the Sagittarius Moon for a century and the three yogas', () => {
    // Moon in Sagittarius (9): rising in Scorpio (8), peak in Sagittarius (9), setting in Capricorn (10), the 8th Cancer (4).
    const bySign = { rising: 8, peak: 9, setting: 10, ashtama: 4 }
    expect(k.saturn.length).toBeGreaterThan(6)
    for (const p of k.saturn) expect(p.sign).toBe(bySign[p.phase])
    expect(k.yogas.map((y) => y.code)).toEqual(['gajakesari', 'budhaditya', 'kaal-sarp'])
  })

  it('counts the houses from the Moon without a birth time', () => {
    const noTime = kundli({ ...birth, time: null }, '2026-01-01T00:00:00Z')
    expect(noTime.reference).toBe('moon')
    expect(noTime.referenceSign).toBe(noTime.chart.moon.rashi.number)
    expect(noTime.manglik.reference).toBe('moon')
  })

  it('has no running dasha before birth', () => {
    expect(kundli(birth, '1980-01-01T00:00:00Z').running).toBeNull()
  })
})
