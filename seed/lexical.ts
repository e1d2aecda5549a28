// Builds Lexical editor state (what Payload's rich-text field stores) from the seed's simple blocks.
import type { Block } from './types'

type TextNode = { type: 'text'; text: string; format: number; detail: 0; mode: 'normal'; style: ''; version: 1 }
type LexicalNode = { type: string; version: number; [key: string]: unknown }
type ElementNode = { type: string; children: LexicalNode[]; direction: 'ltr'; format: ''; indent: 0; version: 1; [key: string]: unknown }

const BOLD = 1
const ITALIC = 2

/** Splits **bold** and *italic* runs into formatted text nodes. */
export function inlineNodes(source: string): TextNode[] {
  const nodes: TextNode[] = []
  const pattern = /\*\*([^*]+)\*\*|\*([^*]+)\*/g
  let last = 0
  const push = (text: string, format: number) => {
    if (text) nodes.push({ type: 'text', text, format, detail: 0, mode: 'normal', style: '', version: 1 })
  }
  for (let match = pattern.exec(source); match; match = pattern.exec(source)) {
    push(source.slice(last, match.index), 0)
    if (match[1] !== undefined) push(match[1], BOLD)
    else push(match[2], ITALIC)
    last = match.index + match[0].length
  }
  push(source.slice(last), 0)
  return nodes
}

function element(type: string, children: LexicalNode[], extra: Record<string, unknown> = {}): ElementNode {
  return { type, children, direction: 'ltr', format: '', indent: 0, version: 1, ...extra }
}

function list(items: string[], ordered: boolean) {
  return element(
    'list',
    items.map((item, index) => element('listitem', inlineNodes(item), { value: index + 1 })),
    { listType: ordered ? 'number' : 'bullet', start: 1, tag: ordered ? 'ol' : 'ul' },
  )
}

function blockNode(block: Block) {
  if ('h2' in block) return element('heading', inlineNodes(block.h2), { tag: 'h2' })
  if ('h3' in block) return element('heading', inlineNodes(block.h3), { tag: 'h3' })
  if ('ul' in block) return list(block.ul, false)
  if ('ol' in block) return list(block.ol, true)
  if ('quote' in block) return element('quote', inlineNodes(block.quote))
  return element('paragraph', inlineNodes(block.p), { textFormat: 0, textStyle: '' })
}

export function blocksToLexical(blocks: Block[]) {
  return { root: element('root', blocks.map(blockNode)) }
}
