import { PassThrough } from 'node:stream'
import { createReadableStreamFromReadable } from '@react-router/node'
import { isbot } from 'isbot'
import { renderToPipeableStream } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router'
import { createRequestI18n, getLocale } from './i18n/i18n.server'
import { deferHydration } from './utils/after-paint.server'
import { SESSION_COOKIE } from './utils/cookie-names.mjs'
import { doNotKeepPage } from './utils/customer-page.server'
import { isLocale } from './utils/locales.mjs'
import { NonceProvider } from './utils/nonce'

export const streamTimeout = 5_000

const SESSION_COOKIE_PATTERN = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=`)

/**
 * The one place a page's caching is decided (docs/operations.md, "Security"): every page and every `.data`
 * answer depends on the Cookie header (the header shows who is signed in, the language comes from a cookie), and one
 * rendered for a request that carries a session cookie is that person's alone: no browser or proxy may store it.
 * Resource routes (the PDF, the export, robots.txt, places) set their own headers and do not pass through here.
 */
function cacheHeaders(request: Request, headers: Headers) {
  const vary = (headers.get('Vary') ?? '').split(',').map((name) => name.trim().toLowerCase())
  if (!vary.includes('cookie')) headers.append('Vary', 'Cookie')
  if (SESSION_COOKIE_PATTERN.test(request.headers.get('Cookie') ?? '')) headers.set('Cache-Control', 'private, no-store')
}

/** Every `.data` answer (a page's loader or action data, or its redirect), signed in or not. */
export function handleDataRequest(response: Response, { request }: { request: Request }) {
  cacheHeaders(request, response.headers)
  return response
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = (loadContext as { cspNonce?: string } | undefined)?.cspNonce ?? ''
  // Crawlers get the whole document at once; browsers get it streamed.
  const readyEvent = isbot(request.headers.get('user-agent') ?? '') || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady'
  // The root loader has resolved the language already; only when it failed is it looked up again here.
  const rootLocale = (routerContext.staticHandlerContext.loaderData.root as { locale?: unknown } | undefined)?.locale
  const i18n = createRequestI18n(isLocale(rootLocale) ? rootLocale : await getLocale(request))
  // The same address answers in different languages: shared caches must keep them apart.
  responseHeaders.append('Vary', 'Cookie, Accept-Language')
  cacheHeaders(request, responseHeaders)
  // A page that hydrates after its first paint (ADR 150) is rewritten whole; these pages wait for no data, so holding
  // the stream to its end costs nothing.
  const afterPaint = routerContext.staticHandlerContext.matches.some(
    (match) => (routerContext.routeModules[match.route.id]?.handle as { hydrate?: unknown } | undefined)?.hydrate === 'after-paint',
  )

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    const { pipe, abort } = renderToPipeableStream(
      <I18nextProvider i18n={i18n}>
        <NonceProvider value={nonce}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </NonceProvider>
      </I18nextProvider>,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true
          const body = new PassThrough()
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
          if (afterPaint) {
            const chunks: Buffer[] = []
            body.on('data', (chunk: Buffer) => chunks.push(chunk))
            body.on('error', reject)
            body.on('end', () => {
              const html = deferHydration(Buffer.concat(chunks).toString('utf8'))
              resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }))
            })
          } else {
            resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }))
          }
          pipe(body)
        },
        onShellError: reject,
        onError(error: unknown) {
          responseStatusCode = 500
          // An error after the shell is sent cannot change the status any more: the page cache must still not keep it.
          doNotKeepPage(loadContext)
          if (shellRendered) console.error(error)
        },
      },
    )
    setTimeout(abort, streamTimeout + 1000)
  })
}

// server.mjs's boot API (app/boot.server.ts, ADR 172): the build's entry module is the one door server.mjs has.
export * as boot from './boot.server'
