// The server's translations for a language already decided (ADR 050): one i18next instance holding every catalogue,
// shared by every request, mail and CMS hook. It decides no language itself (that is i18n.server.ts, which may look at
// the signed-in account), so the collections can read a catalogue without reaching sessions or Payload (ADR 170).
import { createInstance, type TFunction } from 'i18next'
import { translateMessage, type Translate } from '../schemas/messages'
import { DEFAULT_LOCALE, type Locale } from '../utils/locales.mjs'
import { sharedOptions } from './options'
import { resources } from './resources'
import type { Namespace } from './types'

// One instance holds every catalogue; translation functions and per-request instances are views of it, so no request
// pays for loading or parsing catalogues.
export const shared = createInstance()
shared.init({ ...sharedOptions, lng: DEFAULT_LOCALE, resources, ns: Object.keys(resources.en) })

/** A translation function for one namespace (or several, the first the default) in one language. */
export function fixedT<N extends Namespace | Namespace[]>(locale: Locale, ns: N): TFunction<N> {
  return shared.getFixedT(locale, ns)
}

/** A schema's or a service's message (a validation key, or words) as a reader of `locale` reads it. */
export function readMessage(locale: Locale, text: string): string {
  return translateMessage(fixedT(locale, 'validation') as unknown as Translate, text)
}
