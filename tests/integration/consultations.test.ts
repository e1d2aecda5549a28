// Consultations (spec 2.13) against a real Payload and database: the seeded calendars, free times across time zones,
// one booking out of 20 racing for a time, every refusal answered with a code and nothing stored, the price worked
// out on the server, the status transitions and the mail each one sends (a calendar invitation parsed with ical.js),
// the day-before reminder job, and the account's bookings in its export and gone with it.
import ICAL from 'ical.js'
import type { Payload, PayloadRequest } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Astrologer, Consultation } from '../../payload-types'
import { blockKeys, dateIn, type Duration } from '../../app/domain/consultations/slots'
import { startMailCatcher, type CaughtMail } from '../setup/mail-catcher.mjs'
import { apiClient, quietly, type ApiClient } from './api-client'
import { createCustomer } from './factories'
import { startPayload, stopPayload } from './harness'

let payload: Payload
let catcher: Awaited<ReturnType<typeof startMailCatcher>>
let api: ApiClient
let accounts: typeof import('../../app/services/accounts.server')
let service: typeof import('../../app/services/consultations.server')

beforeAll(async () => {
  catcher = await startMailCatcher()
  process.env.SMTP_URL = catcher.url
  payload = await startPayload()
  api = await apiClient(payload)
  accounts = await import('../../app/services/accounts.server')
  service = await import('../../app/services/consultations.server')
})
afterAll(async () => {
  await stopPayload(payload)
  await catcher?.close()
})

const PASSWORD = 'consultations-password-1'
const DAY = 86_400_000
let customers = 0

async function customer(preferredLanguage: 'en' | 'hi' = 'en') {
  const email = `booker-${++customers}@example.in`
  return (await createCustomer(payload, { email, password: PASSWORD, fullName: `Booker ${customers}`, preferredLanguage, signIn: true })).user
}

async function astrologer(slug: string): Promise<Astrologer> {
  const { docs } = await payload.find({ collection: 'astrologers', where: { slug: { equals: slug } }, depth: 0, overrideAccess: true })
  return docs[0]!
}

/** The first free time of a session of `duration` with the astrologer, at least `daysAhead` days from now. */
async function freeTime(id: number, duration: Duration, daysAhead: number, timeZone = 'Europe/London') {
  for (let d = daysAhead; d < daysAhead + 14; d++) {
    const slots = await service.getFreeSlots({ astrologer: id, date: dateIn(timeZone, Date.now() + d * DAY), timeZone, duration })
    if (slots.length) return slots[0]!
  }
  throw new Error('no free time in two weeks')
}

/** A 30-minute video session with the astrologer at their first free time `daysAhead` days on, booked as the site does. */
async function bookFirstFree(
  user: Awaited<ReturnType<typeof customer>>,
  nikhil: Astrologer,
  daysAhead: number,
  { notes = null, timeZone = 'UTC' }: { notes?: string | null; timeZone?: string } = {},
) {
  const slot = await freeTime(nikhil.id, 30, daysAhead)
  const made = await service.bookConsultation(user, {
    astrologer: nikhil.id,
    type: 'video',
    startsAt: slot.startsAt,
    duration: 30,
    timeZone,
    notes,
  })
  return { slot, made }
}

const bookingsOf = async (astrologerId: number) =>
  (
    await payload.find({
      collection: 'consultations',
      where: { astrologer: { equals: astrologerId } },
      depth: 0,
      pagination: false,
      overrideAccess: true,
      showHiddenFields: true,
    })
  ).docs as Consultation[]

const count = async () => (await payload.count({ collection: 'consultations', overrideAccess: true })).totalDocs

function mailTo(email: string, since: number): CaughtMail[] {
  return catcher.messages.slice(since).filter((message) => message.to.includes(email.toLowerCase()))
}

