// Runs before each integration test file. The files share one process (vitest.config.ts, `isolate: false`), so
// Payload and the other packages are imported once per run instead of once per file (ADR 153); what a file could
// leave behind for the next is put back here. Our own modules are evaluated afresh for every file, so each file reads
// its own environment, builds its own Payload config and starts with empty counters, as it did in a process of its own.
import { afterAll, vi } from 'vitest'

/** State our modules keep on the global object (rate limits, caches, the Payload client), by the names they use. */
function forgetGlobalState() {
  const global = globalThis as unknown as Record<string | symbol, unknown> & { _payload?: Map<string, unknown> }
  for (const key of Object.getOwnPropertySymbols(global)) {
    if (key.description?.startsWith('cosmic-insights.')) delete global[key]
  }
  delete global.__cosmicPayload
  // Payload's own cache of initialised instances (getPayload): the next file's config is a new one.
  global._payload?.clear()
}

// Before the test file's own imports, which this file's evaluation precedes.
vi.resetModules()
forgetGlobalState()
const environment = { ...process.env }

afterAll(() => {
  vi.useRealTimers()
  for (const key of Object.keys(process.env)) {
    if (!(key in environment)) delete process.env[key]
  }
  Object.assign(process.env, environment)
  forgetGlobalState()
})
