// the speed targets for signed-in pages: a customer's /dashboard and /daily-reading (the day's reading already
// made) against the anonymous landing page, on the same production server under the same load of 20 connections.
// Targets: at least 0.3× the landing page's throughput, and p99 under 100 ms. (Generating a reading and an astro
// calendar month are timed in the astrology suite.) Needs a build; starts its own server on a throwaway database.
// First, without a server: how often two of 200 random births read the same words on one day (ADR 192), per section.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { SESSION_COOKIE } from '../app/utils/cookie-names.mjs'
import { composeByDraw, composeByFactors, dailyOverlap, OVERLAP_TARGET } from '../seed/daily-overlap'
import { startBuiltServer } from './server'

// BENCH_PORT: another bench (or another checkout's) may hold the usual port on a shared machine.
const PORT = Number(process.env.BENCH_PORT ?? 3301)
const BASE = `http://127.0.0.1:${PORT}`
const DURATION_S = Number(process.env.BENCH_DURATION ?? 8)
const CONNECTIONS = 20
const RATIO_TARGET = 0.3
const P99_TARGET_MS = 100

async function load(url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION_S })
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`)
  return { rps: result.requests.average, p99: result.latency.p99 }
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

/** A verified customer with a birth profile, signed in: the Cookie header of their session. */
async function signedInCustomer(outbox: string): Promise<string> {
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
  const signIn = await fetch(`${BASE}/auth`, { method: 'POST', headers: FORM, body: form({ intent: 'sign-in', email, password }), redirect: 'manual' })
  // The session cookie alone: a browser drops the one-shot toast cookie after the first page, and so does the bench.
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .filter((c) => c.startsWith(`${SESSION_COOKIE}=`))
    .join('; ')
  if (signIn.status !== 302 || !cookie) throw new Error(`sign-in answered ${signIn.status}`)
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
  return cookie
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

export default async function benchReadings() {
  printOverlap()
  const outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'cosmic-bench-outbox-'))
  // The sign-in and sign-up limits are per visitor address; the bench is one visitor making one account.
  const { stop } = await startBuiltServer('bench-readings', BASE, { OUTBOX_DIR: outbox, LOG_LEVEL: 'warn' })
  try {
    const cookie = await signedInCustomer(outbox)
    const headers = { Cookie: cookie, 'Accept-Language': 'en-IN,en;q=0.9' }
    // The day's reading is made by the first visit; the load measures pages that read it.
    for (const page of ['/dashboard', '/daily-reading']) {
      const first = await fetch(BASE + page, { headers })
      if (!first.ok) throw new Error(`${page} answered ${first.status}`)
    }
    const landing = await load(`${BASE}/`, { 'Accept-Language': 'en-IN,en;q=0.9' })
    const rows = [{ page: '/ (anonymous)', ...landing, ratio: 1 }]
    for (const page of ['/dashboard', '/daily-reading']) {
      const result = await load(BASE + page, headers)
      rows.push({ page: `${page} (signed in)`, ...result, ratio: result.rps / landing.rps })
    }
    console.log(`${CONNECTIONS} connections, ${DURATION_S} s per run, same server; the landing page is the baseline`)
    console.table(
      rows.map((r) => ({
        page: r.page,
        'req/s': Math.round(r.rps),
        'p99 ms': r.p99,
        [`ratio to landing (target ≥ ${RATIO_TARGET})`]: Number(r.ratio.toFixed(2)),
      })),
    )
    for (const r of rows.slice(1)) {
      const ok = r.ratio >= RATIO_TARGET && r.p99 < P99_TARGET_MS
      console.log(`${r.page}: ratio ${r.ratio.toFixed(2)}, p99 ${r.p99} ms ${ok ? 'ok' : 'BELOW TARGET'}`)
    }
  } finally {
    stop()
    fs.rmSync(outbox, { recursive: true, force: true })
  }
}
