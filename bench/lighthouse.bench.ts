// Lighthouse on a phone: the landing page, the blog, a post, pricing, sign-in, the astro calendar and lucky elements,
// and, signed in (the bench sends the session cookie), the dashboard and the daily reading, at Lighthouse's mobile
// defaults (Moto G Power screen, simulated slow 4G and 4× CPU slowdown), in Debian's Chromium. Prints the four category
// scores and the load metrics per page against the targets (performance ≥ 95 in every run, the others 100), every
// run's performance score, and the JavaScript the page loads (gzipped, as sent) against its route's budget (ADR 247).
// Each page is measured BENCH_LIGHTHOUSE_RUNS times (default 3); the metrics shown are the median run's, and a page
// meets the target only when its lowest run does: a visitor's phone does not get the median (ADR 150).
// BENCH_LIGHTHOUSE_PAGES=/,/auth measures fewer pages; BENCH_LIGHTHOUSE_SCRIPTS=1 lists each page's scripts by file,
// BENCH_LIGHTHOUSE_SAVE=<folder> keeps the reports, and the elements that moved are named for any page that shifts. Needs a build (`npm run build`); starts its own server on a
// throwaway SQLite database, as the HTTP benchmark does.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { SESSION_COOKIE, ZONE_COOKIE } from '../app/utils/cookie-names.mjs'
import { newCustomer } from './customer'
import { startBuiltServer } from './server'

// BENCH_PORT: another bench (or another checkout's) may hold the usual port on a shared machine.
const PORT = Number(process.env.BENCH_PORT ?? 3310)
const BASE = `http://localhost:${PORT}`
const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
// Lighthouse's own command line, from the npm package (no global install).
const LIGHTHOUSE_CLI = fileURLToPath(import.meta.resolve('lighthouse/cli/index.js'))
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
const RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3) || 3)
const PERFORMANCE_TARGET = 95
/** JavaScript budgets, gzipped (ADR 247): a page to read ships next to none, a page to work in one app's worth. */
const CONTENT_BUDGET_KB = 20
const INTERACTIVE_BUDGET_KB = 120
const SIGNED_IN_PAGES = ['/dashboard', '/daily-reading']
const INTERACTIVE_PAGES = new Set(['/auth', '/astro-calendar', '/lucky-elements', ...SIGNED_IN_PAGES])

interface Report {
  categories: Record<(typeof CATEGORIES)[number], { score: number | null }>
  audits: Record<
    string,
    {
      numericValue?: number
      score: number | null
      title: string
      details?: {
        items?: { resourceType?: string; transferSize?: number; url?: string; score?: number; node?: { selector?: string; snippet?: string } }[]
      }
    }
  >
}

/** The elements that moved in a run, worst first, as Lighthouse names them: where to reserve space (CLS). */
function layoutShifts(report: Report): string[] {
  const items = report.audits['layout-shifts']?.details?.items ?? []
  return items.slice(0, 3).map((item) => `${item.node?.selector ?? item.node?.snippet ?? '?'} (${(item.score ?? 0).toFixed(3)})`)
}

/** The page's scripts by file, largest first, as sent: what makes up its JavaScript weight. */
function scriptFiles(report: Report): string[] {
  const items = report.audits['network-requests']?.details?.items ?? []
  return items
    .filter((item) => item.resourceType === 'Script')
    .sort((a, b) => (b.transferSize ?? 0) - (a.transferSize ?? 0))
    .map((item) => `${new URL(item.url ?? '', BASE).pathname.replace(/^\/assets\//, '')} ${((item.transferSize ?? 0) / 1024).toFixed(1)}`)
}

/** The scripts the page loaded, as sent (gzipped), in kB. */
function scriptKb(report: Report): number {
  const items = report.audits['network-requests']?.details?.items ?? []
  return items.filter((item) => item.resourceType === 'Script').reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024
}

function lighthouseOnce(url: string, cookie: string | null): Report {
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
      ...(cookie ? [`--extra-headers=${JSON.stringify({ Cookie: cookie })}`] : []),
    ],
    { env: { ...process.env, CHROME_PATH: CHROME }, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  )
  if (run.status !== 0) throw new Error(`lighthouse ${url} failed: ${run.stderr}`)
  return JSON.parse(run.stdout) as Report
}

// Lighthouse now and then loses the trace of a load on a busy machine (NO_NAVSTART): that run is taken again.
function lighthouse(url: string, cookie: string | null): Report {
  for (let attempt = 1; ; attempt++) {
    try {
      return lighthouseOnce(url, cookie)
    } catch (error) {
      if (attempt === 3) throw error
      console.warn(String(error).split('\n')[0])
    }
  }
}

