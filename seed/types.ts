// Shapes of the seed content. The content itself lives in seed/content/*.ts and is written by
// hand for this product; scripts/seed.ts turns it into Payload documents (Lexical rich text, media). The lists the
// site and the collections declare (categories, page slugs, reading sections) are imported, never repeated.
import type { PostCategory } from '../app/schemas/blog'
import type { PageSlug } from '../app/utils/site-pages.mjs'
import type { READING_SECTIONS } from '../collections/ReadingTexts'

/** A block of rich text. Inline **bold** and *italic* are recognised inside strings. */
export type Block = { h2: string } | { h3: string } | { p: string } | { ul: string[] } | { ol: string[] } | { quote: string }

/** A seed illustration: an SVG document, rendered to WebP by sharp at seed time. */
export type SeedImage = { filename: string; alt: string; svg: string }

export type SeedPost = {
  title: string
  slug: string
  excerpt: string
  category: PostCategory
  tags: string[]
  /** Minutes. */
  readTime: number
  /** ISO date, YYYY-MM-DD. The three newest are the landing page's teasers. */
  publishedAt: string
  image: SeedImage
  body: Block[]
}

export type SeedPage = {
  slug: PageSlug
  title: string
  /** Meta description, at most 160 characters. */
  description: string
  body: Block[]
}

export type SeedFaq = { question: string; answer: string; placement: 'landing' | 'contact'; order: number }

export type SeedTestimonial = { name: string; city: string; quote: string; rating: 5; order: number }

export type SeedAstrologer = {
  name: string
  slug: string
  rating: number
  specialty: string
  pricePerSession: number
  bio: string
  languages: string[]
  yearsOfExperience: number
  image: SeedImage
  /** The booking calendar: hours on the astrologer's own clock, in their IANA zone. */
  timeZone: string
  consultationTypes: ('video' | 'audio' | 'chat')[]
  availability: { weekday: 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun'; from: string; to: string }[]
  daysOff: { date: string; note: string }[]
}

export type SeedTier = {
  name: string
  sketches: number
  price: number
  regularPrice: number
  credits: number
  accessDays: number
  features: string[]
  mostPopular: boolean
  order: number
}

export type AppliesTo =
  | { kind: 'general' }
  | { kind: 'sign'; value: string } // tropical sun sign or rashi name in English: Aries … Pisces
  | { kind: 'nakshatra'; value: string } // e.g. Ashwini
  | { kind: 'number'; value: string } // numerology number, '1'..'9', '11', '22', '33'
  | { kind: 'band'; value: 'low' | 'medium' | 'high' } // a score band
  | { kind: 'koota'; value: 'varna' | 'vashya' | 'tara' | 'yoni' | 'graha_maitri' | 'gana' | 'bhakoot' | 'nadi' }

export type ReadingSection = (typeof READING_SECTIONS)[number]

export type SeedReadingText = { section: ReadingSection; appliesTo: AppliesTo; text: string }

export type SeedSiteSettings = {
  siteName: string
  tagline: string
  contactEmail: string
  country: string
  footerBlurb: string
  claims: { users: string; encryption: string; updates: string }
  newsletter: { heading: string; body: string; successTitle: string; successBody: string }
  blog: { heading: string; intro: string }
}

export type SeedPricingPage = {
  heading: string
  intro: string
  freeName: string
  freePrice: string
  freeFeatures: string[]
  freeButton: string
  sketchHeading: string
}

export type SeedLanding = {
  featuresHeading: string
  featuresIntro: string
  hero: { eyebrow: string; heading: string; subheading: string; primaryCta: string; secondaryCta: string }
  features: { icon: string; title: string; body: string }[]
  app: { heading: string; body: string; bullets: string[] }
  cta: { heading: string; body: string; button: string }
  blogHeading: string
  faqHeading: string
  testimonialsHeading: string
}
