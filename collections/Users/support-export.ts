// A customer's data exported by an admin for a support request (ADR 073): the same record the customer's own
// "download my data" gives, written to the audit log with the admin's reason before it is handed out.
import { addDataAndFileToRequest, NotFound, type PayloadHandler } from 'payload'
import { reasonFrom, recordAccess, requireAdmin } from '../AuditLog/record'
import { CUSTOMER_DATA, CUSTOMER_DATA_BY_EMAIL, CUSTOMER_RECORDS_KEPT } from '../../app/domain/customer-data'

export const supportExport: PayloadHandler = async (req) => {
  requireAdmin(req)
  await addDataAndFileToRequest(req)
  const reason = reasonFrom(req.data)
  const id = String(req.routeParams?.id ?? '')
  const { docs } = await req.payload.find({ collection: 'users', where: { id: { equals: id } }, depth: 0, limit: 1, overrideAccess: true })
  const account = docs[0]
  if (!account) throw new NotFound(req.t)
  await recordAccess(req, { action: 'export-customer-data', customer: { id: account.id, email: account.email }, reason })

  const byAccount: Record<string, unknown[]> = {}
  for (const collection of [...CUSTOMER_DATA, ...CUSTOMER_RECORDS_KEPT]) {
    byAccount[collection] = (
      await req.payload.find({ collection, where: { user: { equals: account.id } }, depth: 0, pagination: false, overrideAccess: true })
    ).docs
  }
  const byEmail: Record<string, unknown[]> = {}
  for (const collection of CUSTOMER_DATA_BY_EMAIL) {
    byEmail[collection] = (
      await req.payload.find({ collection, where: { email: { equals: account.email } }, depth: 0, pagination: false, overrideAccess: true })
    ).docs
  }
  const record = {
    exportedAt: new Date().toISOString(),
    service: 'Cosmic Insights',
    exportedFor: { reason, by: req.user?.email },
    account: {
      id: account.id,
      email: account.email,
      fullName: account.fullName,
      preferredLanguage: account.preferredLanguage,
      emailVerified: account._verified === true,
      createdAt: account.createdAt,
      updatedAt: account.updatedAt,
    },
    ...byAccount,
    ...byEmail,
  }
  return Response.json(record, {
    headers: { 'Cache-Control': 'no-store', 'Content-Disposition': `attachment; filename="customer-${account.id}-export.json"` },
  })
}
