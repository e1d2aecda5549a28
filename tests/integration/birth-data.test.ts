// Birth data is sealed before it reaches the database (ADR 014; docs/encryption.md): the stored
// row is read here straight from the database, past Payload, and must hold none of it in the clear.
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCustomer } from './factories'
import { startPayload, stopPayload } from './harness'

let payload: Payload
let accounts: typeof import('../../app/services/accounts.server')
let profiles: typeof import('../../app/services/profiles.server')
let encryption: typeof import('../../app/utils/encryption.server')

beforeAll(async () => {
  payload = await startPayload()
  accounts = await import('../../app/services/accounts.server')
  profiles = await import('../../app/services/profiles.server')
  encryption = await import('../../app/utils/encryption.server')
})
afterAll(() => stopPayload(payload))

/** A verified customer, signed in; no mail is involved (accounts.test.ts covers that path). */
async function customer(email: string) {
  return (await createCustomer(payload, { email, password: 'birth-data-password-1', fullName: 'Birth Data', signIn: true })).account
}

/** The `profiles` row as the database holds it, column by column, read without Payload's hooks. */
async function storedProfile(id: number | string): Promise<Record<string, unknown>> {
  const db = payload.db as unknown as {
    name: string
    client?: { execute(query: { sql: string; args: unknown[] }): Promise<{ columns: string[]; rows: ArrayLike<unknown>[] }> }
    pool?: { query(sql: string, args: unknown[]): Promise<{ rows: Record<string, unknown>[] }> }
    collections?: Record<string, { findById(id: unknown): { lean(): Promise<Record<string, unknown> | null> } }>
  }
  if (db.name === 'sqlite' && db.client) {
    const { columns, rows } = await db.client.execute({ sql: 'SELECT * FROM profiles WHERE id = ?', args: [id] })
    expect(rows).toHaveLength(1)
    return Object.fromEntries(columns.map((column, index) => [column, rows[0]![index]]))
  }
  if (db.name === 'postgres' && db.pool) {
    const { rows } = await db.pool.query('SELECT * FROM profiles WHERE id = $1', [id])
    expect(rows).toHaveLength(1)
    return rows[0]!
  }
  if (db.name === 'mongoose' && db.collections) {
    const doc = await db.collections.profiles!.findById(id).lean()
    expect(doc).not.toBeNull()
    return doc!
  }
  throw new Error(`No raw reader for the ${db.name} adapter`)
}

const SEALED_COLUMNS = {
  dateOfBirth: ['date_of_birth', 'dateOfBirth'],
  timeOfBirth: ['time_of_birth', 'timeOfBirth'],
  placeId: ['place_id', 'placeId'],
  placeName: ['place_name', 'placeName'],
  placeCountry: ['place_country', 'placeCountry'],
  latitude: ['latitude'],
  longitude: ['longitude'],
  timeZone: ['time_zone', 'timeZone'],
} as const

/** A sealed field's stored value, whichever way the adapter names its column. */
function column(row: Record<string, unknown>, field: keyof typeof SEALED_COLUMNS): unknown {
  const name = SEALED_COLUMNS[field].find((candidate) => candidate in row)
  expect(name, `a column for ${field}`).toBeDefined()
  return row[name!]
}

const input = {
  fullName: 'Asha Rao',
  dateOfBirth: '1991-04-23',
  timeOfBirth: '05:47',
  birthTimeUnknown: false,
  gender: 'female',
  questions: 'Career?',
  place: { id: '1273294', name: 'Delhi', country: 'India', latitude: 28.65195, longitude: 77.23149, timeZone: 'Asia/Kolkata' },
} as const

const plainBirthData = ['1991-04-23', '05:47', '1273294', 'Delhi', 'India', '28.65195', '77.23149', 'Asia/Kolkata', 'Kolkata']

