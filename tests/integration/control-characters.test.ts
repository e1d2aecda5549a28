// Control characters are refused (ADR 040): NUL, ESC and CR/LF were once stored in the newsletter `source` and in one-line fields. Every text field
// of every collection and global now refuses them (collections/fields/one-line.ts): proved here through the Local API
// with access control on, as a customer and as staff, and through the REST API, with drafts too. After each refusal
// the record is read back: nothing was stored.
import type { Payload, PayloadRequest } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCustomer } from './factories'
import { startPayload, stopPayload } from './harness'

type Id = number | string
type Doc = Record<string, unknown> & { id: Id }
type Actor = 'customer' | 'editor' | 'admin'

const ORIGIN = 'http://localhost:3000'

/** Refused in every text field. */
const ALWAYS_BAD: [string, string][] = [
  ['NUL', 'x\u0000y'],
  ['ESC', 'x\u001b[2Jy'],
  ['DEL', 'x\u007fy'],
  ['a C1 control (CSI)', 'x\u009b31my'],
  ['bell', 'x\u0007'],
]
/** Refused on one line, kept in a textarea. */
const LINE_BREAKS: [string, string][] = [
  ['CR LF', 'x\r\nBcc: y@evil.example'],
  ['LF', 'x\ny'],
  ['CR', 'x\ry'],
  ['tab', 'x\ty'],
]

let payload: Payload
let restHandler: (request: Request) => Promise<Response>
const users: Partial<Record<Actor, PayloadRequest['user']>> = {}
const tokens: Partial<Record<Actor, string>> = {}

async function signUp(actor: Actor) {
  const email = `${actor}@control.test`
  const password = `${actor}-password-1`
  const collection = actor === 'customer' ? 'users' : 'admins'
  const doc =
    actor === 'customer'
      ? (await createCustomer(payload, { email, password, fullName: 'Control Customer' })).doc
      : await payload.create({ collection: 'admins', data: { email, password, name: actor, roles: [actor] } })
  users[actor] = { ...doc, collection } as PayloadRequest['user']
  tokens[actor] = (await payload.login({ collection, data: { email, password } })).token
}

async function rest(actor: Actor, method: string, path: string, body: unknown) {
  const headers = new Headers({ Origin: ORIGIN, 'Content-Type': 'application/json', Authorization: `JWT ${tokens[actor]}` })
  const response = await restHandler(new Request(`${ORIGIN}${path}`, { method, headers, body: JSON.stringify(body) }))
  return { status: response.status, text: await response.text() }
}

/** The Local API's answer: the status of the error it threw, or 200. */
async function local(run: () => Promise<unknown>): Promise<{ status: number; message: string }> {
  try {
    await run()
    return { status: 200, message: '' }
  } catch (error) {
    const status = (error as { status?: number }).status
    if (typeof status !== 'number') throw error
    return { status, message: JSON.stringify((error as { data?: unknown }).data ?? (error as Error).message) }
  }
}

/** `data` with `value` at the dotted `path` (arrays by index), for nested fields of a global or an array row. */
function setAt(data: Record<string, unknown>, path: string, value: unknown): Record<string, unknown> {
  const copy = structuredClone(data)
  const keys = path.split('.')
  let target = copy as Record<string, unknown>
  for (const key of keys.slice(0, -1)) target = target[key] as Record<string, unknown>
  target[keys.at(-1)!] = value
  return copy
}

function getAt(data: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], data)
}

