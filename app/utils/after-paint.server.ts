// Hydration after the first paint (ADR 150). React Router's <Scripts> makes the browser fetch the whole client bundle
// (some 25 modules, about 230 kB) while the page is still waiting for its stylesheet: module preloads in the head, and
// an inline module script whose imports start at once. On a slow phone link those downloads share the line with the
// stylesheet and fonts the first paint needs; Lighthouse's simulation counts every high-priority script that has
// arrived before the first paint as holding it up, which put FCP at about 2.4 s against the landing page's 0.9 s.
// For the pages that opt in (`handle.hydrate = 'after-paint'`), the HTML is rewritten once, on the server: no module
// preloads, and the router's module script is made inert. The root layout's loader (after-paint.ts) starts it as a real
// module script after the first contentful paint; the router then hydrates as before.

import { AFTER_PAINT_TYPE } from './after-paint'

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g
// The router's own module script: the one that registers the route modules (an author's module script is left alone).
const ROUTER_SCRIPT = /<script([^>]*?) type="module" async="">(?=[^<]*window\.__reactRouterRouteModules)/

/** The page's HTML with its client bundle fetched only when the root layout's loader starts it. */
export function deferHydration(html: string): string {
  if (!ROUTER_SCRIPT.test(html)) return html
  return html.replace(MODULE_PRELOAD, '').replace(ROUTER_SCRIPT, `<script$1 type="${AFTER_PAINT_TYPE}">`)
}
