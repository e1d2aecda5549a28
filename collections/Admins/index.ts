import type { CollectionConfig } from 'payload'
import { adminsOnly, adminsOnlyField, isAdmin, staffAdminPanel } from '../access'

/** CMS staff: the admin UI's users. Customers live in their own collection and never sign in here. */
export const Admins: CollectionConfig = {
  slug: 'admins',
  auth: { maxLoginAttempts: 5, lockTime: 15 * 60 * 1000, useAPIKey: false },
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
