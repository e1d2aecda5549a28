// The site's session cookie (hole 4; ADR 013 and 035): a signed, httpOnly, sameSite=lax cookie,
// secure in production, carrying the random token of a `sessions` row (app/services/sessions.server.ts). The row is
// the session: deleting it ends the session wherever the cookie has been copied. The cookie only names it, and is
// re-issued once a day so the browser keeps it for 30 days from the last visit.
import { createCookie, createCookieSessionStorage, redirect, type Session } from 'react-router'
import type { ToastInput } from './toast'
import { SESSION_DAYS } from '../services/sessions.server'
import { rememberingVerdicts } from './cookie-verdicts.server'
import { getEnv } from './env.server'

import { SESSION_COOKIE, TOAST_COOKIE } from './cookie-names.mjs'
/** A session seen again after this long gets a fresh cookie, which restarts its 30 days in the browser. */
const RENEW_AFTER_MS = 24 * 3600_000

type SessionData = { token: string; renewedAt: number }

let storage: ReturnType<typeof createStorage> | undefined

function createStorage() {
  const env = getEnv()
  return createCookieSessionStorage<SessionData>({
    cookie: rememberingVerdicts(
      createCookie(SESSION_COOKIE, {
        httpOnly: true,
        sameSite: 'lax',
        secure: env.NODE_ENV === 'production',
        path: '/',
        maxAge: SESSION_DAYS * 24 * 3600,
        secrets: [env.SESSION_SECRET],
      }),
    ),
  })
}

function sessionStorage() {
  storage ??= createStorage()
  return storage
}

export function getSession(request: Request): Promise<Session<SessionData>> {
  return sessionStorage().getSession(request.headers.get('Cookie'))
}

/** The token of the `sessions` row this request's cookie names, if any. */
export async function sessionToken(request: Request): Promise<string | null> {
  const token = (await getSession(request)).get('token')
  return typeof token === 'string' ? token : null
}

/** The Set-Cookie header that names a new session (its token) in this browser, replacing any earlier one. */
export async function commitSessionToken(request: Request, token: string): Promise<string> {
  const session = await getSession(request)
  session.set('token', token)
  session.set('renewedAt', Date.now())
  return sessionStorage().commitSession(session)
}

/** A new cookie when the session was last renewed more than a day ago (the rolling 30-day expiry), else null. */
export async function renewSession(session: Session<SessionData>): Promise<string | null> {
  const renewedAt = session.get('renewedAt') ?? 0
  if (Date.now() - renewedAt < RENEW_AFTER_MS) return null
  session.set('renewedAt', Date.now())
  return sessionStorage().commitSession(session)
}

/** The Set-Cookie header that forgets the session cookie in this browser. */
export async function clearSessionCookie(request: Request): Promise<string> {
  return sessionStorage().destroySession(await getSession(request))
}

// One-shot messages carried across a redirect and shown as a toast on the next page.
let toastCookie: ReturnType<typeof createCookie> | undefined

function toasts() {
  const env = getEnv()
  toastCookie ??= createCookie(TOAST_COOKIE, {
    httpOnly: true,
    sameSite: 'lax',
    secure: env.NODE_ENV === 'production',
    path: '/',
    maxAge: 60,
    secrets: [env.SESSION_SECRET],
  })
  return toastCookie
}

function setToast(toast: ToastInput): Promise<string> {
  return toasts().serialize(toast)
}

/** The toast waiting for this request, and the header that clears it, or nulls. */
export async function takeToast(request: Request): Promise<{ toast: ToastInput | null; clear: string } | null> {
  const cookie = request.headers.get('Cookie')
  if (!cookie?.includes(`${TOAST_COOKIE}=`)) return null
  const value = (await toasts().parse(cookie)) as ToastInput | null
  const clear = await toasts().serialize('', { maxAge: 0 })
  if (!value || typeof value !== 'object' || typeof value.title !== 'string') return { toast: null, clear }
  return { toast: { title: value.title.slice(0, 200), description: value.description?.slice(0, 500), variant: value.variant }, clear }
}

/** A redirect that shows a toast on arrival; extra Set-Cookie headers (a new session, say) ride along. */
export async function redirectWithToast(url: string, toast: ToastInput, cookies: string[] = []): Promise<Response> {
  const headers = new Headers()
  for (const cookie of [...cookies, await setToast(toast)]) headers.append('Set-Cookie', cookie)
  return redirect(url, { headers })
}
