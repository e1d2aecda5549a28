import { describe, expect, it } from 'vitest'
import routes from '../routes'
import { pages } from '../../seed/content/pages'
import { CONTENT_PAGE_SLUGS, isPublicPage, PAGE_SLUGS, PUBLIC_STATIC_PATHS } from './site-pages.mjs'

const routePaths = routes.map((r) => r.path).filter((p): p is string => typeof p === 'string')

describe('the fixed pages, declared once', () => {
  it('gives every CMS page a route of its own path', () => {
    for (const slug of PAGE_SLUGS) expect(routePaths).toContain(slug)
  })

  it('routes every content page to the shared content-page module, and contact to its own', () => {
    for (const slug of CONTENT_PAGE_SLUGS) expect(routes.find((r) => r.path === slug)?.file).toBe('routes/content-page.tsx')
    expect(CONTENT_PAGE_SLUGS).not.toContain('contact')
    expect(routes.find((r) => r.path === 'contact')?.file).toBe('routes/contact.tsx')
  })

  it('seeds one page per slug', () => {
    expect(pages.map((p) => p.slug).sort()).toEqual([...PAGE_SLUGS].sort())
  })
})

describe('isPublicPage (what the page cache may keep)', () => {
  it('keeps the static public pages and blog posts', () => {
    for (const path of PUBLIC_STATIC_PATHS) expect(isPublicPage(path), path).toBe(true)
    expect(['/', '/blog', '/pricing', '/contact', '/about', '/shipping-policy', '/cancellation-refund'].every(isPublicPage)).toBe(true)
    expect(isPublicPage('/blog/what-your-moon-sign-says-2')).toBe(true)
  })

  it('keeps the blog’s feed, whose address a post’s slug can never take', () => {
    expect(isPublicPage('/blog/rss.xml')).toBe(true)
    expect(isPublicPage('/blog/rss.xml/')).toBe(false)
    expect(isPublicPage('/rss.xml')).toBe(false)
  })

  it('never keeps personal pages, variants of a path or odd post slugs', () => {
    const refused = [
      '/dashboard',
      '/horoscope',
      '/profile-setup',
      '/settings',
      '/auth',
      '/sign-out',
      '/places',
      '/about/',
      '/About',
      '//about',
      '/blog/',
      '/blog/Upper',
      '/blog/a/b',
      `/blog/${'a'.repeat(97)}`,
      '/sitemap.xml',
      '/newsletter',
      '',
    ]
    for (const path of refused) expect(isPublicPage(path), path).toBe(false)
  })
})
