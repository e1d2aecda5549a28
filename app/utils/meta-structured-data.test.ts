import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { articleJsonLd, faqPageJsonLd, JsonLd, jsonLdText, organizationJsonLd, websiteJsonLd, type JsonLdThing } from './meta-structured-data'
import { NonceProvider } from './nonce'

const site = { origin: 'https://cosmic.example', name: 'Cosmic Insights' }

/**
 * What each schema.org type we claim must carry: schema.org's own expectations with Google's required and
 * recommended properties for its rich results (Article, FAQPage, Organization, WebSite).
 */
const REQUIRED: Record<string, string[]> = {
  BlogPosting: ['headline', 'datePublished', 'author', 'publisher', 'mainEntityOfPage', 'url'],
  Organization: ['name', 'url', 'logo'],
  WebSite: ['name', 'url'],
  FAQPage: ['mainEntity'],
}

const isAbsolute = (value: unknown) => typeof value === 'string' && /^https:\/\/cosmic\.example\//.test(value)

/** Fails unless `thing` is a schema.org object of the type it claims, with that type's required properties. */
function expectValid(thing: unknown, type: string) {
  const object = thing as JsonLdThing
  expect(object['@context']).toBe('https://schema.org')
  expect(object['@type']).toBe(type)
  for (const property of REQUIRED[type]!) {
    const value = object[property]
    expect(value, `${type}.${property}`).toBeDefined()
    expect(value === '' || (Array.isArray(value) && value.length === 0), `${type}.${property} is empty`).toBe(false)
  }
  if (type === 'BlogPosting') {
    expect(String(object.headline).length).toBeLessThanOrEqual(110)
    for (const date of [object.datePublished, object.dateModified]) expect(String(date)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)
    expect(Date.parse(String(object.dateModified))).toBeGreaterThanOrEqual(Date.parse(String(object.datePublished)))
    expect((object.author as { '@type': string; name: string })['@type']).toBe('Organization')
    const publisher = object.publisher as { '@type': string; name: string; logo: { '@type': string; url: string } }
    expect(publisher['@type']).toBe('Organization')
    expect(publisher.logo['@type']).toBe('ImageObject')
    expect(isAbsolute(publisher.logo.url)).toBe(true)
    for (const image of (object.image as string[] | undefined) ?? []) expect(isAbsolute(image), image).toBe(true)
  }
  if (type === 'Organization' || type === 'WebSite') expect(isAbsolute(object.url)).toBe(true)
  if (type === 'FAQPage')
    for (const question of object.mainEntity as { '@type': string; name: string; acceptedAnswer: { '@type': string; text: string } }[]) {
      expect(question['@type']).toBe('Question')
      expect(question.name).not.toBe('')
      expect(question.acceptedAnswer['@type']).toBe('Answer')
      expect(question.acceptedAnswer.text).not.toBe('')
    }
}

/** The JSON-LD scripts of an HTML fragment, parsed as a search engine would. */
function scriptsIn(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]!))
}

const post = {
  title: 'What your Moon sign says',
  description: 'The Moon sign, read the Vedic way.',
  url: 'https://cosmic.example/blog/moon?lng=hi',
  publishedAt: '2026-03-01T04:30:00.000Z',
  updatedAt: '2026-03-02T10:00:00.000Z',
  image: { url: '/api/media/file/moon-1200x630.webp' },
  language: 'hi-IN',
}

