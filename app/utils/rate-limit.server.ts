// Abuse limits (ADR 015 and ADR 036). Counting is rate-limiter-flexible's: in this process's memory on SQLite (one
// process), and in a PostgreSQL table shared by every server process on PostgreSQL (ADR 241), with memory as the
// insurance while the database does not answer.
import type { Pool } from 'pg'
import { RateLimiterMemory, RateLimiterPostgres, type RateLimiterAbstract } from 'rate-limiter-flexible'
import { message } from '../schemas/messages'

export type Limit = { max: number; windowMs: number }
export type LimitResult = { ok: true } | { ok: false; retryAfterSeconds: number }

const MINUTE = 60_000

/**
 * How often each account action may be tried, by one client address and for one e-mail address. Sign-in has no limit
 * per e-mail address: one that anybody could spend would lock the owner out (ADR 166); the password checks below are
 * its limit per account.
 */
export const ACCOUNT_LIMITS = {
  'sign-in': { perAddress: { max: 20, windowMs: 15 * MINUTE } },
  // 20 an hour per address: a home, an office or a mobile carrier's shared address holds many people (ADR 015).
  'sign-up': { perAddress: { max: 20, windowMs: 60 * MINUTE }, perEmail: { max: 3, windowMs: 60 * MINUTE } },
  resend: { perAddress: { max: 10, windowMs: 60 * MINUTE }, perEmail: { max: 3, windowMs: 60 * MINUTE } },
  reset: { perAddress: { max: 10, windowMs: 60 * MINUTE }, perEmail: { max: 3, windowMs: 60 * MINUTE } },
  'sign-in-link': { perAddress: { max: 10, windowMs: 60 * MINUTE }, perEmail: { max: 5, windowMs: 60 * MINUTE } },
} satisfies Record<string, { perAddress: Limit; perEmail?: Limit }>

export type AccountAction = keyof typeof ACCOUNT_LIMITS

/**
 * Password checks per account and client together, taken before the check and given back when it succeeds, so any
 * number of simultaneous guesses from one client gets at most this many checks, and a stranger's guesses spend only
 * the stranger's own (ADR 166).
 */
export const PASSWORD_CHECKS: Limit = { max: 5, windowMs: 15 * MINUTE }

/**
 * Password checks per account from all clients together: a looser ceiling, so guesses spread over many addresses are
 * still slowed. A right password gives its check back (it was no guess). While it holds, the owner signs in through a
 * link by e-mail.
 */
export const PASSWORD_CHECKS_PER_ACCOUNT: Limit = { max: 30, windowMs: 60 * MINUTE }

/** Customers and staff are separate accounts even under one address. */
export type AuthCollection = 'users' | 'admins'

/** Failed staff sign-ins per client address (the CMS login); a right password gives its attempt back. */
export const STAFF_SIGN_IN = { perAddress: { max: 20, windowMs: 15 * MINUTE } } satisfies Record<string, Limit>

/**
 * Forms limited per client address: the anonymous ones that store what they are sent, and the coupon box, whose answers
 * would otherwise let anyone try codes until one works.
 */
export const FORM_LIMITS = {
  contact: { max: 5, windowMs: 60 * MINUTE },
  newsletter: { max: 10, windowMs: 60 * MINUTE },
  coupon: { max: 20, windowMs: 15 * MINUTE },
  // Orders opened per customer (ADR 163), on top of the five open checkouts at once.
  purchase: { max: 10, windowMs: 15 * MINUTE },
} satisfies Record<string, Limit>

export type FormAction = keyof typeof FORM_LIMITS

/**
 * New reading PDFs per customer and new share cards per client address (ADRs 159 and 160): each is seconds of a shared
 * maker's time. Only what is drawn counts; a PDF or card kept in memory, or joined while it is made, is free. The
 * services may be given another `max` (`PDF_RATE_LIMIT`, `CARD_RATE_LIMIT`); the window stays.
 */
export const RENDER_LIMITS = {
  pdf: { max: 6, windowMs: 10 * MINUTE },
  card: { max: 30, windowMs: 10 * MINUTE },
} satisfies Record<string, Limit>

export type RenderKind = keyof typeof RENDER_LIMITS

/**
 * Booking attempts per customer, whatever path they come by (ADR 161): a customer books a few times and retries a
 * taken time; more is a script working through the calendar.
 */
export const BOOKING_LIMIT: Limit = { max: 10, windowMs: 60 * MINUTE }

/** An e-mail address as a key: the way Payload itself compares addresses at sign-in (trimmed, lower-cased). */
export function emailKey(email: string): string {
  return email.trim().toLowerCase()
}

type Limiter = RateLimiterAbstract

/** The shared counters' table, made by rate-limiter-flexible itself (key, points, expiry), outside Payload's schema. */
const SHARED_TABLE = 'cosmic_rate_limits'

