// Soulmate analyses (spec 2.9) and numerology reports as stored. The partner's birth data and the analysis are sealed
// in the database and read back in the clear by the owner; analyses list newest first, open with texts in the
// reader's language, delete; reports, saved items and analyses are in the export and go with the account.
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ARJUN, createCustomer } from './factories'
import { startPayload, stopPayload } from './harness'

let payload: Payload
let accounts: typeof import('../../app/services/accounts.server')
let compatibility: typeof import('../../app/services/compatibility.server')
let numerology: typeof import('../../app/services/numerology.server')

beforeAll(async () => {
  payload = await startPayload()
  accounts = await import('../../app/services/accounts.server')
  compatibility = await import('../../app/services/compatibility.server')
  numerology = await import('../../app/services/numerology.server')
})
afterAll(() => stopPayload(payload))

const PASSWORD = 'compatibility-password-1'

const customerWithProfile = (email: string) => createCustomer(payload, { email, password: PASSWORD, signIn: true, profile: ARJUN })

const partner = (name: string) => ({
  name,
  gender: 'female' as const,
  dateOfBirth: '1992-11-02',
  timeOfBirth: '19:45',
  place: { id: null, name: 'Pune Cantonment', country: 'India', latitude: 18.52, longitude: 73.86, timeZone: 'Asia/Kolkata' },
})

/** The row as the database holds it, read past Payload's hooks (SQLite or PostgreSQL). */
async function rawRow(id: string): Promise<Record<string, unknown>> {
  const db = payload.db as unknown as {
    name: string
    client?: { execute(query: { sql: string; args: unknown[] }): Promise<{ columns: string[]; rows: ArrayLike<unknown>[] }> }
    pool?: { query(sql: string, args: unknown[]): Promise<{ rows: Record<string, unknown>[] }> }
  }
  if (db.name === 'sqlite' && db.client) {
    const { columns, rows } = await db.client.execute({ sql: 'SELECT * FROM compatibility_readings WHERE id = ?', args: [Number(id)] })
    return Object.fromEntries(columns.map((column, index) => [column, rows[0]![index]]))
  }
  const { rows } = await db.pool!.query('SELECT * FROM compatibility_readings WHERE id = $1', [Number(id)])
  return rows[0]!
}

describe('soulmate analyses', () => {
  it('seals the partner’s birth data and the analysis, and the owner reads them back', async () => {
    const { user, profile } = await customerWithProfile('sealed@example.in')
    const id = await compatibility.analyseCompatibility(user, profile, partner('Priya Sharma'))
    const raw = await rawRow(id)
    const text = JSON.stringify(raw)
    // The birth time as a stored value ("19:45"): bare, it is in any timestamp of the row made at 19:45 past an hour.
    for (const plain of ['1992-11-02', '"19:45"', 'Pune Cantonment', '18.52', '73.86', 'Asia/Kolkata', 'kootas']) expect(text).not.toContain(plain)
    expect(String(raw.partner_date_of_birth)).toMatch(/^enc1\./)

    const view = await compatibility.getCompatibilityReading(user, id, 'en')
    expect(view).toMatchObject({ partnerName: 'Priya Sharma', percent: expect.any(Number), partnerTimeKnown: true })
    expect(view!.match.score.total).toBe(view!.matchingQualities)
    expect(view!.percent).toBe(Math.round((view!.matchingQualities / 36) * 100))
    expect(view!.advice).toEqual(expect.any(String))
    const hindi = await compatibility.getCompatibilityReading(user, id, 'hi')
    expect(hindi!.advice).toMatch(/[\u0900-\u097F]/)
  })

  it('lists newest first, is the owner’s alone, and deletes', async () => {
    const { user, profile } = await customerWithProfile('list@example.in')
    const other = await customerWithProfile('list-other@example.in')
    const first = await compatibility.analyseCompatibility(user, profile, partner('First'))
    const second = await compatibility.analyseCompatibility(user, profile, partner('Second'))
    expect((await compatibility.listCompatibilityReadings(user)).map((r) => r.id)).toEqual([second, first])
    expect(await compatibility.getCompatibilityReading(other.user, first, 'en')).toBeNull()
    expect(await compatibility.deleteCompatibilityReading(other.user, first)).toBe(false)
    expect(await compatibility.deleteCompatibilityReading(user, first)).toBe(true)
    expect((await compatibility.listCompatibilityReadings(user)).map((r) => r.id)).toEqual([second])
    expect(await compatibility.getCompatibilityReading(user, 'not-an-id', 'en')).toBeNull()
  })
})

describe('numerology reports and saved items', () => {
  it('stores a report, loads the newest, saves it once, and reads texts per number', async () => {
    const { user, profile } = await customerWithProfile('numbers@example.in')
    await numerology.generateNumerologyReport(user, 'Mary Lynn', profile.dateOfBirth)
    const id = await numerology.generateNumerologyReport(user, 'Arjun Mehta', profile.dateOfBirth)
    const latest = await numerology.latestNumerologyReport(user, 'en')
    expect(latest).toMatchObject({ id, name: 'Arjun Mehta', saved: false })
    expect(latest!.texts.lifePath).toEqual(expect.any(String))
    expect(latest!.texts.destiny).toEqual(expect.any(String))
    expect(await numerology.saveNumerologyReport(user, id, 'Report for Arjun Mehta')).toBe(true)
    expect(await numerology.saveNumerologyReport(user, id, 'Report for Arjun Mehta')).toBe(true)
    const saved = await payload.find({ collection: 'saved-items', where: { user: { equals: user.id } }, overrideAccess: true })
    expect(saved.docs).toHaveLength(1)
    expect((await numerology.latestNumerologyReport(user, 'en'))!.saved).toBe(true)
    const other = await customerWithProfile('numbers-other@example.in')
    expect(await numerology.saveNumerologyReport(other.user, id, 'Stolen')).toBe(false)
  })

  it('analyses, reports and saved items are in the export and go with the account', async () => {
    const { user, profile } = await customerWithProfile('export@example.in')
    const other = await customerWithProfile('export-other@example.in')
    await compatibility.analyseCompatibility(user, profile, partner('Exported Partner'))
    await compatibility.analyseCompatibility(other.user, other.profile, partner('Kept Partner'))
    const report = await numerology.generateNumerologyReport(user, 'Arjun Mehta', profile.dateOfBirth)
    await numerology.saveNumerologyReport(user, report, 'Report for Arjun Mehta')
    const exported = (await accounts.exportAccount(user)) as Record<string, unknown>
    expect(exported['compatibility-readings']).toMatchObject([{ partnerName: 'Exported Partner', partnerDateOfBirth: '1992-11-02' }])
    expect(exported['numerology-reports']).toMatchObject([{ name: 'Arjun Mehta' }])
    expect(exported['saved-items']).toMatchObject([{ itemType: 'numerology-report', itemId: report }])
    await accounts.deleteAccount(user, PASSWORD)
    for (const collection of ['compatibility-readings', 'numerology-reports', 'saved-items'] as const) {
      const left = await payload.find({ collection, where: { user: { equals: user.id } }, overrideAccess: true })
      expect(left.docs).toHaveLength(0)
    }
    const kept = await payload.find({ collection: 'compatibility-readings', where: { user: { equals: other.user.id } }, overrideAccess: true })
    expect(kept.docs).toHaveLength(1)
  })
})
