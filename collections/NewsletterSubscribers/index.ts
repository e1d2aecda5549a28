import type { CollectionConfig } from 'payload'
import { adminsOnly, staffOnly } from '../access'

/**
 * Newsletter sign-ups from the site's form. Staff read them; only admins change or delete one (an unsubscribe or
 * erasure request); nobody creates one in the admin or the APIs (ADR 022).
 */
export const NewsletterSubscribers: CollectionConfig = {
  slug: 'newsletter-subscribers',
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'subscribed', 'subscribedAt', 'source'], group: 'Inbox' },
  // Customer data held by e-mail (ADR 022): never the customer's through the API, even with a matching address.
  access: { read: staffOnly, create: () => false, update: adminsOnly, delete: adminsOnly },
  defaultSort: '-subscribedAt',
  fields: [
    { name: 'email', type: 'email', required: true, unique: true, index: true },
    { name: 'subscribed', type: 'checkbox', defaultValue: true },
    { name: 'subscribedAt', type: 'date', required: true },
    { name: 'source', type: 'text', maxLength: 60 },
  ],
}
