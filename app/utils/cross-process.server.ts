// Changes shared between the server processes of one PostgreSQL database (ADR 239). Each process keeps its caches and
// version counters in memory; a change one process makes (a customer's write, an editor's publish, a revoked session)
// is announced on PostgreSQL's LISTEN/NOTIFY channel and applied by every other process. The announcement is sent on
// the writing transaction's own connection, so PostgreSQL delivers it when that transaction commits, and never for
// one rolled back. The listener (cross-process-listener.server.ts) is started by the server on PostgreSQL only; on
// SQLite, and in scripts and tests, nothing is sent and everything stays in this process as before.
//
// While the listener is not connected, a process cannot know what the others changed: `crossProcessDown()` is then
// true and every cache answers nothing from memory (the version readers return a fresh value each time, the session
// cache misses), so a stale page is never served for longer than the listener takes to notice the drop.
import type { PayloadRequest } from 'payload'

export const CHANGES_CHANNEL = 'cosmic_changes'

/** What a change names: public content, one customer's data, one session, one account's sessions. */
export type ChangeKind = 'content' | 'customer' | 'session' | 'user'
const KINDS = new Set<string>(['content', 'customer', 'session', 'user'])

type State = {
  /** This process's mark on what it sends, so it skips its own announcements (it applied them already). */
  origin: string
  /** The server shares changes with other processes (PostgreSQL, listener started). */
  shared: boolean
  /** The listener is connected and listening. */
  connected: boolean
  apply: Partial<Record<ChangeKind, (id: string) => void>>
  /** Run when the listener connects again after a drop: what was missed meanwhile is unknown, so all is stale. */
  resets: Record<string, () => void>
}

// Shared through globalThis: the site's build and the CMS host's bundle each load this module (as the counters do).
const KEY = Symbol.for('cosmic-insights.cross-process')
const holder = globalThis as unknown as Record<typeof KEY, State | undefined>

function state(): State {
  holder[KEY] ??= { origin: `${process.pid}-${Math.random().toString(36).slice(2, 10)}`, shared: false, connected: false, apply: {}, resets: {} }
  return holder[KEY]
}

/** True while this process should share changes but cannot hear the others': its caches must not answer. */
export function crossProcessDown(): boolean {
  const current = state()
  return current.shared && !current.connected
}

/** How a kind of change is applied in this process when another announces it. */
export function onChange(kind: ChangeKind, apply: (id: string) => void): void {
  state().apply[kind] = apply
}

/** What to forget when the listener reconnects after a drop (named, so that both bundles register one each). */
export function onReconnect(name: string, reset: () => void): void {
  state().resets[name] = reset
}

type Executor = { execute: (query: string) => Promise<unknown> }
type DrizzleAdapter = { drizzle?: Executor; sessions?: Record<string | number, { db?: Executor } | undefined> }

// Ids are numbers or Payload's text ids; anything else is never sent (the text goes into SQL as a literal).
const SAFE_ID = /^[\w-]{0,64}$/

/**
 * Tells the other processes about a change, on commit of the request's transaction (or at once without one). Does
 * nothing unless this process shares changes; the change itself has already been applied here by the caller.
 */
export async function announceChange(
  req: Pick<PayloadRequest, 'payload' | 'transactionID'> | undefined,
  kind: ChangeKind,
  id: string | number = '',
): Promise<void> {
  const current = state()
  if (!current.shared || !req) return
  const text = String(id)
  if (!SAFE_ID.test(text)) return
  const adapter = req.payload.db as unknown as DrizzleAdapter
  const transaction = req.transactionID ? adapter.sessions?.[await req.transactionID]?.db : undefined
  const executor = transaction ?? adapter.drizzle
  if (!executor) return
  await executor.execute(`select pg_notify('${CHANGES_CHANNEL}', '${current.origin} ${kind} ${text}')`)
}

/** Applies a change another process announced (the listener's notification text); its own are skipped. */
export function receiveChange(message: string): void {
  const current = state()
  const [origin, kind, id = ''] = message.split(' ')
  if (origin === current.origin || !KINDS.has(kind)) return
  current.apply[kind as ChangeKind]?.(id)
}

/** The listener's state: sharing starts when it is first started, and `connected` follows its connection. */
export function setListening(connected: boolean): void {
  const current = state()
  const wasDown = current.shared && !current.connected
  current.shared = true
  current.connected = connected
  // Whatever was announced while the listener was away was missed: every version moves and the sessions are re-read.
  if (connected && wasDown) for (const reset of Object.values(current.resets)) reset()
}

/** Back to one process on its own (tests). */
export function stopSharing(): void {
  const current = state()
  current.shared = false
  current.connected = false
}
