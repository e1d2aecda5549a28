import { describe, expect, it } from 'vitest'
import { fitsRowNumber, isRowId, MAX_ROW_ID } from './row-id'

describe('isRowId', () => {
  it.each(['1', '42', String(MAX_ROW_ID), '65a1f0c2b3d4e5f6a7b8c9d0'])('takes %s', (id) => expect(isRowId(id)).toBe(true))
  it.each(['0', '-1', String(MAX_ROW_ID + 1), '9999999999', '1.5', '1e3', ' 1', 'abc', '', '65A1F0C2B3D4E5F6A7B8C9D0'])('refuses %j', (id) =>
    expect(isRowId(id)).toBe(false),
  )
  it('refuses what is not a string', () => {
    for (const value of [1, null, undefined, ['1'], { id: 1 }]) expect(isRowId(value)).toBe(false)
  })
})

describe('fitsRowNumber', () => {
  it.each([0, -5, MAX_ROW_ID, -MAX_ROW_ID, '12', ' 7 ', '-3'])('takes %j', (value) => expect(fitsRowNumber(value)).toBe(true))
  it.each([MAX_ROW_ID + 1, 1.5, Infinity, NaN, '2147483648', '9999999999', '1.5', 'abc', '', null])('refuses %j', (value) =>
    expect(fitsRowNumber(value)).toBe(false),
  )
})
