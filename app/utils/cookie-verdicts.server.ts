import type { Cookie } from 'react-router'
import { BoundedMap } from './bounded-map.mjs'

const VERIFIED_MAX = 2000

/**
 * The cookie, with its verdicts remembered: checking the signature (an HMAC through WebCrypto) was the largest single
 * cost of a signed-in page in the profile, above any query, and ran two or three times a request. The verdict
 * for one cookie value never changes while the secret stays, so each value is checked once per process; every caller
 * gets its own copy of the data, since sessions are changed in place.
 */
export function rememberingVerdicts(cookie: Cookie): Cookie {
  const verdicts = new BoundedMap<string, Promise<unknown>>(VERIFIED_MAX)
  const pattern = new RegExp(`(?:^|;\\s*)${cookie.name}=([^;]*)`)
  return {
    get name() {
      return cookie.name
    },
    get isSigned() {
      return cookie.isSigned
    },
    get expires() {
      return cookie.expires
    },
    serialize: (value, options) => cookie.serialize(value, options),
    parse(header, options) {
      const value = header && !options ? pattern.exec(header)?.[1] : undefined
      if (value === undefined) return cookie.parse(header, options)
      let verdict = verdicts.get(value)
      if (!verdict) {
        verdict = cookie.parse(header)
        verdicts.set(value, verdict)
        verdict.catch(() => verdicts.delete(value))
      }
      return verdict.then((data) => (data && typeof data === 'object' ? structuredClone(data) : data))
    },
  }
}
