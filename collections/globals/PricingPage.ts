import type { GlobalConfig } from 'payload'
import { anyone, staffOnly } from '../access'
import { requiredArea as area, described, localized, requiredText as text } from '../fields/text'
import { invalidatePublicGlobalHooks } from '../hooks/invalidate'

/** The words of the pricing page; the prices themselves are the tiers. */
export const PricingPage: GlobalConfig = {
  slug: 'pricing-page',
  admin: { group: 'Settings' },
  access: { read: anyone, update: staffOnly },
  fields: [
    localized(text('heading', 120)),
    localized(area('intro', 400, 'Introduction')),
    localized(text('freeName', 60, 'Free card: name')),
    localized(described(text('freePrice', 40, 'Free card: price'), 'Words, e.g. “Free”: the free plan has no price to pay')),
    { name: 'freeFeatures', label: 'Free card: features', type: 'array', localized: true, maxRows: 10, fields: [text('feature', 120)] },
    localized(text('freeButton', 40, 'Free card: button')),
    localized(described(text('sketchHeading', 80, 'Sketch packs heading'), 'Above the slider; the packs and their prices are the Tiers')),
  ],
  hooks: invalidatePublicGlobalHooks,
}
