import type { CollectionConfig } from 'payload'
import { adminsOnly, nobody } from '../access'

/** What staff did to a customer's private data or account; each action records a stated reason. */
const AUDITED_ACTIONS = [
  { value: 'reveal-birth-data', label: 'Revealed birth data' },
  { value: 'export-customer-data', label: 'Exported customer data' },
  { value: 'grant-credits', label: 'Granted credits' },
] as const
export type AuditedAction = (typeof AUDITED_ACTIONS)[number]['value']

/**
 * Who looked at which customer's private data, when and why (ADR 073). Entries are written only by the server
 * (collections/AuditLog/record.ts), in the request that reveals or exports the data; admins read them; nobody, admins
 * included, edits or deletes one through the admin or the APIs. The e-mail addresses are copied into each entry so it
 * still says who and whom after a staff account or a customer account is deleted.
 */
export const AuditLog: CollectionConfig = {
  slug: 'audit-log',
  labels: { singular: 'Audit entry', plural: 'Audit log' },
  admin: {
    useAsTitle: 'action',
    defaultColumns: ['createdAt', 'action', 'staffEmail', 'customerEmail', 'reason'],
    group: 'Staff',
    description: 'Every reveal of a customer’s birth data and every export of their data, with the reason given. Entries cannot be changed or deleted.',
  },
  access: { read: adminsOnly, create: nobody, update: nobody, delete: nobody, readVersions: nobody },
  defaultSort: '-createdAt',
  fields: [
    { name: 'action', type: 'select', required: true, options: [...AUDITED_ACTIONS], index: true },
    { name: 'staff', type: 'relationship', relationTo: 'admins', admin: { description: 'Empty once the staff account is deleted.' } },
    { name: 'staffEmail', type: 'email', required: true, label: 'Staff e-mail' },
    { name: 'customer', type: 'relationship', relationTo: 'users', index: true, admin: { description: 'Empty once the customer deletes the account.' } },
    { name: 'customerEmail', type: 'email', required: true, label: 'Customer e-mail' },
    { name: 'reason', type: 'textarea', required: true, maxLength: 500 },
  ],
}
