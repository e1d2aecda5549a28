// A record named in a URL or a form: a row number of the database's integer id column, or MongoDB's ObjectId. A row
// number past PostgreSQL's `integer` (2^31 − 1) names no row, and must not reach the database, which fails on it
// rather than finding nothing (a 500 on a visitor's typo).
export const MAX_ROW_ID = 2_147_483_647

const ROW_NUMBER = /^\d{1,10}$/
const OBJECT_ID = /^[a-f0-9]{24}$/

/** A row number within the integer column (signed: a query may compare with a negative one, which finds nothing). */
export function fitsRowNumber(value: unknown): boolean {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^-?\d{1,10}$/.test(value.trim()) ? Number(value) : NaN
  return Number.isInteger(n) && Math.abs(n) <= MAX_ROW_ID
}

/** An id a customer's request may name one of their records by. */
export function isRowId(value: unknown): value is string {
  return typeof value === 'string' && (OBJECT_ID.test(value) || (ROW_NUMBER.test(value) && Number(value) >= 1 && Number(value) <= MAX_ROW_ID))
}
