// The site's use of the credits ledger (app/domain/ledger.ts): the balance, a spend, a grant.
import { appendGrant, appendLedgerRow, LEDGER_PURPOSE_MAX, ledgerState, type Id } from '../domain/ledger'
import type { Payload } from 'payload'
import { getPayloadClient } from '../utils/payload.server'

export async function getBalance(userId: Id): Promise<number> {
  return (await ledgerState(await getPayloadClient(), userId)).balance
}

type SpendResult = { ok: true; balance: number } | { ok: false; code: 'no-credits'; balance: 0 }

/**
 * Spends one credit for `purpose` (say 'soulmate-sketch'), atomically: with n credits, any number of concurrent calls
 * succeed exactly n times and the balance never goes below zero. The one function features call to charge a credit.
 */
export async function spendCredit(userId: Id, purpose: string): Promise<SpendResult> {
  const payload = await getPayloadClient()
  const written = await appendLedgerRow(payload, userId, (state) =>
    state.balance < 1 ? null : { kind: 'spend', amount: -1, purpose: purpose.slice(0, LEDGER_PURPOSE_MAX) },
  )
  if (!written) return { ok: false, code: 'no-credits', balance: 0 }
  return { ok: true, balance: written.state.balance - 1 }
}

/** Credits given by staff from code (tests, scripts); the admin's button goes through the same `appendGrant`. */
export async function grantCredits(userId: Id, credits: number, purpose: string): Promise<number> {
  return appendGrant(await getPayloadClient(), userId, credits, purpose)
}

const RETURNED = 'returned '

/** The purpose of the grant that gives back a spend of `purpose` (a result that could not be made). */
export const returnOf = (purpose: string) => `${RETURNED}${purpose}`.slice(0, LEDGER_PURPOSE_MAX)

/**
 * Which of `purposes` the customer has paid for: a spend of it that was not given back; up to the row `upTo` when
 * given, so a decision reads the same state its row will be written against.
 */
async function paidAmong(payload: Payload, userId: Id, purposes: readonly string[], upTo?: number): Promise<Set<string>> {
  const rows = upTo === undefined ? [] : [{ seq: { less_than_equal: upTo } }]
  const { docs } = await payload.find({
    collection: 'credit-ledger',
    where: { and: [{ user: { equals: userId } }, { purpose: { in: [...purposes, ...purposes.map(returnOf)] } }, ...rows] },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { kind: true, purpose: true },
  })
  const count = new Map<string, number>()
  const add = (purpose: string, by: number) => count.set(purpose, (count.get(purpose) ?? 0) + by)
  for (const row of docs) {
    const purpose = row.purpose ?? ''
    if (row.kind === 'spend') add(purpose, 1)
    else if (row.kind === 'grant' && purpose.startsWith(RETURNED)) add(purpose.slice(RETURNED.length), -1)
  }
  return new Set([...count].filter(([, n]) => n > 0).map(([purpose]) => purpose))
}

const cut = (purposes: readonly string[]) => purposes.map((purpose) => purpose.slice(0, LEDGER_PURPOSE_MAX))

/** Which of `purposes` the customer has paid for now (a page's view; spendCreditOnce decides on its own read). */
export async function paidPurposes(userId: Id, purposes: readonly string[]): Promise<Set<string>> {
  return paidAmong(await getPayloadClient(), userId, cut(purposes))
}

type SpendOnceResult = { ok: true; balance: number; purpose: string } | { ok: false; code: 'no-credits' | 'all-used'; balance: number }

/**
 * Spends one credit on the first of `purposes` the customer has not already paid for (a spend of it that was not
 * given back) and that `alreadyHad` does not name, or refuses: 'all-used' when every purpose is taken, before any
 * credit moves (ADR 194). The choice is made on the ledger state the spend is written against, so two concurrent
 * calls cannot both pay for one purpose: the second loses the (user, seq) race, reads again and sees the first's row.
 */
export async function spendCreditOnce(userId: Id, purposes: readonly string[], alreadyHad: ReadonlySet<string> = new Set()): Promise<SpendOnceResult> {
  const payload = await getPayloadClient()
  const candidates = cut(purposes)
  let refusal: 'no-credits' | 'all-used' = 'all-used'
  let chosen = ''
  let balance = 0
  const written = await appendLedgerRow(payload, userId, async (state) => {
    balance = state.balance
    const paid = await paidAmong(payload, userId, candidates, state.seq)
    const next = candidates.find((purpose) => !paid.has(purpose) && !alreadyHad.has(purpose))
    refusal = next === undefined ? 'all-used' : 'no-credits'
    if (next === undefined || state.balance < 1) return null
    chosen = next
    return { kind: 'spend', amount: -1, purpose: next }
  })
  if (!written) return { ok: false, code: refusal, balance }
  return { ok: true, balance: written.state.balance - 1, purpose: chosen }
}
