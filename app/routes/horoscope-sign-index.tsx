import { data, redirect } from 'react-router'
import { HOROSCOPE_SIGN_SLUGS, WESTERN_HOROSCOPE_PREFIX, WESTERN_SIGN_SLUGS } from '../utils/horoscope-pages.mjs'
import type { Route } from './+types/horoscope-sign-index'

/**
 * /horoscope/<sign> is today's page of that sign (ADR 220), and /horoscope/western/<sign> a Western sun sign's (ADR
 * 257); anything else under /horoscope/ is no page.
 */
export function loader({ params, request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const western = url.pathname.startsWith(`${WESTERN_HOROSCOPE_PREFIX}/`)
  const [base, slugs] = western ? [WESTERN_HOROSCOPE_PREFIX, WESTERN_SIGN_SLUGS] : ['/horoscope', HOROSCOPE_SIGN_SLUGS]
  if (!(slugs as readonly string[]).includes(params.sign)) throw data(null, { status: 404 })
  throw redirect(`${base}/${params.sign}/today${url.search}`)
}

/** Never drawn: the loader always answers. Being a page, not a resource, its 404 is the site's not-found page. */
export default function HoroscopeSignIndex() {
  return null
}
