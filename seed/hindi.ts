// The Hindi of the seed content, gathered in one module for seed/run.ts. The texts themselves are written by hand in
// seed/content/hi/*.ts (shapes in seed/translations.ts).
import type { PageSlug } from '../app/utils/site-pages.mjs'
import { astrologersHi } from './content/hi/astrologers'
import { faqsHi } from './content/hi/faqs'
import { pagesHi } from './content/hi/pages'
import { postsHi } from './content/hi/posts'
import { readingTextsHi } from './content/hi/reading-texts'
import { landingHi, pricingPageHi, siteSettingsHi } from './content/hi/site'
import { testimonialsHi } from './content/hi/testimonials'
import { tiersHi } from './content/hi/tiers'
import type {
  SeedAstrologerHi,
  SeedFaqHi,
  SeedLandingHi,
  SeedPageHi,
  SeedPostHi,
  SeedPricingPageHi,
  SeedReadingTextHi,
  SeedSiteSettingsHi,
  SeedTestimonialHi,
  SeedTierHi,
} from './translations'

/**
 * The Hindi the seed writes beside the English. Lists follow the English order (reading texts, FAQs,
 * testimonials); records are keyed as seed/translations.ts says (slug, page slug, tier order). What is absent is
 * left untranslated: the site shows the English, the admin shows the document as lacking Hindi.
 */
export type HindiSeed = {
  readingTexts: readonly SeedReadingTextHi[]
  posts: Readonly<Partial<Record<string, SeedPostHi>>>
  pages: Readonly<Partial<Record<PageSlug, SeedPageHi>>>
  faqs: readonly SeedFaqHi[]
  testimonials: readonly SeedTestimonialHi[]
  astrologers: Readonly<Partial<Record<string, SeedAstrologerHi>>>
  tiers: Readonly<Partial<Record<number, SeedTierHi>>>
  siteSettings?: SeedSiteSettingsHi
  landing?: SeedLandingHi
  pricingPage?: SeedPricingPageHi
}

export const hindiSeed: HindiSeed = {
  readingTexts: readingTextsHi,
  posts: postsHi,
  pages: pagesHi,
  faqs: faqsHi,
  testimonials: testimonialsHi,
  astrologers: astrologersHi,
  tiers: tiersHi,
  siteSettings: siteSettingsHi,
  landing: landingHi,
  pricingPage: pricingPageHi,
}
