// Customer accounts (issue 3): sign-up with e-mail verification, sign-in over Payload's local strategy, password
// reset and change, language, data export and deletion. Input arrives already validated by its schema.
import { APIError, AuthenticationError, LockedAuth, UnverifiedEmail, ValidationError, type Payload } from 'payload'
import { verificationMail } from '../../collections/Users/emails'
import { CUSTOMER_DATA, CUSTOMER_DATA_BY_EMAIL, type CustomerDataByEmail, type CustomerDataCollection } from '../../collections/customer-data'
import type { Language } from '../schemas/languages'
import { getPayloadClient } from '../utils/payload.server'
import { safeRedirect } from '../utils/redirect'

export type SessionUser = {
  id: number | string
  email: string
  fullName: string
  preferredLanguage: Language
  isAdmin: boolean
  sessionVersion: number
}

export type AccountErrorCode =
  | 'invalid-credentials'
  | 'unverified'
  | 'locked'
  | 'email-taken'
  | 'invalid-token'
  | 'wrong-password'
  | 'mail-failed'
  | 'invalid-input'

/** A failure the visitor can act on; anything else is ours and surfaces as a 5xx. */
export class AccountError extends Error {
  override name = 'AccountError'
  constructor(readonly code: AccountErrorCode, message: string) {
    super(message)
  }
}

type UserDoc = {
  id: number | string
  email: string
  fullName: string
  preferredLanguage?: string | null
  isAdmin?: boolean | null
  sessionVersion?: number | null
  _verified?: boolean | null
  _verificationToken?: string | null
}

function toSessionUser(doc: UserDoc): SessionUser {
  return {
    id: doc.id,
    email: doc.email,
    fullName: doc.fullName,
    preferredLanguage: (doc.preferredLanguage ?? 'en') as Language,
    isAdmin: doc.isAdmin === true,
    sessionVersion: Number(doc.sessionVersion ?? 0),
  }
}

/** Local API calls made on the customer's behalf run with their access rights, never the server's. */
export function asCustomer(user: Pick<SessionUser, 'id' | 'email'>) {
  return { overrideAccess: false, user: { ...user, collection: 'users' as const } } as const
}

async function findByEmail(payload: Payload, email: string): Promise<UserDoc | null> {
  const { docs } = await payload.find({
    collection: 'users',
    where: { email: { equals: email } },
    limit: 1,
    depth: 0,
    showHiddenFields: true,
    overrideAccess: true,
  })
  return (docs[0] as UserDoc | undefined) ?? null
}

/** The customer a session names, if the account still exists, is verified, and the session is not outdated. */
export async function getSessionUser(id: unknown, version: unknown): Promise<SessionUser | null> {
  if ((typeof id !== 'number' && typeof id !== 'string') || typeof version !== 'number') return null
  const payload = await getPayloadClient()
  const doc = (await payload.findByID({ collection: 'users', id, depth: 0, overrideAccess: true, showHiddenFields: true, disableErrors: true })) as UserDoc | null
  if (!doc || doc._verified !== true || Number(doc.sessionVersion ?? 0) !== version) return null
  return toSessionUser(doc)
}

export async function signIn(email: string, password: string): Promise<SessionUser> {
  const payload = await getPayloadClient()
  try {
    const { user } = await payload.login({ collection: 'users', data: { email, password } })
    if (!user) throw new AuthenticationError()
    return toSessionUser((await payload.findByID({ collection: 'users', id: user.id, depth: 0, overrideAccess: true })) as UserDoc)
  } catch (error) {
    if (error instanceof UnverifiedEmail) {
      throw new AccountError('unverified', 'Please verify your email before signing in. Check your inbox for the link.')
    }
    if (error instanceof LockedAuth) {
      throw new AccountError('locked', 'Too many failed sign-in attempts. Please try again in 15 minutes or reset your password.')
    }
    if (error instanceof AuthenticationError) throw new AccountError('invalid-credentials', 'Invalid login credentials')
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
  let created: UserDoc
  try {
    created = (await payload.create({
      collection: 'users',
      data: { email: input.email, password: input.password, fullName: input.fullName, preferredLanguage: input.preferredLanguage },
      overrideAccess: true,
      disableVerificationEmail: true,
      showHiddenFields: true,
    })) as UserDoc
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error
    // "Already registered" from Payload's own check, "must be unique" from the database when two sign-ups race.
    if (error.data.errors.some((e) => e.path === 'email' && /already registered|unique/i.test(e.message))) {
      throw new AccountError('email-taken', 'This email is already registered. Please sign in instead.')
    }
    // Payload's e-mail rule is stricter than ours in places ("a@host-.com"); whatever it refuses is the visitor's to fix.
    const first = error.data.errors[0]
    throw new AccountError('invalid-input', first?.path === 'email' ? 'Please enter a valid email address' : (first?.message ?? 'Please check the form and try again.'))
  }
  try {
    await sendVerificationMail(payload, created, safeRedirect(input.redirectTo, ''))
  } catch (error) {
    await payload.delete({ collection: 'users', id: created.id, overrideAccess: true })
    throw error
  }
}

async function sendVerificationMail(payload: Payload, user: UserDoc, returnTo?: string): Promise<void> {
  if (!user._verificationToken) throw new Error(`Account ${user.id} has no verification token`)
  const { subject, html } = verificationMail(user, user._verificationToken, returnTo || undefined)
  try {
    await payload.sendEmail({ to: user.email, subject, html })
  } catch (error) {
    console.error('Sending a verification mail failed', error)
    throw new AccountError('mail-failed', 'We could not send the e-mail right now. Please try again in a few minutes.')
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
      throw new AccountError('invalid-token', 'This verification link is invalid or has already been used.')
    }
    throw error
  }
}

