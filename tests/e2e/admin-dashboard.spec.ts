// The editors' side of the admin: the dashboard's lists (ADR 226) with who made each version (ADR 227), at desktop and
// phone widths and before the admin's scripts arrive; and a new document opening in English whatever locale the editor
// used last (ADR 228).
import fs from 'node:fs'
import type { APIRequestContext } from '@playwright/test'
import { ANY_WIDTH, E2E_EDITOR, expect, signInToAdmin, test, waitForAdminHydration } from './fixtures'
import { blocksToLexical } from '../../seed/lexical'
import { whenIn } from '../../cms/components/editors-dashboard'

const SHOTS = process.env.SHOTS_DIR ?? ''

async function shot(page: import('@playwright/test').Page, name: string) {
  if (!SHOTS) return
  fs.mkdirSync(SHOTS, { recursive: true })
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true })
}

const text = (words: string) => blocksToLexical([{ p: words }])

async function createPost(api: APIRequestContext, data: Record<string, unknown>) {
  const draft = data._status === 'draft'
  const response = await api.post(`/api/posts${draft ? '?draft=true' : ''}`, {
    data: { excerpt: 'A few words for the card.', content: text('Words of the post.'), category: 'astrology', ...data },
  })
  expect(response.status(), 'creating the post').toBe(201)
  return ((await response.json()) as { doc: { id: number } }).doc
}

/** As the dashboard writes a time: India's time with the zone's name. */
const inIndia = (date: Date) => whenIn(date.toISOString(), 'Asia/Kolkata')

test('the dashboard lists drafts, scheduled posts with their times and recent edits with who made them', async ({ page, editorApi, browser }) => {
  const stamp = Date.now()
  const draftTitle = `Dashboard draft ${stamp}`
  const scheduledTitle = `Dashboard scheduled ${stamp}`
  // Soon, so that it sorts among the first scheduled posts; whole minutes, as the list shows them.
  const goesLive = new Date(Math.ceil((stamp + 3_600_000) / 60_000) * 60_000)
  const draft = await createPost(editorApi, { title: draftTitle, _status: 'draft' })
  await createPost(editorApi, { title: scheduledTitle, _status: 'published', publishedAt: goesLive.toISOString() })

  await signInToAdmin(page, E2E_EDITOR)
  const drafts = page.locator('[data-dashboard-list="dashboard-drafts"]')
  const scheduled = page.locator('[data-dashboard-list="dashboard-scheduled"]')
  const edits = page.locator('[data-dashboard-list="dashboard-edits"]')
  await expect(page.getByRole('heading', { name: 'Waiting for you' })).toBeVisible()
  await expect(drafts.locator('li', { hasText: draftTitle })).toContainText('by E2E Editor')
  await expect(scheduled.locator('li', { hasText: scheduledTitle })).toContainText(`goes live ${inIndia(goesLive)}`)
  await expect(edits.locator('li', { hasText: scheduledTitle })).toContainText('by E2E Editor')
  await expect(page.getByRole('heading', { name: /Contact messages not yet handled/ })).toBeVisible()
  await shot(page, 'dash-dashboard-1366')

  // On a phone the cards stack; nothing of the dashboard runs off the side.
  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: 900 })
    await expect(drafts).toBeVisible()
    const overflow = await page.locator('section[aria-labelledby="editors-dashboard"]').evaluate((element) => element.scrollWidth - element.clientWidth)
    expect(overflow, `the dashboard at ${width} px`).toBeLessThanOrEqual(1)
    const [first, second] = await Promise.all([drafts.boundingBox(), scheduled.boundingBox()])
    expect(second!.y, `the lists stack at ${width} px`).toBeGreaterThan(first!.y + first!.height - 1)
    await shot(page, `dash-dashboard-${width}`)
  }
  await page.setViewportSize({ width: 1366, height: 900 })

  // Every entry is a link that works before the admin's scripts: the dashboard drawn with JavaScript off.
  const bare = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() })
  const plain = await bare.newPage()
  await plain.goto(new URL('/admin', page.url()).toString())
  await expect(plain.locator('[data-dashboard-list="dashboard-drafts"]').getByRole('link', { name: draftTitle })).toHaveAttribute(
    'href',
    `/admin/collections/posts/${draft.id}`,
  )
  await bare.close()

  // The draft opens from its link, and its sidebar says who saved it.
  await drafts.getByRole('link', { name: draftTitle }).click()
  await expect(page).toHaveURL(new RegExp(`/admin/collections/posts/${draft.id}`))
  await waitForAdminHydration(page, 'button#action-save-draft')
  await expect(page.locator('#field-editedBy')).toHaveValue('E2E Editor')
})