function createLimiters(pool?: Pool) {
  const limiter = (prefix: string, { max, windowMs }: Limit): Limiter => {
    const options = { keyPrefix: prefix, points: max, duration: Math.ceil(windowMs / 1000) }
    if (!pool) return new RateLimiterMemory(options)
    return new RateLimiterPostgres({
      ...options,
      storeClient: pool,
      storeType: 'pool',
      tableName: SHARED_TABLE,
      tableCreated: true,
      clearExpiredByTimeout: false,
      // The database not answering must not open the gates: each process counts alone meanwhile.
      insuranceLimiter: new RateLimiterMemory(options),
    })
  }
  const account = Object.fromEntries(
    Object.entries(ACCOUNT_LIMITS as Record<AccountAction, { perAddress: Limit; perEmail?: Limit }>).map(([action, { perAddress, perEmail }]) => [
      action,
      { perAddress: limiter(`${action}:ip`, perAddress), perEmail: perEmail && limiter(`${action}:email`, perEmail) },
    ]),
  ) as Record<AccountAction, { perAddress: Limiter; perEmail?: Limiter }>
  const forms = Object.fromEntries(Object.entries(FORM_LIMITS).map(([action, limit]) => [action, limiter(`${action}:ip`, limit)])) as Record<
    FormAction,
    Limiter
  >
  return {
    account,
    forms,
    // Made at first use, one per kind and maximum.
    renders: new Map<string, Limiter>(),
    passwordChecks: limiter('password', PASSWORD_CHECKS),
    accountPasswordChecks: limiter('password:account', PASSWORD_CHECKS_PER_ACCOUNT),
    staffSignIn: limiter('staff:ip', STAFF_SIGN_IN.perAddress),
    booking: limiter('booking:customer', BOOKING_LIMIT),
    limiter,
  }
}

// The site's build and the CMS host's bundle each load this module; one set of counters on the global object makes
// the site's forms and Payload's endpoints count together (ADR 015), whichever bundle loads first.
const KEY = Symbol.for('cosmic-insights.rate-limits')
const holder = globalThis as unknown as Record<typeof KEY, ReturnType<typeof createLimiters> | undefined>

function limiters() {
  holder[KEY] ??= createLimiters()
  return holder[KEY]
}

/** Forgets every count (tests, which share one process). */
export function resetRateLimits(): void {
  holder[KEY] = createLimiters()
}

/**
 * Counts every limit in the PostgreSQL database the server processes share (ADR 241), from here on. The table is made
 * when missing, and its expired rows are cleared every five minutes by one limiter of each process.
 */
export async function shareRateLimits(connectionString: string): Promise<void> {
  const { Pool } = (await import('pg')).default
  // Few connections: a limit is one short upsert, taken only on the limited forms and sign-ins.
  const pool = new Pool({ connectionString, max: 4, application_name: 'cosmic-insights-limits' })
  await new Promise<void>((resolve, reject) => {
    const sweeper = new RateLimiterPostgres(
      { storeClient: pool, storeType: 'pool', tableName: SHARED_TABLE, points: 1, duration: 1, clearExpiredByTimeout: true },
      (error?: unknown) => (error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve()),
    )
    void sweeper
  })
  holder[KEY] = createLimiters(pool)
}

const OK: LimitResult = { ok: true }

async function take(target: Limiter, key: string): Promise<LimitResult> {
  try {
    await target.consume(key)
    return OK
  } catch (refusal) {
    // A refusal is the limiter's RateLimiterRes; matched by shape, since the limiter may come from the other bundle.
    const msBeforeNext = (refusal as { msBeforeNext?: unknown } | null)?.msBeforeNext
    if (typeof msBeforeNext !== 'number') throw refusal
    return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(msBeforeNext / 1000)) }
  }
}

function worst(...results: LimitResult[]): LimitResult {
  const refused = results.filter((result): result is Extract<LimitResult, { ok: false }> => !result.ok)
  return refused.length ? { ok: false, retryAfterSeconds: Math.max(...refused.map((result) => result.retryAfterSeconds)) } : OK
}

/** One attempt at an account action, counted for the client address and the e-mail address, each when known. */
export async function limitAccountAction(action: AccountAction, clientAddress: string | null, email: string | null): Promise<LimitResult> {
  const { perAddress, perEmail } = limiters().account[action]
  // Sign-in links are asked for while the owner is held back: a stranger's requests must not spend the owner's, so
  // they count per e-mail address and client together (ADR 166).
  const emailCounter = email && (action === 'sign-in-link' ? `${emailKey(email)}:${clientAddress ?? 'unknown'}` : emailKey(email))
  return worst(clientAddress ? await take(perAddress, clientAddress) : OK, emailCounter && perEmail ? await take(perEmail, emailCounter) : OK)
}

/** One message or sign-up sent through an anonymous form from this client address. */
export function limitForm(action: FormAction, clientAddress: string): Promise<LimitResult> {
  return take(limiters().forms[action], clientAddress)
}

