import { describe, expect, it } from 'vitest'
import { AstrologyInputError, isAstrologyInputError } from './errors'

describe('AstrologyInputError', () => {
  it('carries a code, the field at fault and details, and is recognisable', () => {
    const error = new AstrologyInputError('INVALID_TIME', 'girl.time', 'bad time', { value: '7pm' })
    expect(error).toBeInstanceOf(Error)
    expect(error).toMatchObject({ name: 'AstrologyInputError', code: 'INVALID_TIME', field: 'girl.time', message: 'bad time', details: { value: '7pm' } })
    expect(isAstrologyInputError(error)).toBe(true)
    expect(isAstrologyInputError(new Error('other'))).toBe(false)
  })
})
