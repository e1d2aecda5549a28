import { data, redirect } from 'react-router'
import { HOROSCOPE_SIGN_SLUGS } from '../utils/horoscope-pages.mjs'
import type { Route } from './+types/horoscope-sign-index'

/** /horoscope/<sign> is today's page of that sign (ADR 220); anything else under /horoscope/ is no page. */
export function loader({ params, request }: Route.LoaderArgs) {
  if (!(HOROSCOPE_SIGN_SLUGS as readonly string[]).includes(params.sign)) throw data(null, { status: 404 })
  throw redirect(`/horoscope/${params.sign}/today${new URL(request.url).search}`)
}

/** Never drawn: the loader always answers. Being a page, not a resource, its 404 is the site's not-found page. */
export default function HoroscopeSignIndex() {
  return null
}
