// The site's fixed pages, declared once. Plain JavaScript because server/page-cache.mjs, which server.mjs runs
// outside the build, needs them as much as the route table, the Pages collection, the sitemap and the seed do.
import { isHoroscopePage } from './horoscope-pages.mjs'

/**
 * The pages whose words editors write in the CMS (collections/Pages), each served at the path of its slug.
 * @typedef {(typeof PAGE_SLUGS)[number]} PageSlug
 */
export const PAGE_SLUGS = /** @type {const} */ (['about', 'privacy', 'terms', 'cancellation-refund', 'shipping-policy', 'contact'])

/**
 * The ones the shared content-page route renders; /contact is a route of its own (the message form and the FAQ).
 * @type {readonly Exclude<PageSlug, 'contact'>[]}
 */
export const CONTENT_PAGE_SLUGS = PAGE_SLUGS.filter((slug) => slug !== 'contact')

/** The public pages without a parameter, alike for every anonymous visitor: the sitemap lists them. */
export const PUBLIC_STATIC_PATHS = ['/', '/blog', '/pricing', '/contact', '/festivals', ...CONTENT_PAGE_SLUGS.map((slug) => `/${slug}`)]

/** The blog's RSS feed (ADR 205): one address, the language in `?lng=`; the page cache keeps it like the blog. */
export const BLOG_FEED_PATH = '/blog/rss.xml'

const STATIC = new Set([...PUBLIC_STATIC_PATHS, BLOG_FEED_PATH])
const POST_PATH = /^\/blog\/[a-z0-9-]{1,96}$/

/**
 * Whether a path is a public page the page cache may keep (ADR 005): the static ones, blog posts, the blog's feed and
 * the horoscopes by sign (ADR 220).
 * @param {string} path
 * @returns {boolean}
 */
export function isPublicPage(path) {
  return STATIC.has(path) || POST_PATH.test(path) || isHoroscopePage(path)
}
