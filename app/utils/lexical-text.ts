// Plain text out of a Lexical editor state, for search and meta descriptions. No server imports: used by the CMS too.
type LexicalNode = { type?: string; text?: string; children?: LexicalNode[] }

const BLOCK_TYPES = new Set(['paragraph', 'heading', 'listitem', 'quote'])

export function lexicalToPlainText(state: unknown): string {
  const root = (state as { root?: LexicalNode } | null | undefined)?.root
  if (!root) return ''
  const out: string[] = []
  const walk = (node: LexicalNode) => {
    if (typeof node.text === 'string') out.push(node.text)
    node.children?.forEach(walk)
    if (node.type && BLOCK_TYPES.has(node.type)) out.push('\n')
  }
  walk(root)
  return out
    .join('')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{2,}/g, '\n')
    .trim()
}