describe('the astrologers’ calendars', () => {
  it('the seed keeps the five astrologers and their prices, each with weekly hours, types and a zone', async () => {
    const { docs } = await payload.find({ collection: 'astrologers', depth: 0, overrideAccess: true, sort: 'name', pagination: false })
    expect(docs.map((doc) => doc.pricePerSession).sort()).toEqual([40, 45, 50, 55, 60])
    for (const doc of docs) {
      expect(doc.availability?.length, doc.name).toBeGreaterThan(0)
      expect(doc.consultationTypes?.length, doc.name).toBeGreaterThan(0)
      expect(doc.timeZone, doc.name).toMatch(/\//)
    }
  })

  it("free times are the astrologer's hours read on the customer's clock", async () => {
    const nikhil = await astrologer('nikhil-menon') // Europe/London, every day from 07:00
    const date = dateIn('Europe/London', Date.now() + 3 * DAY)
    const london = await service.getFreeSlots({ astrologer: nikhil.id, date, timeZone: 'Europe/London', duration: 30 })
    const india = await service.getFreeSlots({ astrologer: nikhil.id, date, timeZone: 'Asia/Kolkata', duration: 30 })
    expect(london[0]).toMatchObject({ date, time: '07:00' })
    const indian = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    // The same instants, each labelled on the customer's clock: 07:00 in London is 12:30 (or 11:30 in summer) in India.
    const shared = india.find((slot) => slot.startsAt === london[0]!.startsAt)
    expect(shared?.time).toBe(indian.format(Date.parse(london[0]!.startsAt)))
  })

  it('an admin’s hours must start and end on the half hour, later than they start', async () => {
    const nikhil = await astrologer('nikhil-menon')
    const bad = [{ weekday: 'mon', from: '10:15', to: '12:00' }] as never
    await expect(
      quietly(payload, () => payload.update({ collection: 'astrologers', id: nikhil.id, data: { availability: bad }, overrideAccess: true })),
    ).rejects.toThrow(/^The following field is invalid: /)
    const backwards = [{ weekday: 'mon', from: '12:00', to: '10:00' }] as never
    await expect(
      quietly(payload, () => payload.update({ collection: 'astrologers', id: nikhil.id, data: { availability: backwards }, overrideAccess: true })),
    ).rejects.toThrow(/^The following field is invalid: /)
  })
})

describe('booking', () => {
  it('20 customers racing for one time make exactly one booking; each loser is told it was taken and offered the next free times', async () => {
    const ishaan = await astrologer('ishaan-banerjee')
    const slot = await freeTime(ishaan.id, 60, 2, 'Asia/Kolkata')
    const racers = await Promise.all(Array.from({ length: 20 }, () => customer()))
    const results = await Promise.all(
      racers.map((user, i) =>
        service.bookConsultation(user, {
          astrologer: ishaan.id,
          type: 'video',
          // Half of them ask for the hour, the other half for its second half hour: they all overlap.
          startsAt: i % 2 ? new Date(Date.parse(slot.startsAt) + 30 * 60_000).toISOString() : slot.startsAt,
          duration: i % 2 ? 30 : 60,
          timeZone: 'Asia/Kolkata',
          notes: null,
        }),
      ),
    )
    const won = results.filter((result) => result.ok)
    expect(won).toHaveLength(1)
    const held = (await bookingsOf(ishaan.id)).filter((doc) => doc.status === 'pending')
    expect(held).toHaveLength(1)
    for (const result of results) {
      if (result.ok) continue
      expect(result.code).toBe('taken')
      expect(result.nextSlots.length).toBeGreaterThan(0)
      for (const next of result.nextSlots)
        expect(Date.parse(next.startsAt)).toBeGreaterThanOrEqual(Date.parse(held[0]!.startsAt) + held[0]!.duration * 60_000)
    }
  })

  it('the database refuses an overlapping row even when the rules are not asked (the guarantee is the index)', async () => {
    const vikram = await astrologer('vikram-joshi')
    const slot = await freeTime(vikram.id, 60, 2, 'Asia/Kolkata')
    const user = await customer()
    const made = await service.bookConsultation(user, {
      astrologer: vikram.id,
      type: 'audio',
      startsAt: slot.startsAt,
      duration: 60,
      timeZone: 'Asia/Kolkata',
      notes: null,
    })
    expect(made.ok).toBe(true)
    const [doc] = (await bookingsOf(vikram.id)).filter((d) => d.status === 'pending' && d.startsAt === slot.startsAt)
    const before = await count()
    // A row written straight to the table, past every hook, with the second half hour's key: the unique index says no.
    const key = doc!.slot0 ?? doc!.slot1 ?? doc!.slot2
    const column = doc!.slot0 === key ? 'slot0' : doc!.slot1 === key ? 'slot1' : 'slot2'
    await expect(
      quietly(payload, () =>
        payload.db.create({
          collection: 'consultations',
          data: {
            user: user.id,
            astrologer: vikram.id,
            type: 'audio',
            startsAt: slot.startsAt,
            duration: 30,
            timeZone: 'UTC',
            status: 'pending',
            [column]: key,
          },
          req: {} as PayloadRequest,
        }),
      ),
    ).rejects.toThrow(/^The following field is invalid: /)
    expect(await count()).toBe(before)
  })

  it('refuses, with a code and nothing stored: the past, outside the hours, a day off, an inactive or unknown astrologer, a type not offered, 45 minutes', async () => {
    const smita = await astrologer('smita-deshpande') // video and audio only; 2027-01-26 off
    const nikhil = await astrologer('nikhil-menon')
    const user = await customer()
    const slot = await freeTime(smita.id, 30, 2, 'Asia/Kolkata')
    const base = { astrologer: smita.id, type: 'video' as const, startsAt: slot.startsAt, duration: 30 as Duration, timeZone: 'Asia/Kolkata', notes: null }
    const before = await count()
    const cases: [Partial<typeof base>, string][] = [
      [{ startsAt: new Date(Date.now() - DAY).toISOString() }, 'past'],
      [{ startsAt: new Date(Date.parse(slot.startsAt) - 10 * 60_000).toISOString() }, 'outside-availability'],
      // 03:00 in India is outside everyone's hours.
      [{ startsAt: new Date(Date.parse(`${dateIn('Asia/Kolkata', Date.now() + 3 * DAY)}T03:00:00+05:30`)).toISOString() }, 'outside-availability'],
      [{ startsAt: '2027-01-26T06:00:00.000Z' }, 'day-off'],
      [{ type: 'chat' as never }, 'type'],
      [{ duration: 45 as never }, 'duration'],
      [{ astrologer: 987654 }, 'astrologer'],
    ]
    for (const [change, code] of cases) {
      const result = await quietly(payload, () => service.bookConsultation(user, { ...base, ...change }))
      expect(result, code).toMatchObject({ ok: false, code })
    }
    await payload.update({ collection: 'astrologers', id: nikhil.id, data: { active: false }, overrideAccess: true })
    try {
      const nikhilSlot = {
        ...base,
        astrologer: nikhil.id,
        startsAt: new Date(Date.parse(`${dateIn('Europe/London', Date.now() + 3 * DAY)}T08:00:00Z`)).toISOString(),
      }
      expect(await quietly(payload, () => service.bookConsultation(user, nikhilSlot))).toMatchObject({ ok: false, code: 'astrologer' })
    } finally {
      await payload.update({ collection: 'astrologers', id: nikhil.id, data: { active: true }, overrideAccess: true })
    }
    expect(await count()).toBe(before)
  })

  it('through REST a refusal is a 400 with its message, and the price is the server’s whatever the request says', async () => {
    const meenakshi = await astrologer('meenakshi-subramanian') // 55 a session
    const slot = await freeTime(meenakshi.id, 60, 2, 'Asia/Kolkata')
    const before = await count()
    const past = await quietly(payload, () =>
      api.call('customer', 'POST', '/api/consultations', {
        astrologer: meenakshi.id,
        type: 'video',
        startsAt: '2020-01-01T10:00:00Z',
        duration: 30,
        timeZone: 'UTC',
      }),
    )
    expect(past.status).toBe(400)
    expect(past.text).toContain('already passed')
    expect(await count()).toBe(before)
    const made = await api.call('customer', 'POST', '/api/consultations', {
      astrologer: meenakshi.id,
      type: 'video',
      startsAt: slot.startsAt,
      duration: 60,
      timeZone: 'Asia/Kolkata',
      price: 1,
      status: 'confirmed',
      slot0: 'forged',
    })
    expect(made.status).toBe(201)
    const doc = (await payload.findByID({
      collection: 'consultations',
      id: (made.json!.doc as { id: number }).id,
      overrideAccess: true,
      showHiddenFields: true,
    })) as Consultation
    expect(doc).toMatchObject({ price: 110, status: 'pending' })
    expect([doc.slot0, doc.slot1, doc.slot2]).not.toContain('forged')
  })
  it('a race lost through REST only at the index is answered like one lost to the rules: 400, "taken", nothing stored', async () => {
    const meenakshi = await astrologer('meenakshi-subramanian')
    const slot = await freeTime(meenakshi.id, 30, 6, 'Asia/Kolkata')
    const rival = await customer()
    // The other writer's row, committed between this request's check and its insert: a row the check does not count
    // (cancelled) that still holds the half hour's key, as only a row written past the rules can.
    // Each key sits in the column its block number picks (block mod 3), so all three are written as the booking would.
    const [slot0, slot1, slot2] = blockKeys(meenakshi.id, Date.parse(slot.startsAt), 30)
    await payload.db.create({
      collection: 'consultations',
      data: {
        user: rival.id,
        astrologer: meenakshi.id,
        type: 'video',
        startsAt: slot.startsAt,
        duration: 30,
        timeZone: 'UTC',
        status: 'cancelled',
        slot0,
        slot1,
        slot2,
      },
      req: {} as PayloadRequest,
    })
    const before = await count()
    const lost = await quietly(payload, () =>
      api.call('customer', 'POST', '/api/consultations', {
        astrologer: meenakshi.id,
        type: 'video',
        startsAt: slot.startsAt,
        duration: 30,
        timeZone: 'UTC',
      }),
    )
    expect(lost.status, lost.text).toBe(400)
    expect(lost.text).toContain('That time was just taken')
    expect(lost.text).toContain('"code":"taken"')
    expect(lost.text).not.toContain('unique')
    expect(await count()).toBe(before)
  })
})

describe('statuses and mail', () => {
  async function booked(language: 'en' | 'hi' = 'en', daysAhead = 3) {
    const nikhil = await astrologer('nikhil-menon')
    const user = await customer(language)
    const slot = await freeTime(nikhil.id, 30, daysAhead)
    const since = catcher.messages.length
    const result = await service.bookConsultation(user, {
      astrologer: nikhil.id,
      type: 'chat',
      startsAt: slot.startsAt,
      duration: 30,
      timeZone: 'Europe/London',
      notes: 'Career',
    })
    if (!result.ok) throw new Error(result.code)
    return { user, booking: result.booking, since, slot, nikhil }
  }
  const staffUpdate = (id: number, status: Consultation['status']) =>
    payload.update({ collection: 'consultations', id, data: { status }, overrideAccess: false, user: api.users.editor, depth: 0 })

  it('a new booking is pending, and its customer is mailed that it was received', async () => {
    const { user, booking, since } = await booked()
    expect(booking.status).toBe('pending')
    const [mail] = mailTo(user.email, since)
    expect(mail?.subject).toBe('We received your consultation booking')
    expect(mail?.text).toContain('Nikhil Menon')
  })

  it('staff confirm: the mail carries a calendar invitation at the right UTC time with the astrologer’s name', async () => {
    const { user, booking } = await booked()
    const since = catcher.messages.length
    await staffUpdate(booking.id, 'confirmed')
    const [mail] = mailTo(user.email, since)
    expect(mail?.subject).toBe('Your consultation is confirmed')
    const ics = mail!.attachments.find((file) => file.filename.endsWith('.ics'))
    expect(ics?.contentType).toContain('text/calendar')
    const calendar = new ICAL.Component(ICAL.parse(ics!.content))
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!)
    expect(event.startDate.toJSDate().toISOString()).toBe(new Date(booking.startsAt).toISOString())
    expect(event.startDate.zone?.tzid).toBe('UTC')
    expect(event.endDate.toJSDate().getTime() - event.startDate.toJSDate().getTime()).toBe(30 * 60_000)
    expect(event.summary).toContain('Nikhil Menon')
  })

  it('in the customer’s language: a Hindi customer’s mails are in Hindi', async () => {
    const { user, since } = await booked('hi')
    expect(mailTo(user.email, since)[0]?.subject).toBe('आपकी परामर्श बुकिंग हमें मिल गई है')
  })

  it('transitions: pending → confirmed → completed; nothing from completed or cancelled; no pending → completed', async () => {
    const { booking } = await booked()
    await expect(quietly(payload, () => staffUpdate(booking.id, 'completed'))).rejects.toMatchObject({ status: 400 })
    await staffUpdate(booking.id, 'confirmed')
    await staffUpdate(booking.id, 'completed')
    await expect(quietly(payload, () => staffUpdate(booking.id, 'cancelled'))).rejects.toMatchObject({ status: 400 })
    expect((await payload.findByID({ collection: 'consultations', id: booking.id, overrideAccess: true })).status).toBe('completed')
  })

  it('staff cancel: the mail says our team cancelled it, and the time is free again', async () => {
    const { user, booking, slot, nikhil } = await booked()
    const since = catcher.messages.length
    await staffUpdate(booking.id, 'cancelled')
    const [mail] = mailTo(user.email, since)
    expect(mail?.subject).toBe('Your consultation is cancelled')
    expect(mail?.text).toContain('our team had to cancel')
    const again = await service.bookConsultation(await customer(), {
      astrologer: nikhil.id,
      type: 'chat',
      startsAt: slot.startsAt,
      duration: 30,
      timeZone: 'UTC',
      notes: null,
    })
    expect(again.ok).toBe(true)
  })

  it('staff move a booking: the old time is free again, the new one held, and a taken time refused', async () => {
    const { booking, slot, nikhil } = await booked('en', 7)
    const later = await freeTime(nikhil.id, 30, 8)
    const moved = await payload.update({
      collection: 'consultations',
      id: booking.id,
      data: { startsAt: later.startsAt },
      overrideAccess: false,
      user: api.users.editor,
      depth: 0,
    })
    expect(moved.startsAt).toBe(later.startsAt)
    const other = await customer()
    const base = { astrologer: nikhil.id, type: 'chat' as const, duration: 30 as Duration, timeZone: 'UTC', notes: null }
    expect(await service.bookConsultation(other, { ...base, startsAt: slot.startsAt })).toMatchObject({ ok: true })
    expect(await quietly(payload, () => service.bookConsultation(other, { ...base, startsAt: later.startsAt }))).toMatchObject({
      ok: false,
      code: 'taken',
    })
    // Moving it back onto the time just booked is refused, and the booking stays where it was.
    await expect(
      quietly(payload, () =>
        payload.update({ collection: 'consultations', id: booking.id, data: { startsAt: slot.startsAt }, overrideAccess: false, user: api.users.editor }),
      ),
    ).rejects.toMatchObject({ status: 400, data: { code: 'taken' } })
    expect((await payload.findByID({ collection: 'consultations', id: booking.id, overrideAccess: true })).startsAt).toBe(later.startsAt)
  })

  it('the customer cancels their own up to 24 hours before (mail: as you asked), not later, and never someone else’s', async () => {
    const { user, booking, since } = await booked()
    const stranger = await customer()
    expect(await service.cancelConsultation(stranger, booking.id)).toEqual({ ok: false, code: 'not-found' })
    expect(await service.cancelConsultation(user, booking.id)).toEqual({ ok: true, refunded: null })
    expect(mailTo(user.email, since).map((m) => m.subject)).toContain('Your consultation is cancelled')
    expect(mailTo(user.email, since).at(-1)?.text).toContain('As you asked')
    const soon = await booked('en', 0)
    if (Date.parse(soon.booking.startsAt) - Date.now() < DAY) {
      expect(await quietly(payload, () => service.cancelConsultation(soon.user, soon.booking.id))).toEqual({ ok: false, code: 'too-late' })
    }
  })

  it('My Consultations lists the customer’s own, newest first', async () => {
    const { user } = await booked()
    const nikhil = await astrologer('nikhil-menon')
    const slot = await freeTime(nikhil.id, 30, 5)
    await service.bookConsultation(user, { astrologer: nikhil.id, type: 'video', startsAt: slot.startsAt, duration: 30, timeZone: 'UTC', notes: null })
    const mine = await service.listMyConsultations(user, 'en')
    expect(mine).toHaveLength(2)
    expect(mine[0]!.startsAt).toBe(slot.startsAt)
    expect(mine[0]).toMatchObject({ astrologer: 'Nikhil Menon', status: 'pending', cancellable: true, price: 40 })
  })
})

