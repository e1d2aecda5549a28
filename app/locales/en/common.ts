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
    dashboard: 'Dashboard',
    settings: 'Settings',
    accountMenu: 'Account menu: {{name}}',
    yourCosmicProfile: 'Your Cosmic Profile',
    astroCalendar: 'Astro Calendar',
    luckyElements: 'Lucky Elements',
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
    body: 'We are still building this. Rather than show you something half-made, we will open it here when it is ready.',
    profileReady: 'Your profile is saved and ready for it.',
    backToDashboard: 'Back to Dashboard',
    startProfile: 'Enter your birth details',
    // Each feature of the spec not built yet (app/utils/coming-soon-pages.ts): its name and what it will do.
    pages: {
    },
  },
}
