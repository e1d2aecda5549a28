import { describe, expect, it } from 'vitest'
import { wordsFor } from './label'

describe('wordsFor', () => {
  it('names a field key in words, as an editor reads it', () => {
    expect(wordsFor('roles')).toBe('Roles')
    expect(wordsFor('publishedAt')).toBe('Published at')
    expect(wordsFor('meta.description')).toBe('Meta description')
    expect(wordsFor('birth_place')).toBe('Birth place')
  })
})
