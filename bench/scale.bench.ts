// `npm run bench -- scale`: one worker against two on one PostgreSQL database (ADR 243), in the same run. Throughput,
// p99 and the workers' CPU time per request of `/` (the anonymous page cache answers) and of an uncached signed-in
// dashboard (a different cookie on every request, so the per-customer page cache never answers; the session check and
// the render run each time). Target: two workers at least 1.6× one for the dashboard on a 2-core machine.
// Needs a build (`npm run build`) and PostgreSQL (SCALE_BENCH_DATABASE_URI, default the local cosmic server).
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { freshPostgresDatabase } from '../tests/setup/fresh-postgres.mjs'
import { newCustomer } from './customer'

const root = path.resolve(import.meta.dirname, '..')
const PORT = 3962
const BASE = `http://127.0.0.1:${PORT}`
const DURATION_S = Number(process.env.BENCH_DURATION ?? 8)
const CONNECTIONS = 20
const TARGET = 1.6
const DATABASE = process.env.SCALE_BENCH_DATABASE_URI ?? 'postgres://cosmic:cosmic@127.0.0.1:5432/cosmic_scale_bench'

/** The CPU time (ms, user + system) of the primary's children: the workers. */
function workersCpuMs(primary: number): number {
  let total = 0
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const fields = fs.readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ')
      if (Number(fields[1]) === primary) total += (Number(fields[11]) + Number(fields[12])) * 10
    } catch {
      // gone meanwhile
    }
  }
  return total
}

async function startCluster(workers: number, outbox: string) {
  const child = spawn(process.execPath, ['server/cluster.mjs'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NODE_OPTIONS: '--conditions=production',
      WEB_CONCURRENCY: String(workers),
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATABASE_URI: DATABASE,
      OUTBOX_DIR: outbox,
      MEDIA_DIR: `${outbox}-media`,
      LOG_LEVEL: 'warn',
    },
  })
  const deadline = Date.now() + 420_000
  const seen = new Set<string>()
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${BASE}/healthz`)).ok) {
        // Every worker has started once the primary has that many children answering.
        const children = fs.readdirSync('/proc').filter((entry) => {
          try {
            return /^\d+$/.test(entry) && Number(fs.readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ')[1]) === child.pid
          } catch {
            return false
          }
        })
        children.forEach((pid) => seen.add(pid))
        if (seen.size >= workers) break
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  // The workers start one after another: give the last one time to listen.
  await new Promise((resolve) => setTimeout(resolve, 15_000))
  return {
    pid: child.pid!,
    stop: () => {
      try {
        process.kill(-child.pid!, 'SIGTERM')
      } catch {
        // gone
      }
    },
  }
}

async function load(primary: number, url: string, headers: Record<string, string>, perRequestCookie?: string) {
  const before = workersCpuMs(primary)
  let n = 0
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers,
    requests: perRequestCookie
      ? [{ setupRequest: (request) => ({ ...request, headers: { ...request.headers, cookie: `${perRequestCookie}; bench=${n++}` } }) }]
      : undefined,
  })
  const after = workersCpuMs(primary)
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`)
  return { rps: result.requests.average, p99: result.latency.p99, cpuMs: (after - before) / result.requests.total }
}

export default async function benchScale() {
  const rows: { workers: number; page: string; rps: number; p99: number; cpuMs: number }[] = []
  for (const workers of [1, 2]) {
    freshPostgresDatabase(DATABASE)
    const outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'cosmic-bench-scale-'))
    const cluster = await startCluster(workers, outbox)
    try {
      const customer = await newCustomer(BASE, outbox, { name: 'Scale Bench', reports: 0 })
      const headers = { 'accept-language': 'en-IN,en;q=0.9' }
      // The day's reading is made by the first visit; the load measures the page that reads it.
      if (!(await fetch(`${BASE}/dashboard`, { headers: { ...headers, cookie: customer.cookie } })).ok) throw new Error('no dashboard')
      await load(cluster.pid, `${BASE}/`, headers)
      rows.push({ workers, page: '/ (anonymous, page cache)', ...(await load(cluster.pid, `${BASE}/`, headers)) })
      rows.push({ workers, page: '/dashboard (signed in, uncached)', ...(await load(cluster.pid, `${BASE}/dashboard`, headers, customer.cookie)) })
    } finally {
      cluster.stop()
      await new Promise((resolve) => setTimeout(resolve, 3_000))
      fs.rmSync(outbox, { recursive: true, force: true })
      fs.rmSync(`${outbox}-media`, { recursive: true, force: true })
    }
  }
  console.log(`${CONNECTIONS} connections, ${DURATION_S} s per run, PostgreSQL, ${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(1)}`)
  console.table(
    rows.map((row) => ({
      workers: row.workers,
      page: row.page,
      'req/s': Math.round(row.rps),
      'p99 ms': row.p99,
      'CPU ms/req': Number(row.cpuMs.toFixed(2)),
    })),
  )
  for (const page of new Set(rows.map((row) => row.page))) {
    const [one, two] = [1, 2].map((workers) => rows.find((row) => row.page === page && row.workers === workers)!)
    const ratio = two.rps / one.rps
    const verdict = page.startsWith('/dashboard') ? (ratio >= TARGET ? ' (target met)' : ` (BELOW the ${TARGET}× target)`) : ''
    console.log(`${page}: 2 workers ${ratio.toFixed(2)}× 1 worker${verdict}`)
  }
}
