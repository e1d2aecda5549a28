// Named access rules, written out for every operation of every collection (ARCHITECTURE.md, "Access control is explicit").
import type { Access, FieldAccess, PayloadRequest } from 'payload'

type StaffRole = 'admin' | 'editor'
type Staff = { collection: 'admins'; roles?: StaffRole[] | null }

function staffOf(req: PayloadRequest): Staff | null {
  const user = req.user as (Staff & { collection?: string }) | null
  return user && user.collection === 'admins' ? user : null
}

export const isStaff = (req: PayloadRequest) => staffOf(req) !== null
export const isAdmin = (req: PayloadRequest) => Boolean(staffOf(req)?.roles?.includes('admin'))

export const anyone: Access = () => true
export const staffOnly: Access = ({ req }) => isStaff(req)
export const adminsOnly: Access = ({ req }) => isAdmin(req)
export const adminsOnlyField: FieldAccess = ({ req }) => isAdmin(req)

/** Staff see drafts; everyone else sees only published documents. */
export const publishedOrStaff: Access = ({ req }) => (isStaff(req) ? true : { _status: { equals: 'published' } })

/** Staff may use the admin UI; customers (a separate auth collection) never can. */
export const staffAdminPanel = ({ req }: { req: PayloadRequest }) => isStaff(req)
