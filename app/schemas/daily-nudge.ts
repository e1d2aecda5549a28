import { message } from './messages'
import { z } from './zod'

const hour = () => message('nudge.hour')

/** The daily reading by e-mail in Settings (ADR 216): on or off, and a whole hour of the customer's day. */
export const DailyNudgeSchema = z.object({
  email: z.boolean().default(false),
  hour: z.number({ error: hour }).int({ error: hour }).min(0, { error: hour }).max(23, { error: hour }),
})
