import { describe, expect, it } from 'vitest'
import { soulmateSketch } from './soulmate-sketch'

describe('soulmateSketch', () => {
  it('draws the same SVG for the same seed, another for another seed', () => {
    const a = soulmateSketch('seed-a', 'woman')
    expect(soulmateSketch('seed-a', 'woman')).toBe(a)
    expect(soulmateSketch('seed-b', 'woman')).not.toBe(a)
  })

  it('is a data URI of an SVG with no script, safe for an <img src>', () => {
    const uri = soulmateSketch('seed-a', 'man')
    expect(uri.startsWith('data:image/svg+xml;utf8,')).toBe(true)
    const svg = decodeURIComponent(uri.slice('data:image/svg+xml;utf8,'.length))
    expect(svg.startsWith('<svg')).toBe(true)
    expect(svg).not.toMatch(/<script|on\w+=|javascript:/i)
  })
})
