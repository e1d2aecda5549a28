import { describe, expect, it } from 'vitest'
import { localeAlternates } from '../i18n/alternates'
import { canonicalUrl } from './meta-links'

const origin = 'https://cosmic.example'
const canonical = (address: string) => canonicalUrl(origin, new URL(address, 'http://internal:3000'))

describe('canonicalUrl', () => {
  it('is absolute from the configured origin, whatever host the request came in on', () => {
    expect(canonical('/about')).toBe('https://cosmic.example/about')
    expect(canonical('/')).toBe('https://cosmic.example/')
  })

  it('names a language’s own address for a page asked for in that language', () => {
    expect(canonical('/blog/moon-signs?lng=hi')).toBe('https://cosmic.example/blog/moon-signs?lng=hi')
    expect(canonical('/pricing?lng=en')).toBe('https://cosmic.example/pricing?lng=en')
  })

  it('is always one of the page’s hreflang alternates (the same forms, so search engines see no conflict)', () => {
    for (const path of ['/', '/blog', '/blog/moon-signs', '/contact'])
      for (const query of ['', '?lng=en', '?lng=hi', '?lng=fr', '?utm_source=mail&lng=hi']) {
        const hrefs = localeAlternates(origin, path).map((a) => a.href)
        expect(hrefs, path + query).toContain(canonical(path + query))
      }
  })

  it('drops an unknown language, searches, filters and tracking tags', () => {
    expect(canonical('/blog?lng=fr')).toBe('https://cosmic.example/blog')
    expect(canonical('/blog?q=moon&category=zodiac&utm_source=x')).toBe('https://cosmic.example/blog')
    expect(canonical('/?newsletter=subscribed')).toBe('https://cosmic.example/')
  })

  it('keeps the blog’s page number past the first, and only a page number the blog reads', () => {
    expect(canonical('/blog?page=2&lng=hi&q=x')).toBe('https://cosmic.example/blog?lng=hi&page=2')
    expect(canonical('/blog?page=1')).toBe('https://cosmic.example/blog')
    for (const page of ['0', '02', '1001', 'abc', '-3', '2.5']) expect(canonical(`/blog?page=${page}`), page).toBe('https://cosmic.example/blog')
    expect(canonical('/about?page=2')).toBe('https://cosmic.example/about')
  })
})
