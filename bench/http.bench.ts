// Throughput and p99 latency of public pages from the production server, side by side with the very same HTML served
// as a static file by the same server, under the same concurrent load. Also the landing page's JavaScript weight.
// Needs a build (`npm run build`); starts its own server on a throwaway SQLite database.
import fs from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import autocannon from 'autocannon'
import { startBuiltServer } from './server'
import { processCpuMs } from './measure'

const root = path.resolve(import.meta.dirname, '..')
const PORT = 3300
const BASE = `http://127.0.0.1:${PORT}`
// Several short rounds per side, interleaved, instead of one long run of each: a load change on a shared machine then
// lands on both sides of some rounds, and the median ratio is decided by the quiet rounds (ADR 140).
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5)
const ROUND_S = Number(process.env.BENCH_DURATION ?? 3)
const WARM_UP_S = 1
const CONNECTIONS = 20
const staticDir = path.join(root, 'build/client/__bench')
// Page-to-static throughput ratios of the English site before the page cache (commit 9beecb3, this bench, 2-core machine,
// 2026-11-23). Ratios, not requests per second, carry from machine to machine: both sides run on the same server.
// Measured with the earlier method (one 8-second run per side, page first); kept as recorded (ADR 140).
const BEFORE_I18N_RATIO: Record<string, number> = { '/': 1.3, '/blog': 1.11 }

// The server's own CPU time, so each side also gets a cost per request (bench/measure.ts).
let serverPid: number | undefined
const serverCpuMs = () => processCpuMs(serverPid)

