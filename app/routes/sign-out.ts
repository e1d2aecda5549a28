import { redirect } from 'react-router'
import { endSession, getSession } from '../utils/session.server'
import type { Route } from './+types/sign-out'

/** Sign Out (spec 2.2, 2.6): ends the session and goes home. Only a POST signs out; a link cannot do it for you. */
export async function action({ request }: Route.ActionArgs) {
  const session = await getSession(request)
  return redirect('/', { headers: { 'Set-Cookie': await endSession(session) } })
}

export function loader() {
  return redirect('/')
}
