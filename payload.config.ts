import fs from 'node:fs'
import path from 'node:path'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { pushDevSchema } from '@payloadcms/drizzle'
import { type BaseDatabaseAdapter, buildConfig, type DatabaseAdapterObj, defaultLoggerOptions } from 'payload'
import sharp from 'sharp'
import { mailAdapter } from './app/utils/email.server'
import { DEFAULT_LOCALE, LOCALES, type Locale } from './app/utils/locales.mjs'
import { appRoot, getEnv, runsScheduledJobs } from './app/utils/env.server'
import {
  AccessRecords,
  CreditLedger,
  Orders,
  WebhookEvents,
  Admins,
  Astrologers,
  AuditLog,
  CompatibilityReadings,
  ContactMessages,
  Consultations,
  ConsultationReviews,
  CrushAnalyses,
  Coupons,
  Faqs,
  Landing,
  LuckyElements,
  DailyReadings,
  DailyAffirmations,
  DailyNudges,
  JournalEntries,
  LifeCareerAnalyses,
  LoveForecasts,
  SoulmateReadings,
  Media,
  NewsletterSubscribers,
  NumerologyReports,
  Pages,
  Posts,
  PricingPage,
  Profiles,
  PushSubscriptions,
  ReadingTexts,
  Redirects,
  SavedItems,
  ShareLinks,
  Sessions,
  SiteSettings,
  Testimonials,
  Tiers,
  Users,
} from './collections'
import { isAdmin } from './collections/access'
import { consultationReminderTask, REMINDER_CRON, REMINDER_QUEUE } from './collections/Consultations/reminders'
import { consultationHoldsTask, HOLDS_CRON, HOLDS_QUEUE } from './collections/Consultations/holds'
import { withPaymentSettlement } from './collections/Consultations/payment'
import { sessionCloser, settleCancelledBooking } from './app/services/payments-refunds.server'
import { pruneOldDaysTask, PRUNE_CRON, PRUNE_QUEUE } from './collections/DailyReadings/prune'
import { dailyNudgeTask, NUDGE_CRON, NUDGE_QUEUE } from './collections/DailyNudges/job'
import { withTextRules } from './collections/fields/one-line'
import { withCustomerVersion } from './collections/hooks/customer-version'
import { harden } from './collections/hardening'
import { adminWords } from './collections/admin-words'
import { MEDIA_FILE_BYTES } from './server/body-limit.mjs'

const env = getEnv()

/** A job's own cron, or every JOBS_EVERY_SECONDS seconds when that is set (ADR 277). */
function onJobTiming<Run extends { cron: string }>(run: Run): Run {
  return env.JOBS_EVERY_SECONDS ? { ...run, cron: `*/${env.JOBS_EVERY_SECONDS} * * * * *` } : run
}

// Payload's nodemailer adapter is published up to 3.90.1 while every other Payload package is pinned at 3.90.2, and
// Payload's start-up check refuses that pair outside production. The check is replaced by our own, which still holds
// every other Payload package to one version (payload-versions.test.ts, ADR 021).
process.env.PAYLOAD_DISABLE_DEPENDENCY_CHECKER = 'true'

type SqlAdapter = BaseDatabaseAdapter & {
  push?: boolean
  execute: (args: { drizzle: unknown; raw: string }) => Promise<{ rows: Record<string, unknown>[] }>
  drizzle: unknown
}

/** How many migrations the database records as applied (rows of a real batch, not the `dev` row a push writes). */
async function appliedMigrations(adapter: SqlAdapter): Promise<number> {
  const table =
    adapter.name === 'sqlite'
      ? `SELECT count(*) AS n FROM sqlite_master WHERE type = 'table' AND name = 'payload_migrations'`
      : `SELECT count(*) AS n FROM pg_tables WHERE schemaname = current_schema() AND tablename = 'payload_migrations'`
  const [exists] = (await adapter.execute({ drizzle: adapter.drizzle, raw: table })).rows
  if (!Number(exists?.n)) return 0
  const [applied] = (await adapter.execute({ drizzle: adapter.drizzle, raw: 'SELECT count(*) AS n FROM payload_migrations WHERE batch > 0' })).rows
  return Number(applied?.n ?? 0)
}

