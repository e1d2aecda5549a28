// Shapes of the Hindi seed content (seed/content/hi/*.ts). Each Hindi file translates the English file of the same
// name, field for field; what is not text a visitor reads (slugs, prices, ratings, order, icons, URLs) is not repeated
// and stays as the English document has it. Unit tests beside the Hindi files check that every English entry has its
// Hindi counterpart and nothing more.
import type { Block, SeedLanding, SeedPricingPage, SeedReadingText } from './types'

/** Keyed by the English post's slug. */
export type SeedPostHi = { title: string; excerpt: string; imageAlt: string; body: Block[] }

/** Keyed by page slug. */
export type SeedPageHi = { title: string; description: string; body: Block[] }

/** In the same order as the English FAQs. */
export type SeedFaqHi = { question: string; answer: string }

/** In the same order as the English testimonials; the person's name is not translated. */
export type SeedTestimonialHi = { city: string; quote: string }

/** Keyed by the astrologer's slug; the name is not translated. */
export type SeedAstrologerHi = { specialty: string; bio: string; languages: string[]; imageAlt: string }

/** Keyed by the English tier's `order`. */
export type SeedTierHi = { name: string; features: string[] }

/** The readable text of the site settings; the site name and e-mail address are not translated. */
export type SeedSiteSettingsHi = {
  tagline: string
  country: string
  footerBlurb: string
  claims: { users: string; encryption: string; updates: string }
  newsletter: { heading: string; body: string; successTitle: string; successBody: string }
  blog: { heading: string; intro: string }
}

/** The landing page's text; feature icons are not translated (features in the English order). */
export type SeedLandingHi = Omit<SeedLanding, 'features'> & { features: { title: string; body: string }[] }

export type SeedPricingPageHi = SeedPricingPage

/** In the same order as the English reading texts, with the same section and `appliesTo`; only `text` differs. */
export type SeedReadingTextHi = SeedReadingText
