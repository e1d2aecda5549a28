import type { CollectionConfig } from 'payload'
import { adminsOnly } from '../access'

/** Discount codes. Only admins see or change them; the site checks a code on the server. */
export const Coupons: CollectionConfig = {
  slug: 'coupons',
  admin: { useAsTitle: 'code', defaultColumns: ['code', 'percentOff', 'active', 'validUntil', 'redemptions'], group: 'Commerce' },
  access: { read: adminsOnly, create: adminsOnly, update: adminsOnly, delete: adminsOnly },
  fields: [
    {
      name: 'code',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      maxLength: 40,
      validate: (value: string | null | undefined) =>
        (value != null && /^[A-Za-z0-9_-]{3,40}$/.test(value)) || 'Use 3 to 40 letters, digits, hyphens or underscores',
      hooks: { beforeValidate: [({ value }) => (typeof value === 'string' ? value.trim().toUpperCase() : value)] },
    },
    { name: 'percentOff', type: 'number', required: true, min: 1, max: 100 },
    { name: 'active', type: 'checkbox', defaultValue: true },
    {
      type: 'row',
      fields: [
        { name: 'validFrom', type: 'date' },
        { name: 'validUntil', type: 'date' },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'maxRedemptions', type: 'number', min: 1, admin: { description: 'Empty for no limit' } },
        { name: 'redemptions', type: 'number', defaultValue: 0, min: 0, admin: { readOnly: true } },
      ],
    },
  ],
}
