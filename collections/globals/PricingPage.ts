import type { GlobalConfig } from 'payload'
import { anyone, staffOnly } from '../access'
import { requiredArea as area, localized, requiredText as text } from '../fields/text'
import { invalidatePublicGlobalHooks } from '../hooks/invalidate'

/** The words of the pricing page; the prices themselves are the tiers. */
export const PricingPage: GlobalConfig = {
  slug: 'pricing-page',
  admin: { group: 'Settings' },
  access: { read: anyone, update: staffOnly },
  fields: [
    localized(text('heading', 120)),
    localized(area('intro', 400)),
    localized(text('freeName', 60)),
    localized(text('freePrice', 40)),
    { name: 'freeFeatures', type: 'array', localized: true, maxRows: 10, fields: [text('feature', 120)] },
    localized(text('freeButton', 40)),
    localized(text('sketchHeading', 80)),
  ],
  hooks: invalidatePublicGlobalHooks,
}
