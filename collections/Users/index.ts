import { APIError, type CollectionConfig } from 'payload'
import { LANGUAGES } from '../../app/schemas/languages'
import {
  accountLocked,
  CLIENT_ADDRESS_HEADER,
  limitAccountAction,
  passwordCheckPassed,
  signInClient,
  takePasswordCheck,
  tooManyAttempts,
} from '../../app/utils/rate-limit.server'
import { adminsOnly, adminsOnlyField, customerId, isAdmin, nobody, selfOrAdmin } from '../access'
import { checkNewPassword, customerPasswordProblem } from '../access/passwords'
import { releaseBookingsOf } from '../Consultations/check'
import { CUSTOMER_DATA, CUSTOMER_DATA_BY_EMAIL, CUSTOMER_RECORDS_KEPT, ERASED_WITH_ACCOUNT } from '../../app/domain/customer-data'
import { apiCookies } from '../hardening/cookies'
import { forgetUserEverywhere } from '../../app/utils/session-cache.server'
import { passwordResetMail, verificationMail } from '../../app/utils/customer-mail.server'
import { grantCreditsHandler } from './grant-credits'
import { supportExport } from './support-export'

const SERVER_ONLY = { read: nobody, create: nobody, update: nobody }

/** Set on a request that gives an account a new password, so the change ends that account's site sessions. */
const PASSWORD_SET = 'cosmic:passwordSet'

/**
 * What a customer may change about their own account through the API; everything else is the server's. The password
 * changes only on the site, which asks for the current one and ends the other sessions (ADR 013).
 */
const CUSTOMER_EDITABLE = new Set(['fullName', 'preferredLanguage'])

/**
 * Auth operations that only the site may start: they send mail or set a password, and the site rate-limits them and
 * ends the other sessions afterwards. Through REST or GraphQL they are refused. So is renewing an API token: a
 * customer's JWT then lives at most `tokenExpiration` (an hour), which bounds how long one issued before a password
 * change or reset still works (ADR 013).
 */
const SITE_ONLY_OPERATIONS = new Set(['forgotPassword', 'resetPassword', 'refresh'])

/**
 * Customers of the site, apart from CMS staff (docs/architecture.md, auth). On the site a customer's session is a row of
 * `sessions` named by the site's cookie (ADR 035). Payload's own session records (`useSessions`) are on for the API:
 * each JWT from /api/users/login names one, /api/users/logout ends it, and a password change or reset ends them all.
 */
