import { REMINDER_CHANNELS } from '../domain/daily-nudge'
import { message } from './messages'
import { z } from './zod'

const hour = () => message('nudge.hour')

/** The daily reading by e-mail in Settings (ADR 216): on or off, and a whole hour of the customer's day. */
export const DailyNudgeSchema = z.object({
  email: z.boolean().default(false),
  hour: z.number({ error: hour }).int({ error: hour }).min(0, { error: hour }).max(23, { error: hour }),
})

/** How the consultation reminders come, in Settings (ADR 267): one of the four choices. */
export const ReminderChoiceSchema = z.object({
  reminders: z.enum(REMINDER_CHANNELS, { error: () => message('nudge.reminders') }),
})

/**
 * The push services a browser may name as its endpoint (ADR 249): Google's (Chrome, Edge on Android, Opera), Mozilla's,
 * Microsoft's and Apple's. The job posts to the endpoint, so any other address is refused: a subscription cannot make
 * the server call a machine of the sender's choosing.
 */
const PUSH_SERVICE_HOSTS = ['fcm.googleapis.com', 'android.googleapis.com', 'push.services.mozilla.com', 'notify.windows.com', 'push.apple.com']

export function isPushServiceUrl(value: string): boolean {
  try {
    const url = new URL(value)
    return (
      url.protocol === 'https:' &&
      !url.username &&
      !url.password &&
      PUSH_SERVICE_HOSTS.some((host) => url.hostname === host || url.hostname.endsWith(`.${host}`))
    )
  } catch {
    return false
  }
}

const subscription = () => message('nudge.subscription')
// The browser's keys, base64url without padding: a P-256 public point (65 bytes) and a 16-byte secret (RFC 8291).
const base64url = (length: number) => z.string({ error: subscription }).regex(new RegExp(`^[A-Za-z0-9_-]{${length}}$`), { error: subscription })

/** What the "Notify me on this device" island posts: the browser's subscription, as its toJSON() gives it. */
export const PushDeviceSchema = z.object({
  endpoint: z.string({ error: subscription }).max(1024, { error: subscription }).refine(isPushServiceUrl, { error: subscription }),
  p256dh: base64url(87),
  auth: base64url(22),
})

/** Removing a device from the list in Settings. */
export const RemovePushDeviceSchema = z.object({
  device: z.string({ error: message('nudge.deviceGone') }).regex(/^[A-Za-z0-9-]{1,64}$/, { error: message('nudge.deviceGone') }),
})
