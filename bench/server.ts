// The production build, started on a scratch database for one benchmark and stopped after it.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')

/** Starts `server.mjs` from the build on `base` (http://host:port) and resolves once /healthz answers; `stop` ends it,
 * `pid` is its process. `nodeArgs` go to Node before the script (a module to `--import`, say). */
export async function startBuiltServer(name: string, base: string, env: Record<string, string> = {}, nodeArgs: string[] = []) {
  if (!fs.existsSync(path.join(root, 'build/server/index.js'))) throw new Error('No build: run `npm run build` first')
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), `cosmic-${name}-`))
  // BENCH_CPU_PROF=<dir>: the server writes a V8 CPU profile there when the bench stops it (it exits on SIGTERM for that).
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`, '--import', 'data:text/javascript,process.on("SIGTERM",()=>process.exit(0))']
    : []
  const server = spawn(process.execPath, [...profile, ...nodeArgs, 'server.mjs'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NODE_OPTIONS: '--conditions=production',
      PORT: new URL(base).port,
      HOST: '127.0.0.1',
      DATABASE_URI: `file:${path.join(scratch, `${name}.db`)}`,
      MEDIA_DIR: path.join(scratch, 'media'),
      ...env,
    },
  })
  const stop = () => {
    server.kill('SIGTERM')
    fs.rmSync(scratch, { recursive: true, force: true })
  }
  // An empty database is migrated and seeded in both languages first: minutes on a shared, busy machine.
  const deadline = Date.now() + 300_000
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return { stop, pid: server.pid }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  stop()
  throw new Error('The server did not become healthy in time')
}
