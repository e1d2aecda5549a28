import { describe, expect, it } from 'vitest'
import { paragraphFor } from './sign-horoscope.server'

const text = (id: number, value: string, en: string, section = 'sign-horoscope') => ({
  id,
  section,
  appliesTo: { kind: 'factor', value },
  en,
  hi: `हिंदी ${en}`,
})

describe('paragraphFor', () => {
  const texts = [
    text(12, 'moon-house:3', 'second'),
    text(3, 'moon-house:3', 'first'),
    text(4, 'moon-house:3', 'daily', 'overview'),
    text(5, 'moon-house:4', 'other'),
  ]

  it('reads only the section’s texts for the factor, each sign its own of them in the order written', () => {
    expect(paragraphFor(texts, 'moon-house:3', 1, 'en')).toBe('first')
    expect(paragraphFor(texts, 'moon-house:3', 2, 'en')).toBe('second')
    expect(paragraphFor(texts, 'moon-house:3', 3, 'hi')).toBe('हिंदी first')
  })

  it('gives nothing for a factor no text is written for', () => {
    expect(paragraphFor(texts, 'moon-house:8', 1, 'en')).toBeNull()
  })
})
