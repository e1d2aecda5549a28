// Credits an admin gives a customer (a goodwill gesture, a support case): one `grant` row in the ledger,
// written after the audit log has the admin's reason, like every other staff action on a customer (ADR 073).
import { addDataAndFileToRequest, APIError, NotFound, type PayloadHandler } from 'payload'
import { reasonFrom, recordAccess, requireAdmin } from '../AuditLog/record'
import { appendGrant, isGrant, MAX_GRANT } from '../../app/domain/ledger'

export const grantCreditsHandler: PayloadHandler = async (req) => {
  requireAdmin(req)
  await addDataAndFileToRequest(req)
  const credits = Number((req.data as { credits?: unknown } | undefined)?.credits)
  if (!isGrant(credits)) throw new APIError(`Please give a whole number of credits from 1 to ${MAX_GRANT.toLocaleString('en')}.`, 400, undefined, true)
  const reason = reasonFrom(req.data)
  const id = String(req.routeParams?.id ?? '')
  const { docs } = await req.payload.find({ collection: 'users', where: { id: { equals: id } }, depth: 0, limit: 1, overrideAccess: true })
  const account = docs[0]
  if (!account) throw new NotFound(req.t)
  await recordAccess(req, { action: 'grant-credits', customer: { id: account.id, email: account.email }, reason })
  const balance = await appendGrant(req.payload, account.id, credits, `Granted by staff: ${reason}`)
  return Response.json({ credits, balance }, { headers: { 'Cache-Control': 'no-store' } })
}