/**
 * Push only into a database no migration has touched (ADR 043). Payload pushes inside its connect step, so the push
 * is held back until the connection is up and the migration table has been read.
 */
function pushOnlyWithoutMigrations(adapterObj: DatabaseAdapterObj): DatabaseAdapterObj {
  return {
    ...adapterObj,
    init: (args) => {
      const adapter = adapterObj.init(args) as unknown as SqlAdapter
      const connect = adapter.connect
      if (!adapter.push || !connect) return adapter as never
      adapter.push = false
      adapter.connect = async function connectThenPush(this: SqlAdapter, options) {
        await connect.call(this, options)
        const applied = await appliedMigrations(this)
        if (applied > 0) {
          throw new Error(
            `DATABASE_SCHEMA_PUSH=true, but migrations own this database (${applied} applied): a pushed schema would break it. ` +
              'Point DATABASE_URI at a database of its own for `npm run dev` (the default is file:./data/dev.db), or unset DATABASE_SCHEMA_PUSH.',
          )
        }
        this.push = true
        await pushDevSchema(this as never)
      }
      return adapter as never
    },
  }
}

/**
 * How long a SQLite statement waits for another process's write to end before it fails as busy (ADR 155). Payload's
 * default is 0: any other writer on the file (a command such as `npm run create-admin` while the site runs, a backup,
 * the sqlite3 shell) made a customer's save fail at once with a 503. The wait blocks this process (libsql's calls are
 * synchronous), so it is kept to what a short write by someone else needs.
 */
const SQLITE_BUSY_TIMEOUT_MS = 5_000

/**
 * The database adapter follows the scheme of DATABASE_URI. Schema changes reach a database only through migrations,
 * except with DATABASE_SCHEMA_PUSH=true, which only `npm run dev` sets for its own database (stack spike, finding 2;
 * ADR 043). NODE_ENV plays no part: an unset NODE_ENV once meant "push" here and "migrate" in prepareDatabase.
 * No `prodMigrations`: prepareDatabase (app/utils/database.server.ts) is the one place that migrates, after it has
 * settled a database a push left behind; Payload's own run at connect would stop at its prompt first.
 */
async function databaseAdapter(uri: string): Promise<DatabaseAdapterObj> {
  const scheme = uri.slice(0, uri.indexOf(':')).toLowerCase()
  const push = env.DATABASE_SCHEMA_PUSH
  switch (scheme) {
    case 'file':
    case 'libsql': {
      // SQLite will not create the folder its file lives in.
      if (uri.startsWith('file:')) fs.mkdirSync(path.dirname(path.resolve(appRoot, uri.slice('file:'.length))), { recursive: true })
      const { sqliteAdapter } = await import('@payloadcms/db-sqlite')
      return pushOnlyWithoutMigrations(
        sqliteAdapter({
          client: { url: uri, authToken: process.env.DATABASE_AUTH_TOKEN },
          busyTimeout: SQLITE_BUSY_TIMEOUT_MS,
          push,
          migrationDir: path.join(appRoot, 'migrations/sqlite'),
        }),
      )
    }
    case 'postgres':
    case 'postgresql': {
      const { postgresAdapter } = await import('@payloadcms/db-postgres')
      return pushOnlyWithoutMigrations(
        postgresAdapter({
          pool: { connectionString: uri },
          push,
          migrationDir: path.join(appRoot, 'migrations/postgres'),
        }),
      )
    }
    case 'mongodb':
    case 'mongodb+srv': {
      // MongoDB needs no SQL migrations; indexes are built from the collection config.
      const { mongooseAdapter } = await import('@payloadcms/db-mongodb')
      return mongooseAdapter({ url: uri })
    }
    default:
      throw new Error(`Unsupported DATABASE_URI scheme "${scheme}:"`)
  }
}

