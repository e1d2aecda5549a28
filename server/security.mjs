// Security headers for every response. The site gets a nonce-based CSP; the Payload admin (a Next.js app that relies on
// inline scripts) gets its own, looser policy, but still no framing by other sites.
import crypto from 'node:crypto'

export const ADMIN_PATHS = /^\/(admin|api|_next)(\/|$)/

function newNonce() {
  return crypto.randomBytes(16).toString('base64')
}

export function siteCsp(nonce, { https }) {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-ancestors 'none'",
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
    res.setHeader('X-Content-Type-Options', 'nosniff')
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin')
    res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(self)')
    res.setHeader('Cross-Origin-Opener-Policy', 'same-origin')
    res.setHeader('X-Frame-Options', admin ? 'SAMEORIGIN' : 'DENY')
    if (https) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains')
    if (admin) {
      res.setHeader('Content-Security-Policy', ADMIN_CSP)
    } else {
      res.locals.cspNonce = newNonce()
      res.setHeader('Content-Security-Policy', siteCsp(res.locals.cspNonce, { https }))
    }
    next()
  }
}
