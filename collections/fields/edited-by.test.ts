import { describe, expect, it } from 'vitest'
import { editorName } from './edited-by'

describe('editorName', () => {
  it('names a staff member by their name, else their e-mail', () => {
    expect(editorName({ collection: 'admins', name: '  Asha Rao ', email: 'asha@example.in' })).toBe('Asha Rao')
    expect(editorName({ collection: 'admins', name: ' ', email: 'asha@example.in' })).toBe('asha@example.in')
  })

  it('records nobody for a customer, or for a save nobody signed in made', () => {
    expect(editorName({ collection: 'users', name: 'A customer', email: 'c@example.in' })).toBeNull()
    expect(editorName(null)).toBeNull()
    expect(editorName(undefined)).toBeNull()
    expect(editorName({ collection: 'admins' })).toBeNull()
  })
})