async function load(url: string, headers: Record<string, string>, duration: number) {
  const cpuBefore = serverCpuMs()
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration })
  const cpuAfter = serverCpuMs()
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`)
  const cpuUs = cpuBefore === null || cpuAfter === null ? NaN : ((cpuAfter - cpuBefore) * 1000) / result.requests.total
  return { rps: result.requests.average, p99: result.latency.p99, cpuUs }
}

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/** The page and its static copy in alternating order, round after round; one ratio per round. */
async function interleaved(pageUrl: string, staticUrl: string, headers: Record<string, string>) {
  await load(pageUrl, headers, WARM_UP_S)
  await load(staticUrl, headers, WARM_UP_S)
  type Side = Awaited<ReturnType<typeof load>>
  const rounds: { page: Side; stat: Side; ratio: number }[] = []
  for (let round = 0; round < ROUNDS; round++) {
    let page, stat
    if (round % 2 === 0) {
      page = await load(pageUrl, headers, ROUND_S)
      stat = await load(staticUrl, headers, ROUND_S)
    } else {
      stat = await load(staticUrl, headers, ROUND_S)
      page = await load(pageUrl, headers, ROUND_S)
    }
    rounds.push({ page, stat, ratio: page.rps / stat.rps })
  }
  const ratios = rounds.map((r) => r.ratio)
  return {
    rps: median(rounds.map((r) => r.page.rps)),
    p99: median(rounds.map((r) => r.page.p99)),
    staticRps: median(rounds.map((r) => r.stat.rps)),
    staticP99: median(rounds.map((r) => r.stat.p99)),
    cpuUs: median(rounds.map((r) => r.page.cpuUs)),
    staticCpuUs: median(rounds.map((r) => r.stat.cpuUs)),
    ratio: median(ratios),
    low: Math.min(...ratios),
    high: Math.max(...ratios),
  }
}

function landingJavaScriptGzipKb(html: string) {
  const files = new Set<string>()
  for (const match of html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)) files.add(match[1])
  for (const match of html.matchAll(/import\s*(?:\(|[^"']*from\s*)?["'](\/assets\/[^"']+\.js)["']/g)) files.add(match[1])
  let bytes = 0
  for (const file of files) bytes += gzipSync(fs.readFileSync(path.join(root, 'build/client', file))).length
  // Inline scripts count too.
  let inline = 0
  for (const match of html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)) {
    if (!match[1].trim()) continue
    bytes += gzipSync(match[1]).length
    inline += 1
  }
  return { kb: bytes / 1024, files: files.size, inline }
}

export default async function benchHttp() {
  const { stop, pid } = await startBuiltServer('bench', BASE)
  serverPid = pid
  try {
    fs.mkdirSync(staticDir, { recursive: true })
    const rows: ({ page: string; language: string; kb: number; cache: string } & Awaited<ReturnType<typeof interleaved>>)[] = []
    const landingHtml: Record<string, string> = {}
    // Each language as its visitors ask for it: the browser's Accept-Language (the page cache keeps one copy per
    // language, ADR 050). The static baseline serves the very HTML of that language.
    for (const [language, acceptLanguage] of [
      ['en', 'en-IN,en;q=0.9'],
      ['hi', 'hi-IN,hi;q=0.9'],
    ]) {
      const headers = { 'Accept-Language': acceptLanguage }
      // A horoscope by sign (ADR 220) is a public page too: it must serve from the page cache at the same speed.
      for (const page of ['/', '/blog', '/horoscope/mesha/today']) {
        const html = await (await fetch(BASE + page, { headers })).text()
        if (!html.includes(`<html lang="${language}-IN"`)) throw new Error(`${page} did not answer in ${language}`)
        // The page cache must be what is measured: a page rendered afresh on every request is a finding, not noise.
        const cache = (await fetch(BASE + page, { headers })).headers.get('x-page-cache') ?? 'none'
        if (page === '/') landingHtml[language] = html
        const file = `${page === '/' ? 'landing' : page === '/blog' ? 'blog' : 'horoscope'}-${language}.html`
        fs.writeFileSync(path.join(staticDir, file), html)
        const measured = await interleaved(BASE + page, `${BASE}/__bench/${file}`, headers)
        rows.push({ page, language, kb: Buffer.byteLength(html) / 1024, cache, ...measured })
      }
    }
    console.log(
      `${CONNECTIONS} connections, ${ROUNDS} rounds of ${ROUND_S} s per side, page and static alternating which goes first; ` +
        'medians of the rounds, ratio spread min–max, server CPU per request from /proc; same server, same HTML',
    )
    console.table(
      rows.map((r) => ({
        page: r.page,
        lang: r.language,
        'HTML kB': Number(r.kb.toFixed(1)),
        cache: r.cache,
        'page req/s': Math.round(r.rps),
        'page p99 ms': r.p99,
        'static req/s': Math.round(r.staticRps),
        'static p99 ms': r.staticP99,
        'CPU µs/req page': Math.round(r.cpuUs),
        'CPU µs/req static': Math.round(r.staticCpuUs),
        ratio: Number(r.ratio.toFixed(2)),
        spread: `${r.low.toFixed(2)}–${r.high.toFixed(2)}`,
        'floor (0.9× pre-i18n)': r.page in BEFORE_I18N_RATIO ? Number((0.9 * BEFORE_I18N_RATIO[r.page]).toFixed(2)) : '–',
      })),
    )
    for (const [language, html] of Object.entries(landingHtml)) {
      const js = landingJavaScriptGzipKb(html)
      console.log(`Landing page JavaScript (${language}): ${js.kb.toFixed(1)} kB gzipped (${js.files} files, ${js.inline} inline scripts; target < 10 kB)`)
    }
    // Foundation target: a public page serves at half a static file's throughput or better (ADR 005).
    // Each language keeps at least 0.9× the ratio measured before the site was translated (docs/benchmarks.md).
    for (const r of rows) {
      // Pages added after the site was translated have no earlier ratio: the foundation target alone applies.
      const floor = r.page in BEFORE_I18N_RATIO ? 0.9 * BEFORE_I18N_RATIO[r.page] : 0.5
      console.log(
        `${r.page} (${r.language}): median ratio ${r.ratio.toFixed(2)} (rounds ${r.low.toFixed(2)}–${r.high.toFixed(2)}) vs. ${floor.toFixed(2)} ` +
          `(${r.page in BEFORE_I18N_RATIO ? `0.9× ${BEFORE_I18N_RATIO[r.page]} before i18n` : 'the foundation target'}) ${r.ratio >= floor ? 'ok' : 'BELOW'}${r.ratio >= 0.5 ? '' : '; below the 0.5 foundation target'}` +
          `; CPU per request, static ÷ page: ${(r.staticCpuUs / r.cpuUs).toFixed(2)}`,
      )
    }
  } finally {
    stop()
    fs.rmSync(staticDir, { recursive: true, force: true })
  }
}
