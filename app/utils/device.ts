// "Where you're signed in" (Settings) names each session by the browser and system its User-Agent header gives.
// A short, readable guess is enough for a customer to recognise their own devices; nothing decides on it.
import type { TFunction } from 'i18next'

// Brands: written the same in every language; only the words around them are translated.
const BROWSERS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
]

const SYSTEMS: [RegExp, string][] = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
]

const first = (table: [RegExp, string][], text: string) => table.find(([pattern]) => pattern.test(text))?.[1]

/** "Chrome on Linux", "Linux पर Chrome": in the language of `t` (the settings catalogue), which orders the words. */
export function describeDevice(userAgent: string | null | undefined, t: TFunction<'settings'>): string {
  const browser = userAgent ? first(BROWSERS, userAgent) : undefined
  const system = userAgent ? first(SYSTEMS, userAgent) : undefined
  if (browser && system) return t('sessions.device', { browser, system })
  return browser ?? system ?? t('sessions.unknownDevice')
}
