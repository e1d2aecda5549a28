import { describe, expect, it } from 'vitest'
import { HOROSCOPE_PERIODS } from '../astrology/sign-horoscope'
import routes from '../routes'
import { rashiKey, signKey } from './astrology-names'
import { HOROSCOPE_PATHS, HOROSCOPE_PERIOD_SLUGS, HOROSCOPE_SIGN_SLUGS, isHoroscopePage, WESTERN_SIGN_SLUGS } from './horoscope-pages.mjs'
import { isPublicPage } from './site-pages.mjs'

describe('the horoscope pages (ADR 220)', () => {
  it('name the signs as the catalogue keys them, in the engine’s order, and the engine’s periods', () => {
    expect(HOROSCOPE_SIGN_SLUGS.map((slug) => `rashis.${slug}`)).toEqual(Array.from({ length: 12 }, (_, i) => rashiKey(i + 1)))
    expect(WESTERN_SIGN_SLUGS.map((slug) => `signs.${slug}`)).toEqual(Array.from({ length: 12 }, (_, i) => signKey(i + 1)))
    expect([...HOROSCOPE_PERIOD_SLUGS]).toEqual([...HOROSCOPE_PERIODS])
  })

  it('lists the hub and the sixty Moon-sign and sixty Western pages, every one public and so cached, canonical and in the sitemap', () => {
    expect(HOROSCOPE_PATHS).toHaveLength(121)
    expect(HOROSCOPE_PATHS).toContain('/horoscope/meena/year')
    expect(HOROSCOPE_PATHS).toContain('/horoscope/western/pisces/year')
    for (const path of HOROSCOPE_PATHS) expect(isHoroscopePage(path), path).toBe(true)
    for (const path of HOROSCOPE_PATHS) expect(isPublicPage(path), path).toBe(true)
  })

  it('keeps everything else out of the page cache, the profile form above all', () => {
    for (const path of [
      '/horoscope',
      '/horoscope/mesha',
      '/horoscope/aries/today',
      '/horoscope/mesha/yesterday',
      '/horoscope/mesha/today/x',
      '/horoscope/MESHA/today',
      '/horoscope/western/mesha/today',
      '/horoscope/western/aries',
      '/horoscope/western/aries/today/x',
    ])
      expect(isHoroscopePage(path), path).toBe(false)
    expect(isPublicPage('/horoscope')).toBe(false)
  })

  it('routes the profile form, the redirect and the sign pages to their own modules', () => {
    const file = (path: string) => routes.find((r) => r.path === path)?.file
    expect(file('horoscope')).toBe('routes/horoscope.tsx')
    expect(file('horoscopes')).toBe('routes/horoscopes.tsx')
    expect(file('horoscope/:sign')).toBe('routes/horoscope-sign-index.tsx')
    expect(file('horoscope/:sign/:period')).toBe('routes/horoscope-sign.tsx')
    expect(file('horoscope/western/:sign/:period')).toBe('routes/horoscope-sign.tsx')
    expect(file('horoscope/western/:sign')).toBe('routes/horoscope-sign-index.tsx')
  })
})
