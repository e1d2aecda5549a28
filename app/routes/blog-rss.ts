import { getFixedT } from '../i18n/i18n.server'
import { HTML_LANG } from '../i18n/locale'
import { getSiteSettings, latestPosts } from '../services/content.server'
import { getEnv } from '../utils/env.server'
import { FEED_ITEMS, feedLocale, rssXml } from '../utils/meta-feed'
import type { Route } from './+types/blog-rss'

/**
 * The blog's RSS 2.0 feed (ADR 205): `/blog/rss.xml` in English, `?lng=hi` in Hindi. Only published posts whose time
 * has come (the same public read as the blog), the newest first. The same for everyone: the page cache keeps it like
 * the blog's own page and turns it over on the same content changes.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const locale = feedLocale(new URL(request.url))
  if (!locale)
    return new Response('lng must be en or hi\n', { status: 400, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } })
  const [posts, settings, t] = await Promise.all([latestPosts(locale, FEED_ITEMS), getSiteSettings(locale), getFixedT(locale, 'blog')])
  const body = rssXml({
    origin: new URL(getEnv().APP_URL).origin,
    locale,
    language: HTML_LANG[locale],
    title: `${settings.blog.heading || t('title')} · ${settings.siteName}`,
    description: settings.blog.intro || t('description'),
    items: posts.map((post) => ({ ...post, category: t(`categories.${post.category}`) })),
  })
  return new Response(body, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8', 'Cache-Control': 'public, max-age=900' } })
}
