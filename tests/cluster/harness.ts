// The cluster tests' harness (ADR 243): one `WEB_CONCURRENCY=2` cluster (server/cluster.mjs, the production build) on a
// fresh PostgreSQL database, started once for the whole file. Every request opens its own connection, so the primary
// hands them to the two workers in turn; each answer names its worker (X-Served-By, set for these tests only), and
// `on(worker, …)` repeats a safe request until that worker answers it.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { TOAST_COOKIE } from '../../app/utils/cookie-names.mjs'
import { profileForm } from '../helpers/profile-form'
import { freshPostgresDatabase } from '../setup/fresh-postgres.mjs'
import { linkIn, startMailCatcher, waitForMail } from '../setup/mail-catcher.mjs'

const root = path.resolve(import.meta.dirname, '../..')

export type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string; worker: string }

export type Cluster = {
  port: number
  origin: string
  mailDir: string
  log: () => string
  request: (
    method: string,
    pathname: string,
    options?: { cookie?: string; form?: Record<string, string>; json?: unknown; headers?: Record<string, string>; timeoutMs?: number },
  ) => Promise<Answer>
  stop: () => Promise<void>
}

export function clusterDatabase(): string | null {
  const base = process.env.CLUSTER_DATABASE_URI ?? process.env.POSTGRES_TEST_URI ?? process.env.TEST_DATABASE_URI
  if (!base?.startsWith('postgres')) return null
  const port = clusterPort()
  // A database of its own beside the given one, per port: two runs on one server never drop each other's.
  const url = new URL(base)
  url.pathname = `${url.pathname}_cluster_${port}`
  return url.toString()
}

const clusterPort = () => Number(process.env.CLUSTER_PORT ?? 3961)

function send(port: number, method: string, pathname: string, headers: Record<string, string>, body?: string, timeoutMs = 30_000): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, method, path: pathname, headers: { host: `localhost:${port}`, ...headers, connection: 'close' }, agent: false },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
            worker: String(res.headers['x-served-by'] ?? ''),
          }),
        )
        res.on('error', reject)
      },
    )
    req.on('error', reject)
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`${method} ${pathname}: no answer in ${timeoutMs / 1000} s`)))
    if (body !== undefined) req.write(body)
    req.end()
  })
}

export async function startCluster(database: string): Promise<Cluster> {
  const port = clusterPort()
  const origin = `http://localhost:${port}`
  const dataDir = path.join(root, `data/cluster-${port}`)
  const mailDir = path.join(dataDir, 'mail')
  fs.rmSync(dataDir, { recursive: true, force: true })
  freshPostgresDatabase(database)
  const catcher = await startMailCatcher({ dir: mailDir })
  let output = ''
  const child: ChildProcess = spawn(process.execPath, [path.join(root, 'server/cluster.mjs')], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NODE_OPTIONS: '--conditions=production',
      APP_ROOT: root,
      WEB_CONCURRENCY: '2',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: origin,
      DATABASE_URI: database,
      MEDIA_DIR: path.join(dataDir, 'media'),
      SMTP_URL: catcher.url,
      COSMIC_SERVED_BY_HEADER: 'true',
      LOG_LEVEL: 'warn',
      // After each PDF a worker's maker rests 100 times as long as it took (ADR 152), so the next PDF there stays
      // queued, holding its owner's place (ADR 263), for as long as a test needs; no test waits for that rest.
      PDF_REST_RATIO: '100',
      // Bookings go to the stand-in checkout, so a booking holds its time as a paid-for one would (ADR 196).
      PAYMENTS_TEST_CHECKOUT: 'true',
      // Every scheduled job every 5 seconds, not every 5 or 10 minutes: a due mail goes within the test (ADR 277).
      JOBS_EVERY_SECONDS: '5',
      // Each test customer signs up and in from an address of their own (X-Forwarded-For), as real visitors do, so the
      // per-address limits on sign-ups and sign-ins count one visitor's tries, not the whole file's.
      TRUST_PROXY: 'true',
    },
  })
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))

  const request: Cluster['request'] = async (method, pathname, options = {}) => {
    const headers: Record<string, string> = { 'accept-language': 'en', ...options.headers }
    if (options.cookie) headers.cookie = options.cookie
    let body: string | undefined
    if (options.form) {
      body = new URLSearchParams(options.form).toString()
      headers['content-type'] = 'application/x-www-form-urlencoded'
      headers.origin = origin
    } else if (options.json !== undefined) {
      body = JSON.stringify(options.json)
      headers['content-type'] = 'application/json'
      headers.origin = origin
    }
    return send(port, method, pathname, headers, body, options.timeoutMs)
  }

  // Ready when both workers have answered.
  const deadline = Date.now() + 420_000
  const seen = new Set<string>()
  while (seen.size < 2) {
    if (Date.now() > deadline) throw new Error(`The cluster did not start:\n${output}`)
    const code = await Promise.race([exited, new Promise((resolve) => setTimeout(() => resolve('running'), 500))])
    if (code !== 'running') throw new Error(`The cluster stopped (${String(code)}):\n${output}`)
    try {
      const answer = await request('GET', '/robots.txt')
      if (answer.status === 200 && answer.worker) seen.add(answer.worker)
    } catch {
      // not listening yet
    }
  }
  return {
    port,
    origin,
    mailDir,
    log: () => output,
    request,
    async stop() {
      try {
        process.kill(-child.pid!, 'SIGTERM')
      } catch {
        // gone already
      }
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))])
      try {
        process.kill(-child.pid!, 'SIGKILL')
      } catch {
        // gone
      }
      await catcher.close()
    },
  }
}

