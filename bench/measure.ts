// What the benchmark modules share: a throughput loop, a process's CPU time and a Markdown table of ours against a
// baseline.
import fs from 'node:fs'

/**
 * A process's own CPU time in ms (user + system, from /proc on Linux; USER_HZ is 100 there), or null elsewhere. Unlike
 * req/s it hardly moves when other processes take the cores: on a machine with a load average above 20 the rounds'
 * throughput ratios of one page spread from 0.3 to 1.7 while its CPU per request stayed within 15% (ADR 140).
 */
export function processCpuMs(pid: number | undefined): number | null {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
    return (Number(fields[11]) + Number(fields[12])) * 10
  } catch {
    return null
  }
}

/** Calls per second of `run` over about `budgetMs`, after a short warm-up. */
export function throughput(run: (i: number) => unknown, budgetMs: number): number {
  let sink = 0
  for (let i = 0; i < 20; i++) sink += Number(Boolean(run(i)))
  const start = performance.now()
  let calls = 0
  while (performance.now() - start < budgetMs) {
    for (let k = 0; k < 10; k++) sink += Number(Boolean(run(calls++)))
  }
  const elapsed = performance.now() - start
  if (sink < 0) console.log(sink) // keeps the results alive
  return (calls / elapsed) * 1000
}

function format(value: number): string {
  return value >= 100 ? Math.round(value).toLocaleString('en-US') : value.toFixed(1)
}

/** Prints | measurement | ours | baseline | ratio | with the ratio ours / baseline. */
export function printComparison(baseline: string, rows: { name: string; ours: number; theirs: number }[]): void {
  const header = ['measurement', 'ours', baseline, `ratio (ours / ${baseline})`]
  const lines = rows.map((row) => [row.name, format(row.ours), format(row.theirs), `${(row.ours / row.theirs).toFixed(1)}x`])
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column]!.length)))
  const print = (cells: string[]) => console.log(`| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`)
  print(header)
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`)
  for (const line of lines) print(line)
}
