import type { CollectionConfig } from 'payload'
import { adminsOnly, nobody, staffOnly } from '../access'

/** What the visitor wrote stays as they wrote it: read-only in the admin, for admins too. */
const asSent = { update: nobody }

/**
 * Messages from the contact form. The site stores them through its service; staff read them and mark them handled,
 * only admins delete them, and nobody creates or rewrites one in the admin or the APIs (ADR 022).
 */
export const ContactMessages: CollectionConfig = {
  slug: 'contact-messages',
  admin: { useAsTitle: 'subject', defaultColumns: ['subject', 'name', 'email', 'handled', 'createdAt'], group: 'Inbox' },
  // Customer data held by e-mail (ADR 022): never the customer's through the API, even with a matching address.
  access: { read: staffOnly, create: nobody, update: staffOnly, delete: adminsOnly },
  defaultSort: '-createdAt',
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 100, access: asSent },
    { name: 'email', type: 'email', required: true, access: asSent },
    { name: 'subject', type: 'text', required: true, maxLength: 150, access: asSent },
    { name: 'message', type: 'textarea', required: true, maxLength: 5000, access: asSent },
    { name: 'handled', type: 'checkbox', defaultValue: false, index: true, admin: { description: 'Tick once the message has been answered.' } },
  ],
}
