// Per-customer page cache (ADR 142): the rendered HTML of a signed-in customer's dashboard and daily reading, kept in
// memory and served again to that customer alone until anything the page shows may have changed. Rendering these pages
// with React cost ten times what the cached landing page costs (ADR 130), and a customer reloads them far more often
// than their data changes.
//
// A kept page is served again only when all of these still hold:
// - the same customer (the session's owner, checked on every request) and the very same Cookie header, address with
//   query and Accept-Language: every input the site reads to choose the language, zone and notices is in the key;
// - the customer's data version is unchanged: every write to their account, profile, sessions, readings, credits and
//   other customer data moves it (collections/hooks/customer-version.ts);
// - the public content version is unchanged (an editor's publish), as for the anonymous page cache;
// - the clock is still in the minute the page was rendered in. Every time zone's midnight falls on a whole minute of
//   UTC, so no customer's day turns over under a kept page, and nothing else shown by the clock is more than a minute
//   late.
// Nothing else passes through: other methods, requests with a one-shot toast, other pages, and answers that are not a
// plain 200 without cookies, or that the render marked as not to keep (a reading that failed to generate).
import { SESSION_COOKIE, TOAST_COOKIE } from '../app/utils/cookie-names.mjs'

const NONCE_MARK = '__CSP_NONCE__'
const MINUTE_MS = 60_000
/** The signed-in pages whose loaders read only what the versions above cover. */
const CUSTOMER_PAGES = new Set(['/dashboard', '/daily-reading'])
const DEFAULT_MAX_BYTES = 32 * 1024 * 1024

/**
 * @param {object} options
 * @param {(request: Request, context: { cspNonce: string, clientIp?: string, customerPage: { keep: boolean } }) => Promise<Response>} options.handler the site's request handler; the render sets `customerPage.keep` to false for a page not to keep
 * @param {(cookieHeader: string) => Promise<string | null>} options.ownerOf the signed-in customer's id, or null
 * @param {(owner: string) => number} options.customerVersion
 * @param {() => number} options.contentVersion
 * @param {number} [options.maxBytes] the memory the kept pages may take, counted as UTF-16 string length × 2
 * @param {() => number} [options.now]
 * @param {Set<string>} [options.pages]
 */
export function createCustomerPageCache({
  handler,
  ownerOf,
  customerVersion,
  contentVersion,
  maxBytes = DEFAULT_MAX_BYTES,
  now = Date.now,
  pages = CUSTOMER_PAGES,
}) {
  /** Least recently used first: a Map keeps insertion order and a hit is moved to the end. */
  const store = new Map()
  let bytes = 0

  function cacheable(req) {
    if (req.method !== 'GET') return false
    if (!pages.has(req.path)) return false
    if (req.originalUrl.length > 300) return false
    const cookies = req.headers.cookie ?? ''
    return cookies.includes(`${SESSION_COOKIE}=`) && !cookies.includes(`${TOAST_COOKIE}=`)
  }

  function drop(key) {
    const entry = store.get(key)
    if (!entry) return
    store.delete(key)
    bytes -= entry.size
  }

  function keep(key, entry) {
    drop(key)
    if (entry.size > maxBytes) return
    store.set(key, entry)
    bytes += entry.size
    while (bytes > maxBytes) drop(store.keys().next().value)
  }

  function send(res, entry, nonce, hit) {
    res.status(entry.status)
    for (const [name, value] of entry.headers) res.setHeader(name, value)
    res.setHeader('X-Customer-Page-Cache', hit ? 'HIT' : 'MISS')
    res.end(entry.body.replaceAll(NONCE_MARK, nonce))
  }

  return async function customerPageCache(req, res, next) {
    if (!cacheable(req)) return next()
    try {
      const cookie = req.headers.cookie
      const owner = await ownerOf(cookie)
      // No live session: the site answers as it always does (the sign-in redirect).
      if (owner === null) return next()
      const key = `${owner}\n${req.originalUrl}\n${cookie}\n${req.headers['accept-language'] ?? ''}`
      const nonce = res.locals.cspNonce
      // Read before rendering: a write the render itself makes (the day's first reading) leaves this copy stale.
      const userVersion = customerVersion(owner)
      const content = contentVersion()
      const time = now()
      const hit = store.get(key)
      if (hit && hit.owner === owner && hit.userVersion === userVersion && hit.content === content && time < hit.expires) {
        store.delete(key)
        store.set(key, hit)
        return send(res, hit, nonce, true)
      }
      if (hit) drop(key)

      const url = new URL(req.originalUrl, `${req.protocol}://${req.get('host') ?? 'localhost'}`)
      const headers = new Headers()
      for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value)
      const customerPage = { keep: true }
      const response = await handler(new Request(url, { method: 'GET', headers }), { cspNonce: NONCE_MARK, clientIp: req.ip, customerPage })
      const body = await response.text()
      const entry = {
        owner,
        userVersion,
        content,
        expires: (Math.floor(time / MINUTE_MS) + 1) * MINUTE_MS,
        status: response.status,
        headers: [...response.headers].filter(([name]) => name !== 'set-cookie' && name !== 'content-length'),
        body,
        size: body.length * 2 + key.length * 2,
      }
      if (response.status === 200 && !response.headers.has('set-cookie') && customerPage.keep) keep(key, entry)
      const cookies = response.headers.getSetCookie()
      if (cookies.length) res.setHeader('set-cookie', cookies)
      send(res, entry, nonce, false)
    } catch (error) {
      next(error)
    }
  }
}
