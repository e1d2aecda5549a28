// Customer accounts: sign-up with e-mail verification, sign-in over Payload's local strategy or by a one-time
// link, password reset and change, language, data export and deletion. Input arrives already validated by its schema.
import crypto from 'node:crypto'
import { APIError, AuthenticationError, LockedAuth, UnverifiedEmail, ValidationError, type Payload } from 'payload'
import { signInLinkMail, verificationMail } from '../utils/customer-mail.server'
import {
  CUSTOMER_DATA,
  CUSTOMER_DATA_BY_EMAIL,
  CUSTOMER_RECORDS_KEPT,
  type CustomerDataByEmail,
  type CustomerDataCollection,
  type CustomerRecordKept,
} from '../domain/customer-data'
import type { User } from '../../payload-types'
import type { Language } from '../schemas/languages'
import { message } from '../schemas/messages'
import { getEnv } from '../utils/env.server'
import { getPayloadClient } from '../utils/payload.server'
import { CLIENT_ADDRESS_CONTEXT } from '../utils/rate-limit.server'
import { safeRedirect } from '../utils/redirect'
import { asCustomer, toAccount, type Account, type SessionUser } from './customers.server'
import { revokeAllSessions } from './sessions.server'

export { asCustomer, type Account, type SessionUser } from './customers.server'

export type AccountErrorCode =
  'invalid-credentials' | 'unverified' | 'locked' | 'email-taken' | 'invalid-token' | 'wrong-password' | 'mail-failed' | 'invalid-input'

/** The HTTP status each failure answers with, wherever it surfaces (one table for every route). */
const STATUS: Record<AccountErrorCode, number> = {
  'invalid-credentials': 401,
  unverified: 403,
  locked: 429,
  'email-taken': 409,
  'invalid-token': 400,
  'wrong-password': 400,
  'mail-failed': 503,
  'invalid-input': 400,
}

/**
 * A failure the visitor can act on; anything else is ours and surfaces as a 5xx. Its message is a validation-catalogue
 * key (ADR 055), read in the visitor's language where it is shown; callers branch on `code`.
 */
export class AccountError extends Error {
  override name = 'AccountError'
  constructor(
    readonly code: AccountErrorCode,
    message: string,
  ) {
    super(message)
  }

  get status(): number {
    return STATUS[this.code]
  }
}

