// The makers' leases in the table the server processes share (ADR 263), on a real PostgreSQL database of their own
// (POSTGRES_TEST_URI, as CI sets it); two stores over two pools stand for two processes.
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { LEASE_TABLE, postgresLeases, prepareLeaseTable } from './maker-leases.server'

const base = process.env.POSTGRES_TEST_URI

describe('leases on an unreachable database', () => {
  it('grants the lease, so a database hiccup never stops a PDF, and says so once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const pool = new pg.Pool({ connectionString: 'postgres://nobody:nothing@127.0.0.1:1/none', connectionTimeoutMillis: 2_000 })
    try {
      const store = postgresLeases(pool)
      const first = await store.take('pdf', 'user:1', 'a', 1)
      const second = await store.take('pdf', 'user:1', 'b', 1)
      expect(first).not.toBeNull()
      expect(second).not.toBeNull()
      await first!.release()
      expect(warn).toHaveBeenCalledTimes(1)
    } finally {
      warn.mockRestore()
      await pool.end()
    }
  })
})

describe.skipIf(!base?.startsWith('postgres'))('leases in PostgreSQL', () => {
  let admin: pg.Client
  let one: pg.Pool
  let two: pg.Pool
  // A database of its own beside the given one (which need not exist): the server's maintenance database makes it.
  const name = `${new URL(base ?? 'postgres://x/cosmic').pathname.slice(1)}_leases_${process.pid}`

  beforeAll(async () => {
    const maintenance = new URL(base!)
    maintenance.pathname = '/postgres'
    admin = new pg.Client({ connectionString: maintenance.toString() })
    await admin.connect()
    await admin.query(`DROP DATABASE IF EXISTS ${name}`)
    await admin.query(`CREATE DATABASE ${name}`)
    const url = new URL(base!)
    url.pathname = `/${name}`
    one = new pg.Pool({ connectionString: url.toString(), max: 2 })
    two = new pg.Pool({ connectionString: url.toString(), max: 2 })
    // Both "processes" prepare the table at once, as two workers starting together do.
    await Promise.all([prepareLeaseTable(one), prepareLeaseTable(two)])
  })

  afterAll(async () => {
    await one?.end()
    await two?.end()
    await admin?.query(`DROP DATABASE IF EXISTS ${name}`)
    await admin?.end()
  })

  const timing = { ttlSeconds: 30, renewMs: 60_000 }

  it('gives an owner one place across processes: the other job waits, another owner’s is made, the same job is not refused', async () => {
    const here = postgresLeases(one, timing)
    const there = postgresLeases(two, timing)
    const first = await here.take('pdf', 'user:1', 'reading-a', 1)
    expect(first).not.toBeNull()
    expect(await there.take('pdf', 'user:1', 'reading-b', 1)).toBeNull()
    const other = await there.take('pdf', 'user:2', 'reading-b', 1)
    expect(other).not.toBeNull()
    // The same PDF asked for through the other process (a second click sent elsewhere) is made there as well.
    const same = await there.take('pdf', 'user:1', 'reading-a', 1)
    expect(same).not.toBeNull()
    // A card's share is its own, however many PDFs the owner has on their way.
    const card = await there.take('card', 'user:1', 'card-a', 1)
    expect(card).not.toBeNull()
    for (const lease of [first, same, other, card]) await lease!.release()
    const next = await there.take('pdf', 'user:1', 'reading-b', 1)
    expect(next).not.toBeNull()
    await next!.release()
  })

  it('holds the share when many jobs of one owner race on both processes at once', async () => {
    const stores = [postgresLeases(one, timing), postgresLeases(two, timing)]
    const leases = await Promise.all(Array.from({ length: 20 }, (_, i) => stores[i % 2].take('card', 'client:9', `card-${i}`, 3)))
    const granted = leases.filter((lease) => lease !== null)
    expect(granted).toHaveLength(3)
    for (const lease of granted) await lease.release()
  })

  it('frees a place whose lease ran out (its process died), and keeps one that is renewed', async () => {
    const dead = postgresLeases(one, timing)
    const living = postgresLeases(two, { ttlSeconds: 30, renewMs: 50 })
    await dead.take('pdf', 'user:3', 'reading-a', 1)
    const kept = await living.take('pdf', 'user:4', 'reading-a', 1)
    const expiry = async (owner: string) =>
      (await one.query<{ at: Date }>(`SELECT expires_at AS at FROM ${LEASE_TABLE} WHERE owner = $1`, [owner])).rows[0]?.at.getTime()
    // The dead process's lease runs out (moved to the past rather than waited for).
    await one.query(`UPDATE ${LEASE_TABLE} SET expires_at = now() - interval '1 second' WHERE owner IN ('user:3', 'user:4')`)
    const lapsed = await expiry('user:4')
    expect(await postgresLeases(two, timing).take('pdf', 'user:3', 'reading-b', 1)).not.toBeNull()
    // The living job's renewal moves its lease on again.
    await expect.poll(async () => (await expiry('user:4')) > lapsed! + 20_000, { timeout: 10_000 }).toBe(true)
    expect(await dead.take('pdf', 'user:4', 'reading-b', 1)).toBeNull()
    await kept!.release()
    expect(await expiry('user:4')).toBeUndefined()
  })
})
