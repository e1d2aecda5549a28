// What an editor publishes works on the live site: a post with every node the editor can insert renders on
// the site; a post dated a few seconds ahead appears at its time (the test sets the moment); a site page cannot be
// deleted; a renamed slug redirects with a 301.
import type { APIRequestContext } from '@playwright/test'
import sharp from 'sharp'
import { deletePost, E2E_EDITOR, expect, test, visit, signInToAdmin, waitForAdminHydration } from './fixtures'

type Doc = { id: number | string; slug: string; title: string }

const text = (value: string, format = 0) => ({ type: 'text', text: value, format, detail: 0, mode: 'normal', style: '', version: 1 })
const element = (type: string, children: unknown[], extra: Record<string, unknown> = {}) => ({
  type,
  children,
  direction: 'ltr',
  format: '',
  indent: 0,
  version: 1,
  ...extra,
})
const root = (...children: unknown[]) => ({ root: element('root', children) })

async function publishPost(api: APIRequestContext, fields: Record<string, unknown>): Promise<Doc> {
  const response = await api.post('/api/posts', {
    data: {
      excerpt: 'Written by the browser tests.',
      category: 'astrology',
      readTime: 3,
      _status: 'published',
      content: root(element('paragraph', [text('Body.')])),
      ...fields,
    },
  })
  expect(response.status(), await response.text()).toBe(201)
  return ((await response.json()) as { doc: Doc }).doc
}

test('a post with every node an editor can insert renders on the site: internal links, relationship cards, an image', async ({
  page,
  editorApi,
  request,
}) => {
  // The admin's editor and the site, one after the other.
  test.setTimeout(90_000)
  const stamp = Date.now()
  const target = await publishPost(editorApi, { title: `Rahu and Ketu ${stamp}`, slug: `rahu-ketu-${stamp}`, excerpt: 'The lunar nodes, explained.' })
  const pages = await request.get('/api/pages?where[slug][equals]=about&depth=0')
  const about = ((await pages.json()) as { docs: Doc[] }).docs[0]!
  const png = await sharp({ create: { width: 80, height: 50, channels: 3, background: '#4c1d95' } })
    .png()
    .toBuffer()
  const upload = await editorApi.post('/api/media', {
    multipart: { file: { name: `night-${stamp}.png`, mimeType: 'image/png', buffer: png }, _payload: JSON.stringify({ alt: 'Violet night sky' }) },
  })
  expect(upload.status(), await upload.text()).toBe(201)
  const media = ((await upload.json()) as { doc: Doc }).doc

  const post = await publishPost(editorApi, {
    title: `Every node ${stamp}`,
    slug: `every-node-${stamp}`,
    content: root(
      element('heading', [text('Nodes of the Moon')], { tag: 'h2' }),
      element('paragraph', [
        text('See '),
        element('link', [text('the nodes post')], { fields: { linkType: 'internal', newTab: false, doc: { relationTo: 'posts', value: target.id } } }),
        text(' and '),
        element('link', [text('who we are')], { fields: { linkType: 'internal', newTab: false, doc: { relationTo: 'pages', value: about.id } } }),
        text('.'),
      ]),
      { type: 'relationship', version: 2, format: '', relationTo: 'posts', value: target.id },
      { type: 'relationship', version: 2, format: '', relationTo: 'pages', value: about.id },
      { type: 'upload', version: 3, format: '', relationTo: 'media', value: media.id, fields: null, id: 'e2e0c3d4e5f6a1b2c3d4e5f6' },
      element('list', [element('listitem', [text('checked')], { value: 1, checked: true })], { listType: 'check', tag: 'ul', start: 1 }),
      element('quote', [text('As above, so below.')]),
      { type: 'horizontalrule', version: 1 },
    ),
  })
  try {
    // The editor opens it in the admin: the editor shows each node, the "/" menu offers nothing the site cannot show.
    await signInToAdmin(page, E2E_EDITOR)
    await page.goto(`/admin/collections/posts/${post.id}`)
    const editor = page.locator('[data-lexical-editor="true"]').first()
    await expect(editor.getByText('the nodes post')).toBeVisible()
    await editor.getByText('As above, so below.').click()
    await page.keyboard.press('End')
    await page.keyboard.press('Enter')
    // The "/" menu's plugin registers after the editor shows its content, and on a loaded machine well after: a "/"
    // typed before then stays plain text and no menu opens. So the "/" is typed again until the menu opens.
    const menu = page.locator('#slash-menu, .slash-menu-popup').first()
    let typed = 0
    await expect(async () => {
      if (typed++ > 0) {
        await page.keyboard.press('Escape')
        await page.keyboard.press('Backspace')
      }
      await page.keyboard.type('/')
      await expect(menu.getByText('Relationship', { exact: true })).toBeVisible({ timeout: 3_000 })
      await expect(menu.getByText('Upload', { exact: true })).toBeVisible({ timeout: 1_000 })
    }).toPass({ timeout: 30_000 })
    await page.keyboard.press('Escape')

    const site = await page.context().newPage()
    await visit(site, `/blog/${post.slug}`)
    const body = site.locator('article .prose-cosmic')
    await expect(body.getByRole('link', { name: 'the nodes post' })).toHaveAttribute('href', `/blog/${target.slug}`)
    await expect(body.getByRole('link', { name: 'who we are' })).toHaveAttribute('href', '/about')
    await expect(body.getByRole('link', { name: new RegExp(`Rahu and Ketu ${stamp}`) })).toHaveAttribute('href', `/blog/${target.slug}`)
    await expect(body.locator('a[href="/about"]')).toHaveCount(2)
    await expect(body.getByRole('img', { name: 'Violet night sky' })).toBeVisible()
    await expect(body.locator('li[role="checkbox"][aria-checked="true"]')).toHaveText('checked')
    await expect(body).not.toContainText(/unknown node/i)
    await expect(body.locator('a[href="#"]')).toHaveCount(0)
    // The card leads to the post.
    await body.getByRole('link', { name: new RegExp(`Rahu and Ketu ${stamp}`) }).click()
    await expect(site).toHaveURL(new RegExp(`/blog/${target.slug}$`))
    await site.close()
  } finally {
    await deletePost(editorApi, post.id)
    await deletePost(editorApi, target.id)
    await editorApi.delete(`/api/media/${media.id}`)
  }
})

