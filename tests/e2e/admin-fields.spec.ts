// The editors' comforts in the admin itself (ADR 137): axe on the screens staff use most, as an editor and as an
// admin; a reading text's value offered as its kind's list; a duplicate slug marked on its field when a draft is saved.
import type { APIRequestContext, Page } from '@playwright/test'
import { E2E_ADMIN } from '../setup/e2e-credentials'
import { ANY_WIDTH, E2E_EDITOR, expect, expectNoSeriousA11yViolations, signInToAdmin, test, waitForAdminHydration } from './fixtures'

// Inside Payload's own admin markup, not reachable from our configuration (named in ADR 137); everything else on these
// screens, our fields, labels, help texts and components included, is checked:
const PAYLOAD_UI = [
  // Payload's react-select inputs (every select, ours included) get no <label for>: the visible label points at the
  // field's wrapper id, not at react-select's generated input id ("label", critical).
  '[id^="react-select-"][id$="-input"]',
  // Payload's own dropdown chevron is aria-hidden around a focusable element ("aria-hidden-focus", serious).
  '.dropdown-indicator',
  // The header's locale switcher draws its label in Payload's theme grey ("color-contrast", serious).
  '.localizer-button__label',
  // Field help texts are drawn in the same theme grey; the words are ours, the colour is Payload's ("color-contrast").
  '[class^="field-description"]',
  // react-select's clear cross, aria-hidden around a focusable element ("aria-hidden-focus").
  '.clear-indicator',
  // Lexical's editable area carries no accessible name of its own ("aria-input-field-name").
  '.ContentEditable__root',
  // Icon-only popup buttons (field and document menus) without text ("button-name").
  '.popup-button',
  // The date picker's input is not tied to its visible label ("label"), and its clear button is an icon without text
  // ("button-name").
  '.react-datepicker__input-container input',
  '.date-time-picker__clear-button',
  // The document tabs' <ul> holds non-<li> children ("list").
  '.doc-tabs__tabs',
  // Tag chips are sortable buttons inside react-select's control ("nested-interactive").
  '.rs__multi-value',
  // The featured image's card: icon-only edit/remove buttons ("button-name") and its file details in grey ("color-contrast").
  '.upload-relationship-details',
  // An empty upload field's drop zone (a post's meta image) writes "or" and its drag-and-drop line in the theme grey
  // ("color-contrast").
  '.upload__dropzoneContent__orText',
  '.upload__dragAndDropText',
]

async function firstId(api: APIRequestContext, path: string) {
  const response = await api.get(path)
  expect(response.status(), path).toBe(200)
  const { docs } = (await response.json()) as { docs: { id: number; slug?: string }[] }
  expect(docs.length, path).toBeGreaterThan(0)
  return docs[0]!
}

async function checkEditView(page: Page, path: string) {
  await page.goto(path)
  await waitForAdminHydration(page, 'button#action-save')
  // While Payload's form initialises, every field is read-only and an upload field's buttons are greyed out (its
  // "disabled" pill style, low contrast), then fade back to their colours. Axe looks once the form is editable: on a
  // busy machine it once caught a post's empty featured image mid-way.
  await expect(page.locator('.field-type.upload.read-only')).toHaveCount(0)
  await expectNoSeriousA11yViolations(page, { exclude: PAYLOAD_UI })
}

test(
  'an editor’s admin is axe-clean on the dashboard, a post and a reading text, whose value is its kind’s list',
  ANY_WIDTH,
  async ({ page, editorApi }) => {
    const post = await firstId(editorApi, '/api/posts?limit=1&depth=0')
    const text = await firstId(editorApi, '/api/reading-texts?limit=1&depth=0&where[appliesTo][equals]=sign')
    await signInToAdmin(page, E2E_EDITOR)
    await expectNoSeriousA11yViolations(page, { exclude: PAYLOAD_UI })
    await checkEditView(page, `/admin/collections/posts/${post.id}`)
    await checkEditView(page, `/admin/collections/reading-texts/${text.id}`)
    // The value is chosen from the signs, by the names the readings use, not typed.
    await expect(page.getByText('Which one', { exact: true })).toBeVisible()
    await page.locator('#field-appliesToValue .rs__control').click()
    await expect(page.getByRole('option', { name: 'Aries (Mesha)' })).toBeVisible()
    await expect(page.getByRole('option', { name: /Ashwini/ })).toHaveCount(0)
  },
)

