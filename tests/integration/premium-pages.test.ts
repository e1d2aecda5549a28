// The daily affirmations and the astro journal (ADRs 111 and 112) against a real Payload: the day's affirmation is one row per customer
// and day whatever races for it, chosen by the day's band from the chart; New Affirmation stores the next one;
// favourites toggle on the customer's own rows only; a journal date holds one entry that saving updates, its text sealed
// at rest; the routes' actions refuse a closed gate and bad input with 4xx and store nothing.
import type { DataFromCollectionSlug, Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCustomer, sessionCookie } from './factories'
import { startPayload, stopPayload } from './harness'

const ORIGIN = 'http://localhost:3000'
const PASSWORD = 'premium-pages-password-1'
let payload: Payload
let accounts: typeof import('../../app/services/accounts.server')
let affirmations: typeof import('../../app/services/affirmations.server')
let journal: typeof import('../../app/services/journal.server')
let access: typeof import('../../app/services/access.server')
let astrology: typeof import('../../app/astrology')
let readings: typeof import('../../app/services/readings.server')

beforeAll(async () => {
  payload = await startPayload()
  accounts = await import('../../app/services/accounts.server')
  affirmations = await import('../../app/services/affirmations.server')
  journal = await import('../../app/services/journal.server')
  access = await import('../../app/services/access.server')
  astrology = await import('../../app/astrology')
  readings = await import('../../app/services/readings.server')
})
afterAll(() => stopPayload(payload))

let made = 0
async function customer({ withProfile = true, dateOfBirth = '1991-04-23' } = {}) {
  made++
  const options = { email: `premium-${made}@example.in`, password: PASSWORD, fullName: `Premium ${made}`, signIn: true } as const
  return withProfile ? createCustomer(payload, { ...options, profile: { dateOfBirth } }) : { ...(await createCustomer(payload, options)), profile: null }
}

const rows = async <S extends 'daily-affirmations' | 'journal-entries'>(collection: S, userId: number | string) =>
  (await payload.find({ collection, where: { user: { equals: userId } }, overrideAccess: true, pagination: false, sort: 'createdAt' }))
    .docs as DataFromCollectionSlug<S>[]

const day = { date: '2030-06-15', tz: 'Asia/Kolkata' }

