import { data } from 'react-router'
import type { Route } from './+types/not-found'

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  // The attempted path is logged (spec 2.1) so broken links can be found and fixed.
  console.warn(`404 Not Found: ${url.pathname}`)
  throw data(null, { status: 404 })
}

export default function NotFound() {
  return null
}
