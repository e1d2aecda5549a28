import { describe, expect, it } from 'vitest'
import { landing, pricingPage, siteSettings } from '../site'
import { landingHi, pricingPageHi, siteSettingsHi } from './site'
import { DEVANAGARI, digits, longestLatinRun } from './checks'

/** Every string in a document, by its path (`hero.heading`, `features.2.title`). */
function leaves(value: unknown, path = ''): Map<string, string> {
  if (typeof value === 'string') return new Map([[path, value]])
  const entries = Array.isArray(value) ? value.map((item, index) => [String(index), item] as const) : Object.entries(value as object)
  return new Map(entries.flatMap(([key, item]) => [...leaves(item, path ? `${path}.${key}` : key)]))
}

// What is not text a visitor reads stays with the English document (seed/translations.ts).
const UNTRANSLATED = /^(siteName|contactEmail|features\.\d+\.icon)$/

describe.each([
  ['siteSettingsHi', siteSettings, siteSettingsHi],
  ['landingHi', landing, landingHi],
  ['pricingPageHi', pricingPage, pricingPageHi],
] as const)('%s', (_name, english, hindi) => {
  const en = leaves(english)
  const hi = leaves(hindi)

  it('has a Hindi string for every English one a visitor reads, and nothing more', () => {
    expect([...hi.keys()].sort()).toEqual([...en.keys()].filter((path) => !UNTRANSLATED.test(path)).sort())
  })

  it('is written in Hindi and keeps every number', () => {
    for (const [path, text] of hi) {
      expect(text, path).toMatch(DEVANAGARI)
      expect(longestLatinRun(text), text).toBeLessThan(4)
      expect(digits(text), text).toEqual(digits(en.get(path) ?? ''))
    }
  })
})
