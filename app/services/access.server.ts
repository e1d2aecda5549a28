// Premium access (spec 4 and 6): a trial the customer starts once, or a paid period from the ledger. Every
// function takes `now`, so tests move the clock rather than wait for it.
import type { Payload } from 'payload'
import { getPayloadClient } from '../utils/payload.server'
import { ledgerState } from '../domain/ledger'

type Id = number | string

/** Spec 9: the trial is 15 days and free. */
const TRIAL_DAYS = 15
const DAY_MS = 86_400_000

export type AccessStatus = {
  /** A trial or a paid period runs now. */
  premium: boolean
  trial: 'never' | 'running' | 'ended'
  trialEndsAt: string | null
  /** Whole days left, counting a part day as one; 0 once it has ended. */
  trialDaysLeft: number
  paidUntil: string | null
  balance: number
}

async function trialOf(payload: Payload, userId: Id) {
  const { docs } = await payload.find({
    collection: 'access-records',
    where: { user: { equals: userId } },
    limit: 1,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

export async function getAccess(userId: Id, now: Date = new Date()): Promise<AccessStatus> {
  const payload = await getPayloadClient()
  const [record, ledger] = await Promise.all([trialOf(payload, userId), ledgerState(payload, userId)])
  const trialEnd = record ? new Date(record.trialEndsAt) : null
  const trialRunning = trialEnd !== null && trialEnd > now
  const paidRunning = ledger.paidUntil !== null && ledger.paidUntil > now
  return {
    premium: trialRunning || paidRunning,
    trial: trialEnd === null ? 'never' : trialRunning ? 'running' : 'ended',
    trialEndsAt: trialEnd?.toISOString() ?? null,
    trialDaysLeft: trialRunning ? Math.ceil((trialEnd.getTime() - now.getTime()) / DAY_MS) : 0,
    paidUntil: ledger.paidUntil?.toISOString() ?? null,
    balance: ledger.balance,
  }
}

type StartTrialResult = { ok: true; trialEndsAt: string } | { ok: false; code: 'trial-used' }

/** Starts the 15-day trial, once per account ever: the access record is unique per customer, so a second start fails. */
export async function startTrial(userId: Id, now: Date = new Date()): Promise<StartTrialResult> {
  const payload = await getPayloadClient()
  const trialEndsAt = new Date(now.getTime() + TRIAL_DAYS * DAY_MS).toISOString()
  try {
    await payload.create({
      collection: 'access-records',
      data: { user: userId as number, trialStartedAt: now.toISOString(), trialEndsAt },
      overrideAccess: true,
      depth: 0,
    })
    return { ok: true, trialEndsAt }
  } catch (error) {
    if ((error as { name?: string }).name === 'ValidationError') return { ok: false, code: 'trial-used' }
    throw error
  }
}

/** The end of a paid period of `days` bought at `now` (spec): from the later of now and the current end. */
export function extendPaidAccess(current: Date | null, days: number, now: Date): Date {
  const from = current && current > now ? current : now
  return new Date(from.getTime() + days * DAY_MS)
}

/** What a refund of `days` leaves: the period shortened by them, never later than it was, ending now at the latest. */
export function shortenPaidAccess(current: Date | null, days: number, now: Date): Date | null {
  if (!current) return null
  const end = new Date(current.getTime() - days * DAY_MS)
  return end > now ? end : now
}
