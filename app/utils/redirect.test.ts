import { describe, expect, it } from 'vitest'
import { safeRedirect } from './redirect'

describe('safeRedirect', () => {
  it('keeps same-site paths with their query', () => {
    expect(safeRedirect('/numerology')).toBe('/numerology')
    expect(safeRedirect('/pricing?sketches=5')).toBe('/pricing?sketches=5')
    expect(safeRedirect('/horoscope#place')).toBe('/horoscope#place')
  })

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['another origin', 'https://evil.example/steal'],
    ['protocol-relative', '//evil.example'],
    ['backslash', '/\\evil.example'],
    ['javascript URL', 'javascript:alert(1)'],
    ['relative path', 'dashboard'],
    ['control character', '/dash\nboard'],
    ['tab in the host position', '/\t/evil.example'],
    ['the sign-in page itself', '/auth?redirectTo=/auth'],
    ['a sign-in sub-page', '/auth/reset?token=x'],
    ['sign-out', '/sign-out'],
    ['too long', `/${'a'.repeat(600)}`],
    ['not a string', ['/dashboard']],
  ])('falls back to the dashboard for %s', (_name, value) => {
    expect(safeRedirect(value)).toBe('/dashboard')
  })

  it('uses the fallback given', () => {
    expect(safeRedirect('https://evil.example', '/')).toBe('/')
  })
})
