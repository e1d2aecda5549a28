// `npm run cycles`: fails when any of the repository's modules import each other in a circle (ADR 170). It reads every
// TypeScript and JavaScript file git knows (tracked or new, ignored ones left out), resolves each import as tsconfig.json
// does (so `~/…` and `@payload-config` count), and looks for strongly connected groups among all its imports:
// static imports and re-exports, `import('…')`, and type-only imports too: a type cycle is erased before the code
// runs, but it ties the layers together all the same.
import { execFileSync } from 'node:child_process'
import path from 'node:path'
import ts from 'typescript'

const root = path.resolve(import.meta.dirname, '..')
const SOURCE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/

const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: root, encoding: 'utf8' })
  .split('\0')
  .filter((file) => SOURCE.test(file) && !file.endsWith('.d.ts'))
const files = new Set(listed.map((file) => path.join(root, file)).filter((file) => ts.sys.fileExists(file)))

const config = ts.getParsedCommandLineOfConfigFile(path.join(root, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} })
const options = { ...config.options, allowJs: true }
const host = ts.createCompilerHost(options)

/** The module specifiers a file imports, as written. */
function specifiers(file) {
  const text = ts.sys.readFile(file) ?? ''
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true)
  const found = []
  const visit = (node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push(node.moduleSpecifier.text)
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments
      if (argument && ts.isStringLiteralLike(argument)) found.push(argument.text)
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      found.push(node.argument.literal.text)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

const graph = new Map()
for (const file of files) {
  const targets = new Set()
  for (const specifier of specifiers(file)) {
    const resolved = ts.resolveModuleName(specifier, file, options, host).resolvedModule?.resolvedFileName
    if (resolved && files.has(path.resolve(resolved))) targets.add(path.resolve(resolved))
  }
  graph.set(file, [...targets].sort())
}

// Tarjan's strongly connected components, without recursion (the graph is deep enough to matter).
const index = new Map()
const low = new Map()
const onStack = new Set()
const stack = []
const groups = []
let counter = 0
for (const start of [...graph.keys()].sort()) {
  if (index.has(start)) continue
  const work = [[start, 0]]
  index.set(start, counter)
  low.set(start, counter++)
  stack.push(start)
  onStack.add(start)
  while (work.length > 0) {
    const frame = work[work.length - 1]
    const [node, next] = frame
    const edges = graph.get(node)
    if (next < edges.length) {
      frame[1]++
      const target = edges[next]
      if (!index.has(target)) {
        index.set(target, counter)
        low.set(target, counter++)
        stack.push(target)
        onStack.add(target)
        work.push([target, 0])
      } else if (onStack.has(target)) low.set(node, Math.min(low.get(node), index.get(target)))
      continue
    }
    work.pop()
    if (work.length > 0) {
      const parent = work[work.length - 1][0]
      low.set(parent, Math.min(low.get(parent), low.get(node)))
    }
    if (low.get(node) === index.get(node)) {
      const group = []
      let member
      do {
        member = stack.pop()
        onStack.delete(member)
        group.push(member)
      } while (member !== node)
      if (group.length > 1 || graph.get(node).includes(node)) groups.push(group)
    }
  }
}

/** One shortest circle through a group's first file, for the message. */
function circle(group) {
  const members = new Set(group)
  const [first] = [...group].sort()
  const previous = new Map([[first, null]])
  const queue = [first]
  while (queue.length > 0) {
    const node = queue.shift()
    for (const target of graph.get(node)) {
      if (!members.has(target)) continue
      if (target === first) {
        const way = [first]
        for (let at = node; at !== first; at = previous.get(at)) way.splice(1, 0, at)
        return [...way, first]
      }
      if (!previous.has(target)) {
        previous.set(target, node)
        queue.push(target)
      }
    }
  }
  return [first]
}

const relative = (file) => path.relative(root, file)
const what = 'imports'
if (groups.length === 0) {
  console.log(`No import cycles: ${graph.size} files, ${[...graph.values()].reduce((sum, edges) => sum + edges.length, 0)} ${what}.`)
} else {
  for (const group of groups) {
    console.error(`\nImport cycle among ${group.length} files (${what}):`)
    console.error('  ' + circle(group).map(relative).join('\n  → '))
    if (group.length > 2) console.error(`  (the group: ${group.map(relative).sort().join(', ')})`)
  }
  console.error(`\n${groups.length} import cycle(s). Break each by moving what both sides need into a module of its own (docs/architecture.md).`)
  process.exitCode = 1
}
