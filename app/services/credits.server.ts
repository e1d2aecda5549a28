// The site's use of the credits ledger (app/domain/ledger.ts): the balance, a spend, a grant.
import { appendGrant, appendLedgerRow, LEDGER_PURPOSE_MAX, ledgerState, type Id } from '../domain/ledger'
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