describe('articleJsonLd', () => {
  it('is a BlogPosting with its headline, dates, image, author and publisher', () => {
    const article = articleJsonLd(post, site)
    expectValid(article, 'BlogPosting')
    expect(article).toMatchObject({
      headline: post.title,
      description: post.description,
      url: post.url,
      mainEntityOfPage: { '@id': post.url },
      inLanguage: 'hi-IN',
      datePublished: '2026-03-01T04:30:00.000Z',
      dateModified: '2026-03-02T10:00:00.000Z',
      image: ['https://cosmic.example/api/media/file/moon-1200x630.webp'],
      publisher: { name: 'Cosmic Insights', logo: { url: 'https://cosmic.example/icons/icon-512.png' } },
    })
  })

  it('cuts a long headline, leaves out a missing image, and never dates the change before the publication', () => {
    const article = articleJsonLd({ ...post, title: 'Moon '.repeat(40), image: null, updatedAt: '2026-01-01T00:00:00.000Z' }, site)
    expectValid(article, 'BlogPosting')
    expect(String(article.headline)).toMatch(/…$/)
    expect(article).not.toHaveProperty('image')
    expect(article.dateModified).toBe(article.datePublished)
  })
})

describe('the site’s organisation and website', () => {
  it('are an Organization and a WebSite, the second published by the first', () => {
    const organization = organizationJsonLd({ ...site, email: 'help@cosmic.example', description: 'Vedic astrology' })
    const website = websiteJsonLd({ ...site, language: 'en-IN' })
    expectValid(organization, 'Organization')
    expectValid(website, 'WebSite')
    expect(website.publisher).toEqual({ '@id': organization['@id'] })
    expect(organization.email).toBe('help@cosmic.example')
    expect(website.inLanguage).toBe('en-IN')
  })
})

describe('faqPageJsonLd', () => {
  it('is an FAQPage with each question and its answer', () => {
    const faq = faqPageJsonLd(
      [
        { question: 'Is my birth data safe?', answer: 'It is encrypted.' },
        { question: 'Can I cancel?', answer: 'Yes, at any time.' },
      ],
      'en-IN',
    )
    expectValid(faq, 'FAQPage')
    expect(faq!.mainEntity).toEqual([
      { '@type': 'Question', name: 'Is my birth data safe?', acceptedAnswer: { '@type': 'Answer', text: 'It is encrypted.' } },
      { '@type': 'Question', name: 'Can I cancel?', acceptedAnswer: { '@type': 'Answer', text: 'Yes, at any time.' } },
    ])
  })

  it('is left out when there is no answered question', () => {
    expect(faqPageJsonLd([], 'en-IN')).toBeNull()
    expect(faqPageJsonLd([{ question: 'Empty?', answer: ' ' }], 'en-IN')).toBeNull()
  })
})

describe('JsonLd (the script in the page)', () => {
  const hostile = '</script><script>alert(1)</script><!-- & \u2028'

  it('keeps a title holding </script> inside the script, and parses back to the same text', () => {
    const html = renderToStaticMarkup(createElement(JsonLd, { data: articleJsonLd({ ...post, title: hostile }, site) }))
    expect(html.match(/<script/g)).toHaveLength(1)
    expect(html.match(/<\/script>/g)).toHaveLength(1)
    expect(html).not.toContain('<!--')
    const [parsed] = scriptsIn(html)
    expectValid(parsed, 'BlogPosting')
    expect((parsed as JsonLdThing).headline).toBe(hostile)
  })

  it('carries the response’s CSP nonce, as every script tag of ours (ADR 006)', () => {
    const html = renderToStaticMarkup(
      createElement(NonceProvider, { value: 'n0nce', children: createElement(JsonLd, { data: organizationJsonLd(site) }) }),
    )
    expect(html).toMatch(/^<script type="application\/ld\+json" nonce="n0nce">/)
  })

  it('writes several objects as one array, each valid', () => {
    const html = renderToStaticMarkup(createElement(JsonLd, { data: [organizationJsonLd(site), websiteJsonLd({ ...site, language: 'hi-IN' })] }))
    const [things] = scriptsIn(html) as [JsonLdThing[]]
    expectValid(things[0], 'Organization')
    expectValid(things[1], 'WebSite')
  })

  it('escapes only what HTML could misread', () => {
    expect(jsonLdText({ '@context': 'https://schema.org', '@type': 'Thing', name: 'a<b>&c' })).toBe(
      '{"@context":"https://schema.org","@type":"Thing","name":"a\\u003cb\\u003e\\u0026c"}',
    )
  })
})
