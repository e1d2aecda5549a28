import type { GlobalConfig } from 'payload'
import { FEATURE_ICONS } from '../../app/schemas/feature-icons'
import { anyone, staffOnly } from '../access'
import { requiredArea as area, localized, requiredText as text } from '../fields/text'
import { invalidatePublicGlobalHooks } from '../hooks/invalidate'

export const Landing: GlobalConfig = {
  slug: 'landing',
  admin: { group: 'Settings' },
  access: { read: anyone, update: staffOnly },
  fields: [
    localized(text('featuresHeading', 120)),
    localized(area('featuresIntro', 400)),
    {
      name: 'hero',
      type: 'group',
      localized: true,
      fields: [text('eyebrow', 80), text('heading', 120), area('subheading', 400), text('primaryCta', 40), text('secondaryCta', 40)],
    },
    {
      name: 'features',
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
      type: 'group',
      localized: true,
      fields: [text('heading', 120), area('body', 400), { name: 'bullets', type: 'array', maxRows: 6, fields: [text('bullet', 120)] }],
    },
    { name: 'cta', type: 'group', localized: true, fields: [text('heading', 120), area('body', 300), text('button', 40)] },
    localized(text('blogHeading', 120)),
    localized(text('faqHeading', 120)),
    localized(text('testimonialsHeading', 120)),
  ],
  hooks: invalidatePublicGlobalHooks,
}
