import { localeAlternates } from '../i18n/alternates'
import { listPostSlugs } from '../services/content.server'
import { getEnv } from '../utils/env.server'
import { HOROSCOPE_PATHS } from '../utils/horoscope-pages.mjs'
import { PUBLIC_STATIC_PATHS } from '../utils/site-pages.mjs'

const escapeXml = (value: string) => value.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`)

/**
 * Every language version of a page is listed, each naming all the others (hreflang en, hi and x-default), as search
 * engines ask: the plain address answers in the visitor's language, `?lng=` in a fixed one (ADR 051).
 */
function entries(origin: string, path: string, lastmod?: string): string[] {
  const alternates = localeAlternates(origin, path)
  const links = alternates.map((a) => `<xhtml:link rel="alternate" hreflang="${a.hrefLang}" href="${escapeXml(a.href)}"/>`).join('')
  const modified = lastmod ? `<lastmod>${lastmod}</lastmod>` : ''
  return alternates.map((a) => `<url><loc>${escapeXml(a.href)}</loc>${modified}${links}</url>`)
}

export async function loader() {
  const origin = new URL(getEnv().APP_URL).origin
  const posts = await listPostSlugs()
  const urls = [
    ...PUBLIC_STATIC_PATHS.flatMap((path) => entries(origin, path)),
    ...HOROSCOPE_PATHS.flatMap((path) => entries(origin, path)),
    ...posts.flatMap((post) => entries(origin, `/blog/${post.slug}`, post.updatedAt.slice(0, 10))),
  ]
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${urls.join('')}</urlset>\n`
  return new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } })
}
