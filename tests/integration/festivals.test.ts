// The festival calendar's page and feed (ADR 198) called in-process the way server.mjs calls them: bad input is a 400
// with a clear word, never a 500; the feed is valid iCalendar with stable UIDs; a signed-in customer's default place
// is the birthplace; Settings offers the birthplace's feed; the dashboard's next festival.
import ICAL from 'ical.js'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCustomer, DELHI } from './factories'
import { startPayload, stopPayload } from './harness'

const ORIGIN = 'http://localhost:3000'
type Result = { data: Record<string, unknown>; init: { status?: number } | null }
type Loader = (args: { request: Request; params: Record<string, string>; context: unknown }) => Promise<unknown>

let payload: Payload
let page: Loader
let feed: Loader
let festivals: typeof import('../../app/services/festivals.server')
let cookie = ''
let customerUser: Parameters<typeof import('../../app/services/festivals.server').birthplaceFeed>[0]

beforeAll(async () => {
  payload = await startPayload()
  page = ((await import('../../app/routes/festivals.server')) as unknown as { loader: Loader }).loader
  feed = ((await import('../../app/routes/festivals-ics')) as unknown as { loader: Loader }).loader
  festivals = await import('../../app/services/festivals.server')
  const sessions = await import('../../app/services/sessions.server')
  const cookies = await import('../../app/utils/session.server')
  const customer = await createCustomer(payload, {
    email: 'festivals@example.in',
    password: 'festivals-password-1',
    signIn: true,
    profile: { place: { id: '1275339', name: 'Mumbai', country: 'India', latitude: 19.07283, longitude: 72.88261, timeZone: 'Asia/Kolkata' } },
  })
  customerUser = customer.user as never
  const token = await sessions.createSession({ id: customer.id }, 'vitest')
  cookie = (await cookies.commitSessionToken(new Request(`${ORIGIN}/`), token)).split(';')[0]!
})
afterAll(() => stopPayload(payload))

async function open(search: string, signedIn = false) {
  const request = new Request(`${ORIGIN}/festivals${search}`, { headers: signedIn ? { Cookie: cookie } : {} })
  try {
    const result = (await page({ request, params: {}, context: {} })) as Result
    return {
      status: result.init?.status ?? 200,
      ...(result.data as {
        error: string | null
        rows: { key: string; date: string; vaishnava: string | null }[] | null
        place: { label: string } | null
      }),
    }
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get('Location'), error: null, rows: null, place: null }
    throw thrown
  }
}

const ics = (search: string) => feed({ request: new Request(`${ORIGIN}/festivals.ics${search}`), params: {}, context: {} }) as Promise<Response>

describe('/festivals', () => {
  it('refuses a year out of 1920–2100, a malformed or repeated one, with a 400 that says so', async () => {
    for (const year of ['1919', '2101', '0', 'abcd', '20266', '2026.5', '2026&year=2027']) {
      const answer = await open(`?year=${year}&place=1261481`)
      expect(answer.status, year).toBe(400)
      expect(answer.error, year).toBe('year')
    }
  })

  it('refuses a place that is no gazetteer id or names none, with a 400', async () => {
    for (const place of ['abc', '0', '999999999', '1261481&place=1275339', '-1']) {
      const answer = await open(`?year=2026&place=${place}`)
      expect(answer.status, place).toBe(400)
      expect(answer.error, place).toBe('place')
    }
    const manual = await open('?year=2026&placeManual=on&placeName=X&latitude=91&longitude=0&timeZone=UTC')
    expect(manual).toMatchObject({ status: 400, error: 'place' })
  })

  it('gives the year at the place: Diwali 2026 on 8 November and every Ekadashi by name', async () => {
    const answer = await open('?year=2026&place=1261481')
    expect(answer.status).toBe(200)
    expect(answer.rows?.find((r) => r.key === 'diwali')?.date).toBe('2026-11-08')
    const ekadashis = answer.rows!.filter((r) => r.key.endsWith('-ekadashi'))
    // 2026 has an adhik Jyeshtha: its two Ekadashis are Padmini and Parama.
    expect(ekadashis.length).toBeGreaterThanOrEqual(24)
    expect(ekadashis.map((r) => r.key)).toEqual(expect.arrayContaining(['padmini-ekadashi', 'parama-ekadashi', 'nirjala-ekadashi']))
    // Where the traditions differ the row carries the Vaishnava day too; where they agree, none.
    expect(ekadashis.find((r) => r.key === 'padmini-ekadashi')).toMatchObject({ date: '2026-05-26', vaishnava: '2026-05-27' })
    expect(ekadashis.find((r) => r.key === 'nirjala-ekadashi')).toMatchObject({ date: '2026-06-25', vaishnava: null })
    expect(answer.rows!.filter((r) => !r.key.endsWith('-ekadashi')).every((r) => r.vaishnava === null)).toBe(true)
  })

  it('defaults to New Delhi signed out and to the birthplace signed in', async () => {
    expect((await open('?year=2026')).place?.label).toBe('New Delhi, Delhi, India')
    expect((await open('?year=2026', true)).place?.label).toBe('Mumbai, India')
  })

  it('turns the place search’s fields into the shareable address', async () => {
    expect(await open('?year=2025&placeId=1261481&placeQuery=New+Delhi')).toMatchObject({ status: 302, location: '/festivals?year=2025&place=1261481' })
  })
})

