// Two workers on one PostgreSQL database behave as one process (ADRs 239–243): what one worker writes or ends, the
// other honours on its very next request. One cluster for the whole file (starting one costs about a minute).
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clusterDatabase, on, saveProfile, signIn, startCluster, verifiedCustomer, workers, type Cluster } from './harness'

const database = clusterDatabase()
const root = path.resolve(import.meta.dirname, '../..')
const EDITOR = { email: 'cluster-editor@cosmicinsights.test', password: 'cluster-editor-password-1' }

describe.skipIf(!database)('two workers over one PostgreSQL database', () => {
  let cluster: Cluster
  let a: string
  let b: string

  beforeAll(async () => {
    cluster = await startCluster(database!)
    ;[a, b] = await workers(cluster)
  }, 480_000)

  afterAll(async () => {
    await cluster?.stop()
  })

  it("shows a customer's write through one worker on the other's very next request", async () => {
    const customer = await verifiedCustomer(cluster, 'write')
    const cookie = await signIn(cluster, customer)
    expect((await saveProfile(cluster, cookie, 'Asha Verma')).status).toBe(302)
    // Both workers keep the dashboard in their per-customer page cache (the first render writes the day's reading,
    // which moves the version once).
    for (const worker of [a, b]) {
      let page = await on(cluster, worker, '/dashboard', { cookie })
      expect(page.body).toContain('Asha Verma')
      for (let i = 0; i < 4 && page.headers['x-customer-page-cache'] !== 'HIT'; i++) page = await on(cluster, worker, '/dashboard', { cookie })
      expect(page.headers['x-customer-page-cache'], `worker ${worker}`).toBe('HIT')
    }
    const saved = await saveProfile(cluster, cookie, 'Meera Kapoor')
    expect(saved.status).toBe(302)
    const other = saved.worker === a ? b : a
    const next = await on(cluster, other, '/dashboard', { cookie })
    expect(next.headers['x-customer-page-cache']).toBe('MISS')
    expect(next.body).toContain('Meera Kapoor')
    expect((await on(cluster, saved.worker, '/dashboard', { cookie })).body).toContain('Meera Kapoor')
  })

  it('ends a session everywhere at once: sign-out everywhere, and a plain sign-out', async () => {
    const customer = await verifiedCustomer(cluster, 'signout')
    const here = await signIn(cluster, customer)
    const there = await signIn(cluster, customer)
    const third = await signIn(cluster, customer)
    expect((await saveProfile(cluster, here, 'Asha Verma')).status).toBe(302)
    for (const worker of [a, b]) for (const cookie of [there, third]) expect((await on(cluster, worker, '/dashboard', { cookie })).status).toBe(200)

    const out = await cluster.request('POST', '/sign-out', { cookie: third, form: {} })
    expect(out.status).toBe(302)
    for (const worker of [a, b]) expect((await on(cluster, worker, '/dashboard', { cookie: third })).status, `worker ${worker}`).toBe(302)
    for (const worker of [a, b]) expect((await on(cluster, worker, '/dashboard', { cookie: there })).status).toBe(200)

    const everywhere = await cluster.request('POST', '/settings', { cookie: here, form: { intent: 'sign-out-everywhere' } })
    expect(everywhere.status).toBe(302)
    for (const worker of [a, b]) {
      const answer = await on(cluster, worker, '/dashboard', { cookie: there })
      expect(answer.status, `worker ${worker}`).toBe(302)
      expect(answer.headers.location).toMatch(/^\/auth/)
    }
  })

  it('ends every other session on every worker when the password changes', async () => {
    const customer = await verifiedCustomer(cluster, 'password')
    const here = await signIn(cluster, customer)
    const there = await signIn(cluster, customer)
    expect((await saveProfile(cluster, here, 'Asha Verma')).status).toBe(302)
    for (const worker of [a, b]) expect((await on(cluster, worker, '/dashboard', { cookie: there })).status).toBe(200)
    const changed = await cluster.request('POST', '/settings', {
      cookie: here,
      form: {
        intent: 'password',
        currentPassword: customer.password,
        newPassword: `${customer.password}-new`,
        confirmPassword: `${customer.password}-new`,
      },
    })
    // The change answers with a redirect back to the settings, carrying this browser's new session.
    expect(changed.status).toBe(302)
    for (const worker of [a, b]) expect((await on(cluster, worker, '/dashboard', { cookie: there })).status, `worker ${worker}`).toBe(302)
  })

  it('refuses the 6th password after 5 wrong ones spread over both workers', async () => {
    const customer = await verifiedCustomer(cluster, 'limits')
    const served = new Set<string>()
    for (let i = 0; i < 5; i++) {
      const wrong = await cluster.request('POST', '/auth', { form: { intent: 'sign-in', email: customer.email, password: `wrong-${i}` } })
      expect(wrong.status).toBe(401)
      served.add(wrong.worker)
    }
    expect(served.size, 'both workers took wrong passwords').toBe(2)
    const right = await cluster.request('POST', '/auth', { form: { intent: 'sign-in', email: customer.email, password: customer.password } })
    expect(right.status).not.toBe(302)
    expect(right.body).toContain('Too many failed sign-in attempts')
  })

  it("shows an editor's publish on every worker within a second, and a renamed slug redirects on every worker", async () => {
    const made = spawnSync(
      'npx',
      ['tsx', 'scripts/create-admin.ts', '--email', EDITOR.email, '--password', EDITOR.password, '--name', 'Cluster Editor', '--role', 'editor'],
      { cwd: root, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production', NODE_OPTIONS: '--conditions=production', DATABASE_URI: database! } },
    )
    expect(made.status, made.stderr).toBe(0)
    const login = await cluster.request('POST', '/api/admins/login', { json: EDITOR })
    expect(login.status, login.body).toBe(200)
    const staff = { authorization: `JWT ${(JSON.parse(login.body) as { token: string }).token}` }
    for (const worker of [a, b]) {
      await on(cluster, worker, '/blog')
      expect((await on(cluster, worker, '/blog')).headers['x-page-cache']).toBe('HIT')
    }
    const title = `Cluster news ${Date.now()}`
    const created = await cluster.request('POST', '/api/posts', {
      headers: staff,
      json: {
        _status: 'published',
        title,
        excerpt: 'Written by the cluster tests.',
        category: 'astrology',
        readTime: 3,
        tags: [],
        content: {
          root: {
            type: 'root',
            children: [{ type: 'paragraph', children: [{ type: 'text', text: 'Body.', version: 1 }], version: 1 }],
            direction: null,
            format: '',
            indent: 0,
            version: 1,
          },
        },
      },
    })
    expect(created.status, created.body).toBe(201)
    const published = Date.now()
    const { doc } = JSON.parse(created.body) as { doc: { id: number; slug: string } }
    for (const worker of [a, b]) {
      let page = await on(cluster, worker, '/blog')
      while (!page.body.includes(title) && Date.now() - published < 1_000) page = await on(cluster, worker, '/blog')
      expect(page.body, `worker ${worker}`).toContain(title)
    }

    const renamed = await cluster.request('PATCH', `/api/posts/${doc.id}`, { headers: staff, json: { slug: `${doc.slug}-renamed` } })
    expect(renamed.status, renamed.body).toBe(200)
    for (const worker of [a, b]) {
      const old = await on(cluster, worker, `/blog/${doc.slug}`)
      expect(old.status, `worker ${worker}`).toBe(301)
      expect(old.headers.location).toContain(`/blog/${doc.slug}-renamed`)
    }
  })

  it('lets exactly one worker run the scheduled jobs', () => {
    expect(cluster.log().match(/ready on .*runs the scheduled jobs/g) ?? []).toHaveLength(1)
    expect(cluster.log().match(/ready on .*\(worker \d/g) ?? []).toHaveLength(2)
  })

  it('keeps answering when a worker is killed, loses no acknowledged write, and replaces the worker', async () => {
    const customer = await verifiedCustomer(cluster, 'kill')
    const cookie = await signIn(cluster, customer)
    const saved = await saveProfile(cluster, cookie, 'Kiran Rao')
    expect(saved.status).toBe(302)
    const victim = saved.worker
    const survivor = victim === a ? b : a
    process.kill(Number(victim), 'SIGKILL')
    await new Promise((resolve) => setTimeout(resolve, 300))
    for (let i = 0; i < 10; i++) {
      const answer = await cluster.request('GET', '/dashboard', { cookie })
      expect(answer.status).toBe(200)
      expect(answer.body).toContain('Kiran Rao')
      expect(answer.worker).toBe(survivor)
    }
    const deadline = Date.now() + 240_000
    let replacement = ''
    while (!replacement && Date.now() < deadline) {
      const answer = await cluster.request('GET', '/robots.txt')
      expect(answer.status).toBe(200)
      if (answer.worker !== survivor && answer.worker !== victim) replacement = answer.worker
      else await new Promise((resolve) => setTimeout(resolve, 500))
    }
    expect(replacement, cluster.log()).not.toBe('')
    expect((await on(cluster, replacement, '/dashboard', { cookie })).body).toContain('Kiran Rao')
  }, 300_000)
})
