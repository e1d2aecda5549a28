import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

// One Payload per process, shared with the admin's Next host (both reach the same global instance).
const holder = globalThis as unknown as { __cosmicPayload?: Promise<Payload> }

export function getPayloadClient(): Promise<Payload> {
  holder.__cosmicPayload ??= getPayload({ config }).catch((error) => {
    holder.__cosmicPayload = undefined
    throw error
  })
  return holder.__cosmicPayload
}
