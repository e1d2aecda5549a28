// The site's own session (issue 3): a signed, httpOnly, sameSite=lax cookie, secure in production, that expires 30
// days after the visitor was last seen. It names the customer and the session version it was issued under; raising
// the account's version (a password change or reset) ends every session issued before (ADR 013).
import { createCookie, createCookieSessionStorage, redirect, type Session } from 'react-router'
import type { ToastInput } from '../components/ui/toast'
import { getEnv } from './env.server'

const SESSION_COOKIE = '__session'
const TOAST_COOKIE = '__toast'
export const SESSION_DAYS = 30
/** A session seen again after this long gets a fresh cookie, which restarts its 30 days. */
const RENEW_AFTER_MS = 24 * 3600_000

type SessionData = { userId: number | string; version: number; renewedAt: number }

let storage: ReturnType<typeof createStorage> | undefined

function createStorage() {
  const env = getEnv()
  return createCookieSessionStorage<SessionData>({
    cookie: {
      name: SESSION_COOKIE,
      httpOnly: true,
      sameSite: 'lax',
      secure: env.NODE_ENV === 'production',
      path: '/',
      maxAge: SESSION_DAYS * 24 * 3600,
      secrets: [env.SESSION_SECRET],
    },
  })
}

function sessionStorage() {
  storage ??= createStorage()
  return storage
}

export function getSession(request: Request): Promise<Session<SessionData>> {
  return sessionStorage().getSession(request.headers.get('Cookie'))
}

/** The Set-Cookie header that starts (or restarts) a session for this customer at this session version. */
export async function startSession(request: Request, userId: number | string, version: number): Promise<string> {
  const session = await getSession(request)
  session.set('userId', userId)
  session.set('version', version)
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

/**
 * Whether the session is still within its 30 days. The cookie's own expiry is the browser's to honour; a copied
 * cookie replayed later is refused here, on the server, by the renewal time it carries.
 */
export function isSessionCurrent(session: Session<SessionData>, now = Date.now()): boolean {
  const renewedAt = session.get('renewedAt')
  return typeof renewedAt === 'number' && renewedAt <= now + 60_000 && now - renewedAt < SESSION_DAYS * 24 * 3600_000
}

export function endSession(session: Session<SessionData>): Promise<string> {
  return sessionStorage().destroySession(session)
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
