// What the benchmark modules share: a throughput loop and a Markdown table of ours against a baseline.

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
