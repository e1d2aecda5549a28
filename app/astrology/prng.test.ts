import { describe, expect, it } from 'vitest'
import { fnv1a32, randomFor, xoshiro128StarStar } from './prng'

describe('fnv1a32', () => {
  // Published FNV-1a 32-bit test vectors (Fowler–Noll–Vo reference test suite).
  it.each([
    ['', 0x811c9dc5],
    ['a', 0xe40c292c],
    ['foobar', 0xbf9cf968],
  ])('%j → %i', (text, hash) => {
    expect(fnv1a32(text)).toBe(hash)
  })

  it('hashes UTF-8 bytes, so non-ASCII keys are stable', () => {
    expect(fnv1a32('é')).toBe(fnv1a32('\u00e9'))
    expect(fnv1a32('é')).not.toBe(fnv1a32('e'))
  })
})

describe('xoshiro128**', () => {
  it('matches the reference output for state {1, 2, 3, 4}', () => {
    // First outputs of the reference C implementation (Blackman & Vigna) seeded with s = {1, 2, 3, 4}.
    const next = xoshiro128StarStar(1, 2, 3, 4)
    expect([next(), next(), next(), next()]).toEqual([11520, 0, 5927040, 70819200])
  })
})

describe('randomFor', () => {
  it('is deterministic per key and differs between keys', () => {
    const a = randomFor('key-1')
    const b = randomFor('key-1')
    const c = randomFor('key-2')
    const seqA = Array.from({ length: 5 }, () => a.nextUint32())
    expect(Array.from({ length: 5 }, () => b.nextUint32())).toEqual(seqA)
    expect(Array.from({ length: 5 }, () => c.nextUint32())).not.toEqual(seqA)
  })

  it('draws integers in range without bias (chi-square on 1–6, 60 000 throws)', () => {
    const random = randomFor('dice')
    const counts = [0, 0, 0, 0, 0, 0]
    for (let i = 0; i < 60_000; i++) counts[random.nextInt(1, 6) - 1]!++
    const chiSquare = counts.reduce((sum, count) => sum + (count - 10_000) ** 2 / 10_000, 0)
    expect(chiSquare).toBeLessThan(20.5) // p ≈ 0.001 for 5 degrees of freedom
  })

  it('samples distinct items', () => {
    const random = randomFor('sample')
    for (let i = 0; i < 100; i++) {
      const drawn = random.sample([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 5)
      expect(new Set(drawn).size).toBe(5)
    }
    expect(() => random.sample([1, 2], 3)).toThrow(RangeError)
  })
})
