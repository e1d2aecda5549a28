import { describe, expect, it } from 'vitest'
import { tiers } from '../tiers'
import { tiersHi } from './tiers'
import { DEVANAGARI, digits, longestLatinRun } from './checks'

describe('tiersHi', () => {
  it('has exactly the English tiers, keyed by their order', () => {
    expect(Object.keys(tiersHi).sort()).toEqual(tiers.map((tier) => String(tier.order)).sort())
  })

  it.each(tiers.map((english) => [english.name, english] as const))('%s', (_name, english) => {
    const hindi = tiersHi[english.order]
    expect(hindi.features).toHaveLength(english.features.length)
    const pairs = [[english.name, hindi.name], ...english.features.map((feature, index) => [feature, hindi.features[index]])]
    for (const [en, hi] of pairs) {
      expect(hi, hi).toMatch(DEVANAGARI)
      expect(longestLatinRun(hi), hi).toBeLessThan(4)
      // Sketch counts, credits, days and savings are what the customer pays for: they must not drift.
      expect(digits(hi), hi).toEqual(digits(en))
    }
  })
})
