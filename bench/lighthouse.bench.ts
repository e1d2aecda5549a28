// Lighthouse on a phone: the landing page, the blog, a post, pricing and sign-in, at Lighthouse's mobile
// defaults (Moto G Power screen, simulated slow 4G and 4× CPU slowdown), in Debian's Chromium. Prints the four category
// scores and the load metrics per page against the targets (performance ≥ 95, the others 100).
// Each page is measured BENCH_LIGHTHOUSE_RUNS times (default 3) and the run with the median performance score is shown,
// with the range of the scores: one run swings by several points, the more so on a busy machine (ADR 150).
// Needs a build (`npm run build`); starts its own server on a throwaway SQLite database, as the HTTP benchmark does.
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { startBuiltServer } from './server'

const PORT = 3310
const BASE = `http://localhost:${PORT}`
const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
// Lighthouse's own command line, from the npm package (no global install).
const LIGHTHOUSE_CLI = fileURLToPath(import.meta.resolve('lighthouse/cli/index.js'))
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
const RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3) || 3)

interface Report {
  categories: Record<(typeof CATEGORIES)[number], { score: number | null }>
  audits: Record<string, { numericValue?: number; score: number | null; title: string }>
}

function lighthouseOnce(url: string): Report {
  const run = spawnSync(
    process.execPath,
    [
      LIGHTHOUSE_CLI,
      url,
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      `--only-categories=${CATEGORIES.join(',')}`,
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run',
    ],
    { env: { ...process.env, CHROME_PATH: CHROME }, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  )
  if (run.status !== 0) throw new Error(`lighthouse ${url} failed: ${run.stderr}`)
  return JSON.parse(run.stdout) as Report
}

// Lighthouse now and then loses the trace of a load on a busy machine (NO_NAVSTART): that run is taken again.
function lighthouse(url: string): Report {
  for (let attempt = 1; ; attempt++) {
    try {
      return lighthouseOnce(url)
    } catch (error) {
      if (attempt === 3) throw error
      console.warn(String(error).split('\n')[0])
    }
  }
}

export default async function benchLighthouse() {
  const { stop } = await startBuiltServer('lighthouse', BASE, { APP_URL: BASE })
  try {
    const blog = await (await fetch(`${BASE}/blog`)).text()
    const post = /href="(\/blog\/[a-z0-9-]+)"/.exec(blog)?.[1]
    if (!post) throw new Error('No post link on /blog')
    const pages = ['/', '/blog', post, '/pricing', '/auth']
    // Each page once before measuring, as a visitor after the first would find it: in the page cache.
    for (const page of pages) await fetch(BASE + page)
    const rows = []
    for (const page of pages) {
      const runs = Array.from({ length: RUNS }, () => lighthouse(BASE + page))
      const performance = (report: Report) => Math.round((report.categories.performance.score ?? 0) * 100)
      const ranked = [...runs].sort((a, b) => performance(a) - performance(b))
      const report = ranked[Math.floor((ranked.length - 1) / 2)]!
      const score = (c: (typeof CATEGORIES)[number]) => Math.round((report.categories[c].score ?? 0) * 100)
      const ms = (id: string) => Math.round(report.audits[id]?.numericValue ?? NaN)
      rows.push({
        page,
        performance: score('performance'),
        'performance range': `${performance(ranked[0]!)}–${performance(ranked.at(-1)!)}`,
        accessibility: Math.min(...runs.map((r) => Math.round((r.categories.accessibility.score ?? 0) * 100))),
        'best practices': Math.min(...runs.map((r) => Math.round((r.categories['best-practices'].score ?? 0) * 100))),
        seo: Math.min(...runs.map((r) => Math.round((r.categories.seo.score ?? 0) * 100))),
        'FCP ms': ms('first-contentful-paint'),
        'LCP ms': ms('largest-contentful-paint'),
        'TBT ms': ms('total-blocking-time'),
        CLS: Number((report.audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3)),
      })
    }
    console.log(
      `Lighthouse, mobile, simulated throttling, median of ${RUNS} run(s) per page (targets: performance ≥ 95, the others 100, the lowest run shown)`,
    )
    console.table(rows)
  } finally {
    stop()
  }
}