describe('the account', () => {
  it("the customer's bookings are in their export; deleting the account cancels those ahead, freeing the time, and keeps them without the customer", async () => {
    const nikhil = await astrologer('nikhil-menon')
    const user = await customer()
    const { slot, made } = await bookFirstFree(user, nikhil, 4, { notes: 'Export me' })
    expect(made.ok).toBe(true)
    const exported = (await accounts.exportAccount(user)) as Record<string, unknown>
    expect(exported.consultations).toMatchObject([{ notes: 'Export me', startsAt: slot.startsAt }])
    if (!made.ok) throw new Error(made.code)
    await accounts.deleteAccount(user, PASSWORD)
    expect((await bookingsOf(nikhil.id)).filter((doc) => doc.notes === 'Export me')).toHaveLength(0)
    const kept = (await payload.findByID({
      collection: 'consultations',
      id: made.booking.id,
      overrideAccess: true,
      showHiddenFields: true,
    })) as Consultation
    expect(kept).toMatchObject({ status: 'cancelled', cancelledBy: 'customer', notes: null, slot0: null, slot1: null, slot2: null })
    expect(kept.user ?? null).toBeNull()
    const again = await service.bookConsultation(await customer(), {
      astrologer: nikhil.id,
      type: 'video',
      startsAt: slot.startsAt,
      duration: 30,
      timeZone: 'UTC',
      notes: null,
    })
    expect(again.ok).toBe(true)
  })
})

