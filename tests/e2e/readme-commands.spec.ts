// A newcomer's first hour (ADR 043): the README's commands, in the order a newcomer runs them and in the
// other order, on a scratch SQLite database: `npm start`, `npm run create-admin`, `npm run seed`. Each is the real npm
// script in a child process with NODE_ENV unset, as in a newcomer's shell. Needs the production build (`npm start`
// would otherwise build first); runs at desktop width on SQLite only (playwright.config.ts).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { expect, request, test } from '@playwright/test'

const root = path.resolve(import.meta.dirname, '../..')
const admin = { email: 'newcomer@example.com', password: 'a long password', name: 'New Comer' }

test.describe.configure({ mode: 'serial', timeout: 420_000 })

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

function newcomerShell(dir: string, port: number): NodeJS.ProcessEnv {
  const {
    NODE_ENV: _nodeEnv,
    NODE_OPTIONS: _nodeOptions,
    APP_URL: _appUrl,
    DATABASE_URI: _db,
    E2E_DATABASE_URI: _e2e,
    SMTP_URL: _smtp,
    ...shell
  } = process.env
  return {
    ...shell,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URI: `file:${path.join(dir, 'payload.db')}`,
    MEDIA_DIR: path.join(dir, 'media'),
    OUTBOX_DIR: path.join(dir, 'outbox'),
  } as unknown as NodeJS.ProcessEnv
}

function npmRun(env: NodeJS.ProcessEnv, script: string, ...args: string[]) {
  const result = spawnSync('npm', ['run', script, ...(args.length ? ['--', ...args] : [])], {
    cwd: root,
    env,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: 240_000,
  })
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` }
}

type Started = { child: ChildProcess; output: () => string; url: string }

/** `npm start`, waited for until /healthz answers; fails with the start's own output if it exits instead. */
async function npmStart(env: NodeJS.ProcessEnv): Promise<Started> {
  let output = ''
  const child = spawn('npm', ['start'], { cwd: root, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] })
  child.stdout!.on('data', (chunk) => (output += chunk))
  child.stderr!.on('data', (chunk) => (output += chunk))
  const url = `http://127.0.0.1:${env.PORT}`
  const deadline = Date.now() + 240_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}:\n${output}`)
    const healthy = await fetch(`${url}/healthz`).then(
      (response) => response.ok,
      () => false,
    )
    if (healthy) return { child, output: () => output, url }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  await stop({ child, output: () => output, url })
  throw new Error(`npm start did not answer /healthz within 4 minutes:\n${output}`)
}

/** Ctrl-C, as a newcomer stops it: the whole process group (npm, start.mjs, the server). */
async function stop(started: Started) {
  if (started.child.exitCode !== null) return
  const exited = new Promise((resolve) => started.child.once('exit', resolve))
  process.kill(-started.child.pid!, 'SIGINT')
  await exited
}

/**
 * The staff login answers 200 for the account create-admin made. A fresh connection each time: a kept-alive socket
 * from an earlier request may be closed by the server while the commands run, and a POST is not retried.
 */
async function expectStaffLogin(started: Started) {
  const api = await request.newContext()
  try {
    const response = await api.post(`${started.url}/api/admins/login`, { data: { email: admin.email, password: admin.password } })
    expect(response.status(), `staff login: ${await response.text()}`).toBe(200)
  } catch (error) {
    throw new Error(
      `${error}\n(npm start ${started.child.exitCode === null ? 'is running' : `exited with ${started.child.exitCode}`}; its output:)\n${started.output()}`,
    )
  } finally {
    await api.dispose()
  }
}

function scratchDir() {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'cosmic-readme-'))
}

test('in the README order: npm start, then create-admin and seed beside it, then npm start again', async ({ page }) => {
  const dir = scratchDir()
  const env = newcomerShell(dir, await freePort())
  try {
    let started = await npmStart(env)
    // With PORT set and APP_URL unset, the public origin follows the port.
    expect(await (await fetch(`${started.url}/robots.txt`)).text()).toContain(`Sitemap: http://localhost:${env.PORT}/sitemap.xml`)

    // The first-user screen shows what will happen: the first account is an admin.
    await page.goto(`${started.url}/admin/create-first-user`)
    // The first account is always an admin (ADR 070): the screen says so instead of offering a role.
    await expect(page.getByText('This first account will be an admin.')).toBeVisible()
    await expect(page.locator('.field-type.select', { hasText: /roles/i })).toHaveCount(0)

    const created = npmRun(env, 'create-admin', '--email', admin.email, '--password', admin.password, '--name', admin.name)
    expect(created.output).toContain(`Created admin ${admin.email}`)
    expect(created.status).toBe(0)
    const seeded = npmRun(env, 'seed')
    expect(seeded.output).toContain('The database is ready.')
    expect(seeded.status).toBe(0)
    await expectStaffLogin(started)

    await stop(started)
    started = await npmStart(env)
    await expectStaffLogin(started)
    await stop(started)
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
})

test('in the other order: create-admin before the first start, then npm start, then seed', async () => {
  const dir = scratchDir()
  const env = newcomerShell(dir, await freePort())
  try {
    const created = npmRun(env, 'create-admin', '--email', admin.email, '--password', admin.password, '--name', admin.name)
    expect(created.output).toContain(`Created admin ${admin.email}`)
    expect(created.status).toBe(0)

    const started = await npmStart(env)
    await expectStaffLogin(started)
    expect((await fetch(`${started.url}/`)).status).toBe(200)
    await stop(started)

    const seeded = npmRun(env, 'seed')
    expect(seeded.status).toBe(0)
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
})
