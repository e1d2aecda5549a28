// `npm run reseal`: after an encryption key rotation, re-encrypts every birth profile and every soulmate analysis (its
// partner's birth data) still sealed with a retired key (docs/encryption.md). Safe to run again and while the site is
// up: a document already under the current key is left alone.
import { ENCRYPTED_COMPATIBILITY_FIELDS } from '../collections/CompatibilityReadings'
import { ENCRYPTED_REVIEW_FIELDS } from '../collections/ConsultationReviews'
import { ENCRYPTED_JOURNAL_FIELDS } from '../collections/JournalEntries'
import { ENCRYPTED_PROFILE_FIELDS } from '../collections/Profiles'
import { ENCRYPTED_CRUSH_FIELDS } from '../collections/CrushAnalyses'
import { ENCRYPTED_PUSH_FIELDS } from '../collections/PushSubscriptions'
import { prepareDatabase } from '../app/utils/database.server'
import { birthDataCipher } from '../app/utils/encryption.server'

const payload = await prepareDatabase(() => {})
const cipher = birthDataCipher()
const SEALED = [
  { collection: 'profiles', fields: ENCRYPTED_PROFILE_FIELDS },
  { collection: 'compatibility-readings', fields: ENCRYPTED_COMPATIBILITY_FIELDS },
  { collection: 'crush-analyses', fields: ENCRYPTED_CRUSH_FIELDS },
  { collection: 'journal-entries', fields: ENCRYPTED_JOURNAL_FIELDS },
  { collection: 'consultation-reviews', fields: ENCRYPTED_REVIEW_FIELDS },
  { collection: 'push-subscriptions', fields: ENCRYPTED_PUSH_FIELDS },
] as const
for (const { collection, fields } of SEALED) {
  let page = 1
  let checked = 0
  let resealed = 0
  for (;;) {
    // Raw rows, as stored: the values are still sealed, so the key each one was sealed with can be seen.
    const batch = await payload.db.find<Record<string, unknown>>({ collection, limit: 100, page, pagination: true, req: {} as never })
    for (const row of batch.docs) {
      checked += 1
      const stale = fields.filter((field) => typeof row[field] === 'string' && cipher.needsRotation(row[field] as string))
      if (stale.length === 0) continue
      // Reading opens each value (with whichever key sealed it); writing it back seals it with the current key.
      const open = (await payload.findByID({ collection, id: row.id as number, depth: 0, overrideAccess: true })) as unknown as Record<string, unknown>
      const data = Object.fromEntries(fields.map((field) => [field, open[field]]))
      await payload.update({ collection, id: row.id as number, data: data as never, depth: 0, overrideAccess: true })
      resealed += 1
    }
    if (!batch.hasNextPage) break
    page += 1
  }
  console.log(`Checked ${checked} ${collection}; re-encrypted ${resealed} with the current key.`)
}
process.exit(0)
