// Who may do what through Payload's REST API: anonymous visitors only read published content; editors manage content
// but not commerce or staff; admins manage everything. GraphQL is off (ADR 156).
import type { APIRequestContext } from '@playwright/test'
import { createDraftPost, deletePost, E2E_EDITOR, expect, test, uniqueEmail } from './fixtures'

type Doc = { id: number | string; [key: string]: unknown }

async function created(response: import('@playwright/test').APIResponse, what: string): Promise<Doc> {
  expect(response.status(), `${what}: ${await response.text()}`).toBe(201)
  return ((await response.json()) as { doc: Doc }).doc
}

const refused = (status: number) => status === 401 || status === 403

/** The one record of `collection` under an address, as an admin reads it. */
async function recordFor(adminApi: APIRequestContext, collection: string, email: string): Promise<Doc> {
  const response = await adminApi.get(`/api/${collection}?where[email][equals]=${encodeURIComponent(email)}&depth=0`)
  const { docs } = (await response.json()) as { docs: Doc[] }
  expect(docs, `${collection} for ${email}`).toHaveLength(1)
  return docs[0]!
}

/**
 * A record of every private collection, so that a leak would have something to leak. Messages and sign-ups come from
 * the site's forms, the only way they are made (ADR 022); the rest are made by staff.
 */
async function privateRecords(request: APIRequestContext, editorApi: APIRequestContext, adminApi: APIRequestContext) {
  const stamp = Date.now()
  const messageFrom = uniqueEmail('canary')
  const sent = await request.post('/contact', { form: { name: 'Leak Canary', email: messageFrom, subject: `canary ${stamp}`, message: 'private' } })
  expect(sent.status(), 'contact message').toBe(200)
  const message = await recordFor(adminApi, 'contact-messages', messageFrom)
  const subscribed = uniqueEmail('canary-sub')
  const signUp = await request.post('/newsletter', { form: { email: subscribed, source: 'landing' }, headers: { Accept: 'application/json' } })
  expect(signUp.status(), 'newsletter sign-up').toBe(200)
  const subscriber = await recordFor(adminApi, 'newsletter-subscribers', subscribed)
  const coupon = await created(await adminApi.post('/api/coupons', { data: { code: `CANARY${stamp}`, percentOff: 10 } }), 'coupon')
  const me = await editorApi.get('/api/admins/me')
  const editor = ((await me.json()) as { user: Doc }).user
  return { message, subscriber, coupon, editor }
}

