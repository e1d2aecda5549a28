// The landing page's own words; its headings, features and testimonials are written by editors in the CMS.
export default {
  metaDescription: 'Personalised Vedic astrology readings',
  appStore: 'App Store',
  googlePlay: 'Google Play',
  downloadApk: 'Download APK',
  opensInNewTab: '(opens in a new tab)',
  requires: 'Requires {{ios}} · {{android}}',
  viewAllArticles: 'View All Articles →',
  noArticles: 'New articles are on their way.',
  stillCurious: 'Still curious?',
  contactSupport: 'Contact Our Support Team',
  stars: '{{rating}} out of 5 stars',
  newsletter: {
    emailLabel: 'Email address',
    subscribe: 'Subscribe',
    subscribing: 'Subscribing...',
    invalid: 'Please enter a valid email address.',
    failed: 'Something went wrong. Please try again later.',
    limited: 'Too many sign-ups from your connection. Please try again in an hour.',
    errorTitle: 'Something went wrong',
    tryLater: 'Please try again later.',
  },
}
