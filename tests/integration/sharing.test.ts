// Sharing (ADR 124): a customer makes a public link to one of their own readings (never someone else's), the link
// keeps only the headline, score and summary (never birth data), its public side answers until it is revoked or the
// reading is deleted, its card is an 800×600 PNG, and the owner's PDF opens and carries the reading's words. A shared
// crush analysis names neither the crush nor their birth date (ADR 144): the crush is a third party.
import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ARJUN, createCustomer, DELHI, sessionCookie } from './factories'
import { startPayload, stopPayload } from './harness'

let payload: Payload
let accounts: typeof import('../../app/services/accounts.server')
let compatibility: typeof import('../../app/services/compatibility.server')
let numerology: typeof import('../../app/services/numerology.server')
let readings: typeof import('../../app/services/readings.server')
let lucky: typeof import('../../app/services/lucky.server')
let sharing: typeof import('../../app/services/sharing.server')
let card: typeof import('../../app/services/share-card.server')
let pdf: typeof import('../../app/services/share-pdf.server')
let crush: typeof import('../../app/services/crush.server')

const ORIGIN = 'https://cosmic.example'
const PASSWORD = 'sharing-password-1'
const BIRTH = { date: '1990-06-15', time: '08:30', place: 'Delhi Cantonment' }
const DAY = { date: '2026-11-20', tz: 'Asia/Kolkata' }

type Customer = Awaited<ReturnType<typeof customerWithProfile>>
let a: Customer
let b: Customer
const CRUSH = { name: 'Zoya Khan', birthDate: '1991-02-14' }
const items: Record<
  'compatibility' | 'numerology' | 'daily-reading' | 'lucky-elements' | 'crush' | 'life-career' | 'affirmation' | 'soulmate-reading',
  string
> = {
  compatibility: '',
  numerology: '',
  'daily-reading': DAY.date,
  'lucky-elements': DAY.date,
  crush: '',
  'life-career': DAY.date,
  affirmation: '',
  'soulmate-reading': '',
}

function customerWithProfile(email: string, preferredLanguage: 'en' | 'hi' = 'en') {
  const place = { ...DELHI, name: BIRTH.place, latitude: 28.6, longitude: 77.13 }
  return createCustomer(payload, { email, password: PASSWORD, preferredLanguage, signIn: true, profile: { ...ARJUN, place } })
}

/** The text a PDF reader finds on every page, through pdf.js (a real reader: the file must open). */
async function pdfText(bytes: Buffer): Promise<{ pages: number; text: string }> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs')
  const doc = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false }).promise
  let text = ''
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent()
    text += content.items.map((item) => ('str' in item ? item.str : '')).join('') + '\n'
  }
  return { pages: doc.numPages, text }
}

beforeAll(async () => {
  // The maker runs at a lower priority (ADR 146): with the two integration runs side by side on two cores it can get
  // too little of them to finish a PDF in the 20 s a visitor is given. These tests are about what a PDF holds and who
  // may have one, not the maker's speed: it gets longer, as in fuzz-pdf.test.ts.
  process.env.PDF_TIMEOUT_MS = '90000'
  payload = await startPayload()
  accounts = await import('../../app/services/accounts.server')
  compatibility = await import('../../app/services/compatibility.server')
  numerology = await import('../../app/services/numerology.server')
  readings = await import('../../app/services/readings.server')
  lucky = await import('../../app/services/lucky.server')
  sharing = await import('../../app/services/sharing.server')
  card = await import('../../app/services/share-card.server')
  pdf = await import('../../app/services/share-pdf.server')
  crush = await import('../../app/services/crush.server')
  a = await customerWithProfile('share-a@example.in')
  b = await customerWithProfile('share-b@example.in')
  items.compatibility = await compatibility.analyseCompatibility(a.user, a.profile, {
    name: 'Meera',
    gender: 'female',
    dateOfBirth: '1992-11-02',
    timeOfBirth: '19:45',
    place: { id: null, name: 'Pune Cantonment', country: 'India', latitude: 18.52, longitude: 73.86, timeZone: 'Asia/Kolkata' },
  })
  items.numerology = await numerology.generateNumerologyReport(a.user, 'Arjun Mehta', BIRTH.date)
  await readings.getTodaysReading(a.user, a.profile, DAY, 'en')
  await lucky.getPersonalLuckyElements(a.user, a.profile, DAY)
  items.crush = await crush.analyseCrush(a.user, a.profile, CRUSH)
  const life = await import('../../app/services/life-career.server')
  await life.generateLifeCareer(a.user, a.profile, DAY)
  const affirmations = await import('../../app/services/affirmations.server')
  items.affirmation = String((await affirmations.getTodaysAffirmation(a.user, a.profile, DAY, 'en')).id)
  const credits = await import('../../app/services/credits.server')
  const love = await import('../../app/services/love.server')
  await credits.grantCredits(a.user.id, 1, 'test grant')
  const soulmate = await love.generateSoulmate(a.user, a.profile)
  if (!soulmate.ok) throw new Error(soulmate.code)
  items['soulmate-reading'] = String(soulmate.reading.id)
})
afterAll(() => stopPayload(payload))

