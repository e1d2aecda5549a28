import { getPayloadClient } from '../utils/payload.server'

export async function loader() {
  const payload = await getPayloadClient()
  // One cheap query proves the database answers, not only the process.
  await payload.count({ collection: 'tiers', overrideAccess: false })
  return new Response('ok', { headers: { 'Content-Type': 'text/plain', 'Cache-Control': 'no-store' } })
}
