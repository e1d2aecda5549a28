// What search engines and feed readers get beyond the sitemap (ADRs 203-205): a canonical address on every public page,
// in the forms of its hreflang alternates; schema.org JSON-LD for the site, each post and the FAQ; and the blog's RSS
// 2.0 feed in each language, parsed here by the browser's own XML parser.
import type { APIRequestContext, Page } from '@playwright/test'
import { createDraftPost, deletePost, expect, lexicalParagraph, PUBLIC_PATHS, test, visit } from './fixtures'

type Doc = { id: number | string; slug: string; title: string }

async function publishPost(api: APIRequestContext, fields: { title: string; slug: string; publishedAt?: string }): Promise<Doc> {
  const response = await api.post('/api/posts', {
    data: {
      excerpt: 'Written by the SEO browser tests.',
      category: 'astrology',
      readTime: 3,
      _status: 'published',
      content: lexicalParagraph('Body.'),
      ...fields,
    },
  })
  expect(response.status(), await response.text()).toBe(201)
  return ((await response.json()) as { doc: Doc }).doc
}

const linkHref = (html: string, rel: string) =>
  [...html.matchAll(new RegExp(`<link rel="${rel}"[^>]*href="([^"]+)"`, 'g'))].map((m) => m[1]!.replaceAll('&amp;', '&'))

/** The JSON-LD objects of an HTML document, parsed as a search engine parses them. */
function jsonLdIn(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].flatMap(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>[],
  )
}

test.describe('canonical links', () => {
  test('every public page names its own absolute address as canonical, in each language, among its hreflang alternates', async ({ request, baseURL }) => {
    // Thirty pages, each rendered afresh the first time, on a busy machine.
    test.setTimeout(120_000)
    const { docs } = (await (await request.get('/api/posts', { params: { limit: 1, depth: 0 } })).json()) as { docs: Doc[] }
    for (const path of [...PUBLIC_PATHS, '/festivals', `/blog/${docs[0]!.slug}`])
      for (const query of ['', '?lng=en', '?lng=hi']) {
        const html = await (await request.get(path + query)).text()
        const canonical = linkHref(html, 'canonical')
        expect(canonical, path + query).toEqual([new URL(path + query, baseURL).href])
        const alternates = [...html.matchAll(/<link rel="alternate" hrefLang="[^"]+" href="([^"]+)"/gi)].map((m) => m[1])
        expect(alternates, path + query).toContain(canonical[0])
      }
  })

  test('a search or a tracking tag is not part of the canonical address; the blog’s page number is', async ({ request, baseURL }) => {
    const searched = await (await request.get('/blog?q=moon&utm_source=newsletter&lng=hi')).text()
    expect(linkHref(searched, 'canonical')).toEqual([new URL('/blog?lng=hi', baseURL).href])
    const second = await (await request.get('/blog?page=2')).text()
    expect(linkHref(second, 'canonical')).toEqual([new URL('/blog?page=2', baseURL).href])
  })

  test('pages not to be indexed, and addresses that fail, name no canonical', async ({ request }) => {
    const missing = await request.get('/blog/no-such-post-anywhere')
    expect(missing.status()).toBe(404)
    const html = await missing.text()
    expect(linkHref(html, 'canonical')).toEqual([])
    expect(html).not.toMatch(/hrefLang=/i)
    const auth = await (await request.get('/auth')).text()
    expect(linkHref(auth, 'canonical')).toEqual([])
    const offline = await (await request.get('/offline')).text()
    expect(linkHref(offline, 'canonical')).toEqual([])
    expect(offline).toContain('<meta name="robots" content="noindex"/>')
  })
})

test.describe('structured data', () => {
  test('the home page says who runs the site (Organization) and what it is (WebSite)', async ({ request, baseURL }) => {
    const things = jsonLdIn(await (await request.get('/?lng=hi')).text())
    const organization = things.find((thing) => thing['@type'] === 'Organization')!
    const website = things.find((thing) => thing['@type'] === 'WebSite')!
    for (const thing of [organization, website]) {
      expect(thing['@context']).toBe('https://schema.org')
      expect(thing.name).toBe('Cosmic Insights')
      expect(thing.url).toBe(new URL('/', baseURL).href)
    }
    expect(String(organization.logo)).toMatch(/^https?:\/\/.+\.png$/)
    expect((await request.get(new URL(String(organization.logo)).pathname)).status()).toBe(200)
    expect(website.inLanguage).toBe('hi-IN')
    expect(website.publisher).toEqual({ '@id': organization['@id'] })
  })

  test('the FAQ is an FAQPage with the questions and answers the page shows', async ({ page }) => {
    await visit(page, '/contact')
    const [faq] = jsonLdIn(await page.content())
    expect(faq).toMatchObject({ '@context': 'https://schema.org', '@type': 'FAQPage', inLanguage: 'en-IN' })
    const entities = faq!.mainEntity as { '@type': string; name: string; acceptedAnswer: { '@type': string; text: string } }[]
    const shown = await page.locator('details[name="contact-faq"] summary').allTextContents()
    expect(shown.length).toBeGreaterThan(0)
    expect(entities.map((question) => question.name)).toEqual(shown.map((text) => text.replace(/\+$/, '').trim()))
    for (const question of entities) {
      expect(question['@type']).toBe('Question')
      expect(question.acceptedAnswer['@type']).toBe('Answer')
      expect(question.acceptedAnswer.text.length).toBeGreaterThan(0)
    }
  })

  test('a post is a BlogPosting, and a title holding </script> stays inside its script', async ({ page, editorApi, baseURL }) => {
    test.setTimeout(90_000)
    const stamp = Date.now()
    const title = `Saturn </script><script>window.__escaped = true</script> ${stamp}`
    const post = await publishPost(editorApi, { title, slug: `saturn-escape-${stamp}` })
    try {
      await visit(page, `/blog/${post.slug}?lng=en`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
      expect(await page.evaluate(() => (window as { __escaped?: boolean }).__escaped)).toBeUndefined()
      const scripts = await page.locator('script[type="application/ld+json"]').allTextContents()
      expect(scripts).toHaveLength(1)
      const article = JSON.parse(scripts[0]!) as Record<string, unknown>
      expect(article).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        headline: title,
        url: new URL(`/blog/${post.slug}?lng=en`, baseURL).href,
        inLanguage: 'en-IN',
        author: { '@type': 'Organization', name: 'Cosmic Insights' },
        publisher: { '@type': 'Organization', name: 'Cosmic Insights' },
      })
      expect(Date.parse(String(article.datePublished))).not.toBeNaN()
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(article.url)
    } finally {
      await deletePost(editorApi, post.id)
    }
  })
})

