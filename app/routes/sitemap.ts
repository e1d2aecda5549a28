import { listPostSlugs } from '../services/content.server'
import { getEnv } from '../utils/env.server'
import { PUBLIC_STATIC_PATHS } from '../utils/site-pages.mjs'

const escapeXml = (value: string) => value.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`)

export async function loader() {
  const origin = new URL(getEnv().APP_URL).origin
  const posts = await listPostSlugs()
  const urls = [
    ...PUBLIC_STATIC_PATHS.map((path) => `<url><loc>${escapeXml(origin + path)}</loc></url>`),
    ...posts.map((post) => `<url><loc>${escapeXml(`${origin}/blog/${post.slug}`)}</loc><lastmod>${post.updatedAt.slice(0, 10)}</lastmod></url>`),
  ]
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>\n`
  return new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } })
}
