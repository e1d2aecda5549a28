import type { CollectionConfig } from 'payload'
import { ownCustomerData } from '../access'
import { forgetSessionEverywhere } from '../../app/utils/session-cache.server'

/**
 * A customer's signed-in browsers (ADR 035). The site's `__session` cookie carries a random token;
 * only its SHA-256 is stored here, so a copy of this table signs nobody in. A session ends when its row goes: sign-out,
 * "Sign out" on one device in Settings, "Sign out everywhere", a password change or reset, account deletion.
 *
 * Only the server makes and renews sessions. The customer reads and ends their own, through the site or the API;
 * staff, admins included, neither read nor change them: which devices a customer uses, and when, is not the CMS's
 * business, and an admin who must lock a customer out deletes or un-verifies the account instead.
 */
export const Sessions: CollectionConfig = {
  slug: 'sessions',
  admin: { hidden: true, useAsTitle: 'userAgent' },
  access: {
    read: ownCustomerData,
    create: () => false,
    update: () => false,
    delete: ownCustomerData,
  },
  fields: [
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true },
    // Hidden: never in an API answer or the data export.
    { name: 'tokenHash', type: 'text', required: true, unique: true, index: true, hidden: true, maxLength: 64 },
    { name: 'userAgent', type: 'text', maxLength: 400 },
    { name: 'lastSeenAt', type: 'date', required: true },
    { name: 'expiresAt', type: 'date', required: true, index: true },
  ],
  hooks: {
    // Whoever ends a session (the site, the API, the account's deletion), every process stops honouring it at once.
    afterDelete: [({ doc, req }) => forgetSessionEverywhere(req, doc.id)],
    afterChange: [({ doc, req }) => forgetSessionEverywhere(req, doc.id)],
  },
}
