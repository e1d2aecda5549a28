import { spawnSync } from 'node:child_process'
import { E2E_ADMIN, E2E_EDITOR } from './e2e-credentials'
import { E2E_MEDIA_DIR } from './e2e-paths'

// Staff accounts are made the way an operator makes them: with `npm run create-admin`, against the test database.
export default function globalSetup() {
  for (const [account, role] of [
    [E2E_ADMIN, 'admin'],
    [E2E_EDITOR, 'editor'],
  ] as const) {
    const result = spawnSync(
      'npx',
      ['tsx', 'scripts/create-admin.ts', '--email', account.email, '--password', account.password, '--name', account.name, '--role', role],
      {
        encoding: 'utf8',
        env: {
          ...process.env,
          NODE_ENV: 'production',
          NODE_OPTIONS: '--conditions=production',
          DATABASE_URI: process.env.E2E_DATABASE_URI ?? 'file:./data/e2e.db',
          MEDIA_DIR: E2E_MEDIA_DIR,
        },
      },
    )
    if (result.status !== 0 && !/already exists/.test(result.stderr)) {
      throw new Error(`create-admin failed:\n${result.stdout}\n${result.stderr}`)
    }
  }
}
