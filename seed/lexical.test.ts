import { describe, expect, it } from 'vitest'
import { lexicalToPlainText } from '../app/utils/lexical-text'
import { blocksToLexical, inlineNodes } from './lexical'

describe('inlineNodes', () => {
  it('splits bold and italic runs', () => {
    expect(inlineNodes('Your **Moon** sign is *Rohini*.').map((n) => [n.text, n.format])).toEqual([
      ['Your ', 0],
      ['Moon', 1],
      [' sign is ', 0],
      ['Rohini', 2],
      ['.', 0],
    ])
  })
  it('leaves text without markers alone', () => {
    expect(inlineNodes('Plain words')).toHaveLength(1)
  })
})

describe('blocksToLexical', () => {
  it('produces a tree whose plain text reads back in order', () => {
    const state = blocksToLexical([{ h2: 'Title' }, { p: 'One **two**' }, { ul: ['a', 'b'] }, { quote: 'q' }])
    expect(lexicalToPlainText(state)).toBe('Title\nOne two\na\nb\nq')
    expect(state.root.children.map((n) => (n as { type: string }).type)).toEqual(['heading', 'paragraph', 'list', 'quote'])
  })
})