test('an admin’s admin is axe-clean on the dashboard, a post, a reading text and a coupon', ANY_WIDTH, async ({ page, adminApi }) => {
  const post = await firstId(adminApi, '/api/posts?limit=1&depth=0')
  const text = await firstId(adminApi, '/api/reading-texts?limit=1&depth=0')
  const created = await adminApi.post('/api/coupons', { data: { code: `AXE${Date.now()}`, percentOff: 10, validUntil: '2027-01-31T00:00:00.000Z' } })
  expect(created.status()).toBe(201)
  const { doc: coupon } = (await created.json()) as { doc: { id: number } }
  await signInToAdmin(page, E2E_ADMIN)
  await expectNoSeriousA11yViolations(page, { exclude: PAYLOAD_UI })
  await checkEditView(page, `/admin/collections/posts/${post.id}`)
  await checkEditView(page, `/admin/collections/reading-texts/${text.id}`)
  await checkEditView(page, `/admin/collections/coupons/${coupon.id}`)
  // A date shows as a date, with its year.
  await expect(page.locator('#field-validUntil input')).toHaveValue('31 Jan 2027')
  await adminApi.delete(`/api/coupons/${coupon.id}`)
})

test(
  'a draft saved with a slug another post holds is refused, and the slug field says it is already in use',
  ANY_WIDTH,
  async ({ page, editorApi, consoleGuard }) => {
    // The refused save answers 400, which the browser reports as a failed resource load.
    consoleGuard.allow(/status of 400/)
    const taken = await firstId(editorApi, '/api/posts?limit=1&depth=0&where[_status][equals]=published')
    const title = `Duplicate slug ${Date.now()}`
    await signInToAdmin(page, E2E_EDITOR)
    // The create view's address carries its locale (ADR 228): matched by path.
    const createView = (url: URL) => url.pathname.endsWith('/admin/collections/posts/create')
    await page.goto('/admin/collections/posts/create')
    await waitForAdminHydration(page, 'button#action-save-draft')
    // The form's state is rebuilt on the server after each change. Held back here, the rebuild is still on its way when
    // Save Draft is pressed (as on a slow link or a busy server): the save cancels it and Payload sends it again after
    // the refusal, without the save's error. The error must outlast that rebuild.
    await page.route(createView, async (route) => {
      if (route.request().method() === 'POST') await new Promise((resolve) => setTimeout(resolve, 1500))
      await route.fallback()
    })
    await page.locator('#field-title').fill(title)
    await page.locator('#field-slug').fill(taken.slug!)
    const rebuiltAfterRefusal = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' && createView(new URL(response.url())) && /already in use/.test(response.request().postData() ?? ''),
    )
    await page.getByRole('button', { name: /save draft/i }).click()
    const slug = page.locator('.field-type', { has: page.locator('#field-slug') })
    await expect(slug.getByText(/already in use/)).toBeVisible()
    await rebuiltAfterRefusal
    await page.unroute(createView)
    await expect(slug.getByText(/already in use/)).toBeVisible()
    // A new value is the editor's next try: the old refusal no longer applies to it.
    await page.locator('#field-slug').fill(`${taken.slug}-${Date.now()}`)
    await expect(slug.getByText(/already in use/)).toHaveCount(0)
    const stored = await editorApi.get(`/api/posts?draft=true&depth=0&where[title][equals]=${encodeURIComponent(title)}`)
    expect(((await stored.json()) as { totalDocs: number }).totalDocs).toBe(0)
  },
)
