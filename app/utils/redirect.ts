/** Where a sign-in lands when the visitor was not headed anywhere in particular (spec 2.4). */
const AFTER_SIGN_IN = '/dashboard'

/**
 * A same-site path to go to after signing in, or the dashboard. Anything that could leave the site (another
 * origin, a protocol-relative `//host`, a backslash trick, a `javascript:` URL) or loop back to /auth is refused.
 */
export function safeRedirect(to: unknown, fallback: string = AFTER_SIGN_IN): string {
  if (typeof to !== 'string' || to.length === 0 || to.length > 500) return fallback
  if (!to.startsWith('/') || to.startsWith('//') || to.includes('\\')) return fallback
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001F\u007F]/.test(to)) return fallback
  const url = new URL(to, 'https://site.invalid')
  if (url.origin !== 'https://site.invalid') return fallback
  if (url.pathname === '/auth' || url.pathname.startsWith('/auth/') || url.pathname === '/sign-out') return fallback
  return `${url.pathname}${url.search}${url.hash}`
}