test.describe('anonymous REST', () => {
  test('private collections are not readable', async ({ request, editorApi, adminApi }) => {
    const records = await privateRecords(request, editorApi, adminApi)
    try {
      const cases: [string, Doc][] = [
        ['admins', records.editor],
        ['contact-messages', records.message],
        ['newsletter-subscribers', records.subscriber],
        ['coupons', records.coupon],
      ]
      for (const [collection, doc] of cases) {
        for (const path of [`/api/${collection}`, `/api/${collection}/${doc.id}`, `/api/${collection}/count`, `/api/${collection}?depth=2&limit=100`]) {
          const response = await request.get(path)
          const body = await response.text()
          if (!refused(response.status())) {
            expect(response.status(), `${path} is refused or empty`).toBe(200)
            expect(JSON.parse(body), `${path} leaks no documents`).toMatchObject({ docs: [] })
          }
          expect(body, `${path} leaks nothing`).not.toContain('@example.com')
          expect(body).not.toContain('CANARY')
          expect(body).not.toContain(E2E_EDITOR.email)
        }
      }
      // Signing in is not the same as reading the staff list.
      const me = await request.get('/api/admins/me')
      expect(((await me.json()) as { user: unknown }).user).toBeNull()
    } finally {
      await adminApi.delete(`/api/coupons/${records.coupon.id}`)
      await adminApi.delete(`/api/contact-messages/${records.message.id}`)
      await adminApi.delete(`/api/newsletter-subscribers/${records.subscriber.id}`)
    }
  })

  test('posts: only published documents, whatever is asked for', async ({ request, editorApi }) => {
    const marker = `apidraft${Date.now()}`
    const draft = await createDraftPost(editorApi, { title: `Draft ${marker}`, body: marker })
    try {
      for (const path of [
        // A read takes at most a page of 100 (ADR 157).
        '/api/posts?limit=100',
        '/api/posts?draft=true&limit=100',
        '/api/posts?where[_status][equals]=draft',
        '/api/posts?draft=true&where[_status][equals]=draft',
        `/api/posts?draft=true&where[title][contains]=${marker}`,
        `/api/posts?where[searchText][contains]=${marker}`,
      ]) {
        const response = await request.get(path)
        expect(response.status(), path).toBe(200)
        const { docs } = (await response.json()) as { docs: Doc[] }
        for (const doc of docs) expect(doc._status, `${path}: ${String(doc.title)}`).toBe('published')
        expect(JSON.stringify(docs), path).not.toContain(marker)
      }
      for (const path of [`/api/posts/${draft.id}`, `/api/posts/${draft.id}?draft=true`]) {
        const response = await request.get(path)
        expect([403, 404], path).toContain(response.status())
        expect(await response.text()).not.toContain(marker)
      }
      const versions = await request.get('/api/posts/versions')
      expect(refused(versions.status()) || !(await versions.text()).includes(marker), 'versions are not readable').toBe(true)
    } finally {
      await deletePost(editorApi, draft.id)
    }
  })

  test('content cannot be created, changed or deleted', async ({ request, editorApi, adminApi }) => {
    const records = await privateRecords(request, editorApi, adminApi)
    const firstOf = async (collection: string) => {
      const response = await editorApi.get(`/api/${collection}?limit=1&depth=0`)
      return ((await response.json()) as { docs: Doc[] }).docs[0]
    }
    try {
      const targets: [string, Doc, Record<string, unknown>][] = [
        ['posts', await firstOf('posts'), { title: 'Defaced by anonymous' }],
        ['pages', await firstOf('pages'), { title: 'Defaced by anonymous' }],
        ['faqs', await firstOf('faqs'), { question: 'Defaced by anonymous?' }],
        ['tiers', await firstOf('tiers'), { price: 1 }],
        ['coupons', records.coupon, { percentOff: 100 }],
        ['contact-messages', records.message, { subject: 'Defaced by anonymous' }],
        ['newsletter-subscribers', records.subscriber, { subscribed: false }],
        ['admins', records.editor, { name: 'Defaced by anonymous', roles: ['admin'] }],
      ]
      for (const [collection, doc, change] of targets) {
        expect(doc, `a ${collection} record to aim at`).toBeTruthy()
        const before = await (await adminApi.get(`/api/${collection}/${doc.id}?depth=0&draft=true`)).json()

        const create = await request.post(`/api/${collection}`, {
          data: { ...before, ...change, id: undefined, email: uniqueEmail('anon'), password: 'anon-password-1', code: `ANON${Date.now()}` },
        })
        expect(refused(create.status()), `anonymous POST /api/${collection} → ${create.status()}`).toBe(true)
        const update = await request.patch(`/api/${collection}/${doc.id}`, { data: change })
        expect(refused(update.status()), `anonymous PATCH /api/${collection}/${doc.id} → ${update.status()}`).toBe(true)
        const bulk = await request.patch(`/api/${collection}?where[id][exists]=true`, { data: change })
        expect(refused(bulk.status()) || ((await bulk.json()) as { docs?: unknown[] }).docs?.length === 0, `anonymous bulk PATCH /api/${collection}`).toBe(
          true,
        )
        const remove = await request.delete(`/api/${collection}/${doc.id}`)
        expect(refused(remove.status()), `anonymous DELETE /api/${collection}/${doc.id} → ${remove.status()}`).toBe(true)

        const after = await (await adminApi.get(`/api/${collection}/${doc.id}?depth=0&draft=true`)).json()
        expect(after, `${collection} ${doc.id} is unchanged`).toEqual(before)
      }

      // No one can make themselves the first admin once staff exist.
      const firstRegister = await request.post('/api/admins/first-register', {
        data: { email: uniqueEmail('first'), password: 'first-password-1', name: 'Intruder', roles: ['admin'] },
      })
      expect(firstRegister.status()).toBeGreaterThanOrEqual(400)
      expect(firstRegister.status()).toBeLessThan(500)
    } finally {
      await adminApi.delete(`/api/coupons/${records.coupon.id}`)
      await adminApi.delete(`/api/contact-messages/${records.message.id}`)
      await adminApi.delete(`/api/newsletter-subscribers/${records.subscriber.id}`)
    }
  })

  test('site settings cannot be changed', async ({ request }) => {
    const before = await (await request.get('/api/globals/site-settings')).json()
    for (const slug of ['site-settings', 'landing']) {
      const response = await request.post(`/api/globals/${slug}`, { data: { siteName: 'Defaced', hero: { heading: 'Defaced' } } })
      expect(refused(response.status()), `POST /api/globals/${slug} → ${response.status()}`).toBe(true)
    }
    expect(await (await request.get('/api/globals/site-settings')).json()).toEqual(before)
  })
})

