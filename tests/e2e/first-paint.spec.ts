// Speed on phones (ADR 150): the sign-in and pricing pages paint before they fetch their client bundle, and then
// hydrate as before; the blog, posts, the horoscopes and the policy pages fetch none (ADR 275). Lighthouse itself
// runs in `npm run bench -- lighthouse`; this proves the order.
import { ANY_WIDTH, createVerifiedCustomer, expect, newCustomer, submitSignIn, test, toastRegion, visit } from './fixtures'

test('sign-in and pricing paint first, then fetch their scripts and hydrate', ANY_WIDTH, async ({ page, request }) => {
  for (const path of ['/auth', '/pricing']) {
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

  // Hydrated: the site's links now navigate inside the page, without loading a new document, and a page that ships
  // no React (ADR 275) is drawn by the router all the same.
  await visit(page, '/pricing')
  await page.evaluate(() => ((window as { samePage?: boolean }).samePage = true))
  await page.getByRole('contentinfo').getByRole('link', { name: 'Blog', exact: true }).click()
  await expect(page).toHaveURL(/\/blog$/)
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible()
  expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true)
})

test('the blog, a post, the horoscopes and a policy page ship no React: no script file is fetched', ANY_WIDTH, async ({ page, request }) => {
  const blog = await (await request.get('/blog')).text()
  const post = /href="(\/blog\/[a-z0-9-]+)"/.exec(blog)?.[1]
  expect(post, 'a post linked from /blog').toBeTruthy()

  for (const path of ['/blog', post!, '/horoscopes', '/horoscope/mesha/today', '/privacy']) {
    const html = await (await request.get(path)).text()
    expect(html.includes('rel="modulepreload"'), `${path}: module preloads in the HTML`).toBe(false)
    expect(/<script[^>]* src=/.test(html), `${path}: a script file in the HTML`).toBe(false)

    await visit(page, path)
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((pathname) => pathname.endsWith('.js') && pathname !== '/sw.js'),
    )
    expect(scripts, `${path}: scripts fetched`).toEqual([])
  }
})

test('on the blog, choosing a category applies it at once without React, and a toast from the server closes', ANY_WIDTH, async ({ page }) => {
  await visit(page, '/blog')
  await page.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Numerology' })
  await expect(page).toHaveURL(/[?&]category=numerology\b/)
  await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue('numerology')

  // Signed in through the hydrated form with the blog as the way back: the router draws the blog and its toast.
  const customer = await createVerifiedCustomer(page.request, newCustomer('static-toast'))
  await visit(page, '/auth?redirectTo=/blog')
  await submitSignIn(page, customer)
  await expect(page).toHaveURL(/\/blog$/)
  await expect(toastRegion(page).getByRole('status')).toContainText('Welcome back')

  // Signed in by a plain form post (as without scripts): the blog, a document that runs no React, shows the greeting
  // the server wrote into it, and its island closes it.
  const signedIn = await page.request.post('/auth', {
    form: { intent: 'sign-in', email: customer.email, password: customer.password, redirectTo: '/blog' },
    maxRedirects: 0,
  })
  expect(signedIn.headers().location).toBe('/blog')
  await visit(page, '/blog')
  const toast = toastRegion(page)
  await expect(toast.getByRole('status')).toContainText('Welcome back')
  await toast.getByRole('button', { name: 'Dismiss' }).click()
  await expect(toast.getByRole('status')).toBeEmpty()
  await expect(toast.getByRole('button')).toHaveCount(0)
})
