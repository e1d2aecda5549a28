import type { GlobalConfig } from 'payload'
import { FEATURE_ICONS } from '../../app/schemas/feature-icons'
import { anyone, staffOnly } from '../access'
import { requiredArea as area, localized, requiredText as text } from '../fields/text'
import { invalidatePublicGlobalHooks } from '../hooks/invalidate'

export const Landing: GlobalConfig = {
  slug: 'landing',
  admin: { group: 'Settings' },
  access: { read: anyone, update: staffOnly },
  // In the order the landing page shows them, top to bottom.
  fields: [
    {
      name: 'hero',
      label: 'Top of the page',
      type: 'group',
      localized: true,
      fields: [
        text('eyebrow', 80),
        text('heading', 120),
        area('subheading', 400),
        text('primaryCta', 40, 'First button'),
        text('secondaryCta', 40, 'Second button'),
      ],
    },
    localized(text('featuresHeading', 120, 'Features heading')),
    localized(area('featuresIntro', 400, 'Features introduction')),
    {
      name: 'features',
      label: 'Feature cards',
      type: 'array',
      minRows: 6,
      maxRows: 6,
      fields: [
        // Named SVG icons, not emoji: emoji look different on every platform and are empty boxes without an emoji font.
        { name: 'icon', type: 'select', required: true, options: FEATURE_ICONS.map((value) => ({ label: value, value })) },
        // Only the words change with the language.
        localized(text('title', 80)),
        localized(area('body', 300)),
      ],
    },
    {
      name: 'app',
      label: 'The mobile app',
      type: 'group',
      localized: true,
      fields: [text('heading', 120), area('body', 400), { name: 'bullets', type: 'array', maxRows: 6, fields: [text('bullet', 120)] }],
    },
    {
      name: 'cta',
      label: 'Call to action',
      type: 'group',
      localized: true,
      admin: { description: 'The band after the app section; its button leads to sign-up.' },
      fields: [text('heading', 120), area('body', 300), text('button', 40)],
    },
    localized(text('blogHeading', 120, 'Latest posts heading')),
    localized(text('faqHeading', 120, 'FAQ heading')),
    localized(text('testimonialsHeading', 120)),
  ],
  hooks: invalidatePublicGlobalHooks,
}