export const Users: CollectionConfig = {
  slug: 'users',
  auth: {
    verify: {
      generateEmailSubject: ({ user, token }) => verificationMail(user, token).subject,
      generateEmailHTML: ({ user, token }) => verificationMail(user, token).html,
    },
    forgotPassword: {
      expiration: 60 * 60 * 1000,
      generateEmailSubject: (args) => passwordResetMail(args?.user, args?.token ?? '').subject,
      generateEmailHTML: (args) => passwordResetMail(args?.user, args?.token ?? '').html,
    },
    // Payload's lockout locks the account for everyone, so anybody could keep its owner out with wrong passwords. Our
    // password checks per account and client, and the looser ceiling per account, take its place (ADR 166).
    maxLoginAttempts: 0,
    useSessions: true,
    tokenExpiration: 60 * 60,
    useAPIKey: false,
    cookies: apiCookies(),
  },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'fullName', 'preferredLanguage', '_verified', 'createdAt'],
    group: 'Customers',
    description: 'Customer accounts of the site. Only admins see them; birth data lives in Profiles.',
  },
  endpoints: [
    { path: '/:id/support-export', method: 'post', handler: supportExport },
    { path: '/:id/grant-credits', method: 'post', handler: grantCreditsHandler },
  ],
  access: {
    // Customers never reach the admin UI.
    admin: () => false,
    read: selfOrAdmin,
    // Accounts are made by sign-up on the site, which rate-limits and validates; the API cannot make one.
    create: adminsOnly,
    update: selfOrAdmin,
    // A customer deletes their account on the site, which asks for the password first (ADR 037); the API does not
    // offer it, where a stolen token would be enough (ADR 167). Admins still can, in the CMS.
    delete: adminsOnly,
    unlock: adminsOnly,
  },
  fields: [
    { name: 'fullName', type: 'text', required: true, maxLength: 100 },
    {
      name: 'preferredLanguage',
      type: 'select',
      required: true,
      defaultValue: 'en',
      options: LANGUAGES.map(({ value, label }) => ({ value, label })),
    },
    {
      // Replaces the original product's hard-coded admin e-mail (spec 6); only CMS admins set it.
      name: 'isAdmin',
      type: 'checkbox',
      defaultValue: false,
      access: { create: adminsOnlyField, update: adminsOnlyField },
      admin: { description: 'Treated as an admin on the pricing page.' },
    },
    // Admins export a customer's data for a support request here, with a reason the audit log keeps (ADR 073).
    { name: 'supportExport', type: 'ui', admin: { components: { Field: '/components/SupportExport#SupportExport' } } },
    // Admins give credits here, with a reason the audit log keeps; the ledger gets a `grant` row.
    { name: 'grantCredits', type: 'ui', admin: { components: { Field: '/components/GrantCredits#GrantCredits' } } },
    // The one-time sign-in link by e-mail (ADR 166): only the SHA-256 of its token, and when it stops working. Only the
    // server reads or writes them; hidden from every answer, the admin and the export.
    { name: 'signInLinkHash', type: 'text', hidden: true, index: true, maxLength: 64, access: SERVER_ONLY },
    { name: 'signInLinkExpiresAt', type: 'date', hidden: true, access: SERVER_ONLY },
  ],
  hooks: {
    beforeOperation: [
      async ({ operation, req, args }) => {
        // Accounts come from sign-up on the site or from an admin. This also shuts Payload's first-register endpoint,
        // which would otherwise let anyone make (and verify) the first customer account while there is none.
        if (operation === 'create' && req.payloadAPI !== 'local' && !isAdmin(req)) {
          throw new APIError('Please sign up on the Cosmic Insights website.', 403, undefined, true)
        }
        if (operation === 'login') {
          const given = (args as { data?: { email?: unknown } }).data?.email
          const email = typeof given === 'string' ? given : null
          // A sign-in through REST or GraphQL (how a customer gets a JWT for the API) counts against the same limits,
          // and the same counters, as the site's form (ADR 015), which counts its own before it calls here.
          if (req.payloadAPI !== 'local') {
            const limit = await limitAccountAction('sign-in', req.headers.get(CLIENT_ADDRESS_HEADER) || null, email)
            if (!limit.ok) throw new APIError(tooManyAttempts(limit.retryAfterSeconds), 429, undefined, true)
          }
          // Every sign-in, the site's included, takes a password check for the account and this client before Payload
          // compares the password, so simultaneous guesses cannot outrun the limit (ADR 036) and a stranger's guesses
          // spend only the stranger's checks (ADR 166). Over the limit the password is not checked.
          const checks = email === null ? null : await takePasswordCheck('users', email, signInClient(req))
          if (checks && !checks.ok) throw new APIError(accountLocked(checks.retryAfterSeconds), 429, undefined, true)
        }
        if (SITE_ONLY_OPERATIONS.has(operation) && req.payloadAPI !== 'local') {
          throw new APIError('Please use the Cosmic Insights website for this.', 403, undefined, true)
        }
        // Payload reads a new password before any change hook runs, so a customer's attempt is refused here.
        if (operation === 'update' && customerId(req) !== null && (args as { data?: { password?: unknown } }).data?.password !== undefined) {
          throw new APIError('Please change your password on the Cosmic Insights website.', 403, undefined, true)
        }
        return args
      },
      // The site's rule for customers' passwords holds wherever one is set, an admin's screen included.
      checkNewPassword('users', customerPasswordProblem),
      ({ operation, req, args }) => {
        const password = (args as { data?: { password?: unknown } }).data?.password
        if (operation === 'update' && typeof password === 'string' && password !== '') req.context[PASSWORD_SET] = true
        return args
      },
    ],
    afterLogin: [
      async ({ req, user }) => {
        if (typeof user?.email === 'string') await passwordCheckPassed('users', user.email, signInClient(req))
      },
    ],
    afterChange: [
      // A new password ends the account's site sessions, whoever set it: an admin locking a hijacker out of an
      // account does what the site's own password change does (ADR 035). Payload has already emptied the API sessions.
      async ({ doc, operation, req }) => {
        if (operation === 'update' && req.context[PASSWORD_SET]) {
          await req.payload.delete({ collection: 'sessions', where: { user: { equals: doc.id } }, overrideAccess: true, req })
        }
      },
      // The cached sessions carry the account's name and language: the next request reads them fresh.
      ({ doc, req }) => forgetUserEverywhere(req, doc.id),
    ],
    afterRead: [
      // Payload lets a reader whose id equals the account's see its API sessions, whatever collection the reader is
      // from, so staff member 1 would see customer 1's. Only the customer themselves (and the server) see them.
      ({ doc, req, overrideAccess }) => {
        if (overrideAccess !== true && String(customerId(req)) !== String(doc.id)) delete doc.sessions
        return doc
      },
    ],
    beforeChange: [
      ({ data, operation, originalDoc, req }) => {
        if (operation !== 'update' || customerId(req) === null) return data
        if (typeof data.email === 'string' && data.email.toLowerCase() !== String(originalDoc?.email).toLowerCase()) {
          throw new APIError('Your e-mail address cannot be changed here.', 403, undefined, true)
        }
        // A customer acting through the API changes only their name and language.
        for (const key of Object.keys(data)) if (!CUSTOMER_EDITABLE.has(key) && key !== 'email') data[key] = originalDoc?.[key]
        return data
      },
    ],
    beforeDelete: [
      // An account goes with everything stored about it, in the same transaction.
      async ({ id, req }) => {
        for (const collection of CUSTOMER_DATA) {
          await req.payload.delete({ collection, where: { user: { equals: id } }, overrideAccess: true, req })
        }
        // Kept records lose their customer (ADRs 100, 133), written past the hooks that keep an owner once set; a
        // booking still ahead is cancelled first, so its astrologer's time is free again.
        await releaseBookingsOf(req, id)
        for (const collection of CUSTOMER_RECORDS_KEPT) {
          await req.payload.db.updateMany({ collection, where: { user: { equals: id } }, data: ERASED_WITH_ACCOUNT[collection], req, returning: false })
        }
        const account = await req.payload.findByID({ collection: 'users', id, depth: 0, overrideAccess: true, req, disableErrors: true })
        if (!account?.email) return
        for (const collection of CUSTOMER_DATA_BY_EMAIL) {
          await req.payload.delete({ collection, where: { email: { equals: account.email } }, overrideAccess: true, req })
        }
        // The audit log keeps what staff did (ADR 073), but not whom it was done to once that person is gone: the
        // address gives way to a marker naming only the deleted account's number.
        await req.payload.update({
          collection: 'audit-log',
          where: { customerEmail: { equals: account.email } },
          data: { customerEmail: `deleted-account-${id}@erased.invalid` },
          overrideAccess: true,
          req,
        })
      },
    ],
  },
}
