import { describe, expect, it } from 'vitest'
import { type MakerAnswer, type MakerHandle, makerQueue, type QueueFailure } from './maker-queue.server'

class Failure extends Error {
  constructor(
    readonly code: QueueFailure,
    message: string,
  ) {
    super(message)
  }
}

/** A queue over pretend makers the test drives by hand: each started maker is kept with what it was sent. */
function pretendQueue() {
  const makers: {
    sent: { id: number; input: string }[]
    answer: (answer: MakerAnswer<string>) => void
    die: (reason: string) => void
    stopped: boolean
    held: boolean
  }[] = []
  const queue = makerQueue<string, string>({
    words: { one: 'thing', many: 'things', done: 'made' },
    fail: (code, message) => new Failure(code, message),
    start: (_limits, answered, gone) => {
      const maker = { sent: [] as { id: number; input: string }[], answer: answered, die: gone, stopped: false, held: false }
      makers.push(maker)
      const handle: MakerHandle<string> = {
        send: (id, input) => maker.sent.push({ id, input }),
        stop: () => (maker.stopped = true),
        hold: (held) => (maker.held = held),
      }
      return handle
    },
  })
  return { queue, makers }
}

const limits = { maxQueued: 1, timeoutMs: 5_000 }

describe('one maker, one job at a time', () => {
  it('sends the next job only when the running one is answered, and lets go of an idle maker', async () => {
    const { queue, makers } = pretendQueue()
    const first = queue.run('a', limits)
    const second = queue.run('b', limits)
    expect(makers).toHaveLength(1)
    expect(makers[0]!.sent.map((job) => job.input)).toEqual(['a'])
    expect(makers[0]!.held).toBe(true)
    makers[0]!.answer({ id: makers[0]!.sent[0]!.id, ok: true, value: 'A' })
    await expect(first).resolves.toBe('A')
    expect(makers[0]!.sent.map((job) => job.input)).toEqual(['a', 'b'])
    makers[0]!.answer({ id: makers[0]!.sent[1]!.id, ok: true, value: 'B' })
    await expect(second).resolves.toBe('B')
    expect(makers[0]!.held).toBe(false)
    expect(queue.times()).toHaveLength(2)
  })

  it('refuses at once, as busy, a job the full queue cannot hold', async () => {
    const { queue } = pretendQueue()
    void queue.run('a', limits)
    void queue.run('b', limits)
    await expect(queue.run('c', limits)).rejects.toMatchObject({ code: 'busy', message: '1 things are already waiting' })
  })

  it('ignores an answer for another job, and fails a job its maker could not make', async () => {
    const { queue, makers } = pretendQueue()
    const job = queue.run('a', limits)
    makers[0]!.answer({ id: 999, ok: true, value: 'stray' })
    makers[0]!.answer({ id: makers[0]!.sent[0]!.id, ok: false, error: 'bad input' })
    await expect(job).rejects.toThrow('The thing could not be made: bad input')
  })

  it('fails only the job a dying maker held, and gives the next one to a fresh maker', async () => {
    const { queue, makers } = pretendQueue()
    const first = queue.run('a', limits)
    const second = queue.run('b', limits)
    makers[0]!.die('exit 1')
    await expect(first).rejects.toMatchObject({ code: 'crashed', message: 'The thing maker stopped (exit 1)' })
    expect(makers).toHaveLength(2)
    expect(makers[1]!.sent.map((job) => job.input)).toEqual(['b'])
    // The dead maker's late news changes nothing.
    makers[0]!.die('exit 1')
    makers[1]!.answer({ id: makers[1]!.sent[0]!.id, ok: true, value: 'B' })
    await expect(second).resolves.toBe('B')
  })

  it('stops a maker whose job runs over its time, and starts a fresh one for the next', async () => {
    const { queue, makers } = pretendQueue()
    const slow = queue.run('a', { maxQueued: 1, timeoutMs: 20 })
    const next = queue.run('b', limits)
    await expect(slow).rejects.toMatchObject({ code: 'timeout', message: 'The thing took longer than 20 ms' })
    expect(makers[0]!.stopped).toBe(true)
    expect(makers[1]!.sent.map((job) => job.input)).toEqual(['b'])
    makers[1]!.answer({ id: makers[1]!.sent[0]!.id, ok: true, value: 'B' })
    await expect(next).resolves.toBe('B')
  })

  it('rests after a job for its rest ratio times as long as the job took before sending the next', async () => {
    const { queue, makers } = pretendQueue()
    const first = queue.run('a', { ...limits, restRatio: 3 })
    const second = queue.run('b', limits)
    await new Promise((resolve) => setTimeout(resolve, 30))
    makers[0]!.answer({ id: makers[0]!.sent[0]!.id, ok: true, value: 'A' })
    await first
    const answered = performance.now()
    await expect.poll(() => makers[0]!.sent.length, { timeout: 2_000, interval: 5 }).toBe(2)
    expect(performance.now() - answered).toBeGreaterThanOrEqual(80)
    makers[0]!.answer({ id: makers[0]!.sent[1]!.id, ok: true, value: 'B' })
    await expect(second).resolves.toBe('B')
  })
})
