import { describe, expect, it } from 'vitest'
import { birthChart } from '../../astrology/chart'
import { SOULMATE_LENSES, soulmateFacts, soulmateLenses } from '../../astrology/soulmate'
import { portraitFeatures, portraitSvg, soulmateSketch, type PortraitInput } from './soulmate-sketch'

const base: PortraitInput = {
  seed: 'seed-a',
  partner: 'woman',
  lens: 'seventh',
  looks: 'saturn',
  planet: 'saturn',
  personality: 'earth',
  build: 'fire',
  connection: 'water',
}

const inputOf = (facts: ReturnType<typeof soulmateFacts>): PortraitInput => ({
  seed: facts.sketchSeed,
  partner: facts.partner,
  lens: facts.lens,
  looks: facts.appearance,
  planet: facts.lensPlanet,
  personality: facts.personality,
  build: facts.build,
  connection: facts.connection,
})

describe('soulmateSketch', () => {
  it('draws the same SVG for the same features, another for another seed', () => {
    const a = soulmateSketch(base)
    expect(soulmateSketch({ ...base })).toBe(a)
    expect(soulmateSketch({ ...base, seed: 'seed-b' })).not.toBe(a)
  })

  it('is a data URI of an SVG with no script, safe for an <img src>', () => {
    const uri = soulmateSketch({ ...base, partner: 'man' })
    expect(uri.startsWith('data:image/svg+xml;utf8,')).toBe(true)
    const svg = decodeURIComponent(uri.slice('data:image/svg+xml;utf8,'.length))
    expect(svg.startsWith('<svg')).toBe(true)
    expect(svg.endsWith('</svg>')).toBe(true)
    expect(svg).not.toMatch(/<script|on\w+=|javascript:|href=/i)
  })

  it('draws the chart’s features: the face by the planet, the sky by the element, the motif by the lens', () => {
    const features = portraitFeatures(base)
    expect(features).toMatchObject({ motif: 'seventh', sky: 'earth', face: 'saturn', hair: 'woman-fire', smile: 'water', beard: false })
    expect(portraitFeatures({ ...base, looks: 'venus' }).face).toBe('venus')
    expect(portraitFeatures({ ...base, partner: 'man', looks: 'jupiter' }).beard).toBe(true)
    expect(portraitFeatures({ ...base, personality: 'water' }).sky).toBe('water')
    // The garment wears the navagraha colour of the looks' planet.
    expect(portraitFeatures({ ...base, looks: 'mars' }).garment).not.toBe(features.garment)
    for (const lens of ['venus', 'navamsa', 'dasha'] as const) {
      expect(portraitFeatures({ ...base, lens }).motif).toBe(lens)
      expect(portraitSvg({ ...base, lens })).not.toBe(portraitSvg(base))
    }
  })

  it('keeps every star inside the frame and off the face', () => {
    for (const seed of ['a', 'b', 'c', 'd', 'e']) {
      for (const star of portraitFeatures({ ...base, seed }).stars) {
        expect(star.x).toBeGreaterThanOrEqual(12)
        expect(star.x).toBeLessThanOrEqual(228)
        expect(Math.abs(star.x - 120) >= 62 || star.y <= 40).toBe(true)
      }
    }
  })

  it('gives each lens of one chart a visibly different portrait', () => {
    const mumbai = { tz: 'Asia/Kolkata', lat: 19.076, lon: 72.8777 }
    const now = '2026-11-27T06:00:00Z'
    for (const date of ['1990-05-15', '1985-11-02', '1996-02-29', '2001-08-19']) {
      const chart = birthChart({ date, time: '10:30', ...mumbai })
      const lenses = soulmateLenses(chart, now, 'female')
      const portraits = lenses.map(({ lens }) => portraitFeatures(inputOf(soulmateFacts(chart, now, 'female', lens))))
      expect(portraits.length).toBeGreaterThanOrEqual(8)
      // The motif alone tells them apart; the stars too, as the seed carries the lens.
      expect(new Set(portraits.map((p) => p.motif)).size).toBe(lenses.length)
      expect(new Set(portraits.map((p) => JSON.stringify(p.stars))).size).toBe(lenses.length)
      // And every lens describes another partner, so the face, hair, sky or smile differ as well as the motif.
      const drawn = portraits.map((p) => JSON.stringify([p.face, p.hair, p.sky, p.smile, p.garment]))
      expect(new Set(drawn).size).toBeGreaterThanOrEqual(lenses.length - 2)
    }
  })

  it('draws a motif of its own for every lens', () => {
    const svgs = SOULMATE_LENSES.map((lens) => portraitSvg({ ...base, lens }))
    expect(new Set(svgs).size).toBe(SOULMATE_LENSES.length)
    for (const svg of svgs) expect(svg).not.toMatch(/NaN|undefined/)
  })
})
