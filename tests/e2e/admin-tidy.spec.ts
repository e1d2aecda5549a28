// The smaller things an editor trips over in the admin (ADR 232–234): a post dated in the future reads "Scheduled" in
// the list, with a link that lists only those; Duplicate leaves the copy undated; Save Draft on an empty form is refused
// on the title; the invitation's page is "Set your password"; a post's edit view keeps to a phone's width (ADR 256).
import type { APIRequestContext } from '@playwright/test'
import { blocksToLexical } from '../../seed/lexical'
import { E2E_EDITOR, expect, expectNoSidewaysScroll, signInToAdmin, test, waitForAdminHydration } from './fixtures'

const words = (text: string) => blocksToLexical([{ p: text }])

async function publishedPost(api: APIRequestContext, title: string, publishedAt: string) {
  const response = await api.post('/api/posts', {
    data: { _status: 'published', title, excerpt: 'Written by the browser tests.', category: 'astrology', content: words('Body.'), publishedAt },
  })
  expect(response.status(), await response.text()).toBe(201)
  return ((await response.json()) as { doc: { id: number; slug: string } }).doc
}

test('a post dated next week is "Scheduled" in the list, and the Scheduled link lists it and not a live one', async ({ page, editorApi }) => {
  const stamp = Date.now()
  const later = await publishedPost(editorApi, `Scheduled ${stamp}`, new Date(Date.now() + 7 * 86_400_000).toISOString())
  const live = await publishedPost(editorApi, `Live ${stamp}`, new Date(Date.now() - 86_400_000).toISOString())
  await signInToAdmin(page, E2E_EDITOR)
  await page.goto(`/admin/collections/posts?search=${stamp}`)
  const row = (title: string) => page.locator('tr', { has: page.getByRole('link', { name: title }) })
  await expect(row(`Scheduled ${stamp}`).locator('[data-post-status]')).toHaveText('Scheduled')
  await expect(row(`Live ${stamp}`).locator('[data-post-status]')).toHaveText('Published')
  await page.screenshot({ path: '/work/s5/shots/tidy-scheduled-list.png', fullPage: true })
  await page.getByRole('link', { name: 'Scheduled posts only' }).click()
  await expect(page).toHaveURL(/where/)
  await expect(row(`Scheduled ${stamp}`)).toBeVisible()
  await expect(row(`Live ${stamp}`)).toHaveCount(0)
  for (const { id } of [later, live]) await editorApi.delete(`/api/posts/${id}`)
})

test('Duplicate leaves the copy without the original’s publish date', async ({ page, editorApi }) => {
  const original = await publishedPost(editorApi, `Dated original ${Date.now()}`, '2025-01-15T04:30:00.000Z')
  await signInToAdmin(page, E2E_EDITOR)
  await page.goto(`/admin/collections/posts/${original.id}`)
  await waitForAdminHydration(page, 'button#action-save')
  await expect(page.locator('#field-publishedAt input')).not.toHaveValue('')
  await page.locator('.doc-controls__popup button').first().click()
  await page.locator('#action-duplicate').click()
  await expect(page).not.toHaveURL(new RegExp(`/posts/${original.id}$`))
  await expect(page).toHaveURL(/\/admin\/collections\/posts\/\d+/)
  const copyId = Number(page.url().match(/posts\/(\d+)/)![1])
  const copy = (await (await editorApi.get(`/api/posts/${copyId}?draft=true&depth=0`)).json()) as { publishedAt?: string | null }
  expect(copy.publishedAt ?? null).toBeNull()
  for (const id of [original.id, copyId]) await editorApi.delete(`/api/posts/${id}`)
})

test('Save Draft on an empty post is refused on the title, and nothing is stored', async ({ page, editorApi, consoleGuard }) => {
  // The refused save answers 400, which the browser reports as a failed resource load.
  consoleGuard.allow(/status of 400/)
  await signInToAdmin(page, E2E_EDITOR)
  await page.goto('/admin/collections/posts/create')
  await waitForAdminHydration(page, 'button#action-save-draft')
  await page.getByRole('button', { name: /save draft/i }).click()
  await expect(page.getByText(/A draft needs a title/).first()).toBeVisible()
  await expect(page).toHaveURL(/\/posts\/create/)
  const stored = await editorApi.get('/api/posts?draft=true&depth=0&where[slug][exists]=false')
  expect(((await stored.json()) as { totalDocs: number }).totalDocs).toBe(0)
})

test('the page an invitation opens is "Set your password", not "Reset Password"', async ({ page }) => {
  await page.goto(`/admin/reset/${'a'.repeat(40)}`)
  await expect(page.getByRole('heading', { name: 'Set your password' })).toBeVisible()
  await expect(page).toHaveTitle(/Set your password/)
  await expect(page.getByText('Reset Password')).toHaveCount(0)
})

test('a post with a long title opens at 390 and 320 px without the page scrolling sideways', async ({ page, editorApi }) => {
  const post = await publishedPost(editorApi, `A long title that runs on past the breadcrumb's room ${Date.now()}`, '2025-01-15T04:30:00.000Z')
  await signInToAdmin(page, E2E_EDITOR)
  await page.goto(`/admin/collections/posts/${post.id}`)
  await waitForAdminHydration(page, 'button#action-save')
  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: 900 })
    // The account link is the header's last item: on the screen, not past its edge.
    await expect(page.locator('a.app-header__account')).toBeInViewport({ ratio: 1 })
    await expectNoSidewaysScroll(page, `the post's edit view scrolls sideways at ${width} px`)
  }
  await editorApi.delete(`/api/posts/${post.id}`)
})