// GraphQL is off (ADR 156): every query and mutation it once answered is a 404 now, and nothing runs.
test.describe('GraphQL', () => {
  test('answers 404 to every query and mutation, signed in or not, and stores nothing', async ({ request, editorApi }) => {
    const marker = `gqloff${Date.now()}`
    for (const api of [request, editorApi]) {
      for (const query of [
        '{ Admins { docs { email } } }',
        '{ ContactMessages { docs { email } } }',
        '{ Posts(draft: true, limit: 1000) { docs { title _status } } }',
        `mutation { createPost(data: { title: "${marker}", slug: "${marker}", excerpt: "x", readTime: 1, category: astrology }) { id } }`,
        'mutation { updateSiteSetting(data: { siteName: "Defaced" }) { siteName } }',
      ]) {
        const response = await api.post('/api/graphql', { data: { query } })
        expect(response.status(), query).toBe(404)
        expect(await response.text(), query).not.toMatch(/"data"/)
      }
    }
    const check = await editorApi.get(`/api/posts?draft=true&where[title][equals]=${marker}`)
    expect(((await check.json()) as { totalDocs: number }).totalDocs).toBe(0)
    expect(((await (await request.get('/api/globals/site-settings')).json()) as { siteName: string }).siteName).not.toBe('Defaced')
  })
})

test.describe('staff roles', () => {
  test('an editor cannot read coupons, change tiers or staff, nor make themselves admin', async ({ editorApi, adminApi }) => {
    expect((await editorApi.get('/api/coupons')).status()).toBe(403)
    const tier = await editorApi.post('/api/tiers', { data: { name: 'Editor tier', sketches: 11, price: 1, regularPrice: 1, credits: 1, accessDays: 1 } })
    expect(tier.status()).toBe(403)
    const coupon = await editorApi.post('/api/coupons', { data: { code: `EDITOR${Date.now()}`, percentOff: 100 } })
    expect(coupon.status()).toBe(403)
    const newAdmin = await editorApi.post('/api/admins', {
      data: { email: uniqueEmail('editor-made'), password: 'editor-made-1', name: 'Made by editor', roles: ['admin'] },
    })
    expect(newAdmin.status()).toBe(403)

    // Staff see only themselves in the staff list.
    const staff = ((await (await editorApi.get('/api/admins')).json()) as { docs: { email: string }[] }).docs
    expect(staff.map((member) => member.email)).toEqual([E2E_EDITOR.email])

    const me = ((await (await editorApi.get('/api/admins/me')).json()) as { user: Doc }).user
    await editorApi.patch(`/api/admins/${me.id}`, { data: { roles: ['admin', 'editor'] } })
    const after = (await (await adminApi.get(`/api/admins/${me.id}`)).json()) as { roles: string[] }
    expect(after.roles).toEqual(['editor'])
  })

  test('an admin can read coupons and manage tiers', async ({ adminApi, request }) => {
    const code = `ADMIN${Date.now()}`
    const coupon = await created(await adminApi.post('/api/coupons', { data: { code, percentOff: 15 } }), 'coupon')
    try {
      const list = await adminApi.get('/api/coupons?limit=100')
      expect(list.status()).toBe(200)
      expect(((await list.json()) as { docs: { code: string }[] }).docs.map((doc) => doc.code)).toContain(code)
    } finally {
      expect((await adminApi.delete(`/api/coupons/${coupon.id}`)).status()).toBe(200)
    }

    const tiers = ((await (await request.get('/api/tiers?limit=100')).json()) as { docs: { sketches: number }[] }).docs
    const free = [1, 2, 3, 4, 5, 7, 8, 9, 10, 11].find((n) => !tiers.some((tier) => tier.sketches === n))!
    const tier = await created(
      await adminApi.post('/api/tiers', {
        data: { name: `Admin tier ${Date.now()}`, sketches: free, price: 100, regularPrice: 150, credits: 5, accessDays: 10 },
      }),
      'tier',
    )
    expect((await adminApi.delete(`/api/tiers/${tier.id}`)).status()).toBe(200)
  })
})
