// The browser half of hydration after the first paint (ADR 150; the server half is after-paint.server.ts).

/** The type that keeps the router's inline module script from running until the loader starts it. */
export const AFTER_PAINT_TYPE = 'text/x-after-paint'

/**
 * Starts the router's inert module script as a real one once the page has painted. Serialised into a nonce'd inline
 * script, so it must be self-contained: no imports, no outer names.
 */
function startAfterPaint(type: string) {
  const inert = document.querySelector<HTMLScriptElement>(`script[type="${type}"]`)
  if (!inert) return
  let started = false
  const start = () => {
    if (started) return
    started = true
    const script = document.createElement('script')
    script.type = 'module'
    // The CSP allows an inline script by its nonce, which the browser keeps on the element (not in its attribute).
    script.nonce = inert.nonce ?? ''
    script.textContent = inert.textContent
    // In the head: React 19 skips unknown elements there when it hydrates, and the inert original stays in place.
    document.head.append(script)
  }
  // The first frame can be painted before any text is (a part of the document, or the fonts' short block period), so
  // this waits for the first contentful paint itself; the load event is no stand-in, as a page from the cache loads
  // before it paints. A page opened in a background tab paints nothing: there is nothing to wait for. A browser that
  // reports no paints starts at once, and a paint that never comes is given up on after a few seconds.
  if (document.visibilityState === 'hidden' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) return start()
  new PerformanceObserver((list, observer) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return
    observer.disconnect()
    setTimeout(start, 0)
  }).observe({ type: 'paint', buffered: true })
  setTimeout(start, 4000)
}

export const afterPaintLoaderSource = `(${startAfterPaint.toString()})(${JSON.stringify(AFTER_PAINT_TYPE)})`
