import { getPayloadClient } from '../utils/payload.server'

/** Proves the database answers, not only the process: one cheap count. */
export async function checkHealth() {
  const payload = await getPayloadClient()
  await payload.count({ collection: 'tiers', overrideAccess: false })
}
