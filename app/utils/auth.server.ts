// Who is signed in (issue 3). remix-auth's form strategy signs in over Payload's local strategy; the site's own
// cookie (session.server.ts) then carries the session.
import { redirect } from 'react-router'
import { Authenticator } from 'remix-auth'
import { FormStrategy } from 'remix-auth-form'
import { SignInSchema } from '../schemas/account'
import { getSessionUser, signIn, type SessionUser } from '../services/accounts.server'
import { safeRedirect } from './redirect'
import { getSession, isSessionCurrent } from './session.server'

export const authenticator = new Authenticator<SessionUser>()

authenticator.use(
  new FormStrategy(async ({ form }) => {
    const parsed = SignInSchema.safeParse(Object.fromEntries(form))
    // The action validates first; this is the strategy's own guard against being called with anything else.
    if (!parsed.success) throw new Error('Email and password are required')
    return signIn(parsed.data.email, parsed.data.password)
  }),
  'password',
)

const seen = new WeakMap<Request, Promise<SessionUser | null>>()

/** The signed-in customer, or null. Looked up once per request. */
export function getUser(request: Request): Promise<SessionUser | null> {
  let found = seen.get(request)
  if (!found) {
    found = getSession(request).then((session) => (isSessionCurrent(session) ? getSessionUser(session.get('userId'), session.get('version')) : null))
    seen.set(request, found)
  }
  return found
}

/** The path and query a visitor asked for, to come back to after signing in. */
function returnPath(request: Request): string {
  const url = new URL(request.url)
  return `${url.pathname}${url.search}`
}

/** The signed-in customer; a visitor without a session goes to /auth and comes back here afterwards (spec 6). */
export async function requireUser(request: Request): Promise<SessionUser> {
  const user = await getUser(request)
  if (user) return user
  throw redirect(`/auth?${new URLSearchParams({ redirectTo: returnPath(request) })}`)
}

/** Pages for signed-out visitors only (sign-in, sign-up): a signed-in visit goes on to where it was headed. */
export async function requireAnonymous(request: Request): Promise<void> {
  if (await getUser(request)) throw redirect(safeRedirect(new URL(request.url).searchParams.get('redirectTo')))
}
