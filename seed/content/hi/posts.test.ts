import { describe, expect, it } from 'vitest'
import { posts } from '../posts'
import { postsHi } from './posts'
import { DEVANAGARI, blockKind as kind, blockTexts as strings, longestLatinRun } from './checks'

describe('postsHi', () => {
  it('has exactly one entry per English post, keyed by slug', () => {
    expect(Object.keys(postsHi).sort()).toEqual(posts.map((p) => p.slug).sort())
  })

  describe.each(posts.map((p) => [p.slug, p] as const))('%s', (slug, en) => {
    const hi = postsHi[slug]

    it('follows the English body block for block', () => {
      expect(hi.body.map(kind)).toEqual(en.body.map(kind))
      hi.body.forEach((block, i) => {
        expect(strings(block), `block ${i}`).toHaveLength(strings(en.body[i]).length)
      })
    })

    it('has a short title and an excerpt', () => {
      expect(hi.title.length).toBeLessThanOrEqual(90)
      expect(hi.excerpt.trim()).not.toBe('')
    })

    it('is written in Hindi throughout, with balanced emphasis markers', () => {
      const texts = [hi.title, hi.excerpt, hi.imageAlt, ...hi.body.flatMap(strings)]
      for (const text of texts) {
        expect(text, text).toMatch(DEVANAGARI)
        expect(longestLatinRun(text), text).toBeLessThan(4)
        expect((text.match(/\*\*/g) ?? []).length % 2, text).toBe(0)
      }
    })
  })
})
