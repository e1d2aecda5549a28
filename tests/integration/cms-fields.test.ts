// Validation where the field is (ADR 137) and reading texts (ADR 136): a slug or a coupon code already in use is refused on
// its own field (drafts included, in either language), a coupon's dates are in order, and a reading text's value is one
// of its kind's. Local API with access on, and REST, which answers 400 with the field's error, never 500.
import type { Payload, PayloadRequest } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiClient, quietly, type ApiClient } from './api-client'
import { startPayload, stopPayload } from './harness'

let payload: Payload
let api: ApiClient
type Id = number | string

beforeAll(async () => {
  payload = await startPayload()
  api = await apiClient(payload)
})
afterAll(() => stopPayload(payload))

const as = (actor: 'editor' | 'admin') => ({ overrideAccess: false as const, user: api.users[actor] as PayloadRequest['user'] })

const body = {
  root: {
    type: 'root',
    direction: 'ltr' as const,
    format: '' as const,
    indent: 0,
    version: 1,
    children: [
      {
        type: 'paragraph',
        direction: 'ltr' as const,
        format: '' as const,
        indent: 0,
        version: 1,
        textFormat: 0,
        textStyle: '',
        children: [{ type: 'text', text: 'Words.', format: 0, detail: 0, mode: 'normal', style: '', version: 1 }],
      },
    ],
  },
}
const postData = (slug: string, status: 'draft' | 'published') => ({
  title: `Field check ${slug}`,
  slug,
  excerpt: 'An excerpt.',
  content: body,
  category: 'astrology' as const,
  readTime: 3,
  _status: status,
})

/** The field errors a refused Local API call carried, as path → message. */
async function fieldErrors(run: () => Promise<unknown>): Promise<Record<string, string>> {
  const error = await quietly(payload, run).then(
    () => null,
    (e: unknown) => e as { status?: number; data?: { errors?: { path: string; message: string }[] } },
  )
  expect(error, 'the call was accepted').not.toBeNull()
  expect(error!.status).toBe(400)
  return Object.fromEntries((error!.data?.errors ?? []).map((entry) => [entry.path, entry.message]))
}

/** The field errors of a REST answer, which must be a 400. */
function restFieldErrors(answer: { status: number; json: Record<string, unknown> | null }): Record<string, string> {
  expect(answer.status).toBe(400)
  const errors = (answer.json?.errors as { data?: { errors?: { path: string; message: string }[] } }[] | undefined) ?? []
  return Object.fromEntries(errors.flatMap((entry) => entry.data?.errors ?? []).map((entry) => [entry.path, entry.message]))
}

describe('a slug already in use is refused on its field', () => {
  let live: Id
  beforeAll(async () => {
    live = (await payload.create({ collection: 'posts', data: postData('field-live', 'published'), ...as('editor') })).id
    await payload.create({ collection: 'posts', data: postData('field-draft-only', 'draft'), draft: true, ...as('editor') })
  })

  it('when a new post is saved as a draft or published with a live post’s slug', async () => {
    for (const status of ['draft', 'published'] as const) {
      const errors = await fieldErrors(() =>
        payload.create({ collection: 'posts', data: postData('field-live', status), draft: status === 'draft', ...as('editor') }),
      )
      expect(errors.slug).toMatch(/already in use/)
    }
  })

  it('when a post takes, even in a draft, the slug another post holds only in its draft, and in Hindi too', async () => {
    for (const locale of ['en', 'hi'] as const) {
      const errors = await fieldErrors(() =>
        payload.update({ collection: 'posts', id: live, data: { slug: 'field-draft-only', _status: 'draft' }, draft: true, locale, ...as('editor') }),
      )
      expect(errors.slug).toMatch(/already in use/)
    }
  })

  it('but a post keeps its own slug, draft or published', async () => {
    await payload.update({ collection: 'posts', id: live, data: { slug: 'field-live', _status: 'draft' }, draft: true, ...as('editor') })
    const published = await payload.update({ collection: 'posts', id: live, data: { slug: 'field-live', _status: 'published' }, ...as('editor') })
    expect(published.slug).toBe('field-live')
  })

  it('over REST: a 400 naming the field, for a draft too', async () => {
    const answer = await quietly(payload, () => api.call('editor', 'POST', '/api/posts?draft=true', postData('field-live', 'draft')))
    expect(restFieldErrors(answer).slug).toMatch(/already in use/)
    expect(await payload.count({ collection: 'posts', where: { title: { equals: 'Field check field-live' } } })).toEqual({ totalDocs: 1 })
  })

  it('the posts list searches title, excerpt and tags, as the admin’s search box asks', async () => {
    const { Posts } = await import('../../collections/Posts')
    const fields = Posts.admin?.listSearchableFields ?? []
    expect(fields).toEqual(['title', 'excerpt', 'tags'])
    await payload.update({ collection: 'posts', id: live, data: { tags: ['fieldchip', 'wellness'] }, ...as('editor') })
    const found = await payload.find({ collection: 'posts', where: { or: fields.map((name) => ({ [name]: { like: 'fieldchip' } })) }, ...as('editor') })
    expect(found.docs.map((doc) => doc.id)).toEqual([live])
  })

  it('for a page of the site that already has its text', async () => {
    const errors = await fieldErrors(() =>
      payload.create({
        collection: 'pages',
        data: { title: 'About again', slug: 'about', description: 'Again.', content: body, _status: 'draft' },
        draft: true,
        ...as('editor'),
      }),
    )
    expect(errors.slug).toMatch(/already in use/)
  })
})

