/**
 * Every collection that holds a customer's data, each with a `user` field naming its owner. Account deletion removes
 * the customer's documents from each and the data export reads each: a new collection of customer data joins here.
 */
export const CUSTOMER_DATA = [
  'profiles',
  'sessions',
  'lucky-elements',
  'daily-readings',
  'life-career-analyses',
  'compatibility-readings',
  'numerology-reports',
  'saved-items',
  'credit-ledger',
  'access-records',
  'share-links',
  'crush-analyses',
  'daily-affirmations',
  'journal-entries',
  'love-forecasts',
  'soulmate-readings',
  'consultation-reviews',
  'daily-nudges',
  'push-subscriptions',
] as const
export type CustomerDataCollection = (typeof CUSTOMER_DATA)[number]

/**
 * Records kept by e-mail address rather than by account: what a visitor sent before (or without) signing in. They are
 * the customer's too once the account's address is verified, so the export includes them and deletion removes them.
 * Nothing proves who typed the address, so through the API they stay with staff, who answer them (`staffOnly`):
 * customers, even the one with that address, and anonymous callers neither read nor write them (ADR 022).
 */
export const CUSTOMER_DATA_BY_EMAIL = ['newsletter-subscribers', 'contact-messages'] as const
export type CustomerDataByEmail = (typeof CUSTOMER_DATA_BY_EMAIL)[number]

/**
 * Records about a customer that outlive the account: orders, which the law requires a seller to keep, and the Stripe
 * events that fulfilled them (an id and a type, kept so a replay stays a replay), ADR 100; and consultations, the
 * astrologers' record of their sessions (ADR 133). They are exported with the rest; deletion keeps them but erases
 * the `user` that named the customer, and whatever else of theirs `ERASED_WITH_ACCOUNT` names.
 */
export const CUSTOMER_RECORDS_KEPT = ['orders', 'webhook-events', 'consultations'] as const
export type CustomerRecordKept = (typeof CUSTOMER_RECORDS_KEPT)[number]

/** What account deletion erases from each kept record besides its `user`: the customer's own words. */
export const ERASED_WITH_ACCOUNT: Record<CustomerRecordKept, Record<string, null>> = {
  orders: { user: null },
  'webhook-events': { user: null },
  consultations: { user: null, notes: null },
}
