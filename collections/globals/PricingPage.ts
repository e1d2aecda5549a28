import type { GlobalConfig } from 'payload'
import { anyone, staffOnly } from '../access'
import { requiredArea as area, requiredText as text } from '../fields/text'
import { invalidatePublicGlobalHooks } from '../hooks/invalidate'

/** The words of the pricing page; the prices themselves are the tiers. */
export const PricingPage: GlobalConfig = {
  slug: 'pricing-page',
  admin: { group: 'Settings' },
  access: { read: anyone, update: staffOnly },
  fields: [
    text('heading', 120),
    area('intro', 400),
    text('freeName', 60),
    text('freePrice', 40),
    { name: 'freeFeatures', type: 'array', maxRows: 10, fields: [text('feature', 120)] },
    text('freeButton', 40),
    text('sketchHeading', 80),
  ],
  hooks: invalidatePublicGlobalHooks,
}