/** One new PDF or card drawn for this customer or client; `renderNotMade` gives it back when the maker was too busy. */
export function takeRender(kind: RenderKind, owner: string, max = RENDER_LIMITS[kind].max): Promise<LimitResult> {
  return take(renderLimiter(kind, max), owner)
}

export async function renderNotMade(kind: RenderKind, owner: string, max = RENDER_LIMITS[kind].max): Promise<void> {
  await renderLimiter(kind, max).reward(owner)
}

function renderLimiter(kind: RenderKind, max: number): Limiter {
  const { renders, limiter } = limiters()
  const name = `${kind}:${max}`
  let found = renders.get(name)
  if (!found) renders.set(name, (found = limiter(`${kind}:render:${max}`, { max, windowMs: RENDER_LIMITS[kind].windowMs })))
  return found
}

const accountKey = (collection: AuthCollection, email: string) => `${collection}:${emailKey(email)}`
// A client whose address is unknown (`npm run dev`, a Local API call the site makes for a signed-in customer) counts
// as one client of its own.
const clientKey = (collection: AuthCollection, email: string, client: string | null) => `${accountKey(collection, email)}:${client ?? 'unknown'}`

/**
 * Takes one password check for the account from this client before Payload compares the password, and one of the
 * account's ceiling; refused by either, the password is not checked at all (ADRs 036, 166). `passwordCheckPassed`
 * gives the client its checks back once the right password is given.
 */
export async function takePasswordCheck(collection: AuthCollection, email: string, client: string | null): Promise<LimitResult> {
  const { passwordChecks, accountPasswordChecks } = limiters()
  const key = clientKey(collection, email, client)
  const mine = await take(passwordChecks, key)
  if (!mine.ok) return mine
  const all = await take(accountPasswordChecks, accountKey(collection, email))
  // Refused by the ceiling, no password was checked: this client keeps the check it took.
  if (!all.ok) await passwordChecks.reward(key)
  return all
}

export async function passwordCheckPassed(collection: AuthCollection, email: string, client: string | null): Promise<void> {
  const { passwordChecks, accountPasswordChecks } = limiters()
  await passwordChecks.delete(clientKey(collection, email, client))
  // The right password was no guess: the ceiling counts wrong ones only, or an owner who signs in often (an app, a
  // script, many devices) would be held back by their own sign-ins.
  await accountPasswordChecks.reward(accountKey(collection, email))
}

/** Where the site hands the client's address to the sign-in hooks on a Local API call (`payload.login`'s context). */
export const CLIENT_ADDRESS_CONTEXT = 'cosmic:clientAddress'

/**
 * The client a sign-in comes from, for the password checks: over REST the address server.mjs hands over
 * (ADR 015), on the Local API the one the site passes in the request's context.
 */
export function signInClient(req: { payloadAPI?: string; headers: Headers; context: Record<string, unknown> }): string | null {
  if (req.payloadAPI === 'local') {
    const given = req.context[CLIENT_ADDRESS_CONTEXT]
    return typeof given === 'string' && given !== '' ? given : null
  }
  return req.headers.get(CLIENT_ADDRESS_HEADER) || null
}

/** A staff sign-in from this client address, counted until it succeeds (`staffSignInPassed` gives it back). */
export function takeStaffSignIn(clientAddress: string): Promise<LimitResult> {
  return take(limiters().staffSignIn, clientAddress)
}

export async function staffSignInPassed(clientAddress: string): Promise<void> {
  await limiters().staffSignIn.reward(clientAddress)
}

/** One booking attempt by this customer, counted whether or not the booking is made. */
export function limitBooking(customer: number | string): Promise<LimitResult> {
  return take(limiters().booking, String(customer))
}

const minutesOf = (retryAfterSeconds: number) => Math.max(1, Math.ceil(retryAfterSeconds / 60))

/** The words an API client reads when a limit is reached (Payload's REST answers in English). */
export function tooManyAttempts(retryAfterSeconds: number): string {
  const minutes = minutesOf(retryAfterSeconds)
  return `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`
}

/** The same for the site's forms: a validation-catalogue key (ADR 055), read in the visitor's language. */
export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  return message('limits.tooMany', { count: minutesOf(retryAfterSeconds) })
}

/** The words for an account whose password checks are spent (ADR 036): it is locked until the window ends. */
export function accountLocked(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60))
  return `This account is locked after too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`
}

/**
 * The header in which server.mjs hands the client's address (its req.ip) to the CMS host, replacing any value the
 * client sent; Payload's own endpoints read it from there (collections/Users and Admins, REST sign-in).
 */
export const CLIENT_ADDRESS_HEADER = 'x-cosmic-client-address'

/** The client's address as the server saw it (Express's req.ip, which honours TRUST_PROXY), from the load context. */
export function clientAddress(context: unknown): string {
  const ip = (context as { clientIp?: unknown } | undefined)?.clientIp
  return typeof ip === 'string' && ip !== '' ? ip : 'unknown'
}
