import { describe, expect, it } from 'vitest'
import { claimOf, dueInstant, localDateOf, nextDueAfter, reminderChannels } from './daily-nudge'

const at = (iso: string) => Date.parse(iso)

describe('the morning mail’s due time', () => {
  it('is the chosen hour on the customer’s own clock', () => {
    // 07:00 in Kolkata is 01:30 UTC; in New York in November (EST) 12:00 UTC.
    expect(new Date(dueInstant('Asia/Kolkata', '2026-11-28', 7)).toISOString()).toBe('2026-11-28T01:30:00.000Z')
    expect(new Date(dueInstant('America/New_York', '2026-11-28', 7)).toISOString()).toBe('2026-11-28T12:00:00.000Z')
  })

  it('is today’s hour while it is still to come, else tomorrow’s', () => {
    expect(new Date(nextDueAfter('Asia/Kolkata', 7, at('2026-11-28T01:00:00Z'))).toISOString()).toBe('2026-11-28T01:30:00.000Z')
    expect(new Date(nextDueAfter('Asia/Kolkata', 7, at('2026-11-28T01:30:00Z'))).toISOString()).toBe('2026-11-29T01:30:00.000Z')
  })

  it('skips today when today’s mail has gone, so a later hour chosen after it sends no second one', () => {
    expect(new Date(nextDueAfter('Asia/Kolkata', 20, at('2026-11-28T03:00:00Z'), '2026-11-28')).toISOString()).toBe('2026-11-29T14:30:00.000Z')
  })

  it('keeps the hour across a daylight-saving change, and moves a skipped hour forward', () => {
    // London goes to summer time at 01:00 UTC on 29 March 2026: 07:00 is 07:00 GMT the day before, 06:00 UTC after.
    expect(new Date(dueInstant('Europe/London', '2026-03-28', 7)).toISOString()).toBe('2026-03-28T07:00:00.000Z')
    expect(new Date(dueInstant('Europe/London', '2026-03-29', 7)).toISOString()).toBe('2026-03-29T06:00:00.000Z')
    // 01:00 does not exist that night; it is read as 02:00 BST, 01:00 UTC.
    expect(new Date(dueInstant('Europe/London', '2026-03-29', 1)).toISOString()).toBe('2026-03-29T01:00:00.000Z')
  })
})

describe('a claim', () => {
  it('sends today’s mail once its hour has come and moves the row to tomorrow', () => {
    const claim = claimOf('Asia/Kolkata', 7, at('2026-11-28T01:31:00Z'), '2026-11-27')
    expect(claim).toEqual({ day: '2026-11-28', nextDueAt: at('2026-11-29T01:30:00Z'), send: true })
  })

  it('never sends early, nor twice in a local day', () => {
    expect(claimOf('Asia/Kolkata', 7, at('2026-11-28T01:29:00Z'), null).send).toBe(false)
    const again = claimOf('Asia/Kolkata', 7, at('2026-11-28T05:00:00Z'), '2026-11-28')
    expect(again).toEqual({ day: '2026-11-28', nextDueAt: at('2026-11-29T01:30:00Z'), send: false })
  })

  it('sends nothing for a day that has passed, and waits for today’s hour', () => {
    // A row due yesterday, found just after midnight: no mail now, today's at 07:00.
    const stale = claimOf('Asia/Kolkata', 7, at('2026-11-27T19:00:00Z'), '2026-11-26')
    expect(localDateOf('Asia/Kolkata', at('2026-11-27T19:00:00Z'))).toBe('2026-11-28')
    expect(stale).toEqual({ day: '2026-11-28', nextDueAt: at('2026-11-28T01:30:00Z'), send: false })
  })
})

describe('the consultation reminder’s channels (ADR 267)', () => {
  it('opens the mail, the notification, both or neither as chosen', () => {
    expect(reminderChannels('email')).toEqual({ mail: true, push: false })
    expect(reminderChannels('push')).toEqual({ mail: false, push: true })
    expect(reminderChannels('both')).toEqual({ mail: true, push: true })
    expect(reminderChannels('none')).toEqual({ mail: false, push: false })
  })

  it('reads a customer who never chose (or anything unknown) as the mail, as before the choice existed', () => {
    expect(reminderChannels(undefined)).toEqual({ mail: true, push: false })
    expect(reminderChannels(null)).toEqual({ mail: true, push: false })
    expect(reminderChannels('fax')).toEqual({ mail: true, push: false })
  })
})
