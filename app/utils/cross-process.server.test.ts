import { afterEach, describe, expect, it, vi } from 'vitest'
import { announceChange, crossProcessDown, onChange, onReconnect, receiveChange, setListening, stopSharing } from './cross-process.server'

type Req = Parameters<typeof announceChange>[0]

function fakeRequest(transactionID?: string) {
  const pool = { execute: vi.fn(async (_query: string) => undefined) }
  const transaction = { execute: vi.fn(async (_query: string) => undefined) }
  const req = { payload: { db: { drizzle: pool, sessions: { tx1: { db: transaction } } } }, transactionID } as unknown as Req
  return { req, pool, transaction }
}

afterEach(() => stopSharing())

describe('changes shared between processes (ADR 239)', () => {
  it('sends nothing while this process shares nothing (SQLite, scripts, tests)', async () => {
    const { req, pool } = fakeRequest()
    await announceChange(req, 'content')
    expect(pool.execute).not.toHaveBeenCalled()
    expect(crossProcessDown()).toBe(false)
  })

  it('announces on the write’s own transaction, so the others hear it on commit', async () => {
    setListening(true)
    const { req, pool, transaction } = fakeRequest('tx1')
    await announceChange(req, 'customer', 42)
    expect(pool.execute).not.toHaveBeenCalled()
    expect(transaction.execute.mock.calls[0][0]).toMatch(/^select pg_notify\('cosmic_changes', '\S+ customer 42'\)$/)
  })

  it('announces through the pool without a transaction, and never sends an id that is not plain', async () => {
    setListening(true)
    const { req, pool } = fakeRequest()
    await announceChange(req, 'session', "1'; drop table users; --")
    expect(pool.execute).not.toHaveBeenCalled()
    await announceChange(req, 'session', 'abc-123')
    expect(pool.execute).toHaveBeenCalledOnce()
  })

  it('applies another process’s change and skips its own', async () => {
    setListening(true)
    const applied: string[] = []
    onChange('user', (id) => applied.push(id))
    const { req, pool } = fakeRequest()
    await announceChange(req, 'user', 7)
    const own = String(pool.execute.mock.calls[0][0]).match(/'(\S+ user 7)'/)![1]
    receiveChange(own)
    receiveChange('another-process user 8')
    receiveChange('another-process nonsense 9')
    expect(applied).toEqual(['8'])
  })

  it('is down while the listener is away, and forgets everything when it is back', () => {
    const reset = vi.fn()
    onReconnect('test', reset)
    setListening(false)
    expect(crossProcessDown()).toBe(true)
    setListening(true)
    expect(crossProcessDown()).toBe(false)
    expect(reset).toHaveBeenCalledOnce()
    setListening(true)
    expect(reset).toHaveBeenCalledOnce()
  })
})
