import { describe, expect, it } from 'vitest'
import { AFTER_PAINT_TYPE } from './after-paint'
import { deferHydration } from './after-paint.server'

// The shape React Router 7's <Scripts> gives a server-rendered page: module preloads hoisted into the head by React,
// then in the body the context script and one inline module script that imports the route modules and the entry.
const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link nonce="N1" rel="stylesheet" href="/assets/app.css" data-precedence="default"/>',
  '<link nonce="N1" rel="preload" href="/assets/inter.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>',
  '<link rel="modulepreload" href="/assets/entry.client-a.js" nonce="N1"/><link rel="modulepreload" href="/assets/chunk-b.js" nonce="N1"/>',
  '<title>Sign in</title></head><body><main><script type="module">/* an author\'s own */</script></main>',
  '<script nonce="N1">window.__reactRouterContext = {};</script>',
  '<script nonce="N1" type="module" async="">;\nimport * as route0 from "/assets/root-c.js";\n',
  '  window.__reactRouterRouteModules = {"root":route0};\n\nimport("/assets/entry.client-a.js");</script>',
  '<script nonce="N1">window.__reactRouterContext.streamController.close();</script></body></html>',
].join('')

describe('deferHydration', () => {
  const out = deferHydration(page)

  it('drops the module preloads, so no script is fetched before the first paint', () => {
    expect(out).not.toContain('modulepreload')
    // The stylesheet and the font preloads stay: the first paint needs them.
    expect(out).toContain('rel="stylesheet" href="/assets/app.css"')
    expect(out).toContain('rel="preload" href="/assets/inter.woff2"')
  })

  it("makes React Router's module script inert, keeping its nonce and its text for the loader to start later", () => {
    expect(out).toContain(`<script nonce="N1" type="${AFTER_PAINT_TYPE}">;\nimport * as route0 from "/assets/root-c.js";`)
    expect(out).toContain('import("/assets/entry.client-a.js");</script>')
    expect(out).not.toContain('type="module" async=""')
  })

  it('leaves every other script as it was', () => {
    expect(out).toContain('<script type="module">/* an author\'s own */</script>')
    expect(out).toContain('<script nonce="N1">window.__reactRouterContext = {};</script>')
    expect(out.length).toBeLessThan(page.length)
  })

  it('changes nothing in a page without the router scripts', () => {
    const plain = '<html><head><link rel="stylesheet" href="/a.css"/></head><body><p>Hi</p></body></html>'
    expect(deferHydration(plain)).toBe(plain)
  })
})
