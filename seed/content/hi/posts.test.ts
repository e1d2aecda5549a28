import { describe, expect, it } from 'vitest'
import type { Block } from '../../types'
import { posts } from '../posts'
import { postsHi } from './posts'

const DEVANAGARI = /[\u0900-\u097F]/

/** The longest run of consecutive Latin-letter words; tokens of digits or symbols alone neither count nor break a run. */
function longestLatinRun(text: string): number {
  let run = 0
  let longest = 0
  for (const token of text.split(/\s+/)) {
    if (DEVANAGARI.test(token)) run = 0
    else if (/[A-Za-z]/.test(token)) longest = Math.max(longest, ++run)
  }
  return longest
}

function kind(block: Block): string {
  return Object.keys(block)[0]
}

function strings(block: Block): string[] {
  const value = Object.values(block)[0] as string | string[]
  return Array.isArray(value) ? value : [value]
}

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

describe('longestLatinRun', () => {
  it('counts consecutive English words and resets on Hindi ones', () => {
    expect(longestLatinRun('Ask a room full of people')).toBe(6)
    expect(longestLatinRun('Cosmic Insights में आपकी Moon sign')).toBe(2)
    expect(longestLatinRun('2 + 0 + 2 + 7 = 11')).toBe(0)
  })
})
