/**
 * Deterministic pseudo-random numbers for the daily draws: the same key always gives the same
 * sequence, on every machine and Node version (only 32-bit integer arithmetic, no Math.random).
 *
 * - Key hashing: FNV-1a, 32-bit (Fowler–Noll–Vo; offset basis 2166136261, prime 16777619) over the
 *   key's UTF-8 bytes.
 * - Seeding: SplitMix32 (Vigna's SplitMix, 32-bit variant with the MurmurHash3 finaliser constants)
 *   expands the hash into the generator's four state words.
 * - Generator: xoshiro128** 1.1 (Blackman & Vigna 2018).
 * - Integers in a range: rejection sampling, so every value is exactly equally likely.
 */

export function fnv1a32(text: string): number {
  let hash = 0x811c9dc5
  const add = (byte: number) => {
    hash ^= byte
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  for (const char of text) {
    const cp = char.codePointAt(0)!
    if (cp < 0x80) add(cp)
    else if (cp < 0x800) {
      add(0xc0 | (cp >> 6))
      add(0x80 | (cp & 0x3f))
    } else if (cp < 0x10000) {
      add(0xe0 | (cp >> 12))
      add(0x80 | ((cp >> 6) & 0x3f))
      add(0x80 | (cp & 0x3f))
    } else {
      add(0xf0 | (cp >> 18))
      add(0x80 | ((cp >> 12) & 0x3f))
      add(0x80 | ((cp >> 6) & 0x3f))
      add(0x80 | (cp & 0x3f))
    }
  }
  return hash >>> 0
}

function splitMix32(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x9e3779b9) >>> 0
    let z = state
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0
    return (z ^ (z >>> 16)) >>> 0
  }
}

function rotl(x: number, k: number): number {
  return ((x << k) | (x >>> (32 - k))) >>> 0
}

export interface Random {
  /** Uniform 32-bit unsigned integer. */
  nextUint32(): number
  /** Uniform integer in [min, max], both inclusive. */
  nextInt(min: number, max: number): number
  /** `count` distinct items of `items`, in draw order. */
  sample<T>(items: readonly T[], count: number): T[]
}

/** xoshiro128** over the given state (not all zero); returns the next-output function. */
export function xoshiro128StarStar(a: number, b: number, c: number, d: number): () => number {
  let s0 = a >>> 0
  let s1 = b >>> 0
  let s2 = c >>> 0
  let s3 = d >>> 0
  return () => {
    const result = Math.imul(rotl(Math.imul(s1, 5) >>> 0, 7), 9) >>> 0
    const t = (s1 << 9) >>> 0
    s2 = (s2 ^ s0) >>> 0
    s3 = (s3 ^ s1) >>> 0
    s1 = (s1 ^ s2) >>> 0
    s0 = (s0 ^ s3) >>> 0
    s2 = (s2 ^ t) >>> 0
    s3 = rotl(s3, 11)
    return result
  }
}

/** A generator for one key, e.g. 'lucky-elements/v1|user-42|2024-05-01|0'. */
export function randomFor(key: string): Random {
  const seed = splitMix32(fnv1a32(key))
  const words = [seed(), seed(), seed(), seed()] as const
  // The all-zero state is the generator's only fixed point.
  const nextUint32 = xoshiro128StarStar((words[0] | words[1] | words[2] | words[3]) === 0 ? 1 : words[0], words[1], words[2], words[3])
  const nextInt = (min: number, max: number): number => {
    if (!Number.isInteger(min) || !Number.isInteger(max) || max < min || max - min >= 2 ** 32) {
      throw new RangeError(`bad range [${min}, ${max}]`)
    }
    const range = max - min + 1
    // Largest multiple of `range` that fits in 2^32; draws at or above it are rejected.
    const limit = 2 ** 32 - (2 ** 32 % range)
    for (;;) {
      const value = nextUint32()
      if (value < limit) return min + (value % range)
    }
  }
  const sample = <T>(items: readonly T[], count: number): T[] => {
    if (count > items.length) throw new RangeError(`cannot draw ${count} of ${items.length}`)
    const pool = items.slice()
    // Partial Fisher–Yates shuffle.
    for (let i = 0; i < count; i++) {
      const j = nextInt(i, pool.length - 1)
      const swap = pool[i]!
      pool[i] = pool[j]!
      pool[j] = swap
    }
    return pool.slice(0, count)
  }
  return { nextUint32, nextInt, sample }
}
