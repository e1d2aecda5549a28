// The site's pages as the route table declares them (app/routes.ts), for the "way in" check of the link crawl
// (ADR 191): every page a visitor can open must be linked from a page that visitor can reach. Derived, never listed:
// a page added to the table is checked without touching the test.
import type { RouteConfigEntry } from '@react-router/dev/routes'
import routes from '../../app/routes'

/** A page of the route table: its path, and for a path with parameters the pattern any of its instances matches. */
export type RoutePage = { path: string; pattern: RegExp | null }

/**
 * The pages that need no link, each with the reason. Every entry must still be a page of the table (checked below),
 * so a stale exemption fails too.
 */
const NO_LINK_NEEDED: Record<string, string> = {
  '/auth/verify': 'opened from the link in the sign-up e-mail',
  '/auth/reset': 'opened from the link in the password-reset e-mail',
  '/auth/link': 'opened from the one-time sign-in link in an e-mail',
  '/daily-reading/unsubscribe': 'opened from the unsubscribe link of the daily reading e-mail',
  '/pricing/success': 'where the checkout returns after a payment',
  '/checkout/test/:order': 'the test checkout, opened by the pricing form’s purchase (a POST), one per order',
  '/s/:token': 'a shared reading, opened from the link its owner sends to someone',
  '/preview/:collection/:id': 'the CMS’s live preview, opened from the admin by staff',
  '/profile-setup': 'the Hindi twin of /horoscope, linked by the dashboard in Hindi (Complete Your Profile, Edit profile); others go to /horoscope',
  '/horoscope/:sign': 'answers with a redirect to the sign’s horoscope for today, which the pages link themselves',
  '/horoscope/western/:sign': 'answers with a redirect to the Western sign’s horoscope for today, which the pages link themselves',
  '/offline': 'the service worker’s fallback when the network is gone',
  '*': 'the not-found page, for addresses that are not pages',
}

/** A route module is a page when it draws one: a `.tsx` module (resource routes, APIs and hooks are `.ts`). */
function pagesOf(entries: RouteConfigEntry[], parent = ''): RoutePage[] {
  return entries.flatMap((entry) => {
    const path = entry.index ? parent || '/' : entry.path === '*' ? '*' : `${parent}/${entry.path ?? ''}`.replace(/\/+/g, '/')
    const own: RoutePage[] = entry.file.endsWith('.tsx')
      ? [{ path, pattern: path.includes(':') ? new RegExp(`^${path.replace(/:[^/]+/g, '[^/]+')}$`) : null }]
      : []
    return [...own, ...pagesOf(entry.children ?? [], path === '/' ? '' : path)]
  })
}

/** Every page of the route table, less the exemptions. */
export function pagesNeedingAWayIn(table: RouteConfigEntry[] = routes): RoutePage[] {
  return pagesOf(table).filter((page) => !(page.path in NO_LINK_NEEDED))
}

/** Exemptions that name no page of the table (a renamed or removed page): the list must follow the table. */
export function staleExemptions(table: RouteConfigEntry[] = routes): string[] {
  const paths = new Set(pagesOf(table).map((page) => page.path))
  return Object.keys(NO_LINK_NEEDED).filter((path) => !paths.has(path))
}

/**
 * The pages of `expected` that no reached path stands for: a fixed path must be reached itself, a page with parameters
 * through any one of its instances (a seeded blog post stands for /blog/:slug).
 */
export function pagesWithoutAWayIn(expected: RoutePage[], reached: Iterable<string>): string[] {
  const paths = new Set(reached)
  return expected.filter((page) => (page.pattern ? ![...paths].some((path) => page.pattern!.test(path)) : !paths.has(page.path))).map((page) => page.path)
}