describe('share links', () => {
  it('each kind makes a link with a headline, score and summary, and no birth data', async () => {
    for (const [kind, itemId] of Object.entries(items)) {
      const made = await sharing.createShareLink(a.user, { kind, itemId }, 'en', ORIGIN)
      if (!made.ok) throw new Error(`${kind}: ${made.code}`)
      expect(made.link.url).toMatch(/^https:\/\/cosmic\.example\/s\/[A-Za-z0-9_-]{22}$/)
      expect(made.link.imageUrl).toBe(`${made.link.url}/card.png`)
      const shared = await sharing.getPublicShare(made.link.token)
      expect(shared, kind).not.toBeNull()
      expect(shared!.headline.length, kind).toBeGreaterThan(5)
      expect(shared!.score, kind).toMatch(/\S/)
      expect(shared!.summary.length, kind).toBeGreaterThan(5)
      // What the public side holds names neither the birth date, the time nor the place.
      const { docs } = await payload.find({ collection: 'share-links', where: { token: { equals: made.link.token } }, depth: 0, overrideAccess: true })
      const { headline, score, scoreLabel, summary, text } = docs[0]!
      const stored = JSON.stringify({ headline, score, scoreLabel, summary, text })
      for (const secret of [
        BIRTH.date,
        '15 June 1990',
        BIRTH.time,
        BIRTH.place,
        '1992-11-02',
        '19:45',
        'Pune',
        CRUSH.birthDate,
        '14 February 1991',
        'Zoya',
      ])
        expect(stored, `${kind}: ${secret}`).not.toContain(secret)
      // Sharing again hands back the same link.
      const again = await sharing.createShareLink(a.user, { kind, itemId }, 'en', ORIGIN)
      expect(again.ok && again.link.token).toBe(made.link.token)
    }
  })

  it('the compatibility link carries the percent and the daily one the overview cut to 100 characters (spec 9)', async () => {
    const view = await compatibility.getCompatibilityReading(a.user, items.compatibility, 'en')
    const made = await sharing.createShareLink(a.user, { kind: 'compatibility', itemId: items.compatibility }, 'en', ORIGIN)
    expect(made.ok && (await sharing.getPublicShare(made.link.token))!.score).toBe(`${view!.percent}%`)
    const reading = await readings.getTodaysReading(a.user, a.profile, DAY, 'en')
    const daily = await sharing.createShareLink(a.user, { kind: 'daily-reading', itemId: DAY.date }, 'en', ORIGIN)
    expect(daily.ok && daily.link.text).toBe(reading.sections.overview!.slice(0, 100))
  })

  it('a shared crush analysis shows the score and its band, never the crush’s name or birth date, in either language', async () => {
    const [view] = await crush.listCrushAnalyses(a.user, DAY.date, 'en')
    for (const locale of ['en', 'hi'] as const) {
      const made = await sharing.createShareLink(a.user, { kind: 'crush', itemId: items.crush }, locale, ORIGIN)
      if (!made.ok) throw new Error(made.code)
      const shared = (await sharing.getPublicShare(made.link.token))!
      expect(shared.score).toMatch(new RegExp(`${view!.score}`))
      const everything = JSON.stringify(shared)
      for (const secret of [CRUSH.name, 'Zoya', 'Khan', CRUSH.birthDate, '1991', 'ज़ोया', 'जोया'])
        expect(everything, `${locale}: ${secret}`).not.toContain(secret)
      // The daily "thinking about you" figure is a game for the owner's page, not part of what is published.
      expect(everything).not.toContain(`${view!.thinkingAboutYou}%`)
    }
    // The owner's PDF may name the crush: it is theirs and never public. The public card is made from the link alone.
    const whole = (await sharing.readingForPdf(a.user, 'crush', items.crush, 'en'))!
    expect(whole.sections.length).toBeGreaterThan(0)
  })

  it('the new kinds are written from the stored reading: life and career, the affirmation and the soulmate sketch', async () => {
    const life = await import('../../app/services/life-career.server')
    const analysis = (await life.todaysLifeCareer(a.user, DAY, 'en'))!
    const lifeLink = await sharing.createShareLink(a.user, { kind: 'life-career', itemId: DAY.date }, 'en', ORIGIN)
    if (!lifeLink.ok) throw new Error(lifeLink.code)
    expect((await sharing.getPublicShare(lifeLink.link.token))!.summary).toContain(analysis.paragraphs.lifePath!.slice(0, 40))

    const affirmations = await import('../../app/services/affirmations.server')
    const today = await affirmations.getTodaysAffirmation(a.user, a.profile, DAY, 'hi')
    const affirmationLink = await sharing.createShareLink(a.user, { kind: 'affirmation', itemId: items.affirmation }, 'hi', ORIGIN)
    if (!affirmationLink.ok) throw new Error(affirmationLink.code)
    expect((await sharing.getPublicShare(affirmationLink.link.token))!.summary).toBe(today.text)

    const love = await import('../../app/services/love.server')
    const [reading] = await love.listSoulmates(a.user)
    const soulmateLink = await sharing.createShareLink(a.user, { kind: 'soulmate-reading', itemId: items['soulmate-reading'] }, 'en', ORIGIN)
    if (!soulmateLink.ok) throw new Error(soulmateLink.code)
    expect((await sharing.getPublicShare(soulmateLink.link.token))!.score).toBe(`${reading!.lovePercentage}%`)
  })

  it('in Hindi the link speaks Hindi', async () => {
    const made = await sharing.createShareLink(a.user, { kind: 'numerology', itemId: items.numerology }, 'hi', ORIGIN)
    if (!made.ok) throw new Error(made.code)
    const shared = await sharing.getPublicShare(made.link.token)
    expect(shared!.locale).toBe('hi')
    expect(shared!.headline).toMatch(/[\u0900-\u097F]{3,}/)
  })

  it('a stranger cannot share or print someone else’s reading, and bad input is refused', async () => {
    for (const [kind, itemId] of Object.entries(items)) {
      expect(await sharing.createShareLink(b.user, { kind, itemId }, 'en', ORIGIN), kind).toEqual({ ok: false, code: 'not-found' })
      expect(await sharing.readingForPdf(b.user, kind, itemId, 'en'), kind).toBeNull()
      // A row number past PostgreSQL's integer column names no reading: refused, not a database error.
      if (/^\d+$/.test(itemId))
        expect(await sharing.createShareLink(a.user, { kind, itemId: '9999999999' }, 'en', ORIGIN), kind).toEqual({ ok: false, code: 'not-found' })
    }
    expect(await sharing.createShareLink(a.user, { kind: 'horoscope', itemId: '1' }, 'en', ORIGIN)).toEqual({ ok: false, code: 'kind' })
    expect(await sharing.createShareLink(a.user, { kind: 'numerology', itemId: "1' OR 1=1" }, 'en', ORIGIN)).toEqual({ ok: false, code: 'item' })
    expect(await sharing.createShareLink(a.user, { kind: 'numerology', itemId: null }, 'en', ORIGIN)).toEqual({ ok: false, code: 'item' })
    expect((await payload.count({ collection: 'share-links', where: { user: { equals: b.user.id } }, overrideAccess: true })).totalDocs).toBe(0)
  })

  it('the owner revokes a link (a stranger cannot), and a deleted reading takes its link with it', async () => {
    const made = await sharing.createShareLink(a.user, { kind: 'compatibility', itemId: items.compatibility }, 'en', ORIGIN)
    if (!made.ok) throw new Error(made.code)
    expect(await sharing.revokeShareLink(b.user, made.link.token)).toBe(false)
    expect(await sharing.getPublicShare(made.link.token)).not.toBeNull()
    expect(await sharing.revokeShareLink(a.user, made.link.token)).toBe(true)
    expect(await sharing.getPublicShare(made.link.token)).toBeNull()
    expect(await sharing.shareLinkFor(a.user, 'compatibility', items.compatibility, 'en', ORIGIN)).toBeNull()

    // A crush link too: the owner revokes it, and deleting the analysis takes a second link with it.
    const crushLink = await sharing.createShareLink(a.user, { kind: 'crush', itemId: items.crush }, 'en', ORIGIN)
    if (!crushLink.ok) throw new Error(crushLink.code)
    expect(await sharing.revokeShareLink(b.user, crushLink.link.token)).toBe(false)
    expect(await sharing.revokeShareLink(a.user, crushLink.link.token)).toBe(true)
    expect(await sharing.getPublicShare(crushLink.link.token)).toBeNull()
    const another = await crush.analyseCrush(a.user, a.profile, { name: 'Kabir', birthDate: '1994-07-04' })
    const anotherLink = await sharing.createShareLink(a.user, { kind: 'crush', itemId: another }, 'en', ORIGIN)
    if (!anotherLink.ok) throw new Error(anotherLink.code)
    expect(await sharing.getPublicShare(anotherLink.link.token)).not.toBeNull()
    expect(await crush.deleteCrushAnalysis(a.user, another)).toBe(true)
    expect(await sharing.getPublicShare(anotherLink.link.token)).toBeNull()

    const second = await compatibility.analyseCompatibility(a.user, a.profile, {
      name: 'Riya',
      gender: 'female',
      dateOfBirth: '1993-01-09',
      timeOfBirth: null,
      place: { id: null, name: 'Jaipur', country: 'India', latitude: 26.91, longitude: 75.79, timeZone: 'Asia/Kolkata' },
    })
    const link = await sharing.createShareLink(a.user, { kind: 'compatibility', itemId: second }, 'en', ORIGIN)
    if (!link.ok) throw new Error(link.code)
    await compatibility.deleteCompatibilityReading(a.user, second)
    expect(await sharing.getPublicShare(link.link.token)).toBeNull()
    expect(await sharing.getPublicShare('A'.repeat(22))).toBeNull()
    expect(await sharing.getPublicShare('../etc/passwd')).toBeNull()
  })

  it('stopping sharing ends the link in every language, and a deleted reading leaves no link for the next one to inherit', async () => {
    const english = await sharing.createShareLink(a.user, { kind: 'numerology', itemId: items.numerology }, 'en', ORIGIN)
    const hindi = await sharing.createShareLink(a.user, { kind: 'numerology', itemId: items.numerology }, 'hi', ORIGIN)
    if (!english.ok || !hindi.ok) throw new Error('not shared')
    expect(await sharing.revokeShareLink(a.user, english.link.token)).toBe(true)
    expect(await sharing.getPublicShare(hindi.link.token)).toBeNull()
    expect(await sharing.shareLinkFor(a.user, 'numerology', items.numerology, 'hi', ORIGIN)).toBeNull()

    // SQLite hands a deleted row's id to the next row: a link left behind would come back to life on the new reading.
    const before = await numerology.generateNumerologyReport(a.user, 'Ira Sen', BIRTH.date)
    const link = await sharing.createShareLink(a.user, { kind: 'numerology', itemId: before }, 'en', ORIGIN)
    if (!link.ok) throw new Error(link.code)
    await payload.delete({ collection: 'numerology-reports', id: before, overrideAccess: true })
    const left = await payload.count({ collection: 'share-links', where: { itemId: { equals: before } }, overrideAccess: true })
    expect(left.totalDocs).toBe(0)
  })

  it('links are in the data export and go with the account', async () => {
    const c = await customerWithProfile('share-c@example.in')
    const id = await numerology.generateNumerologyReport(c.user, 'Kavya Rao', BIRTH.date)
    const made = await sharing.createShareLink(c.user, { kind: 'numerology', itemId: id }, 'en', ORIGIN)
    if (!made.ok) throw new Error(made.code)
    const exported = (await accounts.exportAccount(c.user)) as unknown as Record<string, { token?: string }[]>
    expect(exported['share-links']?.map((l) => l.token)).toEqual([made.link.token])
    await payload.delete({ collection: 'users', id: c.user.id, overrideAccess: true })
    expect(await sharing.getPublicShare(made.link.token)).toBeNull()
    expect((await payload.count({ collection: 'share-links', where: { token: { equals: made.link.token } }, overrideAccess: true })).totalDocs).toBe(0)
  })
})

