import { describe, expect, it } from 'vitest'
import { getFixedT } from '../i18n/i18n.server'
import { describeDevice } from './device'

const UA = {
  chromeWindows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  edgeWindows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  safariIphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  chromeAndroid: 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  firefoxMac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:128.0) Gecko/20100101 Firefox/128.0',
  samsungAndroid:
    'Mozilla/5.0 (Linux; Android 13; SM-S908B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
  chromeLinux: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  // A system the table knows with no browser it knows, and the reverse.
  linuxOnly: 'Mozilla/5.0 (X11; Linux x86_64) SomeBrowser/1.0',
  firefoxOnly: 'Firefox/128.0',
}

describe('describeDevice', () => {
  it.each([
    [UA.chromeWindows, 'Chrome on Windows'],
    [UA.edgeWindows, 'Edge on Windows'],
    [UA.safariIphone, 'Safari on iPhone'],
    [UA.chromeAndroid, 'Chrome on Android'],
    [UA.firefoxMac, 'Firefox on macOS'],
    [UA.samsungAndroid, 'Samsung Internet on Android'],
    [UA.chromeLinux, 'Chrome on Linux'],
    [UA.linuxOnly, 'Linux'],
    [UA.firefoxOnly, 'Firefox'],
    ['curl/8.5.0', 'Unknown device'],
    [null, 'Unknown device'],
  ])('in English: %s → %s', async (userAgent, expected) => {
    expect(describeDevice(userAgent, await getFixedT('en', 'settings'))).toBe(expected)
  })

  // Hindi puts the system first, as Hindi word order does ("Linux पर Chrome"); the brands themselves stay as they are.
  it.each([
    [UA.chromeLinux, 'Linux पर Chrome'],
    [UA.chromeWindows, 'Windows पर Chrome'],
    [UA.safariIphone, 'iPhone पर Safari'],
    [UA.samsungAndroid, 'Android पर Samsung Internet'],
    [UA.linuxOnly, 'Linux'],
    [UA.firefoxOnly, 'Firefox'],
    ['curl/8.5.0', 'अज्ञात डिवाइस'],
    [undefined, 'अज्ञात डिवाइस'],
  ])('in Hindi: %s → %s', async (userAgent, expected) => {
    expect(describeDevice(userAgent, await getFixedT('hi', 'settings'))).toBe(expected)
  })
})
