// Web Push (ADR 249): the devices a customer turned notifications on for, and sending one message to one of them
// through its push service, signed with our VAPID key (RFC 8292) and encrypted for the browser (RFC 8291) by the
// `web-push` package. A device its push service says is gone (404, 410) is deleted at once.
import crypto from 'node:crypto'
import type { Payload } from 'payload'
import webpush from 'web-push'
import type { PushSubscription as PushDevice } from '../../payload-types'
import { getEnv } from '../utils/env.server'

export type { PushDevice }
/** What the browser hands over when it subscribes: the push service's address and the keys to encrypt for it. */
export type PushAddress = { endpoint: string; p256dh: string; auth: string }

/** A customer's devices at most: a bound on the rows one account holds and on the job's work per customer. */
export const MAX_PUSH_DEVICES = 10
/** How long a push service keeps a message for a device that is off: past the morning, the day's reading is stale. */
const TTL_SECONDS = 6 * 3600
/** How long one push service may take to answer before the job moves on. */
const SEND_TIMEOUT_MS = 10_000

/** The public half of the key pair the browser subscribes with, or null when this site sends no notifications. */
export function vapidPublicKey(): string | null {
  return getEnv().VAPID_PUBLIC_KEY ?? null
}

function vapidDetails() {
  const env = getEnv()
  if (!env.VAPID_PUBLIC_KEY || !env.VAPID_PRIVATE_KEY) return null
  return { subject: env.VAPID_SUBJECT ?? `mailto:${env.MAIL_FROM_ADDRESS}`, publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY }
}

// A key of its own, derived from the site's secret, so the stored hash names an endpoint without revealing it and a
// hash list from elsewhere matches nothing here.
const endpointHashKey = () => crypto.createHmac('sha256', getEnv().PAYLOAD_SECRET).update('cosmic-insights push endpoint').digest()

/** The searchable stand-in for a sealed endpoint: the same endpoint always gives the same key. */
export function endpointKey(endpoint: string): string {
  return crypto.createHmac('sha256', endpointHashKey()).update(endpoint).digest('hex')
}

/** The devices of these customers (the job reads a batch's at once), oldest first. */
export async function devicesOf(payload: Payload, userIds: (number | string)[]): Promise<PushDevice[]> {
  if (userIds.length === 0) return []
  const { docs } = await payload.find({
    collection: 'push-subscriptions',
    where: { user: { in: userIds } },
    sort: 'createdAt',
    limit: userIds.length * MAX_PUSH_DEVICES,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return docs
}

export type PushOutcome = 'sent' | 'gone' | 'failed' | 'off'

/**
 * Sends one message to one device; a device whose push service says it is gone is deleted. `topic` names the kind of
 * message (the daily reading's, or a consultation reminder's, ADR 267): a waiting one is replaced only by its kind.
 */
export async function sendPush(payload: Payload, device: PushDevice, message: string, topic = 'daily-reading'): Promise<PushOutcome> {
  const vapid = vapidDetails()
  if (!vapid) return 'off'
  try {
    await webpush.sendNotification({ endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } }, message, {
      vapidDetails: vapid,
      TTL: TTL_SECONDS,
      timeout: SEND_TIMEOUT_MS,
      urgency: 'normal',
      // A message still waiting for the device is replaced by the next one rather than both arriving (RFC 8030 5.4).
      topic,
    })
    return 'sent'
  } catch (error) {
    const status = error instanceof webpush.WebPushError ? error.statusCode : undefined
    if (status === 404 || status === 410) {
      await payload.delete({ collection: 'push-subscriptions', id: device.id, depth: 0, overrideAccess: true }).catch(() => undefined)
      return 'gone'
    }
    payload.logger.error({ err: error, msg: `A notification to a device of customer ${String(device.user)} was not sent (status ${status ?? 'none'})` })
    return 'failed'
  }
}

/** Sends one message to each of a customer's devices (a consultation reminder, ADR 267); each device's outcome. */
export async function pushToCustomer(payload: Payload, userId: number | string, message: string, topic: string): Promise<PushOutcome[]> {
  const devices = await devicesOf(payload, [userId])
  return Promise.all(devices.map((device) => sendPush(payload, device, message, topic)))
}
