import fs from 'node:fs'
import path from 'node:path'
import { parseEnv } from 'node:util'
import { z } from 'zod'
import { DEFAULT_BUSINESS_TIME_ZONE } from '../domain/business-day'

/** The repository root. Not import.meta.url: this module is bundled into both builds (stack spike, finding 6). */
export const appRoot = process.env.APP_ROOT ?? process.cwd()

const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone })
    return true
  } catch {
    return false
  }
}

const secret = (name: string) =>
  z.string({ error: `${name} is not set` }).min(32, `${name} must be at least 32 characters (run \`node scripts/prepare-env.mjs\` to generate one)`)

export const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    // The one switch for schema push (ADR 043). Only `npm run dev` sets it, on its own database; every other command
    // migrates. NODE_ENV never decides it: an unset NODE_ENV reads as development, and pushing a development schema into
    // a database that migrations own breaks it.
    DATABASE_SCHEMA_PUSH: z
      .enum(['true', 'false'], { error: 'DATABASE_SCHEMA_PUSH must be true or false' })
      .default('false')
      .transform((value) => value === 'true'),
    PAYLOAD_SECRET: secret('PAYLOAD_SECRET'),
    SESSION_SECRET: secret('SESSION_SECRET'),
    DATABASE_URI: z
      .string()
      .regex(/^(file|libsql|postgres|postgresql|mongodb|mongodb\+srv):/, 'DATABASE_URI must start with file:, postgres:// or mongodb://')
      .default('file:./data/payload.db'),
    // Unset, it follows PORT (below), so robots.txt and the sitemap name the port the site really serves on.
    APP_URL: z.url('APP_URL must be an absolute URL such as https://example.com').optional(),
    PORT: z.coerce.number({ error: 'PORT must be a port number' }).int('PORT must be a port number').min(1).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    PUBLIC_CACHE_TTL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
    // Birth data is encrypted with this key (AES-256-GCM); retired keys stay readable during a rotation (docs/encryption.md).
    ENCRYPTION_KEY: secret('ENCRYPTION_KEY'),
    ENCRYPTION_KEYS_RETIRED: z
      .string()
      .default('')
      .transform((value) =>
        value
          .split(',')
          .map((key) => key.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.string().min(32, 'ENCRYPTION_KEYS_RETIRED holds keys of at least 32 characters, comma-separated'))),
    // Mail: an SMTP URL (smtp://user:pass@host:587, smtps://… for TLS). Unset, mail is written to OUTBOX_DIR and logged.
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    MAIL_FROM_ADDRESS: z.email('MAIL_FROM_ADDRESS must be an e-mail address').default('no-reply@cosmicinsights.in'),
    MAIL_FROM_NAME: z.string().min(1).default('Cosmic Insights'),
    OUTBOX_DIR: z.string().default('data/outbox'),
    // Web Push (ADR 249): the VAPID key pair, base64url (the public key a 65-byte P-256 point, the private key 32 bytes).
    // Both or neither; unset, the site offers no notifications. `node scripts/prepare-env.mjs` generates a pair.
    VAPID_PUBLIC_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{87}$/, 'VAPID_PUBLIC_KEY must be a P-256 public key in base64url (87 characters)')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    VAPID_PRIVATE_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/, 'VAPID_PRIVATE_KEY must be a P-256 private key in base64url (43 characters)')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    // Who the push services may write to about our messages (RFC 8292): a mailto: or https: address.
    VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:|https:\/\/)/, 'VAPID_SUBJECT must start with mailto: or https://')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    // The zone whose whole days the admin's dates name (a coupon's Valid from and Valid until, ADR 199).
    BUSINESS_TIME_ZONE: z
      .string()
      .default(DEFAULT_BUSINESS_TIME_ZONE)
      .refine(isTimeZone, 'BUSINESS_TIME_ZONE must be an IANA time zone such as Asia/Kolkata'),
    // Every scheduled job's timing at once (ADR 277): unset, each job keeps its own cron; a number of seconds (1–59)
    // runs every job at the seconds of each minute it divides. The cluster tests use it to see due mail sent once.
    JOBS_EVERY_SECONDS: z.coerce
      .number({ error: 'JOBS_EVERY_SECONDS must be a whole number of seconds from 1 to 59' })
      .int('JOBS_EVERY_SECONDS must be a whole number of seconds from 1 to 59')
      .min(1, 'JOBS_EVERY_SECONDS must be a whole number of seconds from 1 to 59')
      .max(59, 'JOBS_EVERY_SECONDS must be a whole number of seconds from 1 to 59')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    // Payload's log level. The test runs set warn: what they expect (refusals, migrations) stays out of their output.
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], { error: 'LOG_LEVEL must be one of error, warn, info, debug' })
      .default('info'),
  })
  .refine((env) => Boolean(env.VAPID_PUBLIC_KEY) === Boolean(env.VAPID_PRIVATE_KEY), {
    message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: set both or neither',
    path: ['VAPID_PRIVATE_KEY'],
  })
  .transform((env) => ({ ...env, APP_URL: env.APP_URL ?? `http://localhost:${env.PORT}` }))

export type Env = z.infer<typeof EnvSchema>

/** Fills unset variables from the repository's .env, never overriding what the environment already says. */
// The file is read where the process runs, never bundled: the ignore comments keep Turbopack from tracing the whole
// repository into the admin's build for a path it cannot know (its "dynamic filesystem access" warning).
function loadDotEnv(file = path.join(appRoot, '.env')) {
  if (!fs.existsSync(/* turbopackIgnore: true */ file)) return
  for (const [key, value] of Object.entries(parseEnv(fs.readFileSync(/* turbopackIgnore: true */ file, 'utf8')))) {
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

/**
 * Whether this process runs the scheduled jobs: every process unless RUN_JOBS=false, which all server processes but
 * one set (ADR 106; the cluster sets it for its workers). Read when asked, since Payload asks when it starts the crons.
 */
export function runsScheduledJobs(env: Record<string, string | undefined> = process.env): boolean {
  return env.RUN_JOBS !== 'false'
}
