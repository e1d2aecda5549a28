// Each customer's fair share of a maker that makes one thing at a time (ADRs 159 and 160): the reading PDF's child
// process and the share card's worker thread. An owner (a customer, or a client address where no one is signed in) has
// at most one job queued or in progress. The same job asked for again (a second click, a reload) joins the one on its
// way; a different one is refused until it is done, so no owner can fill the shared queue and keep everyone else out.

/** Starts `make` as the owner's one job, or joins it when it is the same `key`; null when the owner has another one. */
export type OneJobPerOwner<T> = (owner: string, key: string, make: () => Promise<T>) => Promise<T> | null

export function oneJobPerOwner<T>(): OneJobPerOwner<T> {
  const running = new Map<string, { key: string; job: Promise<T> }>()
  return (owner, key, make) => {
    const mine = running.get(owner)
    if (mine) return mine.key === key ? mine.job : null
    // Only this job can be the owner's entry until it settles, so removing the owner's entry removes this one.
    const job = make().finally(() => running.delete(owner))
    running.set(owner, { key, job })
    return job
  }
}

/** A maker's whole-number setting from the environment, read at each request; a wrong value fails it with its name. */
export function setting(name: string, fallback: number, min: number, max: number): number {
  const raw = process.env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < min || value > max) throw new Error(`${name} must be a whole number from ${min} to ${max}, not "${raw}"`)
  return value
}
