// Structured data for search engines (ADR 204): schema.org objects written as JSON-LD, built from what the page shows
// (never claims the page does not make), each an object of its own with its `@context`.
import { useNonce } from './nonce'

const CONTEXT = 'https://schema.org'

/** The site's logo as schema.org asks for it: a square raster image of at least 112 px, at an absolute address. */
const LOGO_PATH = '/icons/icon-512.png'

export type JsonLdThing = { '@context': typeof CONTEXT; '@type': string; [property: string]: unknown }

/**
 * The JSON of a `<script type="application/ld+json">`, safe inside HTML: `<`, `>` and `&` are written as JSON's
 * `\u` escapes, so a title holding `</script>` or `<!--` cannot end the script or open a comment, and the line and
 * paragraph separators, which some older parsers take for line ends, are escaped too. JSON.parse reads it back unchanged.
 */
export function jsonLdText(data: JsonLdThing | JsonLdThing[]): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
}

/**
 * A page's structured data, rendered in its markup (search engines read it wherever it stands in the document). The
 * browser runs no JSON-LD, but every script tag of ours carries the response's CSP nonce all the same (ADR 006), so the
 * rule "no script without the nonce" needs no exception to check.
 */
export function JsonLd({ data }: { data: JsonLdThing | JsonLdThing[] }) {
  const nonce = useNonce()
  return <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />
}

type Site = { origin: string; name: string }

const organizationId = (origin: string) => `${origin}/#organization`

function publisher({ origin, name }: Site) {
  return { '@type': 'Organization', '@id': organizationId(origin), name, logo: { '@type': 'ImageObject', url: `${origin}${LOGO_PATH}` } }
}

/** The business behind the site, for the home page. */
export function organizationJsonLd(site: Site & { email?: string; description?: string }): JsonLdThing {
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    '@id': organizationId(site.origin),
    name: site.name,
    url: `${site.origin}/`,
    logo: `${site.origin}${LOGO_PATH}`,
    ...(site.description ? { description: site.description } : {}),
    ...(site.email ? { email: site.email } : {}),
  }
}

/** The site itself, in the language the home page is shown in, published by the organisation. */
export function websiteJsonLd(site: Site & { description?: string; language: string }): JsonLdThing {
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    '@id': `${site.origin}/#website`,
    name: site.name,
    url: `${site.origin}/`,
    inLanguage: site.language,
    ...(site.description ? { description: site.description } : {}),
    publisher: { '@id': organizationId(site.origin) },
  }
}

/** Search engines cut a headline past this many characters (Google's guidance for Article). */
const HEADLINE_MAX = 110

/**
 * A blog post as a BlogPosting: its headline, summary, image and dates, written by and published under the site's
 * organisation (posts name no person as their author).
 */
export function articleJsonLd(
  post: { title: string; description: string; url: string; publishedAt: string; updatedAt?: string; image: { url: string } | null; language: string },
  site: Site,
): JsonLdThing {
  const headline = post.title.length > HEADLINE_MAX ? `${post.title.slice(0, HEADLINE_MAX - 1).trimEnd()}…` : post.title
  const published = new Date(post.publishedAt).toISOString()
  return {
    '@context': CONTEXT,
    '@type': 'BlogPosting',
    headline,
    description: post.description,
    url: post.url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': post.url },
    inLanguage: post.language,
    datePublished: published,
    dateModified: post.updatedAt ? new Date(Math.max(Date.parse(post.updatedAt), Date.parse(published))).toISOString() : published,
    ...(post.image ? { image: [new URL(post.image.url, site.origin).href] } : {}),
    author: { '@type': 'Organization', name: site.name, url: `${site.origin}/` },
    publisher: publisher(site),
  }
}

/** The questions and answers a page shows, as an FAQPage; null when it shows none (an empty FAQPage is invalid). */
export function faqPageJsonLd(faqs: { question: string; answer: string }[], language: string): JsonLdThing | null {
  const answered = faqs.filter((faq) => faq.question.trim() && faq.answer.trim())
  if (answered.length === 0) return null
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    inLanguage: language,
    mainEntity: answered.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  }
}
