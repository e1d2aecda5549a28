// Throughput and p99 latency of public pages from the production server, side by side with the very same HTML served
// as a static file by the same server, under the same concurrent load. Also the landing page's JavaScript weight.
// Needs a build (`npm run build`); starts its own server on a throwaway SQLite database.
import fs from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import autocannon from 'autocannon'
import { startBuiltServer } from './server'

const root = path.resolve(import.meta.dirname, '..')
const PORT = 3300
const BASE = `http://127.0.0.1:${PORT}`
const DURATION_S = Number(process.env.BENCH_DURATION ?? 8)
const CONNECTIONS = 20
const staticDir = path.join(root, 'build/client/__bench')
// Page-to-static throughput ratios of the English site before issue 11 (commit 9beecb3, this bench, 2-core machine,
// 2026-11-23). Ratios, not requests per second, carry from machine to machine: both sides run on the same server.
const BEFORE_I18N_RATIO: Record<string, number> = { '/': 1.3, '/blog': 1.11 }

async function load(url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION_S })
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`)
  return { rps: result.requests.average, p99: result.latency.p99 }
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
  const { stop } = await startBuiltServer('bench', BASE)
  try {
    fs.mkdirSync(staticDir, { recursive: true })
    const rows: { page: string; language: string; rps: number; p99: number; staticRps: number; staticP99: number }[] = []
    const landingHtml: Record<string, string> = {}
    // Each language as its visitors ask for it: the browser's Accept-Language (the page cache keeps one copy per
    // language, ADR 050). The static baseline serves the very HTML of that language.
    for (const [language, acceptLanguage] of [
      ['en', 'en-IN,en;q=0.9'],
      ['hi', 'hi-IN,hi;q=0.9'],
    ]) {
      const headers = { 'Accept-Language': acceptLanguage }
      for (const page of ['/', '/blog']) {
        const html = await (await fetch(BASE + page, { headers })).text()
        if (!html.includes(`<html lang="${language}-IN"`)) throw new Error(`${page} did not answer in ${language}`)
        if (page === '/') landingHtml[language] = html
        const file = `${page === '/' ? 'landing' : 'blog'}-${language}.html`
        fs.writeFileSync(path.join(staticDir, file), html)
        const dynamic = await load(BASE + page, headers)
        const stat = await load(`${BASE}/__bench/${file}`, headers)
        rows.push({ page, language, rps: dynamic.rps, p99: dynamic.p99, staticRps: stat.rps, staticP99: stat.p99 })
      }
    }
    console.log(`${CONNECTIONS} connections, ${DURATION_S} s per run, same server, same HTML`)
    console.table(
      rows.map((r) => ({
        page: r.page,
        language: r.language,
        'page req/s': Math.round(r.rps),
        'page p99 ms': r.p99,
        'static req/s': Math.round(r.staticRps),
        'static p99 ms': r.staticP99,
        'throughput ratio (target ≥ 0.5)': Number((r.rps / r.staticRps).toFixed(2)),
      })),
    )
    for (const [language, html] of Object.entries(landingHtml)) {
      const js = landingJavaScriptGzipKb(html)
      console.log(`Landing page JavaScript (${language}): ${js.kb.toFixed(1)} kB gzipped (${js.files} files, ${js.inline} inline scripts; target < 10 kB)`)
    }
    // Issue 11: each language keeps at least 0.9× the ratio measured before the site was translated (README).
    for (const r of rows) {
      const ratio = r.rps / r.staticRps
      const floor = 0.9 * BEFORE_I18N_RATIO[r.page]
      console.log(
        `${r.page} (${r.language}): ratio ${ratio.toFixed(2)} vs. ${floor.toFixed(2)} (0.9× ${BEFORE_I18N_RATIO[r.page]} before i18n) ${ratio >= floor ? 'ok' : 'BELOW'}`,
      )
    }
  } finally {
    stop()
    fs.rmSync(staticDir, { recursive: true, force: true })
  }
}