/** Repeats a safe request until `worker` answers it (each connection goes to the next worker in turn). */
export async function on(
  cluster: Cluster,
  worker: string,
  pathname: string,
  options: { cookie?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const answer = await cluster.request('GET', pathname, options)
    if (answer.worker === worker) return answer
  }
  throw new Error(`worker ${worker} never answered ${pathname}`)
}

/**
 * Makes the next connection go to `worker`: the primary hands connections to the two workers in turn, so once the
 * other worker has answered, the next one is `worker`'s (the answer's X-Served-By says whether it was).
 */
export async function nextTo(cluster: Cluster, worker: string): Promise<void> {
  for (let attempt = 0; attempt < 20; attempt++) if ((await cluster.request('GET', '/robots.txt')).worker !== worker) return
  throw new Error(`only worker ${worker} answers`)
}

/** A staff account made with the operators' script (`npm run create-admin`), signed in over REST: its headers. */
export async function staffHeaders(cluster: Cluster, database: string, role: 'admin' | 'editor'): Promise<Record<string, string>> {
  const staff = { email: `cluster-${role}-${Date.now()}@cosmicinsights.test`, password: `cluster-${role}-password-1` }
  const made = spawnSync(
    'npx',
    ['tsx', 'scripts/create-admin.ts', '--email', staff.email, '--password', staff.password, '--name', `Cluster ${role}`, '--role', role],
    { cwd: root, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production', NODE_OPTIONS: '--conditions=production', DATABASE_URI: database } },
  )
  if (made.status !== 0) throw new Error(`create-admin: ${made.stderr}`)
  const login = await cluster.request('POST', '/api/admins/login', { json: staff })
  if (login.status !== 200) throw new Error(`staff login: ${login.status} ${login.body}`)
  return { authorization: `JWT ${(JSON.parse(login.body) as { token: string }).token}` }
}

/** The two workers' ids (pids), as they name themselves. */
export async function workers(cluster: Cluster): Promise<[string, string]> {
  const seen = new Set<string>()
  for (let attempt = 0; attempt < 20 && seen.size < 2; attempt++) seen.add((await cluster.request('GET', '/robots.txt')).worker)
  if (seen.size < 2) throw new Error('only one worker answers')
  return [...seen] as [string, string]
}

/** The cookies an answer sets, as a Cookie header, on top of the ones given (the one-shot toast left out). */
function cookiesFrom(answer: Answer, previous = ''): string {
  const jar = new Map(
    previous
      .split('; ')
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)] as const),
  )
  for (const line of answer.headers['set-cookie'] ?? []) {
    const [pair] = line.split(';')
    const name = pair.slice(0, pair.indexOf('='))
    const value = pair.slice(pair.indexOf('=') + 1)
    if (name === TOAST_COOKIE) continue
    if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) jar.delete(name)
    else jar.set(name, value)
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
}

/** The page's error messages, for a failure's report. */
const alerts = (html: string) => [...html.matchAll(/role="alert"[^>]*>([^<]{1,200})/g)].map((match) => match[1]).join(' | ')

/** A customer signed up through the site's form and verified through the link mailed to them. */
export async function verifiedCustomer(cluster: Cluster, tag: string) {
  const customer = {
    email: `cluster-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`,
    password: `Cluster-${Math.random().toString(36).slice(2, 12)}-9z`,
    fullName: 'Asha Verma',
    address: `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`,
  }
  const signUp = await cluster.request('POST', '/auth', {
    form: { intent: 'sign-up', email: customer.email, password: customer.password, fullName: customer.fullName, preferredLanguage: 'en' },
    headers: { 'x-forwarded-for': customer.address },
  })
  if (signUp.status !== 200) throw new Error(`sign-up: ${signUp.status} ${alerts(signUp.body)}`)
  const mail = await waitForMail(cluster.mailDir, customer.email, { subject: /confirm/i })
  const link = new URL(linkIn(mail, '/auth/verify'), cluster.origin)
  const verify = await cluster.request('GET', `${link.pathname}${link.search}`)
  if (verify.status !== 302) throw new Error(`verify: ${verify.status}`)
  return customer
}

export async function signIn(cluster: Cluster, customer: { email: string; password: string; address?: string }): Promise<string> {
  const answer = await cluster.request('POST', '/auth', {
    form: { intent: 'sign-in', email: customer.email, password: customer.password },
    headers: customer.address ? { 'x-forwarded-for': customer.address } : {},
  })
  if (answer.status !== 302) throw new Error(`sign-in: ${answer.status} ${alerts(answer.body)}`)
  return cookiesFrom(answer)
}

const BIRTH = { date: '1994-11-03', time: '10:30', place: 'New Delhi', latitude: '28.6139', longitude: '77.209', timeZone: 'Asia/Kolkata' }

/** Saves the birth profile through the profile form, as the browser posts it; the name (and the date, if given) are the profile's. */
export async function saveProfile(cluster: Cluster, cookie: string, fullName: string, date = BIRTH.date): Promise<Answer> {
  return cluster.request('POST', '/horoscope', { cookie, form: profileForm(fullName, { ...BIRTH, date }) })
}
