// `npm run reseal`: after an encryption key rotation, re-encrypts every birth profile still sealed with a retired key
// (docs/encryption.md). Safe to run again and while the site is up: a profile already under the current key is left alone.
import { ENCRYPTED_PROFILE_FIELDS } from '../collections/Profiles'
import { prepareDatabase } from '../app/utils/database.server'
import { birthDataCipher } from '../app/utils/encryption.server'

const payload = await prepareDatabase(() => {})
const cipher = birthDataCipher()
let page = 1
let checked = 0
let resealed = 0
for (;;) {
  // Raw rows, as stored: the values are still sealed, so the key each one was sealed with can be seen.
  const batch = await payload.db.find<Record<string, unknown>>({ collection: 'profiles', limit: 100, page, pagination: true, req: {} as never })
  for (const row of batch.docs) {
    checked += 1
    const stale = ENCRYPTED_PROFILE_FIELDS.filter((field) => typeof row[field] === 'string' && cipher.needsRotation(row[field] as string))
    if (stale.length === 0) continue
    // Reading opens each value (with whichever key sealed it); writing it back seals it with the current key.
    const open = await payload.findByID({ collection: 'profiles', id: row.id as number, depth: 0, overrideAccess: true })
    const data = Object.fromEntries(ENCRYPTED_PROFILE_FIELDS.map((field) => [field, open[field]])) as Partial<typeof open>
    await payload.update({ collection: 'profiles', id: row.id as number, data, depth: 0, overrideAccess: true })
    resealed += 1
  }
  if (!batch.hasNextPage) break
  page += 1
}
console.log(`Checked ${checked} profiles; re-encrypted ${resealed} with the current key.`)
process.exit(0)
