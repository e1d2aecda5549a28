// The boot API: what server.mjs needs of the site's build before it listens and while it serves. The validated
// configuration, the payment keys' check, the database preparation, the consultation jobs, and the versions and owner
// its page caches are keyed by. Its own module, so the document renderer (entry.server.tsx) is only that; it reaches
// server.mjs through the entry module as `boot`, because the build is one module graph and a second bundle would hold
// its own copy of every module's state (ADR 172).
export { publicContentVersion } from '../collections/hooks/invalidate'
export { customerDataVersion } from '../collections/hooks/customer-version'
export { customerPageOwner } from './utils/customer-page.server'
export { prepareDatabase } from './utils/database.server'
export { startJobRunner } from './services/consultation-jobs.server'
export { getEnv } from './utils/env.server'
export { checkPaymentsEnv } from './services/payments-stripe.server'
