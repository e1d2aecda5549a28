import { APIError, type CollectionConfig, type PayloadRequest, ValidationError } from 'payload'
import {
  accountLocked,
  CLIENT_ADDRESS_HEADER,
  passwordCheckPassed,
  signInClient,
  staffSignInPassed,
  takePasswordCheck,
  takeStaffSignIn,
  tooManyAttempts,
} from '../../app/utils/rate-limit.server'
import { adminsOnly, adminsOnlyField, isAdmin, staffAdminPanel } from '../access'
import { checkNewPassword, staffPasswordProblem } from '../access/passwords'
import { apiCookies } from '../hardening/cookies'
import { staffPasswordResetMail } from './emails'
import { inviteStaff } from './invite'
import { ourWordsForUsedLink } from '../admin-words'

const LAST_ADMIN = 'The site needs at least one admin: make another staff member an admin first.'

/**
 * Whether anyone but `id` is an admin who can sign in, read in the same transaction as the change that asks. An invited
 * admin who has not yet chosen a password does not count: the invitation may never be taken up.
 */
async function anotherAdmin(req: PayloadRequest, id: number | string): Promise<boolean> {
  const { totalDocs } = await req.payload.count({
    collection: 'admins',
    where: {
      and: [
        { roles: { in: ['admin'] } },
        { id: { not_equals: id } },
        { or: [{ invitationPending: { equals: false } }, { invitationPending: { exists: false } }] },
      ],
    },
    overrideAccess: true,
    req,
  })
  return totalDocs > 0
}

/**
 * CMS staff, admins and editors: the admin UI's users, shown to them as "Staff" (the slug stays `admins`, ADR 072).
 * Customers live in their own collection and never sign in here.
 */
export const Admins: CollectionConfig = {
  slug: 'admins',
  labels: { singular: 'Staff member', plural: 'Staff' },
  auth: {
    // No lockout of Payload's, which anybody could use to keep a staff member out: the password checks per account and
    // client and the ceiling per account take its place (ADR 166). A staff member held back by the ceiling can reset
    // their password by e-mail, which signs them in.
    maxLoginAttempts: 0,
    useAPIKey: false,
    cookies: apiCookies(),
    // Ours rather than Payload's English one: in English and Hindi, linking to APP_URL (ADR 082). No expiration here:
    // it would override the invitations' 7 days, which reuse this token.
    forgotPassword: {
      generateEmailSubject: (args) => staffPasswordResetMail(args?.user, args?.token ?? '').subject,
      generateEmailHTML: (args) => staffPasswordResetMail(args?.user, args?.token ?? '').html,
    },
  },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'name', 'roles'],
    group: 'Staff',
    description: 'Admins and editors who sign in here. Invite someone by e-mail: they choose their own password from the link.',
    components: { beforeListTable: ['/components/InviteStaff#InviteStaff'] },
  },
  endpoints: [{ path: '/invite', method: 'post', handler: inviteStaff }],
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
    {
      // Nobody is signed in only on the first-user screen, whose account always becomes an admin: it says so, in place
      // of a role choice it would not honour.
      name: 'firstAccount',
      type: 'ui',
      admin: { condition: (_data, _siblingData, { user }) => !user, components: { Field: '/components/FirstAccountNote#FirstAccountNote' } },
    },
    { name: 'name', type: 'text', required: true, maxLength: 120 },
    {
      name: 'roles',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['editor'],
      admin: {
        condition: (_data, _siblingData, { user }) => Boolean(user),
        description:
          'Admins also manage astrologers, coupons, tiers, staff and customer accounts; editors edit content and answer messages. The site always keeps at least one admin.',
      },
      options: [
        { label: 'Admin', value: 'admin' },
        { label: 'Editor', value: 'editor' },
      ],
      access: { create: adminsOnlyField, update: adminsOnlyField },
      saveToJWT: true,
    },
    {
      // Set by the invitation (invite.ts), cleared by the invitee's first sign-in, which the password link performs.
      name: 'invitationPending',
      type: 'checkbox',
      defaultValue: false,
      label: 'Invitation not yet accepted',
      access: { create: () => false, update: () => false },
      admin: {
        readOnly: true,
        position: 'sidebar',
        condition: (data) => Boolean(data?.invitationPending),
        description: 'They have not chosen a password yet. Until they do, they do not count as the site’s admin.',
      },
    },
  ],
  hooks: {
    // An invitation or reset link already used answers in our words (ADR 234).
    afterError: [ourWordsForUsedLink],
    // The CMS sign-in is limited per client address (failed attempts; a right password gives its attempt back) and,
    // like the customers', takes a password check per account before Payload compares the password (ADR 036).
    beforeOperation: [
      checkNewPassword('admins', staffPasswordProblem),
      async ({ operation, req, args }) => {
        if (operation !== 'login') return args
        const address = staffClientAddress(req)
        if (address) {
          const limit = await takeStaffSignIn(address)
          if (!limit.ok) throw new APIError(tooManyAttempts(limit.retryAfterSeconds), 429, undefined, true)
        }
        const email = (args as { data?: { email?: unknown } }).data?.email
        const checks = typeof email === 'string' ? await takePasswordCheck('admins', email, signInClient(req)) : null
        if (checks && !checks.ok) throw new APIError(accountLocked(checks.retryAfterSeconds), 429, undefined, true)
        return args
      },
    ],
    afterLogin: [
      async ({ req, user }) => {
        const address = staffClientAddress(req)
        if (address) await staffSignInPassed(address)
        if (typeof user?.email === 'string') await passwordCheckPassed('admins', user.email, signInClient(req))
        // Choosing a password from the invitation signs the invitee in (Payload's reset-password), and only they can.
        if (user?.invitationPending) {
          await req.payload.update({ collection: 'admins', id: user.id, data: { invitationPending: false }, overrideAccess: true, req })
        }
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
    // The last admin never loses the role nor the account: nobody could manage staff or customers afterwards.
    beforeChange: [
      async ({ data, operation, originalDoc, req }) => {
        if (operation !== 'update' || !Array.isArray(data.roles) || data.roles.includes('admin')) return data
        if (!originalDoc?.roles?.includes('admin') || (await anotherAdmin(req, originalDoc.id))) return data
        throw new ValidationError({ collection: 'admins', errors: [{ message: LAST_ADMIN, path: 'roles', label: 'Roles' }] })
      },
    ],
    beforeDelete: [
      async ({ id, req }) => {
        const doc = await req.payload.findByID({ collection: 'admins', id, depth: 0, overrideAccess: true, req, disableErrors: true })
        if (doc?.roles?.includes('admin') && !(await anotherAdmin(req, id))) throw new APIError(LAST_ADMIN, 400, undefined, true)
      },
    ],
  },
}

/** The client address server.mjs hands over for Payload's own endpoints; none for the Local API. */
function staffClientAddress(req: PayloadRequest): string | null {
  return req.payloadAPI === 'local' ? null : req.headers.get(CLIENT_ADDRESS_HEADER) || null
}
