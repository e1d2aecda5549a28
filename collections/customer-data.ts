/**
 * Every collection that holds a customer's data, each with a `user` field naming its owner. Account deletion removes
 * the customer's documents from each and the data export reads each: a new collection of customer data joins here.
 */
export const CUSTOMER_DATA = ['profiles'] as const
export type CustomerDataCollection = (typeof CUSTOMER_DATA)[number]