type ParsedFeed = {
  error: string | null
  root: string
  version: string | null
  channel: Record<string, string>
  self: string | null
  items: { title: string; link: string; guid: string; permaLink: string | null; pubDate: string; description: string }[]
}

/** The feed read by the browser's XML parser, which refuses anything not well-formed. */
async function parseFeed(page: Page, xml: string): Promise<ParsedFeed> {
  return page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml')
    const error = doc.querySelector('parsererror')?.textContent ?? null
    const channel = doc.documentElement.querySelector(':scope > channel')
    const own = (parent: Element | null | undefined, name: string) =>
      [...(parent?.children ?? [])].find((child) => child.tagName === name)?.textContent ?? ''
    return {
      error,
      root: doc.documentElement.tagName,
      version: doc.documentElement.getAttribute('version'),
      channel: Object.fromEntries(['title', 'link', 'description', 'language', 'lastBuildDate'].map((name) => [name, own(channel, name)])),
      self: doc.getElementsByTagNameNS('http://www.w3.org/2005/Atom', 'link')[0]?.getAttribute('href') ?? null,
      items: [...(channel?.querySelectorAll(':scope > item') ?? [])].map((item) => ({
        title: own(item, 'title'),
        link: own(item, 'link'),
        guid: own(item, 'guid'),
        permaLink: [...item.children].find((child) => child.tagName === 'guid')?.getAttribute('isPermaLink') ?? null,
        pubDate: own(item, 'pubDate'),
        description: own(item, 'description'),
      })),
    }
  }, xml)
}

