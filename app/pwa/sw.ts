/**
 * The service worker (an installable app with the pages a visitor has seen readable offline). Built by
 * vite-plugin-pwa in injectManifest mode into build/client/sw.js; served with no-cache by server.mjs (ADR 060).
 *
 * - The site's hashed assets (scripts, styles, the four font files, the app icons) are precached.
 * - Pages and their `.data` requests go to the network first; a good answer is kept with the time it was fetched. With
 *   no network, the kept copy is served with a notice "Offline — showing what you saw at HH:MM"; a page never seen
 *   gets the offline page. The server renders that page (so it speaks the visitor's language) and it is kept at install.
 * - /admin, /api and /_next (the CMS) are never touched: the browser fetches them as if there were no worker.
 * - Signing out empties the kept pages, so the next person on the device cannot read them.
 * - A push message (ADR 249) is shown as the notification the server composed, in the customer's language; a tap opens
 *   the day's reading, in a window of the site already open when there is one.
 */
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching'
import { DAILY_PUSH_URL, readDailyPush } from '../domain/daily-push'
import en from '../locales/en/design'
import enNudge from '../locales/en/nudge'
import hi from '../locales/hi/design'
import hiNudge from '../locales/hi/nudge'
import { escapeHtml, fillPlaceholders } from '../utils/html'

interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request
  respondWith(response: Response | Promise<Response>): void
}
interface PushEvent extends ExtendableEvent {
  readonly data: { json(): unknown } | null
}
interface NotificationEvent extends ExtendableEvent {
  readonly notification: Notification
}
interface WindowClient {
  url: string
  focus(): Promise<WindowClient>
  navigate(url: string): Promise<WindowClient | null>
}
interface WorkerScope {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[]
  location: Location
  skipWaiting(): Promise<void>
  clients: {
    claim(): Promise<void>
    matchAll(options?: { type?: string; includeUncontrolled?: boolean }): Promise<WindowClient[]>
    openWindow(url: string): Promise<WindowClient | null>
  }
  registration: ServiceWorkerRegistration
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void
  addEventListener(type: 'notificationclick', listener: (event: NotificationEvent) => void): void
}
const sw = self as unknown as WorkerScope

const PAGES = 'pages-v1'
const OFFLINE_URL = '/offline'
const FETCHED_AT = 'x-fetched-at'
const CMS_PATHS = /^\/(admin|api|_next)(\/|$)/

// Spelt `self.__WB_MANIFEST` on purpose: the build looks for that exact text to put the asset list in its place.
precacheAndRoute((self as unknown as WorkerScope).__WB_MANIFEST)
cleanupOutdatedCaches()

sw.addEventListener('install', (event) => {
  event.waitUntil(caches.open(PAGES).then((cache) => keep(cache, new Request(OFFLINE_URL))))
})

sw.addEventListener('activate', (event) => {
  // The page that installed the worker was fetched before it existed: keep it now, so it too opens offline.
  event.waitUntil(
    sw.clients.claim().then(async () => {
      const cache = await caches.open(PAGES)
      const windows = await sw.clients.matchAll({ type: 'window' })
      await Promise.all(windows.map((client) => (isPage(new URL(client.url)) ? keep(cache, new Request(client.url)).catch(() => undefined) : undefined)))
    }),
  )
})

// The page's "New version — refresh" button asks the waiting worker to take over; the page reloads when it has.
sw.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void sw.skipWaiting()
})

sw.addEventListener('fetch', (event) => {
  const { request } = event
  const url = new URL(request.url)
  if (url.origin !== sw.location.origin || CMS_PATHS.test(url.pathname)) return
  if (request.method === 'POST' && url.pathname === '/sign-out') {
    event.waitUntil(caches.delete(PAGES))
    return
  }
  if (request.method !== 'GET') return
  if (request.mode === 'navigate' && isPage(url)) event.respondWith(page(request, event))
  // React Router's route data and its lazily fetched route manifest: a kept page's client navigation needs both.
  else if (url.pathname.endsWith('.data') || url.pathname === '/__manifest') event.respondWith(data(request))
})

// The daily reading's notification (ADR 249). The server wrote its words in the customer's language; a message that
// cannot be read still shows something (a browser may stop delivering to a worker that shows nothing), in both languages.
sw.addEventListener('push', (event) => {
  let message: unknown = null
  try {
    message = event.data?.json() ?? null
  } catch {
    message = null
  }
  const push = readDailyPush(message)
  const title = push?.title ?? `${enNudge.push.fallback} · ${hiNudge.push.fallback}`
  event.waitUntil(
    sw.registration.showNotification(title, {
      body: push?.body ?? '',
      lang: push?.lang ?? 'en',
      tag: push?.tag ?? 'daily-reading',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-maskable-192.png',
      data: { url: push?.url ?? DAILY_PUSH_URL },
    }),
  )
})

