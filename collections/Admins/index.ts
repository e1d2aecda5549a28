import { APIError, type CollectionConfig, type PayloadRequest } from 'payload'
import {
  accountLocked,
  CLIENT_ADDRESS_HEADER,
  passwordCheckPassed,
  staffSignInPassed,
  takePasswordCheck,
  takeStaffSignIn,
  tooManyAttempts,
} from '../../app/utils/rate-limit.server'
import { adminsOnly, adminsOnlyField, isAdmin, staffAdminPanel } from '../access'
import { apiCookies } from '../hardening/cookies'

/** CMS staff: the admin UI's users. Customers live in their own collection and never sign in here. */
export const Admins: CollectionConfig = {
  slug: 'admins',
  auth: { maxLoginAttempts: 5, lockTime: 15 * 60 * 1000, useAPIKey: false, cookies: apiCookies() },
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'name', 'roles'], group: 'Staff' },
  access: {
    admin: staffAdminPanel,
    // Staff read their own record; admins read everyone.
    read: ({ req }) => (isAdmin(req) ? true : req.user?.collection === 'admins' ? { id: { equals: req.user.id } } : false),
    create: adminsOnly,
    update: ({ req }) => (isAdmin(req) ? true : req.user?.collection === 'admins' ? { id: { equals: req.user.id } } : false),
    delete: adminsOnly,
    unlock: adminsOnly,
  },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 120 },
    {
      name: 'roles',
      type: 'select',
      hasMany: true,
      required: true,
      // Nobody is signed in only on the first-user screen, whose account becomes an admin (the hook below): show that.
      defaultValue: ({ user }) => (user ? ['editor'] : ['admin']),
      admin: {
        description:
          'The first account is always an admin, or nobody could manage staff. Admins also manage astrologers, coupons, tiers and staff; editors edit content.',
      },
      options: [
        { label: 'Admin', value: 'admin' },
        { label: 'Editor', value: 'editor' },
      ],
      access: { create: adminsOnlyField, update: adminsOnlyField },
      saveToJWT: true,
    },
  ],
  hooks: {
    // The CMS sign-in is limited per client address (failed attempts; a right password gives its attempt back) and,
    // like the customers', takes a password check per account before Payload compares the password (ADR 036).
    beforeOperation: [
      async ({ operation, req, args }) => {
        if (operation !== 'login') return args
        const address = staffClientAddress(req)
        if (address) {
          const limit = await takeStaffSignIn(address)
          if (!limit.ok) throw new APIError(tooManyAttempts(limit.retryAfterSeconds), 429, undefined, true)
        }
        const email = (args as { data?: { email?: unknown } }).data?.email
        const checks = typeof email === 'string' ? await takePasswordCheck('admins', email) : null
        if (checks && !checks.ok) throw new APIError(accountLocked(checks.retryAfterSeconds), 429, undefined, true)
        return args
      },
    ],
    afterLogin: [
      async ({ req, user }) => {
        const address = staffClientAddress(req)
        if (address) await staffSignInPassed(address)
        if (typeof user?.email === 'string') await passwordCheckPassed('admins', user.email)
      },
    ],
    beforeValidate: [
      // The very first account (created on the admin's first-user screen) is an admin, or nobody could manage staff.
      async ({ data, operation, req }) => {
        if (operation !== 'create' || !data) return data
        const { totalDocs } = await req.payload.count({ collection: 'admins', req })
        if (totalDocs === 0) data.roles = ['admin']
        return data
      },
    ],
  },
}

/** The client address server.mjs hands over for Payload's own endpoints; none for the Local API. */
function staffClientAddress(req: PayloadRequest): string | null {
  return req.payloadAPI === 'local' ? null : req.headers.get(CLIENT_ADDRESS_HEADER) || null
}
