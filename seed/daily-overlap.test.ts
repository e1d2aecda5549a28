import { describe, expect, it } from 'vitest'
import { composeByDraw, composeByFactors, dailyOverlap, OVERLAP_TARGET } from './daily-overlap'

// Two customers with different charts should not read the same words on the same day (ADR 192). Among 200 random
// births read on one day with the seed's texts, fewer than 5% of pairs may share a section's text, in every section.
describe('the daily reading speaks to one chart', () => {
  it('fewer than 5% of pairs of 200 births share any one section’s text', () => {
    const overlap = dailyOverlap(composeByFactors)
    expect(overlap).toHaveLength(7)
    const over = overlap.filter((row) => row.share >= OVERLAP_TARGET).map((row) => `${row.section} ${(row.share * 100).toFixed(1)}%`)
    expect(over).toEqual([])
  })

  it('the measure fails the composition it replaced (ADR 092’s draw from a pool of general texts)', () => {
    const over = dailyOverlap(composeByDraw).filter((row) => row.share >= OVERLAP_TARGET)
    expect(over.length).toBeGreaterThan(0)
  })
})