describe('daily affirmations', () => {
  it('makes one affirmation per customer and day however many first visits race, and answers the same one after', async () => {
    const { user, profile } = await customer()
    const answers = await Promise.all(Array.from({ length: 20 }, () => affirmations.getTodaysAffirmation(user, profile!, day, 'en')))
    expect(new Set(answers.map((a) => String(a.id))).size).toBe(1)
    expect(await rows('daily-affirmations', user.id)).toHaveLength(1)
    expect((await affirmations.getTodaysAffirmation(user, profile!, day, 'en')).text).toBe(answers[0]!.text)
  })

  it("chooses first the texts written for the day's band, which the day's Moon against the natal Moon and birth star sets", async () => {
    const { user, profile } = await customer({ dateOfBirth: '1984-09-09' })
    const factors = astrology.whyToday(readings.chartOf(profile!), day)
    const first = await affirmations.getTodaysAffirmation(user, profile!, day, 'en')
    const second = await affirmations.newAffirmation(user, profile!, day, 'en')
    const bandTexts = (
      await payload.find({
        collection: 'reading-texts',
        where: { and: [{ section: { equals: 'affirmation' } }, { appliesTo: { equals: 'band' } }, { appliesToValue: { equals: factors.band } }] },
        overrideAccess: true,
        pagination: false,
      })
    ).docs.map((d) => d.text)
    expect(bandTexts.length).toBeGreaterThanOrEqual(2)
    expect(bandTexts).toContain(first.text)
    expect(bandTexts).toContain(second.text)
    expect(first.moonHouse).toBe(factors.moon.house)
  })

  it('New Affirmation stores another, different text each time, also when clicked many times at once; Hindi reads the same rows', async () => {
    const { user, profile } = await customer()
    const first = await affirmations.getTodaysAffirmation(user, profile!, day, 'en')
    const more = await Promise.all(Array.from({ length: 6 }, () => affirmations.newAffirmation(user, profile!, day, 'en')))
    const stored = await rows('daily-affirmations', user.id)
    expect(stored).toHaveLength(7)
    expect(new Set(stored.map((r) => r.draw))).toEqual(new Set([0, 1, 2, 3, 4, 5, 6]))
    expect(new Set([first, ...more].map((a) => a.text)).size).toBe(7)
    const latest = await affirmations.getTodaysAffirmation(user, profile!, day, 'hi')
    expect(latest.draw).toBe(6)
    expect(latest.text).toMatch(/[\u0900-\u097F]/)
  })

  it("toggles Favorite on the customer's own affirmation only, and lists favourites newest first", async () => {
    const { user, profile } = await customer()
    const other = await customer()
    const a = await affirmations.getTodaysAffirmation(user, profile!, day, 'en')
    const b = await affirmations.newAffirmation(user, profile!, day, 'en')
    expect(await affirmations.toggleFavorite(user, String(a.id), new Date('2030-06-15T08:00:00Z'))).toEqual({ ok: true, isFavorite: true })
    expect(await affirmations.toggleFavorite(user, String(b.id), new Date('2030-06-15T09:00:00Z'))).toEqual({ ok: true, isFavorite: true })
    expect((await affirmations.listFavorites(user, 'en')).map((f) => f.id)).toEqual([b.id, a.id])
    expect(await affirmations.toggleFavorite(user, String(a.id))).toEqual({ ok: true, isFavorite: false })
    expect((await affirmations.listFavorites(user, 'en')).map((f) => f.id)).toEqual([b.id])
    expect(await affirmations.toggleFavorite(other.user, String(b.id))).toEqual({ ok: false, code: 'not-found' })
    expect((await rows('daily-affirmations', user.id)).find((r) => r.id === b.id)?.isFavorite).toBe(true)
  })
})

/** The `journal-entries` row as the database holds it, read without Payload's hooks. */
async function storedEntry(id: number | string): Promise<Record<string, unknown>> {
  const db = payload.db as unknown as {
    name: string
    client?: { execute(query: { sql: string; args: unknown[] }): Promise<{ columns: string[]; rows: ArrayLike<unknown>[] }> }
    pool?: { query(sql: string, args: unknown[]): Promise<{ rows: Record<string, unknown>[] }> }
  }
  if (db.name === 'sqlite' && db.client) {
    const { columns, rows } = await db.client.execute({ sql: 'SELECT * FROM journal_entries WHERE id = ?', args: [id] })
    return Object.fromEntries(columns.map((column, index) => [column, rows[0]![index]]))
  }
  if (db.name === 'postgres' && db.pool) return (await db.pool.query('SELECT * FROM journal_entries WHERE id = $1', [id])).rows[0]!
  throw new Error(`No raw reader for the ${db.name} adapter`)
}

const entry = (date: string, dailyEvents: string) => ({
  date,
  mood: 7,
  dailyEvents,
  predictionAccuracy: 'mostly' as const,
  personalNotes: 'Felt calm\nafter the walk',
  moonPhase: 'full-moon' as const,
  planetaryInfluences: 'Moon in Dhanu',
})