test('a version in the history says who made it', ANY_WIDTH, async ({ page, editorApi, adminApi }) => {
  const title = `Versions by two ${Date.now()}`
  const post = await createPost(editorApi, { title, _status: 'draft' })
  const changed = await adminApi.patch(`/api/posts/${post.id}?draft=true`, { data: { title: `${title}, by the admin` } })
  expect(changed.status()).toBe(200)

  await signInToAdmin(page, E2E_EDITOR)
  const edit = page.locator('[data-dashboard-list="dashboard-edits"]').locator('li', { hasText: `${title}, by the admin` })
  await expect(edit).toContainText('by E2E Admin')
  await edit.getByRole('link').click()
  await expect(page).toHaveURL(new RegExp(`/admin/collections/posts/${post.id}/versions/\\d+`))
  // The version's view compares it with the one before: the name moved from the editor to the admin.
  await expect(page.getByText('Last edited by').first()).toBeVisible()
  await expect(page.getByText('E2E Admin').first()).toBeVisible()
  await shot(page, 'dash-version-view')
})

test('after work in Hindi, Create New opens in English and what is typed there is stored as English', ANY_WIDTH, async ({ page, editorApi }) => {
  const list = await editorApi.get('/api/posts?limit=1&depth=0')
  const { docs } = (await list.json()) as { docs: { id: number }[] }
  await signInToAdmin(page, E2E_EDITOR)
  // Editing a post in Hindi makes Hindi the editor's saved locale.
  await page.goto(`/admin/collections/posts/${docs[0]!.id}?locale=hi`)
  await waitForAdminHydration(page, 'button#action-save-draft')
  await page.goto('/admin/collections/posts')
  await waitForAdminHydration(page, 'a[href$="/admin/collections/posts/create"]')
  await page.locator('a[href$="/admin/collections/posts/create"]').first().click()
  await expect(page).toHaveURL(/\/admin\/collections\/posts\/create\?locale=en$/)
  await waitForAdminHydration(page, 'button#action-save-draft')
  await shot(page, 'dash-create-in-english')

  const title = `Typed in the create view ${Date.now()}`
  await page.locator('#field-title').fill(title)
  await page.locator('button#action-save-draft').click()
  await expect(page).toHaveURL(/\/admin\/collections\/posts\/\d+/)
  const id = /\/posts\/(\d+)/.exec(page.url())![1]
  const english = await editorApi.get(`/api/posts/${id}?draft=true&depth=0&locale=en`)
  expect(((await english.json()) as { title?: string }).title).toBe(title)
  const hindi = await editorApi.get(`/api/posts/${id}?draft=true&depth=0&locale=hi&fallback-locale=none`)
  expect(((await hindi.json()) as { title?: string | null }).title ?? null).toBeNull()
})

test('a create address that names a locale keeps it, and a signed-out one still asks to sign in', ANY_WIDTH, async ({ page }) => {
  await page.goto('/admin/collections/posts/create')
  await expect(page).toHaveURL(/\/admin\/login/)
  await signInToAdmin(page, E2E_EDITOR)
  await page.goto('/admin/collections/posts/create?locale=hi')
  await waitForAdminHydration(page, 'button#action-save-draft')
  await expect(page).toHaveURL(/\/admin\/collections\/posts\/create\?locale=hi$/)
  // Back to English, the editor's saved locale for the specs after this one.
  await page.goto('/admin/collections/posts/create')
  await expect(page).toHaveURL(/\/admin\/collections\/posts\/create\?locale=en$/)
  await waitForAdminHydration(page, 'button#action-save-draft')
})