describe('coupons', () => {
  let coupon: Id
  beforeAll(async () => {
    coupon = (await payload.create({ collection: 'coupons', data: { code: 'FIELD10', percentOff: 10 }, ...as('admin') })).id
  })

  it('refuse a code already in use, whatever its case, on the field and over REST', async () => {
    expect((await fieldErrors(() => payload.create({ collection: 'coupons', data: { code: 'field10', percentOff: 5 }, ...as('admin') }))).code).toMatch(
      /already in use/,
    )
    const answer = await quietly(payload, () => api.call('admin', 'POST', '/api/coupons', { code: 'Field10', percentOff: 5 }))
    expect(restFieldErrors(answer).code).toMatch(/already in use/)
    const kept = await payload.update({ collection: 'coupons', id: coupon, data: { code: 'FIELD10', percentOff: 15 }, ...as('admin') })
    expect(kept.percentOff).toBe(15)
  })

  it('refuse Valid from after Valid until, on the field', async () => {
    const dates = { validFrom: '2027-03-10T00:00:00.000Z', validUntil: '2027-03-01T00:00:00.000Z' }
    expect((await fieldErrors(() => payload.update({ collection: 'coupons', id: coupon, data: dates, ...as('admin') }))).validUntil).toMatch(
      /on or after Valid from/,
    )
    const answer = await quietly(payload, () => api.call('admin', 'POST', '/api/coupons', { code: 'DATES1', percentOff: 5, ...dates }))
    expect(restFieldErrors(answer).validUntil).toMatch(/on or after Valid from/)
    const fine = await payload.update({ collection: 'coupons', id: coupon, data: { ...dates, validFrom: '2027-02-01T00:00:00.000Z' }, ...as('admin') })
    // Stored as the day it names in the business's zone (ADR 199): 05:30 IST on 1 February.
    expect(fine.validFrom).toBe('2027-02-01T12:00:00.000Z')
  })
})

