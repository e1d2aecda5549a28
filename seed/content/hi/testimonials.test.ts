import { describe, expect, it } from 'vitest'
import { testimonials } from '../testimonials'
import { testimonialsHi } from './testimonials'
import { DEVANAGARI, digits, longestLatinRun } from './checks'

describe('testimonialsHi', () => {
  it('has one entry for each English testimonial, in the same order', () => {
    expect(testimonialsHi).toHaveLength(testimonials.length)
    for (const testimonial of testimonialsHi) expect(Object.keys(testimonial).sort()).toEqual(['city', 'quote'])
  })

  it.each(testimonials.map((english, index) => [english.name, english, index] as const))('%s', (_name, english, index) => {
    const hindi = testimonialsHi[index]
    // A city is written wholly in Devanagari, as Hindi papers write it.
    expect(hindi.city).toMatch(/^[\u0900-\u097F ]+$/)
    expect(hindi.quote).toMatch(DEVANAGARI)
    expect(longestLatinRun(hindi.quote), hindi.quote).toBeLessThan(4)
    expect(digits(hindi.quote)).toEqual(digits(english.quote))
  })
})
