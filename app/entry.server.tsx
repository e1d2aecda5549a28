import { PassThrough } from 'node:stream'
import { createReadableStreamFromReadable } from '@react-router/node'
import { isbot } from 'isbot'
import { renderToPipeableStream } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router'
import { createRequestI18n, getLocale } from './i18n/i18n.server'
import { deferHydration } from './utils/after-paint.server'
import { doNotKeepPage } from './utils/customer-page.server'
import { isLocale } from './utils/locales.mjs'
import { NonceProvider } from './utils/nonce'

export const streamTimeout = 5_000

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

// For server.mjs: the validated configuration, the database preparation it runs before listening, and the public
// content version its page cache is keyed by.
export { publicContentVersion } from '../collections/hooks/invalidate'
export { customerDataVersion } from '../collections/hooks/customer-version'
export { customerPageOwner } from './utils/customer-page.server'
export { prepareDatabase } from './utils/database.server'
export { startJobRunner } from './services/consultation-jobs.server'
export { getEnv } from './utils/env.server'
export { checkPaymentsEnv } from './services/payments-stripe.server'
