// The pricing page's own words; the plans, prices and features are written by editors in the CMS.
export default {
  title: 'Pricing',
  description: 'Start free, then choose a soulmate-sketch pack: 1, 6 or 12 AI soulmate sketches with premium access.',
  howMany: 'How many sketches?',
  sketches_one: '{{count}} sketch',
  sketches_other: '{{count}} sketches',
  showPrice: 'Show price',
  mostPopular: 'Most Popular',
  regularPrice: 'Regular price',
  save: 'Save {{percent}}%',
  creditsAndAccess: '{{credits}} credits · {{days}}-day access',
  buy: 'Buy {{name}}',
  comingSoon: 'Sketch packs will be available soon.',
}
