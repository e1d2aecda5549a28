import { redirect } from 'react-router'
import { endSession } from '../utils/auth.server'
import type { Route } from './+types/sign-out'

/**
 * Sign Out (spec 2.2, 2.6): ends the session on the server, so a copy of the cookie signs nobody in afterwards
 *, and goes home. Only a POST signs out; a link cannot do it for you.
 */
export async function action({ request }: Route.ActionArgs) {
  return redirect('/', { headers: { 'Set-Cookie': await endSession(request) } })
}

export function loader() {
  return redirect('/')
}