// Every text, textarea and e-mail field a caller can write, on a record a writer of that kind may change.
type Target = { collection: string; actor: Actor; field: string; kind: 'one-line' | 'multi-line'; hasMany?: boolean; draft?: boolean }
const COLLECTION_FIELDS: Target[] = [
  { collection: 'users', actor: 'customer', field: 'fullName', kind: 'one-line' },
  { collection: 'profiles', actor: 'customer', field: 'fullName', kind: 'one-line' },
  { collection: 'profiles', actor: 'customer', field: 'questions', kind: 'multi-line' },
  { collection: 'profiles', actor: 'customer', field: 'placeName', kind: 'one-line' },
  { collection: 'profiles', actor: 'customer', field: 'placeCountry', kind: 'one-line' },
  // A contact message's text is never changed after it is sent (ADR 022); new messages are checked under "new records".
  { collection: 'newsletter-subscribers', actor: 'admin', field: 'source', kind: 'one-line' },
  { collection: 'newsletter-subscribers', actor: 'admin', field: 'email', kind: 'one-line' },
  { collection: 'posts', actor: 'editor', field: 'title', kind: 'one-line' },
  { collection: 'posts', actor: 'editor', field: 'title', kind: 'one-line', draft: true },
  { collection: 'posts', actor: 'editor', field: 'excerpt', kind: 'multi-line' },
  { collection: 'posts', actor: 'editor', field: 'tags', kind: 'one-line', hasMany: true },
  { collection: 'pages', actor: 'editor', field: 'title', kind: 'one-line' },
  { collection: 'pages', actor: 'editor', field: 'description', kind: 'multi-line', draft: true },
  { collection: 'faqs', actor: 'editor', field: 'question', kind: 'one-line' },
  { collection: 'faqs', actor: 'editor', field: 'answer', kind: 'multi-line' },
  { collection: 'testimonials', actor: 'editor', field: 'city', kind: 'one-line' },
  { collection: 'testimonials', actor: 'editor', field: 'quote', kind: 'multi-line' },
  { collection: 'reading-texts', actor: 'editor', field: 'text', kind: 'multi-line' },
  { collection: 'media', actor: 'editor', field: 'alt', kind: 'one-line' },
  { collection: 'astrologers', actor: 'admin', field: 'specialty', kind: 'one-line' },
  { collection: 'astrologers', actor: 'admin', field: 'bio', kind: 'multi-line' },
  { collection: 'astrologers', actor: 'admin', field: 'languages', kind: 'one-line', hasMany: true },
  { collection: 'tiers', actor: 'admin', field: 'name', kind: 'one-line' },
  { collection: 'tiers', actor: 'admin', field: 'features.0.feature', kind: 'one-line' },
  { collection: 'coupons', actor: 'admin', field: 'code', kind: 'one-line' },
  { collection: 'admins', actor: 'admin', field: 'name', kind: 'one-line' },
]
const GLOBAL_FIELDS: Target[] = [
  { collection: 'site-settings', actor: 'admin', field: 'contactEmail', kind: 'one-line' },
  { collection: 'site-settings', actor: 'admin', field: 'footerBlurb', kind: 'multi-line' },
  { collection: 'site-settings', actor: 'admin', field: 'blog.heading', kind: 'one-line' },
  { collection: 'landing', actor: 'admin', field: 'cta.button', kind: 'one-line' },
  { collection: 'landing', actor: 'admin', field: 'app.bullets.0.bullet', kind: 'one-line' },
  { collection: 'pricing-page', actor: 'admin', field: 'freeFeatures.0.feature', kind: 'one-line' },
]

const targets: Record<string, Id> = {}

/** A record of `collection` to write to: the customer's own, one the seed made, or a new one. */
async function recordOf(collection: string): Promise<Id> {
  if (targets[collection] !== undefined) return targets[collection]
  const owner = users.customer as unknown as Doc
  const made: Record<string, () => Promise<Doc>> = {
    users: async () => owner,
    profiles: () =>
      payload.create({
        collection: 'profiles',
        overrideAccess: false,
        user: users.customer,
        data: {
          fullName: 'Asha',
          dateOfBirth: '1990-01-15',
          gender: 'female',
          placeName: 'Pune',
          latitude: '18.52',
          longitude: '73.85',
          timeZone: 'Asia/Kolkata',
        } as never,
      }) as unknown as Promise<Doc>,
    'contact-messages': () =>
      payload.create({
        collection: 'contact-messages',
        data: { name: 'A', email: 'a@example.com', subject: 'S', message: 'M' },
      }) as unknown as Promise<Doc>,
    'newsletter-subscribers': () =>
      payload.create({
        collection: 'newsletter-subscribers',
        data: { email: 'n@example.com', subscribedAt: new Date().toISOString(), source: 'landing' },
      }) as unknown as Promise<Doc>,
    coupons: () => payload.create({ collection: 'coupons', data: { code: 'STARS10', percentOff: 10 } }) as unknown as Promise<Doc>,
    admins: async () => users.editor as unknown as Doc,
  }
  const doc = made[collection]
    ? await made[collection]()
    : ((await payload.find({ collection: collection as never, limit: 1, depth: 0, draft: true })).docs[0] as unknown as Doc | undefined)
  if (!doc) throw new Error(`the seed made no ${collection}`)
  targets[collection] = doc.id
  return doc.id
}

