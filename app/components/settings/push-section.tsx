import { useState, useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'
import { Form, useSubmit } from 'react-router'
import { useLocale } from '../../i18n/use-locale'
import type { PushDeviceListing } from '../../services/daily-nudge.server'
import { longDate } from '../../utils/dates'
import { Button } from '../ui/button'
import { useMessageText } from '../ui/field'
import { FormMessage, useIntentBusy } from '../ui/form-parts'
import { headingClass, sectionClass, type LastResult } from './shared'

/** Where a click on "Notify me" got to ('idle' until then). */
type State = 'idle' | 'busy' | 'denied' | 'failed'
/** What the browser can do: 'unknown' on the server and before hydration, when the button cannot work yet. */
type Support = 'unknown' | 'push' | 'none'

const neverChanges = () => () => undefined
const browserSupport = (): Support => ('serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window ? 'push' : 'none')

/** A base64url key as the bytes `pushManager.subscribe` takes. */
function keyBytes(key: string): Uint8Array<ArrayBuffer> {
  const binary = atob(key.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (key.length % 4)) % 4))
  return Uint8Array.from(binary, (char) => char.charCodeAt(0))
}

const sameKey = (a: ArrayBuffer | null | undefined, b: Uint8Array) =>
  Boolean(a) && new Uint8Array(a!).every((byte, i) => byte === b[i]) && a!.byteLength === b.length

/** The worker's registration, or null when none comes within a few seconds (a development server has none). */
async function registration(): Promise<ServiceWorkerRegistration | null> {
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), 10_000))
  return Promise.race([navigator.serviceWorker.ready, timeout])
}

/**
 * The browser's subscription for our key: the one it has, or a new one. One made for another key (the site's keys
 * were changed) is given up first, as the push service would refuse a second.
 */
async function subscribe(publicKey: string): Promise<PushSubscriptionJSON | null> {
  const worker = await registration()
  if (!worker) return null
  const key = keyBytes(publicKey)
  const existing = await worker.pushManager.getSubscription()
  if (existing && sameKey(existing.options.applicationServerKey, key)) return existing.toJSON()
  await existing?.unsubscribe()
  return (await worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key })).toJSON()
}

/**
 * The daily reading as a notification (ADR 249), beside the e-mail: the devices that get it, each removable with a
 * plain form, and "Notify me on this device", which needs JavaScript (the browser asks the customer's permission and
 * makes the subscription), so it appears only once the page has it; without, the page says so and the mail stays.
 */
export function PushSection({ publicKey, devices, lastResult }: { publicKey: string; devices: PushDeviceListing[] } & LastResult) {
  const { t } = useTranslation('nudge')
  const locale = useLocale()
  const read = useMessageText()
  const submit = useSubmit()
  const removing = useIntentBusy('push-remove')
  const saving = useIntentBusy('push-on')
  const support = useSyncExternalStore<Support>(neverChanges, browserSupport, () => 'unknown')
  const [state, setState] = useState<State>('idle')
  const error = lastResult?.error?.['']?.[0] ?? Object.values(lastResult?.error ?? {})[0]?.[0]

  async function turnOn() {
    setState('busy')
    try {
      if ((await Notification.requestPermission()) !== 'granted') return setState('denied')
      const subscription = await subscribe(publicKey)
      if (!subscription?.endpoint || !subscription.keys?.p256dh || !subscription.keys.auth) return setState('failed')
      const { endpoint, keys } = subscription
      await submit({ intent: 'push-on', endpoint, p256dh: keys.p256dh, auth: keys.auth }, { method: 'post' })
      setState('idle')
    } catch {
      setState('failed')
    }
  }

  const notice = support === 'none' ? 'push.unsupported' : state === 'denied' ? 'push.denied' : state === 'failed' ? 'push.failed' : null
  return (
    <section aria-labelledby="push-heading" className={sectionClass}>
      <h2 id="push-heading" className={headingClass}>
        {t('push.heading')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('push.lead')}</p>
      {error ? <FormMessage tone="error">{read(error)}</FormMessage> : null}
      <div className="mt-4 space-y-3">
        {/* The server's page, and one whose JavaScript never came, say why there is no button; hydration replaces it. */}
        {support === 'unknown' ? <p className="text-sm text-slate-700">{t('push.noscript')}</p> : null}
        {support === 'push' ? (
          <Button type="button" variant="outline" onClick={turnOn} disabled={state === 'busy' || saving} aria-disabled={state === 'busy' || saving}>
            {state === 'busy' || saving ? t('push.busy') : t('push.turnOn')}
          </Button>
        ) : null}
        <div aria-live="polite">{notice ? <p className="rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900">{t(notice)}</p> : null}</div>
      </div>
      <h3 className="mt-5 text-base font-semibold text-night-900">{t('push.devices')}</h3>
      {devices.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">{t('push.none')}</p>
      ) : (
        <ul className="mt-2 divide-y divide-violet-100" aria-label={t('push.devices')}>
          {devices.map((device) => (
            <li key={device.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
              <div className="text-sm">
                <p className="font-medium text-night-900">{device.device}</p>
                <p className="text-slate-600">{t('push.added', { date: longDate(device.addedOn, locale) })}</p>
              </div>
              <Form method="post">
                <input type="hidden" name="intent" value="push-remove" />
                <input type="hidden" name="device" value={device.id} />
                <Button type="submit" variant="plain" size="sm" disabled={removing} aria-label={t('push.removeLabel', { device: device.device })}>
                  {t('push.remove')}
                </Button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
