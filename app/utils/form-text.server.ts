// The words of one request's toasts and form messages, in that request's language (ADR 055): toasts are built here on
// the server from the toasts catalogue, so they arrive in the language of the page that shows them.
import { getFixedT } from '../i18n/i18n.server'
import { translateMessage, type Translate } from '../schemas/messages'
import type { Locale } from './locales.mjs'

export async function requestText(request: Request | Locale) {
  const [toasts, validation] = await Promise.all([getFixedT(request, 'toasts'), getFixedT(request, 'validation')])
  return {
    /** The toasts catalogue. */
    t: toasts,
    /** A schema's or a service's message (a validation key, or words) as the visitor reads it. */
    read: (text: string) => translateMessage(validation as unknown as Translate, text),
  }
}
