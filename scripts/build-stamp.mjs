// The fingerprint of the sources a build was made from: `npm start` rebuilds only when it changed. Written after every
// `npm run build` (postbuild), whoever ran it.
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const STAMP = path.join(root, 'build/.source-stamp')
const SOURCES = [
  'app',
  'collections',
  'cms/app',
  'cms/next.config.mjs',
  'migrations',
  'public',
  'seed',
  'server',
  'server.mjs',
  'payload.config.ts',
  'vite.config.ts',
  'react-router.config.ts',
  'package-lock.json',
]

/** Tests beside the code are not in the build: a changed test must not cost the next `npm start` a rebuild (ADR 248). */
const TESTS = /\.test\.[cm]?[jt]sx?$|^__snapshots__$/

/** Every source file's path, size and modification time, hashed; tests left out. */
function sourceStamp() {
  const hash = crypto.createHash('sha256')
  const walk = (entry) => {
    const full = path.join(root, entry)
    if (!fs.existsSync(full)) return
    const stat = fs.statSync(full)
    if (stat.isDirectory()) {
      for (const child of fs.readdirSync(full).sort())
        if (!child.startsWith('.') && child !== 'node_modules' && !TESTS.test(child)) walk(path.join(entry, child))
    } else {
      hash.update(`${entry}:${stat.size}:${stat.mtimeMs}\n`)
    }
  }
  SOURCES.forEach(walk)
  return hash.digest('hex')
}

export function buildIsCurrent() {
  return (
    fs.existsSync(path.join(root, 'build/server/index.js')) &&
    fs.existsSync(path.join(root, 'cms/.next/BUILD_ID')) &&
    fs.existsSync(STAMP) &&
    fs.readFileSync(STAMP, 'utf8') === sourceStamp()
  )
}

if (import.meta.url === `file://${process.argv[1]}`) fs.writeFileSync(STAMP, sourceStamp())
