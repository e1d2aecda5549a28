import type { SeedTier } from '../types'

// Soulmate-sketch packs shown on /pricing. Prices are in rupees; each AI soulmate generation
// costs 1 credit. The slider picks a tier: 1–3 sketches → tier 1, 4–9 → tier 2, 10–12 → tier 3.
// A sketch is one lens of the customer's chart, sold once per birth data (ADRs 194 and 209): a chart with a birth time
// gives 8 to 14 different sketches, one without 3 to 7, so the sketch lines promise no more than that.
export const tiers: SeedTier[] = [
  {
    name: '1 Soulmate Sketch',
    sketches: 1,
    price: 49,
    regularPrice: 49,
    credits: 10,
    accessDays: 30,
    features: [
      '1 soulmate sketch, drawn from your chart',
      '10 credits for AI soulmate profiles',
      '30 days of love forecast access',
      'Delivered within 24 to 48 hours',
    ],
    mostPopular: false,
    order: 1,
  },
  {
    name: '6 Soulmate Sketches',
    sketches: 6,
    price: 199,
    regularPrice: 294,
    credits: 60,
    accessDays: 90,
    features: [
      '6 soulmate sketches, each through a different lens of your chart (with your birth time)',
      '60 credits for AI soulmate profiles',
      '90 days of love forecast access',
      'Delivered within 24 to 48 hours',
    ],
    mostPopular: true,
    order: 2,
  },
  {
    name: '12 Soulmate Sketches',
    sketches: 12,
    price: 299,
    regularPrice: 588,
    credits: 120,
    accessDays: 180,
    features: [
      'Up to 12 soulmate sketches, each a different lens of your chart (8 to 14 with a birth time)',
      '120 credits for AI soulmate profiles',
      '180 days of love forecast access',
      'Lifetime predictions',
      'Priority support',
    ],
    mostPopular: false,
    order: 3,
  },
]
