// What an editor sees of a post before it goes out: the search result it would make, with its lengths checked (ADR 229),
// and the live preview beside the form, following the typing and the saves (ADR 230) through the signed preview link.
import { createDraftPost, deletePost, E2E_EDITOR, expect, test, signInToAdmin, waitForAdminHydration } from './fixtures'

const SHOTS = process.env.E2E_SHOTS_DIR

test('the snippet preview shows the search result as the editor types and warns in words about lengths', async ({ page, editorApi }) => {
  test.setTimeout(90_000)
  const stamp = Date.now()
  const post = await createDraftPost(editorApi, { title: `Mercury retrograde survival guide ${stamp}`, excerpt: 'Short excerpt.' })
  try {
    await signInToAdmin(page, E2E_EDITOR)
    await page.goto(`/admin/collections/posts/${post.id}`)
    await waitForAdminHydration(page, '#field-title')
    const section = page.getByRole('region', { name: 'In search results' })
    const snippet = section.getByTestId('snippet-preview')
    await expect(snippet).toContainText(`› blog › ${post.slug}`)
    await expect(snippet).toContainText('Mercury retrograde survival guide')
    await expect(snippet).toContainText('Short excerpt.')
    await expect(section).toContainText('Title from the title (the meta title is empty).')
    // The excerpt is 14 characters: short, said in words.
    await expect(section.locator('li[data-level="warning"]').filter({ hasText: 'Description' })).toContainText('Short: 14 characters')

    await page.locator('#field-meta__title').fill('Mercury retrograde: what to do, what to avoid, and how to stay calm')
    const titleCheck = section.locator('li').filter({ hasText: /^Title/ })
    await expect(titleCheck).toHaveAttribute('data-level', 'warning')
    await expect(titleCheck).toContainText('Too long: 85 characters with the site’s name')
    await expect(titleCheck).toContainText('shorten the meta title by 25')
    await expect(snippet).toContainText('…')
    if (SHOTS) {
      // Clear of the admin's sticky header.
      await section.evaluate((element) => element.scrollIntoView({ block: 'center' }))
      await section.screenshot({ path: `${SHOTS}/preview-snippet-warning.png` })
    }

    await page.locator('#field-meta__title').fill('Mercury retrograde, calmly')
    await page
      .locator('#field-meta__description')
      .fill('Three weeks when messages go astray: what Mercury retrograde means and how to plan around it, sign by sign.')
    await expect(section.locator('li[data-level="ok"]')).toHaveCount(2)
    await expect(section).toContainText('Title from the meta title.')
    await expect(snippet).toContainText('Mercury retrograde, calmly · Cosmic Insights')
    if (SHOTS) {
      await section.evaluate((element) => element.scrollIntoView({ block: 'center' }))
      await section.screenshot({ path: `${SHOTS}/preview-snippet.png` })
    }
  } finally {
    await deletePost(editorApi, post.id)
  }
})

test('the live preview shows the draft beside the form, follows the typing before a save, and the save', async ({ page, editorApi, request }) => {
  test.setTimeout(120_000)
  const stamp = Date.now()
  const post = await createDraftPost(editorApi, { title: `Jupiter in Taurus ${stamp}`, body: 'The saved body.' })
  try {
    await signInToAdmin(page, E2E_EDITOR)
    await page.goto(`/admin/collections/posts/${post.id}`)
    await waitForAdminHydration(page, '#live-preview-toggler')
    await page.getByRole('button', { name: 'Live Preview' }).click()
    const iframe = page.locator('iframe#live-preview-iframe')
    await expect(iframe).toHaveAttribute('src', new RegExp(`/preview/posts/${post.id}\\?expires=\\d+&signature=[\\w-]+&lng=en&live=1$`))
    const frame = page.frameLocator('iframe#live-preview-iframe')
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText(`Jupiter in Taurus ${stamp}`)
    await expect(frame.getByRole('note')).toContainText('Live preview')

    // Typed, not saved: the frame follows; the stored draft does not change.
    await page.locator('#field-title').fill(`Jupiter in Taurus, as typed ${stamp}`)
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText(`Jupiter in Taurus, as typed ${stamp}`)
    await page.locator('#field-excerpt').fill('An excerpt typed a moment ago.')
    await expect(frame.getByText('An excerpt typed a moment ago.')).toBeVisible()
    const stored = await (await editorApi.get(`/api/posts/${post.id}?draft=true&depth=0`)).json()
    expect(stored.title).toBe(`Jupiter in Taurus ${stamp}`)
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/preview-live.png` })

    await page.getByRole('button', { name: 'Save draft' }).click()
    await expect(page.getByText(/saved successfully/i).first()).toBeVisible()
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText(`Jupiter in Taurus, as typed ${stamp}`)
    await expect
      .poll(async () => ((await (await editorApi.get(`/api/posts/${post.id}?draft=true&depth=0`)).json()) as { title: string }).title)
      .toBe(`Jupiter in Taurus, as typed ${stamp}`)

    // The frame's address is the signed link: only this site may frame it, and without its signature it shows nothing.
    const src = (await iframe.getAttribute('src'))!
    const framed = await request.get(src)
    expect(framed.headers()['x-frame-options']).toBe('SAMEORIGIN')
    expect(framed.headers()['content-security-policy']).toContain("frame-ancestors 'self'")
    // Typing the page cannot read is refused with a 400 and nothing of the draft.
    const unreadable = await request.post(src.replace('?', '/live?'), { data: { title: 42 } })
    expect(unreadable.status()).toBe(400)
    expect(await unreadable.text()).not.toContain('Jupiter')
    // Away from the edit view before the post goes, so the frame sends nothing about a deleted post.
    await page.goto('about:blank')
  } finally {
    await deletePost(editorApi, post.id)
  }
})

test('typing sent to a preview without a valid signature, or that cannot be read, is refused and shows nothing', async ({ request, editorApi }) => {
  const stamp = Date.now()
  const post = await createDraftPost(editorApi, { title: `Secret draft ${stamp}` })
  try {
    const unsigned = await request.post(`/preview/posts/${post.id}/live`, { data: { title: 'x' } })
    expect(unsigned.status()).toBe(400)
    expect(await unsigned.text()).not.toContain('Secret draft')
    const forged = await request.post(`/preview/posts/${post.id}/live?expires=9999999999&signature=${'A'.repeat(43)}`, { data: { title: 'x' } })
    expect(forged.status()).toBe(403)
    expect(await forged.text()).not.toContain('Secret draft')
    // Signed-out, a page's preview path without its link shows the refusal, not the draft.
    const page = await request.get(`/preview/posts/${post.id}`)
    expect(page.status()).toBe(400)
    expect(await page.text()).not.toContain('Secret draft')
    expect(page.headers()['x-frame-options']).toBe('SAMEORIGIN')
  } finally {
    await deletePost(editorApi, post.id)
  }
})
