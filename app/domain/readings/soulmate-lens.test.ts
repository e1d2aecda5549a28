import { describe, expect, it } from 'vitest'
import { LEDGER_PURPOSE_MAX } from '../ledger'
import { lensPurpose } from './soulmate-lens'

describe('lensPurpose', () => {
  const birth = 'Zx9-abcdefghijklmnopqrstuvwxyz0123456789ABC'

  it('names the lens and the birth data, within the ledger’s purpose limit, even with the longest lens key', () => {
    const purpose = lensPurpose('dasha-mercury', birth)
    expect(purpose).toBe('soulmate-sketch:dasha-mercury:Zx9-abcdefghijkl')
    // "returned " + purpose is what gives a credit back.
    expect(`returned ${purpose}`.length).toBeLessThanOrEqual(LEDGER_PURPOSE_MAX)
  })

  it('tells two birth data and two lenses apart', () => {
    expect(lensPurpose('venus', birth)).not.toBe(lensPurpose('venus', 'another-fingerprint-of-birth'))
    expect(lensPurpose('venus', birth)).not.toBe(lensPurpose('seventh', birth))
  })
})
