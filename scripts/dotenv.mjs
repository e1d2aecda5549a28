import fs from 'node:fs'
import path from 'node:path'
import { parseEnv } from 'node:util'

/** Fills unset variables from the repository's .env, never overriding what the environment already says. */
export function loadDotEnv(file = path.join(process.env.APP_ROOT ?? process.cwd(), '.env')) {
  if (!fs.existsSync(file)) return
  for (const [key, value] of Object.entries(parseEnv(fs.readFileSync(file, 'utf8')))) {
    if (process.env[key] === undefined) process.env[key] = value
  }
}
