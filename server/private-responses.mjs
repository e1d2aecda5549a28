// The net under the site's caching rule (docs/operations.md, "Security"): a response to a request that carries
// a session cookie is that person's. Pages and their `.data` say so themselves (app/entry.server.tsx); what never
// reaches the page renderer (a loader's redirect, an error answer, a resource route without caching headers of its
// own) gets `Cache-Control: private, no-store` here, and every such answer `Vary: Cookie`. A resource route that
// chose its own Cache-Control (the public places list, robots.txt) keeps it: it does not depend on the session.
import { SESSION_COOKIE } from '../app/utils/cookie-names.mjs'

const SESSION = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=`)

function varyByCookie(res) {
  const vary = String(res.getHeader('Vary') ?? '')
  if (!vary.split(',').some((name) => name.trim().toLowerCase() === 'cookie')) res.setHeader('Vary', vary ? `${vary}, Cookie` : 'Cookie')
}

/** Express middleware for the site's routes (not /admin or /api, which Payload answers). */
export function privateWhenSignedIn() {
  return (req, res, next) => {
    if (!SESSION.test(req.headers.cookie ?? '')) return next()
    const writeHead = res.writeHead
    res.writeHead = function writeHeadPrivately(...args) {
      if (!res.hasHeader('Cache-Control')) res.setHeader('Cache-Control', 'private, no-store')
      varyByCookie(res)
      return writeHead.apply(this, args)
    }
    next()
  }
}