const readBack = async (target: Target, id: Id) =>
  payload.findByID({
    collection: target.collection as never,
    id,
    depth: 0,
    overrideAccess: true,
    draft: true,
    showHiddenFields: true,
  }) as unknown as Promise<Doc>

beforeAll(async () => {
  payload = await startPayload()
  await signUp('admin')
  await signUp('editor')
  await signUp('customer')
  const { default: config } = await import('@payload-config')
  const { handleEndpoints } = await import('payload')
  restHandler = (request) => handleEndpoints({ config, request })
})
afterAll(() => stopPayload(payload))

function badValuesFor(target: Target) {
  return target.kind === 'one-line' ? [...ALWAYS_BAD, ...LINE_BREAKS] : ALWAYS_BAD
}

/** The value to write at the field: a hasMany list gets the bad value among good ones. */
const shaped = (target: Target, value: string) => (target.hasMany ? ['fine', value] : value)

describe.each(COLLECTION_FIELDS)('$collection.$field as $actor (draft: $draft)', (target) => {
  it('refuses control characters through the Local API and REST, and stores nothing', async () => {
    const id = await recordOf(target.collection)
    const before = getAt(await readBack(target, id), target.field)
    const topField = target.field.split('.')[0]!
    const current = await readBack(target, id)
    for (const [name, bad] of badValuesFor(target)) {
      const data = setAt({ [topField]: current[topField] }, target.field, shaped(target, bad))
      const viaLocal = await local(() =>
        payload.update({
          collection: target.collection as never,
          id,
          data: data as never,
          overrideAccess: false,
          user: users[target.actor],
          draft: target.draft,
        }),
      )
      expect(viaLocal.status, `Local API, ${name}`).toBe(400)
      expect(viaLocal.message, `Local API, ${name}`).toMatch(/without control characters|cannot contain control characters/)
      const viaRest = await rest(target.actor, 'PATCH', `/api/${target.collection}/${id}${target.draft ? '?draft=true' : ''}`, data)
      expect(viaRest.status, `REST, ${name}: ${viaRest.text}`).toBe(400)
      expect(getAt(await readBack(target, id), target.field), `stored after ${name}`).toEqual(before)
    }
  })
})

describe.each(GLOBAL_FIELDS)('global $collection.$field', (target) => {
  it('refuses control characters through the Local API and REST, and stores nothing', async () => {
    const current = (await payload.findGlobal({ slug: target.collection as never, depth: 0 })) as unknown as Record<string, unknown>
    const before = getAt(current, target.field)
    const topField = target.field.split('.')[0]!
    for (const [name, bad] of badValuesFor(target)) {
      const data = setAt({ [topField]: current[topField] }, target.field, bad)
      const viaLocal = await local(() =>
        payload.updateGlobal({ slug: target.collection as never, data: data as never, overrideAccess: false, user: users.admin }),
      )
      expect(viaLocal.status, `Local API, ${name}`).toBe(400)
      const viaRest = await rest('admin', 'POST', `/api/globals/${target.collection}`, data)
      expect(viaRest.status, `REST, ${name}: ${viaRest.text}`).toBe(400)
      expect(getAt(await payload.findGlobal({ slug: target.collection as never, depth: 0 }), target.field), `stored after ${name}`).toEqual(before)
    }
  })
})

