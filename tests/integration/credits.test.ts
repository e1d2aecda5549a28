// The credits ledger and the trial (ADRs 099 and 103): spending is atomic under concurrency, the balance is the ledger's sum
// and never below zero, and the trial starts once and runs 15 days by a clock the test moves.
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCustomer } from './factories'
import { startPayload, stopPayload } from './harness'

let payload: Payload
let credits: typeof import('../../app/services/credits.server')
let access: typeof import('../../app/services/access.server')

beforeAll(async () => {
  payload = await startPayload()
  credits = await import('../../app/services/credits.server')
  access = await import('../../app/services/access.server')
})
afterAll(() => stopPayload(payload))

let made = 0
async function customer() {
  made++
  const email = `credits-${made}@example.in`
  return (await createCustomer(payload, { email, password: 'credits-password-1', fullName: `Credits ${made}` })).id
}

const rowsOf = async (user: number | string) =>
  (await payload.find({ collection: 'credit-ledger', where: { user: { equals: user } }, pagination: false, sort: 'seq', overrideAccess: true })).docs

describe('spending credits', () => {
  it('with 10 credits, 100 concurrent spends succeed exactly 10 times and the balance ends at zero', async () => {
    const user = await customer()
    expect(await credits.grantCredits(user, 10, 'test grant')).toBe(10)
    const results = await Promise.all(Array.from({ length: 100 }, () => credits.spendCredit(user, 'soulmate-sketch')))
    expect(results.filter((r) => r.ok)).toHaveLength(10)
    expect(results.filter((r) => !r.ok).every((r) => !r.ok && r.code === 'no-credits')).toBe(true)
    expect(await credits.getBalance(user)).toBe(0)
    const rows = await rowsOf(user)
    expect(rows.map((r) => r.kind)).toEqual(['grant', ...Array(10).fill('spend')])
    // Each row's running balance follows from the one before; none is below zero.
    let running = 0
    for (const row of rows) {
      running += row.amount
      expect(row.balanceAfter).toBe(running)
      expect(row.balanceAfter).toBeGreaterThanOrEqual(0)
    }
  })

  it('a customer without credits is told so and nothing is written', async () => {
    const user = await customer()
    expect(await credits.spendCredit(user, 'soulmate-sketch')).toEqual({ ok: false, code: 'no-credits', balance: 0 })
    expect(await rowsOf(user)).toHaveLength(0)
  })

  it("one customer's spends never touch another's credits", async () => {
    const [a, b] = [await customer(), await customer()]
    await credits.grantCredits(a, 3, 'test grant')
    await credits.grantCredits(b, 2, 'test grant')
    await Promise.all([...Array.from({ length: 5 }, () => credits.spendCredit(a, 'x')), ...Array.from({ length: 5 }, () => credits.spendCredit(b, 'x'))])
    expect([await credits.getBalance(a), await credits.getBalance(b)]).toEqual([0, 0])
    expect((await rowsOf(a)).filter((r) => r.kind === 'spend')).toHaveLength(3)
    expect((await rowsOf(b)).filter((r) => r.kind === 'spend')).toHaveLength(2)
  })
})

describe('the trial', () => {
  const start = new Date('2030-03-01T10:00:00Z')
  const later = (days: number, hours = 0) => new Date(start.getTime() + (days * 24 + hours) * 3_600_000)

  it('starts once, runs 15 days with the days left counted down, then has ended', async () => {
    const user = await customer()
    expect(await access.getAccess(user, start)).toMatchObject({ premium: false, trial: 'never', trialDaysLeft: 0 })
    expect(await access.startTrial(user, start)).toEqual({ ok: true, trialEndsAt: later(15).toISOString() })
    expect(await access.getAccess(user, start)).toMatchObject({ premium: true, trial: 'running', trialDaysLeft: 15 })
    expect(await access.getAccess(user, later(1, 1))).toMatchObject({ premium: true, trialDaysLeft: 14 })
    expect(await access.getAccess(user, later(14, 23))).toMatchObject({ premium: true, trialDaysLeft: 1 })
    expect(await access.getAccess(user, later(15))).toMatchObject({
      premium: false,
      trial: 'ended',
      trialDaysLeft: 0,
      trialEndsAt: later(15).toISOString(),
    })
  })

  it('cannot be started again, even by concurrent requests or after it ended', async () => {
    const user = await customer()
    const results = await Promise.all(Array.from({ length: 10 }, () => access.startTrial(user, start)))
    expect(results.filter((r) => r.ok)).toHaveLength(1)
    expect(await access.startTrial(user, later(20))).toEqual({ ok: false, code: 'trial-used' })
    expect((await payload.count({ collection: 'access-records', where: { user: { equals: user } }, overrideAccess: true })).totalDocs).toBe(1)
  })
})

describe('paid periods', () => {
  const now = new Date('2030-06-01T00:00:00Z')
  const day = 86_400_000
  it('extend from the later of now and the current end, and a refund shortens them, never past now', () => {
    expect(access.extendPaidAccess(null, 30, now)).toEqual(new Date(now.getTime() + 30 * day))
    expect(access.extendPaidAccess(new Date(now.getTime() - 5 * day), 30, now)).toEqual(new Date(now.getTime() + 30 * day))
    expect(access.extendPaidAccess(new Date(now.getTime() + 10 * day), 90, now)).toEqual(new Date(now.getTime() + 100 * day))
    expect(access.shortenPaidAccess(new Date(now.getTime() + 100 * day), 90, now)).toEqual(new Date(now.getTime() + 10 * day))
    expect(access.shortenPaidAccess(new Date(now.getTime() + 10 * day), 30, now)).toEqual(now)
  })
})
