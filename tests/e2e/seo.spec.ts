// What search engines get: a sitemap with every public page and published article, robots.txt, distinct titles.
import { HOROSCOPE_PATHS } from '../../app/utils/horoscope-pages.mjs'
import { createDraftPost, deletePost, expect, PUBLIC_PATHS, test } from './fixtures'

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])

async function publishedSlugs(request: import('@playwright/test').APIRequestContext) {
  // A REST read returns pages of at most 100 (ADR 157): read them all.
  const slugs: string[] = []
  for (let page = 1; ; page++) {
    const response = await request.get('/api/posts', { params: { limit: 100, page, depth: 0 } })
    expect(response.status()).toBe(200)
    const { docs, hasNextPage } = (await response.json()) as { docs: { slug: string }[]; hasNextPage: boolean }
    slugs.push(...docs.map((doc) => doc.slug))
    if (!hasNextPage) break
  }
  expect(slugs.length).toBeGreaterThan(0)
  return slugs
}

test('the sitemap lists every public page and every published article', async ({ request, baseURL }) => {
  const response = await request.get('/sitemap.xml')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toMatch(/xml/)
  const body = await response.text()
  expect(body).toMatch(/^<\?xml/)
  expect(body).toContain('http://www.sitemaps.org/schemas/sitemap/0.9')
  const urls = locs(body)
  const slugs = await publishedSlugs(request)
  // Each page three times: the plain address (x-default, the visitor's language) and each language's own.
  // The festival calendar is public and indexed too (ADR 198), and so are the horoscopes by sign (ADR 220).
  const pages = [...PUBLIC_PATHS, '/festivals', ...HOROSCOPE_PATHS, ...slugs.map((slug) => `/blog/${slug}`)]
  for (const path of pages) for (const suffix of ['', '?lng=en', '?lng=hi']) expect(urls, path + suffix).toContain(new URL(path + suffix, baseURL).href)
  expect(new Set(urls).size, 'no URL is listed twice').toBe(urls.length)
  expect(urls).toHaveLength(pages.length * 3)
})

test('the sitemap names each page’s language versions (hreflang en, hi, x-default)', async ({ request, baseURL }) => {
  const body = await (await request.get('/sitemap.xml')).text()
  expect(body).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"')
  const entries = [...body.matchAll(/<url>(.*?)<\/url>/g)].map((match) => match[1])
  expect(entries.length).toBeGreaterThan(0)
  for (const entry of entries) {
    const loc = /<loc>([^<]+)<\/loc>/.exec(entry)![1]
    const plain = loc.replace(/\?lng=(en|hi)$/, '')
    const links = Object.fromEntries([...entry.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((match) => [match[1], match[2]]))
    expect(links, loc).toEqual({ en: `${plain}?lng=en`, hi: `${plain}?lng=hi`, 'x-default': plain })
    expect(plain.startsWith(new URL('/', baseURL).href)).toBe(true)
  }
})

test('every URL in the sitemap answers 200', async ({ request }) => {
  const urls = locs(await (await request.get('/sitemap.xml')).text())
  for (const url of urls) {
    const { pathname, search } = new URL(url)
    const response = await request.get(pathname + search)
    expect(response.status(), url).toBe(200)
    // A language version answers in its language, whatever the crawler's Accept-Language.
    if (search) expect(await response.text(), url).toContain(`lang="${search.endsWith('hi') ? 'hi-IN' : 'en-IN'}"`)
  }
})

test('a draft is not in the sitemap', async ({ request, editorApi }) => {
  const draft = await createDraftPost(editorApi, { title: `Sitemap draft ${Date.now()}` })
  try {
    const urls = locs(await (await request.get('/sitemap.xml')).text())
    expect(urls.some((url) => url.endsWith(`/blog/${draft.slug}`))).toBe(false)
  } finally {
    await deletePost(editorApi, draft.id)
  }
})

test('robots.txt allows the site, keeps crawlers out of the CMS and points to the sitemap', async ({ request, baseURL }) => {
  const response = await request.get('/robots.txt')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toMatch(/text\/plain/)
  const lines = (await response.text()).split('\n').map((line) => line.trim())
  expect(lines).toContain('User-agent: *')
  expect(lines).toContain('Allow: /')
  expect(lines).toContain('Disallow: /admin')
  expect(lines).toContain(`Sitemap: ${new URL('/sitemap.xml', baseURL).href}`)
})

test('each page has its own title and description', async ({ request }) => {
  const slugs = await publishedSlugs(request)
  const paths = [...PUBLIC_PATHS, ...slugs.slice(0, 3).map((slug) => `/blog/${slug}`)]
  const titles = new Map<string, string>()
  for (const path of paths) {
    const html = await (await request.get(path)).text()
    const titleTags = [...html.matchAll(/<title>([^<]*)<\/title>/g)]
    expect(titleTags, `${path} has exactly one <title>`).toHaveLength(1)
    const title = titleTags[0][1].trim()
    expect(title, path).toContain('Cosmic Insights')
    expect(html, `${path} has a description`).toMatch(/<meta name="description" content="[^"]{40,}"/)
    titles.set(path, title)
  }
  const seen = new Map<string, string>()
  for (const [path, title] of titles) {
    expect(seen.get(title), `"${title}" is used by ${seen.get(title)} and ${path}`).toBeUndefined()
    seen.set(title, path)
  }
})

test('pages are served in full to crawlers, with the content in the HTML', async ({ request }) => {
  const response = await request.get('/blog', { headers: { 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' } })
  expect(response.status()).toBe(200)
  const html = await response.text()
  expect(html).toMatch(/<h1[^>]*>[^<]+<\/h1>/)
  expect(html).toMatch(/<article/)
  expect(html).toContain('lang="en-IN"')
})
