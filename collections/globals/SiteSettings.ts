import type { GlobalConfig } from 'payload'
import { anyone, staffOnly } from '../access'
import { requiredArea as area, localized, requiredText as text } from '../fields/text'
import { urlField } from '../fields/url'
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
      fields: [text('users', 60), text('encryption', 120), text('updates', 120), text('iosMinimum', 40), text('androidMinimum', 40)],
    },
    {
      name: 'apps',
      type: 'group',
      fields: [
        urlField('appStoreUrl', { label: 'App Store link' }),
        urlField('playStoreUrl', { label: 'Google Play link' }),
        urlField('apkUrl', { label: 'APK download link' }),
      ],
    },
    {
      name: 'newsletter',
      type: 'group',
      localized: true,
      fields: [text('heading', 120), area('body', 400), text('successTitle', 120), text('successBody', 200)],
    },
    { name: 'blog', type: 'group', localized: true, fields: [text('heading', 120), area('intro', 400)] },
  ],
  hooks: invalidatePublicGlobalHooks,
}
