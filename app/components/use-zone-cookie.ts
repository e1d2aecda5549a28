import { useEffect } from 'react'
import { useRevalidator } from 'react-router'
import { ZONE_COOKIE } from '../utils/cookie-names.mjs'

// Once per page load: a zone the server cannot read (it falls back) must not redraw the page for ever.
let redrawn = false

/**
 * Keeps the browser's own time zone in the `tz` cookie, so the server's "today" is the visitor's day (ADR 085). When
 * the page was drawn for another zone (the first visit, or after travelling), it is drawn again for this one.
 */
export function useZoneCookie(serverZone: string) {
  const { revalidate } = useRevalidator()
  useEffect(() => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone
    if (!zone) return
    const current = document.cookie.split('; ').find((part) => part.startsWith(`${ZONE_COOKIE}=`))
    if (current !== `${ZONE_COOKIE}=${encodeURIComponent(zone)}`) {
      document.cookie = `${ZONE_COOKIE}=${encodeURIComponent(zone)}; Path=/; Max-Age=31536000; SameSite=Lax`
    }
    if (zone !== serverZone && !redrawn) {
      redrawn = true
      void revalidate()
    }
  }, [serverZone, revalidate])
}