export default async function benchLighthouse() {
  const outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'cosmic-lighthouse-outbox-'))
  const { stop } = await startBuiltServer('lighthouse', BASE, { APP_URL: BASE, OUTBOX_DIR: outbox })
  try {
    const blog = await (await fetch(`${BASE}/blog`)).text()
    const post = /href="(\/blog\/[a-z0-9-]+)"/.exec(blog)?.[1]
    if (!post) throw new Error('No post link on /blog')
    const all = ['/', '/blog', post, '/pricing', '/auth', '/astro-calendar', '/lucky-elements', ...SIGNED_IN_PAGES]
    const wanted = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',')
    const pages = wanted ? all.filter((page) => wanted.includes(page) || (page === post && wanted.includes('post'))) : all
    // The session cookie alone, as a browser sends it after the first page (the one-shot toast cookie is gone).
    const customer = SIGNED_IN_PAGES.some((page) => pages.includes(page))
      ? await newCustomer(BASE, outbox, { name: 'Lighthouse Customer', reports: 0 })
      : null
    // With it the time-zone cookie a browser keeps from its first page (ADR 085), for the zone Chromium runs in here.
    // Without it every signed-in run redrew the page for that zone after hydration (useZoneCookie), and that redraw's
    // data request came back as the redirect to sign-in (the session goes as an extra header, not a browser cookie):
    // the runs ended on /auth, counting its scripts and a footer that moved (ADR 276).
    const session = customer?.cookie.split('; ').find((c) => c.startsWith(`${SESSION_COOKIE}=`))
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone
    const cookie = session ? `${session}; ${ZONE_COOKIE}=${encodeURIComponent(zone)}` : null
    const cookieFor = (page: string) => (SIGNED_IN_PAGES.includes(page) ? cookie : null)
    // Each page once before measuring, as a visitor after the first would find it: in the page cache (and the day's
    // reading made).
    for (const page of pages) await fetch(BASE + page, { headers: cookieFor(page) ? { Cookie: cookieFor(page)! } : {} })
    const rows = []
    const verdicts: string[] = []
    const details: string[] = []
    for (const page of pages) {
      const runs = Array.from({ length: RUNS }, () => lighthouse(BASE + page, cookieFor(page)))
      // BENCH_LIGHTHOUSE_SAVE=<folder> keeps each run's whole report, to open in Lighthouse's viewer.
      const keep = process.env.BENCH_LIGHTHOUSE_SAVE
      if (keep) {
        fs.mkdirSync(keep, { recursive: true })
        runs.forEach((run, i) => fs.writeFileSync(path.join(keep, `${page.replace(/\W+/g, '_') || 'home'}-${i + 1}.json`), JSON.stringify(run)))
      }
      const performance = (report: Report) => Math.round((report.categories.performance.score ?? 0) * 100)
      const ranked = [...runs].sort((a, b) => performance(a) - performance(b))
      const report = ranked[Math.floor((ranked.length - 1) / 2)]!
      const score = (c: (typeof CATEGORIES)[number]) => Math.round((report.categories[c].score ?? 0) * 100)
      const ms = (id: string) => Math.round(report.audits[id]?.numericValue ?? NaN)
      const budget = INTERACTIVE_PAGES.has(page) ? INTERACTIVE_BUDGET_KB : CONTENT_BUDGET_KB
      const js = Math.max(...runs.map(scriptKb))
      const lowest = performance(ranked[0]!)
      rows.push({
        page: SIGNED_IN_PAGES.includes(page) ? `${page} (signed in)` : page,
        'performance (median)': score('performance'),
        'every run': runs.map(performance).join(' '),
        accessibility: Math.min(...runs.map((r) => Math.round((r.categories.accessibility.score ?? 0) * 100))),
        'best practices': Math.min(...runs.map((r) => Math.round((r.categories['best-practices'].score ?? 0) * 100))),
        seo: Math.min(...runs.map((r) => Math.round((r.categories.seo.score ?? 0) * 100))),
        'FCP ms': ms('first-contentful-paint'),
        'LCP ms': ms('largest-contentful-paint'),
        'TBT ms': ms('total-blocking-time'),
        CLS: Number((report.audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3)),
        'JS kB gz': Number(js.toFixed(1)),
        'JS budget kB': budget,
      })
      const problems = [
        lowest < PERFORMANCE_TARGET ? `lowest run ${lowest} < ${PERFORMANCE_TARGET}` : null,
        js > budget ? `JavaScript ${js.toFixed(1)} kB > ${budget} kB` : null,
      ].filter(Boolean)
      verdicts.push(`${page}: ${problems.length ? `BELOW TARGET (${problems.join('; ')})` : 'ok'}`)
      const shifts = layoutShifts(report)
      if (shifts.length) details.push(`${page}: layout shifts (median run): ${shifts.join(', ')}`)
      if (process.env.BENCH_LIGHTHOUSE_SCRIPTS) details.push(`${page}: scripts, kB gzipped: ${scriptFiles(report).join(', ') || 'none'}`)
    }
    console.log(
      `Lighthouse, mobile, simulated throttling, ${RUNS} run(s) per page (targets: performance ≥ ${PERFORMANCE_TARGET} in every run, the others 100 in every run; JavaScript gzipped within the route's budget: ${CONTENT_BUDGET_KB} kB for a page to read, ${INTERACTIVE_BUDGET_KB} kB for one to work in). Load average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    )
    console.table(rows)
    for (const line of details) console.log(line)
    for (const verdict of verdicts) console.log(verdict)
  } finally {
    stop()
    fs.rmSync(outbox, { recursive: true, force: true })
  }
}
