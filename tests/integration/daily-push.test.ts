// The daily reading as a notification (ADR 249) against a real Payload and database, pushed to a loopback stand-in for
// a push service: a device stored sealed and found again by its keyed hash, the job's request signed with our VAPID
// key and encrypted for the device (decrypted here with the device's private key, RFC 8291), in the customer's
// language, beside the mail or instead of it, once a day; a device the service says is gone (410) deleted; removing a
// device, the mail's unsubscribe link and account deletion; and the run's bound.
import { execFileSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import type http from 'node:http'
import https from 'node:https'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dueInstant } from '../../app/domain/daily-nudge'
import { vapidKeys } from '../../scripts/prepare-env.mjs'
import { startMailCatcher, type CaughtMail } from '../setup/mail-catcher.mjs'
import { createCustomer, type SignedInCustomer } from './factories'
import { startPayload, stopPayload } from './harness'

type Received = { path: string; headers: http.IncomingHttpHeaders; body: Buffer }

/**
 * A push service on loopback: it keeps what it is sent and answers 201, or 410 for a device under /gone/. Over TLS, as
 * every push service is (`web-push` speaks only HTTPS), with a certificate made for the run that this process trusts.
 */
async function startPushService() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'push-service-'))
  const [key, cert] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')]
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  )
  const tls = { key: fs.readFileSync(key), cert: fs.readFileSync(cert) }
  fs.rmSync(dir, { recursive: true, force: true })
  https.globalAgent.options.ca = tls.cert
  const received: Received[] = []
  const server = https.createServer(tls, (request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) })
      response.writeHead(request.url?.startsWith('/gone/') ? 410 : 201).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`
  return { origin, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}

/** A browser's side of a subscription: its P-256 key pair and auth secret, and the address its push service gave it. */
function browserDevice(endpoint: string) {
  const ecdh = crypto.createECDH('prime256v1')
  const publicKey = ecdh.generateKeys()
  const auth = crypto.randomBytes(16)
  return { ecdh, publicKey, auth, address: { endpoint, p256dh: publicKey.toString('base64url'), auth: auth.toString('base64url') } }
}

/** What the device would read: the aes128gcm body decrypted with its private key (RFC 8291, RFC 8188). */
function decrypt(body: Buffer, device: ReturnType<typeof browserDevice>): string {
  const salt = body.subarray(0, 16)
  const idLength = body.readUInt8(20)
  const serverKey = body.subarray(21, 21 + idLength)
  const secret = device.ecdh.computeSecret(serverKey)
  const info = Buffer.concat([Buffer.from('WebPush: info\0'), device.publicKey, serverKey])
  const ikm = Buffer.from(crypto.hkdfSync('sha256', secret, device.auth, info, 32))
  const key = Buffer.from(crypto.hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16))
  const nonce = Buffer.from(crypto.hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12))
  const record = body.subarray(21 + idLength)
  const decipher = crypto.createDecipheriv('aes-128-gcm', key, nonce)
  decipher.setAuthTag(record.subarray(record.length - 16))
  const plain = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()])
  // The last record ends with the delimiter 2, then padding.
  return plain.subarray(0, plain.lastIndexOf(2)).toString('utf8')
}

/** The VAPID header's token checked as a push service checks it: our key, ES256, for this origin, not expired. */
function checkVapid(authorization: string | undefined, origin: string, publicKey: string) {
  const match = /^vapid t=([^,]+), k=(.+)$/.exec(authorization ?? '')
  expect(match, authorization).not.toBeNull()
  const [, token, key] = match as unknown as [string, string, string]
  expect(key).toBe(publicKey)
  const [header, claims, signature] = token.split('.') as [string, string, string]
  expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toMatchObject({ alg: 'ES256', typ: 'JWT' })
  const body = JSON.parse(Buffer.from(claims, 'base64url').toString()) as { aud: string; exp: number; sub: string }
  expect(body.aud).toBe(origin)
  expect(body.sub).toMatch(/^mailto:/)
  expect(body.exp * 1000).toBeGreaterThan(Date.now())
  const raw = Buffer.from(key, 'base64url')
  const verifier = crypto.createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33).toString('base64url') },
    format: 'jwk',
  })
  const signed = crypto.verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key: verifier, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  )
  expect(signed).toBe(true)
}

let payload: Payload
let catcher: Awaited<ReturnType<typeof startMailCatcher>>
let service: Awaited<ReturnType<typeof startPushService>>
let nudges: typeof import('../../app/services/daily-nudge.server')
let accounts: typeof import('../../app/services/accounts.server')
const keys = vapidKeys()

beforeAll(async () => {
  catcher = await startMailCatcher()
  service = await startPushService()
  process.env.SMTP_URL = catcher.url
  // Keys of this run's own, whatever .env holds, so the signature is checked against a key the test knows.
  Object.assign(process.env, keys)
  payload = await startPayload()
  nudges = await import('../../app/services/daily-nudge.server')
  accounts = await import('../../app/services/accounts.server')
})
afterAll(async () => {
  await stopPayload(payload)
  await catcher?.close()
  await service?.close()
})

const PASSWORD = 'daily-push-password-1'
const HOUR = 3_600_000
let made = 0

async function customer(preferredLanguage: 'en' | 'hi' = 'en'): Promise<SignedInCustomer> {
  const email = `pushed-${++made}@example.in`
  return createCustomer(payload, { email, password: PASSWORD, fullName: `Pushed ${made}`, preferredLanguage, signIn: true, profile: {} })
}

const DAY = '2026-11-28'
const SEVEN_KOLKATA = dueInstant('Asia/Kolkata', DAY, 7)
const mailTo = (email: string): CaughtMail[] => catcher.messages.filter((message) => message.to.includes(email.toLowerCase()))
const pushesTo = (name: string) => service.received.filter((request) => request.path.endsWith(`/${name}`))
const devicesOf = async (id: number | string) =>
  (await payload.find({ collection: 'push-subscriptions', where: { user: { equals: id } }, depth: 0, overrideAccess: true })).docs
const rowOf = async (id: number | string) =>
  (await payload.find({ collection: 'daily-nudges', where: { user: { equals: id } }, depth: 0, overrideAccess: true })).docs[0]

describe('a device', () => {
  it('is stored sealed and found again by its keyed hash; the same browser subscribing again replaces it, for whoever subscribed last', async () => {
    const a = await customer()
    const b = await customer()
    const phone = browserDevice(`${service.origin}/push/same-browser`)
    await nudges.addPushDevice(a.user, phone.address, 'Chrome on Android', 'Asia/Kolkata', SEVEN_KOLKATA - HOUR)
    const stored = await payload.db.findOne<Record<string, unknown> & { id: number }>({
      collection: 'push-subscriptions',
      where: { user: { equals: a.id } },
    })
    expect(String(stored?.endpoint)).toMatch(/^enc1\./)
    expect(String(stored?.auth)).toMatch(/^enc1\./)
    expect(JSON.stringify(stored)).not.toContain('same-browser')
    expect(await nudges.listPushDevices(a.user)).toEqual([{ id: expect.any(String), device: 'Chrome on Android', addedOn: expect.any(String) }])
    // The push alone makes the row due, at the default hour on the customer's clock, the mail still off.
    expect(await rowOf(a.id)).toMatchObject({ email: false, hour: 7, timeZone: 'Asia/Kolkata', nextDueAt: new Date(SEVEN_KOLKATA).toISOString() })
    await nudges.addPushDevice(a.user, phone.address, 'Chrome on Android', 'Asia/Kolkata')
    expect(await devicesOf(a.id)).toHaveLength(1)
    await nudges.addPushDevice(b.user, phone.address, 'Chrome on Android', 'Asia/Kolkata')
    expect(await devicesOf(a.id)).toHaveLength(0)
    expect(await devicesOf(b.id)).toHaveLength(1)
  })

  it('a customer has at most ten', async () => {
    const { user } = await customer()
    for (let i = 0; i < 10; i++) await nudges.addPushDevice(user, browserDevice(`${service.origin}/push/many-${i}`).address, 'Firefox', 'UTC')
    await expect(nudges.addPushDevice(user, browserDevice(`${service.origin}/push/many-10`).address, 'Firefox', 'UTC')).rejects.toThrow('too-many')
  })
})

describe('the morning job', () => {
  it('pushes the day’s reading at the hour, signed and encrypted, in the customer’s language, instead of the mail', async () => {
    const { user, email } = await customer('hi')
    const phone = browserDevice(`${service.origin}/push/hindi-phone`)
    await nudges.addPushDevice(user, phone.address, 'Chrome on Android', 'Asia/Kolkata', SEVEN_KOLKATA - 2 * HOUR)
    await nudges.sendDueNudges(payload, SEVEN_KOLKATA - 60_000)
    expect(pushesTo('hindi-phone')).toEqual([])
    await nudges.sendDueNudges(payload, SEVEN_KOLKATA + 60_000)
    await nudges.sendDueNudges(payload, SEVEN_KOLKATA + 2 * HOUR)
    const pushes = pushesTo('hindi-phone')
    expect(pushes).toHaveLength(1)
    const [push] = pushes as [Received]
    checkVapid(push.headers.authorization, service.origin, keys.VAPID_PUBLIC_KEY)
    expect(push.headers).toMatchObject({
      'content-encoding': 'aes128gcm',
      'content-type': 'application/octet-stream',
      urgency: 'normal',
      topic: 'daily-reading',
    })
    expect(Number(push.headers.ttl)).toBe(6 * 3600)
    const message = JSON.parse(decrypt(push.body, phone)) as Record<string, string>
    expect(message).toMatchObject({ url: '/daily-reading', lang: 'hi', tag: `daily-reading-${DAY}` })
    expect(message.title).toMatch(/का आपका राशिफल$/)
    const reading = (await payload.find({ collection: 'daily-readings', where: { user: { equals: user.id } }, depth: 0, overrideAccess: true })).docs[0]!
    const overview = (reading.texts as { overview: { hi: string } }).overview.hi
    expect(overview.startsWith(message.body!.replace(/…$/, ''))).toBe(true)
    // The mail was not chosen: none went.
    expect(mailTo(email)).toEqual([])
    expect(await rowOf(user.id)).toMatchObject({ lastSentOn: DAY })
  })

  it('pushes beside the mail, to every device, and deletes a device its push service says is gone', async () => {
    const { user, email, id } = await customer()
    const kept = browserDevice(`${service.origin}/push/kept-laptop`)
    const gone = browserDevice(`${service.origin}/gone/old-phone`)
    await nudges.saveNudgeChoice(user, { email: true, hour: 8, timeZone: 'Europe/London' }, Date.parse(`${DAY}T00:00:00Z`))
    await nudges.addPushDevice(user, kept.address, 'Firefox on Linux', 'Europe/London')
    await nudges.addPushDevice(user, gone.address, 'Chrome on Android', 'Europe/London')
    const result = await nudges.sendDueNudges(payload, dueInstant('Europe/London', DAY, 8) + 1000)
    expect(result.sent).toBeGreaterThanOrEqual(1)
    expect(mailTo(email)).toHaveLength(1)
    expect(pushesTo('kept-laptop')).toHaveLength(1)
    expect(pushesTo('old-phone')).toHaveLength(1)
    expect((await devicesOf(id)).map((device) => device.device)).toEqual(['Firefox on Linux'])
    // The next morning only the device still there is pushed to.
    await nudges.sendDueNudges(payload, dueInstant('Europe/London', '2026-11-29', 8) + 1000)
    expect(pushesTo('kept-laptop')).toHaveLength(2)
    expect(pushesTo('old-phone')).toHaveLength(1)
  })

  it('handles at most its share of due customers in one run, and the rest in the next', async () => {
    const people = [await customer(), await customer(), await customer()]
    for (const [i, { user }] of people.entries()) {
      await nudges.addPushDevice(
        user,
        browserDevice(`${service.origin}/push/share-${i}`).address,
        'Edge',
        'Pacific/Chatham',
        Date.parse(`${DAY}T00:00:00Z`),
      )
    }
    const at = dueInstant('Pacific/Chatham', '2026-11-29', 7) + 1000
    expect((await nudges.sendDueNudges(payload, at, 2)).due).toBe(2)
    await nudges.sendDueNudges(payload, at, 2)
    for (const i of [0, 1, 2]) expect(pushesTo(`share-${i}`)).toHaveLength(1)
  })
})

describe('stopping the notifications', () => {
  it('removing the device stops them, and the row stops being due with neither channel on', async () => {
    const { user, id } = await customer()
    await nudges.addPushDevice(user, browserDevice(`${service.origin}/push/removed`).address, 'Safari on iOS', 'Asia/Kolkata', SEVEN_KOLKATA - HOUR)
    const [device] = await nudges.listPushDevices(user)
    const other = await customer()
    await expect(nudges.removePushDevice(other.user, device!.id)).rejects.toThrow('gone')
    expect(await nudges.removePushDevice(user, device!.id)).toBe('Safari on iOS')
    expect(await rowOf(id)).toMatchObject({ nextDueAt: null })
    await nudges.sendDueNudges(payload, SEVEN_KOLKATA + 1000)
    expect(pushesTo('removed')).toEqual([])
  })

  it('the mail’s unsubscribe link stops the mail only; the export lists the devices, and deleting the account removes them', async () => {
    const { user, email, id } = await customer()
    await nudges.saveNudgeChoice(user, { email: true, hour: 7, timeZone: 'Asia/Kolkata' }, SEVEN_KOLKATA - HOUR)
    await nudges.addPushDevice(user, browserDevice(`${service.origin}/push/after-unsubscribe`).address, 'Chrome on Windows', 'Asia/Kolkata')
    expect(await nudges.unsubscribe(nudges.unsubscribeToken(user.id))).toBe(true)
    expect(await rowOf(id)).toMatchObject({ email: false, nextDueAt: new Date(SEVEN_KOLKATA).toISOString() })
    const exported = (await accounts.exportAccount(user)) as unknown as Record<string, unknown>
    expect(exported['push-subscriptions']).toMatchObject([{ device: 'Chrome on Windows' }])
    await accounts.deleteAccount(user, PASSWORD)
    expect(await devicesOf(id)).toEqual([])
    await nudges.sendDueNudges(payload, SEVEN_KOLKATA + 1000)
    expect(mailTo(email)).toEqual([])
    expect(pushesTo('after-unsubscribe')).toEqual([])
  })
})

describe('consultation reminders on the channels chosen (ADR 267)', () => {
  // What the server's job runner does before its cron starts: the reminder task gets its way to the devices.
  beforeAll(async () => (await import('../../app/boot.server')).provideJobWork())

  /** A confirmed booking starting in two hours, written straight to the database (no booking rules, no mails of its own). */
  async function bookingFor(id: number | string) {
    const { docs } = await payload.find({ collection: 'astrologers', limit: 1, depth: 0, overrideAccess: true })
    const startsAt = new Date(Date.now() + 2 * HOUR).toISOString()
    const data = { user: id, astrologer: docs[0]!.id, type: 'video', duration: 30, price: 20, status: 'confirmed', startsAt, timeZone: 'Asia/Kolkata' }
    return payload.db.create({ collection: 'consultations', data, req: {} as never })
  }
  const remind = async () => {
    await payload.jobs.queue({ task: 'consultation-reminders', queue: 'consultations', input: {} })
    await payload.jobs.run({ queue: 'consultations' })
  }

  it('come by mail to a customer who never chose, and as the choice says after: notification, both or neither', async () => {
    const cases = [
      { choice: null, mails: 1, pushes: 0 },
      { choice: 'push', mails: 0, pushes: 1 },
      { choice: 'both', mails: 1, pushes: 1 },
      { choice: 'none', mails: 0, pushes: 0 },
    ] as const
    const people = []
    for (const [i, { choice }] of cases.entries()) {
      const person = await customer(i === 1 ? 'hi' : 'en')
      const phone = browserDevice(`${service.origin}/push/reminded-${i}`)
      await nudges.addPushDevice(person.user, phone.address, 'Firefox on Linux', 'Asia/Kolkata')
      if (choice) await nudges.saveReminderChannel(person.user, choice, 'Asia/Kolkata')
      expect(await nudges.getReminderChannel(person.user)).toBe(choice ?? 'email')
      await bookingFor(person.id)
      people.push({ person, phone })
    }
    const before = people.map(({ person }) => mailTo(person.email).length)
    await remind()
    await remind()
    for (const [i, { mails, pushes }] of cases.entries()) {
      const { person, phone } = people[i]!
      expect(mailTo(person.email).length - before[i]!, `case ${i}: mails`).toBe(mails)
      const pushed = pushesTo(`reminded-${i}`)
      expect(pushed, `case ${i}: notifications`).toHaveLength(pushes)
      if (pushes) {
        expect(pushed[0]!.headers.topic).toBe('consultation-reminder')
        const notice = JSON.parse(decrypt(pushed[0]!.body, phone)) as Record<string, string>
        expect(notice).toMatchObject({ url: '/consultations', tag: expect.stringMatching(/^consultation-\d+$/) })
        expect(notice.title).toBe(i === 1 ? 'आपका परामर्श कल है' : 'Your consultation is tomorrow')
      }
    }
  })

  it('a customer who chose reminders but never the daily reading gets a row with the daily reading off, in the export', async () => {
    const { user } = await customer()
    await nudges.saveReminderChannel(user, 'none', 'Asia/Kolkata')
    expect(await rowOf(user.id)).toMatchObject({ email: false, nextDueAt: null, reminders: 'none' })
    const exported = (await accounts.exportAccount(user)) as unknown as Record<string, unknown>
    expect(exported['daily-nudges']).toMatchObject([{ reminders: 'none', email: false }])
  })
})
