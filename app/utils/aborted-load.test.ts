import { describe, expect, it } from 'vitest'
import { isAbortedLoad } from './aborted-load'

describe('isAbortedLoad', () => {
  it('recognises the AbortError of an aborted signal, with or without a reason', () => {
    const controller = new AbortController()
    controller.abort()
    expect(isAbortedLoad(controller.signal.reason)).toBe(true)
    expect(isAbortedLoad(new DOMException('signal is aborted without reason', 'AbortError'))).toBe(true)
  })

  it('leaves every other failure to be reported', () => {
    expect(isAbortedLoad(new Error('Failed to fetch'))).toBe(false)
    expect(isAbortedLoad(new TypeError('x is undefined'))).toBe(false)
    expect(isAbortedLoad(new DOMException('quota', 'QuotaExceededError'))).toBe(false)
    expect(isAbortedLoad('AbortError')).toBe(false)
    expect(isAbortedLoad(null)).toBe(false)
    expect(isAbortedLoad(undefined)).toBe(false)
  })
})
