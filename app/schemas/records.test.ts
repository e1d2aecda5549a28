import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, it } from 'vitest'
import { DeleteSavedItemSchema, recordAction } from './records'

const form = (fields: Record<string, string>) => {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.append(name, value)
  return data
}

describe('record forms', () => {
  it('takes an intent and an id a request may name a record by', () => {
    const submission = parseWithZod(form({ intent: 'favorite', id: ' 42 ' }), { schema: recordAction('favorite') })
    expect(submission.status === 'success' && submission.value).toEqual({ intent: 'favorite', id: '42' })
  })

  it.each([
    ['no id', { intent: 'delete' }, 'id'],
    ['a zero id', { intent: 'delete', id: '0' }, 'id'],
    ['an id past the integer column', { intent: 'delete', id: '2147483648' }, 'id'],
    ['a path in the id', { intent: 'delete', id: '../1' }, 'id'],
    ['another intent', { intent: 'favorite', id: '1' }, 'intent'],
  ])('refuses %s', (_, fields, field) => {
    const submission = parseWithZod(form(fields), { schema: recordAction('delete') })
    expect(submission.status === 'error' && submission.error?.[field]).toBeTruthy()
  })

  it('takes a saved item only of a kind the dashboard lists', () => {
    const ok = parseWithZod(form({ intent: 'delete', id: '7', kind: 'numerology-report' }), { schema: DeleteSavedItemSchema })
    expect(ok.status === 'success' && ok.value.kind).toBe('numerology-report')
    const refused = parseWithZod(form({ intent: 'delete', id: '7', kind: 'users' }), { schema: DeleteSavedItemSchema })
    expect(refused.status === 'error' && refused.error?.kind).toEqual(['not-found'])
  })
})
