// Named access rules, written out for every operation of every collection (docs/architecture.md, "Access control is explicit").
import type { Access, FieldAccess, PayloadRequest } from 'payload'

type StaffRole = 'admin' | 'editor'
type Staff = { collection: 'admins'; roles?: StaffRole[] | null }

function staffOf(req: PayloadRequest): Staff | null {
  const user = req.user as (Staff & { collection?: string }) | null
  return user && user.collection === 'admins' ? user : null
}

export const isStaff = (req: PayloadRequest) => staffOf(req) !== null
/** The customer acting on this request (signed in to the REST/GraphQL API with a `users` token), or null. */
export const customerId = (req: PayloadRequest): number | string | null => (req.user && req.user.collection === 'users' ? req.user.id : null)
export const isAdmin = (req: PayloadRequest) => Boolean(staffOf(req)?.roles?.includes('admin'))

export const anyone: Access = () => true
export const staffOnly: Access = ({ req }) => isStaff(req)
export const adminsOnly: Access = ({ req }) => isAdmin(req)
export const adminsOnlyField: FieldAccess = ({ req }) => isAdmin(req)

/** Staff see drafts; everyone else sees only published documents. */
export const publishedOrStaff: Access = ({ req }) => (isStaff(req) ? true : { _status: { equals: 'published' } })

/** A customer's own account; CMS admins see every account, editors none (customer data is not content). */
export const selfOrAdmin: Access = ({ req }) => {
  if (isAdmin(req)) return true
  const id = customerId(req)
  return id === null ? false : { id: { equals: id } }
}

/** Customer data: only the customer it belongs to (by its `user` field) reads and writes it. */
export const ownCustomerData: Access = ({ req }) => {
  const id = customerId(req)
  return id === null ? false : { user: { equals: id } }
}

/** Reading customer data: its owner, and CMS admins through the admin. */
export const ownCustomerDataOrAdmin: Access = (args) => (isAdmin(args.req) ? true : ownCustomerData(args))

/**
 * Nobody, through any API: records the server alone makes or changes, after its own rules (a premium check, an
 * analysis it computed). A customer who could write one directly could store what the site never made, and the site
 * would then show it, share it or choke on it.
 */
export const nobody = (): false => false

/** Only a signed-in customer creates customer data (a hook then makes it theirs). */
export const customersOnly: Access = ({ req }) => customerId(req) !== null

/** Staff may use the admin UI; customers (a separate auth collection) never can. */
export const staffAdminPanel = ({ req }: { req: PayloadRequest }) => isStaff(req)
