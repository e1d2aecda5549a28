import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startPayload, stopPayload } from './harness'

let payload: Payload
beforeAll(async () => {
  payload = await startPayload()
})
afterAll(() => stopPayload(payload))

describe('staff accounts', () => {
  it('makes the very first account an admin, whatever role it asked for, and later ones what they are given', async () => {
    expect((await payload.count({ collection: 'admins' })).totalDocs).toBe(0)
    // The admin's first-user screen creates the account exactly like this, with the field defaults.
    const first = await payload.create({
      collection: 'admins',
      data: { email: 'founder@test.in', password: 'founder-password-1', name: 'Founder', roles: ['editor'] },
    })
    expect(first.roles).toEqual(['admin'])
    const second = await payload.create({
      collection: 'admins',
      data: { email: 'writer@test.in', password: 'writer-password-1', name: 'Writer', roles: ['editor'] },
    })
    expect(second.roles).toEqual(['editor'])
  })

  it('signs staff in with the right password only, and locks an account after repeated failures', async () => {
    const { user } = await payload.login({ collection: 'admins', data: { email: 'writer@test.in', password: 'writer-password-1' } })
    expect(user?.email).toBe('writer@test.in')
    for (let i = 0; i < 5; i++) {
      await expect(payload.login({ collection: 'admins', data: { email: 'writer@test.in', password: 'wrong' } })).rejects.toThrow(
        'The email or password provided is incorrect.',
      )
    }
    await expect(payload.login({ collection: 'admins', data: { email: 'writer@test.in', password: 'writer-password-1' } })).rejects.toThrow(/locked/i)
  })
})
