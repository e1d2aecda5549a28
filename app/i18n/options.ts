import type { InitOptions } from 'i18next'
import { DEFAULT_LOCALE, LOCALES } from '../utils/locales.mjs'

/** The i18next options the server and the browser share, so both render the same text (no hydration mismatch). */
export const sharedOptions = {
  supportedLngs: [...LOCALES],
  fallbackLng: DEFAULT_LOCALE,
  defaultNS: 'common',
  // React escapes what it renders; a catalogue string used in HTML outside React (mail) must be escaped there.
  interpolation: { escapeValue: false },
  // Everything is in memory: initialisation finishes before init() returns, so rendering never waits.
  initAsync: false,
  react: { useSuspense: false },
} satisfies InitOptions