describe('the astro journal', () => {
  it('keeps one entry per date that saving again updates, sealed at rest and read back in plain text', async () => {
    const { user } = await customer({ withProfile: false })
    const created = await journal.saveEntry(user, entry('2030-05-01', 'Met an old friend'))
    expect(created.outcome).toBe('created')
    const updated = await journal.saveEntry(user, { ...entry('2030-05-01', 'Met an old friend, then rain'), mood: 3 })
    expect(updated).toMatchObject({ outcome: 'updated', entry: { id: created.entry.id, mood: 3, dailyEvents: 'Met an old friend, then rain' } })
    expect(await rows('journal-entries', user.id)).toHaveLength(1)
    const raw = JSON.stringify(await storedEntry(created.entry.id))
    for (const secret of ['old friend', 'Felt calm', 'Dhanu']) expect(raw).not.toContain(secret)
    expect(await journal.getEntry(user, '2030-05-01')).toMatchObject({ personalNotes: 'Felt calm\nafter the walk', planetaryInfluences: 'Moon in Dhanu' })
  })

  it('lists the 10 latest entries newest first and the chart oldest first', async () => {
    const { user } = await customer({ withProfile: false })
    for (let d = 1; d <= 12; d++) await journal.saveEntry(user, { ...entry(`2030-03-${String(d).padStart(2, '0')}`, `Day ${d}`), mood: (d % 10) + 1 })
    const past = await journal.recentEntries(user)
    expect(past.map((e) => e.date)).toEqual(Array.from({ length: 10 }, (_, i) => `2030-03-${String(12 - i).padStart(2, '0')}`))
    const series = await journal.moodSeries(user)
    expect(series[0]!.date).toBe('2030-03-01')
    expect(series.at(-1)).toEqual({ date: '2030-03-12', mood: 3, moonPhase: 'full-moon' })
  })

  it("fills a blank entry from the real sky of its date: the 8 April 2024 eclipse was a new moon, 24 April 2024's a full moon (05:19 IST, before sunrise)", () => {
    expect(journal.skyOfDate('2024-04-08', null).moonPhase).toBe('new-moon')
    expect(journal.skyOfDate('2024-04-24', null).moonPhase).toBe('full-moon')
    expect(journal.skyOfDate('2024-04-23', null).transits.map((g) => g.graha)).toEqual([
      'sun',
      'moon',
      'mars',
      'mercury',
      'jupiter',
      'venus',
      'saturn',
      'rahu',
      'ketu',
    ])
  })
})

describe('the data export and account deletion', () => {
  it('export the affirmations and the journal in plain text, and deletion removes them', async () => {
    const { user, profile } = await customer()
    await affirmations.getTodaysAffirmation(user, profile!, day, 'en')
    await journal.saveEntry(user, entry('2030-05-02', 'Exported events'))
    const exported = (await accounts.exportAccount(user)) as unknown as Record<string, unknown[]>
    expect(exported['daily-affirmations']).toHaveLength(1)
    expect(exported['journal-entries']).toEqual([expect.objectContaining({ date: '2030-05-02', dailyEvents: 'Exported events' })])
    await accounts.deleteAccount(user, PASSWORD)
    expect(await rows('daily-affirmations', user.id)).toHaveLength(0)
    expect(await rows('journal-entries', user.id)).toHaveLength(0)
  })
})

