// Security headers for every response. The site gets a nonce-based CSP; the Payload admin (a Next.js app that relies on
// inline scripts) gets its own, looser policy, but still no framing by other sites.
import crypto from 'node:crypto'

export const ADMIN_PATHS = /^\/(admin|api|_next)(\/|$)/

// Nonces are cut from a pool of random bytes filled 256 at a time: one call into the CSPRNG per 256 responses rather
// than one each (it was about 3% of the event loop's time under load). Each nonce is 16 bytes of its own, never reused.
const NONCE_BYTES = 16
const noncePool = Buffer.alloc(NONCE_BYTES * 256)
let nonceAt = noncePool.length

function newNonce() {
  if (nonceAt === noncePool.length) {
    crypto.randomFillSync(noncePool)
    nonceAt = 0
  }
  const nonce = noncePool.toString('base64', nonceAt, nonceAt + NONCE_BYTES)
  nonceAt += NONCE_BYTES
  return nonce
}

// A draft's preview may be framed by this site alone: the admin's live preview shows it beside the form (ADR 230).
const FRAMED_BY_ADMIN = /^\/preview\//

function siteCsp(nonce, { https, framed = false }) {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    framed ? "frame-ancestors 'self'" : "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ')
}

const ADMIN_CSP = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline' 'unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'self'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ')

/** Express middleware: sets the headers and leaves the request's CSP nonce in res.locals.cspNonce. */
export function securityHeaders({ https }) {
  return (req, res, next) => {
    const admin = ADMIN_PATHS.test(req.path)
    const framed = FRAMED_BY_ADMIN.test(req.path)
    res.setHeader('X-Content-Type-Options', 'nosniff')
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin')
    res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(self)')
    res.setHeader('Cross-Origin-Opener-Policy', 'same-origin')
    res.setHeader('X-Frame-Options', admin || framed ? 'SAMEORIGIN' : 'DENY')
    if (https) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains')
    if (admin) {
      res.setHeader('Content-Security-Policy', ADMIN_CSP)
    } else {
      res.locals.cspNonce = newNonce()
      res.setHeader('Content-Security-Policy', siteCsp(res.locals.cspNonce, { https, framed }))
    }
    next()
  }
}

/**
 * Express middleware: a path with a broken %-escape (`/api/faqs/%ff`, `/admin/%ff`, `/api/%E0%A4`) is the client's
 * mistake, answered 400. Next's handler, which serves /admin and /api, failed decoding it with a 500 (ADR 032).
 */
export function wellFormedPaths() {
  return (req, res, next) => {
    const path = (req.originalUrl ?? req.url ?? '').split('?', 1)[0]
    try {
      decodeURIComponent(path)
    } catch {
      return res.status(400).type('text').send('Bad Request')
    }
    next()
  }
}

const MUTATIONS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** The origin (scheme, host and port) of a URL, or null when it is not one; `null` and opaque origins are no one's. */
function originOf(url) {
  try {
    const origin = new URL(url).origin
    return origin === 'null' ? null : origin
  } catch {
    return null
  }
}

/**
 * Express middleware for the site (not /admin or /api, which Payload guards with its own CSRF list): a form post
 * whose Origin is another site's is refused with a 400, before any action runs. React Router does this for its page
 * routes, but not for resource routes such as /sign-out and /newsletter; this covers them all alike. A request with
 * no Origin (curl, a server) is let through: a browser always sends one on a cross-site post.
 *
 * Our own origin is the request's (its scheme as Express sees it, so X-Forwarded-Proto counts only with TRUST_PROXY;
 * its Host header) or APP_URL's, behind a proxy that rewrites Host. Whole origins are compared, scheme, host and
 * port: https://our-host on an http site is another origin, whoever serves it.
 */
export function sameOriginPosts({ appUrl }) {
  const appOrigin = originOf(appUrl)
  return (req, res, next) => {
    const origin = req.headers.origin
    if (!MUTATIONS.has(req.method) || origin === undefined || ADMIN_PATHS.test(req.path)) return next()
    const claimed = originOf(origin)
    const own = req.headers.host ? originOf(`${req.protocol}://${req.headers.host}`) : null
    if (claimed !== null && (claimed === own || claimed === appOrigin)) return next()
    res.status(400).type('text').send('Bad Request: this form can only be sent from the Cosmic Insights website.')
  }
}
