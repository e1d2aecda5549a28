// The blog (spec 2.14): search over title, body and tags, the category filter, the cards, a post page, hostile input,
// and drafts, which must never reach the public site until they are published.
import type { Page } from '@playwright/test'
import {
  ANY_WIDTH,
  CATEGORY_BADGE,
  createDraftPost,
  deletePost,
  expect,
  expectedLongDate,
  LONG_DATE,
  recordDialogs,
  test,
  visit,
  ANY_DATABASE,
} from './fixtures'

const cards = (page: Page) => page.getByRole('main').getByRole('article')
const cardTitles = (page: Page) => cards(page).getByRole('heading').allTextContents()

/** Searches the way a visitor does: types into the search box and presses Enter. */
async function search(page: Page, text: string) {
  const box = page.getByRole('searchbox', { name: 'Search articles' })
  await box.fill(text)
  await box.press('Enter')
  await expect(page).toHaveURL((url) => url.searchParams.get('q') === text)
  // The address changes before the new list is drawn; the list says which search it answers.
  await expect(page.locator('[data-results-for]')).toHaveAttribute('data-results-for', text)
  await expect(page.getByText('Searching…')).toHaveCount(0)
}

test.describe('search', ANY_WIDTH, () => {
  test('finds an article by a word of its title', async ({ page }) => {
    await visit(page, '/blog')
    const all = await cardTitles(page)
    await search(page, 'Vimshottari')
    const found = await cardTitles(page)
    expect(found).toContain('Vimshottari Dasha Basics: Reading the Chapters of Your Life')
    expect(found.length).toBeLessThan(all.length)
  })

  test('finds an article by a tag that is not among its first three', async ({ page }) => {
    await visit(page, '/blog')
    await search(page, 'self-discovery')
    await expect(cards(page)).toHaveCount(1)
    expect(await cardTitles(page)).toEqual(['Your Life Path Number: How to Calculate It and What It Means'])
  })

  test('finds an article by a word that only appears in its body', async ({ page }) => {
    await visit(page, '/blog')
    await search(page, 'Puthandu')
    await expect(cards(page)).toHaveCount(1)
    expect(await cardTitles(page)).toEqual(['The 12 Zodiac Signs and Their Elements: A Practical Guide'])
  })

  test('is not case sensitive', async ({ page }) => {
    await visit(page, '/blog?q=PUTHANDU')
    await expect(cards(page)).toHaveCount(1)
  })

  test('a search with no match says "No articles found"', async ({ page }) => {
    await visit(page, '/blog')
    await search(page, 'qwxzzyv nonsense')
    await expect(cards(page)).toHaveCount(0)
    await expect(page.getByText('No articles found')).toBeVisible()
    await page.getByRole('link', { name: 'Show all articles' }).click()
    await expect(cards(page).first()).toBeVisible()
  })

  // The database's LIKE wildcards must never match by themselves.
  test('"%" and "_" are searched for literally, not as wildcards', async ({ page }) => {
    for (const text of ['%', '_']) {
      await visit(page, `/blog?q=${encodeURIComponent(text)}`)
      await expect(page.getByText('No articles found'), `search for ${text}`).toBeVisible()
    }
  })
})

test('the category filter shows only that category', ANY_WIDTH, async ({ page }) => {
  await visit(page, '/blog')
  const total = await cards(page).count()
  await page.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Numerology' })
  await expect(page).toHaveURL(/[?&]category=numerology\b/)
  await expect(page.getByText('Searching…')).toHaveCount(0)
  const count = await cards(page).count()
  expect(count).toBeGreaterThan(0)
  expect(count).toBeLessThan(total)
  for (const card of await cards(page).all()) await expect(card.getByText(CATEGORY_BADGE)).toHaveText('Numerology')

  await page.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Zodiac' })
  await expect(page).toHaveURL(/[?&]category=zodiac\b/)
  await expect(page.getByText('Searching…')).toHaveCount(0)
  await expect(cards(page).first()).toBeVisible()
  for (const card of await cards(page).all()) await expect(card.getByText(CATEGORY_BADGE)).toHaveText('Zodiac')

  await page.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'All' })
  await expect(cards(page)).toHaveCount(total)
})

test('the filter offers the categories of the spec', ANY_DATABASE, async ({ page }) => {
  await visit(page, '/blog')
  const options = await page.getByRole('combobox', { name: 'Category' }).getByRole('option').allTextContents()
  expect(options.map((o) => o.toLowerCase())).toEqual(['all', 'astrology', 'numerology', 'zodiac', 'general'])
})

test('cards show image, category, date, title, excerpt and at most three tags', async ({ page }) => {
  await visit(page, '/blog')
  await expect(cards(page).first()).toBeVisible()
  let threeTags = 0
  for (const card of await cards(page).all()) {
    const image = card.getByRole('img')
    await expect(image).toHaveCount(1)
    expect((await image.getAttribute('alt'))?.trim()).toBeTruthy()
    await expect(card.getByText(CATEGORY_BADGE)).toHaveCount(1)
    const date = card.locator('time')
    await expect(date).toHaveText(LONG_DATE)
    await expect(date).toHaveText(expectedLongDate((await date.getAttribute('datetime'))!))
    await expect(card.getByRole('heading', { level: 2 }).getByRole('link')).toHaveAttribute('href', /^\/blog\/[a-z0-9-]+$/)
    await expect(card.getByRole('paragraph').first()).toHaveText(/\w+ \w+ \w+/)
    const tags = card.getByRole('list', { name: 'Tags' }).getByRole('listitem')
    const tagCount = await tags.count()
    expect(tagCount).toBeLessThanOrEqual(3)
    if (tagCount === 3) threeTags++
  }
  // The seeded articles all have more than three tags, so the limit is really applied somewhere.
  expect(threeTags).toBeGreaterThan(0)
})

