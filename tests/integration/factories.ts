// Test data the integration files share: a verified customer, made directly in the CMS (no sign-up form and no mail;
// accounts.test.ts walks that path), optionally signed in, with a birth profile and credits.
import type { Payload } from 'payload'
import type { Account } from '../../app/services/customers.server'
import type { BirthPlace, Profile, ProfileInput } from '../../app/services/profiles.server'
import type { User } from '../../payload-types'

export const MUMBAI: BirthPlace = { id: null, name: 'Mumbai', country: 'India', latitude: 19.07283, longitude: 72.88261, timeZone: 'Asia/Kolkata' }
export const DELHI: BirthPlace = { id: null, name: 'Delhi', country: 'India', latitude: 28.61, longitude: 77.21, timeZone: 'Asia/Kolkata' }

/** The birth profile several files give their customers: 15 June 1990, 08:30, Delhi. */
export const ARJUN: Partial<ProfileInput> = { fullName: 'Arjun Mehta', dateOfBirth: '1990-06-15', timeOfBirth: '08:30', gender: 'male', place: DELHI }

interface CustomerOptions {
  email: string
  password: string
  /** The address when not given. */
  fullName?: string
  preferredLanguage?: 'en' | 'hi'
}

interface SignedInOptions extends CustomerOptions {
  /** Sign in through the accounts service, as the site does, and hand back the account it gives. */
  signIn: true
  /**
   * A birth profile saved through the profiles service with the customer's own rights: these fields over a default
   * (the account's name, 15 May 1990 at 06:30 in Mumbai, gender "other", no questions; birth time unknown when the
   * time is null).
   */
  profile?: Partial<ProfileInput>
  /** Credits granted on the ledger once the account exists. */
  credits?: number
}

export interface MadeCustomer {
  id: number | string
  email: string
  password: string
  doc: User
}

export interface SignedInCustomer extends MadeCustomer {
  /** What the accounts service gives on sign-in. */
  account: Account
  /** The account as a signed-in request carries it (`sessionId` 0: no session row). */
  user: Account & { sessionId: number }
}

export interface CustomerWithProfile extends SignedInCustomer {
  profile: Profile
}

/** A verified customer account. */
export async function createCustomer(payload: Payload, options: SignedInOptions & { profile: Partial<ProfileInput> }): Promise<CustomerWithProfile>
export async function createCustomer(payload: Payload, options: SignedInOptions): Promise<SignedInCustomer>
export async function createCustomer(payload: Payload, options: CustomerOptions): Promise<MadeCustomer>
export async function createCustomer(
  payload: Payload,
  options: CustomerOptions & Partial<Omit<SignedInOptions, keyof CustomerOptions>>,
): Promise<MadeCustomer | SignedInCustomer | CustomerWithProfile> {
  const { email, password } = options
  const fullName = options.fullName ?? email
  const doc = await payload.create({
    collection: 'users',
    data: { email, password, fullName, preferredLanguage: options.preferredLanguage ?? 'en', _verified: true },
    disableVerificationEmail: true,
    overrideAccess: true,
  })
  const made: MadeCustomer = { id: doc.id, email, password, doc }
  if (options.credits) {
    const credits = await import('../../app/services/credits.server')
    await credits.grantCredits(doc.id, options.credits, 'test grant')
  }
  if (!options.signIn) return made
  const accounts = await import('../../app/services/accounts.server')
  const account = await accounts.signIn(email, password)
  const signedIn: SignedInCustomer = { ...made, account, user: { ...account, sessionId: 0 } }
  if (!options.profile) return signedIn
  const profiles = await import('../../app/services/profiles.server')
  const timeOfBirth = options.profile.timeOfBirth === undefined ? '06:30' : options.profile.timeOfBirth
  const profile = await profiles.saveProfile(account, {
    fullName,
    dateOfBirth: '1990-05-15',
    birthTimeUnknown: timeOfBirth === null,
    gender: 'other',
    questions: null,
    place: MUMBAI,
    ...options.profile,
    timeOfBirth,
  })
  return { ...signedIn, profile }
}

/** A new session for the customer, as the `Cookie` header a signed-in browser sends (`name=value`), and its token. */
export async function sessionCookie(id: number | string): Promise<{ cookie: string; token: string }> {
  const sessions = await import('../../app/services/sessions.server')
  const cookies = await import('../../app/utils/session.server')
  const token = await sessions.createSession({ id }, 'vitest')
  const cookie = (await cookies.commitSessionToken(new Request('http://localhost/'), token)).split(';')[0]!
  return { cookie, token }
}