describe('birth data at rest', () => {
  it('stores no birth detail in the clear, and every sealed column opens with the configured key', async () => {
    const asha = await customer('asha@example.in')
    const saved = await profiles.saveProfile(asha, input)
    const row = await storedProfile(saved.id)
    for (const [name, value] of Object.entries(row)) {
      for (const plain of plainBirthData) expect(String(value), `column ${name}`).not.toContain(plain)
    }
    const cipher = encryption.birthDataCipher()
    const expected = {
      dateOfBirth: '1991-04-23',
      timeOfBirth: '05:47',
      placeId: '1273294',
      placeName: 'Delhi',
      placeCountry: 'India',
      latitude: '28.65195',
      longitude: '77.23149',
      timeZone: 'Asia/Kolkata',
    }
    for (const [field, plain] of Object.entries(expected)) {
      const stored = column(row, field as keyof typeof SEALED_COLUMNS)
      expect(String(stored).startsWith('enc1.'), `${field} is sealed`).toBe(true)
      expect(cipher.decrypt(String(stored))).toBe(plain)
    }
    // What is not birth data stays searchable in the admin.
    expect(row.full_name ?? row.fullName).toBe('Asha Rao')
  })

  it('gives the owner the birth data back in the clear', async () => {
    const asha = await accounts.signIn('asha@example.in', 'birth-data-password-1')
    const profile = await profiles.getProfile(asha)
    expect(profile).toMatchObject({ ...input, timeOfBirth: '05:47', questions: 'Career?' })
    expect(await profiles.hasProfile(asha)).toBe(true)
  })

  it('seals a saved-again profile afresh, and keeps sealed what an update leaves alone', async () => {
    const asha = await accounts.signIn('asha@example.in', 'birth-data-password-1')
    const first = await storedProfile((await profiles.getProfile(asha))!.id)
    const again = await profiles.saveProfile(asha, { ...input, place: { ...input.place, id: null, name: 'Old Delhi', country: null } })
    const second = await storedProfile(again.id)
    // A fresh IV per seal: the unchanged date of birth is stored differently, so equal values cannot be matched.
    expect(column(second, 'dateOfBirth')).not.toBe(column(first, 'dateOfBirth'))
    expect(column(second, 'placeId') ?? null).toBeNull()
    expect(column(second, 'placeCountry') ?? null).toBeNull()

    // A change of one plain field through the API, as the owner: the sealed ones stay sealed and still open.
    await payload.update({ collection: 'profiles', id: again.id, data: { questions: 'Health?' }, ...accounts.asCustomer(asha) })
    const third = await storedProfile(again.id)
    for (const field of ['dateOfBirth', 'timeOfBirth', 'placeName', 'latitude', 'longitude', 'timeZone'] as const) {
      expect(String(column(third, field)).startsWith('enc1.'), field).toBe(true)
    }
    expect(await profiles.getProfile(asha)).toMatchObject({
      dateOfBirth: '1991-04-23',
      timeOfBirth: '05:47',
      questions: 'Health?',
      place: { name: 'Old Delhi', id: null, country: null, timeZone: 'Asia/Kolkata' },
    })
  })

  it('stores no time at all when the birth time is unknown', async () => {
    const ravi = await customer('ravi@example.in')
    const saved = await profiles.saveProfile(ravi, { ...input, fullName: 'Ravi', timeOfBirth: '10:00', birthTimeUnknown: true })
    expect(saved.timeOfBirth).toBeNull()
    expect(column(await storedProfile(saved.id), 'timeOfBirth') ?? null).toBeNull()
  })

  it('seals a value that only looks sealed like any other text, so the profile still opens, and checks it first', async () => {
    const mallory = await customer('forged-seal@example.in')
    const forged = 'enc1.abcdefgh.AAAA.BBBB.CCCC'
    const saved = await profiles.saveProfile(mallory, { ...input, place: { ...input.place, id: null, name: forged, country: forged } })
    const row = await storedProfile(saved.id)
    expect(column(row, 'placeName')).not.toBe(forged)
    expect(encryption.birthDataCipher().decrypt(String(column(row, 'placeName')))).toBe(forged)
    expect(await profiles.getProfile(mallory)).toMatchObject({ place: { name: forged, country: forged } })

    // A date of birth dressed up as a sealed value is still checked as a date, and the profile is left as it was.
    const error = await payload.update({ collection: 'profiles', id: saved.id, data: { dateOfBirth: forged }, ...accounts.asCustomer(mallory) }).then(
      () => null,
      (caught: unknown) => caught,
    )
    expect(error).toMatchObject({ status: 400, data: { errors: [expect.objectContaining({ path: 'dateOfBirth' })] } })
    expect(await profiles.getProfile(mallory)).toMatchObject({ dateOfBirth: input.dateOfBirth })
  })

  it('stores coordinates in plain decimal notation, however small', async () => {
    const tiny = await customer('tiny-coordinates@example.in')
    const saved = await profiles.saveProfile(tiny, { ...input, place: { ...input.place, id: null, latitude: 1e-7, longitude: -0.000000001 } })
    const row = await storedProfile(saved.id)
    expect(encryption.birthDataCipher().decrypt(String(column(row, 'latitude')))).toBe('0.0000001')
    expect(encryption.birthDataCipher().decrypt(String(column(row, 'longitude')))).toBe('0')
  })

  // The profile forms check the same rules first (app/schemas); these must hold for the REST API too.
  let rule = 0
  it.each([
    // Not sealed: the control case, showing how Payload reports a broken rule.
    ['a full name longer than 100 characters', 'fullName', 'x'.repeat(101), undefined],
    ['a date of birth before 1920', 'dateOfBirth', '1919-12-31', 'Date of birth must be between 1920-01-01 and today'],
    ['a date of birth that is no date', 'dateOfBirth', '1991-02-30', 'Date of birth must be between 1920-01-01 and today'],
    ['a time of birth off the 24-hour clock', 'timeOfBirth', '25:00', 'Time of birth must be HH:MM on the 24-hour clock'],
    ['a latitude beyond the pole', 'latitude', '91', 'Latitude must be a number from -90 to 90'],
    ['a longitude that is no number', 'longitude', 'east', 'Longitude must be a number from -180 to 180'],
    ['a time zone that does not exist', 'timeZone', 'Mars/Olympus', 'Time zone must be an IANA zone such as Asia/Kolkata'],
    ['a place name longer than 120 characters', 'placeName', 'x'.repeat(121), undefined],
  ] as const)('refuses %s', async (_case, field, value, message) => {
    const owner = await customer(`rule-${++rule}@example.in`)
    const data = {
      fullName: 'Rule',
      dateOfBirth: '1991-04-23',
      timeOfBirth: '05:47',
      gender: 'female',
      placeName: 'Delhi',
      latitude: '28.65195',
      longitude: '77.23149',
      timeZone: 'Asia/Kolkata',
      [field]: value,
    }
    const error = await payload.create({ collection: 'profiles', data: data as never, ...accounts.asCustomer(owner) }).then(
      () => null,
      (caught: unknown) => caught,
    )
    expect(error, 'the profile is refused').toMatchObject({
      status: 400,
      data: { errors: [expect.objectContaining({ path: field, ...(message ? { message } : {}) })] },
    })
    expect(await profiles.hasProfile(owner)).toBe(false)
  })
})
