// Whole-page cache for anonymous visitors to public pages. Pages are rendered once per content version and served
// from memory after that; Payload's change hooks bump the version (collections/hooks/invalidate.ts), so an editor's
// change shows on the next request. Each response still gets its own CSP nonce: the cached copy keeps a marker where
// the nonce goes. A page is kept once per language (ADR 050): the same address answers in English or Hindi depending on
// `?lng=`, the visitor's language cookie and Accept-Language, resolved exactly as the site resolves them.
import { visitorLocale } from '../app/i18n/detection.mjs'
import { SESSION_COOKIE, TOAST_COOKIE } from '../app/utils/cookie-names.mjs'
import { isPublicPage } from '../app/utils/site-pages.mjs'

const NONCE_MARK = '__CSP_NONCE__'
const MAX_ENTRIES = 300

export function createPageCache({ handler, ttlMs, contentVersion }) {
  const store = new Map()

  function cacheable(req) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false
    if (!isPublicPage(req.path)) return false
    if (req.originalUrl.length > 300) return false
    const cookies = req.headers.cookie ?? ''
    return !cookies.includes(`${SESSION_COOKIE}=`) && !cookies.includes(`${TOAST_COOKIE}=`)
  }

  function send(res, entry, nonce) {
    res.status(entry.status)
    for (const [name, value] of entry.headers) res.setHeader(name, value)
    res.setHeader('X-Page-Cache', entry.hit ? 'HIT' : 'MISS')
    res.end(entry.body.replaceAll(NONCE_MARK, nonce))
  }

  /** The language the site will answer this visitor in: only the headers that decide it are looked at. */
  function localeOf(req, url) {
    const headers = new Headers()
    if (req.headers.cookie) headers.set('cookie', req.headers.cookie)
    if (req.headers['accept-language']) headers.set('accept-language', req.headers['accept-language'])
    return visitorLocale(new Request(url, { headers }))
  }

  return async function pageCache(req, res, next) {
    if (!cacheable(req)) return next()
    try {
      const url = new URL(req.originalUrl, `${req.protocol}://${req.get('host') ?? 'localhost'}`)
      // Every language lives under the same version: a content change empties them all at once.
      const key = `${await localeOf(req, url)} ${req.originalUrl}`
      const nonce = res.locals.cspNonce
      const version = contentVersion()
      const hit = store.get(key)
      if (hit && hit.version === version && hit.expires > Date.now()) return send(res, { ...hit, hit: true }, nonce)

      const headers = new Headers()
      for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value)
      const response = await handler(new Request(url, { method: 'GET', headers }), { cspNonce: NONCE_MARK })
      const body = await response.text()
      const entry = {
        version,
        expires: Date.now() + ttlMs,
        status: response.status,
        headers: [...response.headers].filter(([name]) => name !== 'set-cookie' && name !== 'content-length'),
        body,
      }
      // Only plain successes are kept: errors, redirects and anything personal are rendered afresh every time.
      if (response.status === 200 && !response.headers.has('set-cookie')) {
        store.delete(key)
        store.set(key, entry)
        if (store.size > MAX_ENTRIES) store.delete(store.keys().next().value)
      }
      // What is not kept may be personal to this visitor (the language cookie of a `?lng=` link): it goes to them alone.
      const cookies = response.headers.getSetCookie()
      if (cookies.length) res.setHeader('set-cookie', cookies)
      send(res, entry, nonce)
    } catch (error) {
      next(error)
    }
  }
}
