// Each owner's fair share of a maker that makes one thing at a time (ADRs 159 and 160): the reading PDF's child
// process and the share card's worker thread. An owner (a customer, or a client address where no one is signed in) has
// a few jobs at most queued or in progress (one PDF; a handful of cards, so a link-preview crawler's cards at once are
// drawn). The same job asked for again (a second click, a reload) joins the one on its way; another beyond the owner's
// share is refused until one is done, so no owner can fill the shared queue and keep everyone else out. New jobs also
// count towards the owner's rate over ten minutes. On PostgreSQL the share holds across server processes: each new job
// also takes a lease the processes share (maker-leases.server.ts, ADR 263).
import { type RenderKind, renderNotMade, takeRender } from '../utils/rate-limit.server'
import { makerLeases } from './maker-leases.server'

/** `busy`, `timeout` and `crashed` are the maker's (503); `one-at-a-time` and `too-many` are the owner's share (429). */
export type MakerFailure = 'busy' | 'timeout' | 'crashed' | 'one-at-a-time' | 'too-many'

/** A thing not made for a reason of the maker's or of the owner's share, not the content's: try again later. */
export class MakerUnavailableError extends Error {
  constructor(
    readonly code: MakerFailure,
    message: string,
    /** When it is worth asking again. */
    readonly retryAfterSeconds: number,
  ) {
    super(message)
    this.name = 'MakerUnavailableError'
  }

  /** Whether the owner's own share is used up (429), rather than the maker full or failing (503). */
  get owners(): boolean {
    return this.code === 'one-at-a-time' || this.code === 'too-many'
  }
}

/**
 * Starts `make` as one of the owner's jobs in this process, or joins the one with the same `key`; null when the
 * owner's share here is full. `share` is how many jobs an owner may have at once.
 */
export type JobsPerOwner<T> = ((owner: string, key: string, make: () => Promise<T>) => Promise<T> | null) & { readonly share: number }

export function jobsPerOwner<T>(share = 1): JobsPerOwner<T> {
  const running = new Map<string, Map<string, Promise<T>>>()
  const jobs = (owner: string, key: string, make: () => Promise<T>) => {
    const mine = running.get(owner) ?? new Map<string, Promise<T>>()
    const same = mine.get(key)
    if (same) return same
    if (mine.size >= share) return null
    const job = make().finally(() => {
      mine.delete(key)
      if (!mine.size) running.delete(owner)
    })
    mine.set(key, job)
    running.set(owner, mine)
    return job
  }
  return Object.assign(jobs, { share })
}

type Share<T> = {
  kind: RenderKind
  jobs: JobsPerOwner<T>
  /** New jobs the owner may start in the rate's window. */
  rate: number
  /** The maker's error for the owner's share used up, in the maker's own class. */
  refuse: (code: 'one-at-a-time' | 'too-many', retryAfterSeconds?: number) => MakerUnavailableError
}

/**
 * Runs `make` within the owner's share: the same job joins, a job beyond the share (in this process, or held by
 * another process through its lease) is refused, and a new job counts towards the owner's rate unless the maker
 * turned it away as busy before starting it.
 */
export async function withinShare<T>(share: Share<T>, owner: string, key: string, make: () => Promise<T>): Promise<T> {
  const job = share.jobs(owner, key, async () => {
    const lease = await makerLeases().take(share.kind, owner, key, share.jobs.share)
    if (!lease) throw share.refuse('one-at-a-time')
    try {
      const verdict = await takeRender(share.kind, owner, share.rate)
      if (!verdict.ok) throw share.refuse('too-many', verdict.retryAfterSeconds)
      try {
        return await make()
      } catch (error) {
        if (error instanceof MakerUnavailableError && error.code === 'busy') await renderNotMade(share.kind, owner, share.rate)
        throw error
      }
    } finally {
      await lease.release()
    }
  })
  if (!job) throw share.refuse('one-at-a-time')
  return job
}

/** The message keys a maker's catalogue has for a thing not made (`tooMany` takes a count of minutes). */
type UnavailableWords = (key: 'busy' | 'failed' | 'oneAtATime' | 'tooMany', minutes: number) => string

const WORD_FOR: Record<MakerFailure, Parameters<UnavailableWords>[0]> = {
  busy: 'busy',
  timeout: 'failed',
  crashed: 'failed',
  'one-at-a-time': 'oneAtATime',
  'too-many': 'tooMany',
}

/** The plain-text answer to a thing not made: the owner's share (429) or the maker's (503), with when to come back. */
export function unavailableAnswer(error: MakerUnavailableError, words: UnavailableWords): Response {
  const minutes = Math.max(1, Math.ceil(error.retryAfterSeconds / 60))
  return new Response(words(WORD_FOR[error.code], minutes), {
    status: error.owners ? 429 : 503,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': String(error.retryAfterSeconds), 'Cache-Control': 'no-store' },
  })
}

/** A maker's whole-number setting from the environment, read at each request; a wrong value fails it with its name. */
export function setting(name: string, fallback: number, min: number, max: number): number {
  const raw = process.env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < min || value > max) throw new Error(`${name} must be a whole number from ${min} to ${max}, not "${raw}"`)
  return value
}
