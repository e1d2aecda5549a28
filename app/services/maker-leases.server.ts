// Each owner's place in a maker's queue, held across server processes (ADR 263). One process keeps an owner's jobs in
// its own memory (fair-share.server.ts); on PostgreSQL, where several processes share the database, each new job also
// takes a lease in a small table, so a customer's second PDF on another process is refused while the first is queued
// or made. A lease lasts a short while and is renewed while its job lives: a process that dies frees its leases when
// they run out, without anyone's help.
import crypto from 'node:crypto'
import os from 'node:os'
import type { Pool } from 'pg'

/** A place taken; `release` gives it back (it never throws). */
type Lease = { release: () => Promise<void> }

export type LeaseStore = {
  /**
   * A lease on one of `owner`'s `share` places for a job of `kind`, or null when the owner's other jobs hold them all.
   * The same `job` held elsewhere (the same PDF asked for through another process) takes no place of its own.
   */
  take: (kind: string, owner: string, job: string, share: number) => Promise<Lease | null>
}

const FREE: Lease = { release: async () => {} }

/** One process: the owner's jobs in this process's memory are the whole share, so every lease is granted. */
export const localLeases: LeaseStore = { take: async () => FREE }

/** The table, outside Payload's schema like the rate limits' (ADR 241): made at start when missing. */
export const LEASE_TABLE = 'cosmic_maker_leases'

// The first key of the advisory locks that keep two processes from counting one owner's leases at once.
const LOCK_SPACE = 263_001

export type LeaseTiming = {
  /** How long a lease lasts unless renewed: the longest a dead process keeps an owner waiting. */
  ttlSeconds: number
  /** How often a living job renews its lease. */
  renewMs: number
}

const LEASE_TIMING: LeaseTiming = { ttlSeconds: 30, renewMs: 10_000 }

/** The job's name as stored: a card's key may be its whole content. */
const jobName = (job: string) => crypto.createHash('sha256').update(job).digest('base64url').slice(0, 32)

/** Makes the table when missing and clears the leases that ran out (a process that died holding them). */
export async function prepareLeaseTable(pool: Pool): Promise<void> {
  const client = await pool.connect()
  try {
    await client.query('BEGIN')
    // Two processes starting together must not both create the table.
    await client.query('SELECT pg_advisory_xact_lock($1, 0)', [LOCK_SPACE])
    await client.query(
      `CREATE TABLE IF NOT EXISTS ${LEASE_TABLE} (id bigserial PRIMARY KEY, kind text NOT NULL, owner text NOT NULL, job text NOT NULL, holder text NOT NULL, expires_at timestamptz NOT NULL)`,
    )
    await client.query(`CREATE INDEX IF NOT EXISTS ${LEASE_TABLE}_owner ON ${LEASE_TABLE} (kind, owner)`)
    await client.query(`DELETE FROM ${LEASE_TABLE} WHERE expires_at <= now()`)
    await client.query('COMMIT')
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {})
    throw error
  } finally {
    client.release()
  }
}

/**
 * Leases in the PostgreSQL table every process shares. While the database does not answer a lease is granted (each
 * process then holds its owners to their share alone, as on one process), so a database hiccup never stops a PDF.
 */
export function postgresLeases(pool: Pool, timing: LeaseTiming = LEASE_TIMING): LeaseStore {
  const holder = `${os.hostname()}:${process.pid}`
  let warned = false
  const warnOnce = (what: string, error: unknown) => {
    if (warned) return
    warned = true
    console.warn(`Maker leases: ${what} failed; owners are held to their share per process meanwhile`, error)
  }

  async function insert(kind: string, owner: string, job: string, share: number): Promise<string | null> {
    const client = await pool.connect()
    try {
      await client.query('BEGIN')
      await client.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [LOCK_SPACE, `${kind}:${owner}`])
      await client.query(`DELETE FROM ${LEASE_TABLE} WHERE kind = $1 AND owner = $2 AND expires_at <= now()`, [kind, owner])
      const { rows } = await client.query<{ others: number }>(
        `SELECT count(DISTINCT job)::int AS others FROM ${LEASE_TABLE} WHERE kind = $1 AND owner = $2 AND job <> $3`,
        [kind, owner, job],
      )
      if (rows[0].others >= share) {
        await client.query('ROLLBACK')
        return null
      }
      const made = await client.query<{ id: string }>(
        `INSERT INTO ${LEASE_TABLE} (kind, owner, job, holder, expires_at) VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5)) RETURNING id`,
        [kind, owner, job, holder, timing.ttlSeconds],
      )
      await client.query('COMMIT')
      return made.rows[0].id
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {})
      throw error
    } finally {
      client.release()
    }
  }

  return {
    async take(kind, owner, job, share) {
      let id: string | null
      try {
        id = await insert(kind, owner, jobName(job), share)
      } catch (error) {
        warnOnce('taking a lease', error)
        return FREE
      }
      if (id === null) return null
      const renew = setInterval(() => {
        pool
          .query(`UPDATE ${LEASE_TABLE} SET expires_at = now() + make_interval(secs => $2) WHERE id = $1`, [id, timing.ttlSeconds])
          .catch((error: unknown) => warnOnce('renewing a lease', error))
      }, timing.renewMs)
      renew.unref()
      return {
        async release() {
          clearInterval(renew)
          // Should the delete fail, the lease runs out by itself within its time.
          await pool.query(`DELETE FROM ${LEASE_TABLE} WHERE id = $1`, [id]).catch((error: unknown) => warnOnce('giving a lease back', error))
        },
      }
    },
  }
}

// The site's build and the CMS host's bundle may each load this module: one store on the global object.
const KEY = Symbol.for('cosmic-insights.maker-leases')
const holderOf = globalThis as unknown as Record<typeof KEY, LeaseStore | undefined>

/** The store the makers take their leases from: this process's memory unless `shareMakerLeases` ran. */
export function makerLeases(): LeaseStore {
  return holderOf[KEY] ?? localLeases
}

/** Puts the makers' leases in the PostgreSQL database the server processes share (ADR 263), from here on. */
export async function shareMakerLeases(connectionString: string): Promise<void> {
  const { Pool } = (await import('pg')).default
  // A lease is two short statements per PDF or card: two connections are plenty.
  const pool = new Pool({ connectionString, max: 2, application_name: 'cosmic-insights-leases' })
  await prepareLeaseTable(pool)
  holderOf[KEY] = postgresLeases(pool)
}

/** Back to this process's memory (tests). */
export function useLeaseStore(store: LeaseStore | null): void {
  holderOf[KEY] = store ?? undefined
}
