/**
 * Every collection that holds a customer's data, each with a `user` field naming its owner. Account deletion removes
 * the customer's documents from each and the data export reads each: a new collection of customer data joins here.
 */
export const CUSTOMER_DATA = [
  'profiles',
  'sessions',
  'lucky-elements',
  'daily-readings',
  'compatibility-readings',
  'numerology-reports',
  'saved-items',
  'credit-ledger',
  'access-records',
  'consultations',
  'love-forecasts',
  'soulmate-readings',
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
 * Records about a customer that outlive the account (ADR 100): orders, which the law requires a seller to keep, and
 * the Stripe events that fulfilled them (an id and a type, kept so a replay stays a replay). They are exported with the
 * rest; deletion keeps them but erases the `user` that named the customer.
 */
export const CUSTOMER_RECORDS_KEPT = ['orders', 'webhook-events'] as const
export type CustomerRecordKept = (typeof CUSTOMER_RECORDS_KEPT)[number]
