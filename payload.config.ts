import fs from 'node:fs'
import path from 'node:path'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig, type DatabaseAdapterObj } from 'payload'
import sharp from 'sharp'
import { mailAdapter } from './app/utils/email.server'
import { appRoot, getEnv } from './app/utils/env.server'
import {
  Admins,
  Astrologers,
  ContactMessages,
  Coupons,
  Faqs,
  Landing,
  Media,
  NewsletterSubscribers,
  Pages,
  Posts,
  PricingPage,
  Profiles,
  ReadingTexts,
  Sessions,
  SiteSettings,
  Testimonials,
  Tiers,
  Users,
} from './collections'
import { withTextRules } from './collections/fields/one-line'
import { harden } from './collections/hardening'
import { migrations as postgresMigrations } from './migrations/postgres'
import { migrations as sqliteMigrations } from './migrations/sqlite'

const env = getEnv()

// Payload's nodemailer adapter is published up to 3.90.1 while every other Payload package is pinned at 3.90.2, and
// Payload's start-up check refuses that pair outside production. The check is replaced by our own, which still holds
// every other Payload package to one version (payload-versions.test.ts, ADR 021).
process.env.PAYLOAD_DISABLE_DEPENDENCY_CHECKER = 'true'

/**
 * The database adapter follows the scheme of DATABASE_URI. Schema changes reach a database only through migrations,
 * except in `npm run dev`, which pushes the schema to its own development database (stack spike, finding 2).
 */
async function databaseAdapter(uri: string): Promise<DatabaseAdapterObj> {
  const scheme = uri.slice(0, uri.indexOf(':')).toLowerCase()
  const push = env.NODE_ENV === 'development'
  switch (scheme) {
    case 'file':
    case 'libsql': {
      // SQLite will not create the folder its file lives in.
      if (uri.startsWith('file:')) fs.mkdirSync(path.dirname(path.resolve(appRoot, uri.slice('file:'.length))), { recursive: true })
      const { sqliteAdapter } = await import('@payloadcms/db-sqlite')
      return sqliteAdapter({
        client: { url: uri, authToken: process.env.DATABASE_AUTH_TOKEN },
        push,
        migrationDir: path.join(appRoot, 'migrations/sqlite'),
        prodMigrations: sqliteMigrations,
      })
    }
    case 'postgres':
    case 'postgresql': {
      const { postgresAdapter } = await import('@payloadcms/db-postgres')
      return postgresAdapter({
        pool: { connectionString: uri },
        push,
        migrationDir: path.join(appRoot, 'migrations/postgres'),
        prodMigrations: postgresMigrations,
      })
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
    meta: { titleSuffix: ' · Cosmic Insights CMS' },
    // No Gravatar: the admin loads nothing from other sites, and staff e-mail hashes stay ours.
    avatar: 'default',
    importMap: {
      baseDir: path.join(appRoot, 'cms'),
      importMapFile: path.join(appRoot, 'cms/app/(payload)/admin/importMap.js'),
    },
  },
  collections: [Posts, Pages, Media, ReadingTexts, Faqs, Testimonials, Astrologers, Tiers, Coupons, ContactMessages, NewsletterSubscribers, Admins, Users, Profiles, Sessions].map(withTextRules),
  globals: [SiteSettings, Landing, PricingPage].map(withTextRules),
  editor: lexicalEditor(),
  email: mailAdapter(),
  db: await databaseAdapter(env.DATABASE_URI),
  sharp,
  csrf: trustedOrigins(),
  cors: trustedOrigins(),
  graphQL: { disablePlaygroundInProduction: true, maxComplexity: 1000 },
  upload: { limits: { fileSize: 8 * 1024 * 1024 } },
  typescript: { outputFile: path.join(appRoot, 'payload-types.ts') },
  telemetry: false,
})

// Rules for every collection, Payload's own included, which only the sanitized configuration holds (ADR 031).
export default harden(config)
