// The blog's RSS 2.0 feed, one per language (ADR 205), written by hand: a feed is a few fixed elements, and every text
// in it passes through one escape.
import { LOCALE_PARAM } from '../i18n/names.mjs'
import { DEFAULT_LOCALE, isLocale, type Locale } from './locales.mjs'
import { escapeHtml } from './html'
import { BLOG_FEED_PATH as FEED_PATH } from './site-pages.mjs'

/** The newest posts a feed carries: readers keep what they have seen, so a feed only needs the recent ones. */
export const FEED_ITEMS = 20

/**
 * A feed answers in the language its address names, never the reader's cookie or Accept-Language: a feed reader
 * subscribed to an address must always get the same language. The plain address is English; a language the site does
 * not have (or two of them) is null, refused as the festival feed refuses it.
 */
export function feedLocale(url: URL): Locale | null {
  const requested = url.searchParams.getAll(LOCALE_PARAM)
  if (requested.length === 0) return DEFAULT_LOCALE
  return requested.length === 1 && isLocale(requested[0]) ? requested[0] : null
}

/** A language's feed, as the blog links to it: the plain address for English, `?lng=` for the others. */
export function feedHref(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? FEED_PATH : `${FEED_PATH}?${LOCALE_PARAM}=${locale}`
}

/** Characters XML 1.0 cannot carry at all, even escaped: the C0 controls but tab and line ends, and U+FFFE/U+FFFF. */
// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g

/** Text as XML character data: the controls XML forbids dropped, the characters markup gives meaning to escaped. */
function xmlText(value: string): string {
  return escapeHtml(value.replace(NOT_XML, ''))
}

type FeedItem = { slug: string; title: string; excerpt: string; category: string; publishedAt: string }

export type Feed = {
  origin: string
  locale: Locale
  /** The `<html lang>` form of the language (en-IN, hi-IN). */
  language: string
  title: string
  description: string
  items: FeedItem[]
}

const element = (name: string, text: string) => `<${name}>${xmlText(text)}</${name}>`

/** The feed's XML: a channel naming itself (atom:link), its blog page and language, and an item per post, newest first. */
export function rssXml({ origin, locale, language, title, description, items }: Feed): string {
  const inLanguage = (path: string) => `${origin}${path}?${LOCALE_PARAM}=${locale}`
  const newest = items.reduce((latest, item) => Math.max(latest, Date.parse(item.publishedAt) || 0), 0)
  const entries = items.map((item) => {
    const link = inLanguage(`/blog/${item.slug}`)
    return [
      '<item>',
      element('title', item.title),
      element('link', link),
      `<guid isPermaLink="true">${xmlText(link)}</guid>`,
      element('description', item.excerpt),
      element('category', item.category),
      element('pubDate', new Date(item.publishedAt).toUTCString()),
      '</item>',
    ].join('')
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    element('title', title),
    element('link', inLanguage('/blog')),
    element('description', description),
    element('language', language),
    newest ? element('lastBuildDate', new Date(newest).toUTCString()) : '',
    `<atom:link href="${xmlText(`${origin}${feedHref(locale)}`)}" rel="self" type="application/rss+xml"/>`,
    ...entries,
    '</channel>',
    '</rss>',
    '',
  ].join('\n')
}
