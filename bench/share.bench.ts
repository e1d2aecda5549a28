// Sharing (issue 14): the share card's render time once warm (target p99 < 150 ms), and the reading PDF on the built
// server — its time (target < 2 s) and the public page throughput while PDFs are being made, against the throughput
// of the same page on the same server with none (target ≥ 0.8×). The PDFs are Hindi, the costly case (ADR 125), each
// of a different report so none comes from the PDF cache. Needs a build (`npm run build`).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { renderShareCard } from '../app/services/share-card.server'
import { startBuiltServer } from './server'

const PORT = 3301
const BASE = `http://127.0.0.1:${PORT}`
const DURATION_S = Number(process.env.BENCH_DURATION ?? 8)
const CONNECTIONS = 10
const NAMES = [
  'Arjun Mehta',
  'Kavya Rao',
  'Meera Iyer',
  'Rohan Das',
  'Asha Verma',
  'Nikhil Menon',
  'Priya Shah',
  'Dev Kapoor',
  'Isha Nair',
  'Kabir Sethi',
  'Tara Bose',
  'Vikram Joshi',
  'Neha Kulkarni',
  'Sameer Khan',
]
/** How many of the reports are made one at a time; the rest are made back to back under page load. */
const ONE_AT_A_TIME = 4
const PASSWORD = 'bench-share-password-1'

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!

async function benchCard() {
  const card = (i: number, lang: 'en' | 'hi') =>
    lang === 'hi'
      ? {
          headline: `24 नवंबर 2026 का मेरा भविष्यफल ${i}`,
          score: 'संतुलित',
          scoreLabel: 'आज की ऊर्जा',
          summary: 'आज धैर्य और संवाद का दिन है; कृष्ण, क्षमा, ज्ञान।',
          brand: 'Cosmic Insights',
          lang,
        }
      : {
          headline: `Our Ashtakoot compatibility ${i}`,
          score: `${50 + (i % 40)}%`,
          scoreLabel: '26 of 36 gunas',
          summary: 'Strong match. Talk early.',
          brand: 'Cosmic Insights',
          lang,
        }
  const rows = []
  for (const lang of ['en', 'hi'] as const) {
    // Each card for a client of its own: the per-client rate (ADR 160) is not what is measured.
    for (let i = 0; i < 5; i++) await renderShareCard(card(i, lang), { client: `bench-${lang}-${i}` }) // warm: fonts, yoga, sharp
    const times: number[] = []
    // No cache key: every render is a real one.
    for (let i = 0; i < 100; i++) {
      const started = performance.now()
      await renderShareCard(card(1000 + i, lang), { client: `bench-${lang}-${1000 + i}` })
      times.push(performance.now() - started)
    }
    times.sort((x, y) => x - y)
    rows.push({
      card: lang,
      'p50 ms': +percentile(times, 50).toFixed(1),
      'p99 ms': +percentile(times, 99).toFixed(1),
      'target p99 < 150 ms': percentile(times, 99) < 150,
    })
  }
  console.table(rows)
}

/** The session cookie of a new, verified customer with a profile and one numerology report per name. */
async function customerWithReports(outbox: string) {
  const origin = { Origin: BASE }
  const email = `bench-share-${Date.now()}@example.in`
  const post = (url: string, form: Record<string, string>, cookie = '') =>
    fetch(BASE + url, {
      method: 'POST',
      redirect: 'manual',
      headers: { ...origin, Cookie: cookie, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form),
    })
  await post('/auth', { intent: 'sign-up', fullName: 'Bench Share', email, password: PASSWORD, preferredLanguage: 'hi' })
  const mail = fs
    .readdirSync(outbox)
    .map((f) => fs.readFileSync(path.join(outbox, f), 'utf8'))
    .find((m) => m.includes(email))
  const link = mail
    ?.replace(/=\r?\n/g, '')
    .replace(/=3D/g, '=')
    .match(/https?:\/\/[^\s"<>]+\/auth\/verify[^\s"<>]*/)?.[0]
  if (!link) throw new Error('No verification mail in the outbox')
  await fetch(BASE + new URL(link).pathname + new URL(link).search, { redirect: 'manual' })
  const signIn = await post('/auth', { intent: 'sign-in', email, password: PASSWORD })
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
  if (!cookie) throw new Error(`Sign-in failed: ${signIn.status}`)
  const profile = { fullName: 'Bench Share', birthDay: '29', birthMonth: '11', birthYear: '1992', birthTimeUnknown: 'on', gender: 'female' }
  const place = { placeManual: 'on', placeName: 'Jaipur', latitude: '26.91', longitude: '75.79', timeZone: 'Asia/Kolkata' }
  await post('/horoscope', { ...profile, ...place }, cookie)
  const ids: string[] = []
  for (const name of NAMES) {
    await post('/numerology', { intent: 'generate', name }, cookie)
    const html = await (await fetch(`${BASE}/numerology`, { headers: { Cookie: cookie } })).text()
    const id = /\/share\/pdf\/numerology\/(\d+)/.exec(html)?.[1]
    if (!id) throw new Error('No report on the numerology page')
    ids.push(id)
  }
  return { cookie, ids }
}