const WARN_LEVEL = 40 // pino's number for warn; error is 50

/**
 * Payload logs every refused request it answers itself (a wrong password, a locked account, bad input, a missing
 * document) at error level with a stack trace, so a real failure drowns among the refusals the site expects. A refusal
 * is an error whose HTTP status is below 500: it becomes one line at info; 5xx keeps its stack (ADR 044).
 */
const logger = {
  options: {
    level: env.LOG_LEVEL,
    hooks: {
      logMethod(this: { info: (message: string) => void }, args: unknown[], method: (...args: unknown[]) => void, level: number) {
        type Logged = { name?: string; message?: string; status?: unknown; originalError?: Logged }
        const err = (args[0] as { err?: Logged } | undefined)?.err
        // GraphQL wraps the refusal; its status is on the original error.
        const status = err?.status ?? err?.originalError?.status
        if (level >= WARN_LEVEL && typeof status === 'number' && status < 500) {
          return this.info(`refused (${status} ${err?.originalError?.name ?? err?.name ?? 'Error'}): ${err?.message ?? ''}`)
        }
        return method.apply(this, args)
      },
    },
  },
  destination: defaultLoggerOptions,
}

/** How the admin names each locale in its language menu; a locale added to LOCALES without a label fails the typecheck. */
const LOCALE_LABELS: Record<Locale, string> = { en: 'English', hi: 'हिन्दी (Hindi)' }

/** Origins whose cookies Payload accepts (CSRF protection for the admin and REST API). */
function trustedOrigins(): string[] {
  const origins = new Set([new URL(env.APP_URL).origin])
  for (const host of ['localhost', '127.0.0.1']) origins.add(`http://${host}:${env.PORT}`)
  return [...origins]
}

