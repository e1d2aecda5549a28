/** Where a sign-in lands when the visitor was not headed anywhere in particular (spec 2.4). */
const AFTER_SIGN_IN = '/dashboard'

const MAX_RAW = 500
const MAX_NORMALISED = 1000
const BASE = 'https://site.invalid'

// What a page of ours looks like once its %-escapes are decoded: segments of letters, marks, digits and a few
// punctuation marks, never empty. So no `//` (a protocol-relative host), no backslash, no colon, no control, format
// or space character, no look-alike slash (U+FF0F, U+2215 …), no `%` left over from double encoding.
const SITE_PATH = /^(?:\/[\p{L}\p{M}\p{N}._~+@-]+)*\/?$/u
// Percent-escapes of `/`, `\` and `%` itself: a later decode (a proxy's, a framework's) would turn them into the
// characters SITE_PATH keeps out.
const ENCODED_SEPARATOR = /%(?:2f|5c|25)/i
// Where coming back makes no sense (sign-in, sign-out, the newsletter action) or is Payload's, not the site's.
const NOT_A_RETURN = /^\/(?:auth|sign-out|newsletter|api|admin|_next)(?:\/|$)/

function decoded(pathname: string): string | null {
  try {
    return decodeURIComponent(pathname)
  } catch {
    return null
  }
}

/**
 * A same-site path to go to after signing in, or the fallback. The check is made on the path as a browser would
 * resolve it (dot segments removed, %-escapes decoded), not on the raw string: `/.//evil.example` is a path on its
 * face and a protocol-relative `//evil.example` once normalised. What comes back is that normal
 * form, so the Location header says exactly what was checked.
 */
export function safeRedirect(to: unknown, fallback: string = AFTER_SIGN_IN): string {
  if (typeof to !== 'string' || to.length === 0 || to.length > MAX_RAW) return fallback
  // The URL parser drops tabs and newlines and rewrites backslashes as slashes; refuse them before it can.
  if (!to.startsWith('/') || /[\p{Cc}\p{Cs}\p{Zl}\p{Zp}\\]/u.test(to)) return fallback
  let url: URL
  try {
    url = new URL(to, BASE)
  } catch {
    return fallback
  }
  if (url.origin !== BASE || ENCODED_SEPARATOR.test(url.pathname)) return fallback
  const path = decoded(url.pathname)
  if (path === null || !SITE_PATH.test(path) || NOT_A_RETURN.test(path.toLowerCase())) return fallback
  const location = `${url.pathname}${url.search}${url.hash}`
  return location.length > MAX_NORMALISED ? fallback : location
}