describe('the card and the PDF', () => {
  it('every card is an 800×600 PNG, in English and in Hindi', async () => {
    for (const [kind, itemId] of Object.entries(items)) {
      for (const locale of ['en', 'hi'] as const) {
        const made = await sharing.createShareLink(a.user, { kind, itemId }, locale, ORIGIN)
        if (!made.ok) throw new Error(made.code)
        const shared = (await sharing.getPublicShare(made.link.token))!
        const png = await card.renderShareCard({ ...shared, brand: 'Cosmic Insights', lang: locale }, { client: 'sharing-test' })
        const meta = await sharp(png).metadata()
        expect([meta.format, meta.width, meta.height], `${kind} ${locale}`).toEqual(['png', 800, 600])
      }
    }
  })

  it('the English and the Hindi PDF open and hold the reading’s words, the Hindi in letter order', async () => {
    const reading = (await sharing.readingForPdf(a.user, 'compatibility', items.compatibility, 'en'))!
    const document = { lang: 'en', title: reading.headline, brand: 'Cosmic Insights', footer: 'Made by Cosmic Insights', ...reading }
    const english = await pdf.renderReadingPdf(document, 'user:a')
    expect(english.subarray(0, 5).toString()).toBe('%PDF-')
    const { pages, text } = await pdfText(english)
    expect(pages).toBeGreaterThanOrEqual(1)
    for (const words of [reading.headline, reading.score, 'Varna', reading.sections.at(-1)!.body.slice(0, 40)]) expect(text).toContain(words)
    // A second download of the same reading comes from memory.
    expect(await pdf.renderReadingPdf(document, 'user:a')).toBe(english)

    // Hindi: its text layer reads in letter order (ADR 149), so the reading's own headline is found whole.
    const hindi = (await sharing.readingForPdf(a.user, 'numerology', items.numerology, 'hi'))!
    const bytes = await pdf.renderReadingPdf(
      { lang: 'hi', title: hindi.headline, brand: 'Cosmic Insights', footer: 'Cosmic Insights', ...hindi },
      'user:a',
    )
    const layer = await pdfText(bytes)
    expect(layer.pages).toBeGreaterThanOrEqual(1)
    expect(layer.text).toContain(hindi.headline)
    expect(layer.text).toContain(hindi.score)
  }, 150_000)
})

