import { index, route, type RouteConfig } from '@react-router/dev/routes'

export const CONTENT_PAGES = ['about', 'privacy', 'terms', 'cancellation-refund', 'shipping-policy'] as const

export default [
  index('routes/home.tsx'),
  route('blog', 'routes/blog.tsx'),
  route('blog/:slug', 'routes/blog-post.tsx'),
  route('pricing', 'routes/pricing.tsx'),
  route('contact', 'routes/contact.tsx'),
  ...CONTENT_PAGES.map((slug) => route(slug, 'routes/content-page.tsx', { id: `page-${slug}` })),
  route('newsletter', 'routes/newsletter.ts'),
  route('healthz', 'routes/healthz.ts'),
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
