// Loaded into the benchmarked server with `--import` (bench/stall.bench.ts): it measures the server's own event-loop
// delay, and on SIGUSR2 writes the longest and the 99th-percentile delay since the last signal to BENCH_LOOP_FILE and
// starts again. Nothing of the site's code knows of it.
import fs from 'node:fs'
import { monitorEventLoopDelay } from 'node:perf_hooks'

const histogram = monitorEventLoopDelay({ resolution: 10 })
histogram.enable()
process.on('SIGUSR2', () => {
  const ms = (ns) => Math.round(ns / 1e5) / 10
  fs.writeFileSync(process.env.BENCH_LOOP_FILE, JSON.stringify({ max: ms(histogram.max), p99: ms(histogram.percentile(99)) }))
  histogram.reset()
})
