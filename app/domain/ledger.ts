// The credits ledger (ADR 099), written by the site's services and the admin's grant alike: every change to a customer's credits and paid access is one appended row.
// Rows are numbered per customer and (user, seq) is unique, so a change is written only against the state it read:
// when two requests read the same state, the database takes one row and refuses the other, which reads again and
// retries. That holds on SQLite (no transactions here) and PostgreSQL alike, with no locks of our own.
import type { Payload } from 'payload'
import type { CreditLedger } from '../../payload-types'

export type Id = number | string

/** A customer's credits and paid access after their latest ledger row. */
export type LedgerState = { seq: number; balance: number; paidUntil: Date | null }

/** What a change appends: its kind, the credits it adds (negative to take) and the paid access it leaves. */
type LedgerChange = {
  kind: CreditLedger['kind']
  amount: number
  accessUntil?: Date | null
  purpose?: string
  order?: Id
  coupon?: Id
  couponSlot?: number
}

/** The most a ledger row's purpose holds, in characters (the column's limit); a longer one is cut. */
export const LEDGER_PURPOSE_MAX = 60

/** Enough for 100 requests racing on one customer's ledger; each lost race costs one read. */
const MAX_ATTEMPTS = 400

export async function ledgerState(payload: Payload, userId: Id): Promise<LedgerState> {
  const { docs } = await payload.find({
    collection: 'credit-ledger',
    where: { user: { equals: userId } },
    sort: '-seq',
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { seq: true, amount: true, accessUntil: true },
  })
  const latest = docs[0]
  return {
    seq: latest?.seq ?? 0,
    // The balance is the sum of the rows (the ledger is the record; balanceAfter only mirrors it).
    balance: docs.reduce((sum, row) => sum + (row.amount ?? 0), 0),
    paidUntil: latest?.accessUntil ? new Date(latest.accessUntil) : null,
  }
}

/** A unique index refused the row: another writer got there first (Payload turns the database's error into this). */
export function isConflict(error: unknown): boolean {
  return (error as { name?: string } | null)?.name === 'ValidationError'
}

/**
 * Appends the change `decide` makes from the customer's current state, or nothing when it returns null. `decide` runs
 * again on fresh state after a lost race, so it must read only what it is given (and what `payload` says now).
 */
export async function appendLedgerRow(
  payload: Payload,
  userId: Id,
  decide: (state: LedgerState) => Promise<LedgerChange | null> | LedgerChange | null,
): Promise<{ state: LedgerState; row: CreditLedger } | null> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const state = await ledgerState(payload, userId)
    const change = await decide(state)
    if (!change) return null
    const balanceAfter = state.balance + change.amount
    if (balanceAfter < 0) throw new Error('A ledger row may not take the balance below zero')
    try {
      const row = await payload.create({
        collection: 'credit-ledger',
        data: {
          user: userId as number,
          seq: state.seq + 1,
          kind: change.kind,
          amount: change.amount,
          balanceAfter,
          accessUntil: change.accessUntil === undefined ? (state.paidUntil?.toISOString() ?? null) : (change.accessUntil?.toISOString() ?? null),
          purpose: change.purpose,
          order: change.order as number | undefined,
          coupon: change.coupon as number | undefined,
          couponSlot: change.couponSlot,
        },
        overrideAccess: true,
        depth: 0,
      })
      return { state, row }
    } catch (error) {
      if (!isConflict(error)) throw error
    }
  }
  throw new Error(`The credits ledger of customer ${userId} stayed contended for ${MAX_ATTEMPTS} attempts`)
}

/** Credits given by staff (a goodwill gesture, a support case): a row of its own, never a change to an old one. */
export async function appendGrant(payload: Payload, userId: Id, credits: number, purpose: string): Promise<number> {
  if (!isGrant(credits)) throw new RangeError(`A grant is 1 to ${MAX_GRANT.toLocaleString('en')} credits`)
  const written = await appendLedgerRow(payload, userId, () => ({ kind: 'grant', amount: credits, purpose: purpose.slice(0, LEDGER_PURPOSE_MAX) }))
  return written!.state.balance + credits
}

export const MAX_GRANT = 10_000
export const isGrant = (credits: unknown): credits is number => Number.isInteger(credits) && (credits as number) >= 1 && (credits as number) <= MAX_GRANT
