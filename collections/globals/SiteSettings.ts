import type { GlobalConfig } from 'payload'
import { adminsOnlyField, anyone, staffOnly } from '../access'
import { requiredArea as area, described, localized, requiredText as text } from '../fields/text'
import { invalidatePublicGlobalHooks } from '../hooks/invalidate'

export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  admin: { group: 'Settings' },
  access: { read: anyone, update: staffOnly },
  fields: [
    text('siteName', 60),
    localized(text('tagline', 160)),
    {
      name: 'contactEmail',
      label: 'Contact e-mail',
      type: 'email',
      required: true,
      admin: { description: 'Shown on the contact page and wherever a page’s text says {contactEmail}.' },
    },
    localized(text('country', 60)),
    { name: 'footerBlurb', label: 'Footer text', type: 'textarea', required: true, maxLength: 400, localized: true },
    {
      name: 'claims',
      label: 'Claims under the hero',
      type: 'group',
      localized: true,
      admin: { description: 'The short lines with icons under the landing page’s buttons.' },
      fields: [
        described(text('users', 60, 'Users'), 'Beside the star, e.g. “Trusted by 50,000+ users”'),
        described(text('encryption', 120, 'Privacy'), 'Beside the lock'),
        described(text('updates', 120, 'Updates'), 'Beside the moon'),
      ],
    },
    {
      name: 'newsletter',
      type: 'group',
      localized: true,
      fields: [
        text('heading', 120),
        area('body', 400),
        described(text('successTitle', 120, 'Thank-you title'), 'Shown once an address has signed up'),
        text('successBody', 200, 'Thank-you message'),
      ],
    },
    { name: 'blog', label: 'Blog page', type: 'group', localized: true, fields: [text('heading', 120), area('intro', 400, 'Introduction')] },
    {
      // Accounts that buy without paying (the spec's one hard-coded address made a list). Only admins see or
      // change it: the site reads it on the server.
      name: 'complimentaryEmails',
      label: 'Complimentary accounts',
      type: 'array',
      maxRows: 50,
      access: { read: adminsOnlyField, update: adminsOnlyField },
      admin: { description: 'Customers with these e-mail addresses see “Admin Access” on the pricing page and get any pack free.' },
      fields: [{ name: 'email', label: 'E-mail', type: 'email', required: true }],
    },
  ],
  hooks: invalidatePublicGlobalHooks,
}