describe('/festivals.ics', () => {
  it('refuses bad input with a 400 in plain text, never a 500', async () => {
    for (const search of ['?year=1919', '?year=2101', '?year=x', '?place=abc', '?place=999999999', '?lng=fr', '?lng=en&lng=hi', '?year=2026&year=2027']) {
      const response = await ics(search)
      expect(response.status, search).toBe(400)
      expect(response.headers.get('Content-Type'), search).toMatch(/^text\/plain/)
    }
  })

  it('is valid iCalendar: one all-day event per festival, UID <key>-<date>@<host>, the same bytes every time', async () => {
    const response = await ics('?year=2026&place=1261481&lng=en')
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('text/calendar; charset=utf-8')
    expect(response.headers.get('Cache-Control')).toMatch(/^public, max-age=\d+/)
    const body = await response.text()
    expect(await (await ics('?year=2026&place=1261481&lng=en')).text()).toBe(body)
    const events = new ICAL.Component(ICAL.parse(body)).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v))
    const host = new URL(process.env.APP_URL ?? ORIGIN).host
    const uids = events.map((e) => e.uid)
    for (const uid of ['diwali-2026-11-08', 'holi-2026-03-04', 'holika-dahan-2026-03-03', 'makar-sankranti-2026-01-14'])
      expect(uids).toContain(`${uid}@${host}`)
    for (const uid of uids) expect(uid).toMatch(/^[a-z]+(-[a-z]+)*-2026-\d\d-\d\d@/)
    expect(new Set(uids).size).toBe(uids.length)
    for (const event of events) expect(event.startDate.isDate).toBe(true)
    const diwali = events.find((e) => e.uid.startsWith('diwali-'))!
    expect(diwali.summary).toBe('Diwali (Lakshmi Puja)')
    expect(diwali.description).toMatch(/Amavasya of Ashvin at pradosh/)
    // An Ekadashi whose traditions differ says the Vaishnava day in its description; its event stays on the smarta day.
    const padmini = events.find((e) => e.uid.startsWith('padmini-ekadashi-'))!
    expect(padmini.uid).toBe(`padmini-ekadashi-2026-05-26@${host}`)
    expect(padmini.description).toMatch(/Vaishnava \(ISKCON\) fast: 27 May 2026/)
    expect(events.find((e) => e.uid.startsWith('nirjala-ekadashi-'))!.description).not.toMatch(/Vaishnava/)
  })

  it('speaks Hindi with lng=hi, and without a year covers this year and the next', async () => {
    const hindi = await (await ics('?year=2026&place=1261481&lng=hi')).text()
    expect(hindi).toContain('SUMMARY:दीवाली (लक्ष्मी पूजा)')
    const rolling = new ICAL.Component(ICAL.parse(await (await ics('?place=1261481')).text()))
    const years = new Set(rolling.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v).startDate.year))
    expect(years.size).toBe(2)
  })
})

describe('the customer’s festivals', () => {
  it('the next festival on or after a day, across the year’s end', async () => {
    const profile = { place: { ...DELHI, id: '1261481' } }
    expect(await festivals.nextFestival(profile, '2026-11-08')).toMatchObject({ key: 'diwali', date: '2026-11-08', days: 0 })
    expect(await festivals.nextFestival(profile, '2026-11-07')).toMatchObject({ key: 'diwali', days: 1 })
    expect(await festivals.nextFestival(profile, '2026-12-20')).toMatchObject({ key: 'makar-sankranti', date: '2027-01-15' })
  })

  it('Settings offers the birthplace’s feed in both languages, and none for a place typed by hand', async () => {
    const offered = await festivals.birthplaceFeed(customerUser)
    expect(offered).toMatchObject({ place: 'Mumbai, India', placeId: '1275339' })
    expect(offered!.en!.https).toMatch(/^https?:\/\/[^/]+\/festivals\.ics\?place=1275339&lng=en$/)
    expect(offered!.hi!.https).toMatch(/\/festivals\.ics\?place=1275339&lng=hi$/)
    expect(offered!.hi!.webcal).toMatch(/^webcal:\/\/[^/]+\/festivals\.ics\?place=1275339&lng=hi$/)
    const typed = await createCustomer(payload, {
      email: 'festivals-typed@example.in',
      password: 'festivals-password-1',
      signIn: true,
      profile: { place: DELHI },
    })
    expect(await festivals.birthplaceFeed(typed.user as never)).toMatchObject({ place: 'Delhi, India', placeId: null, en: null, hi: null })
  })
})

describe('the cost of a year', () => {
  it('hands the event loop back while a year at a new place is worked out, so other requests run meanwhile', async () => {
    // A year at a place costs a few hundred milliseconds of CPU (ADR 198). Done in one piece, nothing else would run
    // until it ended: the counter below would stay at 0. Done in slices, other work gets turns throughout.
    let turns = 0
    let running = true
    const other = () => {
      if (!running) return
      turns++
      setImmediate(other)
    }
    setImmediate(other)
    const place = { id: null, label: 'Reykjavík', latitude: 64.1466, longitude: -21.9426, timeZone: 'Atlantic/Reykjavik' }
    const days = await festivals.festivalDays(2061, place)
    running = false
    expect(days.some((d) => d.key === 'diwali')).toBe(true)
    expect(turns).toBeGreaterThan(5)
  })
})
