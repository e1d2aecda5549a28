import type { CollectionConfig } from 'payload'
import { staffOnly } from '../access'

/** Messages from the contact form. The site stores them through its service; only staff read or handle them. */
export const ContactMessages: CollectionConfig = {
  slug: 'contact-messages',
  admin: { useAsTitle: 'subject', defaultColumns: ['subject', 'name', 'email', 'handled', 'createdAt'], group: 'Inbox' },
  // Customer data held by e-mail (ADR 022): never the customer's through the API, even with a matching address.
  access: { read: staffOnly, create: staffOnly, update: staffOnly, delete: staffOnly },
  defaultSort: '-createdAt',
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 100 },
    { name: 'email', type: 'email', required: true },
    { name: 'subject', type: 'text', required: true, maxLength: 150 },
    { name: 'message', type: 'textarea', required: true, maxLength: 5000 },
    { name: 'handled', type: 'checkbox', defaultValue: false, index: true },
  ],
}
