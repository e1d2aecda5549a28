// Runs the React Router CLI (`node scripts/react-router.mjs build`, `… typegen`) with one known-harmless line removed
// from its output, and exits with the CLI's own status.
//
// Why: @react-router/dev 7.18.4, the last release that runs on Node 20, loads react-router.config.ts through a Vite
// server it creates with `envFile: false` and a logger of its own, so Vite 8 prints "The `envFile` option is
// deprecated" four to six times per build. The option is theirs, not ours; vite.config.ts drops the copy that reaches
// our logger, and this wrapper drops the copies printed through theirs. Every other line passes through untouched.
// Remove this wrapper when @react-router/dev passes `envDir: false`.
import { spawn } from 'node:child_process'
import { createInterface } from 'node:readline'

const NOTICE = 'The `envFile` option is deprecated'

const child = spawn('react-router', process.argv.slice(2), { stdio: ['inherit', 'pipe', 'pipe'], shell: false })

for (const [from, to] of [
  [child.stdout, process.stdout],
  [child.stderr, process.stderr],
]) {
  createInterface({ input: from, crlfDelay: Infinity }).on('line', (line) => {
    if (!line.includes(NOTICE)) to.write(`${line}\n`)
  })
}

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
child.on('error', (error) => {
  console.error(`Could not start react-router: ${error.message}`)
  process.exit(1)
})
child.on('close', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
