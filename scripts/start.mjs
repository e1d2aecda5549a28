// `npm start`: secrets, a fresh build when the sources changed, then the production server (which migrates and seeds).
import { spawn, spawnSync } from 'node:child_process'
import path from 'node:path'
import { buildIsCurrent } from './build-stamp.mjs'
import { prepareEnv } from './prepare-env.mjs'

const root = path.resolve(import.meta.dirname, '..')
try {
  const { generated } = prepareEnv({ root })
  if (generated.length) console.log(`Generated ${generated.join(', ')} into .env for local use.`)
} catch (error) {
  console.error(error.message)
  process.exit(1)
}

if (!buildIsCurrent()) {
  console.log('Building the site and the admin (about two minutes the first time)…')
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

const server = spawn(process.execPath, [path.join(root, 'server.mjs')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production', NODE_OPTIONS: '--conditions=production', APP_ROOT: root },
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
