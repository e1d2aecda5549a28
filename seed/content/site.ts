import type { SeedLanding, SeedPricingPage, SeedSiteSettings } from '../types'

export const siteSettings: SeedSiteSettings = {
  siteName: 'Cosmic Insights',
  tagline: 'Personalised Vedic astrology, computed from the real sky',
  contactEmail: 'support@cosmicinsights.example',
  country: 'India',
  footerBlurb:
    'Cosmic Insights offers personalised readings tailored for Indian wisdom and traditions — Vedic charts, Kundli matching, numerology and daily guidance, calculated from your exact birth details.',
  claims: {
    users: '50,000+ users',
    encryption: 'Encrypted birth data',
    updates: 'Readings renewed every day at midnight where you are',
  },
  newsletter: {
    heading: 'Weekly cosmic insights in your inbox',
    body: 'One short email a week: the transits worth knowing about, a numerology note and our newest articles. No spam, ever.',
    successTitle: 'Welcome to our cosmic community! ✨',
    successBody: "You'll receive weekly insights and exclusive content.",
  },
  blog: {
    heading: 'Cosmic Insights Blog',
    intro: 'Guides to the sky above you and the numbers within you, written by our astrologers.',
  },
}

export const landing: SeedLanding = {
  featuresHeading: 'Everything your stars are saying',
  featuresIntro:
    'Numerology reports, daily affirmations, the astro journal, the crush analyser, love forecasts and consultations with our astrologers — all from your dashboard.',
  hero: {
    eyebrow: 'Trusted by 50,000+ users',
    heading: 'Your personal guide to the stars',
    subheading:
      'Daily readings, Kundli matching and numerology rooted in Vedic tradition — calculated from your exact birth date, time and place, and renewed every day at midnight where you are.',
    primaryCta: 'Get Started',
    secondaryCta: 'Try Demo',
  },
  features: [
    {
      icon: 'sunrise',
      title: 'Daily predictions',
      body: 'A fresh reading every morning covering your day ahead — overview, love, career and wellbeing — based on where the Moon and planets actually are.',
    },
    {
      icon: 'hash',
      title: 'Lucky numbers',
      body: 'Five lucky numbers for the day alongside your core numerology numbers, so you know which ones keep showing up for you.',
    },
    {
      icon: 'palette',
      title: 'Power colours',
      body: 'The colours that support your energy today. Wear them, carry them or simply notice them when you need a little confidence.',
    },
    {
      icon: 'compass',
      title: 'Problem solutions',
      body: "Each reading names the day's likely sticking point and pairs it with a practical step you can actually take.",
    },
    {
      icon: 'heart-handshake',
      title: 'Love and relationships guidance',
      body: 'Love forecasts, a crush analyser and 36-point Ashtakoot compatibility to help you understand the people who matter to you.',
    },
    {
      icon: 'mountain',
      title: 'Life challenges guidance',
      body: 'Life and career analysis with timing across the next months and years, so big decisions feel less like guesswork.',
    },
  ],
  app: {
    heading: 'Take Cosmic Insights with you',
    body: 'Cosmic Insights installs from this website onto your phone, tablet or computer, and opens from your home screen like any other app.',
    bullets: [
      'Offline access to your saved readings and reports',
      'Always up to date: each new version arrives by itself, with nothing to download',
      'Personalised readings from your own birth chart',
    ],
  },
  cta: {
    heading: 'Ready to meet your chart?',
    body: 'Enter your birth details once and get daily readings, numerology reports, affirmations and an astro journal — plus consultations you can book from your dashboard.',
    button: 'Start Your Journey',
  },
  blogHeading: 'Latest from the blog',
  faqHeading: 'Frequently asked questions',
  testimonialsHeading: 'What our users say',
}

export const pricingPage: SeedPricingPage = {
  heading: 'Simple, honest pricing',
  intro: 'Every reading is free to start. Soulmate-sketch packs add AI soulmate sketches and premium access.',
  freeName: 'Freemium',
  freePrice: 'Free',
  freeFeatures: [
    'Daily reading from your real birth chart',
    'Numerology report and lucky elements',
    'Astro calendar with the day’s panchang',
    '36-point Ashtakoot compatibility',
    '15-day free trial of premium features',
  ],
  freeButton: 'Start Free',
  sketchHeading: 'Soulmate Sketches',
}