test.describe('the blog’s RSS feed', () => {
  test('is RSS 2.0 in each language, with published posts only, escaped, and cached like the blog', async ({ page, request, editorApi, baseURL }) => {
    test.setTimeout(90_000)
    const stamp = Date.now()
    const hostile = `Mars & Venus <b>${stamp}</b> ]]> "rising"`
    const published = await publishPost(editorApi, { title: hostile, slug: `mars-venus-feed-${stamp}` })
    const scheduled = await publishPost(editorApi, {
      title: `Scheduled feed ${stamp}`,
      slug: `scheduled-feed-${stamp}`,
      publishedAt: new Date(Date.now() + 86_400_000).toISOString(),
    })
    const draft = await createDraftPost(editorApi, { title: `Draft feed ${stamp}` })
    try {
      await page.goto('about:blank')
      for (const [address, locale, language] of [
        ['/blog/rss.xml', 'en', 'en-IN'],
        ['/blog/rss.xml?lng=hi', 'hi', 'hi-IN'],
      ] as const) {
        const response = await request.get(address)
        expect(response.status(), address).toBe(200)
        expect(response.headers()['content-type']).toBe('application/rss+xml; charset=utf-8')
        const feed = await parseFeed(page, await response.text())
        expect(feed.error, address).toBeNull()
        expect(feed.root).toBe('rss')
        expect(feed.version).toBe('2.0')
        expect(feed.channel.title).toContain('Cosmic Insights')
        expect(feed.channel.link).toBe(new URL(`/blog?lng=${locale}`, baseURL).href)
        expect(feed.channel.description.length).toBeGreaterThan(0)
        expect(feed.channel.language).toBe(language)
        expect(feed.self).toBe(new URL(address, baseURL).href)
        expect(feed.items.length).toBeGreaterThan(1)
        expect(feed.items.length).toBeLessThanOrEqual(20)
        for (const item of feed.items) {
          expect(item.link.startsWith(new URL('/blog/', baseURL).href), item.link).toBe(true)
          expect(item.link).toMatch(new RegExp(`/blog/[a-z0-9-]+\\?lng=${locale}$`))
          expect(item.guid).toBe(item.link)
          expect(item.permaLink).toBe('true')
          expect(item.pubDate).toMatch(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d\d (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d\d:\d\d:\d\d GMT$/)
          expect(item.title.length).toBeGreaterThan(0)
        }
        const dates = feed.items.map((item) => Date.parse(item.pubDate))
        expect(dates, 'newest first').toEqual([...dates].sort((a, b) => b - a))
        // The new post is first, its title read back exactly; the scheduled post and the draft are not there.
        expect(feed.items[0]!.title).toBe(hostile)
        expect(feed.items[0]!.link).toBe(new URL(`/blog/${published.slug}?lng=${locale}`, baseURL).href)
        const links = feed.items.map((item) => item.link).join('\n')
        expect(links).not.toContain(scheduled.slug)
        expect(links).not.toContain(draft.slug)
      }
      // Kept by the page cache like the blog, and turned over when an editor publishes.
      await request.get('/blog/rss.xml')
      expect((await request.get('/blog/rss.xml')).headers()['x-page-cache']).toBe('HIT')
    } finally {
      for (const doc of [published, scheduled, draft]) await deletePost(editorApi, doc.id)
    }
    expect(await (await request.get('/blog/rss.xml')).text()).not.toContain(`mars-venus-feed-${stamp}`)
  })

  test('a language the site does not have is refused', async ({ request }) => {
    const response = await request.get('/blog/rss.xml?lng=fr')
    expect(response.status()).toBe(400)
    expect(await response.text()).toContain('lng must be en or hi')
  })

  test('the blog links to its feed in the page’s language, visibly and for feed readers', async ({ page }) => {
    await visit(page, '/blog?lng=hi')
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', '/blog/rss.xml?lng=hi')
    const visible = page.getByRole('link', { name: 'RSS फ़ीड' })
    await expect(visible).toHaveAttribute('href', '/blog/rss.xml?lng=hi')
    await visit(page, '/blog?lng=en')
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', '/blog/rss.xml')
    const english = page.getByRole('link', { name: 'RSS feed' })
    await expect(english).toBeVisible()
    // The link works with no script: it is a plain address the browser opens.
    const response = await page.request.get((await english.getAttribute('href'))!)
    expect(response.status()).toBe(200)
  })
})
