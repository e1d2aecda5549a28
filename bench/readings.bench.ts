// The speed targets for signed-in pages, against the anonymous landing page on the same production server under the
// same load of 20 connections, in two cases:
// - cached: the same customer with the very same Cookie header on every request, so the per-customer page cache
//   (ADR 142) answers /dashboard and /daily-reading. Targets: at least 0.3× the landing page's throughput, p99 under
//   100 ms (ADRs 130, 142).
// - cold: a Cookie header that differs on every request (the customer's sessions in turn, each with a cookie the site
//   does not read carrying a counter), so the page cache cannot answer and every request renders the page afresh, as
//   on a customer's first visit of the day or any visit after a write. Targets: at least 0.15× the landing page's
//   throughput, p99 under 150 ms (ADR 244).
// The cold pages are /dashboard, /daily-reading, /life-career (with the day's analysis made), /soulmate-analysis,
// /astro-calendar and /consultations; BENCH_PAGES=/dashboard,/daily-reading measures fewer. (Generating a reading and
// an astro calendar month are timed in the astrology suite.) Needs a build; starts its own server on a throwaway
// database.
// First, without a server: how often two of 200 random births read the same words on one day (ADR 192), per section.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { SESSION_COOKIE } from '../app/utils/cookie-names.mjs'
import { composeByDraw, composeByFactors, dailyOverlap, OVERLAP_TARGET } from '../seed/daily-overlap'
import { processCpuMs } from './measure'
import { startBuiltServer } from './server'

// BENCH_PORT: another bench (or another checkout's) may hold the usual port on a shared machine.
const PORT = Number(process.env.BENCH_PORT ?? 3301)
const BASE = `http://127.0.0.1:${PORT}`
const DURATION_S = Number(process.env.BENCH_DURATION ?? 8)
const CONNECTIONS = 20
const TARGETS = { cached: { ratio: 0.3, p99: 100 }, cold: { ratio: 0.15, p99: 150 } } as const
const CACHED_PAGES = ['/dashboard', '/daily-reading']
const COLD_PAGES = process.env.BENCH_PAGES?.split(',') ?? [
  '/dashboard',
  '/daily-reading',
  '/life-career',
  '/soulmate-analysis',
  '/astro-calendar',
  '/consultations',
]
/** Sessions of the one customer the cold runs take in turn (sign-in allows 20 per address in 15 minutes). */
const SESSIONS = 6
const ACCEPT_LANGUAGE = { 'Accept-Language': 'en-IN,en;q=0.9' }

/** The benchmarked server's process: its CPU time per request hardly moves with the machine's load (bench/measure.ts). */
let serverPid: number | undefined

