// `WEB_CONCURRENCY=N npm start` (N > 1): N copies of server.mjs on the one port, through Node's cluster (ADR 243). The
// primary prepares the database once (migrations, the seed) in a child of its own, then forks the workers, which
// share the port and skip that step; a worker that dies is replaced. Only the first worker runs the scheduled jobs
// (ADR 106). Several processes need PostgreSQL, where they hear each other's changes (ADR 239): SQLite is one process.
import { spawn } from 'node:child_process'
import cluster from 'node:cluster'
import fs from 'node:fs'
import path from 'node:path'
import { parseEnv } from 'node:util'

const root = path.resolve(import.meta.dirname, '..')
const server = path.join(root, 'server.mjs')
/** A worker that dies sooner than this after its start counts towards a crash loop. */
const EARLY_DEATH_MS = 30_000
const MAX_EARLY_DEATHS = 5

/** The number of workers WEB_CONCURRENCY asks for (1 when unset or not a positive whole number). */
export function workerCount(value = process.env.WEB_CONCURRENCY) {
  const count = Number(value)
  return Number.isInteger(count) && count > 0 ? count : 1
}

/** The database the processes would share: the environment's, else .env's, else the default SQLite file. */
export function databaseUri(env = process.env, file = path.join(root, '.env')) {
  if (env.DATABASE_URI) return env.DATABASE_URI
  const fromFile = fs.existsSync(file) ? parseEnv(fs.readFileSync(file, 'utf8')) : {}
  return fromFile.DATABASE_URI ?? 'file:./data/payload.db'
}

/** Why these processes cannot share this database, or null when they can. */
export function refusal(count, uri) {
  if (count <= 1 || /^postgres(ql)?:/.test(uri)) return null
  return (
    `WEB_CONCURRENCY=${count} asks for ${count} processes, but DATABASE_URI is not PostgreSQL: SQLite (and MongoDB) ` +
    'run as one process only, since the processes share their caches and limits through PostgreSQL. Unset ' +
    'WEB_CONCURRENCY, or set DATABASE_URI to a postgres:// database (docs/deploy.md).'
  )
}

function prepareOnce() {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [server], { cwd: root, stdio: 'inherit', env: { ...process.env, COSMIC_PREPARE_ONLY: 'true' } })
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })
}

async function primary() {
  const count = workerCount()
  const refused = refusal(count, databaseUri())
  if (refused) {
    console.error(refused)
    process.exit(1)
  }
  const code = await prepareOnce()
  if (code !== 0) process.exit(code)

  cluster.setupPrimary({ exec: server })
  let stopping = false
  const started = new Map()
  let earlyDeaths = 0
  const fork = (index) => {
    const worker = cluster.fork({
      COSMIC_DATABASE_PREPARED: 'true',
      COSMIC_WORKER: String(index),
      // One runner for the scheduled jobs: the first worker, or its replacement (ADR 106).
      RUN_JOBS: index === 1 ? (process.env.RUN_JOBS ?? 'true') : 'false',
    })
    started.set(worker.id, { index, at: Date.now() })
  }
  cluster.on('exit', (worker, code, signal) => {
    const { index, at } = started.get(worker.id) ?? { index: 1, at: 0 }
    started.delete(worker.id)
    if (stopping) {
      if (started.size === 0) process.exit(0)
      return
    }
    earlyDeaths = Date.now() - at < EARLY_DEATH_MS ? earlyDeaths + 1 : 0
    if (earlyDeaths >= MAX_EARLY_DEATHS) {
      console.error(`Worker ${index} died ${earlyDeaths} times in a row soon after starting; stopping.`)
      stopping = true
      for (const other of Object.values(cluster.workers ?? {})) other?.kill('SIGTERM')
      if (started.size === 0) process.exit(1)
      return
    }
    console.error(`Worker ${index} (pid ${worker.process.pid}) ended (${signal ?? `exit code ${code}`}); starting another.`)
    fork(index)
  })
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      stopping = true
      if (started.size === 0) process.exit(0)
      for (const worker of Object.values(cluster.workers ?? {})) worker?.kill(signal)
    })
  }
  console.log(`Starting ${count} workers on one port (WEB_CONCURRENCY=${count}).`)
  for (let index = 1; index <= count; index++) fork(index)
}

if (cluster.isPrimary && process.argv[1] === import.meta.filename) await primary()
