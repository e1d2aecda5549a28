// Abuse limits for the account forms (issue 3, "Abuse"; ADR 015): a fixed window per client address and per e-mail
// address, kept in this process's memory (the site runs as one process, ADR 001).

export type Limit = { max: number; windowMs: number }
export type LimitResult = { ok: true } | { ok: false; retryAfterSeconds: number }

const MINUTE = 60_000

/** How often each account action may be tried, by one client address and for one e-mail address. */
export const ACCOUNT_LIMITS = {
  'sign-in': { perAddress: { max: 20, windowMs: 15 * MINUTE }, perEmail: { max: 10, windowMs: 15 * MINUTE } },
  'sign-up': { perAddress: { max: 5, windowMs: 60 * MINUTE }, perEmail: { max: 3, windowMs: 60 * MINUTE } },
  resend: { perAddress: { max: 10, windowMs: 60 * MINUTE }, perEmail: { max: 3, windowMs: 60 * MINUTE } },
  reset: { perAddress: { max: 10, windowMs: 60 * MINUTE }, perEmail: { max: 3, windowMs: 60 * MINUTE } },
} satisfies Record<string, { perAddress: Limit; perEmail: Limit }>

export type AccountAction = keyof typeof ACCOUNT_LIMITS

type Window = { count: number; resetAt: number }

export function createRateLimiter(now: () => number = Date.now) {
  const windows = new Map<string, Window>()
  let sweptAt = now()

  function sweep(time: number) {
    if (time - sweptAt < MINUTE) return
    sweptAt = time
    for (const [key, window] of windows) if (window.resetAt <= time) windows.delete(key)
  }

  /** Counts one attempt against the key and says whether it is still within the limit. */
  function hit(key: string, { max, windowMs }: Limit): LimitResult {
    const time = now()
    sweep(time)
    let window = windows.get(key)
    if (!window || window.resetAt <= time) {
      window = { count: 0, resetAt: time + windowMs }
      windows.set(key, window)
    }
    window.count += 1
    return window.count <= max ? { ok: true } : { ok: false, retryAfterSeconds: Math.ceil((window.resetAt - time) / 1000) }
  }

  return {
    hit,
    /** One attempt at an account action, counted for the client address and the e-mail address, each when known. */
    account(action: AccountAction, clientAddress: string | null, email: string | null): LimitResult {
      const limits = ACCOUNT_LIMITS[action]
      const byAddress = clientAddress ? hit(`${action}:ip:${clientAddress}`, limits.perAddress) : ({ ok: true } as const)
      const byEmail = email ? hit(`${action}:email:${email.toLowerCase()}`, limits.perEmail) : ({ ok: true } as const)
      if (byAddress.ok && byEmail.ok) return { ok: true }
      return { ok: false, retryAfterSeconds: Math.max(byAddress.ok ? 0 : byAddress.retryAfterSeconds, byEmail.ok ? 0 : byEmail.retryAfterSeconds) }
    },
    reset: () => windows.clear(),
  }
}

export const rateLimiter = createRateLimiter()

/** The words a visitor reads when a limit is reached. */
export function tooManyAttempts(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60))
  return `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`
}

/**
 * The header in which server.mjs hands the client's address (its req.ip) to the CMS host, replacing any value the
 * client sent; Payload's own endpoints read it from there (collections/Users, REST and GraphQL sign-in).
 */
export const CLIENT_ADDRESS_HEADER = 'x-cosmic-client-address'

/** The client's address as the server saw it (Express's req.ip, which honours TRUST_PROXY), from the load context. */
export function clientAddress(context: unknown): string {
  const ip = (context as { clientIp?: unknown } | undefined)?.clientIp
  return typeof ip === 'string' && ip !== '' ? ip : 'unknown'
}
