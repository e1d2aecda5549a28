import { describe, expect, it } from 'vitest'
import { BoundedMap } from './bounded-map.mjs'

describe('BoundedMap', () => {
  it('keeps at most its maximum, dropping the entry set longest ago', () => {
    const map = new BoundedMap<string, number>(3)
    for (const [index, key] of ['a', 'b', 'c', 'd'].entries()) map.set(key, index)
    expect([...map.keys()]).toEqual(['b', 'c', 'd'])
    expect(map.get('a')).toBeUndefined()
    expect(map.get('d')).toBe(3)
  })

  it('makes a key set again the newest, so it outlives the others', () => {
    const map = new BoundedMap<string, number>(2)
    map.set('a', 1).set('b', 2).set('a', 10).set('c', 3)
    expect([...map.entries()]).toEqual([
      ['a', 10],
      ['c', 3],
    ])
  })

  it('reading does not change the order', () => {
    const map = new BoundedMap<string, number>(2)
    map.set('a', 1).set('b', 2)
    map.get('a')
    map.set('c', 3)
    expect([...map.keys()]).toEqual(['b', 'c'])
  })

  it('refuses a maximum that is not a whole number of at least 1', () => {
    expect(() => new BoundedMap(0)).toThrow(RangeError)
    expect(() => new BoundedMap(1.5)).toThrow('A bounded map needs a whole maximum of at least 1, not 1.5')
  })
})
