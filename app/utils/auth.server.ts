// Who is signed in (hole 4). remix-auth's form strategy checks the password over Payload's local
// strategy; a `sessions` row (app/services/sessions.server.ts), named by the site's cookie, then is the session.
import { redirect } from 'react-router'
import { Authenticator } from 'remix-auth'
import { FormStrategy } from 'remix-auth-form'
import { SignInSchema } from '../schemas/account'
import { signIn, type Account, type SessionUser } from '../services/accounts.server'
import { createSession, endSessionByToken, findSessionUser } from '../services/sessions.server'
import { safeRedirect } from './redirect'
import { clearSessionCookie, commitSessionToken, sessionToken } from './session.server'

const authenticator = new Authenticator<Account>()

// The client address of a sign-in, for the password checks per account and client (ADR 166). It is in the action's
// load context, which remix-auth's strategy does not see, and remix-auth hands the strategy a copy of the request: so
// it travels in a header of that copy, set here over whatever the client sent.
const SIGN_IN_CLIENT = 'x-cosmic-sign-in-client'

authenticator.use(
  new FormStrategy(async ({ form, request }) => {
    const parsed = SignInSchema.safeParse(Object.fromEntries(form))
    // The action validates first; this is the strategy's own guard against being called with anything else.
    if (!parsed.success) throw new Error('Email and password are required')
    return signIn(parsed.data.email, parsed.data.password, request.headers.get(SIGN_IN_CLIENT))
  }),
  'password',
)

/** Checks the posted e-mail address and password (remix-auth's form strategy), counted for this client address. */
export function authenticateWithPassword(request: Request, clientAddress: string): Promise<Account> {
  const headers = new Headers(request.headers)
  headers.set(SIGN_IN_CLIENT, clientAddress)
  return authenticator.authenticate('password', new Request(request, { headers }))
}

const seen = new WeakMap<Request, Promise<SessionUser | null>>()

/** The signed-in customer, or null. Looked up once per request (and through a short cache across requests). */
export function getUser(request: Request): Promise<SessionUser | null> {
  let found = seen.get(request)
  if (!found) {
    found = sessionToken(request).then(findSessionUser)
    seen.set(request, found)
  }
  return found
}

/**
 * Starts a new session for the account in this browser and returns its Set-Cookie header. A session the browser
 * still named (a stale cookie) ends first, so signing in never inherits an old session.
 */
export async function beginSession(request: Request, account: Pick<Account, 'id'>): Promise<string> {
  await endSessionByToken(await sessionToken(request))
  const token = await createSession(account, request.headers.get('User-Agent'))
  return commitSessionToken(request, token)
}

/** Ends this browser's session on the server and returns the Set-Cookie header that forgets it here. */
export async function endSession(request: Request): Promise<string> {
  await endSessionByToken(await sessionToken(request))
  return clearSessionCookie(request)
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
