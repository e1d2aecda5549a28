import { z } from 'zod'

// Zod probes for eval support with `new Function`, which the site's CSP forbids (ADR 006). Every schema imports z
// from here so the probe is switched off before any schema is built.
z.config({ jitless: true })

export { z }
