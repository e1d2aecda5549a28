// `npm start`: secrets, a fresh build when the sources changed, then the production server (which migrates and seeds).
import { spawn, spawnSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { prepareEnv } from './prepare-env.mjs'

const root = path.resolve(import.meta.dirname, '..')
const STAMP = path.join(root, 'build/.source-stamp')
const SOURCES = ['app', 'collections', 'cms/app', 'cms/next.config.mjs', 'migrations', 'public', 'seed', 'server', 'payload.config.ts', 'vite.config.ts', 'react-router.config.ts', 'package-lock.json']

/** A fingerprint of every source file's path, size and modification time. */
export function sourceStamp() {
  const hash = crypto.createHash('sha256')
  const walk = (entry) => {
    const full = path.join(root, entry)
    if (!fs.existsSync(full)) return
    const stat = fs.statSync(full)
    if (stat.isDirectory()) {
      for (const child of fs.readdirSync(full).sort()) if (!child.startsWith('.') && child !== 'node_modules') walk(path.join(entry, child))
    } else {
      hash.update(`${entry}:${stat.size}:${stat.mtimeMs}\n`)
    }
  }
  SOURCES.forEach(walk)
  return hash.digest('hex')
}

function buildIsCurrent(stamp) {
  return (
    fs.existsSync(path.join(root, 'build/server/index.js')) &&
    fs.existsSync(path.join(root, 'cms/.next/BUILD_ID')) &&
    fs.existsSync(STAMP) &&
    fs.readFileSync(STAMP, 'utf8') === stamp
  )
}

try {
  const { generated } = prepareEnv({ root })
  if (generated.length) console.log(`Generated ${generated.join(', ')} into .env for local use.`)
} catch (error) {
  console.error(error.message)
  process.exit(1)
}

const stamp = sourceStamp()
if (!buildIsCurrent(stamp)) {
  console.log('Building the site and the admin (about two minutes the first time)…')
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
  fs.writeFileSync(STAMP, stamp)
}

const server = spawn(process.execPath, [path.join(root, 'server.mjs')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production', NODE_OPTIONS: '--conditions=production', APP_ROOT: root },
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
