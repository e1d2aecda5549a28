import type { GlobalConfig } from 'payload'
import { adminsOnlyField, anyone, staffOnly } from '../access'
import { requiredArea as area, localized, requiredText as text } from '../fields/text'
import { invalidatePublicGlobalHooks } from '../hooks/invalidate'

export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  admin: { group: 'Settings' },
  access: { read: anyone, update: staffOnly },
  fields: [
    text('siteName', 60),
    localized(text('tagline', 160)),
    { name: 'contactEmail', type: 'email', required: true },
    localized(text('country', 60)),
    { name: 'footerBlurb', type: 'textarea', required: true, maxLength: 400, localized: true },
    {
      name: 'claims',
      type: 'group',
      localized: true,
      fields: [text('users', 60), text('encryption', 120), text('updates', 120)],
    },
    {
      name: 'newsletter',
      type: 'group',
      localized: true,
      fields: [text('heading', 120), area('body', 400), text('successTitle', 120), text('successBody', 200)],
    },
    { name: 'blog', type: 'group', localized: true, fields: [text('heading', 120), area('intro', 400)] },
    {
      // Accounts that buy without paying (issue 15; the spec's one hard-coded address made a list). Only admins see or
      // change it: the site reads it on the server.
      name: 'complimentaryEmails',
      label: 'Complimentary accounts',
      type: 'array',
      maxRows: 50,
      access: { read: adminsOnlyField, update: adminsOnlyField },
      admin: { description: 'Customers with these e-mail addresses see “Admin Access” on the pricing page and get any pack free.' },
      fields: [{ name: 'email', type: 'email', required: true }],
    },
  ],
  hooks: invalidatePublicGlobalHooks,
}
