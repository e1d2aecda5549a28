// docs/encryption.md, "Rotating the key", against a real database: profiles, and the third parties' data sealed beside
// them (soulmate partners, crushes, journal text), sealed with the old key are re-sealed with the new one by
// `npm run reseal`, and open with the new key alone afterwards.
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ENCRYPTED_COMPATIBILITY_FIELDS } from '../../collections/CompatibilityReadings'
import { ENCRYPTED_CRUSH_FIELDS } from '../../collections/CrushAnalyses'
import { ENCRYPTED_JOURNAL_FIELDS } from '../../collections/JournalEntries'
import { ENCRYPTED_PROFILE_FIELDS } from '../../collections/Profiles'
import { createCipher } from '../../app/utils/encryption.server'
import { ARJUN, createCustomer } from './factories'
import { startPayload, stopPayload } from './harness'

const OLD_KEY = 'old-key-for-the-rotation-test-0123456789abcdef'
const NEW_KEY = 'new-key-for-the-rotation-test-fedcba9876543210'

let payload: Payload
/** What the customer of the services wrote, as the services read it back before the rotation. */
let written: { crush: { name: string; birthDate: string; score: number }[]; journal: string }

/** The sealed collections other than profiles, made through the site's own services (real rows, real hooks). */
const OTHERS = [
  { collection: 'compatibility-readings', fields: ENCRYPTED_COMPATIBILITY_FIELDS },
  { collection: 'crush-analyses', fields: ENCRYPTED_CRUSH_FIELDS },
  { collection: 'journal-entries', fields: ENCRYPTED_JOURNAL_FIELDS },
] as const

beforeAll(async () => {
  process.env.ENCRYPTION_KEY = OLD_KEY
  process.env.ENCRYPTION_KEYS_RETIRED = ''
  payload = await startPayload()
  for (const [email, dateOfBirth] of [
    ['rotate-a@example.com', '1990-05-17'],
    ['rotate-b@example.com', '1975-12-02'],
  ] as const) {
    const user = await payload.create({
      collection: 'users',
      data: { email, password: 'secret-pass', fullName: email, preferredLanguage: 'en' },
      overrideAccess: true,
      disableVerificationEmail: true,
    })
    await payload.create({
      collection: 'profiles',
      data: {
        user: user.id,
        fullName: email,
        dateOfBirth,
        gender: 'other',
        placeName: 'Pune',
        placeCountry: 'India',
        latitude: '18.5196',
        longitude: '73.8553',
        timeZone: 'Asia/Kolkata',
      },
      overrideAccess: true,
    })
  }
  // A third customer, signed in, who analyses two crushes and a partner and writes a journal entry.
  const crush = await import('../../app/services/crush.server')
  const compatibility = await import('../../app/services/compatibility.server')
  const journal = await import('../../app/services/journal.server')
  const { user, profile } = await createCustomer(payload, {
    email: 'rotate-c@example.com',
    password: 'secret-pass-c',
    fullName: 'C',
    signIn: true,
    profile: { ...ARJUN, dateOfBirth: '1988-03-09', timeOfBirth: '06:10' },
  })
  await crush.analyseCrush(user, profile, { name: 'Zoya Khan', birthDate: '1991-02-14' })
  await crush.analyseCrush(user, profile, { name: 'रिया', birthDate: '1989-10-30' })
  await compatibility.analyseCompatibility(user, profile, {
    name: 'Meera Iyer',
    gender: 'female',
    dateOfBirth: '1990-01-21',
    timeOfBirth: '22:05',
    place: { id: null, name: 'Chennai', country: 'India', latitude: 13.08, longitude: 80.27, timeZone: 'Asia/Kolkata' },
  })
  const saved = await journal.saveEntry(user, {
    date: '2026-11-20',
    mood: 7,
    dailyEvents: 'A long walk by the river; an old friend called.',
    predictionAccuracy: null,
    personalNotes: 'Calmer than yesterday.',
    moonPhase: 'waxing-crescent',
    planetaryInfluences: 'Moon in Capricorn',
  })
  expect(saved.outcome).toBe('created')
  const crushes = await crush.listCrushAnalyses(user, '2026-11-20', 'en')
  written = {
    crush: crushes.map((c) => ({ name: c.name, birthDate: c.birthDate, score: c.score })).sort((x, y) => x.birthDate.localeCompare(y.birthDate)),
    journal: 'A long walk by the river; an old friend called.',
  }
})

afterAll(async () => stopPayload(payload))

async function rawRows(collection: 'profiles' | (typeof OTHERS)[number]['collection'] = 'profiles') {
  const { docs } = await payload.db.find<Record<string, unknown>>({ collection, limit: 0, pagination: false, req: {} as never })
  return docs
}

