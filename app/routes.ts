import { index, route, type RouteConfig } from '@react-router/dev/routes'
import { COMING_SOON_PAGES } from './utils/coming-soon-pages'
import { CONTENT_PAGE_SLUGS } from './utils/site-pages.mjs'

export default [
  index('routes/home.tsx'),
  route('blog', 'routes/blog.tsx'),
  route('blog/:slug', 'routes/blog-post.tsx'),
  route('pricing', 'routes/pricing.tsx'),
  route('contact', 'routes/contact.tsx'),
  ...CONTENT_PAGE_SLUGS.map((slug) => route(slug, 'routes/content-page.tsx', { id: `page-${slug}` })),
  route('auth', 'routes/auth.tsx'),
  route('auth/verify', 'routes/auth/verify.tsx'),
  route('auth/forgot', 'routes/auth/forgot.tsx'),
  route('auth/reset', 'routes/auth/reset.tsx'),
  route('sign-out', 'routes/sign-out.ts'),
  route('dashboard', 'routes/dashboard.tsx'),
  route('horoscope', 'routes/horoscope.tsx'),
  route('profile-setup', 'routes/profile-setup.tsx'),
  route('settings', 'routes/settings.tsx'),
  route('settings/export', 'routes/settings-export.ts'),
  route('places', 'routes/places.ts'),
  route('astro-calendar', 'routes/astro-calendar.tsx'),
  route('lucky-elements', 'routes/lucky-elements.tsx'),
  route('consultations', 'routes/consultations.tsx'),
  // The spec's features not built yet, each an honest "coming soon" page; a feature's own route replaces its entry there.
  ...Object.keys(COMING_SOON_PAGES).map((slug) => route(slug, 'routes/coming-soon.tsx', { id: `coming-soon-${slug}` })),
  route('newsletter', 'routes/newsletter.ts'),
  route('language', 'routes/language.ts'),
  route('healthz', 'routes/healthz.ts'),
  route('offline', 'routes/offline.tsx'),
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
