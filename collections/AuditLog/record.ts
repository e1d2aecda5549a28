import { APIError, type PayloadRequest } from 'payload'
import { forbiddenCharacter } from '../../app/schemas/characters'
import { isAdmin } from '../access'
import type { AuditedAction } from '.'

const REASON_MIN = 10
const REASON_MAX = 500

/**
 * The reason an admin gives for looking at a customer's private data, read from the request body: refused with a 400
 * when missing, too short to say anything ("ok"), too long, or not plain text.
 */
export function reasonFrom(data: unknown): string {
  const given = (data as { reason?: unknown } | null | undefined)?.reason
  const reason = typeof given === 'string' ? given.trim() : ''
  if (reason.length < REASON_MIN)
    throw new APIError(`Please give the reason, in at least ${REASON_MIN} characters (say, the support ticket).`, 400, undefined, true)
  if (reason.length > REASON_MAX) throw new APIError(`Please keep the reason under ${REASON_MAX} characters.`, 400, undefined, true)
  if (forbiddenCharacter(reason, 'multi-line')) throw new APIError('The reason cannot contain control characters.', 400, undefined, true)
  return reason
}

/** Only admins reach customers' private data, and only through the endpoints that log it. */
export function requireAdmin(req: PayloadRequest) {
  if (!isAdmin(req)) throw new APIError('Only admins can do this.', 403, undefined, true)
}

/** Writes the entry before the data is handed out: no entry, no data. */
export async function recordAccess(
  req: PayloadRequest,
  entry: { action: AuditedAction; customer: { id: number | string; email: string }; reason: string },
): Promise<void> {
  const staff = req.user as { id: number | string; email: string }
  await req.payload.create({
    collection: 'audit-log',
    data: {
      action: entry.action,
      staff: staff.id as number,
      staffEmail: staff.email,
      customer: entry.customer.id as number,
      customerEmail: entry.customer.email,
      reason: entry.reason,
    },
    overrideAccess: true,
    depth: 0,
  })
}
