import { describe, expect, it } from 'vitest'
import en from '../locales/en/festivals'
import hi from '../locales/hi/festivals'
import { ruleText, type Translate } from './festival-text'

/** A `t` over one festivals catalogue: 'festivals:rule.x' reads `rule.x`. */
const tOf =
  (catalogue: Record<string, unknown>): Translate =>
  (key) =>
    key
      .replace(/^festivals:/, '')
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalogue) as string

describe('an Ekadashi’s rule in words', () => {
  it('names the sunrise rule, or the day before when the Dvadashi is short (ADR 238), in English and Hindi', () => {
    expect(ruleText(tOf(en), { kind: 'ekadashi' })).toBe('Ekadashi at sunrise (smarta)')
    expect(ruleText(tOf(en), { kind: 'ekadashi', shortDvadashi: true })).toMatch(/^The day before the Ekadashi’s sunrise, as the Dvadashi ends/)
    expect(ruleText(tOf(hi), { kind: 'ekadashi', shortDvadashi: true })).toMatch(/^एकादशी के सूर्योदय से एक दिन पहले/)
  })
})
