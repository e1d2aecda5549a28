// Editors' comforts (ADR 134): an editor saves a draft over a live post in the admin and sees it on the site through the
// Preview button's signed link, while visitors still get the published version; the post's search and sharing tags.
import sharp from 'sharp'
import { ANY_WIDTH, deletePost, E2E_EDITOR, expect, lexicalParagraph, test, signInToAdmin } from './fixtures'

type Doc = { id: number | string; slug: string; title: string }

test(
  'an editor previews a saved draft on the site through a signed link; visitors still see the published post',
  ANY_WIDTH,
  async ({ page, editorApi, request }) => {
    test.setTimeout(90_000)
    const stamp = Date.now()
    const created = await editorApi.post('/api/posts', {
      data: {
        title: `Venus transit ${stamp}`,
        slug: `venus-transit-${stamp}`,
        excerpt: 'Published words.',
        category: 'astrology',
        _status: 'published',
        content: lexicalParagraph('The published body.'),
      },
    })
    expect(created.status(), await created.text()).toBe(201)
    const post = ((await created.json()) as { doc: Doc }).doc
    try {
      await signInToAdmin(page, E2E_EDITOR)
      await page.goto(`/admin/collections/posts/${post.id}`)
      await expect(page.getByRole('link', { name: /View on site/ })).toHaveAttribute('href', `/blog/${post.slug}`)
      const title = page.locator('#field-title')
      await title.fill(`Venus transit, redrafted ${stamp}`)
      await page.getByRole('button', { name: 'Save draft' }).click()
      await expect(page.getByText(/saved successfully/i).first()).toBeVisible()

      const preview = page.getByRole('link', { name: 'Preview' })
      const href = await preview.getAttribute('href')
      expect(href).toMatch(new RegExp(`^/preview/posts/${post.id}\\?expires=\\d+&signature=`))
      const [site] = await Promise.all([page.context().waitForEvent('page'), preview.click()])
      await site.waitForLoadState()
      await expect(site.getByRole('heading', { level: 1 })).toHaveText(`Venus transit, redrafted ${stamp}`)
      await expect(site.getByRole('note')).toContainText('Preview: the latest draft')
      await expect(site.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
      await site.close()

      // The preview is private and never cached; visitors get the published post, and an altered link shows nothing.
      const previewed = await request.get(href!)
      expect(previewed.headers()['cache-control']).toBe('private, no-store')
      expect(previewed.headers()['x-page-cache']).toBeUndefined()
      const live = await (await request.get(`/blog/${post.slug}`)).text()
      expect(live).toContain(`Venus transit ${stamp}`)
      expect(live).not.toContain('redrafted')
      const altered = await request.get(href!.replace(/signature=[\w-]+/, 'signature=forged'))
      expect(altered.status()).toBe(403)
      const alteredText = await altered.text()
      expect(alteredText).toContain('This preview link is not valid')
      expect(alteredText).not.toContain('redrafted')
      expect((await request.get(`/preview/posts/${post.id}`)).status()).toBe(400)
    } finally {
      await deletePost(editorApi, post.id)
    }
  },
)

test(
  'a post page carries its search and sharing tags: meta title, description, article type and an absolute image',
  ANY_WIDTH,
  async ({ page, editorApi, baseURL }) => {
    const stamp = Date.now()
    const png = await sharp({ create: { width: 1200, height: 630, channels: 3, background: '#4c1d95' } })
      .png()
      .toBuffer()
    const upload = await editorApi.post('/api/media', {
      multipart: { file: { name: `seo-${stamp}.png`, mimeType: 'image/png', buffer: png }, _payload: JSON.stringify({ alt: 'A violet sky' }) },
    })
    expect(upload.status(), await upload.text()).toBe(201)
    const media = ((await upload.json()) as { doc: Doc }).doc
    const created = await editorApi.post('/api/posts', {
      data: {
        title: `A very long article title about Saturn ${stamp}`,
        slug: `saturn-seo-${stamp}`,
        excerpt: 'The excerpt.',
        category: 'astrology',
        _status: 'published',
        publishedAt: '2026-11-20T06:30:00.000Z',
        featuredImage: media.id,
        meta: { title: `Saturn in short ${stamp}`, description: 'What Saturn’s return means for you.' },
        content: lexicalParagraph(Array.from({ length: 450 }, () => 'word').join(' ')),
      },
    })
    expect(created.status(), await created.text()).toBe(201)
    const post = ((await created.json()) as { doc: Doc }).doc
    try {
      await page.goto(`/blog/${post.slug}`)
      await expect(page).toHaveTitle(`Saturn in short ${stamp} · Cosmic Insights`)
      const meta = (selector: string) => page.locator(`meta[${selector}]`)
      await expect(meta('name="description"')).toHaveAttribute('content', 'What Saturn’s return means for you.')
      await expect(meta('property="og:title"')).toHaveAttribute('content', `Saturn in short ${stamp} · Cosmic Insights`)
      await expect(meta('property="og:description"')).toHaveAttribute('content', 'What Saturn’s return means for you.')
      await expect(meta('property="og:type"')).toHaveAttribute('content', 'article')
      await expect(meta('property="article:published_time"')).toHaveAttribute('content', '2026-11-20T06:30:00.000Z')
      await expect(meta('property="og:image"')).toHaveAttribute('content', new RegExp(`^${new URL('/', baseURL).href}.*seo-${stamp}`))
      await expect(meta('name="twitter:card"')).toHaveAttribute('content', 'summary_large_image')
      // 450 words at 200 a minute: the read time is the text's, not typed.
      await expect(page.getByText('2 min read')).toBeVisible()
    } finally {
      await deletePost(editorApi, post.id)
      await editorApi.delete(`/api/media/${media.id}`)
    }
  },
)
