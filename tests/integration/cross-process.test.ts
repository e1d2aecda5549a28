// The change channel between server processes (ADR 239), on PostgreSQL only: a write's announcement reaches a listener
// when its transaction commits and not before (nor ever, rolled back); another process's announcement moves this one's
// versions; and a listener whose connection is killed stops the caches at once and comes back by itself, moving every
// version. The two processes of the cluster tests (tests/cluster) hold the same end to end.
import type { Payload } from 'payload'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCustomer } from './factories'
import { startPayload, stopPayload } from './harness'

const postgres = (process.env.TEST_DATABASE_URI ?? '').startsWith('postgres')

describe.skipIf(!postgres)('changes shared between processes over LISTEN/NOTIFY', () => {
  let payload: Payload
  let channel: typeof import('../../app/utils/cross-process.server')
  let versions: typeof import('../../collections/hooks/customer-version')
  let content: typeof import('../../collections/hooks/invalidate')
  let listener: Awaited<ReturnType<typeof import('../../app/utils/cross-process-listener.server').listenForChanges>>
  let other: pg.Client
  const heard: string[] = []

  beforeAll(async () => {
    payload = await startPayload()
    channel = await import('../../app/utils/cross-process.server')
    versions = await import('../../collections/hooks/customer-version')
    content = await import('../../collections/hooks/invalidate')
    const { listenForChanges } = await import('../../app/utils/cross-process-listener.server')
    listener = await listenForChanges(process.env.DATABASE_URI!, { heartbeatMs: 200, log: () => {} })
    // Another process, as far as PostgreSQL can tell.
    other = new pg.Client({ connectionString: process.env.DATABASE_URI })
    await other.connect()
    await other.query(`LISTEN ${channel.CHANGES_CHANNEL}`)
    other.on('notification', (message) => heard.push(message.payload ?? ''))
  })
  afterAll(async () => {
    await other?.end()
    await listener?.stop()
    channel?.stopSharing()
    await stopPayload(payload)
  })

  const until = async (check: () => boolean, ms = 5_000) => {
    const deadline = Date.now() + ms
    while (!check() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20))
    return check()
  }

  it("announces a customer's write on commit, and nothing for a write rolled back", async () => {
    const user = await createCustomer(payload, { email: `channel-${Date.now()}@example.com`, password: 'channel-password-1' })
    // The sign-up's own announcements arrive first.
    await new Promise((resolve) => setTimeout(resolve, 300))
    heard.length = 0
    const transactionID = await payload.db.beginTransaction()
    const req = { payload, transactionID } as Parameters<typeof payload.update>[0]['req']
    try {
      await payload.update({ collection: 'users', id: user.id, data: { fullName: 'Committed Name' }, overrideAccess: true, req })
      await new Promise((resolve) => setTimeout(resolve, 200))
      expect(heard, 'nothing is heard before the commit').toEqual([])
    } finally {
      await payload.db.commitTransaction(transactionID!)
    }
    expect(await until(() => heard.some((text) => text.endsWith(` customer ${user.id}`))), heard.join(', ')).toBe(true)
    expect(heard.some((text) => text.endsWith(` user ${user.id}`))).toBe(true)

    heard.length = 0
    const rolledBackID = await payload.db.beginTransaction()
    try {
      const rolledBack = { payload, transactionID: rolledBackID } as Parameters<typeof payload.update>[0]['req']
      await payload.update({ collection: 'users', id: user.id, data: { fullName: 'Never Saved' }, overrideAccess: true, req: rolledBack })
    } finally {
      await payload.db.rollbackTransaction(rolledBackID!)
    }
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(heard).toEqual([])
  })

  it("moves this process's versions when another process announces a change", async () => {
    const before = versions.customerDataVersion(4242)
    const contentBefore = content.publicContentVersion()
    await other.query(`select pg_notify('${channel.CHANGES_CHANNEL}', 'another-process customer 4242')`)
    await other.query(`select pg_notify('${channel.CHANGES_CHANNEL}', 'another-process content ')`)
    expect(await until(() => versions.customerDataVersion(4242) !== before && content.publicContentVersion() !== contentBefore)).toBe(true)
  })

  it('stops every cache while the channel is down and comes back by itself, moving every version', async () => {
    expect(channel.crossProcessDown()).toBe(false)
    const stable = versions.customerDataVersion(7)
    expect(versions.customerDataVersion(7)).toBe(stable)
    await other.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'cosmic-insights-changes' and datname = current_database()`,
    )
    expect(await until(() => channel.crossProcessDown(), 3_000), 'the drop is noticed').toBe(true)
    // Deaf: no two reads of a version agree, so no cached page or content can match.
    expect(versions.customerDataVersion(7)).not.toBe(versions.customerDataVersion(7))
    expect(content.publicContentVersion()).not.toBe(content.publicContentVersion())
    expect(await until(() => !channel.crossProcessDown(), 10_000), 'the listener reconnects').toBe(true)
    const after = versions.customerDataVersion(7)
    expect(after).not.toBe(stable)
    expect(versions.customerDataVersion(7)).toBe(after)
  })
})
