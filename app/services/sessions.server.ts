// The site's server-side sessions (ADR 035): one `sessions` row per signed-in browser, named by a
// random token in the site's cookie and stored only as its SHA-256. Checked on every request through a short-lived
// in-process cache (app/utils/session-cache.server.ts).
import crypto from 'node:crypto'
import type { Payload } from 'payload'
import { cachedSession, cacheSession, forgetToken, forgetUser } from '../utils/session-cache.server'
import type { Session, User } from '../../payload-types'
import { getPayloadClient } from '../utils/payload.server'
import { asCustomer, toAccount, type Account, type SessionUser } from './customers.server'

/** A session ends this long after the browser was last seen (the rolling 30 days ). */
export const SESSION_DAYS = 30
const SESSION_MS = SESSION_DAYS * 24 * 3600_000
/** "Last seen" is written at most this often, so a busy visitor does not write on every page. */
const TOUCH_AFTER_MS = 15 * 60_000

export type SessionSummary = { id: number | string; userAgent: string | null; createdAt: string; lastSeenAt: string; current: boolean }

const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex')

/** Starts a session for the account and returns the token for the cookie; the database keeps only its hash. */
export async function createSession(account: Pick<Account, 'id'>, userAgent: string | null): Promise<string> {
  const payload = await getPayloadClient()
  const token = crypto.randomBytes(32).toString('base64url')
  const now = Date.now()
  // Expired rows sign nobody in, but they are still someone's device history: each sign-in clears them, for every
  // account (expiresAt is indexed, and there are few since the last sign-in).
  await payload.delete({ collection: 'sessions', where: { expiresAt: { less_than_equal: new Date(now).toISOString() } }, overrideAccess: true, depth: 0 })
  await payload.create({
    collection: 'sessions',
    data: {
      user: account.id as number,
      tokenHash: hashToken(token),
      userAgent: userAgent?.slice(0, 400) || null,
      lastSeenAt: new Date(now).toISOString(),
      expiresAt: new Date(now + SESSION_MS).toISOString(),
    },
    overrideAccess: true,
    depth: 0,
  })
  return token
}

/**
 * The customer a session token names, or null: unknown or ended session, expired, account gone or not verified.
 * Cached for a few seconds; a session ended in this process is forgotten at once.
 */
export async function findSessionUser(token: unknown): Promise<SessionUser | null> {
  if (typeof token !== 'string' || token.length < 20 || token.length > 100) return null
  const tokenHash = hashToken(token)
  const now = Date.now()
  let found = cachedSession<Account>(tokenHash, now)
  if (found === undefined) {
    found = await lookUp(await getPayloadClient(), tokenHash)
    cacheSession(tokenHash, found, now)
  }
  if (!found || found.expiresAt <= now) return null
  if (now - found.lastSeenAt > TOUCH_AFTER_MS) await touch(found.sessionId, now)
  return { ...found.user, sessionId: found.sessionId }
}

async function lookUp(payload: Payload, tokenHash: string) {
  const { docs } = await payload.find({ collection: 'sessions', where: { tokenHash: { equals: tokenHash } }, limit: 1, depth: 1, overrideAccess: true })
  const session = docs[0]
  const user = session?.user
  if (!session || typeof user !== 'object' || user === null || user._verified !== true) return null
  return {
    sessionId: session.id,
    userId: user.id,
    expiresAt: Date.parse(session.expiresAt),
    lastSeenAt: Date.parse(session.lastSeenAt),
    user: toAccount(user),
  }
}

/** Moves "last seen" and the end of the 30 days forward; the collection's hook drops the cached copy. */
async function touch(sessionId: number | string, now: number) {
  const payload = await getPayloadClient()
  await payload.update({
    collection: 'sessions',
    id: sessionId,
    data: { lastSeenAt: new Date(now).toISOString(), expiresAt: new Date(now + SESSION_MS).toISOString() },
    overrideAccess: true,
    depth: 0,
  })
}

/** Ends the session a token names (sign-out). Unknown tokens are ignored: there is nothing to end. */
export async function endSessionByToken(token: unknown): Promise<void> {
  if (typeof token !== 'string') return
  const payload = await getPayloadClient()
  const tokenHash = hashToken(token)
  await payload.delete({ collection: 'sessions', where: { tokenHash: { equals: tokenHash } }, overrideAccess: true })
  forgetToken(tokenHash)
}

/** The customer's signed-in browsers, most recently seen first, read with the customer's own rights. */
export async function listSessions(user: SessionUser): Promise<SessionSummary[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'sessions',
    where: { expiresAt: { greater_than: new Date().toISOString() } },
    sort: '-lastSeenAt',
    depth: 0,
    pagination: false,
    ...asCustomer(user),
  })
  return docs.map((doc: Session) => ({
    id: doc.id,
    userAgent: doc.userAgent ?? null,
    createdAt: doc.createdAt,
    lastSeenAt: doc.lastSeenAt,
    current: String(doc.id) === String(user.sessionId),
  }))
}

/**
 * Ends one of the customer's sessions, with their own rights: another customer's session id ends nothing. The id is
 * matched among the customer's own sessions first, so whatever text arrives never reaches the database as an id.
 * Says whether a session ended.
 */
export async function revokeSession(user: SessionUser, sessionId: string): Promise<boolean> {
  const payload = await getPayloadClient()
  const { docs: own } = await payload.find({ collection: 'sessions', depth: 0, pagination: false, select: { user: true }, ...asCustomer(user) })
  const session = own.find((doc) => String(doc.id) === sessionId)
  if (!session) return false
  const { docs } = await payload.delete({ collection: 'sessions', where: { id: { equals: session.id } }, ...asCustomer(user) })
  return docs.length > 0
}

/**
 * Ends every session of the account: the site's, and the API tokens Payload keeps (`useSessions`). Used by "Sign out
 * everywhere", and after a password change or reset.
 */
export async function revokeAllSessions(userId: number | string): Promise<void> {
  const payload = await getPayloadClient()
  await payload.delete({ collection: 'sessions', where: { user: { equals: userId } }, overrideAccess: true })
  await payload.update({ collection: 'users', id: userId, data: { sessions: [] } satisfies Partial<User>, overrideAccess: true, depth: 0 })
  forgetUser(userId)
}
