// The premium gate: the sign-in prompt and the Premium Feature page in front of affirmations, love
// forecasts and the journal (spec 2.15, 2.16, 2.18, 6), and the toasts of a refused action.
export default {
  features: {
    'daily-affirmations': 'Daily Affirmations',
    'love-forecasts': 'Love Forecasts',
    'astro-journal': 'Astro Journal',
  },
  signIn: {
    title: 'Sign in to use {{feature}}',
    body: 'This page is made from your own birth chart, so it needs an account. Sign in, or create one for free.',
    action: 'Sign In',
  },
  locked: {
    badge: 'Premium Feature',
    title: '{{feature}} is a premium feature',
    body: 'Premium access opens daily affirmations, love forecasts and the astro journal, all read from your chart and the day’s sky.',
    trialOffer: 'Try everything free for 15 days. No payment needed.',
    startTrial: 'Start your 15-day FREE trial',
    startingTrial: 'Starting your trial…',
    viewPlans: 'View Plans',
  },
  refused: {
    signInTitle: 'Please sign in',
    signInText: 'Sign in to use this feature.',
    premiumTitle: 'Premium Feature',
    premiumText: 'This feature needs premium access. Start your free trial or choose a plan.',
  },
}
