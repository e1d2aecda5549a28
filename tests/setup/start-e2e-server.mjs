// Starts the production server for the browser tests on a database made fresh for this run.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { freshPostgresDatabase } from './fresh-postgres.mjs'
import { startMailCatcher } from './mail-catcher.mjs'

const root = path.resolve(import.meta.dirname, '../..')
const uri = process.env.E2E_DATABASE_URI
fs.rmSync(path.resolve(root, process.env.MEDIA_DIR ?? 'data/e2e-3100/media'), { recursive: true, force: true })

if (uri.startsWith('file:')) {
  const file = path.resolve(root, uri.slice('file:'.length))
  fs.mkdirSync(path.dirname(file), { recursive: true })
  for (const suffix of ['', '-journal', '-wal', '-shm']) fs.rmSync(file + suffix, { force: true })
} else if (uri.startsWith('postgres')) {
  freshPostgresDatabase(uri)
}

// The site sends its mail over SMTP to a catcher on loopback; the tests read each message from MAIL_DIR.
const mailDir = path.resolve(root, process.env.E2E_MAIL_DIR ?? 'data/e2e-3100/mail')
fs.rmSync(mailDir, { recursive: true, force: true })
const catcher = await startMailCatcher({ dir: mailDir })

const server = spawn(process.execPath, [path.join(root, 'server.mjs')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, SMTP_URL: catcher.url },
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => catcher.close().finally(() => process.exit(code ?? 0)))
