// `npm start`: secrets, the gazetteer and a fresh build when their sources changed, then the production server (which
// migrates and seeds). Each check runs in this process: a warm start spawns nothing but the server (ADR 248).
import { spawn, spawnSync } from 'node:child_process'
import path from 'node:path'
import { databaseUri, refusal, workerCount } from '../server/cluster.mjs'
import { buildIsCurrent } from './build-stamp.mjs'
import { isUpToDate as gazetteerIsCurrent } from './build-gazetteer.mjs'
import { prepareEnv } from './prepare-env.mjs'

const root = path.resolve(import.meta.dirname, '..')
const started = Date.now()

const elapsed = (since) => {
  const seconds = Math.round((Date.now() - since) / 1000)
  return seconds < 60 ? `${seconds}s` : `${Math.floor(seconds / 60)}m ${String(seconds % 60).padStart(2, '0')}s`
}

/** Runs one npm script of the build, saying what it is and, while it works, how long it has taken. */
function step(number, count, name, script) {
  const since = Date.now()
  console.log(`\n▶ Step ${number} of ${count}: ${name}…`)
  // The bundlers can be silent for minutes on a small machine: a heartbeat shows the start has not hung.
  const heartbeat = setInterval(() => console.log(`  … ${name}, ${elapsed(since)} so far (${elapsed(started)} in all)`), 30_000)
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { cwd: root, stdio: 'inherit' })
    child.on('exit', (code) => {
      clearInterval(heartbeat)
      if (code !== 0) {
        console.error(`✗ ${name} failed after ${elapsed(since)}.`)
        process.exit(code ?? 1)
      }
      console.log(`✓ ${name}: ${elapsed(since)}`)
      resolve()
    })
  })
}

/** The same steps as `npm run build`, one by one, with their names and times. */
async function build() {
  console.log('Building the admin and the site. The first build takes about 5 to 6 minutes on a 2-core machine (less on a')
  console.log('faster one) and the build with node_modules needs about 1.5 GB of disk; later starts rebuild only after a change.')
  await step(1, 3, 'building the admin (Next.js)', 'build:cms')
  await step(2, 3, 'building the site (React Router)', 'build:web')
  await step(3, 3, 'recording the build', 'postbuild')
  console.log(`Built in ${elapsed(started)}. Starting the server (it migrates the database and, when empty, seeds it)…`)
}
try {
  const { generated } = prepareEnv({ root })
  if (generated.length) console.log(`Generated ${generated.join(', ')} into .env for local use.`)
} catch (error) {
  console.error(error.message)
  process.exit(1)
}

// WEB_CONCURRENCY=N (N > 1): N workers through Node's cluster, on PostgreSQL only; refused before any build (ADR 243).
const workers = workerCount()
const refused = refusal(workers, databaseUri())
if (refused) {
  console.error(refused)
  process.exit(1)
}

// The birth-place list the build and the server read (ADR 030), rebuilt only when its inputs changed.
if (!gazetteerIsCurrent()) {
  const gazetteer = spawnSync(process.execPath, [path.join(root, 'scripts/build-gazetteer.mjs')], { cwd: root, stdio: 'inherit' })
  if (gazetteer.status !== 0) process.exit(gazetteer.status ?? 1)
}

if (!buildIsCurrent()) await build()

const server = spawn(process.execPath, [path.join(root, workers > 1 ? 'server/cluster.mjs' : 'server.mjs')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production', NODE_OPTIONS: '--conditions=production', APP_ROOT: root },
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