describe('the pages behind the gate', () => {
  async function signedInPost(path: string, form: Record<string, string>, user: { id: number | string }) {
    const { cookie } = await sessionCookie(user.id)
    return new Request(`${ORIGIN}${path}`, { method: 'POST', headers: { Cookie: cookie, Origin: ORIGIN }, body: new URLSearchParams(form) })
  }
  const status = (answer: unknown) => (answer instanceof Response ? answer.status : ((answer as { init?: { status?: number } }).init?.status ?? 200))
  const body = (answer: unknown) => (answer as { data: unknown }).data

  it('refuse a customer without access with 403 and store nothing', async () => {
    const { user } = await customer()
    const journalRoute = await import('../../app/routes/astro-journal')
    const affirmationsRoute = await import('../../app/routes/daily-affirmations')
    const save = await journalRoute.action({
      request: await signedInPost('/astro-journal', { date: '2030-05-01', mood: '5', dailyEvents: 'x', moonPhase: 'full-moon' }, user),
      params: {},
      context: {},
    } as never)
    expect(status(save)).toBe(403)
    expect(body(save)).toMatchObject({ code: 'premium-required' })
    const fresh = await affirmationsRoute.action({
      request: await signedInPost('/daily-affirmations', { intent: 'new' }, user),
      params: {},
      context: {},
    } as never)
    expect(status(fresh)).toBe(403)
    expect(await rows('journal-entries', user.id)).toHaveLength(0)
    expect(await rows('daily-affirmations', user.id)).toHaveLength(0)
  })

  it('answer bad journal input with 400 and the message, and store nothing', async () => {
    const { user } = await customer()
    await access.startTrial(user.id)
    const journalRoute = await import('../../app/routes/astro-journal')
    const good = { date: '2026-01-10', mood: '5', dailyEvents: 'A quiet day', moonPhase: 'full-moon' }
    const cases: [Record<string, string>, string][] = [
      [{ ...good, dailyEvents: '   ' }, 'events-missing'],
      [{ ...good, mood: '11' }, 'mood'],
      [{ ...good, mood: '4.5' }, 'mood'],
      [{ ...good, date: '2026-02-30' }, 'date'],
      [{ ...good, date: '2999-01-01' }, 'date'],
      [{ ...good, moonPhase: 'blue-moon' }, 'phase'],
      [{ ...good, predictionAccuracy: 'psychic' }, 'accuracy'],
      [{ ...good, dailyEvents: 'x'.repeat(4001) }, 'too-long'],
      [{ ...good, dailyEvents: 'bell\u0007' }, 'characters'],
    ]
    for (const [form, code] of cases) {
      const answer = await journalRoute.action({ request: await signedInPost('/astro-journal', form, user), params: {}, context: {} } as never)
      expect(status(answer), code).toBe(400)
      expect(body(answer)).toMatchObject({ code })
    }
    const missing = await journalRoute.action({
      request: await signedInPost('/astro-journal', { ...good, dailyEvents: '' }, user),
      params: {},
      context: {},
    } as never)
    expect(body(missing)).toMatchObject({ toast: { title: 'Missing Information', description: 'Please add some daily events to save your entry.' } })
    expect(await rows('journal-entries', user.id)).toHaveLength(0)
    const saved = await journalRoute.action({ request: await signedInPost('/astro-journal', good, user), params: {}, context: {} } as never)
    expect(status(saved)).toBe(302)
    expect(await rows('journal-entries', user.id)).toHaveLength(1)
  })

  it("delete the customer's own entry of a date only (ADR 190): another's answers 404 and stays, a bad date 400", async () => {
    const [owner, other] = [(await customer()).user, (await customer()).user]
    await access.startTrial(owner.id)
    await access.startTrial(other.id)
    await journal.saveEntry(owner, entry('2030-04-01', 'Mine to keep'))
    await journal.saveEntry(owner, entry('2030-04-02', 'Mine to delete'))
    await journal.saveEntry(other, entry('2030-04-03', 'Not yours'))
    const journalRoute = await import('../../app/routes/astro-journal')
    const remove = async (user: { id: number | string }, date: string) =>
      journalRoute.action({ request: await signedInPost('/astro-journal', { intent: 'delete', date }, user), params: {}, context: {} } as never)

    const done = await remove(owner, '2030-04-02')
    expect(status(done)).toBe(302)
    expect((done as Response).headers.get('Location')).toBe('/astro-journal')
    expect((await rows('journal-entries', owner.id)).map((row) => row.date)).toEqual(['2030-04-01'])
    // The other customer's date: nothing of the owner's there, and the other's entry stays.
    const theirs = await remove(owner, '2030-04-03')
    expect(status(theirs)).toBe(404)
    expect(body(theirs)).toMatchObject({ code: 'not-found' })
    expect(await rows('journal-entries', other.id)).toHaveLength(1)
    for (const bad of ['', 'yesterday', '2030-02-30']) {
      const answer = await remove(owner, bad)
      expect(status(answer), bad).toBe(400)
    }
    expect(await rows('journal-entries', owner.id)).toHaveLength(1)
    // Signed out: refused before the form is read.
    const anonymous = await journalRoute.action({
      request: new Request(`${ORIGIN}/astro-journal`, {
        method: 'POST',
        headers: { Origin: ORIGIN },
        body: new URLSearchParams({ intent: 'delete', date: '2030-04-01' }),
      }),
      params: {},
      context: {},
    } as never)
    expect(status(anonymous)).toBe(401)
    expect(await rows('journal-entries', owner.id)).toHaveLength(1)
  })
})
