// The Hindi of the seed content, gathered in one module for seed/run.ts. The texts themselves are written by hand in
// seed/content/hi/*.ts (shapes in seed/translations.ts), on the translators' branches.
//
// MERGE: until those files are merged, each list below is empty and the seed writes English only (every document
// then shows "Hindi: Missing" in the admin). Once seed/content/hi/ exists, replace each empty constant with an import
// of the same name, e.g. `import { readingTextsHi } from './content/hi/reading-texts'`; nothing else changes.
import type { PageSlug } from '../app/utils/site-pages.mjs'
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

const readingTextsHi: SeedReadingTextHi[] = []
const postsHi: Record<string, SeedPostHi> = {}
const pagesHi: Partial<Record<PageSlug, SeedPageHi>> = {}
const faqsHi: SeedFaqHi[] = []
const testimonialsHi: SeedTestimonialHi[] = []
const astrologersHi: Record<string, SeedAstrologerHi> = {}
const tiersHi: Record<number, SeedTierHi> = {}
const siteSettingsHi: SeedSiteSettingsHi | undefined = undefined
const landingHi: SeedLandingHi | undefined = undefined
const pricingPageHi: SeedPricingPageHi | undefined = undefined

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