async function pageThroughput(url: string) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S })
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`)
  return { rps: result.requests.average, p99: result.latency.p99 }
}

async function benchPdf() {
  const outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'cosmic-bench-outbox-'))
  // One customer makes all the PDFs: more than the per-customer rate allows by default (ADR 159).
  const { stop } = await startBuiltServer('share', BASE, { APP_URL: BASE, OUTBOX_DIR: outbox, PDF_RATE_LIMIT: '1000' })
  try {
    const { cookie, ids } = await customerWithReports(outbox)
    const pdf = async (id: string) => {
      const started = performance.now()
      const response = await fetch(`${BASE}/share/pdf/numerology/${id}`, { headers: { Cookie: cookie } })
      if (response.headers.get('content-type') !== 'application/pdf') throw new Error(`PDF ${id}: ${response.status}`)
      await response.arrayBuffer()
      return performance.now() - started
    }
    const first = await pdf(ids[0]!) // the worker starts and warms
    // A customer's PDF: one at a time, each after the maker's rest from the one before (ADR 152), so each time is the
    // PDF's own. The target applies to these.
    const single: number[] = []
    for (const id of ids.slice(1, 1 + ONE_AT_A_TIME)) {
      await new Promise((resolve) => setTimeout(resolve, 3 * (single.at(-1) ?? first)))
      single.push(await pdf(id))
    }
    const stream = ids.slice(1 + ONE_AT_A_TIME)
    const page = `${BASE}/`
    await pageThroughput(page) // warm the page cache and the JIT
    const alone = await pageThroughput(page)
    // PDFs one after another, each of a report not made before, for as long as the page is loaded.
    const times: number[] = []
    let busy = true
    const maker = (async () => {
      for (let i = 0; busy; i++) times.push(await pdf(stream[i % stream.length]!))
    })()
    const during = await pageThroughput(page)
    busy = false
    await maker
    const warm = times.slice(0, stream.length)
    if (!warm.length) throw new Error('No PDF was made while the page was loaded')
    const summary = (list: number[]) => `max ${Math.round(Math.max(...list))} ms, mean ${Math.round(list.reduce((s, t) => s + t, 0) / list.length)} ms`
    console.table([
      { measure: 'Hindi PDF, first (worker start)', value: `${Math.round(first)} ms` },
      { measure: `Hindi PDF, warm, one at a time (${single.length} made, none cached)`, value: `${summary(single)} (target < 2000 ms)` },
      // Asked for back to back while the page is loaded: each waits out the maker's rest after the one before.
      { measure: `Hindi PDFs back to back under page load (${warm.length}), with the rests`, value: summary(warm) },
      { measure: 'GET / alone', value: `${Math.round(alone.rps)} req/s, p99 ${alone.p99} ms` },
      { measure: 'GET / while PDFs are made', value: `${Math.round(during.rps)} req/s, p99 ${during.p99} ms` },
      { measure: 'throughput ratio (target ≥ 0.8)', value: (during.rps / alone.rps).toFixed(2) },
    ])
  } finally {
    stop()
    fs.rmSync(outbox, { recursive: true, force: true })
  }
}

export default async function benchShare(): Promise<void> {
  // BENCH_SHARE=pdf measures the PDF alone, for repeated runs of that part (ADR 146's measurements).
  if (process.env.BENCH_SHARE !== 'pdf') await benchCard()
  await benchPdf()
}
