// Who a customer is to the services: the account as the site shows it, and how the Local API acts on their behalf.
// Shared by the account and session services (kept apart so neither imports the other's module in a circle).
import type { User } from '../../payload-types'
import type { Language } from '../schemas/languages'

/** A customer's account as the site uses it. */
export type Account = {
  id: number | string
  email: string
  fullName: string
  preferredLanguage: Language
  isAdmin: boolean
}

/** The signed-in customer of a request: their account and the session (`sessions` row) the request came with. */
export type SessionUser = Account & { sessionId: number | string }

export function toAccount(doc: User): Account {
  return {
    id: doc.id,
    email: doc.email,
    fullName: doc.fullName,
    preferredLanguage: doc.preferredLanguage,
    isAdmin: doc.isAdmin === true,
  }
}

/** Local API calls made on the customer's behalf run with their access rights, never the server's. */
export function asCustomer(user: Pick<Account, 'id' | 'email'>) {
  return { overrideAccess: false, user: { ...user, collection: 'users' as const } } as const
}
