// Each owner's share of a maker (ADRs 159, 160), across processes through leases (ADR 263). Two `jobsPerOwner` stand
// for two server processes; a lease store in memory that both use stands for the shared table, whose own behaviour on
// PostgreSQL is tested in maker-leases.server.test.ts.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { resetRateLimits } from '../utils/rate-limit.server'
import { jobsPerOwner, MakerUnavailableError, withinShare } from './fair-share.server'
import { localLeases, useLeaseStore, type LeaseStore } from './maker-leases.server'

/** The shared table's rules in memory: an owner's distinct jobs up to the share; the same job takes no new place. */
function sharedStore() {
  const held = new Map<string, string[]>()
  let taken = 0
  const store: LeaseStore = {
    async take(kind, owner, job, share) {
      const name = `${kind}:${owner}`
      const jobs = held.get(name) ?? []
      if (new Set(jobs.filter((other) => other !== job)).size >= share) return null
      jobs.push(job)
      held.set(name, jobs)
      taken += 1
      return {
        async release() {
          jobs.splice(jobs.indexOf(job), 1)
        },
      }
    },
  }
  return { store, held: (owner: string) => held.get(`pdf:${owner}`)?.length ?? 0, taken: () => taken }
}

/** A job that finishes when the test says so. */
function pending() {
  let finish!: (value: string) => void
  let fail!: (error: Error) => void
  const promise = new Promise<string>((resolve, reject) => {
    finish = resolve
    fail = reject
  })
  return { promise, finish, fail }
}

const shareOf = (jobs = jobsPerOwner<string>(1), rate = 100) => ({
  kind: 'pdf' as const,
  jobs,
  rate,
  refuse: (code: 'one-at-a-time' | 'too-many', retryAfterSeconds = 10) => new MakerUnavailableError(code, code, retryAfterSeconds),
})

const codeOf = (job: Promise<unknown>) =>
  job.then(
    () => 'made',
    (error: unknown) => (error instanceof MakerUnavailableError ? error.code : String(error)),
  )

let shared: ReturnType<typeof sharedStore>

beforeEach(() => {
  resetRateLimits()
  shared = sharedStore()
  useLeaseStore(shared.store)
})

afterEach(() => useLeaseStore(null))

describe('an owner’s share across processes', () => {
  it('refuses an owner’s second job on another process while the first is made, and makes another owner’s', async () => {
    const here = shareOf()
    const there = shareOf()
    const first = pending()
    const made = withinShare(here, 'user:1', 'reading-a', () => first.promise)
    await expect.poll(() => shared.held('user:1')).toBe(1)
    expect(await codeOf(withinShare(there, 'user:1', 'reading-b', async () => 'b'))).toBe('one-at-a-time')
    expect(await withinShare(there, 'user:2', 'reading-c', async () => 'c')).toBe('c')
    first.finish('a')
    expect(await made).toBe('a')
    // Done, the lease is given back: the owner's next job is made on either process.
    expect(shared.held('user:1')).toBe(0)
    expect(await withinShare(there, 'user:1', 'reading-b', async () => 'b')).toBe('b')
  })

  it('lets the same job asked again on the same process join the one on its way, with one lease', async () => {
    const here = shareOf()
    const first = pending()
    let calls = 0
    const make = () => {
      calls += 1
      return first.promise
    }
    const one = withinShare(here, 'user:1', 'reading-a', make)
    const two = withinShare(here, 'user:1', 'reading-a', make)
    first.finish('a')
    expect([await one, await two]).toEqual(['a', 'a'])
    expect(calls).toBe(1)
    expect(shared.taken()).toBe(1)
  })

  it('gives the lease back when the job fails, so a failure never keeps the owner waiting', async () => {
    const here = shareOf()
    expect(await codeOf(withinShare(here, 'user:1', 'reading-a', () => Promise.reject(new Error('maker crashed'))))).toBe('Error: maker crashed')
    expect(shared.held('user:1')).toBe(0)
    expect(await withinShare(shareOf(), 'user:1', 'reading-b', async () => 'b')).toBe('b')
  })

  it('does not count a job refused for another process’s lease towards the owner’s rate', async () => {
    const first = pending()
    const made = withinShare(shareOf(jobsPerOwner(1), 2), 'user:1', 'reading-a', () => first.promise)
    await expect.poll(() => shared.held('user:1')).toBe(1)
    // A rate of two new jobs: the refused one takes none of it, so one is left after the first.
    expect(await codeOf(withinShare(shareOf(jobsPerOwner(1), 2), 'user:1', 'reading-b', async () => 'b'))).toBe('one-at-a-time')
    first.finish('a')
    await made
    expect(await withinShare(shareOf(jobsPerOwner(1), 2), 'user:1', 'reading-b', async () => 'b')).toBe('b')
    expect(await codeOf(withinShare(shareOf(jobsPerOwner(1), 2), 'user:1', 'reading-c', async () => 'c'))).toBe('too-many')
  })

  it('still refuses a second job on the same process before asking the store', async () => {
    const here = shareOf()
    const first = pending()
    const made = withinShare(here, 'user:1', 'reading-a', () => first.promise)
    expect(await codeOf(withinShare(here, 'user:1', 'reading-b', async () => 'b'))).toBe('one-at-a-time')
    first.finish('a')
    await made
    expect(shared.taken()).toBe(1)
  })
})

describe('one process', () => {
  it('grants every lease from memory: the process’s own jobs are the whole share', async () => {
    const lease = await localLeases.take('pdf', 'user:1', 'a', 1)
    expect(lease).not.toBeNull()
    expect(await localLeases.take('pdf', 'user:1', 'b', 1)).not.toBeNull()
    useLeaseStore(null)
    const here = shareOf()
    const first = pending()
    const made = withinShare(here, 'user:1', 'reading-a', () => first.promise)
    expect(await codeOf(withinShare(here, 'user:1', 'reading-b', async () => 'b'))).toBe('one-at-a-time')
    expect(await withinShare(shareOf(), 'user:1', 'reading-b', async () => 'b')).toBe('b')
    first.finish('a')
    await made
  })
})
