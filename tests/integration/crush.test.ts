// Crush analyses as stored (ADR 121), and the dashboard's saved items. The crush's name, birth date and the analysis
// are sealed in the database and read back in the clear by the owner; analyses list newest first with their band's
// text in the reader's language and the day's figure, are the owner's alone, delete, and are in the export and go
// with the account. Saved items list both kinds newest first and delete the reading with them.
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ARJUN, createCustomer } from './factories'
import { startPayload, stopPayload } from './harness'

let payload: Payload
let accounts: typeof import('../../app/services/accounts.server')
let crush: typeof import('../../app/services/crush.server')
let saved: typeof import('../../app/services/saved-items.server')
let compatibility: typeof import('../../app/services/compatibility.server')
let numerology: typeof import('../../app/services/numerology.server')

beforeAll(async () => {
  payload = await startPayload()
  accounts = await import('../../app/services/accounts.server')
  crush = await import('../../app/services/crush.server')
  saved = await import('../../app/services/saved-items.server')
  compatibility = await import('../../app/services/compatibility.server')
  numerology = await import('../../app/services/numerology.server')
})
afterAll(() => stopPayload(payload))

const PASSWORD = 'crush-password-1'

const customerWithProfile = (email: string) => createCustomer(payload, { email, password: PASSWORD, signIn: true, profile: ARJUN })

/** The row as the database holds it, read past Payload's hooks (SQLite or PostgreSQL). */
async function rawRow(id: string): Promise<Record<string, unknown>> {
  const db = payload.db as unknown as {
    name: string
    client?: { execute(query: { sql: string; args: unknown[] }): Promise<{ columns: string[]; rows: ArrayLike<unknown>[] }> }
    pool?: { query(sql: string, args: unknown[]): Promise<{ rows: Record<string, unknown>[] }> }
  }
  if (db.name === 'sqlite' && db.client) {
    const { columns, rows } = await db.client.execute({ sql: 'SELECT * FROM crush_analyses WHERE id = ?', args: [Number(id)] })
    return Object.fromEntries(columns.map((column, index) => [column, rows[0]![index]]))
  }
  const { rows } = await db.pool!.query('SELECT * FROM crush_analyses WHERE id = $1', [Number(id)])
  return rows[0]!
}

describe('crush analyses', () => {
  it('seals the crush’s name, birth date and the analysis; the owner reads them with the band’s text in their language', async () => {
    const { user, profile } = await customerWithProfile('crush-sealed@example.in')
    const id = await crush.analyseCrush(user, profile, { name: 'Priya Sharma', birthDate: '2001-03-10' })
    const raw = JSON.stringify(await rawRow(id))
    for (const plain of ['Priya', '2001-03-10', 'signChange', 'lifePaths']) expect(raw).not.toContain(plain)

    const [view] = await crush.listCrushAnalyses(user, '2026-11-24', 'en')
    expect(view).toMatchObject({ id, name: 'Priya Sharma', birthDate: '2001-03-10', tz: 'Asia/Kolkata' })
    expect(view!.score).toBe(view!.match.score)
    // 10 March 2001: the Moon left Simha for Kanya that day.
    expect(view!.match.signChange).toMatchObject({ from: 5, to: 6 })
    expect(view!.analysis).toEqual(expect.any(String))
    expect(view!.insight).toEqual(expect.any(String))
    expect(view!.thinkingAboutYou).toBeGreaterThanOrEqual(30)
    expect(view!.thinkingAboutYou).toBeLessThanOrEqual(79)
    // The band's text is one written for that band.
    const band = await payload.find({
      collection: 'reading-texts',
      where: { and: [{ section: { equals: 'crush-insight' } }, { appliesToValue: { equals: view!.band } }] },
      pagination: false,
      locale: 'en',
    })
    expect(band.docs.map((d) => d.text)).toContain(view!.analysis)

    const [hindi] = await crush.listCrushAnalyses(user, '2026-11-24', 'hi')
    expect(hindi!.analysis).toMatch(/[\u0900-\u097F]/)
    expect(hindi!.insight).toMatch(/[\u0900-\u097F]/)
    // The same day gives the same figure; it is not stored, so nothing about it is in the row.
    expect((await crush.listCrushAnalyses(user, '2026-11-24', 'en'))[0]!.thinkingAboutYou).toBe(view!.thinkingAboutYou)
  })

  it('lists newest first, is the owner’s alone over every surface, and deletes', async () => {
    const { user, profile } = await customerWithProfile('crush-list@example.in')
    const other = await customerWithProfile('crush-list-other@example.in')
    const first = await crush.analyseCrush(user, profile, { name: 'First', birthDate: '1992-11-02' })
    const second = await crush.analyseCrush(user, profile, { name: 'Second', birthDate: '1993-01-20' })
    expect((await crush.listCrushAnalyses(user, '2026-11-24', 'en')).map((v) => v.id)).toEqual([second, first])
    expect(await crush.listCrushAnalyses(other.user, '2026-11-24', 'en')).toEqual([])
    expect(await crush.deleteCrushAnalysis(other.user, first)).toBe(false)
    expect(await crush.deleteCrushAnalysis(user, 'not-an-id')).toBe(false)
    // Past PostgreSQL's integer column (2^31 − 1): no row, not a database error.
    expect(await crush.deleteCrushAnalysis(user, '9999999999')).toBe(false)
    expect(await crush.deleteCrushAnalysis(user, first)).toBe(true)
    expect(await crush.deleteCrushAnalysis(user, first)).toBe(false)
    expect((await crush.listCrushAnalyses(user, '2026-11-24', 'en')).map((v) => v.id)).toEqual([second])
  })

  it('is in the export and goes with the account; another customer’s stays', async () => {
    const { user, profile } = await customerWithProfile('crush-export@example.in')
    const other = await customerWithProfile('crush-export-other@example.in')
    await crush.analyseCrush(user, profile, { name: 'Exported Crush', birthDate: '1992-11-02' })
    await crush.analyseCrush(other.user, other.profile, { name: 'Kept Crush', birthDate: '1992-11-02' })
    const exported = (await accounts.exportAccount(user)) as Record<string, unknown>
    expect(exported['crush-analyses']).toMatchObject([{ crushName: 'Exported Crush', crushBirthDate: '1992-11-02' }])
    await accounts.deleteAccount(user, PASSWORD)
    const left = await payload.find({ collection: 'crush-analyses', where: { user: { equals: user.id } }, overrideAccess: true })
    expect(left.docs).toHaveLength(0)
    const kept = await payload.find({ collection: 'crush-analyses', where: { user: { equals: other.user.id } }, overrideAccess: true })
    expect(kept.docs).toHaveLength(1)
  })
})

