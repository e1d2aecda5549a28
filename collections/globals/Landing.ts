import type { GlobalConfig } from 'payload'
import { FEATURE_ICONS } from '../../app/schemas/feature-icons'
import { anyone, staffOnly } from '../access'
import { requiredArea as area, requiredText as text } from '../fields/text'
import { invalidatePublicGlobalHooks } from '../hooks/invalidate'

export const Landing: GlobalConfig = {
  slug: 'landing',
  admin: { group: 'Settings' },
  access: { read: anyone, update: staffOnly },
  fields: [
    text('featuresHeading', 120),
    area('featuresIntro', 400),
    {
      name: 'hero',
      type: 'group',
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
        text('title', 80),
        area('body', 300),
      ],
    },
    {
      name: 'app',
      type: 'group',
      fields: [text('heading', 120), area('body', 400), { name: 'bullets', type: 'array', maxRows: 6, fields: [text('bullet', 120)] }],
    },
    { name: 'cta', type: 'group', fields: [text('heading', 120), area('body', 300), text('button', 40)] },
    text('blogHeading', 120),
    text('faqHeading', 120),
    text('testimonialsHeading', 120),
  ],
  hooks: invalidatePublicGlobalHooks,
}