function reseal(env: Record<string, string>) {
  const run = spawnSync(process.execPath, ['--conditions=development', '--import', 'tsx', path.resolve('scripts/reseal-birth-data.ts')], {
    env: { ...process.env, NODE_OPTIONS: '', ...env },
    encoding: 'utf8',
  })
  expect(run.status, run.stderr).toBe(0)
  return run.stdout
}

describe('key rotation', () => {
  // One run of `npm run reseal` rotates every sealed collection at once, so one test follows it through: the script is
  // a child process that starts Payload (slow on a loaded machine), hence the longer time limit.
  it(
    're-seals every profile, crush analysis, soulmate partner and journal entry with the new key; the old key is no longer needed',
    { timeout: 240_000 },
    async () => {
      const before = await rawRows()
      expect(before).toHaveLength(3)
      const oldCipher = createCipher(OLD_KEY)
      for (const row of before)
        for (const field of ENCRYPTED_PROFILE_FIELDS) if (row[field]) expect(oldCipher.needsRotation(row[field] as string)).toBe(false)
      // The third parties' rows are really sealed with the old key: each sealed value opens with it.
      const sealedValues: Record<string, number> = {}
      for (const { collection, fields } of OTHERS)
        for (const row of await rawRows(collection))
          for (const field of fields) {
            if (typeof row[field] !== 'string' || !row[field]) continue
            expect(oldCipher.needsRotation(row[field] as string), `${collection}.${field}`).toBe(false)
            oldCipher.decrypt(row[field] as string)
            sealedValues[collection] = (sealedValues[collection] ?? 0) + 1
          }
      expect(sealedValues).toMatchObject({ 'crush-analyses': 6, 'journal-entries': 3 })
      expect(sealedValues['compatibility-readings']).toBeGreaterThanOrEqual(5)

      const output = reseal({ DATABASE_URI: process.env.DATABASE_URI!, ENCRYPTION_KEY: NEW_KEY, ENCRYPTION_KEYS_RETIRED: OLD_KEY })
      expect(output).toContain('Checked 3 profiles; re-encrypted 3 with the current key.')
      expect(output).toContain('Checked 1 compatibility-readings; re-encrypted 1 with the current key.')
      expect(output).toContain('Checked 2 crush-analyses; re-encrypted 2 with the current key.')
      expect(output).toContain('Checked 1 journal-entries; re-encrypted 1 with the current key.')

      const newCipher = createCipher(NEW_KEY)
      const after = await rawRows()
      for (const row of after) {
        for (const field of ENCRYPTED_PROFILE_FIELDS) {
          if (!row[field]) continue
          expect(newCipher.needsRotation(row[field] as string), field).toBe(false)
        }
      }
      const opened = after.map((row) => newCipher.decrypt(row.dateOfBirth as string)).sort()
      expect(opened).toEqual(['1975-12-02', '1988-03-09', '1990-05-17'])
      // The old key alone can no longer read them.
      expect(() => oldCipher.decrypt(after[0]!.dateOfBirth as string)).toThrow(/No configured key/)

      for (const { collection, fields } of OTHERS)
        for (const row of await rawRows(collection))
          for (const field of fields) {
            if (typeof row[field] !== 'string' || !row[field]) continue
            expect(newCipher.needsRotation(row[field] as string), `${collection}.${field}`).toBe(false)
            expect(() => oldCipher.decrypt(row[field] as string), `${collection}.${field}`).toThrow(/No configured key/)
          }
      // Read back with the new key alone: the same names, dates and analyses the services showed before the rotation.
      const crushes = (await rawRows('crush-analyses'))
        .map((row) => ({
          name: newCipher.decrypt(row.crushName as string),
          birthDate: newCipher.decrypt(row.crushBirthDate as string),
          score: (JSON.parse(newCipher.decrypt(row.analysis as string)) as { match: { score: number } }).match.score,
        }))
        .sort((x, y) => x.birthDate.localeCompare(y.birthDate))
      expect(crushes).toEqual(written.crush)
      const [partner] = await rawRows('compatibility-readings')
      expect(newCipher.decrypt(partner!.partnerDateOfBirth as string)).toBe('1990-01-21')
      expect(newCipher.decrypt(partner!.partnerTimeOfBirth as string)).toBe('22:05')
      const [entry] = await rawRows('journal-entries')
      expect(newCipher.decrypt(entry!.dailyEvents as string)).toBe(written.journal)

      // Running it again changes nothing.
      const again = reseal({ DATABASE_URI: process.env.DATABASE_URI!, ENCRYPTION_KEY: NEW_KEY, ENCRYPTION_KEYS_RETIRED: '' })
      for (const collection of ['profiles', 'compatibility-readings', 'crush-analyses', 'journal-entries'])
        expect(again).toMatch(new RegExp(`Checked \\d+ ${collection}; re-encrypted 0 `))
    },
  )
})
