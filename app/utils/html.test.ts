import { describe, expect, it } from 'vitest'
import { escapeHtml, fillPlaceholders } from './html'

describe('escapeHtml', () => {
  it('writes the five characters HTML gives meaning to as entities, and leaves the rest', () => {
    expect(escapeHtml(`<a href="x?a=1&b='2'">नमस्ते</a>`)).toBe('&lt;a href=&quot;x?a=1&amp;b=&#39;2&#39;&quot;&gt;नमस्ते&lt;/a&gt;')
  })
})

describe('fillPlaceholders', () => {
  it('fills each {{name}} from the values, numbers included, and empties one without a value', () => {
    expect(fillPlaceholders('Namaste {{name}}, {{days}} days{{missing}}.', { name: 'Asha', days: 7 })).toBe('Namaste Asha, 7 days.')
  })

  it('does not escape: the caller escapes where the text goes into HTML', () => {
    expect(fillPlaceholders('{{name}}', { name: '<b>' })).toBe('<b>')
  })
})