sw.addEventListener('notificationclick', (event) => {
  event.notification.close()
  const path =
    readDailyPush({ title: '', body: '', lang: '', tag: '', url: (event.notification.data as { url?: unknown } | null)?.url })?.url ?? DAILY_PUSH_URL
  const target = new URL(path, sw.location.origin).href
  event.waitUntil(
    (async () => {
      const windows = await sw.clients.matchAll({ type: 'window', includeUncontrolled: true })
      const open = windows.find((client) => new URL(client.url).origin === sw.location.origin)
      if (!open) return void (await sw.clients.openWindow(target))
      const shown = (await open.navigate(target).catch(() => null)) ?? open
      await shown.focus()
    })(),
  )
})

function isPage(url: URL): boolean {
  return !CMS_PATHS.test(url.pathname) && !url.pathname.startsWith('/assets/') && url.pathname !== '/sw.js'
}

/** Fetches and, when the answer is a good page, keeps a copy stamped with the time. */
async function keep(cache: Cache, request: Request): Promise<Response> {
  const response = await fetch(request)
  if (response.ok && response.type === 'basic') {
    const headers = new Headers(response.headers)
    headers.set(FETCHED_AT, new Date().toISOString())
    await cache.put(request.url, new Response(await response.clone().blob(), { status: response.status, statusText: response.statusText, headers }))
  }
  return response
}

async function page(request: Request, event: ExtendableEvent): Promise<Response> {
  const cache = await caches.open(PAGES)
  try {
    const response = await keep(cache, request)
    // Signing out empties the kept pages, the offline page with them (it carries the header of whoever was signed in).
    // The next page that arrives is the signed-out one, so the offline page is kept again now, as that visitor sees it.
    if (response.ok && !(await cache.match(OFFLINE_URL))) event.waitUntil(keep(cache, new Request(OFFLINE_URL)).catch(() => undefined))
    return response
  } catch {
    const kept = await cache.match(request.url, { ignoreVary: true })
    if (kept) return withOfflineNotice(kept)
    return (await cache.match(OFFLINE_URL)) ?? plainOfflinePage()
  }
}

/**
 * The offline page when the server's is not kept (the connection went right after signing out): the same words in
 * both languages, since the worker cannot tell which one the visitor reads, with the same two ways on.
 */
function plainOfflinePage(): Response {
  const part = (texts: typeof en, lang: string) =>
    `<section lang="${lang}"><h1>${escapeHtml(texts.offline.title)}</h1><p>${escapeHtml(texts.offline.body)}</p>` +
    `<p><a href="">${escapeHtml(texts.offline.retry)}</a> · <a href="/">${escapeHtml(texts.offline.home)}</a></p></section>`
  const html =
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>${escapeHtml(en.offline.title)} · Cosmic Insights</title>` +
    `<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;color:#140f33;text-align:center}` +
    `a{color:#4c1d95;display:inline-block;min-height:44px;line-height:44px}section+section{margin-top:2.5rem}</style></head>` +
    `<body><main>${part(en, 'en')}${part(hi, 'hi')}</main></body></html>`
  return new Response(html, { status: 503, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } })
}

async function data(request: Request): Promise<Response> {
  const cache = await caches.open(PAGES)
  try {
    return await keep(cache, request)
  } catch {
    // The manifest's query names the links on the page; any kept answer beats none (the router merges what it gets).
    const sameUrl = await cache.match(request.url)
    if (sameUrl) return sameUrl
    if (new URL(request.url).pathname === '/__manifest') return (await cache.match(request.url, { ignoreSearch: true })) ?? Response.error()
    return Response.error()
  }
}

/** The kept page with a notice as the first thing in its body, in the page's own language, at the device's time. */
async function withOfflineNotice(kept: Response): Promise<Response> {
  const html = await kept.text()
  const lang = /<html[^>]*\slang="([^"]*)"/.exec(html)?.[1] ?? 'en'
  const hindi = lang.startsWith('hi')
  const fetchedAt = new Date(kept.headers.get(FETCHED_AT) ?? Date.now())
  const time = new Intl.DateTimeFormat(hindi ? 'hi-IN-u-nu-latn' : 'en-IN', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(fetchedAt)
  const text = fillPlaceholders((hindi ? hi : en).offline.notice, { time })
  const notice = `<div role="status" data-offline-notice class="sticky top-0 z-50 bg-saffron-300 px-4 py-2 text-center text-sm font-semibold text-night-950">${escapeHtml(text)}</div>`
  const body = html.replace(/<body([^>]*)>/, (tag) => `${tag}${notice}`)
  const headers = new Headers(kept.headers)
  headers.delete('content-length')
  return new Response(body, { status: 200, headers })
}
