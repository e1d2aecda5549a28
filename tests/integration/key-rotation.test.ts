// docs/encryption.md, "Rotating the key", against a real database: profiles sealed with the old key are re-sealed
// with the new one by `npm run reseal`, and open with the new key alone afterwards.
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ENCRYPTED_PROFILE_FIELDS } from '../../collections/Profiles'
import { createCipher } from '../../app/utils/encryption.server'
import { startPayload, stopPayload } from './harness'

const OLD_KEY = 'old-key-for-the-rotation-test-0123456789abcdef'
const NEW_KEY = 'new-key-for-the-rotation-test-fedcba9876543210'

let payload: Payload

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
})

afterAll(async () => stopPayload(payload))

async function rawRows() {
  const { docs } = await payload.db.find<Record<string, unknown>>({ collection: 'profiles', limit: 0, pagination: false, req: {} as never })
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
  it('re-seals every profile with the new key, then the old key is no longer needed', async () => {
    const before = await rawRows()
    expect(before).toHaveLength(2)
    const oldCipher = createCipher(OLD_KEY)
    for (const row of before)
      for (const field of ENCRYPTED_PROFILE_FIELDS) if (row[field]) expect(oldCipher.needsRotation(row[field] as string)).toBe(false)

    const output = reseal({ DATABASE_URI: process.env.DATABASE_URI!, ENCRYPTION_KEY: NEW_KEY, ENCRYPTION_KEYS_RETIRED: OLD_KEY })
    expect(output).toContain('Checked 2 profiles; re-encrypted 2 with the current key.')

    const newCipher = createCipher(NEW_KEY)
    const after = await rawRows()
    for (const row of after) {
      for (const field of ENCRYPTED_PROFILE_FIELDS) {
        if (!row[field]) continue
        expect(newCipher.needsRotation(row[field] as string), field).toBe(false)
      }
    }
    const opened = after.map((row) => newCipher.decrypt(row.dateOfBirth as string)).sort()
    expect(opened).toEqual(['1975-12-02', '1990-05-17'])
    // The old key alone can no longer read them.
    expect(() => oldCipher.decrypt(after[0]!.dateOfBirth as string)).toThrow(/No configured key/)

    // Running it again changes nothing.
    expect(reseal({ DATABASE_URI: process.env.DATABASE_URI!, ENCRYPTION_KEY: NEW_KEY, ENCRYPTION_KEYS_RETIRED: '' })).toContain('re-encrypted 0')
  })
})