describe('saved items on the dashboard', () => {
  it('lists saved numerology reports and soulmate analyses newest first, and Delete removes the reading with its row', async () => {
    const { user, profile } = await customerWithProfile('saved@example.in')
    const other = await customerWithProfile('saved-other@example.in')
    expect(await saved.listSavedItems(user)).toEqual([])
    const report = await numerology.generateNumerologyReport(user, 'Arjun Mehta', profile.dateOfBirth)
    await numerology.saveNumerologyReport(user, report, 'Report for Arjun Mehta')
    // A report made but not saved is not listed.
    await numerology.generateNumerologyReport(user, 'Not Saved', profile.dateOfBirth)
    const analysis = await compatibility.analyseCompatibility(user, profile, {
      name: 'Priya Sharma',
      gender: 'female',
      dateOfBirth: '1992-11-02',
      timeOfBirth: '19:45',
      place: { id: null, name: 'Pune', country: 'India', latitude: 18.52, longitude: 73.86, timeZone: 'Asia/Kolkata' },
    })
    const items = await saved.listSavedItems(user)
    expect(items.map((i) => [i.kind, i.itemId])).toEqual([
      ['compatibility-reading', analysis],
      ['numerology-report', report],
    ])
    expect(items[0]).toMatchObject({ partnerName: 'Priya Sharma', percent: expect.any(Number) })
    expect(items[1]).toMatchObject({ title: 'Report for Arjun Mehta' })
    expect(await saved.listSavedItems(other.user)).toEqual([])

    // Another customer deletes nothing.
    expect(await saved.deleteSavedItem(other.user, 'numerology-report', report)).toBe(false)
    expect(await saved.deleteSavedItem(other.user, 'compatibility-reading', analysis)).toBe(false)
    expect(await saved.listSavedItems(user)).toHaveLength(2)

    expect(await saved.deleteSavedItem(user, 'numerology-report', report)).toBe(true)
    expect(await numerology.getNumerologyReport(user, report, 'en')).toBeNull()
    expect(await saved.deleteSavedItem(user, 'compatibility-reading', analysis)).toBe(true)
    expect(await compatibility.getCompatibilityReading(user, analysis, 'en')).toBeNull()
    expect(await saved.listSavedItems(user)).toEqual([])
    const rows = await payload.find({ collection: 'saved-items', where: { user: { equals: user.id } }, overrideAccess: true })
    expect(rows.docs).toHaveLength(0)
    expect(await saved.deleteSavedItem(user, 'numerology-report', report)).toBe(false)
  })
})
