import { describe, expect, it } from 'vitest'
import { REVIEW_TEXT_MAX, ReviewSchema } from './review'

const parse = (data: Record<string, string | undefined>) => ReviewSchema.safeParse(data)
const codeOf = (data: Record<string, string | undefined>) => {
  const result = parse(data)
  return result.success ? null : result.error.issues[0]!.message
}

describe('ReviewSchema', () => {
  it('takes a whole rating from 1 to 5, the booking, and an optional text trimmed', () => {
    expect(parse({ id: '12', rating: '5', text: '  Clear and kind.\r\n ' }).data).toEqual({ id: 12, rating: 5, text: 'Clear and kind.' })
    expect(parse({ id: '3', rating: '1' }).data).toEqual({ id: 3, rating: 1, text: '' })
  })

  it('names the field that is wrong', () => {
    for (const rating of ['0', '6', '4.5', 'five', '', undefined]) expect(codeOf({ id: '1', rating }), String(rating)).toBe('rating')
    for (const id of ['0', '-1', 'abc', '1.5', undefined]) expect(codeOf({ id, rating: '4' }), String(id)).toBe('not-found')
    expect(codeOf({ id: '1', rating: '4', text: 'x'.repeat(REVIEW_TEXT_MAX + 1) })).toBe('text')
    expect(codeOf({ id: '1', rating: '4', text: 'x'.repeat(REVIEW_TEXT_MAX) })).toBeNull()
  })
})