/** Mails a reset link if the address has an account; the caller answers the same either way. */
export async function requestPasswordReset(email: string): Promise<void> {
  const payload = await getPayloadClient()
  try {
    await payload.forgotPassword({ collection: 'users', data: { email } })
  } catch (error) {
    console.error('Sending a password reset mail failed', error)
    throw new AccountError('mail-failed', 'We could not send the e-mail right now. Please try again in a few minutes.')
  }
}

/** Sets a new password from a mailed token and ends every session; returns the customer, now signed out everywhere. */
export async function resetPassword(token: string, password: string): Promise<SessionUser> {
  const payload = await getPayloadClient()
  let id: number | string
  try {
    const result = await payload.resetPassword({ collection: 'users', data: { token, password }, overrideAccess: true })
    id = (result.user as UserDoc).id
  } catch (error) {
    if (error instanceof APIError && error.status < 500) {
      throw new AccountError('invalid-token', 'This reset link is invalid or has expired. Please ask for a new one.')
    }
    throw error
  }
  // The link came to the account's inbox, which proves the address as well as a verification link would.
  return bumpSessionVersion(payload, id, { _verified: true, _verificationToken: null })
}

async function bumpSessionVersion(payload: Payload, id: number | string, data: Record<string, unknown> = {}): Promise<SessionUser> {
  const current = (await payload.findByID({ collection: 'users', id, depth: 0, overrideAccess: true })) as UserDoc
  const updated = await payload.update({
    collection: 'users',
    id,
    data: { ...data, sessionVersion: Number(current.sessionVersion ?? 0) + 1 },
    overrideAccess: true,
    depth: 0,
  })
  return toSessionUser(updated as UserDoc)
}

/** Changes the password after checking the current one; every other session ends (the caller renews its own). */
export async function changePassword(user: SessionUser, currentPassword: string, newPassword: string): Promise<SessionUser> {
  const payload = await getPayloadClient()
  try {
    await payload.login({ collection: 'users', data: { email: user.email, password: currentPassword } })
  } catch (error) {
    if (error instanceof LockedAuth) {
      throw new AccountError('locked', 'Too many failed attempts. Please try again in 15 minutes.')
    }
    if (error instanceof AuthenticationError) throw new AccountError('wrong-password', 'Your current password is not correct.')
    throw error
  }
  return bumpSessionVersion(payload, user.id, { password: newPassword })
}

export async function changeLanguage(user: SessionUser, preferredLanguage: Language): Promise<void> {
  const payload = await getPayloadClient()
  await payload.update({ collection: 'users', id: user.id, data: { preferredLanguage }, depth: 0, ...asCustomer(user) })
}

/** Everything stored about the customer, read with their own rights, as one JSON document. */
export async function exportAccount(user: SessionUser) {
  const payload = await getPayloadClient()
  const account = await payload.findByID({ collection: 'users', id: user.id, depth: 0, ...asCustomer(user) })
  const collections = {} as Record<CustomerDataCollection, unknown[]>
  for (const collection of CUSTOMER_DATA) {
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

/** Removes the account and, through the collection's hook, every record of the customer's, in one transaction. */
export async function deleteAccount(user: SessionUser): Promise<void> {
  const payload = await getPayloadClient()
  await payload.delete({ collection: 'users', id: user.id, ...asCustomer(user) })
}
