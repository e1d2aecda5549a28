// The daily reading as a notification (ADR 249) in Chromium: "Notify me on this device" asks the permission and sends
// the subscription, Settings lists the device and removes it; a push delivered to the site's real service worker is
// shown as the day's notification and a tap on it opens the reading; a browser that refuses or cannot do push says
// so, and without JavaScript the page offers the e-mail only.
//
// What this proves, and what not: the test's Chromium cannot reach Google's push service, so `pushManager.subscribe`
// is replaced in the page by one that returns a subscription to an FCM address (the island, the POST, the server's
// checks and the stored device are the real ones). The push is delivered to the worker by Chromium itself, through
// the DevTools protocol (`ServiceWorker.deliverPushMessage`), carrying the message the server composes
// (app/domain/daily-push.ts); the server's sending of it to a push service is proved by the integration tests
// (tests/integration/daily-push.test.ts). A test cannot click an operating system's notification, so the tap is the
// worker's `notificationclick` handler run on the shown notification.
import fs from 'node:fs'
import type { Page } from '@playwright/test'
import { dailyPush } from '../../app/domain/daily-push'
import { expect, expectNoSeriousA11yViolations, signedInCustomer, test, toast, visit } from './fixtures'

const section = (page: Page) => page.getByRole('region', { name: 'Daily reading as a notification' })

/** Replaces the browser's push subscription with one for an FCM address, made up for this test. */
async function stubPushManager(page: Page) {
  await page.addInitScript(() => {
    const key = new Uint8Array(65).fill(4)
    const json = {
      endpoint: `https://fcm.googleapis.com/fcm/send/e2e-${Math.random().toString(36).slice(2)}`,
      expirationTime: null,
      keys: {
        p256dh: btoa(String.fromCharCode(...key))
          .replace(/\+/g, '-')
          .replace(/\//g, '_')
          .replace(/=+$/, ''),
        auth: 'AAAAAAAAAAAAAAAAAAAAAA',
      },
    }
    let subscribed: unknown = null
    PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
      subscribed = {
        endpoint: json.endpoint,
        options: { applicationServerKey: (options?.applicationServerKey as Uint8Array).buffer },
        toJSON: () => json,
        unsubscribe: async () => true,
      }
      return subscribed as PushSubscription
    }
    PushManager.prototype.getSubscription = async () => subscribed as PushSubscription | null
  })
}

/** The worker's registration id, as the DevTools protocol names it, once the worker is installed and controls the page. */
async function workerRegistration(page: Page) {
  await page.locator('html[data-service-worker="registered"]').waitFor({ state: 'attached' })
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
    if (!navigator.serviceWorker.controller)
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }))
  })
  const cdp = await page.context().newCDPSession(page)
  const registration = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((entry) => !entry.isDeleted && entry.scopeURL === new URL('/', page.url()).href)
      if (ours) resolve(ours.registrationId)
    })
  })
  await cdp.send('ServiceWorker.enable')
  return { cdp, registrationId: await registration }
}

const shownNotifications = (page: Page) =>
  page.evaluate(async () =>
    (await (await navigator.serviceWorker.ready).getNotifications()).map((shown) => ({
      title: shown.title,
      body: shown.body,
      tag: shown.tag,
      lang: shown.lang,
    })),
  )

// Chromium's headless shell refuses `showNotification` from a worker even with the permission granted; the full
// browser, headless, shows it. This test runs in that one.
const FULL_CHROMIUM = '/usr/bin/chromium'
test.use({
  launchOptions: { executablePath: fs.existsSync(FULL_CHROMIUM) ? FULL_CHROMIUM : undefined, args: ['--no-sandbox', '--disable-gpu', '--no-first-run'] },
})

