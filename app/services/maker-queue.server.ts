// One maker working one job at a time, outside the site's event loop: the reading PDF's child process (ADRs 146 and
// 152) and the share card's worker thread (ADR 160) both go through this queue. A few jobs may wait behind the running
// one; beyond that a job is refused at once as busy, rather than queued for longer than anyone would wait. A job over
// its time limit is stopped with its maker, a maker that dies fails only the job it held, and the next job gets a fresh
// maker. After each job the maker may rest for a multiple of the time the job took (ADR 152). An idle maker keeps
// nothing alive. Who may queue how much is the owner's share, in fair-share.server.ts.

/** What a maker answers for job `id`: its result, or why it failed. */
export type MakerAnswer<Out> = { id: number; ok: boolean; value?: Out; error?: string }

/** The process or thread that makes things, as the queue drives it. */
export type MakerHandle<In> = {
  send: (id: number, input: In) => void
  /** Stops it outright: a job cannot be interrupted from outside, and a maker is cheap to start again. */
  stop: () => void
  /** Whether it keeps this process alive: only while it holds a job. */
  hold: (held: boolean) => void
  readonly pid?: number
}

/** A job's limits, read at its request so an operator's change applies without a restart. */
export type JobLimits = {
  /** Jobs that may wait behind the running one (or behind the one waiting for the maker's rest). */
  maxQueued: number
  timeoutMs: number
  /** How long the maker rests after a job, as a multiple of the time that job took; 0 for no rest. */
  restRatio?: number
  /** Steps below the site's CPU priority for a maker started for this job. */
  nice?: number
}

/** The maker's failures; the owner's share has its own (fair-share.server.ts). */
export type QueueFailure = 'busy' | 'timeout' | 'crashed'

export type MakerQueueOptions<In, Out> = {
  /** Starts a maker; it calls `answered` with each answer, and `gone` when it stops or cannot start. */
  start: (limits: JobLimits, answered: (answer: MakerAnswer<Out>) => void, gone: (reason: string) => void) => MakerHandle<In>
  /** The maker's failure, as the caller's own error class. */
  fail: (code: QueueFailure, message: string) => Error
  /** Words for messages: "PDF", "PDFs", "made". */
  words: { one: string; many: string; done: string }
}

export type MakerQueue<In, Out> = {
  run: (input: In, limits: JobLimits) => Promise<Out>
  /** The running maker's process id, if it is a process (for operators and the tests). */
  pid: () => number | null
  /** When the last (at most 20) jobs were sent to the maker and answered, in milliseconds of `performance.now()`. */
  times: () => readonly { sent: number; answered: number }[]
}

export function makerQueue<In, Out>({ start, fail, words }: MakerQueueOptions<In, Out>): MakerQueue<In, Out> {
  type Job = { input: In; limits: JobLimits; resolve: (value: Out) => void; reject: (error: Error) => void }
  let maker: MakerHandle<In> | null = null
  let active: (Job & { id: number; by: MakerHandle<In>; timer: NodeJS.Timeout; sent: number }) | null = null
  const waiting: Job[] = []
  /** The maker rests until this moment (`performance.now()`); `resting` is the timer that waits. */
  let restUntil = 0
  let resting: NodeJS.Timeout | null = null
  const recent: { sent: number; answered: number }[] = []
  let nextId = 0

  function launch(limits: JobLimits): MakerHandle<In> {
    const started: MakerHandle<In> = start(
      limits,
      (answer) => {
        if (!active || active.by !== started || active.id !== answer.id) return
        const { sent } = active
        const restRatio = active.limits.restRatio ?? 0
        const job = finish()
        if (answer.ok && answer.value !== undefined) job.resolve(answer.value)
        else job.reject(new Error(`The ${words.one} could not be ${words.done}: ${answer.error}`))
        const answered = performance.now()
        recent.push({ sent, answered })
        if (recent.length > 20) recent.shift()
        restUntil = answered + (answered - sent) * restRatio
        schedule()
      },
      // A maker that dies (or cannot start) fails the job it held: that job may be what killed it.
      (reason) => {
        if (maker === started) maker = null
        if (active?.by === started) {
          finish().reject(fail('crashed', `The ${words.one} maker stopped (${reason})`))
          next()
        }
      },
    )
    return started
  }

  /** Takes the running job off, with its timer. */
  function finish(): Job {
    const job = active!
    clearTimeout(job.timer)
    active = null
    return job
  }

  /** Sends the next waiting job once the maker has rested; a job after a quiet spell waits for nothing. */
  function schedule() {
    if (active || resting) return
    const wait = restUntil - performance.now()
    if (wait <= 0 || !waiting.length) return next()
    resting = setTimeout(() => {
      resting = null
      next()
    }, Math.ceil(wait))
  }

  function next() {
    const job = waiting.shift()
    if (!job) {
      // An idle maker must not keep a test run or a stopping server alive.
      maker?.hold(false)
      return
    }
    maker ??= launch(job.limits)
    const by = maker
    by.hold(true)
    const id = nextId++
    const timer = setTimeout(() => {
      if (active?.id !== id) return
      if (maker === by) maker = null
      by.stop()
      finish().reject(fail('timeout', `The ${words.one} took longer than ${job.limits.timeoutMs} ms`))
      next()
    }, job.limits.timeoutMs)
    active = { ...job, id, by, timer, sent: performance.now() }
    by.send(id, job.input)
  }

  return {
    run: (input, limits) =>
      new Promise<Out>((resolve, reject) => {
        if ((active ? 1 : 0) + waiting.length > limits.maxQueued) {
          reject(fail('busy', `${waiting.length} ${words.many} are already waiting`))
          return
        }
        waiting.push({ input, limits, resolve, reject })
        schedule()
      }),
    pid: () => maker?.pid ?? null,
    times: () => recent,
  }
}
