// Whole-page cache for anonymous visitors to public pages. Pages are rendered once per content version and served
// from memory after that; Payload's change hooks bump the version (collections/hooks/invalidate.ts), so an editor's
// change shows on the next request. Each response still gets its own CSP nonce: the cached copy keeps a marker where
// the nonce goes, and is kept as UTF-8 bytes cut at the markers, so a response only joins bytes (ADR 141). A page is kept once per language (ADR 050): the same address answers in English or Hindi depending on
// `?lng=`, the visitor's language cookie and Accept-Language, resolved exactly as the site resolves them.
import { visitorLocale } from '../app/i18n/detection.mjs'
import { LOCALE_PARAM } from '../app/i18n/names.mjs'
import { BoundedMap } from '../app/utils/bounded-map.mjs'
import { LOCALE_COOKIE, SESSION_COOKIE, TOAST_COOKIE } from '../app/utils/cookie-names.mjs'
import { isPublicPage } from '../app/utils/site-pages.mjs'

const NONCE_MARK = '__CSP_NONCE__'
const MAX_ENTRIES = 300

export function createPageCache({ handler, ttlMs, contentVersion }) {
  const store = new BoundedMap(MAX_ENTRIES)

  function cacheable(req) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false
    if (!isPublicPage(req.path)) return false
    if (req.originalUrl.length > 300) return false
    const cookies = req.headers.cookie ?? ''
    return !cookies.includes(`${SESSION_COOKIE}=`) && !cookies.includes(`${TOAST_COOKIE}=`)
  }

  // Encoding the page for every response cost more than everything else a cached answer does: the landing page, 87 kB
  // of text whose language switcher makes it a two-byte string even in English, went out at half /blog's rate (ADR 141).
  // So the page is encoded once, cut where the nonces go, and each response copies those bytes around its own nonce.
  function encode(body) {
    return body.split(NONCE_MARK).map((part) => Buffer.from(part, 'utf8'))
  }

  function send(res, entry, nonce) {
    const nonceBytes = Buffer.from(nonce, 'utf8')
    const pieces = [entry.parts[0]]
    for (let i = 1; i < entry.parts.length; i++) pieces.push(nonceBytes, entry.parts[i])
    const body = Buffer.concat(pieces)
    res.status(entry.status)
    for (const [name, value] of entry.headers) res.setHeader(name, value)
    res.setHeader('X-Page-Cache', entry.hit ? 'HIT' : 'MISS')
    // Compression drops it when it gzips; without it the answer would go out chunked.
    res.setHeader('Content-Length', String(body.length))
    res.end(body)
  }

  // The language depends on three inputs only: `?lng=`, the language cookie and Accept-Language. Real traffic repeats a
  // handful of combinations, so each answer is remembered (a bounded map) and a cached page costs no detection.
  const locales = new BoundedMap(MAX_ENTRIES)
  const cookiePattern = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]*)`)

  /** The language the site will answer this visitor in, resolved as the site resolves it (detection.mjs). */
  async function localeOf(req) {
    const query = req.originalUrl.indexOf('?')
    const params = new URLSearchParams(query === -1 ? '' : req.originalUrl.slice(query))
    const param = params.has(LOCALE_PARAM) ? `=${params.get(LOCALE_PARAM)}` : ''
    const cookie = cookiePattern.exec(req.headers.cookie ?? '')?.[1] ?? ''
    const acceptLanguage = req.headers['accept-language'] ?? ''
    const memo = `${param}\n${cookie}\n${acceptLanguage}`
    let locale = locales.get(memo)
    if (locale) return locale
    const headers = new Headers()
    if (cookie) headers.set('cookie', `${LOCALE_COOKIE}=${cookie}`)
    if (acceptLanguage) headers.set('accept-language', acceptLanguage)
    const search = param ? `?${new URLSearchParams({ [LOCALE_PARAM]: param.slice(1) })}` : ''
    locale = await visitorLocale(new Request(`http://localhost/${search}`, { headers }))
    locales.set(memo, locale)
    return locale
  }

  return async function pageCache(req, res, next) {
    if (!cacheable(req)) return next()
    try {
      // Every language lives under the same version: a content change empties them all at once.
      const key = `${await localeOf(req)} ${req.originalUrl}`
      const nonce = res.locals.cspNonce
      const version = contentVersion()
      const hit = store.get(key)
      if (hit && hit.version === version && hit.expires > Date.now()) return send(res, { ...hit, hit: true }, nonce)

      const url = new URL(req.originalUrl, `${req.protocol}://${req.get('host') ?? 'localhost'}`)
      const headers = new Headers()
      for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value)
      const response = await handler(new Request(url, { method: 'GET', headers }), { cspNonce: NONCE_MARK })
      const parts = encode(await response.text())
      const entry = {
        version,
        expires: Date.now() + ttlMs,
        status: response.status,
        headers: [...response.headers].filter(([name]) => name !== 'set-cookie' && name !== 'content-length'),
        parts,
      }
      // Only plain successes are kept: errors, redirects and anything personal are rendered afresh every time.
      if (response.status === 200 && !response.headers.has('set-cookie')) {
        store.set(key, entry)
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