test('a customer turns notifications on for this device, the day’s notification shows, a tap opens the reading, and the device is removed', async ({
  page,
  baseURL,
}) => {
  await page.context().grantPermissions(['notifications'], { origin: baseURL })
  await stubPushManager(page)
  await signedInCustomer(page, 'daily-push-on')
  await visit(page, '/settings')
  const { cdp, registrationId } = await workerRegistration(page)
  const push = section(page)
  await expect(push).toContainText('No device yet.')
  await push.getByRole('button', { name: 'Notify me on this device' }).click()
  await expect(toast(page, 'This device will show your reading each day at 07:00.')).toBeVisible()
  const devices = section(page).getByRole('list', { name: 'Devices that show the notification' })
  await expect(devices.getByRole('listitem')).toHaveCount(1)
  await expect(devices).toContainText(/Chrome/)
  await expectNoSeriousA11yViolations(page)

  // The message the server composes for a customer reading English, delivered by Chromium to the worker.
  const message = dailyPush({
    title: 'Your reading for 28 November 2026',
    overview: 'A calm and steady day.\n\nMore.',
    language: 'en',
    date: '2026-11-28',
  })
  await cdp.send('ServiceWorker.deliverPushMessage', { origin: new URL(baseURL!).origin, registrationId, data: JSON.stringify(message) })
  await expect
    .poll(() => shownNotifications(page))
    .toEqual([{ title: message.title, body: 'A calm and steady day.', tag: 'daily-reading-2026-11-28', lang: 'en' }])

  // The tap: the worker's notificationclick handler on the notification it showed takes the open window to the reading.
  const opened = page.waitForRequest((request) => request.isNavigationRequest() && new URL(request.url()).pathname === '/daily-reading')
  const [worker] = page.context().serviceWorkers()
  await worker!.evaluate(async () => {
    // Written without the worker's types, which this file (a page's and Node's) does not load.
    const scope = self as unknown as {
      registration: ServiceWorkerRegistration
      dispatchEvent(event: Event): boolean
      NotificationEvent: new (type: string, init: { notification: Notification }) => Event
    }
    const [shown] = await scope.registration.getNotifications()
    scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification: shown! }))
  })
  await opened
  // This customer has no birth profile yet, so the reading sends them on to make one.
  await expect(page).toHaveURL(/\/(daily-reading|horoscope)$/)
  await expect.poll(() => shownNotifications(page)).toEqual([])

  await visit(page, '/settings')
  await section(page)
    .getByRole('button', { name: /^Remove / })
    .click()
  await expect(toast(page, /will show no more notifications\.$/)).toBeVisible()
  await expect(section(page)).toContainText('No device yet.')
})

test('a browser that refuses the permission, or has no push, says so; a made-up address is refused with a 400', async ({ page, browser, baseURL }) => {
  await page.addInitScript(() => {
    Notification.requestPermission = async () => 'denied'
  })
  await signedInCustomer(page, 'daily-push-refused')
  await visit(page, '/settings')
  await section(page).getByRole('button', { name: 'Notify me on this device' }).click()
  await expect(section(page)).toContainText('Notifications are blocked for this site.')
  await expect(section(page)).toContainText('No device yet.')

  // An address that is no push service's: the server refuses it, and stores nothing.
  const refused = await page.request.post('/settings', {
    form: { intent: 'push-on', endpoint: 'https://127.0.0.1:8080/internal', p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
    headers: { Origin: new URL(baseURL!).origin },
    maxRedirects: 0,
  })
  expect(refused.status()).toBe(400)
  await visit(page, '/settings')
  await expect(section(page)).toContainText('No device yet.')

  const context = await browser.newContext({ baseURL })
  const other = await context.newPage()
  try {
    await other.addInitScript(() => {
      delete (window as { PushManager?: unknown }).PushManager
    })
    await signedInCustomer(other, 'daily-push-unsupported')
    await visit(other, '/settings')
    await expect(section(other)).toContainText('This browser cannot show notifications from websites.')
    await expect(section(other).getByRole('button', { name: 'Notify me on this device' })).toHaveCount(0)
  } finally {
    await context.close()
  }
})

test('without JavaScript the page offers the e-mail and says the notification needs JavaScript', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false })
  const page = await context.newPage()
  try {
    await signedInCustomer(page, 'daily-push-nojs')
    await page.goto('/settings')
    await expect(page.getByRole('checkbox', { name: 'Send me the daily reading by e-mail' })).toBeVisible()
    await expect(section(page)).toContainText('Turning on notifications needs JavaScript.')
    await expect(section(page).getByRole('button', { name: 'Notify me on this device' })).toHaveCount(0)
  } finally {
    await context.close()
  }
})