describe('new records', () => {
  it('a profile with a control character in an encrypted field is refused before it is sealed', async () => {
    const count = async () => (await payload.count({ collection: 'profiles', overrideAccess: true })).totalDocs
    const before = await count()
    const base = { fullName: 'Asha', dateOfBirth: '1990-01-15', gender: 'female', latitude: '18.52', longitude: '73.85', timeZone: 'Asia/Kolkata' }
    for (const placeName of ['Pune\u0000', 'Pu\r\nne', '\u001b[2JPune']) {
      const viaLocal = await local(() =>
        payload.create({ collection: 'profiles', data: { ...base, placeName } as never, overrideAccess: false, user: users.customer }),
      )
      expect(viaLocal.status).toBe(400)
      expect((await rest('customer', 'POST', '/api/profiles', { ...base, placeName })).status).toBe(400)
    }
    expect(await count()).toBe(before)
  })

  it('a newsletter sign-up or contact message with control characters is refused as the site stores it, and over REST', async () => {
    const count = async (collection: 'newsletter-subscribers' | 'contact-messages') =>
      (await payload.count({ collection, overrideAccess: true })).totalDocs
    const subscribers = await count('newsletter-subscribers')
    const messages = await count('contact-messages')
    // The site's services store these with the server's rights (app/services/inbox.server.ts); the collection still
    // refuses control characters then. Through the API nobody may create them at all (ADR 022).
    const subscriber = { email: 'new@example.com', subscribedAt: new Date().toISOString(), source: 'landing\u0000\r\nX: 1' }
    expect((await local(() => payload.create({ collection: 'newsletter-subscribers', data: subscriber, overrideAccess: true }))).status).toBe(400)
    expect((await rest('admin', 'POST', '/api/newsletter-subscribers', subscriber)).status).toBe(403)
    const message = { name: 'Name\u001b[0m', email: 'a@example.com', subject: 'Hi\r\nBcc: x@evil.example', message: 'Body' }
    expect((await local(() => payload.create({ collection: 'contact-messages', data: message, overrideAccess: true }))).status).toBe(400)
    expect((await rest('admin', 'POST', '/api/contact-messages', message)).status).toBe(403)
    expect(await count('newsletter-subscribers')).toBe(subscribers)
    expect(await count('contact-messages')).toBe(messages)
  })

  // The sign-in address of an auth collection is Payload's own field, added after withTextRules walked the config;
  // Payload's e-mail syntax check must keep refusing what ours would.
  it("a staff member's sign-in address cannot take control characters either", async () => {
    const id = (users.editor as unknown as Doc).id
    for (const email of ['editor@control.test\u0000', 'editor@control.test\r\nBcc: x@evil.example', '\u001beditor@control.test']) {
      const answer = await rest('admin', 'PATCH', `/api/admins/${id}`, { email })
      expect(answer.status, answer.text).toBe(400)
    }
    expect((await payload.findByID({ collection: 'admins', id, overrideAccess: true })).email).toBe('editor@control.test')
  })
})

describe('what stays allowed', () => {
  it('a textarea keeps its line breaks and tabs; a sealed value written back is not refused', async () => {
    const id = await recordOf('profiles')
    const questions = 'Career?\r\n\tAnd love?\nAnd health?'
    await payload.update({ collection: 'profiles', id, data: { questions }, overrideAccess: false, user: users.customer })
    expect((await payload.findByID({ collection: 'profiles', id, overrideAccess: true })).questions).toBe(questions)
    // The re-seal script and any write that passes the stored document back hand over sealed values.
    const raw = (await payload.db.findOne({ collection: 'profiles', where: { id: { equals: id } } })) as unknown as Doc
    expect(String(raw.placeName)).toMatch(/^enc1\./)
    await payload.update({ collection: 'profiles', id, data: { placeName: raw.placeName } as never, overrideAccess: true })
    expect((await payload.findByID({ collection: 'profiles', id, overrideAccess: true })).placeName).toBe('Pune')
  })

  it('names and places in Indic and other scripts, with their joiners, are text', async () => {
    const id = await recordOf('profiles')
    const fullName = 'क्‍षितिज محمد'
    await payload.update({ collection: 'profiles', id, data: { fullName, placeName: 'मुंबई' }, overrideAccess: false, user: users.customer })
    expect(await payload.findByID({ collection: 'profiles', id, overrideAccess: true })).toMatchObject({ fullName, placeName: 'मुंबई' })
  })
})
