import { describe, expect, it } from 'vitest'
import { feedHref, feedLocale, rssXml, type Feed } from './meta-feed'

const feed: Feed = {
  origin: 'https://cosmic.example',
  locale: 'hi',
  language: 'hi-IN',
  title: 'ब्लॉग · Cosmic Insights',
  description: 'वैदिक ज्योतिष पर लेख',
  items: [
    { slug: 'moon-sign', title: 'चंद्र राशि', excerpt: 'आपकी चंद्र राशि', category: 'ज्योतिष', publishedAt: '2026-03-02T04:30:00.000Z' },
    { slug: 'guna-milan', title: 'Guna Milan', excerpt: 'Matching', category: 'ज्योतिष', publishedAt: '2026-03-01T04:30:00.000Z' },
  ],
}

/** The text of each `<name>` element of an XML string, entities left as written. */
const all = (xml: string, name: string) => [...xml.matchAll(new RegExp(`<${name}(?: [^>]*)?>([^<]*)</${name}>`, 'g'))].map((m) => m[1])

describe('rssXml', () => {
  it('is an RSS 2.0 channel with its title, blog link, description, language and own address', () => {
    const xml = rssXml(feed)
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">')).toBe(true)
    expect(xml.trimEnd().endsWith('</channel>\n</rss>')).toBe(true)
    expect(all(xml, 'title')[0]).toBe('ब्लॉग · Cosmic Insights')
    expect(all(xml, 'link')[0]).toBe('https://cosmic.example/blog?lng=hi')
    expect(all(xml, 'language')).toEqual(['hi-IN'])
    expect(xml).toContain('<atom:link href="https://cosmic.example/blog/rss.xml?lng=hi" rel="self" type="application/rss+xml"/>')
    expect(all(xml, 'lastBuildDate')).toEqual(['Mon, 02 Mar 2026 04:30:00 GMT'])
  })

  it('has an item per post, in order, each with its link in the feed’s language as a permanent guid and an RFC 822 date', () => {
    const xml = rssXml(feed)
    expect(xml.match(/<item>/g)).toHaveLength(2)
    expect(all(xml, 'link').slice(1)).toEqual(['https://cosmic.example/blog/moon-sign?lng=hi', 'https://cosmic.example/blog/guna-milan?lng=hi'])
    expect(all(xml, 'guid')).toEqual(all(xml, 'link').slice(1))
    expect(xml).toContain('<guid isPermaLink="true">')
    expect(all(xml, 'pubDate')).toEqual(['Mon, 02 Mar 2026 04:30:00 GMT', 'Sun, 01 Mar 2026 04:30:00 GMT'])
    expect(all(xml, 'category')).toEqual(['ज्योतिष', 'ज्योतिष'])
  })

  it('escapes what XML gives meaning to and drops the characters XML cannot carry', () => {
    const xml = rssXml({
      ...feed,
      items: [{ ...feed.items[0]!, title: 'Mars & Venus <b>"rising"</b>\u0000\u0007', excerpt: ']]></description><script>x</script>' }],
    })
    expect(all(xml, 'title')[1]).toBe('Mars &amp; Venus &lt;b&gt;&quot;rising&quot;&lt;/b&gt;')
    expect(all(xml, 'description')[1]).toBe(']]&gt;&lt;/description&gt;&lt;script&gt;x&lt;/script&gt;')
    expect([...xml].some((c) => c.charCodeAt(0) < 9)).toBe(false)
  })

  it('is an empty channel, still valid, when no post is published', () => {
    const xml = rssXml({ ...feed, items: [] })
    expect(xml).not.toContain('<item>')
    expect(xml).not.toContain('lastBuildDate')
    expect(all(xml, 'title')).toHaveLength(1)
  })
})

describe('the feed’s language', () => {
  const at = (query: string) => feedLocale(new URL(`https://cosmic.example/blog/rss.xml${query}`))

  it('comes from the address alone: English unless ?lng= names Hindi', () => {
    expect(at('')).toBe('en')
    expect(at('?lng=en')).toBe('en')
    expect(at('?lng=hi')).toBe('hi')
  })

  it('refuses a language the site does not have, or two', () => {
    expect(at('?lng=fr')).toBeNull()
    expect(at('?lng=')).toBeNull()
    expect(at('?lng=hi&lng=en')).toBeNull()
  })

  it('is linked at the plain address for English and at ?lng= for Hindi', () => {
    expect(feedHref('en')).toBe('/blog/rss.xml')
    expect(feedHref('hi')).toBe('/blog/rss.xml?lng=hi')
  })
})
