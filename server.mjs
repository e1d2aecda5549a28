// One process, one port: the Payload admin and REST go to Next's handler; everything else is the site.
// Start it with `npm start` (which builds, migrates and seeds first); see README.md.
import path from 'node:path'
import { createRequestHandler as createExpressHandler } from '@react-router/express'
import compression from 'compression'
import express from 'express'
import next from 'next'
import { createRequestHandler } from 'react-router'
import { clientFiles } from './server/client-files.mjs'
import { createCustomerPageCache } from './server/customer-page-cache.mjs'
import { createPageCache } from './server/page-cache.mjs'
import { privateWhenSignedIn } from './server/private-responses.mjs'
import { bodyLimit, bodyTooLarge } from './server/body-limit.mjs'
import { ADMIN_PATHS, sameOriginPosts, securityHeaders, wellFormedPaths } from './server/security.mjs'

const root = import.meta.dirname
process.env.APP_ROOT ??= root // before the build is imported: its modules read the root when they load

let build, env
try {
  build = await import('./build/server/index.js')
  // The configuration is read from the environment and .env and validated; a bad value stops the start, named.
  env = build.entry.module.boot.getEnv()
  build.entry.module.boot.checkPaymentsEnv()
} catch (error) {
  console.error(error?.message ?? error)
  process.exit(1)
}
const { prepareDatabase, publicContentVersion, startJobRunner, customerPageOwner, customerDataVersion, shareAcrossProcesses } = build.entry.module.boot
// The cluster's primary prepares the database once in a process of its own, which stops there (server/cluster.mjs).
if (process.env.COSMIC_PREPARE_ONLY === 'true') {
  try {
    await prepareDatabase()
    process.exit(0)
  } catch (error) {
    console.error(`The database could not be prepared: ${error?.message ?? error}`)
    process.exit(1)
  }
}
const https = env.APP_URL.startsWith('https:')
const mode = process.env.NODE_ENV ?? 'production'

const nextApp = next({ dir: path.join(root, 'cms'), dev: false, hostname: env.HOST, port: env.PORT })
await nextApp.prepare()
const handleNext = nextApp.getRequestHandler()
// Migrations and, on an empty database, the seed content, before the first request is taken (by the cluster's primary
// when there are several workers).
try {
  if (process.env.COSMIC_DATABASE_PREPARED !== 'true') await prepareDatabase()
  // On PostgreSQL, this process hears the others' changes and shares their rate limits (ADRs 239 and 241).
  await shareAcrossProcesses()
} catch (error) {
  console.error(`The database could not be prepared: ${error?.message ?? error}`)
  process.exit(1)
}
// Scheduled jobs (consultation reminders) run here and nowhere else; RUN_JOBS=false on all but one process (ADR 106),
// which the cluster's primary sets itself (server/cluster.mjs).
const runsJobs = await startJobRunner()

const siteCompression = compression()
const app = express()
app.disable('x-powered-by')
app.set('trust proxy', process.env.TRUST_PROXY === 'true')
app.use(securityHeaders({ https }))
// The cluster tests check which worker answered (tests/cluster); never set in production.
if (process.env.COSMIC_SERVED_BY_HEADER === 'true') {
  app.use((req, res, nextMw) => {
    res.setHeader('X-Served-By', String(process.pid))
    nextMw()
  })
}
// Every body, on every route, counted as it arrives (chunked or not) and stopped at its limit: 1 MiB, or room for an
// image on uploads to /api/media (server/body-limit.mjs, ADR 158).
app.use(bodyLimit())
// A path with a broken %-escape is the client's mistake: 400 here, before Next's handler (which answered 500) or ours.
app.use(wellFormedPaths())
// Gzip for the site's pages, scripts and styles: uncompressed, a phone on slow 4G took seconds longer to first paint
// (the Lighthouse run). The CMS's Next handler compresses its own answers.
app.use((req, res, nextMw) => (ADMIN_PATHS.test(req.path) ? nextMw() : siteCompression(req, res, nextMw)))
app.use((req, res, nextMw) => {
  if (!ADMIN_PATHS.test(req.path)) return nextMw()
  // Payload's sign-in endpoints are rate-limited per client address: hand it over in our own header, never the
  // client's (CLIENT_ADDRESS_HEADER in app/utils/rate-limit.server.ts).
  req.headers['x-cosmic-client-address'] = req.ip ?? ''
  handleNext(req, res)
})
app.use('/assets', express.static(path.join(root, 'build/client/assets'), { immutable: true, maxAge: '1y' }))
// The service worker must be checked on every visit, or a fixed site would wait an hour to reach its visitors (ADR 060).
const noCache = (res, file) => {
  if (file.endsWith(`${path.sep}sw.js`)) res.setHeader('Cache-Control', 'no-cache')
}
app.use(clientFiles(path.join(root, 'build/client'), { maxAge: '1h', index: false, setHeaders: noCache }))
// The site's answers to a signed-in visitor are theirs: pages and .data say so themselves (app/entry.server.tsx); this
// covers the rest (a loader's redirect, an error) with Cache-Control: private, no-store and Vary: Cookie. After the
// client files, whose answers are the same for everyone and must stay cacheable as such.
app.use(privateWhenSignedIn())
app.use(sameOriginPosts({ appUrl: env.APP_URL }))
app.use(createPageCache({ handler: createRequestHandler(build, mode), ttlMs: env.PUBLIC_CACHE_TTL_SECONDS * 1000, contentVersion: publicContentVersion }))
// A signed-in customer's dashboard and daily reading, kept for that customer alone until their data changes (ADR 142).
app.use(
  createCustomerPageCache({
    handler: createRequestHandler(build, mode),
    ownerOf: customerPageOwner,
    customerVersion: customerDataVersion,
    contentVersion: publicContentVersion,
  }),
)
app.all(
  '/{*splat}',
  // clientIp is Express's req.ip: the socket's address, or the proxy's X-Forwarded-For when TRUST_PROXY is true.
  createExpressHandler({ build, mode, getLoadContext: (req, res) => ({ cspNonce: res.locals.cspNonce, clientIp: req.ip }) }),
)
// Malformed requests (a broken %-escape in the path, say) are the client's error, never a 500.
app.use((error, req, res, _next) => {
  const status = error?.status ?? error?.statusCode ?? (error instanceof URIError ? 400 : 500)
  // A body stopped at its limit ends its reader with a broken connection; the 413 has been sent already.
  if (status >= 500 && !bodyTooLarge(req)) console.error(error)
  if (!res.headersSent)
    res
      .status(status)
      .type('text')
      .send(status >= 500 ? 'Internal Server Error' : 'Bad Request')
})

const worker = process.env.COSMIC_WORKER ? ` (worker ${process.env.COSMIC_WORKER}, pid ${process.pid}${runsJobs ? ', runs the scheduled jobs' : ''})` : ''
app.listen(env.PORT, env.HOST, () => console.log(`Cosmic Insights is ready on http://localhost:${env.PORT} (admin at /admin)${worker}`))