/** `cookies`, when given, are taken in turn, one per request, each with a counter the site does not read. */
async function load(url: string, headers: Record<string, string> = {}, cookies?: string[]) {
  let sent = 0
  const requests: autocannon.Request[] | undefined = cookies
    ? [
        {
          setupRequest: (request) => {
            const n = sent++
            request.headers = { ...request.headers, Cookie: `${cookies[n % cookies.length]}; bench-visit=${n}` }
            return request
          },
        },
      ]
    : undefined
  const cpuBefore = processCpuMs(serverPid)
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION_S, requests })
  const cpuAfter = processCpuMs(serverPid)
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`)
  const cpuMs = cpuBefore === null || cpuAfter === null ? NaN : (cpuAfter - cpuBefore) / result.requests.total
  return { rps: result.requests.average, p99: result.latency.p99, cpuMs }
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString()
const FORM = { 'Content-Type': 'application/x-www-form-urlencoded' }

/** The verification link of the newest mail to `email` in the outbox (quoted-printable undone). */
function verificationLink(outbox: string, email: string): string {
  for (const file of fs.readdirSync(outbox).sort().reverse()) {
    const raw = fs.readFileSync(path.join(outbox, file), 'utf8')
    if (!raw.includes(email)) continue
    const text = raw
      .replace(/=\r?\n/g, '')
      .replaceAll('=3D', '=')
      .replaceAll('&amp;', '&')
    const link = /https?:\/\/[^"\s<>]*\/auth\/verify[^"\s<>]*/.exec(text)
    if (link) return link[0]
  }
  throw new Error(`No verification mail to ${email} in ${outbox}`)
}

const sessionCookie = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .filter((c) => c.startsWith(`${SESSION_COOKIE}=`))
    .join('; ')

/** A verified customer with a birth profile, signed in `sessions` times: the Cookie headers of their sessions. */
async function signedInCustomer(outbox: string, sessions: number): Promise<string[]> {
  const email = `bench-${Date.now()}@example.in`
  const password = 'bench-password-1'
  const signUp = await fetch(`${BASE}/auth`, {
    method: 'POST',
    headers: FORM,
    body: form({ intent: 'sign-up', fullName: 'Bench Customer', email, password, preferredLanguage: 'en' }),
    redirect: 'manual',
  })
  if (signUp.status !== 200) throw new Error(`sign-up answered ${signUp.status}`)
  const link = new URL(verificationLink(outbox, email))
  await fetch(`${BASE}${link.pathname}${link.search}`, { redirect: 'manual' })
  const cookies: string[] = []
  for (let i = 0; i < sessions; i++) {
    const signIn = await fetch(`${BASE}/auth`, { method: 'POST', headers: FORM, body: form({ intent: 'sign-in', email, password }), redirect: 'manual' })
    // The session cookie alone: a browser drops the one-shot toast cookie after the first page, and so does the bench.
    const cookie = sessionCookie(signIn)
    if (signIn.status !== 302 || !cookie) throw new Error(`sign-in answered ${signIn.status}`)
    cookies.push(cookie)
  }
  const cookie = cookies[0]!
  const saved = await fetch(`${BASE}/horoscope`, {
    method: 'POST',
    headers: { ...FORM, Cookie: cookie },
    body: form({
      fullName: 'Bench Customer',
      birthDay: '3',
      birthMonth: '11',
      birthYear: '1994',
      birthHour: '10',
      birthMinute: '30',
      birthPeriod: 'AM',
      gender: 'female',
      placeManual: 'on',
      placeName: 'New Delhi',
      latitude: '28.6139',
      longitude: '77.209',
      timeZone: 'Asia/Kolkata',
    }),
    redirect: 'manual',
  })
  if (saved.status !== 302) throw new Error(`saving the profile answered ${saved.status}`)
  // The day's life and career analysis, so /life-career shows one.
  const life = await fetch(`${BASE}/life-career`, {
    method: 'POST',
    headers: { ...FORM, Cookie: cookie },
    body: form({ intent: 'generate' }),
    redirect: 'manual',
  })
  if (life.status !== 302) throw new Error(`making the life and career analysis answered ${life.status}`)
  return cookies
}

/** The share of pairs of births with an identical section text, today's composition beside the one it replaced. */
function printOverlap() {
  const count = 200
  const date = '2026-11-27'
  const byFactors = dailyOverlap(composeByFactors, { count, date })
  const byDraw = dailyOverlap(composeByDraw, { count, date })
  const percent = (share: number) => `${(share * 100).toFixed(2)}%`
  console.log(`Identical section texts among ${count} random births on ${date} (${byFactors[0]!.pairs} pairs), target under ${percent(OVERLAP_TARGET)}`)
  console.table(
    byFactors.map((row, i) => ({
      section: row.section,
      'pairs sharing': row.sharing,
      'share (by factors)': percent(row.share),
      'share (ADR 092 draw alone)': percent(byDraw[i]!.share),
    })),
  )
  const over = byFactors.filter((row) => row.share >= OVERLAP_TARGET)
  console.log(over.length ? `ABOVE TARGET: ${over.map((row) => row.section).join(', ')}` : 'every section under the target: ok')
}

type Row = { page: string; rps: number; p99: number; cpuMs: number; ratio: number; target?: (typeof TARGETS)[keyof typeof TARGETS] }

export default async function benchReadings() {
  printOverlap()
  const outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'cosmic-bench-outbox-'))
  // The sign-in and sign-up limits are per visitor address; the bench is one visitor making one account.
  // BENCH_NODE_ARGS: options for the server's Node, space-separated (`--import <module>` to log its queries, say).
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? []
  const { stop, pid } = await startBuiltServer('bench-readings', BASE, { OUTBOX_DIR: outbox, LOG_LEVEL: 'warn' }, nodeArgs)
  serverPid = pid
  try {
    const cookies = await signedInCustomer(outbox, SESSIONS)
    const headers = { Cookie: cookies[0]!, ...ACCEPT_LANGUAGE }
    // The day's reading is made by the first visit; the load measures pages that read it. The second visit says
    // whether the page cache answers the cached runs, and a visit with another cookie that it does not answer the cold.
    for (const page of new Set([...CACHED_PAGES, ...COLD_PAGES])) {
      const first = await fetch(BASE + page, { headers })
      if (!first.ok) throw new Error(`${page} answered ${first.status}`)
      // The first visit's own write (the day's reading) leaves its copy stale: the next one is kept, the third served.
      let cache = ''
      for (let i = 0; i < 3 && cache !== 'HIT'; i++) cache = (await fetch(BASE + page, { headers })).headers.get('x-customer-page-cache') ?? ''
      const other = await fetch(BASE + page, { headers: { ...ACCEPT_LANGUAGE, Cookie: `${cookies[1]}; bench-visit=first` } })
      if (!other.ok) throw new Error(`${page} answered ${other.status} to another session`)
      if (CACHED_PAGES.includes(page) && cache !== 'HIT') throw new Error(`${page}: the page cache did not answer`)
      if (other.headers.get('x-customer-page-cache') === 'HIT') throw new Error(`${page}: the page cache answered another cookie`)
    }
    const landing = await load(`${BASE}/`, ACCEPT_LANGUAGE)
    const rows: Row[] = [{ page: '/ (anonymous)', ...landing, ratio: 1 }]
    for (const page of CACHED_PAGES) {
      const result = await load(BASE + page, headers)
      rows.push({ page: `${page} (cached)`, ...result, ratio: result.rps / landing.rps, target: TARGETS.cached })
    }
    for (const page of COLD_PAGES) {
      const result = await load(BASE + page, ACCEPT_LANGUAGE, cookies)
      rows.push({ page: `${page} (cold)`, ...result, ratio: result.rps / landing.rps, target: TARGETS.cold })
    }
    console.log(
      `${CONNECTIONS} connections, ${DURATION_S} s per run, same server; the landing page is the baseline; load average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    )
    console.table(
      rows.map((r) => ({
        page: r.page,
        'req/s': Math.round(r.rps),
        'p99 ms': r.p99,
        'server CPU ms/req': Number(r.cpuMs.toFixed(2)),
        'ratio to landing': Number(r.ratio.toFixed(3)),
        target: r.target ? `≥ ${r.target.ratio}, p99 < ${r.target.p99} ms` : '',
      })),
    )
    for (const r of rows) {
      if (!r.target) continue
      const ok = r.ratio >= r.target.ratio && r.p99 < r.target.p99
      console.log(`${r.page}: ratio ${r.ratio.toFixed(3)}, p99 ${r.p99} ms ${ok ? 'ok' : 'BELOW TARGET'}`)
    }
  } finally {
    stop()
    fs.rmSync(outbox, { recursive: true, force: true })
  }
}
