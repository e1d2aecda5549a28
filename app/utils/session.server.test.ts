import { createSession } from 'react-router'
import { describe, expect, it } from 'vitest'
import { isSessionCurrent, SESSION_DAYS } from './session.server'

const DAY = 24 * 3600_000
const now = Date.UTC(2026, 10, 23, 12)
const renewed = (at: unknown) => createSession({ userId: 1, version: 0, renewedAt: at } as never)

describe('isSessionCurrent', () => {
  it('honours a session renewed within the last 30 days', () => {
    expect(isSessionCurrent(renewed(now), now)).toBe(true)
    expect(isSessionCurrent(renewed(now - (SESSION_DAYS * DAY - 1)), now)).toBe(true)
  })

  it('refuses a replayed cookie whose 30 days have run out, whatever the browser kept', () => {
    expect(isSessionCurrent(renewed(now - SESSION_DAYS * DAY), now)).toBe(false)
    expect(isSessionCurrent(renewed(now - 400 * DAY), now)).toBe(false)
  })

  it('refuses a session with no renewal time, or one from the future', () => {
    expect(isSessionCurrent(renewed(undefined), now)).toBe(false)
    expect(isSessionCurrent(renewed('yesterday'), now)).toBe(false)
    expect(isSessionCurrent(renewed(now + DAY), now)).toBe(false)
  })
})