// ADR 192: the daily reading's PDF carries each paragraph's source and the Why-today panel, in the reader's language.
describe('the daily reading’s PDF', () => {
  it('holds Why today and the factor each paragraph comes from, in English and in Hindi', async () => {
    const reading = (await sharing.readingForPdf(a.user, 'daily-reading', items['daily-reading'], 'en'))!
    const why = reading.sections.find((section) => section.heading === 'Why today')!
    expect(why.body).toMatch(/^The Moon passes house \d+ from your Moon sign /)
    expect(why.body).toMatch(/mahadasha and the \w+ antardasha/)
    const love = reading.sections.find((section) => section.heading === 'Love and relationships')!
    expect(love.body).toMatch(/\nFrom: the Moon in house \d+ from your Moon sign\n\n.+\nFrom: your \w+ antardasha$/s)
    const { text } = await pdfText(
      await pdf.renderReadingPdf({ lang: 'en', title: reading.headline, brand: 'Cosmic Insights', footer: 'Cosmic Insights', ...reading }, 'user:a'),
    )
    for (const words of ['Why today', 'From: the Moon in house', 'mahadasha and the']) expect(text).toContain(words)

    const hindi = (await sharing.readingForPdf(a.user, 'daily-reading', items['daily-reading'], 'hi'))!
    expect(hindi.sections.find((section) => section.heading === 'आज ऐसा क्यों')!.body).toMatch(/^चंद्रमा आपकी चंद्र राशि /)
    expect(hindi.sections.find((section) => section.heading === 'प्रेम और रिश्ते')!.body).toContain('आधार: आपकी चंद्र राशि से भाव')
  })
})

