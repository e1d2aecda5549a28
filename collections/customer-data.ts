/**
 * Every collection that holds a customer's data, each with a `user` field naming its owner. Account deletion removes
 * the customer's documents from each and the data export reads each: a new collection of customer data joins here.
 */
export const CUSTOMER_DATA = ['profiles', 'sessions', 'lucky-elements', 'consultations'] as const
export type CustomerDataCollection = (typeof CUSTOMER_DATA)[number]

/**
 * Records kept by e-mail address rather than by account: what a visitor sent before (or without) signing in. They are
 * the customer's too once the account's address is verified, so the export includes them and deletion removes them.
 * Nothing proves who typed the address, so through the API they stay with staff, who answer them (`staffOnly`):
 * customers, even the one with that address, and anonymous callers neither read nor write them (ADR 022).
 */
export const CUSTOMER_DATA_BY_EMAIL = ['newsletter-subscribers', 'contact-messages'] as const
export type CustomerDataByEmail = (typeof CUSTOMER_DATA_BY_EMAIL)[number]