describe('the day-before reminder', () => {
  it('a run of the scheduled task mails each confirmed booking starting within a day, once; pending ones get none', async () => {
    const nikhil = await astrologer('nikhil-menon')
    const confirmedUser = await customer('hi')
    const pendingUser = await customer()
    const ids: number[] = []
    for (const [user, days] of [
      [confirmedUser, 6],
      [pendingUser, 7],
    ] as const) {
      const { made } = await bookFirstFree(user, nikhil, days, { timeZone: 'Asia/Kolkata' })
      if (!made.ok) throw new Error(made.code)
      ids.push(made.booking.id)
    }
    await payload.update({ collection: 'consultations', id: ids[0]!, data: { status: 'confirmed' }, overrideAccess: false, user: api.users.admin })
    // Brought within the next day in the database itself: the rules would (rightly) refuse a time already booked.
    for (const [i, id] of ids.entries()) {
      await payload.db.updateOne({
        collection: 'consultations',
        id,
        data: { startsAt: new Date(Date.now() + (2 + i) * 3_600_000).toISOString() },
        req: {} as PayloadRequest,
      })
    }
    const since = catcher.messages.length
    await payload.jobs.queue({ task: 'consultation-reminders', queue: 'consultations', input: {} })
    await payload.jobs.run({ queue: 'consultations' })
    const reminders = mailTo(confirmedUser.email, since)
    expect(reminders.map((m) => m.subject)).toEqual(['आपका परामर्श कल है'])
    expect(mailTo(pendingUser.email, since)).toEqual([])
    expect((await payload.findByID({ collection: 'consultations', id: ids[0]!, overrideAccess: true })).reminderSentAt).toBeTruthy()
    await payload.jobs.queue({ task: 'consultation-reminders', queue: 'consultations', input: {} })
    await payload.jobs.run({ queue: 'consultations' })
    expect(mailTo(confirmedUser.email, since)).toHaveLength(1)
  })

  it('two runs of the task side by side (two queued jobs, or two runners) send a due reminder once', async () => {
    const nikhil = await astrologer('nikhil-menon')
    const user = await customer()
    const { made } = await bookFirstFree(user, nikhil, 8)
    if (!made.ok) throw new Error(made.code)
    await payload.update({ collection: 'consultations', id: made.booking.id, data: { status: 'confirmed' }, overrideAccess: false, user: api.users.admin })
    await payload.db.updateOne({
      collection: 'consultations',
      id: made.booking.id,
      data: { startsAt: new Date(Date.now() + 5 * 3_600_000).toISOString() },
      req: {} as PayloadRequest,
    })
    const since = catcher.messages.length
    // Payload runs the jobs it finds in a queue at once: two queued runs of the task race for the same booking.
    for (let i = 0; i < 3; i++) await payload.jobs.queue({ task: 'consultation-reminders', queue: 'consultations', input: {} })
    await payload.jobs.run({ queue: 'consultations' })
    expect(mailTo(user.email, since).map((m) => m.subject)).toEqual(['Your consultation is tomorrow'])
  })

  it('the task is scheduled on the consultations queue, whose cron only a process that runs the jobs has (ADR 279)', async () => {
    const config = payload.config
    const task = config.jobs.tasks?.find((t) => t.slug === 'consultation-reminders')
    expect(task?.schedule?.[0]).toMatchObject({ queue: 'consultations' })
    const autoRun = config.jobs.autoRun as (p: typeof payload) => Promise<{ queue?: string }[]>
    const queuesWith = async (runJobs: string | undefined) => {
      vi.stubEnv('RUN_JOBS', runJobs)
      try {
        return (await autoRun(payload)).map((a) => a.queue).sort()
      } finally {
        vi.unstubAllEnvs()
      }
    }
    expect(await queuesWith(undefined)).toEqual(['consultation-holds', 'consultations', 'daily-mail', 'maintenance'])
    expect(await queuesWith('true')).toEqual(['consultation-holds', 'consultations', 'daily-mail', 'maintenance'])
    // However the crons get started (the server, a REST request, an admin page), this process has none.
    expect(await queuesWith('false')).toEqual([])
  })
})

describe('the jobs queue through the API', () => {
  it('customers and editors neither read the jobs nor run, queue or schedule them; nothing is queued', async () => {
    const before = await payload.count({ collection: 'payload-jobs', overrideAccess: true })
    for (const actor of ['anonymous', 'customer', 'editor'] as const) {
      for (const [method, path] of [
        ['GET', '/api/payload-jobs'],
        ['GET', '/api/payload-jobs/run'],
        ['GET', '/api/payload-jobs/handle-schedules'],
        ['POST', '/api/payload-jobs'],
      ] as const) {
        const answer = await quietly(payload, () => api.call(actor, method, path, method === 'POST' ? { taskSlug: 'consultation-reminders' } : undefined))
        expect(answer.status, `${actor} ${method} ${path}: ${answer.text.slice(0, 200)}`).toBeGreaterThanOrEqual(400)
        expect(answer.status, `${actor} ${method} ${path}`).toBeLessThan(500)
      }
    }
    expect(await payload.count({ collection: 'payload-jobs', overrideAccess: true })).toEqual(before)
  })
})
