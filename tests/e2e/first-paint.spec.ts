// Speed on phones (ADR 150): the sign-in, pricing, blog and post pages paint before they fetch their client
// bundle, and then hydrate as before. Lighthouse itself runs in `npm run bench -- lighthouse`; this proves the order.
import { ANY_WIDTH, expect, test, visit } from './fixtures'

test('the blog, a post, pricing and sign-in paint first, then fetch their scripts and hydrate', ANY_WIDTH, async ({ page, request }) => {
  const blog = await (await request.get('/blog')).text()
  const post = /href="(\/blog\/[a-z0-9-]+)"/.exec(blog)?.[1]
  expect(post, 'a post linked from /blog').toBeTruthy()

  for (const path of ['/auth', '/pricing', '/blog', post!]) {
    const html = await (await request.get(path)).text()
    // Nothing in the HTML makes the browser fetch a script while it waits for the stylesheet.
    expect(html.includes('rel="modulepreload"'), `${path}: module preloads in the HTML`).toBe(false)
    expect(/<script[^>]* type="module"/.test(html), `${path}: a module script in the HTML`).toBe(false)

    await visit(page, path)
    const order = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity
      const scripts = performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/.+\.js$/.test(new URL(entry.name).pathname))
        .map((entry) => entry.startTime)
      return { paint, scripts: scripts.length, firstScript: Math.min(...scripts) }
    })
    expect(order.scripts, `${path}: the client bundle was fetched`).toBeGreaterThan(0)
    expect(order.firstScript, `${path}: first script fetched after the first paint`).toBeGreaterThan(order.paint)
  }

  // Hydrated: the header's links now navigate inside the page, without loading a new document.
  await visit(page, '/blog')
  await page.evaluate(() => ((window as { samePage?: boolean }).samePage = true))
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }).first().click()
  await expect(page).toHaveURL(/\/pricing$/)
  expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true)
})
