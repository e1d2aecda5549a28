// The site's frame: header, footer, menus, shared buttons, the language switcher, error pages and page titles.
export default {
  brand: 'Cosmic Insights',
  skipToContent: 'Skip to content',
  nav: {
    main: 'Main',
    footer: 'Footer',
    menu: 'Menu',
    home: 'Home',
    dailyHoroscope: 'Daily Horoscope',
    pricing: 'Pricing',
    numerology: 'Numerology',
    loveForecasts: 'Love Forecasts',
    about: 'About',
    contact: 'Contact',
    blog: 'Blog',
    yourCosmicProfile: 'Your Cosmic Profile',
    privacy: 'Privacy Policy',
    terms: 'Terms of Service',
    cancellationRefund: 'Cancellation & Refund',
    shippingDelivery: 'Shipping & Delivery',
  },
  account: {
    signIn: 'Sign In',
    signOut: 'Sign Out',
  },
  language: {
    unknown: 'Please choose English or Hindi.',
    label: 'Language',
  },
  toast: {
    dismiss: 'Dismiss notification',
  },
  footer: {
    copyright: '© {{year}} {{siteName}} · {{country}}',
  },
  errors: {
    notFoundTitle: 'Page not found',
    notFoundHeading: 'Oops! Page not found',
    notFoundBody: 'The page you were looking for has moved among the stars, or never existed.',
    errorTitle: 'Something went wrong',
    errorBody: 'Please try again in a moment.',
    returnHome: 'Return to Home',
  },
  comingSoon: {
    title: 'Coming soon',
    description: 'This part of Cosmic Insights is on its way.',
    body: 'This part of Cosmic Insights is on its way. Your profile is saved and ready for it.',
    backToDashboard: 'Back to Dashboard',
    pages: {
      'daily-reading': 'Daily Reading',
      'life-career': 'Life & Career Analysis',
      'soulmate-analysis': 'Soulmate Compatibility',
      numerology: 'Numerology Report',
      consultations: 'Consultations',
    },
  },
}