test('a post dated a few seconds ahead stays off the site and appears at its time, with the year shown in the admin', async ({
  page,
  editorApi,
  request,
}) => {
  const stamp = Date.now()
  const at = new Date(Date.now() + 12_000)
  const post = await publishPost(editorApi, { title: `Scheduled eclipse ${stamp}`, slug: `scheduled-eclipse-${stamp}`, publishedAt: at.toISOString() })
  try {
    // Cached and served from the cache before its time.
    await request.get('/blog')
    const before = await request.get('/blog')
    expect(before.headers()['x-page-cache']).toBe('HIT')
    expect(await before.text()).not.toContain(post.title)
    expect(await (await request.get('/')).text()).not.toContain(post.title)
    expect(await (await request.get('/sitemap.xml')).text()).not.toContain(post.slug)
    expect((await request.get(`/blog/${post.slug}`)).status()).toBe(404)

    await signInToAdmin(page, E2E_EDITOR)
    await page.goto(`/admin/collections/posts/${post.id}`)
    const date = page.locator('#field-publishedAt input').first()
    await expect(date).toHaveValue(new RegExp(`${at.getFullYear()}`))
    await expect(page.getByText(/A date in the future schedules/)).toBeVisible()

    // Its moment comes with no edit in between: the cached pages turn over.
    await expect.poll(async () => (await request.get('/blog')).text(), { timeout: 30_000, intervals: [1000] }).toContain(post.title)
    expect(Date.now()).toBeGreaterThanOrEqual(at.getTime())
    expect((await request.get(`/blog/${post.slug}`)).status()).toBe(200)
    expect(await (await request.get('/sitemap.xml')).text()).toContain(post.slug)
  } finally {
    await deletePost(editorApi, post.id)
  }
})

test('a site page cannot be deleted: the admin offers no Delete and the API refuses', async ({ page, editorApi, adminApi, request }) => {
  const found = await editorApi.get('/api/pages?where[slug][equals]=shipping-policy&depth=0')
  const shipping = ((await found.json()) as { docs: Doc[] }).docs[0]!
  await signInToAdmin(page, E2E_EDITOR)
  await page.goto('/admin/collections/pages')
  await expect(page.getByText(/cannot be deleted/)).toBeVisible()
  await page.goto(`/admin/collections/pages/${shipping.id}`)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(shipping.title)
  const more = page.locator('.doc-controls__popup button').first()
  if (await more.count()) await more.click()
  await expect(page.getByRole('button', { name: 'Delete', exact: true })).toHaveCount(0)

  for (const api of [editorApi, adminApi]) expect((await api.delete(`/api/pages/${shipping.id}`)).status()).toBe(403)
  expect((await request.get('/shipping-policy')).status()).toBe(200)
})

test('renaming a published post’s slug in the admin keeps a 301 from the old address', async ({ page, editorApi, request }) => {
  const stamp = Date.now()
  const post = await publishPost(editorApi, { title: `Venus transit ${stamp}`, slug: `venus-transit-${stamp}` })
  const renamed = `venus-transit-guide-${stamp}`
  try {
    await signInToAdmin(page, E2E_EDITOR)
    await page.goto(`/admin/collections/posts/${post.id}`)
    await expect(page.getByText(/keeps a redirect from the old address/)).toBeVisible()
    // Typed once the form is live and editable (it is read-only while it initialises), and still there when published.
    await waitForAdminHydration(page, 'button#action-save')
    const slug = page.locator('#field-slug')
    await expect(slug).toHaveValue(post.slug)
    await expect(slug).toBeEditable()
    await slug.fill(renamed)
    await expect(slug).toHaveValue(renamed)
    await page.getByRole('button', { name: 'Publish changes' }).click()
    await expect(page.getByText(/updated successfully|published successfully/i).first()).toBeVisible()
    await expect(slug).toHaveValue(renamed)

    const old = await request.get(`/blog/${post.slug}`, { maxRedirects: 0 })
    expect(old.status(), 'the old address, right after the publish').toBe(301)
    expect(old.headers().location).toBe(`/blog/${renamed}`)
    const site = await page.context().newPage()
    await site.goto(`/blog/${post.slug}`)
    await expect(site).toHaveURL(new RegExp(`/blog/${renamed}$`))
    await expect(site.getByRole('heading', { level: 1 })).toHaveText(post.title)
    await site.close()
  } finally {
    await deletePost(editorApi, post.id)
  }
  // The post is gone: its old address no longer leads anywhere.
  expect((await request.get(`/blog/${post.slug}`, { maxRedirects: 0 })).status()).toBe(404)
})