test('a post page shows its article: title, date, image, headings, paragraphs and tags', async ({ page }) => {
  await visit(page, '/blog')
  const first = cards(page).first()
  const title = (await first.getByRole('heading').textContent())!.trim()
  await first.getByRole('heading').getByRole('link').click()
  await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/)

  const article = page.getByRole('main').getByRole('article')
  await expect(article.getByRole('heading', { level: 1 })).toHaveText(title)
  await expect(article.locator('time')).toHaveText(LONG_DATE)
  await expect(article.getByText(CATEGORY_BADGE)).toHaveCount(1)
  await expect(article.getByText(/^\d+ min read$/)).toBeVisible()
  const image = article.getByRole('img').first()
  await expect(image).toBeVisible()
  expect((await image.getAttribute('alt'))?.trim()).toBeTruthy()
  expect(await article.getByRole('heading', { level: 2 }).count()).toBeGreaterThan(0)
  expect(await article.getByRole('paragraph').count()).toBeGreaterThan(2)
  const tags = article.getByRole('list', { name: 'Tags' }).getByRole('link')
  expect(await tags.count()).toBeGreaterThan(0)

  // A tag leads to the articles with that tag, this one among them.
  const tag = (await tags.first().textContent())!.replace(/^#/, '')
  await tags.first().click()
  await expect(page).toHaveURL((url) => url.pathname === '/blog' && url.searchParams.get('q') === tag)
  expect(await cardTitles(page)).toContain(title)
})

test('an unknown article is a 404 page', ANY_DATABASE, async ({ page, consoleGuard }) => {
  consoleGuard.allow(/status of 404/)
  await visit(page, '/blog/no-such-article-anywhere', 404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found')
  await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/')
})

test.describe('hostile input', ANY_WIDTH, () => {
  test('a script in the query is shown as text and never runs', async ({ page }) => {
    const dialogs = recordDialogs(page)
    const hostile = '<script>alert(1)</script>'
    await visit(page, `/blog?q=${encodeURIComponent(hostile)}`)
    await expect(page.getByRole('searchbox', { name: 'Search articles' })).toHaveValue(hostile)
    await expect(page.getByText('No articles found')).toBeVisible()

    // Typed in, too, with an image that would run code if it became markup.
    const image = '"><img src=x onerror=alert(2)>'
    await search(page, image)
    await expect(page.getByRole('searchbox', { name: 'Search articles' })).toHaveValue(image)
    await expect(page.getByText('No articles found')).toBeVisible()
    await expect(page.locator('main img[src="x"]')).toHaveCount(0)
    expect(dialogs).toEqual([])
  })

  for (const text of ["' OR '1'='1' --", '1; DROP TABLE posts; --', '" OR ""="', "\\'; SELECT * FROM admins; --"]) {
    test(`SQL-looking text ${JSON.stringify(text)} is searched as words and harms nothing`, async ({ page }) => {
      await visit(page, '/blog')
      const before = await cards(page).count()
      // Searched for its words ("or", "1", …), like any other text: results or "No articles found", never an error.
      await visit(page, `/blog?q=${encodeURIComponent(text)}`)
      await expect(page.getByRole('searchbox', { name: 'Search articles' })).toHaveValue(text)
      await expect(cards(page).first().or(page.getByText('No articles found'))).toBeVisible()
      await visit(page, '/blog')
      await expect(cards(page)).toHaveCount(before)
    })
  }

  test('unexpected query parameters fall back to the defaults', async ({ page }) => {
    await visit(page, '/blog?category=secret&page=-4')
    await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue('all')
    await expect(cards(page).first()).toBeVisible()
    await visit(page, `/blog?q=${'a'.repeat(500)}`)
    await visit(page, '/blog?page=999')
  })
})

test('a draft never shows on the site until it is published, and then shows at once', ANY_WIDTH, async ({ page, editorApi, consoleGuard }) => {
  consoleGuard.allow(/status of 404/)
  const marker = `zqdraft${Date.now()}`
  const title = `Draft only ${marker} article`
  const draft = await createDraftPost(editorApi, { title, body: `Body of the draft with ${marker}body in it.` })
  try {
    await visit(page, '/blog')
    expect(await cardTitles(page)).not.toContain(title)
    await search(page, marker)
    await expect(page.getByText('No articles found')).toBeVisible()
    await search(page, `${marker}body`)
    await expect(page.getByText('No articles found')).toBeVisible()
    await visit(page, `/blog/${draft.slug}`, 404)
    await visit(page, '/')
    await expect(page.getByRole('main')).not.toContainText(marker)

    const published = await editorApi.patch(`/api/posts/${draft.id}`, { data: { _status: 'published' } })
    expect(published.status(), await published.text()).toBe(200)

    await visit(page, '/blog')
    expect((await cardTitles(page))[0], 'the newly published article is the newest').toBe(title)
    await search(page, `${marker}body`)
    expect(await cardTitles(page)).toEqual([title])
    await visit(page, `/blog/${draft.slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  } finally {
    await deletePost(editorApi, draft.id)
  }
  // Deleted: gone from the site at once.
  await visit(page, `/blog/${draft.slug}`, 404)
  await visit(page, '/blog')
  expect(await cardTitles(page)).not.toContain(title)
})