// ADRs 159 and 160: each customer's share of the PDF maker and each client's of the card maker, as the routes answer.
describe('a fair share of the makers', () => {
  type Loader = (args: { request: Request; params: Record<string, string>; context: unknown }) => Promise<Response>
  const answer = (run: Promise<Response>) => run.catch((thrown: unknown) => thrown as Response)

  async function cookieOf(user: Customer['user']) {
    return (await sessionCookie(user.id)).cookie
  }

  it('answers a second PDF of the same customer’s while one is made with 429, in their language', async () => {
    const { loader } = (await import('../../app/routes/share-pdf')) as unknown as { loader: Loader }
    const hindi = await customerWithProfile('share-hindi@example.in', 'hi')
    const reports = [
      await numerology.generateNumerologyReport(hindi.user, 'Arjun Mehta', BIRTH.date),
      await numerology.generateNumerologyReport(hindi.user, 'Kavya Rao', BIRTH.date),
    ]
    const cookie = await cookieOf(hindi.user)
    const get = (id: string) =>
      answer(
        loader({
          request: new Request(`${ORIGIN}/share/pdf/numerology/${id}`, { headers: { Cookie: cookie } }),
          params: { kind: 'numerology', id },
          context: {},
        }),
      )
    // Whichever reaches the maker first is made (the same PDF again would join it: share-pdf.server.test.ts).
    const answers = await Promise.all(reports.map(get))
    expect(answers.map((r) => r.status).sort()).toEqual([200, 429])
    const refused = answers.findIndex((r) => r.status === 429)
    expect(answers[refused]!.headers.get('retry-after')).toBe('10')
    expect(await answers[refused]!.text()).toBe('आपकी दूसरी PDF अभी बन रही है। कृपया उसके पूरा होने तक रुकें, फिर से कोशिश करें।')
    // Once the first is made, the other one is.
    expect((await get(reports[refused]!)).status).toBe(200)
  }, 150_000)

  it('draws four new cards of one client at once, answers a fifth with 429; another client’s card is drawn', async () => {
    const { loader } = (await import('../../app/routes/share-card')) as unknown as { loader: Loader }
    const tokens: string[] = []
    for (const kind of ['compatibility', 'numerology', 'crush', 'daily-reading', 'lucky-elements'] as const) {
      const made = await sharing.createShareLink(a.user, { kind, itemId: items[kind] }, 'en', ORIGIN)
      if (!made.ok) throw new Error(made.code)
      tokens.push(made.link.token)
    }
    const get = (token: string, clientIp: string) =>
      answer(loader({ request: new Request(`${ORIGIN}/s/${token}/card.png`), params: { token }, context: { clientIp } }))
    // A preview crawler asks for a few at once (ADR 160): four are drawn, whichever comes fifth is refused; another
    // client meanwhile has a share of its own.
    const [mine, elsewhere] = await Promise.all([Promise.all(tokens.map((token) => get(token, '203.0.113.5'))), get(tokens[1]!, '203.0.113.6')])
    expect(mine.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 429])
    expect(elsewhere.status).toBe(200)
    expect(elsewhere.headers.get('content-type')).toBe('image/png')
    const refused = mine.find((r) => r.status === 429)!
    expect(refused.headers.get('retry-after')).toBe('2')
    expect(await refused.text()).toBe('Other cards are being drawn for you. Please wait for them, then try again.')
  })
})
