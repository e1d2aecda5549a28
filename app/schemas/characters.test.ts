import { describe, expect, it } from 'vitest'
import { forbiddenCharacter } from './characters'

describe('forbiddenCharacter', () => {
  it.each([
    ['NUL', 'a\u0000b'],
    ['ESC (a terminal escape sequence)', '\u001b[31mred'],
    ['bell', 'bell\u0007'],
    ['DEL', 'a\u007f'],
    ['a C1 control (CSI)', 'a\u009b31m'],
    ['a C1 control (NEL)', 'a\u0085b'],
    ['vertical tab', 'a\u000bb'],
    ['form feed', 'a\u000cb'],
  ])('refuses %s everywhere', (_name, value) => {
    expect(forbiddenCharacter(value, 'one-line')).not.toBeNull()
    expect(forbiddenCharacter(value, 'multi-line')).not.toBeNull()
  })

  it.each([
    ['LF', 'one\ntwo'],
    ['CR LF', 'one\r\ntwo'],
    ['CR', 'one\rtwo'],
    ['tab', 'one\ttwo'],
    ['line separator', 'one\u2028two'],
    ['paragraph separator', 'one\u2029two'],
  ])('refuses %s on one line and keeps it in paragraphs', (_name, value) => {
    expect(forbiddenCharacter(value, 'one-line')).not.toBeNull()
    expect(forbiddenCharacter(value, 'multi-line')).toBeNull()
  })

  it('names the first character it refuses, as a code point', () => {
    expect(forbiddenCharacter('ab\u001bc\u0000', 'one-line')).toBe('U+001B')
    expect(forbiddenCharacter('x\ny', 'one-line')).toBe('U+000A')
  })

  it.each([
    ['plain text', 'Priya Sharma'],
    ['Devanagari with a zero-width joiner', 'क्‍ष'],
    ['Arabic', 'محمد'],
    ['emoji', 'Stars ✨'],
    ['punctuation', "O'Brien-Smith (Jr.), 5/5 @home"],
    ['empty', ''],
  ])('accepts %s', (_name, value) => {
    expect(forbiddenCharacter(value, 'one-line')).toBeNull()
    expect(forbiddenCharacter(value, 'multi-line')).toBeNull()
  })
})