async function findByEmail(payload: Payload, email: string): Promise<User | null> {
  const { docs } = await payload.find({
    collection: 'users',
    where: { email: { equals: email.trim().toLowerCase() } },
    limit: 1,
    depth: 0,
    showHiddenFields: true,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

const INVALID_CREDENTIALS = message('account.invalidCredentials')
const LOCKED = message('account.locked')

/** Our limit on password checks refusing before the check (Payload's own lockout is off, ADR 166) (collections/Users, 429). */
const isLockedOut = (error: unknown) => error instanceof LockedAuth || (error instanceof APIError && error.status === 429)

/**
 * Checks an e-mail address and password with Payload (its e-mail verification, and our limits on password checks per
 * account and client in collections/Users, ADR 166), and returns the account. `client` is the visitor's address.
 */
export async function signIn(email: string, password: string, client: string | null = null): Promise<Account> {
  const payload = await getPayloadClient()
  try {
    const { user } = await payload.login({ collection: 'users', data: { email, password }, context: { [CLIENT_ADDRESS_CONTEXT]: client } })
    if (!user) throw new AuthenticationError()
    return toAccount(await payload.findByID({ collection: 'users', id: user.id, depth: 0, overrideAccess: true }))
  } catch (error) {
    if (error instanceof UnverifiedEmail) {
      throw new AccountError('unverified', message('account.unverified'))
    }
    if (isLockedOut(error)) throw new AccountError('locked', LOCKED)
    // (A 'locked' answer is where the sign-in form offers the one-time link by e-mail, ADR 166.)
    // Payload refuses a blank password (spaces only) as invalid input; to the visitor it is simply not their password.
    if (error instanceof AuthenticationError || error instanceof ValidationError) throw new AccountError('invalid-credentials', INVALID_CREDENTIALS)
    throw error
  }
}

/** Whether `password` is the account's, as Payload checks it at sign-in; a wrong one is refused with `wrong-password`. */
async function confirmPassword(payload: Payload, email: string, password: string): Promise<void> {
  try {
    await payload.login({ collection: 'users', data: { email, password } })
  } catch (error) {
    if (isLockedOut(error)) throw new AccountError('locked', message('account.lockedShort'))
    if (error instanceof AuthenticationError || error instanceof ValidationError)
      throw new AccountError('wrong-password', message('account.wrongPassword'))
    throw error
  }
}

export type SignUpInput = { fullName: string; email: string; password: string; preferredLanguage: Language; redirectTo?: string }

/**
 * Creates an unverified account and mails its verification link. If the mail cannot be sent the account is removed
 * again, so a failed sign-up leaves nothing behind on any database (SQLite has no transaction to roll back here).
 */
export async function signUp(input: SignUpInput): Promise<void> {
  const payload = await getPayloadClient()
  let created: User
  try {
    created = await payload.create({
      collection: 'users',
      data: { email: input.email, password: input.password, fullName: input.fullName, preferredLanguage: input.preferredLanguage },
      overrideAccess: true,
      disableVerificationEmail: true,
      showHiddenFields: true,
    })
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error
    // Payload's duplicate check and the database's unique index (two sign-ups racing) both name the e-mail field; an
    // account under that address now is what tells "taken" from "malformed", not the wording of either message.
    if (error.data.errors.some((e) => e.path === 'email') && (await findByEmail(payload, input.email))) {
      throw new AccountError('email-taken', message('account.emailTaken'))
    }
    // Payload's e-mail rule is stricter than ours in places ("a@host-.com"); whatever it refuses is the visitor's to fix.
    const first = error.data.errors[0]
    throw new AccountError('invalid-input', first?.path === 'email' ? message('email.invalid') : (first?.message ?? message('account.checkForm')))
  }
  try {
    await sendVerificationMail(payload, created, safeRedirect(input.redirectTo, ''))
  } catch (error) {
    await payload.delete({ collection: 'users', id: created.id, overrideAccess: true })
    throw error
  }
}

async function sendVerificationMail(payload: Payload, user: User, returnTo?: string): Promise<void> {
  if (!user._verificationToken) throw new Error(`Account ${user.id} has no verification token`)
  const { subject, html } = verificationMail(user, user._verificationToken, returnTo || undefined)
  try {
    await payload.sendEmail({ to: user.email, subject, html })
  } catch (error) {
    console.error('Sending a verification mail failed', error)
    throw new AccountError('mail-failed', message('account.mailFailed'))
  }
}

/**
 * Sends the verification link again to an unverified account. Says nothing about whether the address has an
 * account: the caller shows the same answer either way.
 */
export async function resendVerification(email: string): Promise<void> {
  const payload = await getPayloadClient()
  const user = await findByEmail(payload, email)
  if (!user || user._verified === true || !user._verificationToken) return
  await sendVerificationMail(payload, user)
}

export async function verifyEmail(token: string): Promise<void> {
  const payload = await getPayloadClient()
  try {
    await payload.verifyEmail({ collection: 'users', token })
  } catch (error) {
    if (error instanceof APIError && error.status < 500) {
      throw new AccountError('invalid-token', message('account.verifyInvalid'))
    }
    throw error
  }
}

/** How long a sign-in link works (ADR 166). */
const SIGN_IN_LINK_MINUTES = 15

const hashOf = (token: string) => crypto.createHash('sha256').update(token).digest('hex')

/**
 * The token of the account's link that expires at `expiresAt`: derived from the server's secret, the account and the
 * expiry, so a request while a link is live mails that same link again instead of replacing it, and a stranger who
 * asks for links to the owner's address cannot void the one in the owner's inbox (ADR 166). The account keeps only
 * the token's SHA-256 and the expiry; neither gives the token without the secret.
 */
function linkToken(userId: number | string, expiresAt: string): string {
  return crypto.createHmac('sha256', getEnv().SESSION_SECRET).update(`sign-in-link:${userId}:${expiresAt}`).digest('base64url')
}

/**
 * Mails a one-time sign-in link if the address has an account; the caller answers the same either way. A live link is
 * mailed again; otherwise a new one is made.
 */
export async function requestSignInLink(email: string): Promise<void> {
  const payload = await getPayloadClient()
  const user = await findByEmail(payload, email)
  if (!user) return
  const liveUntil =
    user.signInLinkExpiresAt && Date.parse(String(user.signInLinkExpiresAt)) > Date.now() + 60_000 ? String(user.signInLinkExpiresAt) : null
  let token = liveUntil ? linkToken(user.id, liveUntil) : null
  // A live link is sent again only when it is the one the account holds (a changed secret makes another).
  if (!token || hashOf(token) !== user.signInLinkHash) {
    const expiresAt = new Date(Date.now() + SIGN_IN_LINK_MINUTES * 60_000).toISOString()
    token = linkToken(user.id, expiresAt)
    await payload.update({
      collection: 'users',
      id: user.id,
      data: { signInLinkHash: hashOf(token), signInLinkExpiresAt: expiresAt },
      overrideAccess: true,
      depth: 0,
    })
  }
  const { subject, html } = signInLinkMail(user, token)
  try {
    await payload.sendEmail({ to: user.email, subject, html })
  } catch (error) {
    console.error('Sending a sign-in link failed', error)
    throw new AccountError('mail-failed', message('account.mailFailed'))
  }
}

/**
 * Signs in with a mailed link's token, once: the link is cleared before the account is returned, and an expired or
 * unknown one is refused. The link came to the account's inbox, which proves the address as a verification link would.
 */
export async function signInWithLink(token: string): Promise<Account> {
  const invalid = new AccountError('invalid-token', message('account.linkInvalid'))
  const hash = hashOf(token)
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'users',
    where: { signInLinkHash: { equals: hash } },
    limit: 1,
    depth: 0,
    showHiddenFields: true,
    overrideAccess: true,
  })
  const user = docs[0]
  if (!user) throw invalid
  // The claim is one conditional UPDATE (… WHERE id = ? AND signInLinkHash = ?): of two uses at once, in this process
  // or in another one on the same database, exactly one clears the link and goes on; the other finds it gone (ADR 166).
  const claimed = await payload.db.updateOne({
    collection: 'users',
    where: { and: [{ id: { equals: user.id } }, { signInLinkHash: { equals: hash } }] },
    data: { signInLinkHash: null, signInLinkExpiresAt: null },
    // The SQL adapters run a `where` update as one statement only when asked to; MongoDB's findOneAndUpdate always is.
    ...(payload.db.name === 'mongoose' ? {} : { options: { atomic: true } }),
  })
  if (!claimed) throw invalid
  // Used or expired, the link is gone either way; only a live one proves the address and signs in.
  if (!(Date.parse(String(user.signInLinkExpiresAt)) > Date.now())) throw invalid
  const updated = await payload.update({
    collection: 'users',
    id: user.id,
    data: { _verified: true, _verificationToken: null },
    overrideAccess: true,
    depth: 0,
  })
  return toAccount(updated)
}

/** Mails a reset link if the address has an account; the caller answers the same either way. */
export async function requestPasswordReset(email: string): Promise<void> {
  const payload = await getPayloadClient()
  try {
    await payload.forgotPassword({ collection: 'users', data: { email } })
  } catch (error) {
    console.error('Sending a password reset mail failed', error)
    throw new AccountError('mail-failed', message('account.mailFailed'))
  }
}

/** Sets a new password from a mailed token and ends every session; returns the account, now signed out everywhere. */
export async function resetPassword(token: string, password: string): Promise<Account> {
  const payload = await getPayloadClient()
  let id: unknown
  try {
    // Payload types the account it returns here loosely; only its id is used.
    const result = await payload.resetPassword({ collection: 'users', data: { token, password }, overrideAccess: true })
    id = result.user.id
  } catch (error) {
    if (error instanceof APIError && error.status < 500) {
      throw new AccountError('invalid-token', message('account.resetInvalid'))
    }
    throw error
  }
  if (typeof id !== 'number' && typeof id !== 'string') throw new Error('Payload reset a password without naming the account')
  // The link came to the account's inbox, which proves the address as well as a verification link would.
  const updated = await payload.update({ collection: 'users', id, data: { _verified: true, _verificationToken: null }, overrideAccess: true, depth: 0 })
  await revokeAllSessions(id)
  return toAccount(updated)
}

/** Changes the password after checking the current one; every session ends (the caller starts a new one for itself). */
export async function changePassword(user: SessionUser, currentPassword: string, newPassword: string): Promise<Account> {
  const payload = await getPayloadClient()
  await confirmPassword(payload, user.email, currentPassword)
  const updated = await payload.update({ collection: 'users', id: user.id, data: { password: newPassword }, overrideAccess: true, depth: 0 })
  await revokeAllSessions(user.id)
  return toAccount(updated)
}

export async function changeLanguage(user: SessionUser, preferredLanguage: Language): Promise<void> {
  const payload = await getPayloadClient()
  await payload.update({ collection: 'users', id: user.id, data: { preferredLanguage }, depth: 0, ...asCustomer(user) })
}

/** Everything stored about the customer, read with their own rights, as one JSON document. */
export async function exportAccount(user: SessionUser) {
  const payload = await getPayloadClient()
  const account = await payload.findByID({ collection: 'users', id: user.id, depth: 0, ...asCustomer(user) })
  const collections = {} as Record<CustomerDataCollection | CustomerRecordKept, unknown[]>
  for (const collection of [...CUSTOMER_DATA, ...CUSTOMER_RECORDS_KEPT]) {
    const { docs } = await payload.find({ collection, where: { user: { equals: user.id } }, depth: 0, pagination: false, ...asCustomer(user) })
    collections[collection] = docs
  }
  // Kept by address, not by account, and not readable by customers through the API: read by the server for them.
  const byEmail = {} as Record<CustomerDataByEmail, unknown[]>
  for (const collection of CUSTOMER_DATA_BY_EMAIL) {
    const { docs } = await payload.find({ collection, where: { email: { equals: account.email } }, depth: 0, pagination: false, overrideAccess: true })
    byEmail[collection] = docs
  }
  return {
    exportedAt: new Date().toISOString(),
    service: 'Cosmic Insights',
    account: {
      id: account.id,
      email: account.email,
      fullName: account.fullName,
      preferredLanguage: account.preferredLanguage,
      isAdmin: user.isAdmin,
      // Only a verified account has a session to ask for its export with.
      emailVerified: true,
      createdAt: account.createdAt,
      updatedAt: account.updatedAt,
    },
    ...collections,
    ...byEmail,
  }
}

/**
 * Removes the account and, through the collection's hook, every record of the customer's (sessions included), in one
 * transaction, once the customer has given their password again.
 */
export async function deleteAccount(user: SessionUser, password: string): Promise<void> {
  const payload = await getPayloadClient()
  await confirmPassword(payload, user.email, password)
  // The password was just given: the server deletes, as the API does not let customers delete (ADR 167).
  await payload.delete({ collection: 'users', id: user.id, overrideAccess: true })
}