const config = buildConfig({
  secret: env.PAYLOAD_SECRET,
  admin: {
    user: Admins.slug,
    // The product's name, mark and favicon rather than Payload's, and the site's address on the dashboard.
    meta: {
      titleSuffix: ' · Cosmic Insights CMS',
      description: 'Cosmic Insights content admin: posts, pages, readings and staff',
      icons: [
        { rel: 'icon', type: 'image/svg+xml', url: '/favicon.svg' },
        { rel: 'icon', type: 'image/x-icon', url: '/favicon.ico', sizes: '16x16 32x32 48x48' },
      ],
    },
    components: {
      graphics: { Logo: '/components/Brand#Logo', Icon: '/components/Brand#Icon' },
      // What is waiting for an editor: drafts, scheduled posts, recent edits with who made them, unhandled messages (ADR 226).
      beforeDashboard: ['/components/SiteLink#SiteLink', '/components/EditorsDashboard#EditorsDashboard'],
    },
    // No Gravatar: the admin loads nothing from other sites, and staff e-mail hashes stay ours.
    avatar: 'default',
    importMap: {
      baseDir: path.join(appRoot, 'cms'),
      importMapFile: path.join(appRoot, 'cms/app/(payload)/admin/importMap.js'),
    },
  },
  // Our words where the admin would speak Payload's defaults to an editor (ADR 234).
  i18n: { translations: adminWords },
  collections: [
    Posts,
    Pages,
    Redirects,
    Media,
    ReadingTexts,
    Faqs,
    Testimonials,
    Astrologers,
    Tiers,
    Coupons,
    ContactMessages,
    NewsletterSubscribers,
    Admins,
    AuditLog,
    Users,
    Profiles,
    Sessions,
    LuckyElements,
    DailyReadings,
    LifeCareerAnalyses,
    LoveForecasts,
    SoulmateReadings,
    CompatibilityReadings,
    NumerologyReports,
    SavedItems,
    ShareLinks,
    Orders,
    CreditLedger,
    AccessRecords,
    WebhookEvents,
    withPaymentSettlement(Consultations, settleCancelledBooking),
    ConsultationReviews,
    CrushAnalyses,
    DailyAffirmations,
    DailyNudges,
    PushSubscriptions,
    JournalEntries,
  ]
    .map(withTextRules)
    // Every write to a customer's data moves their version, which the per-customer page cache is keyed by (ADR 142).
    .map(withCustomerVersion),
  globals: [SiteSettings, Landing, PricingPage].map(withTextRules),
  // Every text a visitor reads is stored per locale (fields marked `localized`); a text not yet translated is read in
  // English (ADR 058).
  localization: {
    locales: LOCALES.map((code) => ({ code, label: LOCALE_LABELS[code] })),
    defaultLocale: DEFAULT_LOCALE,
    fallback: true,
  },
  // Scheduled work (the day-before reminders). The cron that runs it starts only where Payload is got with
  // `cron: true`, which only the server does (ADR 106); nobody runs or queues jobs through the API but admins.
  jobs: {
    // Each task is queued on its schedule and its queue run on the same cron; JOBS_EVERY_SECONDS puts both on one
    // short timing instead (ADR 277).
    tasks: [consultationReminderTask, pruneOldDaysTask, consultationHoldsTask(sessionCloser), dailyNudgeTask].map((task) => ({
      ...task,
      schedule: task.schedule?.map(onJobTiming),
    })),
    // The queues' crons exist only in the process that runs the jobs. Payload starts them in any process that serves
    // a REST request (each request asks for them), so without this every server process would run, and race for,
    // the same jobs (ADR 279).
    autoRun: () =>
      runsScheduledJobs()
        ? [
            { cron: REMINDER_CRON, queue: REMINDER_QUEUE },
            { cron: PRUNE_CRON, queue: PRUNE_QUEUE },
            { cron: HOLDS_CRON, queue: HOLDS_QUEUE },
            { cron: NUDGE_CRON, queue: NUDGE_QUEUE },
          ].map(onJobTiming)
        : [],
    deleteJobOnComplete: true,
    access: { run: ({ req }) => isAdmin(req), queue: ({ req }) => isAdmin(req), cancel: ({ req }) => isAdmin(req) },
  },
  editor: lexicalEditor(),
  email: mailAdapter(),
  db: await databaseAdapter(env.DATABASE_URI),
  sharp,
  csrf: trustedOrigins(),
  cors: trustedOrigins(),
  // Off: the site reads through the Local API and the admin through REST; one aliased GraphQL query could hold the
  // event loop for seconds (ADR 156). /api/graphql answers 404 (cms/api-handlers.ts).
  graphQL: { disable: true },
  // No read populates relationships deeper than this, whoever asks (REST's guard refuses more, ADR 157).
  maxDepth: 3,
  // server.mjs lets an upload to /api/media this large through, and stops every other body at 1 MiB (ADR 158).
  upload: { limits: { fileSize: MEDIA_FILE_BYTES } },
  typescript: { outputFile: path.join(appRoot, 'payload-types.ts') },
  telemetry: false,
  logger,
  hooks: {
    // Payload's REST answer keeps a ValidationError's field list (which the admin shows under each field) only when the
    // error is an instance of its own class; one thrown by our hooks from the site's bundle of Payload is not, and
    // reached the admin as a bare "The following field is invalid". The field list is put back, for 4xx only, unless
    // the answer already carries data (a collection's own afterError answered, as consultations' lost race does).
    afterError: [
      ({ error, result }) => {
        const { status, data, name, message } = error as { status?: number; data?: { errors?: unknown }; name?: string; message?: string }
        if (typeof status !== 'number' || status >= 500 || !Array.isArray(data?.errors)) return
        if ((result as { errors?: { data?: unknown }[] } | undefined)?.errors?.some((entry) => entry.data !== undefined)) return
        return { response: { ...(result as object), errors: [{ name, data, message }] } }
      },
    ],
  },
})

// Rules for every collection, Payload's own included, which only the sanitized configuration holds (ADR 031).
export default harden(config)
