// The listening end of the change channel (ADR 239): one connection of its own per server process, outside Payload's
// pool, on which this process LISTENs for the changes other processes announce. A heartbeat query every
// HEARTBEAT_MS, answered within the same time, proves the connection alive; a connection that errors, ends or misses
// its heartbeat is dropped, the caches stop answering (crossProcessDown) and the listener connects again by itself,
// waiting longer after each failure up to MAX_RETRY_MS. Started by server.mjs on PostgreSQL only.
import { CHANGES_CHANNEL, receiveChange, setListening } from './cross-process.server'

const HEARTBEAT_MS = 2_000
const MAX_RETRY_MS = 10_000

type Client = import('pg').Client

export type Listener = { stop: () => Promise<void> }

export async function listenForChanges(
  connectionString: string,
  options: { heartbeatMs?: number; log?: (message: string) => void } = {},
): Promise<Listener> {
  const { heartbeatMs = HEARTBEAT_MS, log = (message: string) => console.warn(message) } = options
  const { Client } = (await import('pg')).default
  let client: Client | null = null
  let failures = 0
  let stopped = false
  let retry: NodeJS.Timeout | undefined
  let beating = false

  setListening(false)

  function lost(which: Client, why: string) {
    if (which !== client) return
    client = null
    setListening(false)
    which.end().catch(() => {})
    if (stopped) return
    if (failures === 0) log(`The change channel dropped (${why}); this process's caches are off until it is back.`)
    failures += 1
    retry = setTimeout(() => void connect(), Math.min(MAX_RETRY_MS, 250 * 2 ** failures))
    retry.unref()
  }

  async function connect() {
    if (stopped) return
    const next = new Client({ connectionString, keepAlive: true, application_name: 'cosmic-insights-changes' })
    next.on('error', (error) => lost(next, error.message))
    next.on('end', () => lost(next, 'connection ended'))
    next.on('notification', (message) => {
      if (message.channel === CHANGES_CHANNEL && message.payload) receiveChange(message.payload)
    })
    client = next
    try {
      await next.connect()
      await next.query(`LISTEN ${CHANGES_CHANNEL}`)
    } catch (error) {
      lost(next, error instanceof Error ? error.message : String(error))
      return
    }
    if (client !== next) return
    if (failures > 0) log('The change channel is back; every cached page and session is read afresh.')
    failures = 0
    setListening(true)
  }

  const heartbeat = setInterval(() => {
    const current = client
    if (!current || beating) return
    beating = true
    let timer: NodeJS.Timeout | undefined
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('heartbeat not answered')), heartbeatMs)
    })
    Promise.race([current.query('select 1'), late])
      .catch((error: unknown) => lost(current, error instanceof Error ? error.message : String(error)))
      .finally(() => {
        clearTimeout(timer)
        beating = false
      })
  }, heartbeatMs)
  heartbeat.unref()

  await connect()
  return {
    async stop() {
      stopped = true
      clearInterval(heartbeat)
      clearTimeout(retry)
      const current = client
      client = null
      await current?.end().catch(() => {})
    },
  }
}
