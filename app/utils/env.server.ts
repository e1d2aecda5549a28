import fs from 'node:fs'
import path from 'node:path'
import { parseEnv } from 'node:util'
import { z } from 'zod'

/** The repository root. Not import.meta.url: this module is bundled into both builds (stack spike, finding 6). */
export const appRoot = process.env.APP_ROOT ?? process.cwd()

const secret = (name: string) =>
  z
    .string({ error: `${name} is not set` })
    .min(32, `${name} must be at least 32 characters (run \`node scripts/prepare-env.mjs\` to generate one)`)

export const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PAYLOAD_SECRET: secret('PAYLOAD_SECRET'),
  SESSION_SECRET: secret('SESSION_SECRET'),
  DATABASE_URI: z
    .string()
    .regex(/^(file|libsql|postgres|postgresql|mongodb|mongodb\+srv):/, 'DATABASE_URI must start with file:, postgres:// or mongodb://')
    .default('file:./data/payload.db'),
  APP_URL: z.url('APP_URL must be an absolute URL such as https://example.com').default('http://localhost:3000'),
  PORT: z.coerce.number({ error: 'PORT must be a port number' }).int('PORT must be a port number').min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_CACHE_TTL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
})

export type Env = z.infer<typeof EnvSchema>

/** Fills unset variables from the repository's .env, never overriding what the environment already says. */
function loadDotEnv(file = path.join(appRoot, '.env')) {
  if (!fs.existsSync(file)) return
  for (const [key, value] of Object.entries(parseEnv(fs.readFileSync(file, 'utf8')))) {
    if (process.env[key] === undefined) process.env[key] = value
  }
}

let cached: Env | undefined

/** Validated configuration; a missing or malformed setting stops the process with a message naming it. */
export function getEnv(): Env {
  if (cached) return cached
  loadDotEnv()
  const result = EnvSchema.safeParse(process.env)
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`)
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`)
  }
  cached = result.data
  return cached
}