describe('a reading text’s value is one of its kind’s', () => {
  const text = (appliesTo: string, appliesToValue?: string) => ({ section: 'overview' as const, appliesTo, appliesToValue, text: 'A text.' })

  it('refuses Ophiuchus-not-a-sign, a number or a band the readings never use, over the Local API and REST', async () => {
    const refused = [
      ['sign', 'Ophiuchus-not-a-sign', /not a sign/],
      ['number', '10', /not a number/],
      ['band', 'middling', /not a band/],
      ['nakshatra', 'Aries', /not a nakshatra/],
      ['koota', 'love', /not a koota/],
    ] as const
    for (const [kind, value, message] of refused) {
      const errors = await fieldErrors(() => payload.create({ collection: 'reading-texts', data: text(kind, value) as never, ...as('editor') }))
      expect(errors.appliesToValue, `${kind} ${value}`).toMatch(message)
    }
    const answer = await quietly(payload, () => api.call('editor', 'POST', '/api/reading-texts', text('sign', 'Ophiuchus-not-a-sign')))
    expect(restFieldErrors(answer).appliesToValue).toMatch(/not a sign/)
    expect(await payload.count({ collection: 'reading-texts', where: { appliesToValue: { like: 'Ophiuchus' } } })).toEqual({ totalDocs: 0 })
  })

  it('takes each kind’s values, written as the readings match them', async () => {
    const taken = [
      ['sign', 'aries ', 'Aries'],
      ['nakshatra', 'Purva Phalguni', 'Purva Phalguni'],
      ['number', '11', '11'],
      ['band', 'below-70', 'below-70'],
      ['band', 'exceptional', 'exceptional'],
      ['koota', 'graha_maitri', 'graha_maitri'],
    ] as const
    for (const [kind, value, stored] of taken) {
      const doc = await payload.create({ collection: 'reading-texts', data: text(kind, value) as never, ...as('editor') })
      expect(doc.appliesToValue, `${kind} ${value}`).toBe(stored)
    }
  })

  it('the data migration fixes the case of old rows, and leaves and lists the ones it cannot place', async () => {
    const { checkReadingTextValues } = await import('../../collections/ReadingTexts/check-values')
    const odd = await payload.db.create({ collection: 'reading-texts', data: text('sign', 'Ophiuchus-not-a-sign'), locale: 'en' } as never)
    const lower = await payload.db.create({ collection: 'reading-texts', data: text('koota', ' Nadi'), locale: 'en' } as never)
    const report = await checkReadingTextValues(payload)
    // The seed's own texts all hold valid values: only the odd row is left.
    expect(report.invalid).toEqual([{ id: odd.id, appliesTo: 'sign', appliesToValue: 'Ophiuchus-not-a-sign' }])
    expect(report.fixed).toEqual([{ id: lower.id, from: ' Nadi', to: 'nadi' }])
    const rows = await payload.find({ collection: 'reading-texts', where: { id: { in: [odd.id, lower.id] } }, sort: 'id', depth: 0 })
    expect(rows.docs.map((doc) => doc.appliesToValue)).toEqual(['Ophiuchus-not-a-sign', 'nadi'])
  })
})

// ADR 190: the pricing card words a pack's saving from its prices; a feature line that states a percentage would
// contradict it once the price changes, so it is refused on its field, in either language.
describe("a pack's feature line cannot state a saving", () => {
  const pack = (features: string[]) => ({
    name: 'Field pack',
    sketches: 7,
    price: 150,
    regularPrice: 300,
    credits: 70,
    accessDays: 60,
    features: features.map((feature) => ({ feature })),
  })

  it('refuses a percentage on the field and over REST, in English and Hindi, and keeps the tier as it was', async () => {
    expect(
      (await fieldErrors(() => payload.create({ collection: 'tiers', data: pack(['Save 40% on the regular price']), ...as('admin') })))[
        'features.0.feature'
      ],
    ).toMatch(/cannot state a percentage/)
    const answer = await quietly(payload, () => api.call('admin', 'POST', '/api/tiers', pack(['7 sketches', 'Save 40 percent'])))
    expect(restFieldErrors(answer)['features.1.feature']).toMatch(/worked out from the price/)
    const tier = await payload.create({ collection: 'tiers', data: pack(['7 sketches to compare']), ...as('admin') })
    const hindi = await quietly(payload, () =>
      api.call('admin', 'PATCH', `/api/tiers/${tier.id}?locale=hi`, { features: [{ feature: 'सामान्य क़ीमत पर 50% की बचत' }] }),
    )
    expect(restFieldErrors(hindi)['features.0.feature']).toMatch(/cannot state a percentage/)
    const kept = await payload.findByID({ collection: 'tiers', id: tier.id, locale: 'en', depth: 0 })
    expect(kept.features?.map((row) => row.feature)).toEqual(['7 sketches to compare'])
  })
})

describe('the astrologer form’s hints', () => {
  type Field = { name?: string; fields?: Field[]; admin?: { placeholder?: unknown; description?: unknown } }
  const fieldsOf = (fields: Field[]): Field[] => fields.flatMap((field) => [field, ...fieldsOf(field.fields ?? [])])
  const field = (name: string) => fieldsOf(payload.collections.astrologers.config.fields as Field[]).find((f) => f.name === name)!

  it('say the hours’ format in words, with no grey time that reads as filled in, and how to add a language', () => {
    for (const name of ['from', 'to']) {
      expect(field(name).admin?.placeholder).toBeUndefined()
      expect(field(name).admin?.description).toMatch(/24-hour clock \(HH:MM\)/)
    }
    expect(field('languages').admin?.placeholder).toBe('Type a language and press Enter')
  })
})
