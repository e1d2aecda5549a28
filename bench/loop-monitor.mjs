// Loaded into the benchmarked server with `--import` (bench/stall.bench.ts): it measures the server's own event-loop
// delay, and on SIGUSR2 writes the longest and the 99th-percentile delay since the last signal to BENCH_LOOP_FILE and
// starts again. Nothing of the site's code knows of it.
//
// A delay is wall time: the loop was busy, or the kernel gave its core to another process (on two cores shared with
// the bench's client, its worker, the PDF maker and PostgreSQL, often). So beside it the monitor times a 10 ms timer and
// reads the main thread's own CPU time (Linux's /proc, in 10 ms ticks) at each firing: for a late firing, the CPU the
// main thread used in that gap is how long the loop itself was held; the rest was waiting for a core (ADR 278).
import fs from 'node:fs'
import { monitorEventLoopDelay, performance } from 'node:perf_hooks'

const histogram = monitorEventLoopDelay({ resolution: 10 })
histogram.enable()

const TICK_MS = 10
const MAIN_THREAD_STAT = `/proc/self/task/${process.pid}/stat`
/** The main thread's CPU time (user and system) in ms; after the command's closing bracket, utime and stime are the 12th and 13th fields. */
const mainThreadCpuMs = () => {
  const stat = fs.readFileSync(MAIN_THREAD_STAT, 'utf8')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return (Number(fields[11]) + Number(fields[12])) * (1000 / 100)
}
let last = performance.now()
let lastCpu = mainThreadCpuMs()
let longestHeld = 0
setInterval(() => {
  const now = performance.now()
  const cpu = mainThreadCpuMs()
  // The CPU is read in whole ticks: the loop is held at most as long as the interval lasted.
  const held = Math.min(now - last, cpu - lastCpu)
  if (held > longestHeld) longestHeld = held
  last = now
  lastCpu = cpu
}, TICK_MS).unref()

process.on('SIGUSR2', () => {
  const ms = (ns) => Math.round(ns / 1e5) / 10
  const round = (value) => Math.round(value * 10) / 10
  fs.writeFileSync(process.env.BENCH_LOOP_FILE, JSON.stringify({ max: ms(histogram.max), p99: ms(histogram.percentile(99)), held: round(longestHeld) }))
  histogram.reset()
  longestHeld = 0
})
